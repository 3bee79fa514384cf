import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  inHeadTree
} from "./chunk-ETD4KTVX.js";
import {
  laneProgress
} from "./chunk-NGIGQVHA.js";
import {
  localRunId,
  manifestCheck,
  rowPorts
} from "./chunk-6ENNH4B6.js";
import {
  requireString
} from "./chunk-R5RWFD4Z.js";
import "./chunk-BXUDB6KX.js";
import {
  lane
} from "./chunk-ALT42YWU.js";
import {
  telemetry
} from "./chunk-TEQPE7BI.js";
import {
  quarantine
} from "./chunk-6FNNMNRW.js";
import {
  gateTerminal
} from "./chunk-C4UCMT2W.js";
import {
  gate
} from "./chunk-AGR5OWEW.js";
import "./chunk-ROD5LKEC.js";
import "./chunk-EEUH5JB3.js";
import {
  setupMemo
} from "./chunk-53E3DFHE.js";
import "./chunk-TSXIX5EH.js";
import "./chunk-G2VSTVAS.js";
import "./chunk-JIJZXNK4.js";
import "./chunk-HGXVYDUR.js";
import "./chunk-LAABB2II.js";
import "./chunk-A3LOCW6K.js";
import "./chunk-KHNKGWFN.js";
import "./chunk-TQOTL3R7.js";
import "./chunk-SKDT3HVE.js";
import "./chunk-P6U5UL5V.js";
import "./chunk-EO4NIVAV.js";
import "./chunk-MXVQWBCP.js";
import "./chunk-7WG2ZM5M.js";
import "./chunk-F4XUKZHO.js";
import "./chunk-EEVLO6KU.js";
import "./chunk-TLHTINSL.js";
import "./chunk-6GYLSYQK.js";
import "./chunk-IAKL2HAF.js";
import "./chunk-IXPRLORT.js";
import "./chunk-ZARIGTK5.js";
import {
  baseReader
} from "./chunk-A634GDAO.js";
import "./chunk-YPC4Q24N.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-CB6KKIAZ.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-5YZVLQIN.js";
import "./chunk-ZL3VSXLC.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-V7QMJJJF.js";
import "./chunk-NXVDCMLE.js";
import "./chunk-3VTLRWNT.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-G64J6QHH.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-CQ4GBRHW.js";
import "./chunk-J6YZ5B6J.js";
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
  const started = ports.clock.now().getTime();
  const [base, head] = [await ports.git.resolve(s.base), await ports.git.resolve(s.head)];
  const bases = baseReader(ports.git, s.configPath, ports.log);
  const { config } = await bases(base);
  const cfg = s.configPath ? { configPath: s.configPath } : {};
  const judged = ports.trees.scratch("seedgate-check-results-");
  try {
    const r = await checkInto(judged, { base, head, config, cfg, s, ports: { ...ports, bases } });
    return { ...r, cost: { ...r.cost, ms: ports.clock.now().getTime() - started } };
  } finally {
    judged.copyTo(s.resultsDir);
    judged.dispose();
  }
}
async function checkInto(judged, run) {
  const { ports } = run;
  const setups = setupMemo((root, paths) => ports.trees.writableDigest(root, paths));
  try {
    return await lanesThenGate(judged, run, setups);
  } finally {
    setups.dispose();
  }
}
async function lanesThenGate(judged, { base, head, config, cfg, s, ports }, setups) {
  const write = (name, value) => judged.write(name, JSON.stringify(value) + "\n");
  const lanes = [];
  const now = () => ports.clock.now().getTime();
  for (const name of ["replay", "holdout"]) {
    for (let index = 1; index <= config.runners.shards; index++) {
      const shard = { index, total: config.runners.shards };
      const [started, setupBefore] = [now(), setups.cost().ms];
      const r = await ports.log.group(
        `${name} lane, shard ${index}/${shard.total}`,
        () => lane({ lane: name, base, head, shard, runId: s.runId, ...cfg }, { ...ports, setups })
      );
      lanes.push(laneCost(name, r.results, now() - started - (setups.cost().ms - setupBefore)));
      write(`${name}-${index}-of-${shard.total}.json`, r.results);
    }
  }
  write("telemetry.json", (await telemetry({ base, head, runId: s.runId, ...cfg }, ports)).results);
  write("quarantine.json", (await quarantine({ base, head, runId: s.runId, ...cfg }, ports)).results);
  const verdict = await gate({ base, head, results: judged.dir, fetch: false, ...cfg }, ports);
  return { ...verdict, cost: checkCost(lanes, setups.cost()) };
}
function laneCost(lane2, claim, ms) {
  return { lane: lane2, rows: claim.rows.length, rowsMs: claim.rows.reduce((sum2, r) => sum2 + r.durationMs, 0), ms: Math.max(0, ms) };
}
function checkCost(shards, setup) {
  const lanes = ["replay", "holdout"].map((lane2) => {
    const of = shards.filter((c) => c.lane === lane2);
    return { lane: lane2, rows: sum(of, (c) => c.rows), rowsMs: sum(of, (c) => c.rowsMs), ms: sum(of, (c) => c.ms) };
  });
  return { rows: sum(lanes, (c) => c.rows), rowsMs: sum(lanes, (c) => c.rowsMs), setup, lanes, ms: 0 };
}
var sum = (xs, f) => xs.reduce((n, x) => n + f(x), 0);

// src/modes/check/render.ts
var seconds = (ms) => `${(ms / 1e3).toFixed(1)} s`;
var plural = (n, one) => `${n} ${one}${n === 1 ? "" : "s"}`;
function costSummary(cost) {
  const lanes = cost.lanes.filter((l) => l.rows > 0 || l.ms > 0);
  const rest = Math.max(0, cost.ms - cost.setup.ms - lanes.reduce((n, l) => n + l.ms, 0));
  const parts = [["setup", setupText(cost.setup)], ...lanes.map((l) => [l.lane, laneText(l)])];
  parts.push(["the rest", `${seconds(rest)} (reading the base, telemetry, quarantine, the gate)`]);
  const width = Math.max(...parts.map(([name]) => name.length));
  return [`cost: ${seconds(cost.ms)} in all, ${plural(cost.rows, "row")}`, ...parts.map(([name, text]) => `  ${name.padEnd(width)}  ${text}`)].join("\n");
}
function setupText({ runs, reused, ms }) {
  if (runs === 0) return "none";
  const ran = runs === 1 ? "ran once" : `ran ${runs} times`;
  return `${seconds(ms)} (${ran}${reused > 0 ? `, reused by ${plural(reused, "later lane")}` : ""})`;
}
var laneText = (l) => `${plural(l.rows, "row")} in ${seconds(l.ms)} (${seconds(l.rowsMs)} of row time)`;

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
${costSummary(r.cost)}${values.results ? `
results: ${resultsDir}` : ""}`);
    return r.verdict;
  } finally {
    if (values.results === void 0) rmSync(resultsDir, { recursive: true, force: true });
  }
}
export {
  checkCli
};
