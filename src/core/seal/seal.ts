// The seal: which changed paths are sealed, and whether the change is sealed-only.
import { error, type Finding } from "../findings.js";
import type { SealedMatcher, SealedPattern } from "./sealed-set.js";
import { modeName, type ChangeKind, type WriteSet, type WriteSetEntry } from "./write-set.js";

export interface SealedHit {
  readonly path: string;
  readonly kind: ChangeKind;
  readonly oldMode: string;
  readonly newMode: string;
  readonly pattern: SealedPattern;
  readonly ancestor: boolean;
}

export interface SealEvaluation {
  readonly hits: readonly SealedHit[];
  readonly changed: number;
  /** Non-empty change that touches sealed paths and nothing else (the approval rule's input). */
  readonly sealedOnly: boolean;
  readonly findings: readonly Finding[];
}

export function evaluateSeal(writeSet: WriteSet, matcher: SealedMatcher): SealEvaluation {
  const hits: SealedHit[] = [];
  for (const entry of writeSet.entries) {
    const m = matcher.match(entry.path);
    if (m) hits.push({ ...entry, pattern: m.pattern, ancestor: m.ancestor });
  }
  const changed = writeSet.entries.length;
  return {
    hits,
    changed,
    sealedOnly: changed > 0 && hits.length === changed,
    findings: hits.map(hitFinding),
  };
}

function hitFinding(hit: SealedHit): Finding {
  const how = describeChange(hit);
  const why = hit.ancestor ? `it replaces a directory that holds sealed files (${hit.pattern.glob})` : `it matches ${hit.pattern.glob} (${hit.pattern.reason})`;
  return error("seal.sealed-path", `${hit.path} was ${how}; ${why}`, {
    file: hit.path,
    hint: "sealed paths change only in a sealed-only pull request approved by a sealed owner",
  });
}

export function describeChange(e: Pick<WriteSetEntry, "kind" | "oldMode" | "newMode">): string {
  switch (e.kind) {
    case "type-change":
      return `changed from a ${modeName(e.oldMode)} to a ${modeName(e.newMode)}`;
    case "mode-change":
      return `changed mode ${e.oldMode} → ${e.newMode}`;
    case "added":
      return e.newMode === "100644" || e.newMode === "unknown" ? "added" : `added as a ${modeName(e.newMode)}`;
    default:
      return e.kind;
  }
}
