// The npm cache seedgate gives runners.setup (src/modes/lane/sandbox.ts): named by
// npm_config_cache (the caller's upper-case spelling dropped, so npm reads one), writable
// by setup under both sandboxes though it is outside the workspace, and never writable
// by the rows that come after.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { hostSandboxes } from "../../../src/adapters/sandbox-policy.js";
import { DEFAULT_CONFIG, type Config } from "../../../src/core/inputs/config.js";
import { laneSandbox } from "../../../src/modes/lane/sandbox.js";
import { quietLog } from "../../support/gate-fixture.js";
import { tempRepo } from "../../support/repo.js";

const repo = tempRepo("seedgate-npm-cache-lane-");
repo.write("package.json", "{}\n");
repo.commit("base");
afterAll(() => repo.cleanup());

const SETUP = 'echo "$npm_config_cache|${NPM_CONFIG_CACHE:-unset}" > "$npm_config_cache/probe"';

test.each(["bwrap", "landlock"] as const)(
  "under %s: setup writes the cache it is given; a row cannot",
  async (sandbox) => {
    const cache = mkdtempSync(join(tmpdir(), "seedgate-npm-cache-test-"));
    try {
      const config: Config = { ...DEFAULT_CONFIG, runners: { ...DEFAULT_CONFIG.runners, sandbox, setup: [["/bin/sh", "-c", SETUP]] } };
      const ports = { exec: processExec, sandboxes: hostSandboxes, log: quietLog };
      const box = await laneSandbox(ports, config, repo.dir, { ...process.env, NPM_CONFIG_CACHE: "/elsewhere" }, cache);
      expect(box.ok && box.kind).toBe(sandbox);
      expect(readFileSync(join(cache, "probe"), "utf8")).toBe(`${cache}|unset\n`);
      if (!box.ok) return;
      // The path from a file, not argv: a seedgate-* path in a row's argv is that run's own scratch, made writable.
      writeFileSync(join(repo.dir, "cache-path"), cache);
      const row = await box.exec.run({ command: "/bin/sh", args: ["-c", 'echo x > "$(cat cache-path)/row"'], cwd: repo.dir, env: {}, timeoutMs: 30_000 });
      expect(row.exitCode).not.toBe(0);
      expect(existsSync(join(cache, "row"))).toBe(false);
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  },
  60_000,
);
