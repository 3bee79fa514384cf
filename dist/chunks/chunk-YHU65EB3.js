import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  earnedMarkdown
} from "./chunk-I772I6FA.js";
import {
  parseNonVoting
} from "./chunk-IHZRUG2B.js";
import {
  seal
} from "./chunk-F2INEAIE.js";
import {
  judge
} from "./chunk-BRFXK54O.js";
import {
  planLane,
  shardSlice
} from "./chunk-5GH6IFWC.js";
import {
  code,
  escapeCell,
  fenced,
  inline,
  plain,
  short
} from "./chunk-RCS2DSJP.js";
import {
  loadModel
} from "./chunk-IUQWBCJG.js";
import {
  loadConfig
} from "./chunk-X5FIIKIQ.js";
import {
  gitTreeReader,
  validatorFor
} from "./chunk-VKWXBSMI.js";
import {
  error,
  notice
} from "./chunk-RGSGG2WK.js";

// src/core/approval.ts
function parseOwner(text) {
  const t = text.replace(/^@/, "");
  const slash = t.indexOf("/");
  return slash === -1 ? { kind: "user", login: t } : { kind: "team", org: t.slice(0, slash), slug: t.slice(slash + 1) };
}
var isBot = (r) => r.authorIsBot || /\[bot\]$/i.test(r.authorLogin);
var same = (a, b) => a.toLowerCase() === b.toLowerCase();
function approversOnHead(reviews, author, headSha) {
  const latest = /* @__PURE__ */ new Map();
  for (const r of reviews) {
    if (r.state === "COMMENTED" || r.state === "PENDING") continue;
    latest.set(r.authorLogin.toLowerCase(), r);
  }
  return [...latest.values()].filter((r) => r.state === "APPROVED" && r.commitId === headSha && !isBot(r) && !same(r.authorLogin, author)).map((r) => r.authorLogin);
}
async function decideApproval(reviews, pr, owners, isMember) {
  if (owners.length === 0) return { approved: false, reason: "no sealed owners are configured (owners: in .github/seedgate.yml)" };
  const candidates = approversOnHead(reviews, pr.author, pr.headSha);
  for (const login of candidates) {
    for (const owner of owners) {
      if (owner.kind === "user" && same(owner.login, login)) return { approved: true, by: login, as: owner.login };
      if (owner.kind === "team" && await isMember(owner, login)) return { approved: true, by: login, as: `${owner.org}/${owner.slug}` };
    }
  }
  const stale = reviews.some((r) => r.state === "APPROVED" && r.commitId !== pr.headSha);
  return {
    approved: false,
    reason: candidates.length > 0 ? `approved by ${candidates.join(", ")}, none of whom is a sealed owner` : stale ? "the only approvals are on an older commit; a push after approval needs a fresh review" : "no approving review on the head commit from a sealed owner who is not the author and not a bot"
  };
}

// src/core/lane-plan.ts
var rowId = (r) => `${r.property}:${r.kind}:${r.key}`;

// src/core/claims.ts
var LANES = ["replay", "holdout"];
var EXAMPLES = 5;
function checkClaims(exp, files) {
  const findings = [];
  const byCell = /* @__PURE__ */ new Map();
  for (const f of files) {
    const problem = bindingProblem(exp, f);
    if (problem !== null) {
      findings.push(error(problem.code, `${f.file}: ${problem.message}`, { hint: problem.hint }));
      continue;
    }
    const cell = `${f.claim.lane} ${f.claim.shard}`;
    const first = byCell.get(cell);
    if (first) findings.push(error("claims.duplicate-shard", `${f.file}: ${f.claim.lane} shard ${f.claim.shard} is claimed twice (also by ${first.file})`, { hint: "each lane × shard uploads exactly one results file" }));
    else byCell.set(cell, f);
  }
  const matched = [];
  for (const lane of LANES) {
    for (let index = 1; index <= exp.shards; index++) {
      const shard = `${index}/${exp.shards}`;
      const expected = shardSlice(exp.plans[lane], { index, total: exp.shards });
      const f = byCell.get(`${lane} ${shard}`);
      if (f === void 0) {
        findings.push(error("claims.missing-shard", `no results for the ${lane} lane, shard ${shard} (${expected.length} expected rows)`, { hint: "the lane job did not finish or did not upload its results: a cancelled or skipped lane never passes" }));
        continue;
      }
      const r = matchRows(expected, f);
      matched.push(...r.matched);
      findings.push(...r.findings);
    }
  }
  return { expected: { replay: exp.plans.replay.length, holdout: exp.plans.holdout.length }, matched, findings };
}
function bindingProblem(exp, f) {
  const { claim } = f;
  if (claim.base !== exp.base) return { code: "claims.wrong-base", message: `results are for base ${claim.base.slice(0, 12)}, not ${exp.base.slice(0, 12)}`, hint: "results from another run or another pull request never count" };
  if (claim.head !== exp.head) return { code: "claims.wrong-head", message: `results are for head ${claim.head.slice(0, 12)}, not the pull request's head ${exp.head.slice(0, 12)}`, hint: "a push after the lanes ran needs new lane runs" };
  const total = Number(claim.shard.split("/")[1]);
  const index = Number(claim.shard.split("/")[0]);
  if (total !== exp.shards || index > total) return { code: "claims.wrong-shards", message: `shard ${claim.shard} does not fit the plan of ${exp.shards} shard(s)`, hint: "use the matrix from `seedgate plan` (runners.shards in the base config)" };
  return null;
}
function matchRows(expected, f) {
  const want = new Map(expected.map((r) => [keyOf(r), r]));
  const seen = /* @__PURE__ */ new Set();
  const matched = [];
  const duplicated = [];
  const unexpected = [];
  const unsafe = [];
  for (const claimed of f.claim.rows) {
    const id = rowId(claimed);
    const key = keyOf(claimed);
    const planned = want.get(key);
    if (planned === void 0) unexpected.push(id);
    else if (seen.has(key)) duplicated.push(id);
    else {
      seen.add(key);
      const safe = claimed.location === void 0 || isSafePath(claimed.location.file);
      if (!safe) unsafe.push(id);
      matched.push({ planned, claimed: safe ? claimed : withoutLocation(claimed), file: f.file, environment: f.claim.environment });
    }
  }
  const missing = expected.filter((r) => !seen.has(keyOf(r))).map(rowId);
  const where = `${f.claim.lane} shard ${f.claim.shard}`;
  const findings = [
    listFinding("claims.missing-row", `${where} does not report`, missing, f.file, "every expected row is reported exactly once; a lane that stops early never passes"),
    listFinding("claims.duplicate-row", `${where} reports more than once`, duplicated, f.file, "a row reported twice is a poisoned claim"),
    listFinding("claims.unexpected-row", `${where} reports rows the base commit does not plan`, unexpected, f.file, "a lane reports the base commit's plan, nothing else"),
    listFinding("claims.unsafe-location", `${where} points outside the repository for`, unsafe, f.file, "locations are repository-relative paths without ..")
  ].filter((x) => x !== null);
  return { matched, findings };
}
function listFinding(code2, what, ids, file, hint) {
  if (ids.length === 0) return null;
  const shown = ids.slice(0, EXAMPLES).map((id) => JSON.stringify(id)).join(", ");
  const more = ids.length > EXAMPLES ? ` and ${ids.length - EXAMPLES} more` : "";
  return error(code2, `${file}: ${what} ${ids.length} row(s): ${shown}${more}`, { hint });
}
var keyOf = (r) => JSON.stringify([r.property, r.kind, r.key]);
var isSafePath = (p) => p.length > 0 && !p.startsWith("/") && !p.includes("\\") && !/[\u0000-\u001f\u007f]/.test(p) && !p.split("/").some((s) => s === ".." || s === "");
function withoutLocation(row) {
  const { location: _dropped, ...rest } = row;
  return rest;
}

// src/commands/results-load.ts
import { lstat, readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
var RESULTS_LIMITS = {
  /** A 1,000-property × 100-seed lane is about 20 MB with tails on failing rows only. */
  fileBytes: 32 * 1024 * 1024,
  files: 1e3,
  depth: 6,
  /** Schema complaints listed per file; the rest are counted. */
  schemaErrors: 10
};
var LANE_SCHEMA = "https://seedgate.dev/schemas/lane-results.schema.json";
async function loadResults(dir) {
  const none = { lanes: [], nonVoting: [] };
  const out = { lanes: [], nonVoting: [], findings: [] };
  try {
    if (!(await lstat(dir)).isDirectory()) return { ...none, findings: [error("results.not-a-directory", `${JSON.stringify(dir)} is not a directory`, { hint: "pass the directory the lane artifacts were downloaded into" })] };
  } catch {
    return { ...none, findings: [error("results.missing", `the results directory ${JSON.stringify(dir)} does not exist`, { hint: "download the lane artifacts (actions/download-artifact) before the gate runs" })] };
  }
  const files = await walk(dir, dir, 0, out.findings);
  for (const path of files.slice(0, RESULTS_LIMITS.files)) await readOne(dir, path, out);
  if (files.length > RESULTS_LIMITS.files) out.findings.push(error("results.too-many-files", `${files.length} files in the results directory (limit ${RESULTS_LIMITS.files}); the rest were not read`));
  return out;
}
async function walk(root, dir, depth, findings) {
  const name = (p) => JSON.stringify(relative(root, p));
  if (depth > RESULTS_LIMITS.depth) {
    findings.push(error("results.too-deep", `${name(dir)} is nested deeper than ${RESULTS_LIMITS.depth} directories`));
    return [];
  }
  const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name < b.name ? -1 : 1);
  const files = [];
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isSymbolicLink()) findings.push(error("results.symlink", `${name(path)} is a symbolic link; results are plain files`, { hint: "a link could point the judge at a file the lane did not write" }));
    else if (e.isDirectory()) files.push(...await walk(root, path, depth + 1, findings));
    else if (!e.isFile()) findings.push(error("results.not-a-file", `${name(path)} is not a regular file`));
    else if (!e.name.endsWith(".json")) findings.push(error("results.unexpected-file", `${name(path)} is not a seedgate results file (*.json)`, { hint: "the results directory holds only lane, telemetry, quarantine and earned-check results" }));
    else files.push(path);
  }
  return files;
}
async function readOne(root, path, out) {
  const file = relative(root, path);
  const shown = JSON.stringify(file);
  const size = (await lstat(path)).size;
  if (size > RESULTS_LIMITS.fileBytes) {
    out.findings.push(error("results.too-large", `${shown} is ${size} bytes (limit ${RESULTS_LIMITS.fileBytes}); not read`, { hint: "a lane result that large is a poisoned or runaway artifact" }));
    return;
  }
  const text = await readFile(path, "utf8");
  let value;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    out.findings.push(error("results.malformed", `${shown}: malformed JSON (${cause.message.slice(0, 200)})`, { hint: "a results file the judge cannot read counts as missing rows" }));
    return;
  }
  const kind = typeof value === "object" && value !== null && !Array.isArray(value) ? value : null;
  if (kind !== null && "lane" in kind) return laneClaim(file, value, out);
  if (kind !== null && (kind.kind === "telemetry" || kind.kind === "quarantine" || kind.kind === "earned")) {
    const parsed = parseNonVoting(text, file);
    if (parsed.ok) out.nonVoting.push({ file, results: parsed.value });
    else out.findings.push(...parsed.findings.map((f) => stripFile({ ...f, message: `${shown}: ${f.message}` })));
    return;
  }
  out.findings.push(error("results.unknown", `${shown} is neither a lane, telemetry, quarantine nor earned-check result`, { hint: "see schemas/lane-results.schema.json" }));
}
function laneClaim(file, value, out) {
  const validate = validatorFor(LANE_SCHEMA);
  if (validate(value)) {
    out.lanes.push({ file, claim: value });
    return;
  }
  const errors = validate.errors ?? [];
  const shown = errors.slice(0, RESULTS_LIMITS.schemaErrors).map((e) => `${e.instancePath || "(top level)"} ${e.message ?? e.keyword}`);
  const more = errors.length > shown.length ? ` and ${errors.length - shown.length} more` : "";
  out.findings.push(error("results.schema", `${JSON.stringify(file)} is not a valid lane result: ${shown.join("; ")}${more}`, { hint: `see ${LANE_SCHEMA}` }));
}
function stripFile(f) {
  const { file: _f, line: _l, pointer: _p, ...rest } = f;
  return rest;
}

// src/commands/gate.ts
async function gate(s, ports) {
  let loaded;
  const baseModel = async (config2, tree2) => (await (loaded ??= loadModel(config2, tree2))).model;
  const sealed = await seal({ base: s.base, head: s.head, fetch: s.fetch, ...s.configPath ? { configPath: s.configPath } : {} }, { ...ports, baseModel });
  const { base, head } = sealed;
  const tree = gitTreeReader(ports.git, base);
  const config = await loadConfig(tree, s.configPath);
  await baseModel(config, tree);
  const { model, findings: modelFindings } = await loaded;
  const now = ports.clock.now();
  const plans = { replay: planLane(model, "replay", now), holdout: planLane(model, "holdout", now) };
  const results = await loadResults(s.results);
  const claims = checkClaims({ base, head, shards: config.runners.shards, plans }, results.lanes);
  const approval = await approvalFor(sealed, config, s, ports);
  const sealFindings = approval?.approved ? await headManifests(sealed, config, ports) : sealed.findings;
  const judgement = judge({
    seal: { findings: sealFindings, sealedOnly: sealed.sealedOnly },
    approval,
    model: modelFindings,
    properties: new Map(model.properties.map((p) => [p.id, p])),
    claims,
    intake: [...results.findings, ...needsFindings(s.needs), ...staleReports(results.nonVoting, base, head), ...await deletedQuarantined(ports.git, model.quarantine, head)],
    nonVoting: results.nonVoting.filter((n) => n.results.base === base && n.results.head === head).map((n) => n.results.report)
  });
  return { command: "gate", verdict: judgement.verdict, base, head, check: config.check, seal: sealed, approval, judgement, nonVoting: results.nonVoting };
}
async function approvalFor(sealed, config, s, ports) {
  if (sealed.hits.length === 0 || !sealed.sealedOnly) return null;
  if (ports.reviews === void 0 || s.author === void 0) return { approved: false, reason: "no pull request reviews are available to this run (local runs cannot approve sealed changes)" };
  const reviews = ports.reviews;
  return decideApproval(await reviews.list(), { author: s.author, headSha: sealed.head }, config.owners.map(parseOwner), (team, login) => reviews.isMember(team, login));
}
async function headManifests(sealed, config, ports) {
  const reports = await ports.manifests(ports.git, config.manifests, sealed.head, sealed.head);
  const hits = sealed.findings.filter((f) => f.code === "seal.sealed-path");
  return [...hits, ...reports.flatMap((r) => r.findings)];
}
var staleReports = (files, base, head) => files.filter((n) => n.results.base !== base || n.results.head !== head).map((n) => notice("non-voting.other-commit", `${JSON.stringify(n.file)}: a ${n.results.kind} report for head ${n.results.head.slice(0, 12)}, not ${head.slice(0, 12)}; not shown`));
async function deletedQuarantined(git, entries, head) {
  const tree = gitTreeReader(git, head);
  const out = [];
  for (const file of [...new Set(entries.map((e) => e.file))]) {
    const present = await tree.readFile(file).then((b) => b !== null, () => false);
    if (!present) out.push(error("quarantine.test-deleted", `${file} holds a quarantined test and is gone (or no longer a regular file) at head`, { file, hint: "thaw the entry in the quarantine catalogue in a sealed-only pull request, then delete the test" }));
  }
  return out;
}
function needsFindings(needs) {
  if (needs === void 0) return [];
  return Object.entries(needs).filter(([, v]) => v.result !== "success").map(
    ([job, v]) => error("workflow.needed-job", `the needed job "${job}" finished as ${v.result ?? "unknown"}, not success`, {
      hint: "a cancelled, skipped or failed lane job never counts as a pass"
    })
  );
}

// src/report/annotations.ts
var LEVEL = {
  error: "failure",
  warning: "warning",
  notice: "notice"
};
function annotationsOf(findings) {
  return findings.flatMap((f) => {
    if (f.file === void 0 || f.file === "") return [];
    const line = f.line !== void 0 && f.line >= 1 ? f.line : 1;
    const message = f.hint === void 0 ? f.message : `${f.message}
hint: ${f.hint}`;
    return [{ path: f.file, start_line: line, end_line: line, annotation_level: LEVEL[f.severity], message, title: f.code }];
  });
}

// src/render/non-voting.ts
var MAX_LISTED = 20;
function nonVotingMarkdown(reports) {
  const telemetry = reports.filter((r) => r.kind === "telemetry");
  const quarantine = reports.filter((r) => r.kind === "quarantine");
  const earned = reports.filter((r) => r.kind === "earned");
  return [
    "### Telemetry — the patch's own tests (non-voting)",
    "",
    ...telemetry.length === 0 ? ["_No telemetry report was uploaded._", ""] : telemetry.flatMap(telemetryLines),
    "### Quarantine — known flaky tests (non-voting)",
    "",
    ...quarantine.length === 0 ? ["_No quarantine report was uploaded._", ""] : quarantine.flatMap(quarantineLines),
    ...earned.flatMap(earnedMarkdown)
  ];
}
function telemetryLines(t) {
  const counts = `${t.tests} tests: ${t.passed} passed, ${t.failed} failed, ${t.errors} errors, ${t.skipped} skipped`;
  const out = [`**${t.status}** — ${t.status === "not-configured" ? inline(t.detail) : counts}. These results never change the verdict.`, ""];
  for (const f of t.failures.slice(0, MAX_LISTED)) {
    const where = f.file === void 0 ? "" : ` (${code(`${f.file}${f.line === void 0 ? "" : `:${f.line}`}`)})`;
    out.push(`- ${code(f.name)}${where}: ${inline(f.message.split("\n")[0] ?? "")}`);
  }
  const more = Math.max(0, t.failures.length - MAX_LISTED) + t.failuresOmitted;
  if (more > 0) out.push(`- …and ${more} more failures`);
  if (t.status === "error") out.push(`- ${inline(t.detail)}`);
  return [...out, ""];
}
function quarantineLines(q) {
  if (q.catalogue !== "ok") return [`Catalogue ${q.catalogue}: ${inline(q.detail)} Nothing is quarantined.`, ""];
  if (q.entries.length === 0) return ["The catalogue is empty.", ""];
  const rows = q.entries.slice(0, MAX_LISTED).map((e) => `| ${escapeCell(code(e.nodeid))} | ${e.outcome} | ${e.stale ? "**stale**: the test file changed" : "no"} | ${inline(e.reason)} |`);
  const omitted = Math.max(0, q.entries.length - MAX_LISTED) + q.entriesOmitted;
  const more = omitted > 0 ? [`…and ${omitted} more entries.`] : [];
  return ["| node | outcome | stale | reason |", "|---|---|---|---|", ...rows, ...more, ""];
}

// src/render/gate.ts
var MAX_REASONS = 50;
var MAX_REPRO = 20;
function gateTitle(r) {
  const j = r.judgement;
  if (j.verdict === "success") {
    const rows = j.lanes.reduce((n, l) => n + l.rows, 0);
    const seal2 = r.approval?.approved ? `sealed-only change approved by ${r.approval.by}` : "seal clean";
    return `seedgate: green — ${seal2}, ${rows} voting row${rows === 1 ? "" : "s"} passed`;
  }
  return `seedgate: red — ${j.reasons.length} reason${j.reasons.length === 1 ? "" : "s"}: ${clip(plain(j.reasons[0].message), 120)}`;
}
function gateMarkdown(r) {
  const j = r.judgement;
  const out = [`## seedgate: ${j.verdict === "success" ? "✅ success" : "❌ failure"}`, "", `Base ${code(short(r.base))}, head ${code(short(r.head))}. Check run ${code(r.check.name)}.`, ""];
  if (j.reasons.length > 0) {
    out.push(`### Why it is red (${j.reasons.length})`, "");
    j.reasons.slice(0, MAX_REASONS).forEach((f, i) => out.push(`${i + 1}. ${findingMarkdown(f)}`));
    if (j.reasons.length > MAX_REASONS) out.push("", `…and ${j.reasons.length - MAX_REASONS} more reasons, each in the check run's annotations and the job log.`);
    out.push("");
  }
  out.push(...sealLines(r), "", ...laneTable(j.lanes), "");
  const repro = reproduction(r, j.blocking);
  if (repro.length > 0) out.push("### Reproduce locally", "", ...repro, "");
  const reported = j.notes.filter((n) => n.code.endsWith(".reported"));
  const approved = j.notes.filter((n) => n.code === "seal.approved");
  if (reported.length + approved.length > 0) {
    out.push("### Reported, not voted", "", ...approvedLines(r, approved), ...reported.slice(0, MAX_REASONS).map((f) => `- ${findingMarkdown(f)}`), "");
  }
  out.push(...nonVotingMarkdown(j.nonVoting));
  return out.join("\n") + "\n";
}
function approvedLines(r, approved) {
  if (approved.length === 0 || !r.approval?.approved) return [];
  const files = approved.map((f) => code(f.file ?? "?"));
  const shown = files.slice(0, 10).join(", ") + (files.length > 10 ? ` and ${files.length - 10} more` : "");
  return [`- **seal.approved** ${approved.length} sealed path${approved.length === 1 ? "" : "s"} changed in a sealed-only pull request, approved by ${inline(r.approval.by)} (sealed owner ${inline(r.approval.as)}) on the head commit: ${shown}`];
}
function sealLines(r) {
  const s = r.seal;
  const hits = s.hits.length === 0 ? "no sealed path touched" : `${s.hits.length} sealed path${s.hits.length === 1 ? "" : "s"} touched${s.sealedOnly ? " (sealed-only)" : ""}`;
  const manifests = s.manifests.filter((m) => m.status !== "absent").map((m) => `${code(m.root)} ${m.status}`);
  const approval = r.approval === null ? "" : r.approval.approved ? `; approved by ${inline(r.approval.by)}` : `; not approved: ${inline(r.approval.reason)}`;
  return [`**Seal:** ${s.writeSet.changed} changed path${s.writeSet.changed === 1 ? "" : "s"}, ${hits}${manifests.length ? `; manifests ${manifests.join(", ")}` : ""}${approval}.`];
}
function laneTable(lanes) {
  const rows = lanes.map((l) => {
    const c = l.counts;
    const reported = l.rows === l.expected ? String(l.rows) : `**${l.rows} of ${l.expected}**`;
    return `| ${l.lane} | yes | ${reported} | ${c.pass} | ${c.fail} | ${c.flaky} | ${c.frozen} | ${c.timeout} | ${c.error} | ${l.blocking} |`;
  });
  return ["| lane | votes | rows | passed | failed | flaky | frozen | timed out | errors | blocking |", "|---|---|---|---|---|---|---|---|---|---|", ...rows];
}
function reproduction(r, blocking) {
  const out = [];
  for (const row of blocking.slice(0, MAX_REPRO)) {
    const { lane, property, key } = row.planned;
    const lines = [`seedgate lane ${lane} --base ${short(r.base)} --only ${quote(`${property}:${key}`)}`];
    const raw = rawCommand(row);
    if (raw !== null) lines.push(raw);
    out.push(`- ${code(`${property}:${key}`)} (${lane} ${row.planned.kind}, ${row.claimed.outcome}):`, "", ...fenced(lines.join("\n"), "sh").map((l) => `  ${l}`), "");
  }
  if (blocking.length > MAX_REPRO) out.push(`…and ${blocking.length - MAX_REPRO} more failing rows (see the annotations).`);
  return out;
}
function rawCommand(row) {
  const sel = row.selector;
  if (sel === void 0 || row.planned.kind !== "seed" || !/^-?\d+$/.test(row.planned.key)) return null;
  if (/\.py::[A-Za-z_]\w*$/.test(sel)) return `python3 -m pytest ${quote(sel)} --hypothesis-seed=${row.planned.key} -p no:cacheprovider`;
  const m = /^(.+\.(?:test|spec)\.[cm]?[jt]sx?)::(.+)$/.exec(sel);
  if (m) return `SEEDGATE_SEED=${row.planned.key} npx vitest run ${quote(m[1])} -t ${quote(m[2].split(" > ").join(" "))} --setupFiles "$SEEDGATE_DIST/harness/fast-check-setup.mjs"`;
  return null;
}
function gateText(r) {
  const out = [];
  for (const row of r.judgement.blocking) {
    out.push(`### ${inline(`${row.planned.lane} ${row.planned.kind} ${row.planned.key} of ${row.planned.property}`)}: ${row.claimed.outcome}`, "");
    out.push(inline(row.claimed.detail), "", ...fenced(row.claimed.tail || "(no output)", "text"), "");
  }
  return out.join("\n");
}
function gateAnnotations(r) {
  const j = r.judgement;
  const fromFindings = annotationsOf([...j.reasons, ...j.notes]);
  const atTests = j.blocking.flatMap((row) => {
    const loc = row.claimed.location;
    if (loc === void 0) return [];
    const msg = `${row.planned.lane} ${row.planned.kind} ${row.planned.key} of ${row.planned.property}: ${row.claimed.outcome}
${row.claimed.detail}`;
    return [{ path: loc.file, start_line: loc.line, end_line: loc.line, annotation_level: "failure", message: clip(msg, 6e4), title: `seedgate ${row.planned.lane}` }];
  });
  return [...fromFindings, ...atTests];
}
function findingMarkdown(f) {
  const where = f.file === void 0 ? "" : ` — ${code(`${f.file}${f.line === void 0 ? "" : `:${f.line}`}`)}`;
  const hint = f.hint === void 0 ? "" : `<br>_${inline(f.hint)}_`;
  return `**${inline(f.code)}** ${inline(f.message)}${where}${hint}`;
}
var quote = (s) => `'${s.replace(/'/g, `'\\''`)}'`;
var clip = (s, n) => s.length <= n ? s : `${s.slice(0, n - 1)}…`;

export {
  gate,
  gateTitle,
  gateMarkdown,
  rawCommand,
  gateText,
  gateAnnotations
};
