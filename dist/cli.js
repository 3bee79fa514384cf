#!/usr/bin/env node
import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  processIo
} from "./chunks/chunk-3RGJDOO5.js";
import {
  becomeSubreaper
} from "./chunks/chunk-V7QMJJJF.js";
import {
  runsPrCode,
  warmsOracle
} from "./chunks/chunk-BGIBCSCY.js";
import {
  describeError
} from "./chunks/chunk-FL3EEGAH.js";
import "./chunks/chunk-MUWMEZE2.js";

// src/cli/seal-fast.ts
var VALUE_FLAGS = /* @__PURE__ */ new Set(["base", "head", "config", "cwd"]);
var SWITCHES = /* @__PURE__ */ new Set(["json", "fetch", "markdown"]);
function plainSealArgs(argv2) {
  if (argv2[0] !== "seal") return null;
  const values = {};
  for (let i = 1; i < argv2.length; i++) {
    const name = /^--([a-z]+)$/.exec(argv2[i])?.[1];
    if (name === void 0 || Object.hasOwn(values, name)) return null;
    if (SWITCHES.has(name)) values[name] = true;
    else if (VALUE_FLAGS.has(name) && /^[^-]/.test(argv2[i + 1] ?? "")) values[name] = argv2[++i];
    else return null;
  }
  return typeof values.base === "string" ? values : null;
}
async function runPlainSeal(values, io) {
  try {
    const [{ sealCli }, { usageOf }, { exitCode }] = await Promise.all([import("./chunks/seal-MKJKCQE2.js"), import("./chunks/commands-JU2T3MQM.js"), import("./chunks/exit-O66YDN6G.js")]);
    return exitCode("seal", await sealCli({ values, positionals: [], usage: usageOf("seal") }, io));
  } catch (err) {
    const { withHelpHint } = await import("./chunks/usage-hint-7UB3HBWR.js");
    io.err(describeError(withHelpHint(err, ["seal"])));
    return 2;
  }
}

// src/cli/main.ts
process.stdout.on("error", (err) => {
  if (err.code !== "EPIPE") throw err;
  process.exit(process.exitCode ?? 0);
});
var argv = process.argv.slice(2);
var lanes = warmsOracle(argv[0] ?? "") && !argv.some((a) => a === "-h" || a === "--help");
var warming = () => import("./chunks/warm-oracle-76SO4P2L.js");
if (runsPrCode(argv[0] ?? "")) await becomeSubreaper(lanes ? async () => (await warming()).earlyWarmStart(argv) : void 0);
if (lanes) (await warming()).warmOracle(argv);
var plainSeal = plainSealArgs(argv);
var running = plainSeal ? runPlainSeal(plainSeal, processIo()) : import("./chunks/dispatch-VZB7EICN.js").then(({ main }) => main(argv, processIo()));
running.then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`${describeError(err)}
`);
    process.exitCode = 2;
  }
);
