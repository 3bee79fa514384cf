import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  telemetry
} from "./chunk-RD4VKUC3.js";
import {
  quarantine
} from "./chunk-WSWDGFBF.js";
import {
  gateTerminal
} from "./chunk-5JZ4HZQ4.js";
import {
  gate
} from "./chunk-YHU65EB3.js";
import "./chunk-I772I6FA.js";
import "./chunk-IHZRUG2B.js";
import "./chunk-F2INEAIE.js";
import {
  manifestCheck
} from "./chunk-FWWQIOT7.js";
import "./chunk-NYWTVLAJ.js";
import {
  laneProgress
} from "./chunk-7G3OBZYU.js";
import {
  lane
} from "./chunk-L4D3G2O3.js";
import "./chunk-BRFXK54O.js";
import "./chunk-O7BJS4KN.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-NFP56BDG.js";
import "./chunk-XCATVAB2.js";
import {
  processExec
} from "./chunk-IRBGML5E.js";
import "./chunk-5GH6IFWC.js";
import {
  localGit
} from "./chunk-FKKA7DEE.js";
import {
  parse,
  requireString
} from "./chunk-OT7MLG6U.js";
import "./chunk-LAABB2II.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";
import "./chunk-J6D3SRGM.js";
import "./chunk-2OHU6B3T.js";
import "./chunk-RCS2DSJP.js";
import "./chunk-CHDUGTRS.js";
import "./chunk-IUQWBCJG.js";
import "./chunk-WCBO46RM.js";
import "./chunk-3JIWXBPE.js";
import {
  loadConfig
} from "./chunk-X5FIIKIQ.js";
import {
  gitTreeReader
} from "./chunk-VKWXBSMI.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/cli/check.ts
import { mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join as join2 } from "node:path";

// src/commands/check.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
async function check(s, ports) {
  const [base, head] = [await ports.git.resolve(s.base), await ports.git.resolve(s.head)];
  const config = await loadConfig(gitTreeReader(ports.git, base), s.configPath);
  const cfg = s.configPath ? { configPath: s.configPath } : {};
  mkdirSync(s.resultsDir, { recursive: true });
  const write = (name, value) => writeFileSync(join(s.resultsDir, name), JSON.stringify(value) + "\n");
  for (const name of ["replay", "holdout"]) {
    for (let index = 1; index <= config.runners.shards; index++) {
      const shard = { index, total: config.runners.shards };
      const r = await ports.log.group(`${name} lane, shard ${index}/${shard.total}`, () => lane({ lane: name, base, head, shard, runId: s.runId, ...cfg }, ports));
      write(`${name}-${index}-of-${shard.total}.json`, r.results);
    }
  }
  write("telemetry.json", (await telemetry({ base, head, runId: s.runId, ...cfg }, ports)).results);
  write("quarantine.json", (await quarantine({ base, head, runId: s.runId, ...cfg }, ports)).results);
  return gate({ base, head, results: s.resultsDir, fetch: false, ...cfg }, ports);
}

// src/cli/check.ts
var USAGE = "seedgate check --base REV [--head REV] [--results DIR] [--config FILE] [--json]";
async function checkCli(args, io) {
  const { values } = parse(args, { base: { type: "string" }, head: { type: "string" }, results: { type: "string" }, config: { type: "string" } }, USAGE);
  if (values.help) return io.out(USAGE), 0;
  const resultsDir = values.results ?? mkdtempSync(join2(tmpdir(), "seedgate-check-"));
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
