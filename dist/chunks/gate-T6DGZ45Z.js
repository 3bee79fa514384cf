import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  requireString
} from "./chunk-YRDG2KR4.js";
import {
  usageOf
} from "./chunk-I5V3CWFW.js";
import {
  gateTerminal
} from "./chunk-JAX2L53Y.js";
import {
  gate,
  gateMarkdown
} from "./chunk-PWCH6HI4.js";
import "./chunk-NTGV3YUO.js";
import "./chunk-7YOJSUPR.js";
import "./chunk-7ZZFYI6R.js";
import "./chunk-A3LOCW6K.js";
import "./chunk-KHNKGWFN.js";
import "./chunk-L37XUGSG.js";
import "./chunk-UMZ2UABT.js";
import "./chunk-47KA45GA.js";
import "./chunk-BGEAQH4L.js";
import {
  manifestCheck
} from "./chunk-YU5PYPIX.js";
import {
  localGit
} from "./chunk-ZT4N7TUV.js";
import "./chunk-LS4EUGWX.js";
import "./chunk-HBWOSH7H.js";
import "./chunk-OKOFBTAL.js";
import "./chunk-EEVLO6KU.js";
import {
  hostFiles
} from "./chunk-P5IOJLLL.js";
import {
  systemClock
} from "./chunk-TLHTINSL.js";
import "./chunk-Q35FYUMK.js";
import "./chunk-54ZGXOBI.js";
import "./chunk-TKUZ47SX.js";
import "./chunk-RLIFJMDM.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-YVMWF3TM.js";
import "./chunk-ITTA4OMI.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";
import "./chunk-X7SYXGFI.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-W5BZOWZW.js";
import "./chunk-W2LSDDCG.js";
import "./chunk-5ICW264G.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-VPXQNNJT.js";
import "./chunk-J3V26MF3.js";
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
