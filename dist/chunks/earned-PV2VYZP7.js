import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  earned
} from "./chunk-5YRGUSGV.js";
import {
  earnedMarkdown
} from "./chunk-K426EU2B.js";
import {
  nonVotingLine
} from "./chunk-Z7OJRRVP.js";
import "./chunk-A2CJU5ZE.js";
import {
  actionLog
} from "./chunk-7NXD7SIG.js";
import "./chunk-EEVLO6KU.js";
import {
  group,
  info,
  setOutput,
  summary
} from "./chunk-VSAVYPF3.js";
import "./chunk-RHW3YIWG.js";
import "./chunk-LKHJXKFK.js";
import {
  processExec
} from "./chunk-3VULMLN3.js";
import "./chunk-LAABB2II.js";
import "./chunk-J6D3SRGM.js";
import "./chunk-2OHU6B3T.js";
import "./chunk-7PJR25CG.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-PUUV3VNM.js";
import "./chunk-AT536F7Q.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-T4PZBFXA.js";
import {
  gitAt
} from "./chunk-F2HQVMLA.js";
import "./chunk-AY3HFHEY.js";
import "./chunk-GTSTSH4H.js";
import "./chunk-5Z5PCBC3.js";
import "./chunk-RGSGG2WK.js";
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
