// A Workspace path (src/ports/workspace.ts), checked before any IO: relative to the
// workspace's root, never absolute, never through `..`. Both the node adapter and the
// in-memory fake refuse through this one function, so they refuse alike.
import { SeedgateError } from "../errors.js";

/** The path's segments (none for the root itself: `""` or `"."`); `.` and empty segments are dropped. */
export function workspaceSegments(path: string): string[] {
  if (path.includes("\0")) throw refused(path, "holds a NUL byte");
  if (path.startsWith("/")) throw refused(path, "is absolute");
  const segments = path.split("/").filter((s) => s !== "" && s !== ".");
  if (segments.includes("..")) throw refused(path, "leaves the workspace through ..");
  return segments;
}

const refused = (path: string, why: string): SeedgateError =>
  new SeedgateError("input", `the path ${JSON.stringify(path)} ${why}`, {
    file: path,
    hint: "seedgate reads and writes the working tree only by paths relative to its root",
  });

/** A link on the way to (or at) a path: refused, never followed. */
export const linkRefused = (path: string, link: string): SeedgateError =>
  new SeedgateError("input", link === path ? `${path} is a symlink` : `${path} is under ${link}, a symlink`, {
    file: path,
    hint: "seedgate never follows a link in the working tree; replace the link with the files it points at",
  });
