import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/core/inputs/workspace-path.ts
function workspaceSegments(path) {
  if (path.includes("\0")) throw refused(path, "holds a NUL byte");
  if (path.startsWith("/")) throw refused(path, "is absolute");
  const segments = path.split("/").filter((s) => s !== "" && s !== ".");
  if (segments.includes("..")) throw refused(path, "leaves the workspace through ..");
  return segments;
}
var refused = (path, why) => new SeedgateError("input", `the path ${JSON.stringify(path)} ${why}`, {
  file: path,
  hint: "seedgate reads and writes the working tree only by paths relative to its root"
});
var linkRefused = (path, link) => new SeedgateError("input", link === path ? `${path} is a symlink` : `${path} is under ${link}, a symlink`, {
  file: path,
  hint: "seedgate never follows a link in the working tree; replace the link with the files it points at"
});

export {
  workspaceSegments,
  linkRefused
};
