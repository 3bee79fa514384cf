// What setup writes and the lane then trusts stays setup's: with `runners.writable:
// [node_modules]` (the Landlock recipe for `npm ci`), setup may write node_modules but a
// row may not, so no row can change the framework the lane checked after setup. Real
// kernel sandboxes, both kinds; a writable workspace root is carved around it as it is
// around `.git`.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { processExec } from "../../src/adapters/exec.js";
import { hostSandboxes } from "../../src/adapters/sandbox-policy.js";
import { DEFAULT_CONFIG } from "../../src/core/inputs/config-defaults.js";
import type { Config, SandboxKind } from "../../src/core/inputs/config.js";
import type { Exec } from "../../src/ports/local.js";

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

/** Writes `rel` in the workspace from inside the sandbox; true when the kernel let it. */
async function writes(exec: Exec, workspace: string, rel: string): Promise<boolean> {
  const r = await exec.run({ command: "/bin/sh", args: ["-c", `echo x > "${rel}"`], cwd: workspace, env: { PATH: "/usr/bin:/bin" }, timeoutMs: 30_000 });
  return r.exitCode === 0 && existsSync(join(workspace, rel));
}

describe.each(["bwrap", "landlock"] as SandboxKind[])("under %s", (sandbox) => {
  test.each([["node_modules"], ["."]])(
    "runners.writable: [%s]: setup writes node_modules, a row cannot; the row still writes what else is writable",
    async (writable) => {
      dir = mkdtempSync(join(tmpdir(), "seedgate-setup-only-"));
      const workspace = join(dir, "work");
      mkdirSync(join(workspace, "node_modules/fast-check"), { recursive: true });
      mkdirSync(join(workspace, "build"));
      writeFileSync(join(workspace, "node_modules/fast-check/index.js"), "export {};\n");
      const config: Config = { ...DEFAULT_CONFIG, runners: { ...DEFAULT_CONFIG.runners, sandbox, writable: [writable, "build"] } };
      const box = hostSandboxes.around(processExec, config, process.env, { workspace, setupOnly: ["node_modules"] });
      if (!box.ok) throw new Error(box.message);
      expect(await writes(box.exec, workspace, "node_modules/fast-check/patched.js")).toBe(false);
      expect(await writes(box.exec, workspace, "build/out.txt")).toBe(true);
      const setup = box.widened({ writable: [workspace], network: false });
      expect(await writes(setup, workspace, "node_modules/fast-check/installed.js")).toBe(true);
    },
  );
});
