import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  notice
} from "./chunk-RGSGG2WK.js";

// src/core/plan/holdout-visibility.ts
var HINT = 'set the SEEDGATE_HOLDOUT_SECRET repository secret and re-hunt: the proposal then uses holdout.secret (docs/formats.md, "Secret holdouts")';
var listed = (properties) => properties.filter((p) => p.votes && p.format === "journal" && p.holdout.length > 0 && p.secretHoldout === void 0);
function visibleHoldouts(properties) {
  return listed(properties).map(
    (p) => notice(
      "holdout.visible",
      `"${p.id}" lists its ${p.holdout.length} holdout seeds in ${p.source.file}, which the pull request's author can read and overfit to`,
      { file: p.source.file, pointer: "/holdout/seeds", hint: HINT }
    )
  );
}
function listedProposal(id, file, holdouts) {
  if (holdouts.length === 0) return [];
  return [
    notice(
      "holdout.visible",
      `the proposal for "${id}" lists its ${holdouts.length} holdout seeds in ${file}, which the pull request's author can read and overfit to`,
      {
        file,
        pointer: "/holdout/seeds",
        hint: HINT
      }
    )
  ];
}

export {
  visibleHoldouts,
  listedProposal
};
