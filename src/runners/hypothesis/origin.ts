// The code under test is the repository's: seedgate_origin.py records where each module
// the sealed test imports came from. A module imported from outside the workspace while
// the workspace holds a same-named package (a src layout whose import roots miss `src`,
// with an installed copy answering) makes the row an error naming both and the fix,
// never a silent pass, a miss, or a hunt's "dead property". So does a module that could
// not be imported while the workspace holds it. A third-party dependency is not flagged.
import type { ChannelText } from "../channel.js";
import { channelRows } from "./integrity.js";
import type { ModuleOrigin, RunOutcome } from "../../core/row.js";

export type { ModuleOrigin };

export const ORIGIN_PLUGIN = "seedgate_origin";

/** Every `origin` row of the channel (the evidence each row records). */
export function moduleOrigins(channel: ChannelText): ModuleOrigin[] {
  return channelRows(channel).rows.flatMap((r) => (r.kind === "origin" ? [{ module: r.module, file: r.file, inside: r.inside, local: r.local ?? null }] : []));
}

/**
 * The outcome with where each production module came from (the results file and the
 * hunt record it): modules under an import root, or that the workspace holds. A
 * third-party dependency is left out.
 */
export function withOrigins(o: RunOutcome, channel: ChannelText): RunOutcome {
  // At most the results schema's 200: a longer list is evidence cut short, not a broken claim.
  const origins = moduleOrigins(channel)
    .filter((m) => m.inside || m.local !== null)
    .slice(0, 200);
  return origins.length === 0 ? o : { ...o, origins };
}

/**
 * The origins with a file under the workspace made repository-relative (`src/chunky/__init__.py`):
 * a scratch worktree's absolute path means nothing once it is gone. Files elsewhere stay absolute.
 */
export function relativeOrigins(origins: readonly ModuleOrigin[], root: string): ModuleOrigin[] {
  const top = root.replace(/\/+$/, "") + "/";
  return origins.map((o) => (o.file !== null && o.file.startsWith(top) ? { ...o, file: o.file.slice(top.length) } : o));
}

/** Why the row did not test the repository's code, or undefined when it did. */
export function misplacedDetail(channel: ChannelText): string | undefined {
  return misplacedSaid(moduleOrigins(channel));
}

/** The lane's words for origins outside the import roots while the repository holds them (the hunt refuses with them too). */
export function misplacedSaid(origins: readonly ModuleOrigin[]): string | undefined {
  const wrong = origins.filter((o) => !o.inside && o.local !== null);
  if (wrong.length === 0) return undefined;
  const roots = [...new Set(wrong.map((o) => rootOf(o.local!)))];
  const said = wrong.map((o) =>
    o.file === null
      ? `the sealed test imports ${o.module}, which is not importable from the import roots, while the repository has it at ${o.local}`
      : `the sealed test imported ${o.module} from ${o.file}, outside the workspace, not the repository's ${o.local}`,
  );
  const fix = roots.every((r) => r === ".") ? "" : `: set runners.pythonPaths: [${roots.join(", ")}] in the config`;
  return `${said.join("; ")}; the row did not test this repository's code${fix}`;
}

/** `src/packaging` → `src`; a package at the root → `.` (already a default root). */
const rootOf = (local: string): string => (local.includes("/") ? local.slice(0, local.lastIndexOf("/")) : ".");
