import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  loadSealedModel
} from "./chunk-RGBEWZW6.js";
import {
  fixtureDigestFindings,
  fixturePaths
} from "./chunk-HIL2AFNQ.js";
import {
  error
} from "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/modes/base/model-load.ts
import { createHash } from "node:crypto";
async function loadModel(config, tree) {
  const model = await loadSealedModel(config, tree);
  const digests = /* @__PURE__ */ new Map();
  const unreadable = [];
  await tree.prefetch?.(fixturePaths(model));
  for (const path of fixturePaths(model)) {
    try {
      const bytes = await tree.readFile(path);
      digests.set(path, bytes === null ? null : createHash("sha256").update(bytes).digest("hex"));
    } catch (err) {
      if (!(err instanceof SeedgateError)) throw err;
      digests.set(path, null);
      unreadable.push(error("fixture.unreadable", err.message, { file: path, ...err.hint ? { hint: err.hint } : {} }));
    }
  }
  return { model, findings: [...model.findings, ...unreadable, ...fixtureDigestFindings(model, digests)] };
}

export {
  loadModel
};
