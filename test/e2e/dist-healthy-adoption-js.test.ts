// Issue 47 item 3, fast-check's half: `seedgate mutate` on a healthy TypeScript library
// under vitest, through dist/cli.js in a real git repository. Its first mutation
// (`i < items.length` → `<=`) only adds an empty chunk, which the property does not see:
// the hunt on that mutant says zero hits and how to take the next one; `--pick 2` (an
// off-by-one length) is caught, and its fixture is verified on the mutant.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";

const cli = resolve("dist/cli.js");
const CHUNKS = `// Split items into arrays of at most \`size\` items, in order.
export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
`;
const TEST = `import fc from "fast-check";
import { expect, test } from "vitest";
import { chunks } from "../src/chunks.js";

test("chunks rejoin", () => {
  fc.assert(
    fc.property(fc.array(fc.integer(), { minLength: 1, maxLength: 8 }), fc.integer({ min: 2, max: 4 }), (items, size) => {
      expect(chunks(items, size).flat()).toEqual(items);
    }),
    { numRuns: 25 },
  );
});
`;
const JOURNAL = {
  id: "rejoin",
  selector: "test/chunks.test.ts::chunks rejoin",
  replay: { seeds: [], hits: 0 },
  holdout: { seeds: [], generator_saw: false },
  state: "proposed",
};

let dir = "";
const env = () => ({
  ...process.env,
  HOME: dir,
  GIT_AUTHOR_NAME: "A",
  GIT_AUTHOR_EMAIL: "a@example.invalid",
  GIT_COMMITTER_NAME: "A",
  GIT_COMMITTER_EMAIL: "a@example.invalid",
});
const run = (cmd: string, args: string[]) => {
  const r = spawnSync(cmd, args, { cwd: dir, encoding: "utf8", env: env(), timeout: 300_000 });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
};
const seedgate = (...args: string[]) => run(process.execPath, [cli, ...args]);
const HUNT = ["hunt", "--parent", "seedgate/mutant", "--property", "rejoin", "--budget", "4", "--out", "oracles/rejoin.json"];
const steps: Record<string, { status: number | null; out: string }> = {};

beforeAll(() => {
  if (!existsSync(cli)) throw new Error("dist/cli.js is missing: run npm run build");
  dir = mkdtempSync(join(tmpdir(), "seedgate-healthy-js-"));
  run("git", ["init", "-q", "-b", "main"]);
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
  for (const d of ["src", "test", "oracles"]) mkdirSync(join(dir, d));
  writeFileSync(join(dir, ".gitignore"), "node_modules\n");
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "chunky-ts", private: true, type: "module" }));
  writeFileSync(join(dir, "src/chunks.ts"), CHUNKS);
  writeFileSync(join(dir, "test/chunks.test.ts"), TEST);
  writeFileSync(join(dir, "oracles/rejoin.json"), JSON.stringify(JOURNAL, null, 2) + "\n");
  run("git", ["add", "-A"]);
  run("git", ["commit", "-qm", "chunks"]);
  steps.list = seedgate("mutate", "--property", "rejoin", "--list");
  steps.first = seedgate("mutate", "--property", "rejoin");
  steps.firstHunt = seedgate(...HUNT);
  steps.second = seedgate("mutate", "--property", "rejoin", "--pick", "2");
  steps.secondHunt = seedgate(...HUNT);
}, 900_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("mutate numbers the TypeScript function's mutations, never the generic or the comment", () => {
  expect(steps.list!.status).toBe(0);
  expect(steps.list!.out).toContain(
    [
      "3 mutations of src/chunks.ts, chunks for rejoin (seedgate mutate --pick N commits one):",
      "  1. src/chunks.ts:4 in chunks(): < → <= (comparison)",
      "  2. src/chunks.ts:4 in chunks(): .length → .length - 1 (off-by-one)",
      "  3. src/chunks.ts:4 in chunks(): + → - (arithmetic)",
    ].join("\n"),
  );
});

test("a mutation the property does not see: zero hits, and the next pick is named", () => {
  expect(steps.first!.out).toContain("zero hits? the property does not catch this mutation: seedgate mutate --property rejoin --pick 2 commits the next one");
  expect(steps.firstHunt!.status).toBe(1);
  expect(steps.firstHunt!.out).toContain("zero hits: the property passes on this parent");
});

test("the next pick moves seedgate/mutant; the hunt there hits and verifies its fixture on the mutant", () => {
  expect(steps.second!.out).toContain("  + for (let i = 0; i < items.length - 1; i += size) out.push(items.slice(i, i + size));");
  expect(steps.secondHunt!.status, steps.secondHunt!.out).toBe(0);
  expect(steps.secondHunt!.out).toContain("replays the failure on the parent");
  const journal = JSON.parse(readFileSync(join(dir, "oracles/rejoin.json"), "utf8"));
  const mutant = run("git", ["rev-parse", "seedgate/mutant"]).out.trim();
  expect(journal).toMatchObject({ state: "hit", parent_sha: mutant });
  expect(run("git", ["log", "-1", "--format=%B", "seedgate/mutant"]).out).toContain("Seedgate-Mutant: rejoin 2/3");
});
