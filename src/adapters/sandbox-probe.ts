// Which kernel sandbox works on this host: bubblewrap (user namespaces; Ubuntu 24.04
// needs its AppArmor profile), else Landlock (unprivileged, kernel 5.13+). Each is
// probed by really running `true` under it with the flags the lanes use, once per
// process: a host where a probe passes and the real run fails does not exist.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { SeedgateError } from "../core/errors.js";
import type { SandboxKind, SandboxSetting } from "../core/inputs/config.js";
import { harnessPath } from "../runners/harness-path.js";

/**
 * Sandboxes this host is told not to use, e.g. `bwrap,landlock`: a test's (and an
 * operator's) way to stand on a host where they do not work. It can only take a sandbox
 * away, and with none left the lane fails closed, so it cannot open anything.
 */
export const SANDBOX_DENY_ENV = "SEEDGATE_SANDBOX_DENY";

export const BWRAP = existsSync("/usr/bin/bwrap") ? "/usr/bin/bwrap" : "bwrap";
/** Debian's interpreter runs the launcher: it needs only ctypes, never the project's Python. */
export const LAUNCHER_PYTHON = existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3";

export interface ProbeResult {
  readonly works: boolean;
  readonly why: string;
}

const cache = new Map<string, ProbeResult>();

function probeOnce(kind: "bwrap" | "landlock"): ProbeResult {
  const hit = cache.get(kind);
  if (hit) return hit;
  const [cmd, args] =
    kind === "bwrap"
      ? [
          BWRAP,
          [
            "--ro-bind",
            "/",
            "/",
            "--dev",
            "/dev",
            "--proc",
            "/proc",
            "--tmpfs",
            "/tmp",
            "--unshare-net",
            "--unshare-pid",
            "--die-with-parent",
            "--new-session",
            "--cap-drop",
            "ALL",
            "--",
            "true",
          ],
        ]
      : [LAUNCHER_PYTHON, ["-I", "-S", harnessPath("start/landlock_exec.py"), "--probe"]];
  const r = spawnSync(cmd, args, { encoding: "utf8", timeout: 10_000 });
  const result =
    r.status === 0
      ? { works: true, why: kind === "landlock" ? `Landlock ABI ${r.stdout.trim()}` : "bubblewrap" }
      : { works: false, why: (r.error?.message ?? r.stderr ?? "").trim().split("\n").slice(-1)[0] || `exit ${r.status}` };
  cache.set(kind, result);
  return result;
}

export type SandboxChoice =
  { readonly ok: true; readonly kind: SandboxKind; readonly why: string } | { readonly ok: false; readonly message: string; readonly hint: string };

/** The sandbox a setting resolves to here: `auto` takes the strongest that works; none working is a failure to report, never a fallback to `none`. */
export function chooseSandbox(setting: SandboxSetting, env: Readonly<Record<string, string | undefined>>): SandboxChoice {
  if (setting === "none") return { ok: true, kind: "none", why: "runners.sandbox: none in the base config" };
  const denied = new Set((env[SANDBOX_DENY_ENV] ?? "").split(",").map((s) => s.trim()));
  const tried: string[] = [];
  for (const kind of setting === "auto" ? (["bwrap", "landlock"] as const) : [setting]) {
    const r = denied.has(kind) ? { works: false, why: `denied by ${SANDBOX_DENY_ENV}` } : probeOnce(kind);
    if (r.works) return { ok: true, kind, why: r.why };
    tried.push(`${kind}: ${r.why}`);
  }
  return {
    ok: false,
    message: `no kernel sandbox works on this host (runners.sandbox: ${setting}; ${tried.join("; ")}), so no pull-request code was run`,
    hint: "install bubblewrap (Ubuntu 24.04: also its AppArmor profile, docs/sandbox.md) or use a kernel with Landlock (5.13+); runners.sandbox: none in the base config runs unsandboxed and is labelled so",
  };
}

export function chooseOrThrow(setting: SandboxSetting, env: Readonly<Record<string, string | undefined>>): SandboxKind {
  const c = chooseSandbox(setting, env);
  if (!c.ok) throw new SeedgateError("config", c.message, { field: "runners.sandbox", hint: c.hint });
  return c.kind;
}
