import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  inHeadTree,
  laneProgress
} from "./chunk-G32YLJX4.js";
import {
  lane
} from "./chunk-ASPBRQM6.js";
import "./chunk-3JWHTMED.js";
import "./chunk-7ZFY6EA4.js";
import {
  gateTerminal
} from "./chunk-T6W2MFDN.js";
import {
  gate
} from "./chunk-VMMYDNL2.js";
import "./chunk-BLKPCEPQ.js";
import "./chunk-K426EU2B.js";
import "./chunk-A2CJU5ZE.js";
import "./chunk-CIXO4LI7.js";
import {
  telemetry
} from "./chunk-TP4WVE3Y.js";
import {
  quarantine
} from "./chunk-46KM5KEB.js";
import "./chunk-LQCFHX65.js";
import "./chunk-EWCWQRD2.js";
import {
  processExec
} from "./chunk-33PU62EH.js";
import "./chunk-K2JSLWC5.js";
import "./chunk-Y46WU4RP.js";
import "./chunk-5GH6IFWC.js";
import "./chunk-QGAWMZCR.js";
import "./chunk-JDVZ3VMS.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-UIXNIAV4.js";
import "./chunk-M3C2KON2.js";
import "./chunk-5ZNTKWF7.js";
import "./chunk-EEVLO6KU.js";
import "./chunk-B632HOAH.js";
import "./chunk-O5E4SA7E.js";
import "./chunk-QZPZIDF5.js";
import {
  loadConfig
} from "./chunk-DAVVNENT.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-OD4SRNBG.js";
import "./chunk-2OHU6B3T.js";
import "./chunk-LAABB2II.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";
import {
  requireString
} from "./chunk-YRDG2KR4.js";
import {
  usageOf
} from "./chunk-VM2IW37J.js";
import "./chunk-J6D3SRGM.js";
import "./chunk-REWDCSSN.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-POJ3TFSW.js";
import {
  manifestCheck
} from "./chunk-R6FHJ7LG.js";
import "./chunk-NYWTVLAJ.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-TIXSLBC3.js";
import {
  gitTreeReader
} from "./chunk-7P7UG7VG.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/cli/check.ts
import { mkdtempSync as mkdtempSync2, rmSync as rmSync2 } from "node:fs";
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
var USAGE = usageOf("check");
async function checkCli({ values }, io) {
  const base = requireString(values.base, "--base", USAGE);
  const resultsDir = values.results ?? mkdtempSync2(join2(tmpdir2(), "seedgate-check-"));
  try {
    const r = await inHeadTree(
      values.cwd,
      values.head ?? "HEAD",
      (git, head) => check(
        { base, head, resultsDir, runId: `local-${process.pid}`, ...values.config ? { configPath: values.config } : {} },
        {
          git,
          exec: processExec,
          clock: { now: () => /* @__PURE__ */ new Date() },
          log: cliLog(io, values.json),
          env: process.env,
          cores: availableParallelism(),
          environment: { node: process.version, platform: process.platform },
          manifests: manifestCheck,
          ...values.json ? {} : { onResult: laneProgress(io) }
        }
      )
    );
    io.out(values.json ? JSON.stringify(r, null, 2) : `${gateTerminal(r)}${values.results ? `
results: ${resultsDir}` : ""}`);
    return r.verdict === "success" ? 0 : 1;
  } finally {
    if (values.results === void 0) rmSync2(resultsDir, { recursive: true, force: true });
  }
}
export {
  checkCli
};
