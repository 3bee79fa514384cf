import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  evaluateSeal
} from "./chunk-5YZVLQIN.js";
import "./chunk-ZL3VSXLC.js";
import {
  compileSealedMatcher,
  sealedPatterns
} from "./chunk-3VTLRWNT.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-TIXSLBC3.js";
import {
  verdictOf
} from "./chunk-RGSGG2WK.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/modes/seal/paths.ts
function sealPaths(paths, config) {
  const writeSet = {
    source: "git",
    base: "",
    head: "",
    entries: paths.map((path) => ({ path, kind: "modified", oldMode: "100644", newMode: "100644" }))
  };
  const evaluation = evaluateSeal(writeSet, compileSealedMatcher(sealedPatterns(config)));
  return { command: "seal-paths", verdict: verdictOf(evaluation.findings), checked: paths.length, hits: evaluation.hits, findings: evaluation.findings };
}
export {
  sealPaths
};
