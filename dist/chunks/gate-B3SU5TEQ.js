import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  requireString
} from "./chunk-YRDG2KR4.js";
import {
  usageOf
} from "./chunk-DF4ECJXL.js";
import {
  gateTerminal
} from "./chunk-Z2RLAH6C.js";
import {
  gate,
  gateMarkdown
} from "./chunk-WWFIXO6Y.js";
import "./chunk-NTGV3YUO.js";
import "./chunk-7YOJSUPR.js";
import "./chunk-7ZZFYI6R.js";
import "./chunk-ZVQMSGAB.js";
import "./chunk-X7NYEVGQ.js";
import "./chunk-QOLBMTHZ.js";
import "./chunk-TPERF4FT.js";
import "./chunk-BOSU4652.js";
import "./chunk-GM2I77BK.js";
import {
  manifestCheck
} from "./chunk-XC7HGMKW.js";
import {
  localGit
} from "./chunk-ZT4N7TUV.js";
import "./chunk-IQMZ2GN7.js";
import "./chunk-HBWOSH7H.js";
import "./chunk-NBVJQP2N.js";
import "./chunk-EEVLO6KU.js";
import {
  hostFiles
} from "./chunk-5LS33TRP.js";
import {
  systemClock
} from "./chunk-TLHTINSL.js";
import "./chunk-Q35FYUMK.js";
import "./chunk-455E5GCF.js";
import "./chunk-5AG5SKWD.js";
import "./chunk-RLIFJMDM.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-YVMWF3TM.js";
import "./chunk-ITTA4OMI.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";
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

// src/cli/gate.ts
var USAGE = usageOf("gate");
async function gateCli({ values }, io) {
  const git = await localGit(values.cwd);
  const r = await gate(
    {
      base: requireString(values.base, "--base", USAGE),
      head: values.head ?? "HEAD",
      results: requireString(values.results, "--results", USAGE),
      fetch: false,
      ...values.config ? { configPath: values.config } : {}
    },
    { git, log: cliLog(io, values.json), clock: systemClock, manifests: manifestCheck, files: hostFiles }
  );
  io.out(values.json ? JSON.stringify(r, null, 2) : values.markdown ? gateMarkdown(r) : gateTerminal(r));
  return r.verdict === "success" ? 0 : 1;
}
export {
  gateCli
};
