// A head worktree links the checkout's node_modules. With the checkout under /tmp (a
// clone in a temporary folder), bubblewrap's private /tmp hid the link's target and every
// fast-check row failed with "Cannot find module …/node_modules/vitest". The policy now
// binds a linked install back read-only: readable, never writable. Before runners.setup the
// lane takes the link out again, so setup installs the lane's own and never writes the checkout's.
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readlinkSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { processExec } from "../../src/adapters/exec.js";
import { chooseSandbox } from "../../src/adapters/sandbox-probe.js";
import { linkNodeModules, unlinkNodeModules } from "../../src/adapters/worktree.js";
import { sandboxFor } from "../../src/adapters/sandbox-policy.js";
import { DEFAULT_CONFIG, type Config } from "../../src/core/inputs/config.js";

// Not named seedgate-*: a user's own folder under /tmp.
const dir = mkdtempSync("/tmp/plain-clone-");
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const available = chooseSandbox("bwrap", process.env).ok;

test.skipIf(!available)("under bubblewrap, a worktree's linked node_modules in a checkout under /tmp is readable and read-only", async () => {
  const [checkout, tree] = [join(dir, "checkout"), join(dir, "tree")];
  mkdirSync(join(checkout, "node_modules", "pkg"), { recursive: true });
  writeFileSync(join(checkout, "node_modules", "pkg", "index.js"), "module.exports = 42;\n");
  mkdirSync(tree);
  symlinkSync(join(checkout, "node_modules"), join(tree, "node_modules"));
  const config: Config = { ...DEFAULT_CONFIG, runners: { ...DEFAULT_CONFIG.runners, sandbox: "bwrap" } };
  const box = sandboxFor(processExec, config, tree, process.env, () => false);
  if (!box.ok) throw new Error(box.message);
  const run = (script: string) => box.exec.run({ command: "/bin/sh", args: ["-c", script], cwd: tree, env: { PATH: "/usr/bin:/bin" }, timeoutMs: 20_000 });
  const read = await run("cat node_modules/pkg/index.js");
  expect(read.stdoutTail + read.stderrTail).toContain("module.exports = 42;");
  const write = await run("echo x > node_modules/pkg/index.js");
  expect(write.exitCode).not.toBe(0);
});

test.skipIf(!available)("a checkout whose own node_modules is a link under /tmp: the worktree's link reaches the real folder inside bubblewrap", async () => {
  const [installed, checkout, tree] = [join(dir, "installed"), join(dir, "linked-checkout"), join(dir, "linked-tree")];
  mkdirSync(join(installed, "pkg"), { recursive: true });
  writeFileSync(join(installed, "pkg", "index.js"), "module.exports = 7;\n");
  mkdirSync(checkout);
  symlinkSync(installed, join(checkout, "node_modules")); // the example projects link seedgate's own install this way
  mkdirSync(tree);
  linkNodeModules(checkout, tree);
  expect(readlinkSync(join(tree, "node_modules"))).toBe(realpathSync(installed));
  const config: Config = { ...DEFAULT_CONFIG, runners: { ...DEFAULT_CONFIG.runners, sandbox: "bwrap" } };
  const box = sandboxFor(processExec, config, tree, process.env, () => false);
  if (!box.ok) throw new Error(box.message);
  const read = await box.exec.run({
    command: "/bin/sh",
    args: ["-c", "cat node_modules/pkg/index.js"],
    cwd: tree,
    env: { PATH: "/usr/bin:/bin" },
    timeoutMs: 20_000,
  });
  expect(read.stdoutTail + read.stderrTail).toContain("module.exports = 7;");
});

test("before runners.setup, the link seedgate made is taken out of the worktree, and the checkout's install stays as it was; a link it did not make stays", () => {
  const [checkout, tree, own] = [join(dir, "setup-checkout"), join(dir, "setup-tree"), join(dir, "own-tree")];
  mkdirSync(join(checkout, "node_modules", "pkg"), { recursive: true });
  writeFileSync(join(checkout, "node_modules", "pkg", "index.js"), "module.exports = 1;\n");
  mkdirSync(tree);
  linkNodeModules(checkout, tree);
  expect(lstatSync(join(tree, "node_modules")).isSymbolicLink()).toBe(true);
  unlinkNodeModules(tree);
  expect(existsSync(join(tree, "node_modules"))).toBe(false); // setup (npm ci) now installs the lane's own here
  expect(existsSync(join(checkout, "node_modules", "pkg", "index.js"))).toBe(true);
  // A workspace whose node_modules is its own link (not made by linkNodeModules) keeps it.
  mkdirSync(own);
  symlinkSync(join(checkout, "node_modules"), join(own, "node_modules"));
  unlinkNodeModules(own);
  expect(lstatSync(join(own, "node_modules")).isSymbolicLink()).toBe(true);
});
