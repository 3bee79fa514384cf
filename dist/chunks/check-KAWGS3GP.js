import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  inHeadTree
} from "./chunk-RYU5AESH.js";
import {
  laneProgress
} from "./chunk-X6YH6MIF.js";
import {
  localRunId,
  manifestCheck,
  rowPorts
} from "./chunk-DCYSDBAH.js";
import {
  requireString
} from "./chunk-R5RWFD4Z.js";
import "./chunk-BXUDB6KX.js";
import {
  lane
} from "./chunk-RNQGLX55.js";
import "./chunk-TSXIX5EH.js";
import {
  telemetry
} from "./chunk-WGRBVJNO.js";
import {
  quarantine
} from "./chunk-ULHZNO3G.js";
import {
  gateTerminal
} from "./chunk-SL6NFJIO.js";
import {
  gate
} from "./chunk-FWRNCZY3.js";
import "./chunk-X67T4VVM.js";
import "./chunk-2YFGGE75.js";
import {
  setupMemo
} from "./chunk-PUJTRZQD.js";
import "./chunk-G2VSTVAS.js";
import "./chunk-JIJZXNK4.js";
import "./chunk-HGXVYDUR.js";
import "./chunk-LAABB2II.js";
import "./chunk-A3LOCW6K.js";
import "./chunk-KHNKGWFN.js";
import "./chunk-5LVRKOGK.js";
import "./chunk-TAV7737R.js";
import "./chunk-DX6O5WW3.js";
import "./chunk-EO4NIVAV.js";
import "./chunk-DDWUV4BR.js";
import "./chunk-7WG2ZM5M.js";
import "./chunk-B77TIKUF.js";
import "./chunk-EEVLO6KU.js";
import "./chunk-TLHTINSL.js";
import "./chunk-6GYLSYQK.js";
import "./chunk-3RQT4LO4.js";
import "./chunk-BZIOMPYS.js";
import "./chunk-ZARIGTK5.js";
import {
  baseReader
} from "./chunk-VYXYFCLD.js";
import "./chunk-EJ5SMO3Z.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-5AFUGCZS.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-5YZVLQIN.js";
import "./chunk-ZL3VSXLC.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-QJXPU67K.js";
import "./chunk-NXVDCMLE.js";
import "./chunk-KJRHYVHT.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-7Q7MLK6N.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-WQJFI63R.js";
import "./chunk-CRGSK3G2.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/cli/check.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// src/modes/check/check.ts
async function check(s, ports) {
  const [base, head] = [await ports.git.resolve(s.base), await ports.git.resolve(s.head)];
  const bases = baseReader(ports.git, s.configPath, ports.log);
  const { config } = await bases(base);
  const cfg = s.configPath ? { configPath: s.configPath } : {};
  const judged = ports.trees.scratch("seedgate-check-results-");
  try {
    return await checkInto(judged, { base, head, config, cfg, s, ports: { ...ports, bases } });
  } finally {
    judged.copyTo(s.resultsDir);
    judged.dispose();
  }
}
async function checkInto(judged, { base, head, config, cfg, s, ports }) {
  const write = (name, value) => judged.write(name, JSON.stringify(value) + "\n");
  const setups = setupMemo((root, paths) => ports.trees.writableDigest(root, paths));
  const claims = [];
  for (const name of ["replay", "holdout"]) {
    for (let index = 1; index <= config.runners.shards; index++) {
      const shard = { index, total: config.runners.shards };
      const r = await ports.log.group(
        `${name} lane, shard ${index}/${shard.total}`,
        () => lane({ lane: name, base, head, shard, runId: s.runId, ...cfg }, { ...ports, setups })
      );
      claims.push(r.results);
      write(`${name}-${index}-of-${shard.total}.json`, r.results);
    }
  }
  write("telemetry.json", (await telemetry({ base, head, runId: s.runId, ...cfg }, ports)).results);
  write("quarantine.json", (await quarantine({ base, head, runId: s.runId, ...cfg }, ports)).results);
  const verdict = await gate({ base, head, results: judged.dir, fetch: false, ...cfg }, ports);
  return { ...verdict, cost: checkCost(claims, setups.cost()) };
}
function checkCost(claims, setup) {
  const rows = claims.flatMap((c) => c.rows);
  return { rows: rows.length, rowsMs: rows.reduce((sum, r) => sum + r.durationMs, 0), setup };
}

// src/cli/check.ts
async function checkCli({ values, usage }, io) {
  const base = requireString(values.base, "--base", usage);
  const resultsDir = values.results ?? mkdtempSync(join(tmpdir(), "seedgate-check-"));
  try {
    const r = await inHeadTree(
      values.cwd,
      values.head ?? "HEAD",
      (git, head) => check(
        { base, head, resultsDir, runId: localRunId(), ...values.config ? { configPath: values.config } : {} },
        {
          ...rowPorts(git, io, values.json),
          manifests: manifestCheck,
          ...values.json ? {} : laneProgress(io)
        }
      )
    );
    io.out(values.json ? JSON.stringify(r, null, 2) : `${gateTerminal(r)}
${costLine(r.cost)}${values.results ? `
results: ${resultsDir}` : ""}`);
    return r.verdict;
  } finally {
    if (values.results === void 0) rmSync(resultsDir, { recursive: true, force: true });
  }
}
var seconds = (ms) => `${(ms / 1e3).toFixed(1)} s`;
function costLine({ rows, rowsMs, setup }) {
  const ran = setup.runs === 0 ? "setup: none" : `setup: ${seconds(setup.ms)} (${setup.runs === 1 ? "ran once" : `ran ${setup.runs} times`})`;
  return `cost: ${rows} row${rows === 1 ? "" : "s"}, ${seconds(rowsMs)} of row time; ${ran}`;
}
export {
  checkCli,
  costLine
};
