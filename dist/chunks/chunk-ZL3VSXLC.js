import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/core/seal/write-set.ts
var KIND_BY_STATUS = { A: "added", D: "deleted", M: "modified", T: "type-change" };
function parseDiffRaw(buf) {
  const fields = buf.toString("utf8").split("\0");
  const out = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const meta = fields[i];
    const path = fields[i + 1];
    const m = /^:(\d{6}) (\d{6}) ([0-9a-f]+) ([0-9a-f]+) ([A-Z])\d*$/.exec(meta);
    if (!m || path === "") throw new SeedgateError("git", `unparsable git diff record: ${JSON.stringify(meta)}`);
    const [, oldMode, newMode, oldOid, newOid, status] = m;
    out.push({ path, kind: kindOf(status, oldMode, newMode, oldOid, newOid), oldMode, newMode });
  }
  return out;
}
function kindOf(status, oldMode, newMode, oldOid, newOid) {
  const kind = KIND_BY_STATUS[status];
  if (kind === void 0) {
    throw new SeedgateError("git", `unexpected git diff status ${status}`);
  }
  if (kind === "modified" && oldMode !== newMode && oldOid === newOid) return "mode-change";
  return kind;
}
var KIND_BY_API_STATUS = {
  added: "added",
  removed: "deleted",
  modified: "modified",
  changed: "modified",
  renamed: "added",
  copied: "added",
  unchanged: "modified"
};
function fromApiFiles(files) {
  const out = [];
  for (const f of files) {
    const kind = KIND_BY_API_STATUS[f.status];
    if (kind === void 0) throw new SeedgateError("github", `unexpected pull request file status ${f.status} for ${f.filename}`);
    out.push({ path: f.filename, kind, oldMode: "unknown", newMode: "unknown" });
    if (f.previous_filename !== void 0 && f.previous_filename !== f.filename) {
      out.push({ path: f.previous_filename, kind: "deleted", oldMode: "unknown", newMode: "unknown" });
    }
  }
  return out;
}
var API_FILE_LIMIT = 3e3;
var modeName = (mode) => ({ "120000": "symlink", "160000": "submodule", "100755": "executable", "100644": "file", "040000": "directory", "000000": "absent" })[mode] ?? mode;

export {
  parseDiffRaw,
  fromApiFiles,
  API_FILE_LIMIT,
  modeName
};
