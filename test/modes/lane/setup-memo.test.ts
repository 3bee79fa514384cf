// The memo behind one setup per head: a setup is reused only for the same key (head,
// commands, sandbox, workspace) and only while the rows' writable paths hold exactly what
// setup left there: a changed byte, a new file, a mode or a link's target sends setup again.
import { afterEach, beforeEach, expect, test } from "vitest";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setupKey, setupMemo, type SetupKey } from "../../../src/modes/lane/setups.js";
import { writableDigest } from "../../../src/adapters/writable-digest.js";
import { DEFAULT_CONFIG } from "../../../src/core/inputs/config-defaults.js";
import type { Config } from "../../../src/core/inputs/config.js";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "seedgate-setup-memo-"));
  mkdirSync(join(root, ".venv/bin"), { recursive: true });
  writeFileSync(join(root, ".venv/site.py"), "ok = True\n");
  symlinkSync("/usr/bin/python3", join(root, ".venv/bin/python3"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const config = (writable: string[], setup = [["pip", "install", "-e", "."]]): Config =>
  ({ ...DEFAULT_CONFIG, runners: { ...DEFAULT_CONFIG.runners, writable, setup } }) as Config;
const key = (head = "h1", c = config([".venv"])): SetupKey => setupKey(head, root, c, "bwrap", undefined)!;

test("reused for the same key while the writable paths are unchanged; never for another head or other commands", async () => {
  const memo = setupMemo(writableDigest);
  expect(await memo.reuse(key())).toBe(false);
  await memo.done(key(), 45_000);
  expect(await memo.reuse(key())).toBe(true);
  expect(await memo.reuse(key("h2"))).toBe(false);
  expect(await memo.reuse(key("h1", config([".venv"], [["pip", "install", "."]])))).toBe(false);
  expect(memo.cost()).toEqual({ runs: 1, reused: 1, ms: 45_000 });
});

test.each([
  ["a changed byte", () => writeFileSync(join(root, ".venv/site.py"), "ok = Frue\n")],
  ["a new file", () => writeFileSync(join(root, ".venv/zz.pth"), "import evil\n")],
  ["a mode", () => chmodSync(join(root, ".venv/site.py"), 0o755)],
  ["a link's target", () => (unlinkSync(join(root, ".venv/bin/python3")), symlinkSync("/bin/sh", join(root, ".venv/bin/python3")))],
])("a row's write into what setup made (%s) sends setup again", async (_what, write) => {
  const memo = setupMemo(writableDigest);
  await memo.done(key(), 1);
  write();
  expect(await memo.reuse(key())).toBe(false);
});

test("no key (so no reuse) without a sandbox, with an npm cache, or with a glob among the writable paths", () => {
  expect(setupKey("h", root, config([]), "none", undefined)).toBeUndefined();
  expect(setupKey("h", root, config([]), "bwrap", "/tmp/npm")).toBeUndefined();
  expect(setupKey("h", root, config(["build/*"]), "landlock", undefined)).toBeUndefined();
  expect(setupKey("h", root, config([]), "landlock", undefined)).toBeDefined();
});

test("the head's npm cache is made once and kept for every lane until the check ends; a lane's dispose leaves it", () => {
  const memo = setupMemo(writableDigest);
  const disposed: string[] = [];
  let made = 0;
  const make = () => {
    const dir = `/tmp/npm-${(made += 1)}`;
    return { dir, dispose: () => void disposed.push(dir) };
  };
  const first = memo.npmCache("h1", make)!;
  first.dispose();
  expect(memo.npmCache("h1", make)!.dir).toBe(first.dir);
  expect([made, disposed]).toEqual([1, []]);
  expect(memo.npmCache("h2", make)!.dir).not.toBe(first.dir);
  expect(memo.holds(first.dir)).toBe(true);
  expect(memo.holds("/tmp/someone-elses")).toBe(false);
  expect(memo.npmCache("h3", () => undefined)).toBeUndefined();
  memo.dispose();
  expect(disposed.sort()).toEqual(["/tmp/npm-1", "/tmp/npm-2"]);
});

test("a kept npm cache gives a key, one the lane disposes does not; with a cache and without are different keys", () => {
  const c = config([".venv"]);
  expect(setupKey("h", root, c, "bwrap", "/tmp/npm", false)).toBeUndefined();
  const held = setupKey("h", root, c, "bwrap", "/tmp/npm", true);
  expect(held).toBeDefined();
  expect(held!.id).not.toBe(setupKey("h", root, c, "bwrap", undefined)!.id);
});
