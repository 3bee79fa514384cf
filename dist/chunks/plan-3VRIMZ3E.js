import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  plan
} from "./chunk-X7K2FWOW.js";
import {
  annotate
} from "./chunk-IPMFUV64.js";
import {
  setFailed,
  setOutput
} from "./chunk-VSAVYPF3.js";
import "./chunk-5GH6IFWC.js";
import "./chunk-IUQWBCJG.js";
import "./chunk-WCBO46RM.js";
import {
  gitAt
} from "./chunk-3JIWXBPE.js";
import "./chunk-X5FIIKIQ.js";
import "./chunk-VKWXBSMI.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/action/plan.ts
async function runPlan(s) {
  const r = await plan(gitAt(s.workspace), s.base, /* @__PURE__ */ new Date(), s.config);
  setOutput("matrix", JSON.stringify(r.matrix));
  setOutput("json", JSON.stringify(r));
  annotate(r.findings);
  if (r.findings.length > 0) setFailed(`seedgate plan: ${r.findings.length} invalid sealed input(s); the gate would block`);
}
export {
  runPlan
};
