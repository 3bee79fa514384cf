import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  telemetry
} from "./chunk-BCQWQHIO.js";
import {
  quarantine
} from "./chunk-BGRCRLID.js";
import {
  gateTerminal
} from "./chunk-VOWGLYJ6.js";
import {
  gate
} from "./chunk-RSM67ZTJ.js";
import "./chunk-K426EU2B.js";
import "./chunk-36VFAWWM.js";
import "./chunk-A2CJU5ZE.js";
import "./chunk-2GSVENJL.js";
import {
  manifestCheck
} from "./chunk-AB2RMHW3.js";
import "./chunk-NYWTVLAJ.js";
import "./chunk-2OHU6B3T.js";
import "./chunk-EEVLO6KU.js";
import {
  laneProgress
} from "./chunk-7G3OBZYU.js";
import {
  lane
} from "./chunk-7HO4TMIQ.js";
import "./chunk-AXJAPRVG.js";
import "./chunk-O7BJS4KN.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-6QSJTX35.js";
import "./chunk-A67WHIJG.js";
import {
  processExec
} from "./chunk-GT2EVDPP.js";
import "./chunk-5GH6IFWC.js";
import {
  localGit
} from "./chunk-LB6ZEKTM.js";
import {
  parse,
  requireString
} from "./chunk-OT7MLG6U.js";
import "./chunk-LAABB2II.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";
import "./chunk-J6D3SRGM.js";
import "./chunk-K6K3FRX4.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-SWBLAGPQ.js";
import "./chunk-FI3JTDQO.js";
import "./chunk-F2HQVMLA.js";
import {
  loadConfig
} from "./chunk-VQ6VQWHR.js";
import {
  gitTreeReader
} from "./chunk-GTSTSH4H.js";
import "./chunk-ZDU5EP7B.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/cli/check.ts
import { mkdtempSync as mkdtempSync2 } from "node:fs";
import { availableParallelism, tmpdir as tmpdir2 } from "node:os";
import { join as join2 } from "node:path";

// src/commands/check.ts
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
async function check(s, ports) {
  const [base, head] = [await ports.git.resolve(s.base), await ports.git.resolve(s.head)];
  const config = await loadConfig(gitTreeReader(ports.git, base), s.configPath);
  const cfg = s.configPath ? { configPath: s.configPath } : {};
  const judged = mkdtempSync(join(tmpdir(), "seedgate-check-results-"));
  const write = (name, value) => writeFileSync(join(judged, name), JSON.stringify(value) + "\n", { mode: 384 });
  try {
    return await checkInto(judged, write, { base, head, config, cfg, s, ports });
  } finally {
    mkdirSync(s.resultsDir, { recursive: true });
    cpSync(judged, s.resultsDir, { recursive: true });
    rmSync(judged, { recursive: true, force: true });
  }
}
async function checkInto(judged, write, { base, head, config, cfg, s, ports }) {
  for (const name of ["replay", "holdout"]) {
    for (let index = 1; index <= config.runners.shards; index++) {
      const shard = { index, total: config.runners.shards };
      const r = await ports.log.group(`${name} lane, shard ${index}/${shard.total}`, () => lane({ lane: name, base, head, shard, runId: s.runId, ...cfg }, ports));
      write(`${name}-${index}-of-${shard.total}.json`, r.results);
    }
  }
  write("telemetry.json", (await telemetry({ base, head, runId: s.runId, ...cfg }, ports)).results);
  write("quarantine.json", (await quarantine({ base, head, runId: s.runId, ...cfg }, ports)).results);
  return gate({ base, head, results: judged, fetch: false, ...cfg }, ports);
}

// src/cli/check.ts
var USAGE = "seedgate check --base REV [--head REV] [--results DIR] [--config FILE] [--json]";
async function checkCli(args, io) {
  const { values } = parse(args, { base: { type: "string" }, head: { type: "string" }, results: { type: "string" }, config: { type: "string" } }, USAGE);
  if (values.help) return io.out(USAGE), 0;
  const resultsDir = values.results ?? mkdtempSync2(join2(tmpdir2(), "seedgate-check-"));
  const r = await check(
    { base: requireString(values.base, "--base", USAGE), head: values.head ?? "HEAD", resultsDir, runId: `local-${process.pid}`, ...values.config ? { configPath: values.config } : {} },
    {
      git: await localGit(values.cwd),
      exec: processExec,
      clock: { now: () => /* @__PURE__ */ new Date() },
      log: cliLog(io, values.json),
      env: process.env,
      cores: availableParallelism(),
      environment: { node: process.version, platform: process.platform },
      manifests: manifestCheck,
      ...values.json ? {} : { onResult: laneProgress(io) }
    }
  );
  io.out(values.json ? JSON.stringify(r, null, 2) : `${gateTerminal(r)}
results: ${resultsDir}`);
  return r.verdict === "success" ? 0 : 1;
}
export {
  checkCli
};
