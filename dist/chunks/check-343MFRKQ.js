import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  inHeadTree,
  laneProgress
} from "./chunk-5CA4L2HQ.js";
import {
  lane
} from "./chunk-QNDG6F5I.js";
import "./chunk-KUVJHRHU.js";
import "./chunk-PCJXYWAG.js";
import {
  gateTerminal
} from "./chunk-AELYLHYC.js";
import {
  gate
} from "./chunk-WBZMJXMO.js";
import "./chunk-MXOQNZ6Y.js";
import "./chunk-2WTSXVSD.js";
import "./chunk-KHNKGWFN.js";
import "./chunk-LUS7WVEB.js";
import {
  telemetry
} from "./chunk-QUZWJCX7.js";
import {
  quarantine
} from "./chunk-CZ3KQS7E.js";
import "./chunk-IVZA6VPF.js";
import "./chunk-FVJCI4OI.js";
import {
  processExec
} from "./chunk-2GIVUCBU.js";
import "./chunk-RNOT3IUY.js";
import "./chunk-YWYLN4C5.js";
import "./chunk-NVOUHMUJ.js";
import "./chunk-AT54UT5Y.js";
import "./chunk-M7ZJKIVN.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-B2OSXJIB.js";
import "./chunk-HY2CPUQZ.js";
import "./chunk-5ZNTKWF7.js";
import "./chunk-EEVLO6KU.js";
import "./chunk-UXVFAVEZ.js";
import "./chunk-56D3E74L.js";
import "./chunk-KQ6PUVDF.js";
import {
  loadConfig
} from "./chunk-JRR4UNLQ.js";
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
} from "./chunk-56WKWAFT.js";
import "./chunk-J3N2MXOX.js";
import "./chunk-ETS57EWI.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-POJ3TFSW.js";
import {
  manifestCheck
} from "./chunk-4V56H7TX.js";
import "./chunk-HMONMTBK.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-TIXSLBC3.js";
import {
  gitTreeReader
} from "./chunk-UD43POHF.js";
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
      const r = await ports.log.group(
        `${name} lane, shard ${index}/${shard.total}`,
        () => lane({ lane: name, base, head, shard, runId: s.runId, ...cfg }, ports)
      );
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
