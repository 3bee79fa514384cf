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
} from "./chunk-YPC4Q24N.js";
import "./chunk-AYT3SRP2.js";
import {
  findingLine
} from "./chunk-KQPKPCX7.js";
import {
  parseConfig
} from "./chunk-T5SIEDVH.js";
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
import "./chunk-G64J6QHH.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-CQ4GBRHW.js";
import "./chunk-J6YZ5B6J.js";
import "./chunk-HQD34ZV6.js";
import {
  error,
  verdictOf
} from "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/core/inputs/requirements-hashes.ts
function logicalLines(text) {
  const out = [];
  let pending = "";
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/(^|\s)#.*$/, "");
    if (/\\\s*$/.test(line)) {
      pending += `${line.replace(/\\\s*$/, "")} `;
      continue;
    }
    const whole = `${pending}${line}`.trim();
    pending = "";
    if (whole !== "") out.push(whole);
  }
  if (pending.trim() !== "") out.push(pending.trim());
  return out;
}
function unhashedRequirements(text) {
  const requirements = logicalLines(text).filter((l) => !l.startsWith("-"));
  const unhashed = requirements.filter((l) => !/(^|\s)--hash[=\s]/.test(l)).map((l) => l.split(/\s+/)[0]);
  return { requirements: requirements.length, unhashed };
}

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
  findings.push(...await sealedRequirementsFindings(config, tree, rev));
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
var PINS_HINT = "runners.sealedRequirements names a requirements file committed with the config: every line pins one package by version and --hash=sha256:… (pip hash, or pip-compile --generate-hashes), as a lane installs it with --require-hashes";
async function sealedRequirementsFindings(config, tree, rev) {
  const file = config.runners.sealedRequirements;
  if (file === void 0) return [];
  const bytes = await tree.readFile(file);
  const at = { file, hint: PINS_HINT };
  if (bytes === null) return [error("config.sealed-requirements", `runners.sealedRequirements names ${file}, which ${rev} does not hold`, at)];
  const { unhashed } = unhashedRequirements(bytes.toString("utf8"));
  if (unhashed.length === 0) return [];
  return [error("config.sealed-requirements", `runners.sealedRequirements: ${file} pins ${unhashed.join(", ")} without a --hash`, at)];
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
