import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  blobDigests
} from "./chunk-6ENNH4B6.js";
import {
  localGit
} from "./chunk-BXUDB6KX.js";
import {
  visibleHoldouts
} from "./chunk-XHISKDML.js";
import {
  verifyRoot
} from "./chunk-F4XUKZHO.js";
import "./chunk-TLHTINSL.js";
import "./chunk-6GYLSYQK.js";
import "./chunk-IAKL2HAF.js";
import "./chunk-ZARIGTK5.js";
import {
  gitTreeReader,
  loadModel
} from "./chunk-G3R2LZOI.js";
import "./chunk-AYT3SRP2.js";
import {
  findingLine
} from "./chunk-KQPKPCX7.js";
import {
  parseConfig
} from "./chunk-E532OBH3.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-V7QMJJJF.js";
import "./chunk-NXVDCMLE.js";
import "./chunk-3VTLRWNT.js";
import "./chunk-3TNBGBUS.js";
import {
  CONFIG_PATH,
  DEFAULT_CONFIG
} from "./chunk-5AD4QTPM.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-LJ564ME6.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-5UTB5CZ2.js";
import "./chunk-BS5C6TOT.js";
import "./chunk-HQD34ZV6.js";
import {
  error,
  verdictOf
} from "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/modes/validate/validate.ts
var asFinding = (err, code) => {
  if (!(err instanceof SeedgateError)) throw err;
  return error(code, err.message, {
    ...err.file ? { file: err.file } : {},
    ...err.line ? { line: err.line } : {},
    ...err.hint ? { hint: err.hint } : {}
  });
};
async function validate(git, blobs, rev, configPath) {
  const sha = await git.resolve(rev);
  const tree = gitTreeReader(git, sha);
  const checked = [];
  const findings = [];
  let config = DEFAULT_CONFIG;
  const path = configPath ?? CONFIG_PATH;
  try {
    const bytes = await tree.readFile(path);
    if (bytes === null && configPath !== void 0) findings.push(error("config.missing", `${path} does not exist at ${rev}`, { file: path }));
    if (bytes !== null) {
      checked.push(path);
      const parsed = parseConfig(path, bytes.toString("utf8"));
      if (parsed.ok) config = parsed.config;
      else findings.push(...parsed.findings);
    }
  } catch (err) {
    findings.push(asFinding(err, "config.malformed"));
  }
  for (const root of config.manifests) {
    const report = await verifyRoot(git, blobs, root, sha, sha);
    if (report.status !== "absent") checked.push(`${root}/MANIFEST.sha256`);
    else if (config.explicit.has("manifests"))
      findings.push(error("manifest.absent", `configured manifest root ${root} has no MANIFEST.sha256`, { file: root }));
    findings.push(...report.findings);
  }
  const loaded = await loadModel(config, tree);
  checked.push(...loaded.model.files);
  findings.push(...loaded.findings, ...visibleHoldouts(loaded.model.properties));
  return { command: "validate", verdict: verdictOf(findings), rev: sha, checked, findings };
}

// src/cli/validate.ts
var MARK = { error: "✗", warning: "!", notice: "note:" };
async function validateCli({ values }, io) {
  const r = await validate(await localGit(values.cwd), blobDigests, values.rev ?? "HEAD", values.config);
  if (values.json) io.out(JSON.stringify(r, null, 2));
  else {
    io.out(`seedgate validate at ${r.rev.slice(0, 12)}: ${r.checked.length} sealed input(s) read${r.checked.length ? ` (${r.checked.join(", ")})` : ""}`);
    for (const f of r.findings) io.out(`  ${MARK[f.severity]} ${findingLine(f)}${f.hint ? `
      hint: ${f.hint}` : ""}`);
    const errors = r.findings.filter((f) => f.severity === "error").length;
    const notes = r.findings.length - errors;
    const noted = notes ? ` (${notes} note${notes === 1 ? "" : "s"})` : "";
    io.out(r.verdict === "success" ? `✓ valid${noted}` : `✗ ${errors} problem${errors === 1 ? "" : "s"}${noted}`);
  }
  return r.verdict;
}
export {
  validateCli
};
