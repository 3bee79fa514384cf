// `isolation: process` for the jest preset (issue 44 item 6), as for the fast-check
// preset's vitest rows (fast-check/isolation.ts): jest, fast-check, @fast-check/jest and
// the sealed test run in the oracle (jest's processes, outside the sandbox); every
// production module the test requires resolves, through seedgate's jest resolver
// (src/harness/boundary/jest-resolver.cjs), to a proxy file whose exports a subject Node
// process answers (fast-check-subject.mjs, with Node's own loader), started in the lane's
// sandbox. So a production module that patches fast-check patches the subject's copy,
// never the one deciding the row. What the subject cannot serve is an `isolation` row
// (evidence/jest-isolation.cjs, jest-reporter.cjs): an error with the hint, never a verdict.
import type { ExecRequest, ExecResult } from "../../ports/local.js";
import type { Scratch } from "../../ports/scratch.js";
import type { RunOutcome } from "../../core/row.js";
import { modulesOptions, SHARED_NODE, withNodeSubject, type NodeIsolation } from "../fast-check/isolation.js";
import { harnessPath } from "../harness-path.js";
import { refusing } from "../subject.js";

/** How one jest run places production code: its config's additions, its env's, its request, and its verdict's last check. */
export interface JestPlacement {
  readonly config: (config: object) => object;
  readonly env: Record<string, string>;
  readonly request: (req: ExecRequest) => ExecRequest;
  readonly judged: (o: RunOutcome, r: ExecResult) => RunOutcome;
}

const SHARED_PLACEMENT: JestPlacement = {
  config: (config) => config,
  env: {},
  request: (req) => req,
  judged: (o) => o,
};

/** A jest run of `testFile` under `isolation` (shared when absent: a hunt, a run of one's own). */
export function jestPlacement(isolation: NodeIsolation | undefined, root: string, testFile: string, owned: Scratch): JestPlacement {
  if ((isolation ?? SHARED_NODE).kind === "shared") return SHARED_PLACEMENT;
  const production = { root, proxies: owned.path("proxies"), oracle: modulesOptions(isolation!, testFile).oracleFiles };
  const events = owned.path("isolation.jsonl");
  return {
    config: (config) => {
      const setup = (config as { setupFilesAfterEnv?: string[] }).setupFilesAfterEnv ?? [];
      return { ...config, resolver: harnessPath("boundary/jest-resolver.cjs"), setupFilesAfterEnv: [harnessPath("evidence/jest-isolation.cjs"), ...setup] };
    },
    env: { SEEDGATE_JEST_PRODUCTION: JSON.stringify(production), SEEDGATE_JEST_ISOLATION: events },
    request: (req) => withNodeSubject(req, isolation, root, "jest"),
    judged: (o, r) => refusing(o, r.channel),
  };
}
