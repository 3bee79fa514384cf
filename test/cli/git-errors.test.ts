// Errors that name the thing: a mistyped revision is named with the nearest branch, and a
// directory outside any repository is said in seedgate's words, for every command that reads git.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { main } from "../../src/cli/dispatch.js";
import { tempRepo } from "../support/repo.js";

async function run(...argv: string[]) {
  const lines: string[] = [];
  const code = await main(argv, { out: (t) => void lines.push(t), err: (t) => void lines.push(t), isTTY: false, color: false });
  return { code, text: lines.join("\n") };
}

const repo = tempRepo();
repo.write("README.md", "x\n");
repo.commit("base");
repo.git("switch", "-q", "-c", "feature/login");
repo.commit("feature");
repo.git("update-ref", "refs/remotes/origin/release-2026", "HEAD");
const outside = mkdtempSync(join(tmpdir(), "seedgate-outside-"));
afterAll(() => {
  repo.cleanup();
  rmSync(outside, { recursive: true, force: true });
});

test.each([["check"], ["seal"], ["gate"]])("%s --base mian names the revision and suggests main", async (command) => {
  const r = await run(command, "--cwd", repo.dir, "--base", "mian", ...(command === "gate" ? ["--results", outside] : []));
  expect(r.code).toBe(2);
  expect(r.text).toContain('the revision "mian" does not name a commit');
  expect(r.text).toContain('did you mean "main"?');
  expect(r.text).not.toContain("fatal:");
});

test("the nearest branch may be a remote one, or none at all", async () => {
  const remote = await run("seal", "--cwd", repo.dir, "--base", "release-2062");
  expect(remote.text).toContain('did you mean "origin/release-2026"?');
  const none = await run("seal", "--cwd", repo.dir, "--base", "zzzzzzzz");
  expect(none.text).toContain('the revision "zzzzzzzz" does not name a commit');
  expect(none.text).not.toContain("did you mean");
});

test.each([
  ["check", "--base", "main"],
  ["seal", "--base", "main"],
  ["gate", "--base", "main", "--results", "."],
  ["validate"],
  ["stats"],
  ["plan", "--base", "main"],
])("%s outside a repository says so in one line, without git's text", async (...argv) => {
  const r = await run(...argv, "--cwd", outside);
  expect(r.code).toBe(2);
  expect(r.text.split("\n")[0]).toBe(`git error: ${outside} is not inside a git repository`);
  expect(r.text).not.toContain("fatal:");
});
