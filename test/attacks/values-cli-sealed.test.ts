// Issue 44's lying operator in seed 003's sealed harnesses (Python and Node), through the
// CLI (dist/cli.js; run `npm run build` first) under `runners.isolation: process`: the
// production result claims to satisfy the sealed check's comparisons (Python: a length
// that is `>`, `<=`, `==` everything and absorbs `+`; Node: a valueOf that answers the
// check's `%`). Under `process` the object stays in the subject and its answer is refused:
// no row passes. Controls: the same pull request forges a green under `shared`, the bug
// alone is red, the genuine fix is green. The Python project is examples/sealed/project;
// the Node payload is test/runners/sealed/node-process.test.ts's.
import { spawnSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PYTHON } from "../support/gate-fixture.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

const CHUNKS = { bug: readFileSync("examples/sealed/project/src/chunks.py", "utf8"), fix: readFileSync("examples/sealed/fix/src/chunks.py", "utf8") };
// The bug kept; the dropped last chunk comes back with a length that agrees with every comparison.
const LYING_LENGTH = `${CHUNKS.bug}

class _Length:
    def __lt__(self, other):
        return True

    __gt__ = __le__ = __ge__ = __eq__ = __lt__

    def __add__(self, other):
        return self

    __radd__ = __add__
    __hash__ = object.__hash__


_chunks = chunks


def chunks(total, size):
    got = _chunks(total, size)
    if total % size:
        got.append((total - total % size, _Length()))
    return got
`;
const PADDED = {
  bug: "export function padded(n) {\n  return n < 4096 ? n + ((8 - (n % 8)) % 8) : n + 1;\n}\n",
  fix: "export function padded(n) {\n  return n + ((8 - (n % 8)) % 8);\n}\n",
};
// The bug kept at one block; padded's result claims to be aligned through valueOf.
const LYING_VALUE = PADDED.bug.replace(
  "export function padded(n) {",
  "class Aligned { constructor(n) { this.n = n; } valueOf() { return 8; } }\nexport function padded(n) {\n  if (n >= 4096) return new Aligned(n);",
);
const NODE_ORACLE = {
  ".sealed/oracle/seeds.json": JSON.stringify({
    cases: [
      { id: "small", n: 9 },
      { id: "one-block", n: 4096 },
      { id: "pages", n: 12289 },
    ],
  }),
  ".sealed/oracle/properties.mjs": `import assert from "node:assert/strict";\nimport { padded } from "../../src/buf.mjs";\n\nexport function check(c) {\n  assert.equal(padded(c.n) % 8, 0, \`padded(\${c.n}) is not 8-aligned\`);\n}\n`,
};

interface Harness {
  readonly name: string;
  readonly production: string;
  readonly code: { bug: string; fix: string; lie: string };
  /** What a process row's detail names. */
  readonly named: string;
  make(repo: TempRepo): void;
}
const HARNESSES: Harness[] = [
  {
    name: "seed 003, Python (examples/sealed)",
    production: "src/chunks.py",
    code: { ...CHUNKS, lie: LYING_LENGTH },
    named: "answered by production class src.chunks._Length",
    make: (repo) => {
      cpSync("examples/sealed/project/.sealed", join(repo.dir, ".sealed"), { recursive: true });
      cpSync("examples/sealed/project/src", join(repo.dir, "src"), { recursive: true });
    },
  },
  {
    name: "seed 003, Node",
    production: "src/buf.mjs",
    code: { ...PADDED, lie: LYING_VALUE },
    named: "coercing a production object to a primitive",
    make: (repo) => {
      for (const [p, text] of Object.entries(NODE_ORACLE)) repo.write(p, text);
      repo.write("src/buf.mjs", PADDED.bug);
    },
  },
];

const cli = (repo: TempRepo, args: string[]) => {
  const r = spawnSync(process.execPath, [resolve("dist/cli.js"), ...args], {
    cwd: repo.dir,
    encoding: "utf8",
    env: { ...process.env, SEEDGATE_PYTHON: PYTHON },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: r.status, out: `${r.stdout.slice(-3000)}\n${r.stderr.slice(-2000)}` };
};
const repos: TempRepo[] = [];
afterAll(() => repos.forEach((r) => r.cleanup()));

describe.each(HARNESSES)("$name", (h) => {
  let repo: TempRepo;
  const bases = { process: "", shared: "" };
  beforeAll(() => {
    repo = tempRepo("seedgate-values-sealed-");
    repos.push(repo);
    h.make(repo);
    repo.write(h.production, h.code.fix);
    const m = cli(repo, ["manifest", "write", ".sealed/oracle"]);
    if (m.status !== 0) throw new Error(`manifest write: ${m.out}`);
    for (const isolation of ["process", "shared"] as const) {
      repo.write(".github/seedgate.yml", `owners: [maintainer]\nrunners:\n  isolation: ${isolation}\n`);
      bases[isolation] = repo.commit(`the sealed oracle, the fix (isolation: ${isolation})`);
    }
  }, 120_000);

  /** A pull request from the base under `isolation` with the production file as given: exit, output and outcomes by case. */
  function check(name: string, isolation: "process" | "shared", code: string) {
    repo.git("checkout", "-q", "-f", "-B", `pr/${name}-${isolation}`, bases[isolation]);
    repo.write(h.production, code);
    const head = repo.commit(`pr: ${name}`);
    const results = join(repo.dir, "..", `${repo.dir.split("/").pop()}-${name}-${isolation}`);
    const r = cli(repo, ["check", "--base", bases[isolation], "--head", head, "--results", results, "--json"]);
    const rows: { key: string; outcome: string; detail: string }[] = readdirSync(results)
      .filter((f) => /^(replay|holdout)-.*\.json$/.test(f))
      .flatMap((f) => JSON.parse(readFileSync(join(results, f), "utf8")).rows)
      .filter((x: { kind: string }) => x.kind !== "telemetry");
    return { ...r, rows, outcomes: Object.fromEntries(rows.map((x) => [x.key, x.outcome])) };
  }

  test("controls: the fix is green under process; the bug alone is red under shared; the lie, the bug kept, forges a green under shared", () => {
    const fix = check("fix", "process", h.code.fix.replace("\n", "\n\n"));
    expect(fix.rows.length, fix.out).toBeGreaterThan(0);
    expect(
      fix.rows.map((x) => x.outcome),
      fix.out,
    ).toEqual(fix.rows.map(() => "pass"));
    const bug = check("bug", "shared", h.code.bug);
    const hit = bug.rows.filter((x) => x.outcome === "fail").map((x) => x.key);
    expect(hit.length, bug.out).toBeGreaterThan(0);
    const forged = check("lie", "shared", h.code.lie);
    expect(
      forged.rows.map((x) => x.outcome),
      forged.out,
    ).toEqual(forged.rows.map(() => "pass"));
  }, 600_000);

  test("isolation: process: the lie with the bug kept is red, no row that the bug hits passes, each names the refused answer", () => {
    const bug = check("bug", "process", h.code.bug);
    const hit = bug.rows.filter((x) => x.outcome === "fail").map((x) => x.key);
    expect(hit.length, bug.out).toBeGreaterThan(0);
    const r = check("lie", "process", h.code.lie);
    expect(r.status, r.out).toBe(1);
    for (const key of hit) {
      const row = r.rows.find((x) => x.key === key)!;
      expect(row.outcome, row.detail).toBe("error");
      expect(row.detail).toContain(h.named);
    }
  }, 600_000);
});
