// The write-set: every path a pull request changes. Renames are not detected, so a
// rename is a delete plus an add and both paths are in the set.
import { SeedgateError } from "../errors.js";

export type ChangeKind = "added" | "modified" | "deleted" | "type-change" | "mode-change";

export interface WriteSetEntry {
  readonly path: string;
  readonly kind: ChangeKind;
  /** Modes as git prints them ("000000" when absent); "unknown" from the API path. */
  readonly oldMode: string;
  readonly newMode: string;
}

export interface WriteSet {
  readonly source: "git" | "api";
  readonly base: string;
  readonly head: string;
  readonly entries: readonly WriteSetEntry[];
  /** Paths where base and head do not merge cleanly (git only; the merge cannot land as is). */
  readonly conflicts?: readonly string[];
}

const KIND_BY_STATUS: Record<string, ChangeKind> = { A: "added", D: "deleted", M: "modified", T: "type-change" };

/** Parse `git diff --raw -z --no-renames` output: ":old new oid oid S\0path\0" records. */
export function parseDiffRaw(buf: Buffer): WriteSetEntry[] {
  const fields = buf.toString("utf8").split("\0");
  const out: WriteSetEntry[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const meta = fields[i]!;
    const path = fields[i + 1]!;
    const m = /^:(\d{6}) (\d{6}) ([0-9a-f]+) ([0-9a-f]+) ([A-Z])\d*$/.exec(meta);
    if (!m || path === "") throw new SeedgateError("git", `unparsable git diff record: ${JSON.stringify(meta)}`);
    const [, oldMode, newMode, oldOid, newOid, status] = m as unknown as [string, string, string, string, string, string];
    out.push({ path, kind: kindOf(status, oldMode, newMode, oldOid, newOid), oldMode, newMode });
  }
  return out;
}

function kindOf(status: string, oldMode: string, newMode: string, oldOid: string, newOid: string): ChangeKind {
  const kind = KIND_BY_STATUS[status];
  if (kind === undefined) {
    // U (unmerged), X (unknown), C/R cannot appear with --no-renames: never guess.
    throw new SeedgateError("git", `unexpected git diff status ${status}`);
  }
  if (kind === "modified" && oldMode !== newMode && oldOid === newOid) return "mode-change";
  return kind;
}

/** One file of `GET /repos/{o}/{r}/pulls/{n}/files`. */
export interface ApiPullFile {
  readonly filename: string;
  readonly status: string;
  readonly previous_filename?: string;
}

const KIND_BY_API_STATUS: Record<string, ChangeKind> = {
  added: "added",
  removed: "deleted",
  modified: "modified",
  changed: "modified",
  renamed: "added",
  copied: "added",
  unchanged: "modified",
};

/** The API fallback: a rename contributes its old path as deleted, its new path as added. */
export function fromApiFiles(files: readonly ApiPullFile[]): WriteSetEntry[] {
  const out: WriteSetEntry[] = [];
  for (const f of files) {
    const kind = KIND_BY_API_STATUS[f.status];
    if (kind === undefined) throw new SeedgateError("github", `unexpected pull request file status ${f.status} for ${f.filename}`);
    out.push({ path: f.filename, kind, oldMode: "unknown", newMode: "unknown" });
    if (f.previous_filename !== undefined && f.previous_filename !== f.filename) {
      out.push({ path: f.previous_filename, kind: "deleted", oldMode: "unknown", newMode: "unknown" });
    }
  }
  return out;
}

/** GitHub's list-files endpoint stops at 3,000 files: past that the set is unknowable. */
export const API_FILE_LIMIT = 3000;

export const modeName = (mode: string): string =>
  ({ "120000": "symlink", "160000": "submodule", "100755": "executable", "100644": "file", "040000": "directory", "000000": "absent" })[mode] ?? mode;
