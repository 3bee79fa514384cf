// The jest preset's framework lock (issue 29) at the lane's edge (src/modes/lane/framework.ts)
// on a real install, as test/attacks/table-npm.ts does it for fast-check but without the
// action: a project whose node_modules holds exactly the jest entry's closure in
// seedgate's own package-lock.json (copied from seedgate's node_modules; the tarballs
// are in the npm cache `npm ci` filled, as test/adapters/npm-verify.test.ts uses), with
// that lock as the base's. Untouched, nothing is refused and a jest row runs on that
// node_modules alone, so the closure is all a jest row loads; a postinstall-like write
// into jest's or @fast-check/jest's files after setup refuses the jest rows, naming the
// package and the file, and leaves another preset's rows alone.
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { gitTrees } from "../../../src/adapters/trees.js";
import { frameworkClosure } from "../../../src/core/inputs/framework-closure.js";
import type { Git } from "../../../src/ports/local.js";
import { frameworkRefusals, type FrameworkTexts } from "../../../src/modes/lane/framework.js";
import { hostDisk } from "../../../src/adapters/disk.js";
import { runJest } from "../../../src/runners/jest/jest.js";
import { PRESETS } from "../../../src/runners/presets.js";
import { quietLog } from "../../support/gate-fixture.js";

const JEST = PRESETS.jest.framework!;
const OWN = readFileSync(resolve("package-lock.json"), "utf8");
const CACHES = [process.env.npm_config_cache ?? join(homedir(), ".npm")];
const MANIFEST = JSON.stringify({ name: "jest-lock", private: true, devDependencies: { jest: "*", "@fast-check/jest": "*" } });
const TEST = `const { fc, test } = require("@fast-check/jest");
test.prop([fc.integer()])("adding zero changes nothing", (n) => {
  expect(n + 0).toBe(n);
});
`;

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "seedgate-jest-lock-"));
  // Only the closure: a pin inside one already copied came with it.
  const copied: string[] = [];
  for (const pin of frameworkClosure(OWN, JEST).pins) {
    // Another platform's optional binary (watchman's, fsevents) npm did not install here either.
    if (copied.some((c) => pin.path.startsWith(`${c}/`)) || (pin.optional && !existsSync(resolve(pin.path)))) continue;
    cpSync(resolve(pin.path), join(root, pin.path), { recursive: true });
    copied.push(pin.path);
  }
  writeFileSync(join(root, "package.json"), MANIFEST);
  writeFileSync(join(root, "sum.test.js"), TEST);
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const texts = (headLock = OWN): FrameworkTexts => ({ base: { lock: OWN, manifest: MANIFEST }, head: { lock: headLock, manifest: MANIFEST } });
const ports = { trees: gitTrees({} as Git), log: quietLog };
const refusals = (t = texts()) =>
  frameworkRefusals(
    t,
    new Map([
      ["jest", JEST],
      ["fast-check", { name: "other", packages: ["pure-rand"] }],
    ]),
    ports,
    root,
    CACHES,
  );

/** Rewrites a file under node_modules as a postinstall script would, checks, and puts the bytes back. */
function patched(file: string, edit: (path: string) => void): Map<string, string> {
  const path = join(root, "node_modules", file);
  const before = readFileSync(path);
  try {
    edit(path);
    return refusals();
  } finally {
    writeFileSync(path, before);
  }
}

test("the install as npm made it: no refusal, and a jest row runs on the closure alone", async () => {
  expect(refusals()).toEqual(new Map());
  const r = await runJest(
    { exec: processExec, disk: hostDisk },
    {
      root,
      selector: "sum.test.js::adding zero changes nothing",
      seed: 7,
      timeoutMs: 120_000,
      baseEnv: { PATH: process.env.PATH, HOME: process.env.HOME },
    },
  );
  expect(r.outcome, r.detail + r.tail).toBe("pass");
}, 180_000);

test.each([
  [
    "@fast-check/jest's entry point",
    "@fast-check/jest/lib/jest-fast-check.js",
    /node_modules\/@fast-check\/jest\/lib\/jest-fast-check\.js differs from @fast-check\/jest@[\d.]+'s tarball/,
  ],
  ["jest-circus, which runs the test", "jest-circus/build/index.js", /node_modules\/jest-circus\/build\/index\.js differs from jest-circus@[\d.]+'s tarball/],
  ["jest's own bin", "jest/bin/jest.js", /node_modules\/jest\/bin\/jest\.js differs from jest@[\d.]+'s tarball/],
])("a postinstall that patches %s refuses the jest rows only, naming the file", (_name, file, want) => {
  const r = patched(file, (p) => appendFileSync(p, "\n;globalThis.__seedgatePatched = true;\n"));
  expect([...r.keys()]).toEqual(["jest"]);
  expect(r.get("jest")).toMatch(/^the installed jest framework is not the base lockfile's: /);
  expect(r.get("jest")).toMatch(want);
  expect(r.get("jest")).toMatch(/Hint: the framework's files must be the base lockfile's tarballs/);
});

test("a file dropped beside @fast-check/jest's entry point is named", () => {
  const extra = join(root, "node_modules/@fast-check/jest/lib/jest-fast-check.mjs");
  writeFileSync(extra, "export {};\n");
  try {
    expect(refusals().get("jest")).toMatch(/node_modules\/@fast-check\/jest\/lib\/jest-fast-check\.mjs is not in @fast-check\/jest@[\d.]+'s tarball/);
  } finally {
    rmSync(extra);
  }
});

test("a head lockfile that moves jest refuses before node_modules is read", () => {
  const lock = JSON.parse(OWN) as { packages: Record<string, { version: string }> };
  lock.packages["node_modules/jest-circus"]!.version = "0.0.1";
  expect(refusals(texts(JSON.stringify(lock))).get("jest")).toMatch(
    /^the pull request changes how the jest framework resolves: package-lock.json node_modules\/jest-circus version: "[\d.]+" → "0.0.1"/,
  );
});
