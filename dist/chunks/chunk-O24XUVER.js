import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  planLane
} from "./chunk-JIJZXNK4.js";
import {
  readBase
} from "./chunk-A634GDAO.js";

// src/modes/plan/plan.ts
async function plan(s, ports) {
  const base = await ports.git.resolve(s.base);
  const now = ports.clock.now();
  const snapshot = await readBase(ports.git, base, s.configPath);
  const config = snapshot.config;
  const { model, findings } = await snapshot.model();
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
