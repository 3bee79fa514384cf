import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  secretIndex
} from "./chunk-JIJZXNK4.js";
import {
  laneReproduce,
  rowIsolation,
  ruleFor
} from "./chunk-P6U5UL5V.js";
import {
  error,
  notice
} from "./chunk-RGSGG2WK.js";

// src/core/judge/decision-tables-data.ts
var RUNS = ["pass", "fail", "mixed", "timeout", "skipped", "error"];
var FREEZE = ["active", "none"];
var JOURNAL_TABLE = {
  name: "journal (seed 000)",
  columns: ["lane", "hunt", "run", "freeze"],
  domain: [
    { lane: ["replay"], hunt: ["hit", "miss", "proposer-saw"], run: RUNS, freeze: FREEZE },
    { lane: ["holdout"], hunt: ["unused", "proposer-saw"], run: RUNS, freeze: FREEZE }
  ],
  rows: [
    // A consistent failure is not a flake: a freeze never excuses it.
    {
      name: "replay | hit | fail | no",
      origin: "seed",
      when: { lane: ["replay"], hunt: ["hit"], run: ["fail"] },
      action: "block merge (regression)",
      vote: "block"
    },
    { name: "replay | hit | pass | no", origin: "seed", when: { lane: ["replay"], hunt: ["hit"], run: ["pass"] }, action: "allow this lane", vote: "allow" },
    {
      name: "replay | hit | mixed / timeout | yes",
      origin: "seed",
      when: { lane: ["replay"], hunt: ["hit"], run: ["mixed", "timeout", "skipped"], freeze: ["active"] },
      action: "freeze those seeds only; keep fixtures",
      vote: "report"
    },
    {
      name: "replay | hit | mixed / timeout | yes, but no unexpired freeze names the seed",
      origin: "seedgate",
      when: { lane: ["replay"], hunt: ["hit"], run: ["mixed", "timeout", "skipped"], freeze: ["none"] },
      action: "block merge: a flake votes until a freeze names it; reruns classify, they never pass",
      vote: "block"
    },
    {
      name: "either | hit or unused seeds | error",
      origin: "seedgate",
      when: { hunt: ["hit", "unused"], run: ["error"] },
      action: "block merge: a run that reached no verdict is no evidence",
      vote: "block"
    },
    { name: "replay | miss | n/a | n/a", origin: "seed", when: { lane: ["replay"], hunt: ["miss"] }, action: "refuse lock; refuse freeze", vote: "block" },
    {
      name: "holdout | unused seeds | fail | no",
      origin: "seed",
      when: { lane: ["holdout"], hunt: ["unused"], run: ["fail"] },
      action: "block merge (invariant still live)",
      vote: "block"
    },
    {
      name: "holdout | unused seeds | pass | no",
      origin: "seed",
      when: { lane: ["holdout"], hunt: ["unused"], run: ["pass"] },
      action: "allow this lane",
      vote: "allow"
    },
    // There is no holdout freeze: a flaky, timed-out or skipped holdout blocks whatever `freeze` says.
    {
      name: "holdout | unused seeds | timeout | yes",
      origin: "seed",
      when: { lane: ["holdout"], hunt: ["unused"], run: ["timeout", "mixed", "skipped"] },
      action: "fail gate or drop property",
      vote: "block"
    },
    {
      name: "either | proposer saw seed | any | n/a",
      origin: "seed",
      when: { hunt: ["proposer-saw"] },
      action: "move seed to replay; do not call it holdout",
      vote: "block"
    }
  ]
};
var LEDGER_TABLE = {
  name: "ledger (seed 002)",
  columns: ["step", "parent", "onlyNewCheck", "mutant", "restore", "fixture", "patch", "required"],
  domain: [
    { step: ["parent"], parent: ["fails-on-seed", "never-fails"], onlyNewCheck: ["yes", "no"] },
    { step: ["calibrate"], mutant: ["fails", "passes"], restore: ["passes", "fails"] },
    { step: ["replay"], fixture: ["unchanged", "rewritten"], patch: RUNS },
    // Step 4's "Then spend the remaining budget as exploration": the holdout lane's ledger rows.
    { step: ["explore"], patch: RUNS },
    { step: ["freeze"], required: ["yes", "no"] }
  ],
  rows: [
    {
      name: "Property fails on parent with seed S",
      origin: "seed",
      when: { step: ["parent"], parent: ["fails-on-seed"] },
      action: "Promote S to fixture; locked_by=human — Continue to post-patch replay",
      vote: "continue"
    },
    {
      name: "Property never fails on parent; budget exhausted (the only new check)",
      origin: "seed",
      when: { step: ["parent"], parent: ["never-fails"], onlyNewCheck: ["yes"] },
      action: "Status unearned; keep out of required — Block if this was the only new check",
      vote: "block"
    },
    {
      name: "Property never fails on parent; budget exhausted (other checks remain)",
      origin: "seed",
      when: { step: ["parent"], parent: ["never-fails"], onlyNewCheck: ["no"] },
      action: "Status unearned; keep out of required — reported, never voting",
      vote: "report"
    },
    {
      name: "Mutant of the agent fix fails on S; restore passes",
      origin: "seed",
      when: { step: ["calibrate"], mutant: ["fails"], restore: ["passes"] },
      action: "Treat S as a calibrated pre-fix seed — Continue",
      vote: "continue"
    },
    {
      name: "Mutant of the agent fix passes on S",
      origin: "seedgate",
      when: { step: ["calibrate"], mutant: ["passes"] },
      action: "S is not calibrated; the property stays unearned",
      vote: "report"
    },
    {
      name: "Mutant of the agent fix fails on S; restore fails too",
      origin: "seedgate",
      when: { step: ["calibrate"], mutant: ["fails"], restore: ["fails"] },
      action: "S is not calibrated; the property stays unearned",
      vote: "report"
    },
    // A rerun that passes does not undo the failure: "do not let a flaky suite retry its way past replay".
    {
      name: "Post-patch still fails on S",
      origin: "seed",
      when: { step: ["replay"], fixture: ["unchanged"], patch: ["fail", "mixed"] },
      action: "Keep fixture; reject the patch — Block",
      vote: "block"
    },
    {
      name: "Post-patch run on S times out, errors or is skipped",
      origin: "seedgate",
      when: { step: ["replay"], fixture: ["unchanged"], patch: ["timeout", "error", "skipped"] },
      action: "Keep fixture; no evidence of a pass — Block",
      vote: "block"
    },
    {
      name: "Post-patch passes S; hash unchanged",
      origin: "seed",
      when: { step: ["replay"], fixture: ["unchanged"], patch: ["pass"] },
      action: "Log exploration seeds only — This property may vote",
      vote: "allow"
    },
    {
      name: "Exploration seed passes",
      origin: "seed",
      when: { step: ["explore"], patch: ["pass"] },
      action: "Log exploration seeds only — This property may vote",
      vote: "allow"
    },
    // Step 4: "Exploration failures become new fixtures or new freezes. They do not silently retry."
    {
      name: "Exploration seed fails",
      origin: "seed",
      when: { step: ["explore"], patch: ["fail", "mixed"] },
      action: "New fixture or new freeze; never a silent retry — Block",
      vote: "block"
    },
    {
      name: "Exploration run times out, errors or is skipped",
      origin: "seedgate",
      when: { step: ["explore"], patch: ["timeout", "error", "skipped"] },
      action: "No evidence of a pass — Block",
      vote: "block"
    },
    {
      name: "Failure only when time or network is unseeded",
      origin: "seed",
      when: { step: ["freeze"], required: ["no"] },
      action: "Freeze; cannot_gate=true — No required vote",
      vote: "report"
    },
    {
      name: "Failure only when time or network is unseeded, but the freeze is required",
      origin: "seedgate",
      when: { step: ["freeze"], required: ["yes"] },
      action: "a frozen test listed as required fails closed",
      vote: "block"
    },
    {
      name: "Agent rewrites fixture bytes",
      origin: "seed",
      when: { step: ["replay"], fixture: ["rewritten"] },
      action: "Hash mismatch — Block",
      vote: "block"
    }
  ]
};
var SIGNALS = [
  "sealed-path-in-diff",
  "manifest-mismatch",
  "pinned-seed-failure",
  "pinned-seed-holds",
  "example-test-result",
  "fixture-bytes-changed",
  "example-golden-rewritten",
  "quarantined-node-result",
  "catalog-thaw-without-manifest"
];
var EXECUTOR_TABLE = {
  name: "executors (seed 003)",
  columns: ["signal"],
  domain: [{ signal: SIGNALS }],
  rows: [
    { name: ".sealed/ path in the diff", origin: "seed", when: { signal: ["sealed-path-in-diff"] }, action: "write-set grep — fail closed", vote: "block" },
    { name: "MANIFEST.sha256 mismatch", origin: "seed", when: { signal: ["manifest-mismatch"] }, action: "sealed hash — fail closed", vote: "block" },
    { name: "property failure on a pinned seed", origin: "seed", when: { signal: ["pinned-seed-failure"] }, action: "executor 2 — fail closed", vote: "block" },
    {
      name: "property holds on a pinned seed",
      origin: "seedgate",
      when: { signal: ["pinned-seed-holds"] },
      action: "executor 2 — the merge bit may be on",
      vote: "allow"
    },
    { name: "example test fail or new pass", origin: "seed", when: { signal: ["example-test-result"] }, action: "executor 1 — record only", vote: "report" },
    {
      name: "fixture bytes the oracle reads changed",
      origin: "seed",
      when: { signal: ["fixture-bytes-changed"] },
      action: "fixture manifest — fail closed",
      vote: "block"
    },
    {
      name: "example golden rewritten in the patch",
      origin: "seed",
      when: { signal: ["example-golden-rewritten"] },
      action: "executor 1 — record only",
      vote: "report"
    },
    {
      name: "quarantined node fail or pass",
      origin: "seed",
      when: { signal: ["quarantined-node-result"] },
      action: "executor 3 — record only",
      vote: "report"
    },
    {
      name: "catalog thaw without manifest update",
      origin: "seed",
      when: { signal: ["catalog-thaw-without-manifest"] },
      action: "sealed hash — fail closed",
      vote: "block"
    }
  ]
};

// src/core/judge/decision-tables.ts
var rowMatches = (row, input) => Object.entries(row.when).every(([col, values]) => Object.hasOwn(input, col) && values.includes(input[col]));
var inDomain = (table, input) => table.domain.some((product) => {
  const cols = Object.keys(product);
  return cols.length === Object.keys(input).length && cols.every((c) => Object.hasOwn(input, c) && product[c].includes(input[c]));
});
function decide(table, input) {
  if (!inDomain(table, input)) return { ok: false, reason: "outside-domain", rows: [] };
  const rows = table.rows.filter((r) => rowMatches(r, input));
  if (rows.length === 1) return { ok: true, row: rows[0] };
  return { ok: false, reason: rows.length === 0 ? "no-row" : "ambiguous", rows };
}
function judgeRow(property, row, outcome) {
  const target = tableInput(property, row, runOf(outcome));
  if (target === null) return { vote: "block", table: "none", rule: null, action: null };
  const [table, input] = target;
  const d = decide(table, input);
  return d.ok ? { vote: d.row.vote, table: table.name, rule: d.row.name, action: d.row.action } : { vote: "block", table: table.name, rule: null, action: null };
}
var runOf = (outcome) => outcome === "flaky" ? "mixed" : outcome === "frozen" ? "skipped" : outcome;
function tableInput(p, row, run) {
  if (p.id !== row.property) return null;
  if (p.format === "journal" && row.kind === "seed") {
    const input = { lane: row.lane, hunt: row.lane === "replay" ? "hit" : "unused", run, freeze: row.frozen ? "active" : "none" };
    return [JOURNAL_TABLE, input];
  }
  if (p.format === "journal" && row.kind === "fixture" && row.lane === "replay") {
    return [JOURNAL_TABLE, { lane: "replay", hunt: "hit", run, freeze: "none" }];
  }
  if (p.format === "ledger" && row.lane === "replay" && (row.kind === "seed" || row.kind === "fixture")) {
    return [LEDGER_TABLE, { step: "replay", fixture: "unchanged", patch: run }];
  }
  if (p.format === "ledger" && row.lane === "holdout" && row.kind === "seed") return [LEDGER_TABLE, { step: "explore", patch: run }];
  if (p.format === "sealed" && row.lane === "replay" && row.kind === "case") {
    return [EXECUTOR_TABLE, { signal: run === "pass" ? "pinned-seed-holds" : "pinned-seed-failure" }];
  }
  return null;
}

// src/core/judge/environment-drift.ts
var PORTABILITY = ["runtime", "property_library"];
var REHUNT_WORKFLOW = "the re-hunt workflow (examples/workflows/rehunt.yml)";
var environmentFamily = (value) => value.split(" ")[0];
function laneValue(lane, key, recorded) {
  return [lane[key], lane[`${key}/${environmentFamily(recorded)}`]].find((v) => v !== void 0 && environmentFamily(v) === environmentFamily(recorded));
}
function environmentDrift(p, lane) {
  const recorded = p.environment;
  if (recorded === void 0) return null;
  let pending = true;
  const changes = PORTABILITY.flatMap((k) => {
    const was = recorded[k];
    const now = was === void 0 ? void 0 : laneValue(lane, k, was);
    if (was === void 0 || now === void 0 || was === now) return [];
    if (p.rehuntPending?.[k] !== now) pending = false;
    return [`${k} ${was} → ${now}`];
  });
  return changes.length === 0 ? null : { changes, pending };
}
function staleness(p, lane) {
  const d = environmentDrift(p, lane);
  return d !== null && d.pending ? d.changes.join(", ") : null;
}

// src/core/judge/unearned-vote.ts
function onlyUnearnedFindings(reports) {
  const added = reports.flatMap((r) => r.properties.filter((p) => p.source === "pr-test"));
  if (added.length === 0 || !added.every((p) => p.label === "unearned")) return [];
  const d = decide(LEDGER_TABLE, { step: "parent", parent: "never-fails", onlyNewCheck: "yes" });
  if (d.ok && d.row.vote !== "block") return [];
  const ids = added.map((p) => p.id).join(", ");
  const why = d.ok ? d.row.action : "no decision-table row decides this; fail closed";
  return [
    error("earned.only-unearned", `the pull request's only new property checks are unearned (none fails on the parent): ${ids} — ${why}`, {
      file: added[0].file,
      hint: "add a property that fails on the parent (the pre-fix tree) and passes on the head, or say why in review"
    })
  ];
}

// src/core/judge/judge.ts
function judge(e) {
  const decisions = /* @__PURE__ */ new Map();
  const votes = e.claims.matched.map((m) => ({ m, judgement: decide1(e.properties.get(m.planned.property), m, decisions) }));
  const shown = (vote) => votes.filter((v) => v.judgement.vote === vote).map((v) => withSource(v.m, v.judgement, e.properties.get(v.m.planned.property)));
  const blocking = shown("block");
  const reported = shown("report");
  const all = [
    ...sealFindings(e),
    ...e.model,
    ...e.intake,
    ...e.claims.findings,
    ...environmentFindings(e),
    ...onlyUnearnedFindings(e.nonVoting.filter((r) => r.kind === "earned")),
    ...blocking.map(rowFinding),
    ...reported.map(reportFinding)
  ];
  const reasons = all.filter((f) => f.severity === "error");
  return {
    verdict: reasons.length > 0 ? "failure" : "success",
    reasons,
    notes: all.filter((f) => f.severity !== "error"),
    lanes: ["replay", "holdout"].map((lane) => tally(lane, e.claims.expected[lane], votes)),
    blocking,
    reported,
    nonVoting: e.nonVoting
  };
}
var decide1 = (p, m, decisions) => p ? staleSeed(p, m, decided(p, m, decisions)) : { vote: "block", table: "none", rule: null, action: null };
var withSource = (m, judgement, p) => ({
  ...m,
  judgement,
  source: p ? sourceOf(p, m.planned) : void 0,
  selector: p?.selector
});
function staleSeed(p, m, d) {
  if (d.vote !== "block" || m.planned.lane !== "replay" || m.planned.kind !== "seed" || m.claimed.outcome === "error") return d;
  const why = staleness(p, m.environment);
  return why === null ? d : {
    vote: "report",
    table: d.table,
    rule: "stale: re-hunt",
    action: `stale: re-hunt pending on main (${why}); run ${REHUNT_WORKFLOW}; fixtures and holdouts keep voting`
  };
}
function environmentFindings(e) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const m of e.claims.matched) {
    const key = JSON.stringify([m.planned.property, m.file]);
    if (seen.has(key)) continue;
    seen.add(key);
    const p = e.properties.get(m.planned.property);
    const d = p === void 0 ? null : environmentDrift(p, m.environment);
    if (p === void 0 || d === null || d.pending) continue;
    const shown = JSON.stringify([p.id, d.changes]);
    if (seen.has(shown)) continue;
    seen.add(shown);
    out.push(
      error("environment.changed", `${p.id}: property library changed: re-hunt before merging (${d.changes.join(", ")}; the base records no pending re-hunt)`, {
        file: p.source.file,
        hint: `if main itself moved, record \`rehunt_pending\` in the journal on main (a sealed-only pull request) and run ${REHUNT_WORKFLOW} on this branch; otherwise revert the bump`
      })
    );
  }
  return out;
}
function decided(p, m, decisions) {
  const key = `${p.format} ${m.planned.lane} ${m.planned.kind} ${m.planned.frozen} ${m.claimed.outcome}`;
  let d = decisions.get(key);
  if (d === void 0) decisions.set(key, d = judgeRow(p, m.planned, m.claimed.outcome));
  return d;
}
function sealFindings(e) {
  const hits = e.seal.findings.filter((f) => f.code === "seal.sealed-path");
  const rest = e.seal.findings.filter((f) => f.code !== "seal.sealed-path");
  if (hits.length === 0) return rest;
  if (e.approval?.approved) {
    const by = `approved by ${e.approval.by} (sealed owner ${e.approval.as}) on the head commit`;
    return [...rest, ...hits.map((h) => notice("seal.approved", `${h.message} — ${by}`, at(h)))];
  }
  const why = !e.seal.sealedOnly ? "the pull request changes sealed paths together with other files; split the sealed change into its own pull request" : e.approval?.reason ?? "no approval information (run the gate with a GitHub token on the pull request)";
  return [
    ...rest,
    ...hits,
    error("seal.approval", `sealed paths changed without a qualifying approval: ${why}`, {
      hint: "a sealed-only pull request needs an approving review on its head commit from a sealed owner who is not its author and not a bot; re-run on pull_request_review"
    })
  ];
}
var at = (f) => ({
  ...f.file === void 0 ? {} : { file: f.file },
  ...f.line === void 0 ? {} : { line: f.line },
  ...f.hint === void 0 ? {} : { hint: f.hint }
});
function sourceOf(p, row) {
  if (row.kind === "fixture") return p.fixtures.find((f) => f.path === row.key)?.source ?? p.source;
  if (row.kind === "case") return p.cases.find((c) => c.id === row.key)?.source ?? p.source;
  if (row.lane === "holdout" && secretIndex(row.key) !== void 0) return p.secretHoldout?.source ?? p.source;
  const seeds = row.lane === "replay" ? p.replay : p.holdout;
  return seeds.find((s) => String(s.seed) === row.key)?.source ?? p.source;
}
var rowLabel = (r) => `${r.planned.lane} ${r.planned.kind} ${r.planned.key} of ${r.planned.property}`;
function rowFinding(r) {
  const why = r.judgement.action ?? "no decision-table row decides this outcome; fail closed";
  const first = r.claimed.detail.split("\n")[0] ?? "";
  return error(`lane.${r.planned.lane}.${r.claimed.outcome}`, `${rowLabel(r)}: ${r.claimed.outcome} — ${why}${first ? ` (${first})` : ""}`, {
    ...r.source ? { file: r.source.file, pointer: r.source.pointer, ...r.source.line === void 0 ? {} : { line: r.source.line } } : {},
    hint: `reproduce: ${laneReproduce("BASE", r.planned)}`
  });
}
function reportFinding(r) {
  return notice(
    `lane.${r.planned.lane}.reported`,
    `${rowLabel(r)}: ${r.claimed.outcome}, reported without a vote (${r.judgement.action ?? r.judgement.rule ?? "report"})`,
    {
      ...r.source ? { file: r.source.file, ...r.source.line === void 0 ? {} : { line: r.source.line } } : {}
    }
  );
}
var OUTCOMES = ["pass", "fail", "timeout", "error", "flaky", "frozen"];
function tally(lane, expected, votes) {
  const counts = Object.fromEntries(OUTCOMES.map((o) => [o, 0]));
  let rows = 0;
  let blocking = 0;
  for (const v of votes) {
    if (v.m.planned.lane !== lane) continue;
    rows++;
    counts[v.m.claimed.outcome]++;
    if (v.judgement.vote === "block") blocking++;
  }
  return { lane, votes: true, expected, rows, counts, blocking };
}

// src/runners/isolation-label.ts
function inProcess(config, plan, byId) {
  const ids = /* @__PURE__ */ new Set();
  for (const row of plan) {
    const property = byId.get(row.property);
    if (property !== void 0 && rowIsolation(config, ruleFor(config, property.selector)) === "shared") ids.add(property.id);
  }
  return [...ids].sort();
}

export {
  inProcess,
  environmentFamily,
  judge
};
