// The seam for fixture digests: sha256 of git blobs by id, so a manifest is checked
// against what the commit holds. An adapter may read a checked-out file instead only
// where it proves those bytes are the blob (docs/security.md); a working-tree edit never
// changes a digest.
export interface BlobDigests {
  /**
   * sha256 (lowercase hex) of each blob's bytes in the repository at `root`, keyed by
   * blob id. A missing object or one that is not a blob fails closed (SeedgateError).
   * `checkedOut` maps blob ids to repository-relative paths where the working tree at
   * `root` may hold those bytes: a hint for speed, never a source of truth.
   */
  sha256(root: string, oids: readonly string[], checkedOut?: ReadonlyMap<string, string>): Promise<Map<string, string>>;
}
