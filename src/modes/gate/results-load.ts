// Reading the results directory (downloaded artifacts). Everything in it is
// untrusted: sizes are capped before reading, symlinks refused, every file must
// be a schema-valid lane, telemetry, quarantine or earned-check result, and nothing is skipped.
import { join, relative } from "node:path";
import type { ClaimFile, LaneClaim } from "../../core/judge/claims.js";
import { error, type Finding } from "../../core/findings.js";
import { parseNonVoting, type NonVotingResults } from "../../core/judge/non-voting.js";
import { validatorFor } from "../../core/inputs/schema-check.js";
import type { Files } from "../../ports/files.js";

export const RESULTS_LIMITS = {
  /** A 1,000-property × 100-seed lane is about 20 MB with tails on failing rows only. */
  fileBytes: 32 * 1024 * 1024,
  files: 1000,
  depth: 6,
  /** Schema complaints listed per file; the rest are counted. */
  schemaErrors: 10,
} as const;

export interface NonVotingFile {
  readonly file: string;
  readonly results: NonVotingResults;
}

export interface LoadedResults {
  readonly lanes: readonly ClaimFile[];
  readonly nonVoting: readonly NonVotingFile[];
  readonly findings: readonly Finding[];
}

const LANE_SCHEMA = "https://seedgate.dev/schemas/lane-results.schema.json";

export async function loadResults(files: Files, dir: string): Promise<LoadedResults> {
  const none = { lanes: [], nonVoting: [] };
  const out = { lanes: [] as ClaimFile[], nonVoting: [] as NonVotingFile[], findings: [] as Finding[] };
  const st = await files.stat(dir);
  if (st !== null && st.kind !== "directory")
    return {
      ...none,
      findings: [
        error("results.not-a-directory", `${JSON.stringify(dir)} is not a directory`, { hint: "pass the directory the lane artifacts were downloaded into" }),
      ],
    };
  if (st === null)
    return {
      ...none,
      findings: [
        error("results.missing", `the results directory ${JSON.stringify(dir)} does not exist`, {
          hint: "download the lane artifacts (actions/download-artifact) before the gate runs",
        }),
      ],
    };
  const paths = await walk(files, dir, dir, 0, out.findings);
  for (const path of paths.slice(0, RESULTS_LIMITS.files)) await readOne(files, dir, path, out);
  if (paths.length > RESULTS_LIMITS.files)
    out.findings.push(
      error("results.too-many-files", `${paths.length} files in the results directory (limit ${RESULTS_LIMITS.files}); the rest were not read`),
    );
  return out;
}

async function walk(fs: Files, root: string, dir: string, depth: number, findings: Finding[]): Promise<string[]> {
  const name = (p: string) => JSON.stringify(relative(root, p));
  if (depth > RESULTS_LIMITS.depth) {
    findings.push(error("results.too-deep", `${name(dir)} is nested deeper than ${RESULTS_LIMITS.depth} directories`));
    return [];
  }
  const entries = await fs.list(dir);
  const files: string[] = [];
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.kind === "link")
      findings.push(
        error("results.symlink", `${name(path)} is a symbolic link; results are plain files`, {
          hint: "a link could point the judge at a file the lane did not write",
        }),
      );
    else if (e.kind === "directory") files.push(...(await walk(fs, root, path, depth + 1, findings)));
    else if (e.kind !== "file") findings.push(error("results.not-a-file", `${name(path)} is not a regular file`));
    else if (!e.name.endsWith(".json"))
      findings.push(
        error("results.unexpected-file", `${name(path)} is not a seedgate results file (*.json)`, {
          hint: "the results directory holds only lane, telemetry, quarantine and earned-check results",
        }),
      );
    else files.push(path);
  }
  return files;
}

async function readOne(fs: Files, root: string, path: string, out: { lanes: ClaimFile[]; nonVoting: NonVotingFile[]; findings: Finding[] }): Promise<void> {
  const file = relative(root, path);
  const shown = JSON.stringify(file);
  const size = (await fs.stat(path))?.size ?? 0;
  if (size > RESULTS_LIMITS.fileBytes) {
    out.findings.push(
      error("results.too-large", `${shown} is ${size} bytes (limit ${RESULTS_LIMITS.fileBytes}); not read`, {
        hint: "a lane result that large is a poisoned or runaway artifact",
      }),
    );
    return;
  }
  const text = (await fs.read(path)).toString("utf8");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    out.findings.push(
      error("results.malformed", `${shown}: malformed JSON (${(cause as Error).message.slice(0, 200)})`, {
        hint: "a results file the judge cannot read counts as missing rows",
      }),
    );
    return;
  }
  const kind = typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  if (kind !== null && "lane" in kind) return laneClaim(file, value, out);
  if (kind !== null && (kind.kind === "telemetry" || kind.kind === "quarantine" || kind.kind === "earned")) {
    const parsed = parseNonVoting(text, file);
    if (parsed.ok) out.nonVoting.push({ file, results: parsed.value });
    else out.findings.push(...parsed.findings.map((f) => stripFile({ ...f, message: `${shown}: ${f.message}` })));
    return;
  }
  out.findings.push(
    error("results.unknown", `${shown} is neither a lane, telemetry, quarantine nor earned-check result`, { hint: "see schemas/lane-results.schema.json" }),
  );
}

function laneClaim(file: string, value: unknown, out: { lanes: ClaimFile[]; findings: Finding[] }): void {
  const validate = validatorFor(LANE_SCHEMA);
  if (validate(value)) {
    out.lanes.push({ file, claim: value as LaneClaim });
    return;
  }
  const errors = validate.errors ?? [];
  const shown = errors.slice(0, RESULTS_LIMITS.schemaErrors).map((e) => `${e.instancePath || "(top level)"} ${e.message ?? e.keyword}`);
  const more = errors.length > shown.length ? ` and ${errors.length - shown.length} more` : "";
  out.findings.push(error("results.schema", `${JSON.stringify(file)} is not a valid lane result: ${shown.join("; ")}${more}`, { hint: `see ${LANE_SCHEMA}` }));
}

/** Results files are not repository files, so their findings never become annotations. */
function stripFile(f: Finding): Finding {
  const { file: _f, line: _l, pointer: _p, ...rest } = f;
  return rest;
}
