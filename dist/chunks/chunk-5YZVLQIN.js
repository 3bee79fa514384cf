import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  modeName
} from "./chunk-ZL3VSXLC.js";
import {
  error
} from "./chunk-RGSGG2WK.js";

// src/core/seal/seal.ts
function evaluateSeal(writeSet, matcher) {
  const hits = [];
  for (const entry of writeSet.entries) {
    const m = matcher.match(entry.path);
    if (m) hits.push({ ...entry, pattern: m.pattern, ancestor: m.ancestor });
  }
  const changed = writeSet.entries.length;
  return {
    hits,
    changed,
    sealedOnly: changed > 0 && hits.length === changed,
    findings: hits.map(hitFinding)
  };
}
function hitFinding(hit) {
  const how = describeChange(hit);
  const why = hit.ancestor ? `it replaces a directory that holds sealed files (${hit.pattern.glob})` : `it matches ${hit.pattern.glob} (${hit.pattern.reason})`;
  return error("seal.sealed-path", `${hit.path} was ${how}; ${why}`, {
    file: hit.path,
    hint: "sealed paths change only in a sealed-only pull request approved by a sealed owner"
  });
}
function describeChange(e) {
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

export {
  evaluateSeal,
  describeChange
};
