// The sealed set: configured globs plus what is always sealed. Matching folds case
// and normalises to NFC, because macOS and Windows checkouts alias such paths.
import picomatch from "picomatch";
import { CONFIG_PATH, type Config } from "./config.js";

export interface SealedPattern {
  readonly glob: string;
  /** Why this glob is sealed, for the report. */
  readonly reason: string;
}

export interface SealedMatch {
  readonly pattern: SealedPattern;
  /** True when the path is an ancestor directory of a sealed root (replaced by a file or link). */
  readonly ancestor: boolean;
}

export interface SealedMatcher {
  readonly patterns: readonly SealedPattern[];
  match(path: string): SealedMatch | null;
}

/** Case-fold and NFC-normalise; upper-then-lower folds ß/ſ/K-sign the way file systems alias them. */
export const foldPath = (path: string): string => path.normalize("NFC").toUpperCase().toLowerCase();

const ALWAYS: readonly SealedPattern[] = [
  { glob: ".github/workflows/**", reason: "workflows run with the repository's tokens" },
  { glob: "**/.gitattributes", reason: "attributes change checked-out bytes" },
  { glob: "**/.gitmodules", reason: "submodules bring in foreign trees" },
  { glob: "**/.lfsconfig", reason: "LFS config redirects file contents" },
  { glob: "**/CODEOWNERS", reason: "code owners decide who reviews sealed paths" },
];

/** Every sealed pattern for a config; `extraFiles` are the files property selectors point at. */
export function sealedPatterns(config: Config, extraFiles: readonly string[] = []): SealedPattern[] {
  const dir = (root: string) => (root === "" ? "**" : `${root}/**`);
  return [
    ...ALWAYS,
    { glob: config.file ?? CONFIG_PATH, reason: "the seedgate config" },
    ...config.sealed.map((glob) => ({ glob, reason: config.file === null ? "default sealed glob" : "sealed glob" })),
    ...config.manifests.map((root) => ({ glob: dir(root), reason: "manifest root" })),
    { glob: config.journals, reason: "journals" },
    { glob: config.ledger, reason: "seed ledger" },
    { glob: dir(config.oracle), reason: "sealed oracle" },
    { glob: config.quarantine, reason: "quarantine catalogue" },
    ...extraFiles.map((glob) => ({ glob: escapeGlob(glob), reason: "property selector file" })),
  ];
}

const escapeGlob = (path: string): string => path.replace(/[*?[\]{}()!+@\\]/g, "\\$&");

/** Compile once: one joined RegExp for the common miss, per-pattern tests only on a hit. */
export function compileSealedMatcher(patterns: readonly SealedPattern[]): SealedMatcher {
  const opts = { dot: true, nonegate: true, noextglob: false } as const;
  const compiled = patterns.map((p) => ({ pattern: p, re: picomatch.makeRe(foldPath(p.glob), opts) }));
  const any = new RegExp(compiled.map((c) => `(?:${c.re.source})`).join("|"));
  const ancestors = new Map<string, SealedPattern>();
  for (const p of patterns) {
    for (const a of ancestorsOf(picomatch.scan(foldPath(p.glob)).base)) if (!ancestors.has(a)) ancestors.set(a, p);
  }
  return {
    patterns,
    match(path) {
      const folded = foldPath(path);
      if (any.test(folded)) {
        const hit = compiled.find((c) => c.re.test(folded))!;
        return { pattern: hit.pattern, ancestor: false };
      }
      const anc = ancestors.get(folded.replace(/\/+$/, ""));
      return anc === undefined ? null : { pattern: anc, ancestor: true };
    },
  };
}

/** "a/b/c" → ["a", "a/b", "a/b/c"]: a file or link at any of these replaces the sealed root. */
function ancestorsOf(base: string): string[] {
  if (base === "" || base === ".") return [];
  const parts = base.split("/");
  return parts.map((_, i) => parts.slice(0, i + 1).join("/"));
}
