// `validate`: every sealed input seedgate knows of, read from one commit's blobs.
import { gitTreeReader } from "../base/git-tree.js";
import { parseConfig, CONFIG_PATH, DEFAULT_CONFIG, type Config } from "../../core/inputs/config.js";
import { SeedgateError } from "../../core/errors.js";
import { visibleHoldouts } from "../../core/plan/holdout-visibility.js";
import { error, verdictOf, type Finding, type Verdict } from "../../core/findings.js";
import type { BlobDigests } from "../../ports/fixtures.js";
import type { Git } from "../../ports/local.js";
import { verifyRoot } from "../manifest/manifest.js";
import { loadModel } from "../base/model-load.js";
import { unhashedRequirements } from "../../core/inputs/requirements-hashes.js";
import type { GitTreeReader } from "../base/git-tree.js";

export interface ValidateResult {
  readonly command: "validate";
  readonly verdict: Verdict;
  readonly rev: string;
  readonly checked: readonly string[];
  readonly findings: readonly Finding[];
}

/** A bad input is a finding, so one run reports every problem rather than the first. */
const asFinding = (err: unknown, code: string): Finding => {
  if (!(err instanceof SeedgateError)) throw err;
  return error(code, err.message, {
    ...(err.file ? { file: err.file } : {}),
    ...(err.line ? { line: err.line } : {}),
    ...(err.hint ? { hint: err.hint } : {}),
  });
};

export async function validate(git: Git, blobs: BlobDigests, rev: string, configPath?: string): Promise<ValidateResult> {
  const sha = await git.resolve(rev);
  const tree = gitTreeReader(git, sha);
  const checked: string[] = [];
  const findings: Finding[] = [];
  let config: Config = DEFAULT_CONFIG;
  const path = configPath ?? CONFIG_PATH;
  try {
    const bytes = await tree.readFile(path);
    if (bytes === null && configPath !== undefined) findings.push(error("config.missing", `${path} does not exist at ${rev}`, { file: path }));
    if (bytes !== null) {
      checked.push(path);
      const parsed = parseConfig(path, bytes.toString("utf8"));
      if (parsed.ok) config = parsed.config;
      else findings.push(...parsed.findings);
    }
  } catch (err) {
    findings.push(asFinding(err, "config.malformed"));
  }
  findings.push(...(await sealedRequirementsFindings(config, tree, rev)));
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

const PINS_HINT =
  "runners.sealedRequirements names a requirements file committed with the config: every line pins one package by version and --hash=sha256:… (pip hash, or pip-compile --generate-hashes), as a lane installs it with --require-hashes";

/** The file runners.sealedRequirements names: held by the commit, with a --hash on every requirement (a lane would make every Python row an error otherwise). */
async function sealedRequirementsFindings(config: Config, tree: GitTreeReader, rev: string): Promise<Finding[]> {
  const file = config.runners.sealedRequirements;
  if (file === undefined) return [];
  const bytes = await tree.readFile(file);
  const at = { file, hint: PINS_HINT };
  if (bytes === null) return [error("config.sealed-requirements", `runners.sealedRequirements names ${file}, which ${rev} does not hold`, at)];
  const { unhashed } = unhashedRequirements(bytes.toString("utf8"));
  if (unhashed.length === 0) return [];
  return [error("config.sealed-requirements", `runners.sealedRequirements: ${file} pins ${unhashed.join(", ")} without a --hash`, at)];
}
