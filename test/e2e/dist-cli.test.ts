// The built CLI's usage face, as a user meets it: `node dist/cli.js` with no arguments,
// --version, per-command help, and `demo --help`, which must not start the demo.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "vitest";

const cli = (...args: string[]) => spawnSync(process.execPath, [resolve("dist/cli.js"), ...args], { encoding: "utf8", timeout: 60_000 });
const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };

test("no arguments prints the help and exits 2", () => {
  const r = cli();
  expect(r.status).toBe(2);
  expect(r.stdout + r.stderr).toContain("Usage: seedgate <command> [options]");
  expect(r.stdout + r.stderr).toMatch(/\n {2}hunt +run seeds on the parent/);
});

test("--version and -V print package.json's version", () => {
  for (const flag of ["--version", "-V"]) {
    const r = cli(flag);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`${version}\n`);
  }
});

test("a reader that closes the pipe early (`seedgate --help | head -1`) ends the command quietly, never with a stack", async () => {
  const { spawn } = await import("node:child_process");
  const child = spawn(process.execPath, [resolve("dist/cli.js"), "--help"], { stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.destroy(); // the reader is gone before the help is written
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((done) => child.on("close", (c) => done(c)));
  expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
}, 60_000);

test("demo --help prints the demo's help and runs nothing", () => {
  const r = cli("demo", "--help");
  expect(r.status).toBe(0);
  expect(r.stdout).toContain("Usage: seedgate demo [--keep] [--json]");
  expect(r.stdout).toMatch(/--keep +keep the throwaway repositories/);
  expect(r.stdout + r.stderr).not.toContain("throwaway repository at");
});

test("a misspelt flag is a usage error with a suggestion and a hint, exit 2", () => {
  const r = cli("hunt", "--per-proces");
  expect(r.status).toBe(2);
  expect(r.stdout).toBe("");
  // The hint is the command's own usage line, which names its help.
  expect(r.stderr).toMatch(
    /^usage error: unknown option '--per-proces' \(did you mean --per-process\?\)\n {2}hint: seedgate hunt --parent REV .*\(seedgate hunt --help describes every flag\)\n$/,
  );
});
