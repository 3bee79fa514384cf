// docs/adopting.md, run: every block marked `<!-- walkthrough -->` (or `<!-- walkthrough:
// exit N -->`) runs in order in a temporary directory, from `git init` to a green check and
// a red one, with dist/cli.js as `seedgate` and a real Python + Hypothesis. Each block is
// its own `bash -e` under a pty (`script`), because `seedgate lock` refuses without one;
// the working directory carries over from block to block, as in the reader's shell.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";

const PYTHON = "/usr/bin/python3";
const cli = resolve("dist/cli.js");

interface Block {
  readonly code: string;
  readonly exit: number;
}

/** The marked ```sh blocks of a Markdown text, in order. */
export function walkthroughBlocks(markdown: string): Block[] {
  const re = /<!-- walkthrough(?:: exit (\d+))? -->\n```sh\n([\s\S]*?)\n```/g;
  return [...markdown.matchAll(re)].map((m) => ({ code: m[2]!, exit: Number(m[1] ?? 0) }));
}

const doc = readFileSync("docs/adopting.md", "utf8");
const blocks = walkthroughBlocks(doc);
let dir: string;
const runs: { block: Block; status: number | null; output: string }[] = [];

function humanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, SEEDGATE_PYTHON: PYTHON, GIT_CONFIG_NOSYSTEM: "1", HOME: dir };
  for (const k of ["CI", "GITHUB_ACTIONS", "GIT_DIR", "GIT_WORK_TREE"]) delete env[k];
  Object.assign(env, { GIT_AUTHOR_NAME: "Alice", GIT_AUTHOR_EMAIL: "alice@example.invalid", GIT_COMMITTER_NAME: "Alice", GIT_COMMITTER_EMAIL: "alice@example.invalid" });
  return env;
}

beforeAll(() => {
  if (!existsSync(cli)) throw new Error("dist/cli.js is missing: run npm run build");
  dir = mkdtempSync(join(tmpdir(), "seedgate-adopting-"));
  const state = join(dir, ".cwd");
  writeFileSync(state, join(dir, "work"));
  spawnSync("mkdir", [join(dir, "work")]);
  blocks.forEach((block, i) => {
    const script = join(dir, `block-${i}.sh`);
    writeFileSync(script, [`set -e`, `cd "$(cat '${state}')"`, `trap 'pwd > "${state}"' EXIT`, `seedgate() { node '${cli}' "$@"; }`, block.code, ""].join("\n"));
    const r = spawnSync("script", ["-qec", `bash ${script}`, "/dev/null"], { encoding: "utf8", env: humanEnv(), timeout: 240_000 });
    runs.push({ block, status: r.status, output: `${r.stdout}${r.stderr}`.replace(/\r\n/g, "\n") });
  });
}, 600_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("the walkthrough has its steps: init, hunt, lock, the bootstrap check, a green and a red pull request", () => {
  const all = blocks.map((b) => b.code).join("\n");
  for (const step of ["git init", "seedgate init", "seedgate hunt", "seedgate lock", "seedgate validate", "seedgate check --base main"]) expect(all).toContain(step);
  expect(blocks.filter((b) => b.exit === 1)).toHaveLength(2);
});

test("every block exits as the doc says", () => {
  expect(runs.map((r) => ({ code: r.block.code.split("\n")[0], exit: r.status }))).toEqual(blocks.map((b) => ({ code: b.code.split("\n")[0], exit: b.exit })));
});

test("the hunt proposes, the human locks, and the journal validates", () => {
  const journal = JSON.parse(readFileSync(join(dir, "work/chunky/oracles/rejoin.json"), "utf8"));
  expect(journal).toMatchObject({ id: "rejoin", selector: "tests/properties/test_chunks.py::test_rejoin", state: "locked" });
  expect(journal.replay.seeds.length).toBeGreaterThan(0);
  expect(journal.holdout.seeds.length).toBeGreaterThanOrEqual(3);
  const out = (step: string) => runs.find((r) => r.block.code.includes(step))!.output;
  expect(out("seedgate lock")).toContain('state: "hit" → "locked"');
  expect(out("seedgate lock")).toContain(`now voting: ${journal.replay.seeds.length} replay seed(s)`);
  expect(out("seedgate lock")).toContain("✓ valid");
});

test("the bootstrap pull request is red for want of an owner's approval; then a green and a red pull request", () => {
  const checks = runs.filter((r) => r.block.code.includes("seedgate check"));
  expect(checks).toHaveLength(3);
  expect(checks[0]!.output).toContain("sealed paths changed without a qualifying approval");
  expect(checks[1]!.output).toContain("verdict: success");
  expect(checks[2]!.output).toMatch(/rejoin.*block merge \(regression\)/);
  expect(checks[2]!.output).toContain("verdict: failure");
});
