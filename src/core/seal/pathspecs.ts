// The sealed set as git pathspecs, so a restore asks git for the sealed roots only and
// never lists (or walks) the whole tree. The pathspecs are a superset: every path they
// yield is still checked by the matcher (case fold, NFC), which alone decides. One
// fold they leave out: a spelling past ASCII of an ASCII root ("oracleſ", long s; the
// Kelvin sign for k; "ß" for "ss"), which the matcher folds and git's icase does not. On
// a case-sensitive disk (Linux runners) that is another directory no reader takes for
// the root; a disk that folds it too (macOS, if its folding does) is not covered.
import picomatch from "picomatch";
import { foldPath, type SealedPattern } from "./sealed-set.js";

export interface SealedPathspecs {
  /** `:(literal,icase)ROOT`: each pattern's literal directory part, matched as a prefix. */
  readonly roots: readonly string[];
  /** Patterns with no literal root (`**` + `/.gitattributes`): git globs that reach any depth. */
  readonly anywhere: readonly string[];
  /** Every directory that leads to a root: an untracked repository there would hide the root from git. */
  readonly ancestors: readonly string[];
}

/**
 * What git's glob magic reads as picomatch does: `*`, `?`, `[...]`, `**`. Braces and
 * extglobs are not; nor is a letter past ASCII, since git's icase folds ASCII only
 * while the matcher folds every case and NFC.
 */
const GIT_SAFE = /^[^{}()!+@\\\x80-\u{10ffff}]*$/u;

/** The root cut before its first segment past ASCII (`a/données` -> `a`), for the same reason. */
const asciiRoot = (base: string): string => {
  const parts = base.split("/");
  const first = parts.findIndex((p) => /[^\x00-\x7f]/.test(p));
  return first === -1 ? base : parts.slice(0, first).join("/");
};

const literalBase = (glob: string): string => picomatch.scan(glob).base.replace(/\\(.)/g, "$1");

export function sealedPathspecs(patterns: readonly SealedPattern[]): SealedPathspecs {
  const roots = new Set<string>();
  const anywhere = new Set<string>();
  const ancestors = new Set<string>();
  for (const p of patterns) {
    const glob = foldPath(p.glob);
    const base = asciiRoot(literalBase(glob));
    if (base === "" || base === ".") {
      // A glob git cannot read as picomatch does falls back to every path (then filtered).
      anywhere.add(GIT_SAFE.test(glob) ? `:(glob,icase)${glob}` : ":(glob)**");
      continue;
    }
    roots.add(`:(literal,icase)${base}`);
    const parts = base.split("/");
    for (let i = 1; i < parts.length; i++) ancestors.add(parts.slice(0, i).join("/"));
  }
  return { roots: [...roots], anywhere: [...anywhere], ancestors: [...ancestors] };
}
