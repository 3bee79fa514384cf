import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  planLane
} from "./chunk-NVOUHMUJ.js";
import {
  loadModel
} from "./chunk-AT54UT5Y.js";
import {
  loadConfig
} from "./chunk-JRR4UNLQ.js";
import {
  gitTreeReader
} from "./chunk-UD43POHF.js";

// src/commands/plan.ts
async function plan(git, baseRev, now, configPath) {
  const base = await git.resolve(baseRev);
  const tree = gitTreeReader(git, base);
  const config = await loadConfig(tree, configPath);
  const { model, findings } = await loadModel(config, tree);
  const total = config.runners.shards;
  const include = [];
  for (const lane of ["replay", "holdout"]) {
    for (let index = 1; index <= total; index++) {
      include.push({ lane, shard: `${index}/${total}`, rows: planLane(model, lane, now, { index, total }).length });
    }
  }
  return { command: "plan", base, matrix: { include }, findings };
}

export {
  plan
};
