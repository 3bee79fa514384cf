import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  inHeadTree,
  laneProgress
} from "./chunk-5CA4L2HQ.js";
import {
  lane
} from "./chunk-QNDG6F5I.js";
import {
  processExec
} from "./chunk-2GIVUCBU.js";
import {
  findingLine
} from "./chunk-KQPKPCX7.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";
import {
  requireString
} from "./chunk-YRDG2KR4.js";
import {
  usageOf
} from "./chunk-56WKWAFT.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";

// src/cli/lane.ts
import { availableParallelism } from "node:os";
import { writeFileSync } from "node:fs";
var USAGE = usageOf("lane");
function parseShard(text) {
  if (text === void 0) return { index: 1, total: 1 };
  const m = /^([1-9]\d*)\/([1-9]\d*)$/.exec(text);
  if (!m || Number(m[1]) > Number(m[2])) throw new SeedgateError("usage", `--shard is I/N with 1 <= I <= N, got "${text}"`);
  return { index: Number(m[1]), total: Number(m[2]) };
}
async function laneCli({ values, positionals }, io) {
  const name = positionals[0];
  if (name !== "replay" && name !== "holdout" || positionals.length !== 1)
    throw new SeedgateError("usage", "expected `lane replay` or `lane holdout`", { hint: USAGE });
  const only = values.only === void 0 ? void 0 : { property: values.only.replace(/:[^:]*$/, ""), ...values.only.includes(":") ? { key: values.only.slice(values.only.lastIndexOf(":") + 1) } : {} };
  const base = requireString(values.base, "--base", USAGE);
  const r = await inHeadTree(
    values.cwd,
    values.head ?? "HEAD",
    (git, head) => lane(
      {
        lane: name,
        base,
        head,
        shard: parseShard(values.shard),
        runId: `local-${process.pid}`,
        ...only ? { only } : {},
        ...values.config ? { configPath: values.config } : {}
      },
      {
        git,
        exec: processExec,
        clock: { now: () => /* @__PURE__ */ new Date() },
        log: cliLog(io, values.json),
        env: process.env,
        cores: availableParallelism(),
        environment: { node: process.version, platform: process.platform },
        onResult: values.json ? void 0 : laneProgress(io)
      }
    )
  );
  if (values.out) writeFileSync(values.out, JSON.stringify(r.results, null, 2) + "\n");
  if (values.json) io.out(JSON.stringify(r, null, 2));
  else {
    for (const f of r.findings) io.out(`✗ ${findingLine(f)}`);
    const count = (o) => r.results.rows.filter((x) => x.outcome === o).length;
    io.out(
      `${name} lane ${r.results.shard}: ${r.results.rows.length} rows, ${count("pass")} passed, ${count("fail")} failed, ${count("flaky")} flaky, ${count("frozen")} frozen, ${count("timeout")} timed out, ${count("error")} errors`
    );
    for (const x of r.results.rows.filter((x2) => x2.outcome !== "pass"))
      io.out(
        `  ✗ ${x.property} ${x.kind} ${x.key}: ${x.outcome} (${x.detail.split("\n")[0]})
    reproduce: seedgate lane ${name} --base ${r.results.base.slice(0, 12)} --only ${x.property}:${x.key}`
      );
    io.out(`verdict: ${r.verdict}`);
  }
  return r.verdict === "success" ? 0 : 1;
}

export {
  parseShard,
  laneCli
};
