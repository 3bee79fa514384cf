// The lane's claim stage: the settled rows as the results file the judge reads (one
// type for both ends, core/judge/claims.ts), and the lane's own verdict on them.
import { warning, type Finding } from "../../core/findings.js";
import type { LaneClaim } from "../../core/judge/claims.js";
import type { LaneName, Shard } from "../../core/plan/lane-plan.js";
import type { ClaimedRow } from "../../core/row.js";
import type { RowResult } from "../../runners/engine.js";
import { relativeOrigins } from "../../runners/hypothesis/origin.js";
import { inProcess } from "../../runners/isolation-label.js";
import { VERSION } from "../../version.js";
import { spoiled } from "./oracle.js";
import type { LaneState } from "./run.js";

export interface ClaimSettings {
  readonly lane: LaneName;
  readonly shard: Shard;
  readonly runId: string;
}

/** What the run found besides its rows: the environment it probed, the workspace root, whether the oracle's copy changed. */
export interface RunEvidence {
  readonly environment: Readonly<Record<string, string>>;
  readonly root: string;
  /** Files of the sealed oracle copy that changed while the rows ran (OracleCopy.verify). */
  readonly changed: readonly string[];
}

export function laneClaim(s: ClaimSettings, st: LaneState, rows: readonly RowResult[], run: RunEvidence): LaneClaim {
  return {
    schema: 1,
    lane: s.lane,
    shard: `${s.shard.index}/${s.shard.total}`,
    base: st.base,
    head: st.head,
    runId: s.runId,
    seedgateVersion: VERSION,
    environment: run.environment,
    sandbox: st.box.kind ?? "unavailable",
    inProcess: inProcess(st.config, st.plan, st.byId),
    rows: settled(rows, run.changed).map((r) => claimedRow(r, run.root)),
  };
}

/** Each row's detail says why it was not rerun; every row is an error if the oracle's copy changed under it. */
const settled = (rows: readonly RowResult[], changed: readonly string[]) =>
  spoiled(
    rows.map((r) => ({ ...r, detail: r.notRerun === undefined ? r.attempts[0]!.detail : `${r.attempts[0]!.detail.slice(0, 1900)} (${r.notRerun})` })),
    changed,
  );

function claimedRow(r: RowResult & { readonly detail: string }, root: string): ClaimedRow {
  const last = r.attempts[0]!;
  return {
    property: r.row.property,
    kind: r.row.kind,
    key: r.row.key,
    outcome: r.outcome,
    durationMs: Math.round(r.attempts.reduce((n, a) => n + a.durationMs, 0)),
    exitCode: last.exitCode,
    attempts: r.attempts.length,
    detail: r.detail.slice(0, 2000),
    // A passing row's output is noise: leaving it out keeps a 100,000-row claim far below the judge's size cap.
    tail: r.outcome === "pass" ? "" : last.tail.slice(-8192),
    ...(last.location ? { location: last.location } : {}),
    ...(last.origins ? { origins: relativeOrigins(last.origins, root) } : {}),
  };
}

const VOTES_RED = new Set(["fail", "timeout", "error", "flaky"]);

/** Red when the base's model has an error or any row failed, timed out, erred or flaked: the judge will block on either. */
export const laneVerdict = (findings: readonly Finding[], claim: LaneClaim): "success" | "failure" =>
  findings.some((f) => f.severity === "error") || claim.rows.some((r) => VOTES_RED.has(r.outcome)) ? "failure" : "success";

/** Shown, never voting: the daemons were killed before the claim was written, so its rows are the lane's own. */
export function survivorsFinding(killed: number): Finding {
  return warning(
    "lane.survivors-killed",
    `the code under test left ${killed} process(es) running outside the lane's process group (a daemon); seedgate killed them before writing the results`,
    {
      hint: "production code or its tests should not leave processes behind; a daemon that also drops seedgate's sweep marker from its environment is not found (docs/security.md)",
    },
  );
}
