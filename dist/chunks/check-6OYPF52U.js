import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  inHeadTree,
  laneProgress
} from "./chunk-RQ62H72I.js";
import {
  requireString
} from "./chunk-YRDG2KR4.js";
import {
  usageOf
} from "./chunk-DF4ECJXL.js";
import {
  lane
} from "./chunk-IRZCGNFD.js";
import {
  telemetry
} from "./chunk-SI7JQO67.js";
import {
  quarantine
} from "./chunk-6FVNUIDQ.js";
import {
  gateTerminal
} from "./chunk-Z2RLAH6C.js";
import {
  gate
} from "./chunk-WWFIXO6Y.js";
import "./chunk-NTGV3YUO.js";
import "./chunk-7YOJSUPR.js";
import "./chunk-6SKK7K5C.js";
import "./chunk-7ZZFYI6R.js";
import "./chunk-LAABB2II.js";
import "./chunk-ZVQMSGAB.js";
import "./chunk-X7NYEVGQ.js";
import "./chunk-QOLBMTHZ.js";
import "./chunk-S7PZHQLB.js";
import "./chunk-N6GZDEJM.js";
import "./chunk-F2MXITFP.js";
import {
  readBase
} from "./chunk-BCLIMNOG.js";
import "./chunk-TPERF4FT.js";
import "./chunk-BOSU4652.js";
import "./chunk-GM2I77BK.js";
import {
  localRunId,
  manifestCheck,
  rowPorts
} from "./chunk-XC7HGMKW.js";
import "./chunk-ZT4N7TUV.js";
import "./chunk-IQMZ2GN7.js";
import "./chunk-HBWOSH7H.js";
import "./chunk-NBVJQP2N.js";
import "./chunk-MIO4U2VH.js";
import "./chunk-EEVLO6KU.js";
import "./chunk-5LS33TRP.js";
import "./chunk-TLHTINSL.js";
import "./chunk-Q35FYUMK.js";
import "./chunk-455E5GCF.js";
import "./chunk-5AG5SKWD.js";
import "./chunk-RLIFJMDM.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-YVMWF3TM.js";
import "./chunk-ITTA4OMI.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-X7SYXGFI.js";
import "./chunk-4X3LLOAI.js";
import "./chunk-W5BZOWZW.js";
import "./chunk-W2LSDDCG.js";
import "./chunk-YDZACXCW.js";
import "./chunk-6LBXVNPG.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-MUOQDYMS.js";
import "./chunk-JBJC2ID3.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/cli/check.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// src/modes/check/check.ts
async function check(s, ports) {
  const [base, head] = [await ports.git.resolve(s.base), await ports.git.resolve(s.head)];
  const { config } = await readBase(ports.git, base, s.configPath);
  const cfg = s.configPath ? { configPath: s.configPath } : {};
  const judged = ports.trees.scratch("seedgate-check-results-");
  try {
    return await checkInto(judged, { base, head, config, cfg, s, ports });
  } finally {
    judged.copyTo(s.resultsDir);
    judged.dispose();
  }
}
async function checkInto(judged, { base, head, config, cfg, s, ports }) {
  const write = (name, value) => judged.write(name, JSON.stringify(value) + "\n");
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
  return gate({ base, head, results: judged.dir, fetch: false, ...cfg }, ports);
}

// src/cli/check.ts
var USAGE = usageOf("check");
async function checkCli({ values }, io) {
  const base = requireString(values.base, "--base", USAGE);
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
          ...values.json ? {} : { onResult: laneProgress(io) }
        }
      )
    );
    io.out(values.json ? JSON.stringify(r, null, 2) : `${gateTerminal(r)}${values.results ? `
results: ${resultsDir}` : ""}`);
    return r.verdict === "success" ? 0 : 1;
  } finally {
    if (values.results === void 0) rmSync(resultsDir, { recursive: true, force: true });
  }
}
export {
  checkCli
};
