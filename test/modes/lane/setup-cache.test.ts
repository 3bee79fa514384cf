// SEEDGATE_SETUP_CACHE (issue 47 item 6): the download cache the quick-start workflow keeps
// between runs (actions/cache, keyed by the lockfile). runners.setup gets pip's part of it
// as PIP_CACHE_DIR and npm's as npm_config_cache, writable under both sandboxes whether it
// lies outside the workspace (the workflow's, under runner.temp) or in it, made when a
// cache miss restored nothing; a row cannot write it.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { hostSandboxes } from "../../../src/adapters/sandbox-policy.js";
import { gitTrees } from "../../../src/adapters/trees.js";
import { gitAt } from "../../../src/adapters/git.js";
import { DEFAULT_CONFIG, type Config } from "../../../src/core/inputs/config.js";
import { setupNpmCache } from "../../../src/modes/lane/framework.js";
import { laneSandbox, setupCacheDir } from "../../../src/modes/lane/sandbox.js";
import { quietLog } from "../../support/gate-fixture.js";
import { tempRepo } from "../../support/repo.js";

const repo = tempRepo("seedgate-setup-cache-lane-");
repo.write("package.json", "{}\n");
repo.commit("base");
afterAll(() => repo.cleanup());

const SETUP = 'mkdir -p "$PIP_CACHE_DIR" "$npm_config_cache" && echo pip > "$PIP_CACHE_DIR/probe" && echo npm > "$npm_config_cache/probe"';
const texts = { base: { lock: "{}" } } as unknown as Parameters<typeof setupNpmCache>[1];

test("the cache is named only by an absolute SEEDGATE_SETUP_CACHE", () => {
  expect(setupCacheDir({ SEEDGATE_SETUP_CACHE: "/w/.seedgate-cache/" })).toBe("/w/.seedgate-cache");
  expect(setupCacheDir({ SEEDGATE_SETUP_CACHE: ".seedgate-cache" })).toBeUndefined();
  expect(setupCacheDir({})).toBeUndefined();
  // npm's part replaces seedgate's private npm cache, and outlives the lane (the workflow saves it).
  const trees = gitTrees(gitAt(repo.dir));
  expect(setupNpmCache(trees, texts, { SEEDGATE_SETUP_CACHE: "/w/c" })?.dir).toBe("/w/c/npm");
  const own = setupNpmCache(trees, texts, {})!;
  expect(own.dir).toMatch(/seedgate-npm-cache-/);
  own.dispose();
});

test.each([
  ["bwrap", "inside"],
  ["bwrap", "outside"],
  ["landlock", "inside"],
  ["landlock", "outside"],
] as const)(
  "under %s, a cache %s the workspace: setup writes pip's and npm's parts; a row cannot",
  async (sandbox, where) => {
    const outside = mkdtempSync(join(tmpdir(), "seedgate-setup-cache-test-"));
    // Absent either way, as after a cache miss: laneSandbox makes it.
    const cache = where === "inside" ? join(repo.dir, ".seedgate-cache") : join(outside, "cache");
    try {
      const config: Config = { ...DEFAULT_CONFIG, runners: { ...DEFAULT_CONFIG.runners, sandbox, setup: [["/bin/sh", "-c", SETUP]] } };
      const env = { ...process.env, SEEDGATE_SETUP_CACHE: cache };
      const npm = setupNpmCache(gitTrees(gitAt(repo.dir)), texts, env)!;
      const box = await laneSandbox({ exec: processExec, sandboxes: hostSandboxes, log: quietLog }, config, repo.dir, env, npm.dir);
      expect(box.ok && box.kind, JSON.stringify(box)).toBe(sandbox);
      expect(readFileSync(join(cache, "pip", "probe"), "utf8")).toBe("pip\n");
      expect(readFileSync(join(cache, "npm", "probe"), "utf8")).toBe("npm\n");
      if (!box.ok) return;
      writeFileSync(join(repo.dir, "cache-path"), cache);
      const row = await box.exec.run({ command: "/bin/sh", args: ["-c", 'echo x > "$(cat cache-path)/pip/row"'], cwd: repo.dir, env: {}, timeoutMs: 30_000 });
      expect(row.exitCode).not.toBe(0);
      expect(existsSync(join(cache, "pip", "row"))).toBe(false);
    } finally {
      rmSync(outside, { recursive: true, force: true });
      rmSync(join(repo.dir, ".seedgate-cache"), { recursive: true, force: true });
    }
  },
  60_000,
);
