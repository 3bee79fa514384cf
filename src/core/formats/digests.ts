// Fixture hash checks, kept pure: the caller hashes the bytes (from git blobs)
// and feeds path -> digest, so the core never touches a filesystem.
import { error, warning, type Finding } from "../findings.js";
import type { SealedModel } from "../inputs/model.js";

/** Every fixture path the model expects bytes for, deduplicated and sorted. */
export const fixturePaths = (model: SealedModel): string[] => [...new Set(model.properties.flatMap((p) => p.fixtures.map((f) => f.path)))].sort();

/**
 * `digests` maps a fixture path to its sha256 hex, or null when the file is
 * absent. A path the caller did not hash is an error too: silence is not a match.
 */
export function fixtureDigestFindings(model: SealedModel, digests: ReadonlyMap<string, string | null>): Finding[] {
  const out: Finding[] = [];
  for (const p of model.properties) {
    for (const f of p.fixtures) {
      const at = f.source;
      const actual = digests.get(f.path);
      if (actual === undefined) {
        out.push(
          error("fixture.unhashed", `fixture ${f.path} of "${p.id}" was not hashed`, {
            ...at,
            hint: "internal: the caller must hash every fixturePaths() entry",
          }),
        );
      } else if (actual === null) {
        out.push(error("fixture.missing", `fixture ${f.path} of "${p.id}" is missing`, { ...at, hint: "restore the locked bytes or re-promote the seed" }));
      } else if (f.sha256 !== undefined && actual !== f.sha256) {
        out.push(
          error("fixture.mismatch", `fixture ${f.path} of "${p.id}" hashes to ${actual}, locked ${f.sha256}`, {
            ...at,
            hint: "fixture bytes changed; a human must re-lock them",
          }),
        );
      }
    }
  }
  return out;
}

/** Every test file a quarantine entry pins, deduplicated and sorted. */
export const quarantinePaths = (model: SealedModel): string[] => [...new Set(model.quarantine.map((q) => q.file))].sort();

/**
 * Quarantined nodes never vote, so a stale pin is reported, not blocking: it means
 * the side channel runs a test file nobody reviewed since it was quarantined.
 */
export function quarantineDigestFindings(model: SealedModel, digests: ReadonlyMap<string, string | null>): Finding[] {
  return model.quarantine.flatMap((q): Finding[] => {
    const at = { ...q.source, pointer: `${q.source.pointer}/file_sha256` };
    const actual = digests.get(q.file);
    if (actual === undefined)
      return [
        error("quarantine.unhashed", `test file ${q.file} of ${q.nodeid} was not hashed`, {
          ...at,
          hint: "internal: the caller must hash every quarantinePaths() entry",
        }),
      ];
    if (actual === null)
      return [
        warning("quarantine.missing", `test file ${q.file} of quarantined ${q.nodeid} is missing`, {
          ...at,
          hint: "thaw (remove) the entry: the node no longer exists",
        }),
      ];
    if (actual !== q.fileSha256)
      return [
        warning("quarantine.stale", `test file ${q.file} hashes to ${actual}, quarantined at ${q.fileSha256}`, {
          ...at,
          hint: "a human re-reviews the node and updates file_sha256 (and the manifest)",
        }),
      ];
    return [];
  });
}
