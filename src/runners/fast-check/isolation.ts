// `isolation: process` for fast-check (issue 25): vitest, fast-check and the sealed test
// run in the oracle (vitest's processes); every production module the test imports
// loads as a proxy (src/harness/boundary/fast-check-modules.mjs) whose operations a subject
// Node process answers (fast-check-subject.mjs), started by the worker from the command
// line the Exec placed in SEEDGATE_BOOT (inside the lane's sandbox: ExecRequest.subject).
// Whatever the subject cannot serve is an `isolation` row: the row is an error with the
// hint, never a verdict. Module origins (origin.ts) are checked under both settings.
import { channelOf, type ChannelText } from "../channel.js";
import type { Isolation } from "../../core/inputs/config.js";
import type { ExecRequest } from "../../ports/local.js";
import { harnessPath } from "../harness-path.js";
import type { RunOutcome } from "../../core/row.js";
import { refusing } from "../subject.js";
import type { TsPaths } from "../ts-paths.js";
import { outsideDetail } from "./origin.js";

export interface NodeIsolation {
  readonly kind: Isolation;
  /** Regex sources of workspace-relative paths that run in the oracle besides the test file: the sealed paths (base bytes). */
  readonly oracleFiles: readonly string[];
  /** `"< src/v.ts#Version"`: the coercions of a handle to a primitive the base's hunt recorded (journal `shapes`), which the oracle forwards. */
  readonly coerced?: readonly string[];
  /** A hunt's rows: the oracle records the classes it sees coerced (at SEEDGATE_SHAPES_OUT); a lane's never do, whatever its environment holds. */
  readonly records?: boolean;
  /** The sealed tsconfig.json's `paths` (ts-paths.ts): vitest's plugin and the subject's vite resolve them, as the project's vite config would. */
  readonly aliases?: TsPaths;
  /** Patterns of `paths` only a tsconfig file that is not sealed sets: an import they alone would resolve is an error naming the way out. */
  readonly unsealedAliases?: readonly string[];
}

export const SHARED_NODE: NodeIsolation = { kind: "shared", oracleFiles: [] };

/** A literal text as a regular expression source. */
export const regexEscape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The options of seedgate's module plugin for one test file. */
export function modulesOptions(isolation: NodeIsolation, testFile: string): { isolation: Isolation; oracleFiles: string[] } {
  const aliases = isolation.aliases !== undefined && Object.keys(isolation.aliases).length > 0 ? { aliases: isolation.aliases } : {};
  const unsealed = isolation.unsealedAliases?.length ? { unsealedAliases: isolation.unsealedAliases } : {};
  return { isolation: isolation.kind, oracleFiles: [`^${regexEscape(testFile)}$`, ...isolation.oracleFiles], ...aliases, ...unsealed };
}

/**
 * The subject's environment: the run's, less seedgate's own variables, the seed among them (issue 44 item 7: production
 * code finds none by one lookup); its root and loader under names that are not seedgate's, read and removed at its start.
 */
function subjectEnv(env: Readonly<Record<string, string>>, root: string, loader: SubjectLoader, aliases?: TsPaths): Record<string, string> {
  const kept = Object.entries(env).filter(([k]) => !k.startsWith("SEEDGATE_"));
  // Only the vite loader applies `paths`: jest's resolves them with the project's typescript (jest-subject-loader.mjs).
  const paths: Record<string, string> =
    loader === "vite" && aliases !== undefined && Object.keys(aliases).length > 0 ? { SUBJECT_ALIASES: JSON.stringify(aliases) } : {};
  return { ...Object.fromEntries(kept), SUBJECT_ROOT: root, SUBJECT_LOADER: loader, ...paths };
}

/** What a vitest worker's oracle needs to refuse a require() of production code (node-require.mjs): the plugin's own rule. */
export const viteBoot = (isolation: NodeIsolation | undefined, root: string, testFile: string): object =>
  isolation === undefined || isolation.kind === "shared" ? {} : { root, oracleFiles: modulesOptions(isolation, testFile).oracleFiles };

/** How the subject loads production modules: the project's vite (fast-check), Node's own loader (sealed-node), or CommonJS as jest's (jest). */
export type SubjectLoader = "vite" | "node" | "jest";

/** An oracle's request under `isolation`: SEEDGATE_BOOT (with the oracle's own `boot` settings) says which; `process` hands the Exec the subject to sandbox. */
export function withNodeSubject(
  req: ExecRequest,
  isolation: NodeIsolation | undefined,
  root: string,
  loader: SubjectLoader = "vite",
  boot: object = {},
): ExecRequest {
  const kind = isolation?.kind ?? "shared";
  const coerced = { ...(isolation?.coerced?.length ? { coerced: isolation.coerced } : {}), ...(isolation?.records ? { records: true } : {}) };
  const env = { ...req.env, SEEDGATE_BOOT: JSON.stringify({ ...boot, isolation: kind, ...coerced }) };
  if (kind === "shared") return { ...req, env };
  const subject = {
    command: process.execPath,
    args: [harnessPath("boundary/fast-check-subject.mjs")],
    cwd: root,
    env: subjectEnv(req.env, root, loader, isolation?.aliases),
  };
  return { ...req, env, subject };
}

/** A channel line that is no row, a module from outside the workspace, or an operation the subject could not serve: an error, whatever the test said. */
export function checkedModules(o: RunOutcome, text: ChannelText): RunOutcome {
  const channel = channelOf(text);
  if (channel.error !== undefined) return { ...o, outcome: "error", detail: channel.error };
  const outside = outsideDetail(channel);
  if (outside !== undefined) return { ...o, outcome: "error", detail: outside };
  return refusing(o, channel);
}
