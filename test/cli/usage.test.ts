// The CLI's usage face: no arguments prints help and exits 2, --version, and a
// misspelt command or flag is a usage error (exit 2) that names the likely intent.
import { expect, test } from "vitest";
import { main } from "../../src/cli/dispatch.js";
import type { CliIo } from "../../src/cli/io.js";
import { closest } from "../../src/cli/suggest.js";
import { VERSION } from "../../src/version.js";

function io(): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (t) => void stdout.push(t), err: (t) => void stderr.push(t), isTTY: false, color: false };
}

test("no arguments prints the help and exits 2; --version prints the version", async () => {
  const none = io();
  expect(await main([], none)).toBe(2);
  expect(none.stdout.join("\n")).toContain("usage: seedgate <command>");
  const v = io();
  expect(await main(["--version"], v)).toBe(0);
  expect(v.stdout).toEqual([VERSION]);
});

test("a misspelt command suggests the command", async () => {
  const out = io();
  expect(await main(["chek", "--base", "HEAD"], out)).toBe(2);
  expect(out.stderr.join("\n")).toContain('unknown command "chek" (did you mean "check"?)');
  const far = io();
  expect(await main(["frobnicate"], far)).toBe(2);
  expect(far.stderr.join("\n")).not.toContain("did you mean");
});

test("a misspelt flag suggests the flag, before anything runs", async () => {
  const out = io();
  expect(await main(["check", "--bsae", "HEAD"], out)).toBe(2);
  expect(out.stderr.join("\n")).toContain('unknown option --bsae (did you mean "--base"?)');
});

test("closest only answers for typos", () => {
  expect(closest("--resluts", ["--results", "--config"])).toBe("--results");
  expect(closest("--zzz", ["--results", "--config"])).toBeUndefined();
});
