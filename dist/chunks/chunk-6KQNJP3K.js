import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  planLane
} from "./chunk-5GH6IFWC.js";
import {
  loadModel
} from "./chunk-QGAWMZCR.js";
import {
  loadConfig
} from "./chunk-DAVVNENT.js";
import {
  gitTreeReader
} from "./chunk-7P7UG7VG.js";

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
