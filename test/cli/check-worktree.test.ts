// Local runs never destroy work: `check` and `lane` run in a temporary worktree of the
// head, so a dirty sealed file (which the lanes restore to the base's bytes) and an
// untracked file in the user's tree survive byte for byte, and no worktree is left.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { main } from "../../src/cli/dispatch.js";
import type { CliIo } from "../../src/cli/io.js";
import { gateProject, PYTHON, type GateProject } from "../support/gate-fixture.js";

function io(): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (t) => void stdout.push(t), err: (t) => void stderr.push(t), isTTY: false, color: false };
}

let p: GateProject;
const saved = process.env.SEEDGATE_PYTHON;
beforeAll(() => {
  process.env.SEEDGATE_PYTHON = PYTHON;
  p = gateProject();
  p.repo.git("checkout", "-q", "-B", "docs", p.base);
  p.repo.write("README.md", "# ledger\n\nmore\n");
  p.repo.commit("docs");
});
afterAll(() => {
  if (saved === undefined) delete process.env.SEEDGATE_PYTHON;
  else process.env.SEEDGATE_PYTHON = saved;
  p.repo.cleanup();
});

const DIRTY = '{"id": "balance", "note": "a human, mid-edit, not yet saved anywhere else"}\n';

function dirty(): { status: string; journal: Buffer; scratch: Buffer } {
  p.repo.write("oracles/balance.json", DIRTY);
  p.repo.write("scratch.txt", "untracked notes\n");
  return snapshot();
}
const snapshot = () => ({
  status: p.repo.git("status", "--porcelain", "--untracked-files=all"),
  journal: readFileSync(join(p.repo.dir, "oracles/balance.json")),
  scratch: readFileSync(join(p.repo.dir, "scratch.txt")),
});

test("check judges the head commit and leaves a dirty sealed file byte for byte", async () => {
  const before = dirty();
  const out = io();
  const code = await main(["check", "--base", p.base, "--cwd", p.repo.dir], out);
  expect(code).toBe(0);
  expect(snapshot()).toEqual(before);
  expect(before.journal.toString("utf8")).toBe(DIRTY);
  expect(p.repo.git("worktree", "list", "--porcelain").match(/^worktree /gm)).toHaveLength(1);
  // No --results: the temp results are removed, so no path to them is printed.
  expect(out.stdout.join("\n")).not.toContain("results:");
}, 180_000);

test("lane leaves the user's tree as it was", async () => {
  const before = dirty();
  const out = io();
  const code = await main(["lane", "replay", "--base", p.base, "--cwd", p.repo.dir], out);
  expect(code).toBe(0);
  expect(snapshot()).toEqual(before);
  expect(p.repo.git("worktree", "list", "--porcelain").match(/^worktree /gm)).toHaveLength(1);
}, 180_000);
