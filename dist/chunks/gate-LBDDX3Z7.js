import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  requireString
} from "./chunk-R5RWFD4Z.js";
import {
  gateTerminal
} from "./chunk-3YOIOUYA.js";
import {
  gate,
  gateMarkdown
} from "./chunk-W6W4GCUO.js";
import "./chunk-HOVTAJSM.js";
import "./chunk-JIJZXNK4.js";
import "./chunk-ZVQMSGAB.js";
import "./chunk-X7NYEVGQ.js";
import "./chunk-PXDBLZZ4.js";
import "./chunk-EKOMHOMA.js";
import "./chunk-BOSU4652.js";
import "./chunk-RPJWGF45.js";
import {
  manifestCheck
} from "./chunk-R3LEFZJQ.js";
import {
  localGit
} from "./chunk-TT5YNMBL.js";
import "./chunk-66D5LQKE.js";
import "./chunk-Y2HAWAYH.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-EEVLO6KU.js";
import {
  hostFiles
} from "./chunk-LUYZXOEN.js";
import {
  systemClock
} from "./chunk-TLHTINSL.js";
import "./chunk-PES6QGLW.js";
import "./chunk-XC3445LX.js";
import "./chunk-POEGIFWW.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-22OZFHRX.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-5YZVLQIN.js";
import "./chunk-ZL3VSXLC.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";
import "./chunk-X7SYXGFI.js";
import "./chunk-MDI7LH3O.js";
import "./chunk-MIO4U2VH.js";
import "./chunk-4X3LLOAI.js";
import "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-ZN5GVSYY.js";
import "./chunk-6LBXVNPG.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-JBJC2ID3.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/cli/gate.ts
async function gateCli({ values, usage }, io) {
  const git = await localGit(values.cwd);
  const r = await gate(
    {
      base: requireString(values.base, "--base", usage),
      head: values.head ?? "HEAD",
      results: requireString(values.results, "--results", usage),
      fetch: false,
      ...values.config ? { configPath: values.config } : {}
    },
    { git, log: cliLog(io, values.json), clock: systemClock, manifests: manifestCheck, files: hostFiles }
  );
  io.out(values.json ? JSON.stringify(r, null, 2) : values.markdown ? gateMarkdown(r) : gateTerminal(r));
  return r.verdict;
}
export {
  gateCli
};
