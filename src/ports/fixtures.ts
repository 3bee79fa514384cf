// The seam for fixture digests: sha256 of git blobs, read from the object store by id
// (never from a working tree), so a manifest is checked against what the commit holds.
export interface BlobDigests {
  /**
   * sha256 (lowercase hex) of each blob's bytes in the repository at `root`, keyed by
   * blob id. A missing object or one that is not a blob fails closed (SeedgateError).
   */
  sha256(root: string, oids: readonly string[]): Promise<Map<string, string>>;
}
