// The example projects are part of the product: each one's make-history.sh is run
// as a newcomer runs it (a fresh git repository, dist/cli.js, real Hypothesis,
// pytest, fast-check and vitest), and every claim its README makes in its
// `<!-- claims -->` block is checked against what the script printed and wrote; where
// the lanes run Hypothesis seeds, the fork server is checked against a process pair
// per seed on the same history (fork-compare.ts).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { forkServerAgrees } from "./fork-compare.js";

const PYTHON = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const EXAMPLES = ["journal", "ledger", "sealed", "fast-check", "jest"] as const;
/** The examples whose lanes run Hypothesis seeds, so the fork server takes them (sealed runs cases). */
const FORKED: readonly string[] = ["journal", "ledger"];
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

export interface Claim {
  /** `stdout` (the script's output) or a file under DIR/out/. */
  readonly where: string;
  readonly text: string;
}

/** The `text` block after `<!-- claims -->`: one claim a line, `WHERE  TEXT`. */
export function readmeClaims(readme: string): Claim[] {
  const at = readme.indexOf("<!-- claims -->");
  if (at < 0) return [];
  const block = /```text\n([\s\S]*?)```/.exec(readme.slice(at));
  if (block === null) return [];
  return block[1]!
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => {
      const m = /^(\S+)\s+(.+)$/.exec(l.trim());
      if (m === null) throw new Error(`claim line without a place: ${JSON.stringify(l)}`);
      return { where: m[1]!, text: m[2]! };
    });
}

test("readmeClaims reads places and texts, and finds nothing without the marker", () => {
  expect(readmeClaims("x\n<!-- claims -->\n```text\nstdout   a b\nfix.txt  verdict: success\n```\n")).toEqual([
    { where: "stdout", text: "a b" },
    { where: "fix.txt", text: "verdict: success" },
  ]);
  expect(readmeClaims("```text\nstdout a\n```\n")).toEqual([]);
});

describe.each(EXAMPLES)("examples/%s", (name) => {
  const here = resolve("examples", name);
  const readme = readFileSync(join(here, "README.md"), "utf8");

  test("the README gives the command, names both branches and makes claims", () => {
    expect(readme).toContain(`examples/${name}/make-history.sh`);
    const claims = readmeClaims(readme);
    expect(claims.map((c) => c.text)).toEqual(expect.arrayContaining([
      "agent: seedgate check --base main exited 1",
      "fix: seedgate check --base main exited 0",
    ]));
  });

  const env: NodeJS.ProcessEnv = { ...process.env, SEEDGATE_PYTHON: PYTHON };
  delete env.CI;
  delete env.GITHUB_ACTIONS;
  let made: string | undefined;

  test("make-history.sh: red for the agent's patch, green for the fix, validate clean, every README claim holds", () => {
    const dir = mkdtempSync(join(tmpdir(), `seedgate-example-${name}-`));
    dirs.push(dir);
    const r = spawnSync("bash", [join(here, "make-history.sh"), dir], { encoding: "utf8", env, timeout: 290_000 });
    const out = join(dir, "out");
    const show = () => `${r.stdout}\n${r.stderr}\n${["agent.txt", "fix.txt"].map((f) => (existsSync(join(out, f)) ? readFileSync(join(out, f), "utf8") : "")).join("\n")}`;
    expect(r.status, show()).toBe(0);
    expect(readFileSync(join(out, "agent.exit"), "utf8").trim()).toBe("1");
    expect(readFileSync(join(out, "fix.exit"), "utf8").trim()).toBe("0");
    expect(readFileSync(join(out, "validate.txt"), "utf8")).toContain("✓ valid");
    expect(readFileSync(join(out, "agent.txt"), "utf8")).toContain("verdict: failure");
    expect(readFileSync(join(out, "fix.txt"), "utf8")).toContain("verdict: success ✓");
    for (const c of readmeClaims(readme)) {
      const text = c.where === "stdout" ? r.stdout : readFileSync(join(out, c.where), "utf8");
      expect(text, `${c.where} should contain ${JSON.stringify(c.text)}`).toContain(c.text);
    }
    // The history the README describes: main (parent, lock), and the two pull requests.
    const git = (...args: string[]) => spawnSync("git", args, { cwd: join(dir, "repo"), encoding: "utf8" }).stdout.trim();
    expect(git("branch", "--format=%(refname:short)").split("\n")).toEqual(expect.arrayContaining(["main", "agent", "fix"]));
    expect(git("status", "--porcelain")).toBe("");
    made = dir;
  }, 300_000);

  if (FORKED.includes(name))
    test("both lanes, fork server against a process pair per seed: the same outcome on every row", () => {
      expect(made, "make-history.sh did not finish").toBeDefined();
      forkServerAgrees(made!, env);
    }, 900_000);
});
