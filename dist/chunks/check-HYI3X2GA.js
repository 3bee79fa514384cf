import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  telemetry
} from "./chunk-GMJG5YPN.js";
import {
  quarantine
} from "./chunk-5HMIZGMS.js";
import {
  gateTerminal
} from "./chunk-RP2QU5SH.js";
import {
  gate
} from "./chunk-RV5ZF7HJ.js";
import "./chunk-CIXO4LI7.js";
import "./chunk-K426EU2B.js";
import "./chunk-Z7OJRRVP.js";
import "./chunk-A2CJU5ZE.js";
import "./chunk-IHWALPRO.js";
import {
  manifestCheck
} from "./chunk-AB2RMHW3.js";
import "./chunk-NYWTVLAJ.js";
import "./chunk-EEVLO6KU.js";
import {
  inHeadTree,
  laneProgress
} from "./chunk-LIRRQ5VU.js";
import {
  lane
} from "./chunk-UFMCQCET.js";
import "./chunk-BLKPCEPQ.js";
import "./chunk-5V7LTWEW.js";
import "./chunk-RHW3YIWG.js";
import "./chunk-LKHJXKFK.js";
import {
  processExec
} from "./chunk-3VULMLN3.js";
import "./chunk-5GH6IFWC.js";
import {
  parse,
  requireString
} from "./chunk-AG4SA5Y5.js";
import "./chunk-LAABB2II.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";
import "./chunk-LHPWTKG5.js";
import "./chunk-J6D3SRGM.js";
import "./chunk-2OHU6B3T.js";
import "./chunk-7PJR25CG.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-PUUV3VNM.js";
import "./chunk-AT536F7Q.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-T4PZBFXA.js";
import "./chunk-F2HQVMLA.js";
import {
  loadConfig
} from "./chunk-AY3HFHEY.js";
import {
  gitTreeReader
} from "./chunk-GTSTSH4H.js";
import "./chunk-5Z5PCBC3.js";
import "./chunk-RGSGG2WK.js";
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
var USAGE = "seedgate check --base REV [--head REV] [--results DIR] [--config FILE] [--json]";
async function checkCli(args, io) {
  const { values } = parse(args, { base: { type: "string" }, head: { type: "string" }, results: { type: "string" }, config: { type: "string" } }, USAGE);
  if (values.help) return io.out(USAGE), 0;
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
