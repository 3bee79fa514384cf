// The seam for manifest verification: the seal, the gate and check call it; the manifest
// room implements it over the blob-digest port, and each face's wiring hands it in.
import type { Finding } from "../core/findings.js";
import type { Git } from "./local.js";

/** Manifest verification for the configured roots (base manifest, head blobs). */
export type ManifestCheck = (git: Git, roots: readonly string[], baseSha: string, headSha: string) => Promise<ManifestRootReport[]>;

export interface ManifestRootReport {
  readonly root: string;
  readonly status: "verified" | "failed" | "absent";
  readonly entries: number;
  readonly findings: readonly Finding[];
}
