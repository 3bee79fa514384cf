import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  requireString
} from "./chunk-YRDG2KR4.js";
import {
  usageOf
} from "./chunk-DF4ECJXL.js";
import {
  hunt
} from "./chunk-Q6XB53CK.js";
import {
  parseSeedRange,
  wholeNumber
} from "./chunk-75CVOHUS.js";
import "./chunk-6SKK7K5C.js";
import "./chunk-7ZZFYI6R.js";
import "./chunk-S7PZHQLB.js";
import "./chunk-N6GZDEJM.js";
import "./chunk-F2MXITFP.js";
import "./chunk-BCLIMNOG.js";
import "./chunk-TPERF4FT.js";
import "./chunk-BOSU4652.js";
import "./chunk-GM2I77BK.js";
import {
  rowPorts
} from "./chunk-XC7HGMKW.js";
import {
  localGit
} from "./chunk-ZT4N7TUV.js";
import "./chunk-IQMZ2GN7.js";
import "./chunk-HBWOSH7H.js";
import "./chunk-NBVJQP2N.js";
import "./chunk-MIO4U2VH.js";
import "./chunk-5LS33TRP.js";
import "./chunk-TLHTINSL.js";
import "./chunk-Q35FYUMK.js";
import "./chunk-5AG5SKWD.js";
import "./chunk-RLIFJMDM.js";
import "./chunk-ZARIGTK5.js";
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

// src/cli/hunt.ts
import { resolve } from "node:path";
var USAGE = usageOf("hunt");
function progress(io, started) {
  let hits = 0;
  return (outcome, done, total) => {
    if (outcome === "fail") hits++;
    const line = `  hunting ${done}/${total} seeds, ${hits} hit${hits === 1 ? "" : "s"}, ${((Date.now() - started) / 1e3).toFixed(1)}s`;
    process.stderr.write(done === total ? `\r${line}
` : `\r${line}`);
  };
}
async function huntCli({ values }, io) {
  const seeds = parseSeedRange(values.seeds, values.budget);
  const show = io.isTTY && !values.json ? progress(io, Date.now()) : void 0;
  const r = await hunt(
    {
      parent: requireString(values.parent, "--parent", USAGE),
      property: requireString(values.property, "--property", USAGE),
      seeds,
      ...values.oracle ? { oracle: values.oracle } : {},
      ...values.out ? { out: resolve(values.out) } : {},
      ...values.config ? { configPath: values.config } : {},
      ...values.concurrency ? { concurrency: wholeNumber(values.concurrency, "--concurrency") } : {},
      ...values["per-process"] ? { perProcess: true } : {},
      // Caps the proposed holdout count k (issue 14 item 6): seconds of the parent's mean seed time.
      ...values["holdout-budget"] ? { holdoutBudgetMs: 1e3 * wholeNumber(values["holdout-budget"], "--holdout-budget") } : {}
    },
    {
      ...rowPorts(await localGit(values.cwd), io, values.json),
      ...show ? { onResult: (row, done, total) => show(row.outcome, done, total) } : {}
    }
  );
  io.out(values.json ? JSON.stringify(r, null, 2) : render(r));
  return r.status === "hit" ? 0 : 1;
}
function render(r) {
  const lines = [
    `hunt ${r.property} (${r.format}) on parent ${r.parent.slice(0, 12)}: ${r.hits.length} hits, ${r.misses.length} misses, ${r.timeouts.length} timeouts, ${r.errors.length} errors`
  ];
  for (const row of r.rows.filter((x) => x.outcome !== "miss")) {
    const f = row.fixture === void 0 ? "" : "error" in row.fixture ? `; no fixture: ${row.fixture.error}` : `; fixture ${row.fixture.path} sha256=${row.fixture.sha256} (${row.fixture.source}) ${row.fixture.detail}`;
    lines.push(`  seed ${row.seed}: ${row.outcome}${row.outcome === "hit" ? "" : ` (${row.detail})`}${f}`);
  }
  lines.push(r.message);
  if (r.reproduction?.reproduces) lines.push(`the proposal ${r.reproduction.why}`);
  if (r.proposal) lines.push(...r.proposal.out ? [`proposal: ${r.proposal.out}`] : [], "", r.proposal.diff);
  return lines.join("\n");
}
export {
  huntCli
};
