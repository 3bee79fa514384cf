// The code under test is the repository's (issue 28), for fast-check: seedgate's vite
// plugin (src/harness/boundary/fast-check-modules.mjs, in vitest's main process) writes an
// `origin` row on the result channel for every module the run loads outside
// node_modules: where it resolved and whether that is inside the workspace. One that
// resolved outside (a symlink or a relative path that leaves the repository) makes the
// row an error naming it and the fix, never a silent pass or miss. Dependencies under
// node_modules are not flagged. Pure: the runner collects the channel.
import { rowsOf, type ChannelText } from "../channel.js";

export interface NodeOrigin {
  /** The id vite loaded (workspace-relative when inside). */
  readonly module: string;
  /** The real path it resolved to. */
  readonly file: string;
  readonly inside: boolean;
}

/** Every `origin` row of the channel; lines that are not rows are other harnesses' business. */
export function nodeOrigins(channel: ChannelText): NodeOrigin[] {
  return rowsOf(channel, "origin").flatMap((r) => (r.file === null ? [] : [{ module: r.module, file: r.file, inside: r.inside }]));
}

/** Why the row did not test this repository's code, or undefined when every module came from it (or node_modules). */
export function outsideDetail(channel: ChannelText): string | undefined {
  const outside = [
    ...new Set(
      nodeOrigins(channel)
        .filter((o) => !o.inside)
        .map((o) => o.file),
    ),
  ];
  if (outside.length === 0) return undefined;
  const named = outside.slice(0, 5).join(", ") + (outside.length > 5 ? ` and ${outside.length - 5} more` : "");
  return (
    `the test loaded ${outside.length === 1 ? "a module" : `${outside.length} modules`} from outside the workspace (${named}), ` +
    "not from this repository or its node_modules: the row did not test this repository's code. " +
    "Fix: import the repository's own file (a path inside the repository, not a symlink that leaves it), or declare the package as a dependency so it installs under node_modules"
  );
}
