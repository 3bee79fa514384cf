import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  compileSealedMatcher,
  sealedPatterns
} from "./chunk-5ZNTKWF7.js";
import {
  evaluateSeal
} from "./chunk-OD4SRNBG.js";
import "./chunk-2OHU6B3T.js";
import "./chunk-POJ3TFSW.js";
import {
  verdictOf
} from "./chunk-RGSGG2WK.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/commands/seal-paths.ts
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
