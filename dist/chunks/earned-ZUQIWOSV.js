import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  earned
} from "./chunk-6FQVCS6P.js";
import "./chunk-7ZFY6EA4.js";
import {
  earnedMarkdown
} from "./chunk-K426EU2B.js";
import "./chunk-A2CJU5ZE.js";
import "./chunk-LQCFHX65.js";
import "./chunk-EWCWQRD2.js";
import {
  processExec
} from "./chunk-33PU62EH.js";
import {
  nonVotingLine
} from "./chunk-K2JSLWC5.js";
import "./chunk-Y46WU4RP.js";
import "./chunk-QGAWMZCR.js";
import "./chunk-JDVZ3VMS.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-UIXNIAV4.js";
import "./chunk-M3C2KON2.js";
import "./chunk-5ZNTKWF7.js";
import {
  actionLog
} from "./chunk-7NXD7SIG.js";
import "./chunk-EEVLO6KU.js";
import {
  gitAt
} from "./chunk-B632HOAH.js";
import "./chunk-QZPZIDF5.js";
import "./chunk-DAVVNENT.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-2OHU6B3T.js";
import "./chunk-LAABB2II.js";
import "./chunk-J6D3SRGM.js";
import {
  group,
  info,
  setOutput,
  summary
} from "./chunk-VSAVYPF3.js";
import "./chunk-REWDCSSN.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-POJ3TFSW.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-7P7UG7VG.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/action/earned.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
async function runEarned(s, env = process.env) {
  if (!s.base) throw new SeedgateError("usage", "command: earned needs a base commit", { hint: "run it on pull_request, or pass the base input" });
  const r = await group(
    "seedgate earned checks (non-voting)",
    () => earned(
      { base: s.base, head: s.head, runId: `${env.GITHUB_RUN_ID ?? "local"}-${env.GITHUB_RUN_ATTEMPT ?? "1"}`, ...s.config ? { configPath: s.config } : {} },
      { git: gitAt(s.workspace), exec: processExec, log: actionLog, env, cores: availableParallelism() }
    )
  );
  const path = s.results ?? join(env.RUNNER_TEMP ?? s.workspace, "seedgate-earned.json");
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(r.results, null, 2) + "\n");
  info(nonVotingLine(r.report));
  setOutput("verdict", "success");
  setOutput("results-path", path);
  setOutput("json", JSON.stringify({ command: "earned", votes: false, drafts: r.report.properties.map((p) => ({ id: p.id, label: p.label, earnedSeeds: p.earnedSeeds })) }));
  await summary.addRaw(earnedMarkdown(r.report).join("\n") + "\n").write();
}
export {
  runEarned
};
