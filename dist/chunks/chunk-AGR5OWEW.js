import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  inProcess,
  judge
} from "./chunk-ROD5LKEC.js";
import {
  HOLDOUT_SECRET_ENV,
  isMissingSecret,
  isSetupFailure,
  setupTail
} from "./chunk-G2VSTVAS.js";
import {
  planLane,
  shardSlice
} from "./chunk-JIJZXNK4.js";
import {
  earnedBlocks
} from "./chunk-A3LOCW6K.js";
import {
  bullets,
  codeBlock,
  command,
  details,
  heading,
  inlineCode,
  link,
  list,
  markdown,
  paragraph,
  plainText,
  root,
  strong,
  table,
  text
} from "./chunk-KHNKGWFN.js";
import {
  parseNonVoting
} from "./chunk-TQOTL3R7.js";
import {
  NOT_SHRUNK,
  PRESETS,
  isPreflightRefusal,
  laneReproduce,
  presetOf,
  refusals,
  ruleFor,
  shellQuote
} from "./chunk-P6U5UL5V.js";
import {
  neutral
} from "./chunk-EEVLO6KU.js";
import {
  seal,
  writeSetFromGit
} from "./chunk-IXPRLORT.js";
import {
  baseReader
} from "./chunk-A634GDAO.js";
import {
  gitTreeReader
} from "./chunk-YPC4Q24N.js";
import {
  short
} from "./chunk-KQPKPCX7.js";
import {
  CONFIG_PATH
} from "./chunk-5AD4QTPM.js";
import {
  validatorFor
} from "./chunk-J6YZ5B6J.js";
import {
  error,
  notice,
  warning
} from "./chunk-RGSGG2WK.js";

// src/core/judge/approval.ts
function parseOwner(text2) {
  const t = text2.replace(/^@/, "");
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

// src/core/plan/lane-plan.ts
var rowId = (r) => `${r.property}:${r.kind}:${r.key}`;

// src/core/judge/claims.ts
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
    if (first)
      findings.push(
        error("claims.duplicate-shard", `${f.file}: ${f.claim.lane} shard ${f.claim.shard} is claimed twice (also by ${first.file})`, {
          hint: "each lane × shard uploads exactly one results file"
        })
      );
    else byCell.set(cell, f);
    if (f.claim.sandbox === "none") findings.push(unsandboxed(f));
  }
  const matched = [];
  for (const lane of LANES) {
    for (let index = 1; index <= exp.shards; index++) {
      const shard = `${index}/${exp.shards}`;
      const expected = shardSlice(exp.plans[lane], { index, total: exp.shards });
      const f = byCell.get(`${lane} ${shard}`);
      if (f === void 0) {
        findings.push(
          error("claims.missing-shard", `no results for the ${lane} lane, shard ${shard} (${expected.length} expected rows)`, {
            hint: "the lane job did not finish or did not upload its results: a cancelled or skipped lane never passes"
          })
        );
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
  if (claim.base !== exp.base)
    return {
      code: "claims.wrong-base",
      message: `results are for base ${claim.base.slice(0, 12)}, not ${exp.base.slice(0, 12)}`,
      hint: "results from another run or another pull request never count"
    };
  if (claim.head !== exp.head)
    return {
      code: "claims.wrong-head",
      message: `results are for head ${claim.head.slice(0, 12)}, not the pull request's head ${exp.head.slice(0, 12)}`,
      hint: "a push after the lanes ran needs new lane runs"
    };
  const total = Number(claim.shard.split("/")[1]);
  const index = Number(claim.shard.split("/")[0]);
  if (total !== exp.shards || index > total)
    return {
      code: "claims.wrong-shards",
      message: `shard ${claim.shard} does not fit the plan of ${exp.shards} shard(s)`,
      hint: "use the matrix from `seedgate plan` (runners.shards in the base config)"
    };
  if (claim.sandbox === "unavailable")
    return {
      code: "claims.no-sandbox",
      message: "no kernel sandbox worked on the lane's host, so no pull-request code ran",
      hint: "install bubblewrap or use a kernel with Landlock (docs/sandbox.md); runners.sandbox: none in the base config runs unsandboxed, labelled so"
    };
  if (claim.sandbox === void 0)
    return {
      code: "claims.no-sandbox",
      message: "results do not say which kernel sandbox the rows ran in",
      hint: "results from a seedgate without sandboxes, or edited by hand, never count: rerun the lane"
    };
  return null;
}
function unsandboxed(f) {
  return warning(
    "claims.unsandboxed",
    `${f.file}: unsandboxed: the ${f.claim.lane} lane ran pull-request code without a kernel sandbox (runners.sandbox: none in the base config)`,
    {
      hint: "the verdict rests on pull-request code not tampering with its own lane; see docs/sandbox.md"
    }
  );
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
    listFinding(
      "claims.missing-row",
      `${where} does not report`,
      missing,
      f.file,
      "every expected row is reported exactly once; a lane that stops early never passes"
    ),
    listFinding("claims.duplicate-row", `${where} reports more than once`, duplicated, f.file, "a row reported twice is a poisoned claim"),
    listFinding(
      "claims.unexpected-row",
      `${where} reports rows the base commit does not plan`,
      unexpected,
      f.file,
      "a lane reports the base commit's plan, nothing else"
    ),
    listFinding("claims.unsafe-location", `${where} points outside the repository for`, unsafe, f.file, "locations are repository-relative paths without ..")
  ].filter((x) => x !== null);
  return { matched, findings };
}
function listFinding(code, what, ids, file, hint) {
  if (ids.length === 0) return null;
  const shown = ids.slice(0, EXAMPLES).map((id) => JSON.stringify(id)).join(", ");
  const more = ids.length > EXAMPLES ? ` and ${ids.length - EXAMPLES} more` : "";
  return error(code, `${file}: ${what} ${ids.length} row(s): ${shown}${more}`, { hint });
}
var keyOf = (r) => JSON.stringify([r.property, r.kind, r.key]);
var isSafePath = (p) => p.length > 0 && !p.startsWith("/") && !p.includes("\\") && !/[\u0000-\u001f\u007f]/.test(p) && !p.split("/").some((s) => s === ".." || s === "");
function withoutLocation(row) {
  const { location: _dropped, ...rest } = row;
  return rest;
}

// src/core/formats/unconfigured.ts
function notConfigured(config, model, door) {
  if (config.file !== null || model.files.length > 0) return [];
  const defaults = [config.journals, config.ledger, `${config.oracle}/seeds.json`].join(", ");
  const message = `seedgate is not configured at base ${door.base}: no ${CONFIG_PATH} and nothing at the default paths (${defaults})`;
  const hint = door.headAddsConfig ? `this pull request adds ${CONFIG_PATH}: it is the bootstrap pull request; review and land it before making the check required (docs/adopting.md)` : "run `seedgate init` and land the pull request it prepares (docs/adopting.md)";
  return [error("config.not-configured", message, { file: CONFIG_PATH, hint })];
}

// src/modes/gate/results-load.ts
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
async function loadResults(files, dir) {
  const none = { lanes: [], nonVoting: [] };
  const out = { lanes: [], nonVoting: [], findings: [] };
  const st = await files.stat(dir);
  if (st !== null && st.kind !== "directory")
    return {
      ...none,
      findings: [
        error("results.not-a-directory", `${JSON.stringify(dir)} is not a directory`, { hint: "pass the directory the lane artifacts were downloaded into" })
      ]
    };
  if (st === null)
    return {
      ...none,
      findings: [
        error("results.missing", `the results directory ${JSON.stringify(dir)} does not exist`, {
          hint: "download the lane artifacts (actions/download-artifact) before the gate runs"
        })
      ]
    };
  const paths = await walk(files, dir, dir, 0, out.findings);
  for (const path of paths.slice(0, RESULTS_LIMITS.files)) await readOne(files, dir, path, out);
  if (paths.length > RESULTS_LIMITS.files)
    out.findings.push(
      error("results.too-many-files", `${paths.length} files in the results directory (limit ${RESULTS_LIMITS.files}); the rest were not read`)
    );
  return out;
}
async function walk(fs, root2, dir, depth, findings) {
  const name = (p) => JSON.stringify(relative(root2, p));
  if (depth > RESULTS_LIMITS.depth) {
    findings.push(error("results.too-deep", `${name(dir)} is nested deeper than ${RESULTS_LIMITS.depth} directories`));
    return [];
  }
  const entries = await fs.list(dir);
  const files = [];
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.kind === "link")
      findings.push(
        error("results.symlink", `${name(path)} is a symbolic link; results are plain files`, {
          hint: "a link could point the judge at a file the lane did not write"
        })
      );
    else if (e.kind === "directory") files.push(...await walk(fs, root2, path, depth + 1, findings));
    else if (e.kind !== "file") findings.push(error("results.not-a-file", `${name(path)} is not a regular file`));
    else if (!e.name.endsWith(".json"))
      findings.push(
        error("results.unexpected-file", `${name(path)} is not a seedgate results file (*.json)`, {
          hint: "the results directory holds only lane, telemetry, quarantine and earned-check results"
        })
      );
    else files.push(path);
  }
  return files;
}
async function readOne(fs, root2, path, out) {
  const file = relative(root2, path);
  const shown = JSON.stringify(file);
  const size = (await fs.stat(path))?.size ?? 0;
  if (size > RESULTS_LIMITS.fileBytes) {
    out.findings.push(
      error("results.too-large", `${shown} is ${size} bytes (limit ${RESULTS_LIMITS.fileBytes}); not read`, {
        hint: "a lane result that large is a poisoned or runaway artifact"
      })
    );
    return;
  }
  const text2 = (await fs.read(path)).toString("utf8");
  let value;
  try {
    value = JSON.parse(text2);
  } catch (cause) {
    out.findings.push(
      error("results.malformed", `${shown}: malformed JSON (${cause.message.slice(0, 200)})`, {
        hint: "a results file the judge cannot read counts as missing rows"
      })
    );
    return;
  }
  const kind = typeof value === "object" && value !== null && !Array.isArray(value) ? value : null;
  if (kind !== null && "lane" in kind) return laneClaim(file, value, out);
  if (kind !== null && (kind.kind === "telemetry" || kind.kind === "quarantine" || kind.kind === "earned")) {
    const parsed = parseNonVoting(text2, file);
    if (parsed.ok) out.nonVoting.push({ file, results: parsed.value });
    else out.findings.push(...parsed.findings.map((f) => stripFile({ ...f, message: `${shown}: ${f.message}` })));
    return;
  }
  out.findings.push(
    error("results.unknown", `${shown} is neither a lane, telemetry, quarantine nor earned-check result`, { hint: "see schemas/lane-results.schema.json" })
  );
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

// src/modes/gate/isolation-note.ts
var IN_PROCESS = "claims.in-process";
var NAMED = 10;
function inProcessNote(config, plans, properties, claims) {
  const ids = new Set(inProcess(config, plans.flat(), properties));
  for (const c of claims) for (const id of c.claim.inProcess ?? []) if (properties.has(id)) ids.add(id);
  if (ids.size === 0) return [];
  const sorted = [...ids].sort();
  const named = sorted.slice(0, NAMED).join(", ") + (sorted.length > NAMED ? ` and ${sorted.length - NAMED} more` : "");
  return [
    warning(
      IN_PROCESS,
      `in-process (forgeable): ${sorted.length} propert${sorted.length === 1 ? "y" : "ies"} ran production code in the process that decided the rows (${named}), where it can rewrite its own verdict`,
      {
        hint: `set runners.isolation: process in the base config (${words(withSubject(true))}); ${words(withSubject(false))} rows have no subject process yet and always run in-process (docs/security.md)`
      }
    )
  ];
}
var withSubject = (has) => Object.entries(PRESETS).flatMap(([name, p]) => p.subject === true === has ? [name] : []);
var words = (names) => names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

// src/render/counterexample.ts
var LIMIT = 160;
function counterexample(row, fixtureBytes) {
  if (row.planned.kind === "fixture" && fixtureBytes[row.planned.key] !== void 0) return clip(fixtureBytes[row.planned.key]);
  if (isMissingSecret(row.claimed.detail)) return null;
  const found = falsifying(row.claimed.detail) ?? falsifying(row.claimed.tail);
  if (found !== null) return clip(found) + (row.claimed.detail.includes(NOT_SHRUNK) ? " (not shrunk)" : "");
  const first = row.claimed.detail.split("\n").find((l) => l.trim() !== "");
  return first === void 0 ? null : clip(first.trim());
}
function falsifying(out) {
  const lines = out.split("\n").map((l) => l.replace(/^E {1,7}/, ""));
  const at = lines.findIndex((l) => /Falsifying example:|Counterexample:/.test(l));
  if (at < 0) return null;
  const first = lines[at].replace(/^.*?(Falsifying example:|Counterexample:)\s*/, "");
  const rest = [];
  if (/\($/.test(first))
    for (const l of lines.slice(at + 1, at + 30)) {
      const closing = /^\)/.test(l.trim());
      rest.push(closing ? ")" : l.trim());
      if (closing) break;
    }
  return [first, ...rest].join(" ").replace(/\(\s+/g, "(").replace(/,\s*\)/g, ")").replace(/\s+/g, " ").trim() || null;
}
function fixturePreview(bytes) {
  const asText = bytes.toString("utf8");
  const printable = !asText.includes("�") && !/[\u0000-\u0008\u000e-\u001f]/.test(asText);
  return clip(printable ? asText.trim() : `0x${bytes.subarray(0, 64).toString("hex")}${bytes.length > 64 ? "…" : ""} (${bytes.length} bytes)`);
}
var clip = (s) => s.length <= LIMIT ? s : `${s.slice(0, LIMIT - 1)}…`;

// src/core/judge/voted.ts
function votedProperties(matched) {
  const by = /* @__PURE__ */ new Map();
  for (const m of matched) {
    const p = by.get(m.planned.property) ?? { rows: 0, durationMs: 0, lanes: {} };
    p.rows++;
    p.durationMs += Math.max(0, m.claimed.durationMs);
    const lane = p.lanes[m.planned.lane] ??= { rows: 0, pass: 0 };
    lane.rows++;
    if (m.claimed.outcome === "pass") lane.pass++;
    by.set(m.planned.property, p);
  }
  return [...by.entries()].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([property, p]) => ({ property, ...p }));
}

// src/modes/gate/gate.ts
async function gate(s, ports) {
  const bases = ports.bases ?? baseReader(ports.git, s.configPath, ports.log);
  const sealed = await seal({ base: s.base, head: s.head, fetch: s.fetch, ...s.configPath ? { configPath: s.configPath } : {} }, { ...ports, bases });
  const { base, head } = sealed;
  const snapshot = await bases(base);
  const { config, tree } = snapshot;
  const { model, findings: modelFindings } = await snapshot.model();
  const now = ports.clock.now();
  const plans = { replay: planLane(model, "replay", now), holdout: planLane(model, "holdout", now) };
  const results = await loadResults(ports.files, s.results);
  const claims = checkClaims({ base, head, shards: config.runners.shards, plans }, results.lanes);
  const approval = await approvalFor(sealed, config, s, ports);
  const sealFindings = approval?.approved ? await headManifests(sealed, config, ports) : sealed.findings;
  const judgement = judge({
    seal: { findings: sealFindings, sealedOnly: sealed.sealedOnly },
    approval,
    model: [...modelFindings, ...notConfigured(config, model, { base: base.slice(0, 12), headAddsConfig: await addsConfig(ports.git, config, head) })],
    properties: new Map(model.properties.map((p) => [p.id, p])),
    claims,
    intake: [
      ...results.findings,
      ...needsFindings(s.needs),
      ...staleReports(results.nonVoting, base, head),
      ...await deletedQuarantined(ports.git, model.quarantine, head),
      ...inProcessNote(config, [plans.replay, plans.holdout], new Map(model.properties.map((p) => [p.id, p])), results.lanes)
    ],
    nonVoting: results.nonVoting.filter((n) => n.results.base === base && n.results.head === head).map((n) => n.results.report)
  });
  const fixtureBytes = await fixturePreviews(tree, judgement.blocking);
  return {
    command: "gate",
    verdict: judgement.verdict,
    base,
    head,
    check: config.check,
    seal: sealed,
    approval,
    judgement,
    nonVoting: results.nonVoting,
    voted: votedProperties(claims.matched),
    fixtureBytes,
    changedPaths: await changedPaths(ports.git, sealed, judgement.blocking.length),
    plain: { python: config.runners.python, pythonPaths: config.runners.pythonPaths, rules: config.runners.rules }
  };
}
async function addsConfig(git, config, head) {
  if (config.file !== null) return false;
  return await gitTreeReader(git, head).readFile(CONFIG_PATH).catch(() => null) !== null;
}
async function changedPaths(git, sealed, blocking) {
  if (blocking === 0 || sealed.mergeBase === null) return [];
  return (await writeSetFromGit(git, sealed.mergeBase, sealed.head)).entries.map((e) => e.path);
}
async function fixturePreviews(tree, blocking) {
  const out = {};
  for (const path of [...new Set(blocking.filter((r) => r.planned.kind === "fixture").map((r) => r.planned.key))].slice(0, 50)) {
    const bytes = await tree.readFile(path).catch(() => null);
    if (bytes !== null) out[path] = fixturePreview(bytes);
  }
  return out;
}
async function approvalFor(sealed, config, s, ports) {
  if (sealed.hits.length === 0 || !sealed.sealedOnly) return null;
  if (ports.reviews === void 0 || s.author === void 0)
    return { approved: false, reason: "no pull request reviews are available to this run (local runs cannot approve sealed changes)" };
  const reviews = ports.reviews;
  return decideApproval(
    await reviews.list(),
    { author: s.author, headSha: sealed.head },
    config.owners.map(parseOwner),
    (team, login) => reviews.isMember(team, login)
  );
}
async function headManifests(sealed, config, ports) {
  const reports = await ports.manifests(ports.git, config.manifests, sealed.head, sealed.head);
  const hits = sealed.findings.filter((f) => f.code === "seal.sealed-path");
  return [...hits, ...reports.flatMap((r) => r.findings)];
}
var staleReports = (files, base, head) => files.filter((n) => n.results.base !== base || n.results.head !== head).map(
  (n) => notice(
    "non-voting.other-commit",
    `${JSON.stringify(n.file)}: a ${n.results.kind} report for head ${n.results.head.slice(0, 12)}, not ${head.slice(0, 12)}; not shown`
  )
);
async function deletedQuarantined(git, entries, head) {
  const tree = gitTreeReader(git, head);
  const out = [];
  for (const file of [...new Set(entries.map((e) => e.file))]) {
    const present = await tree.readFile(file).then(
      (b) => b !== null,
      () => false
    );
    if (!present)
      out.push(
        error("quarantine.test-deleted", `${file} holds a quarantined test and is gone (or no longer a regular file) at head`, {
          file,
          hint: "thaw the entry in the quarantine catalogue in a sealed-only pull request, then delete the test"
        })
      );
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

// src/render/failing.ts
function byProperty(rows) {
  const groups = /* @__PURE__ */ new Map();
  for (const r of rows) groups.set(r.planned.property, [...groups.get(r.planned.property) ?? [], r]);
  return [...groups.entries()].map(([property, rs]) => ({ property, rows: rs }));
}
var VERB = {
  fail: ["fails", "fail"],
  timeout: ["times out", "time out"],
  error: ["errors", "error"],
  flaky: ["is flaky", "are flaky"],
  frozen: ["is frozen", "are frozen"],
  pass: ["passes", "pass"]
};
function rowsPhrase(rows) {
  const outcomes = [...new Set(rows.map((r) => r.claimed.outcome))];
  return outcomes.map((o) => {
    const these = rows.filter((r) => r.claimed.outcome === o);
    return `${kinds(these)} ${VERB[o][these.length === 1 ? 0 : 1]}`;
  }).join("; ");
}
function kinds(rows) {
  const names = [...new Set(rows.map(kindName))];
  const parts = names.map((name) => {
    const n = rows.filter((r) => kindName(r) === name).length;
    return `${n} ${name}${n === 1 ? "" : "s"}`;
  });
  return parts.length <= 1 ? parts[0] ?? "" : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}
var kindName = (r) => r.planned.kind === "seed" ? `${r.planned.lane} seed` : r.planned.kind === "case" ? "case" : "fixture";
function why(group, voted) {
  const replay = voted.find((v) => v.property === group.property)?.lanes.replay;
  const holdoutOnly = group.rows.every((r) => r.planned.lane === "holdout" && !isMissingSecret(r.claimed.detail));
  if (holdoutOnly && replay !== void 0 && replay.rows > 0 && replay.pass === replay.rows) return "overfit: every replay row passes, the holdout still fails";
  const labels = [...new Set(group.rows.map((r) => label(r.judgement.action)))];
  return labels.join("; ");
}
function label(action) {
  if (action === null) return "no decision-table row decides this outcome; fail closed";
  const m = /^block merge \(([^)]+)\)$/.exec(action);
  return m ? m[1] : action.replace(/^block merge: /, "");
}

// src/modes/gate/non-voting.ts
var MAX_LISTED = 20;
function nonVotingBlocks(reports) {
  const telemetry = reports.filter((r) => r.kind === "telemetry" && r.status !== "not-configured");
  const quarantine = reports.filter((r) => r.kind === "quarantine" && r.catalogue !== "absent");
  const earned = reports.filter((r) => r.kind === "earned");
  return [
    ...telemetry.length > 0 ? [heading(3, "Telemetry — the patch's own tests (non-voting)"), ...telemetry.flatMap(telemetryBlocks)] : [],
    ...quarantine.length > 0 ? [heading(3, "Quarantine — known flaky tests (non-voting)"), ...quarantine.flatMap(quarantineBlocks)] : [],
    ...earned.flatMap(earnedBlocks)
  ];
}
function telemetryBlocks(t) {
  const counts = `${t.tests} tests: ${t.passed} passed, ${t.failed} failed, ${t.errors} errors, ${t.skipped} skipped`;
  const out = [paragraph(strong(t.status), ` — ${counts}. These results never change the verdict.`)];
  const lines = t.failures.slice(0, MAX_LISTED).map((f) => [
    inlineCode(f.name),
    ...f.file === void 0 ? [] : [" (", inlineCode(`${f.file}${f.line === void 0 ? "" : `:${f.line}`}`), ")"],
    text(`: ${f.message.split("\n")[0] ?? ""}`)
  ]);
  const more = Math.max(0, t.failures.length - MAX_LISTED) + t.failuresOmitted;
  if (more > 0) lines.push([text(`…and ${more} more failures`)]);
  if (t.status === "error") lines.push([text(t.detail)]);
  return lines.length > 0 ? [...out, bullets(lines)] : out;
}
function quarantineBlocks(q) {
  if (q.catalogue !== "ok") return [paragraph(`Catalogue ${q.catalogue}: ${q.detail}`)];
  if (q.entries.length === 0) return [paragraph("The catalogue is empty.")];
  const rows = q.entries.slice(0, MAX_LISTED).map((e) => [inlineCode(e.nodeid), e.outcome, e.stale ? strong("stale: the test file changed") : "no", e.reason]);
  const omitted = Math.max(0, q.entries.length - MAX_LISTED) + q.entriesOmitted;
  return [table(["node", "outcome", "stale", "reason"], rows), ...omitted > 0 ? [paragraph(`…and ${omitted} more entries.`)] : []];
}

// src/render/reproduce.ts
function rawCommand(row, setup = {}) {
  const sel = row.selector;
  if (sel === void 0 || row.planned.kind !== "seed" || !/^-?\d+$/.test(row.planned.key)) return null;
  const rule = ruleFor({ runners: { rules: setup.rules ?? [] } }, sel);
  const line = rule === void 0 ? void 0 : presetOf(rule.preset)?.reproduce;
  return line === void 0 ? null : line(sel, row.planned.key, pythonPrefix(setup));
}
function pythonPrefix(s) {
  const own = s.python;
  const python = own === void 0 || own.startsWith("/") ? "python3" : word(own);
  const paths = (s.pythonPaths ?? []).filter((p) => p !== "" && p !== ".");
  return paths.length === 0 ? python : `PYTHONPATH=${word(paths.join(":"))} ${python}`;
}
var word = (w) => /^[A-Za-z0-9_@%+=:,./-]+$/.test(w) ? w : shellQuote(w);
function explorationCapture(head, row) {
  if (row.judgement.rule !== "Exploration seed fails" || row.source === void 0) return null;
  const { property, key } = row.planned;
  return [
    `seedgate hunt --parent ${head} --property ${shellQuote(property)} --seeds ${key} --out ${shellQuote(row.source.file)}`,
    `seedgate promote ${key} ${shellQuote(property)}`
  ].join("\n");
}

// src/render/failure.ts
var LIMIT2 = 200;
var GROUP = /Hypothesis found (\d+) distinct failures/;
var EXCEPTION = /^(?:[A-Za-z_][\w.]*\.)?[A-Z]\w*(?:Error|Exception|Failure|Failed|Exit)\b(?::.*)?$/;
function ownFailure(row) {
  const { detail, tail } = row.claimed;
  const group = GROUP.exec(detail) ?? GROUP.exec(tail);
  if (group) {
    const first = firstOfGroup(tail);
    if (first !== null) return clip2(`${first} (the first of ${group[1]} distinct failures)`);
  }
  const lines = unprefixed(detail);
  const head = lines.find((l) => l !== "" && !/^Falsifying example:/.test(l));
  if (head === void 0) return assertion(unprefixed(tail)) ?? null;
  if (/\bassert\b/.test(head)) return clip2(head);
  const values = /^AssertionError\b/.test(head) ? assertion(lines) ?? assertion(unprefixed(tail)) : null;
  if (values === null) return clip2(head);
  return clip2(/^AssertionError:?\s*$/.test(head) ? `AssertionError: ${values}` : `${head} (${values})`);
}
var unprefixed = (text2) => text2.split("\n").map(
  (l) => l.replace(/^E {1,9}/, "").replace(/^\s*\|\s?/, "").trim()
);
var assertion = (lines) => lines.find((l) => /^assert\b/.test(l)) ?? null;
function firstOfGroup(tail) {
  const lines = tail.split("\n");
  const start = lines.findIndex((l) => /\+-+\s*1\s*-+/.test(l));
  if (start < 0) return null;
  const end = lines.findIndex((l, i) => i > start && /\+-+\s*(\d+\s*)?-+/.test(l));
  const body = unprefixed(lines.slice(start + 1, end < 0 ? void 0 : end).join("\n"));
  const exc = body.find((l) => EXCEPTION.test(l));
  if (exc === void 0) return null;
  const values = /^AssertionError\b/.test(exc) ? assertion(body) : null;
  if (values === null) return exc;
  return /^AssertionError:?\s*$/.test(exc) ? `AssertionError: ${values}` : `${exc} (${values})`;
}
var clip2 = (s) => s.length <= LIMIT2 ? s : `${s.slice(0, LIMIT2 - 1)}…`;

// src/modes/gate/seal-summary.ts
var MAX_FILES = 10;
function sealBlocks(r) {
  const s = r.seal;
  const hits = s.hits.length === 0 ? "no sealed path touched" : `${s.hits.length} sealed path${s.hits.length === 1 ? "" : "s"} touched${s.sealedOnly ? " (sealed-only)" : ""}`;
  const manifests = s.manifests.filter((m) => m.status !== "absent").flatMap((m, i) => [text(i === 0 ? "; manifests " : ", "), inlineCode(m.root), text(` ${m.status}`)]);
  const approval = r.approval === null ? [] : r.approval.approved ? [text(`; approved by ${r.approval.by} (sealed owner ${r.approval.as}) on the head commit`)] : [text(`; not approved: ${r.approval.reason}`)];
  const line = paragraph(
    strong("Seal:"),
    text(` ${s.writeSet.changed} changed path${s.writeSet.changed === 1 ? "" : "s"}, ${hits}`),
    ...manifests,
    ...approval,
    text(".")
  );
  return [line, ...approvedFiles(r)];
}
function approvedFiles(r) {
  const approved = r.judgement.notes.filter((n) => n.code === "seal.approved");
  if (approved.length === 0 || !r.approval?.approved) return [];
  const files = approved.slice(0, MAX_FILES).flatMap((f, i) => [...i > 0 ? [text(", ")] : [], inlineCode(f.file ?? "?")]);
  const more = approved.length > MAX_FILES ? [text(` and ${approved.length - MAX_FILES} more`)] : [];
  return [paragraph(text("Approved sealed paths: "), ...files, ...more, text("."))];
}

// src/modes/gate/setup-summary.ts
var MAX_SHOWN = 2;
function setupBlocks(rows) {
  const seen = /* @__PURE__ */ new Map();
  for (const row of rows) if (isSetupFailure(row.claimed.detail) && !seen.has(row.claimed.tail)) seen.set(row.claimed.tail, row);
  return [...seen.values()].slice(0, MAX_SHOWN).flatMap((row) => [
    paragraph(strong("Setup:"), " ", inlineCode(row.claimed.detail.split("\n")[0]), ` (${row.planned.lane} lane). Its last lines:`),
    // A claim is the lane's word, not trusted to be short: bounded again here.
    ...row.claimed.tail.trim() === "" ? [] : [codeBlock(setupTail(row.claimed.tail), "text")]
  ]);
}

// src/modes/gate/preflight-summary.ts
var detailOf = (row) => ({ property: row.planned.property, detail: row.claimed.detail });
function refusedOnly(g) {
  return g.rows.length > 0 && g.rows.every((row) => isPreflightRefusal(row.claimed.detail)) ? refusals(g.rows, detailOf) : null;
}
var refusedItem = (found) => found.map(
  (r) => paragraph(
    strong(r.property),
    text(": "),
    inlineCode(r.detail),
    text(` — ${r.rows} row${r.rows === 1 ? "" : "s"} not run (one preflight error for the property; fix it and every row runs)`)
  )
);
function oncePerRefusal(rows) {
  const seen = /* @__PURE__ */ new Set();
  return rows.filter((row) => {
    if (!isPreflightRefusal(row.claimed.detail)) return true;
    const key = `${row.planned.property}\0${row.claimed.detail.split("\n")[0]}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
var rowsCovered = (rows, row) => isPreflightRefusal(row.claimed.detail) ? rows.filter((x) => x.planned.property === row.planned.property && x.claimed.detail.split("\n")[0] === row.claimed.detail.split("\n")[0]).length : 1;

// src/modes/gate/fork-note.ts
var FORK_DOCS = "https://github.com/seedgate-dev/seedgate/blob/main/docs/adopting.md#fork-pull-requests";
var FORK_WORKFLOW = "seedgate fork holdouts";
var missingSecretRows = (r) => r.judgement.blocking.filter((row) => row.planned.lane === "holdout" && row.claimed.outcome === "error" && isMissingSecret(row.claimed.detail));
function forkBlocks(r) {
  const rows = missingSecretRows(r);
  if (r.fork !== true || rows.length === 0) return [];
  return [
    paragraph(
      strong("Fork:"),
      ` the ${rows.length} secret holdout row${rows.length === 1 ? "" : "s"} cannot run on a fork's pull request: GitHub gives its workflows no secrets, so `,
      inlineCode(HOLDOUT_SECRET_ENV),
      " was empty. The verdict stays red (fail closed, never green). A maintainer runs them with the secret on this pull request's head: the ",
      inlineCode(FORK_WORKFLOW),
      " workflow (Actions → Run workflow), with this pull request's number and head commit (",
      link(FORK_DOCS, "Fork pull requests"),
      ")."
    )
  ];
}

// src/render/finding-title.ts
var SUBJECT = {
  seal: "sealed paths",
  manifest: "fixture manifest",
  fixture: "fixture",
  config: "seedgate config",
  journal: "journal",
  ledger: "seed ledger",
  oracle: "sealed oracle",
  quarantine: "quarantine",
  results: "lane results",
  claims: "lane results",
  lane: "lane",
  holdout: "holdouts",
  environment: "environment",
  earned: "earned check",
  workflow: "workflow",
  model: "sealed inputs",
  input: "input",
  "non-voting": "non-voting report"
};
var LEVEL = { error: "blocks merge", warning: "warning", notice: "note" };
function findingTitle(f) {
  const subject = SUBJECT[f.code.split(".")[0]];
  return subject === void 0 ? `seedgate ${LEVEL[f.severity]}` : `seedgate ${LEVEL[f.severity]}: ${subject}`;
}

// src/publish/annotations.ts
var LEVEL2 = {
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
    return [{ path: f.file, start_line: line, end_line: line, annotation_level: LEVEL2[f.severity], message, title: findingTitle(f) }];
  });
}

// src/publish/frames.ts
function framesOf(output) {
  const python = [];
  const node = [];
  for (const l of output.split("\n")) {
    const tb = /^\s*File "([^"]+)", line (\d+)/.exec(l) ?? /^([^\s:]+\.py):(\d+): /.exec(l);
    if (tb) python.push({ file: tb[1], line: Number(tb[2]) });
    const st = /^\s*at (?:.*? \()?(?:file:\/\/)?([^\s()]+?):(\d+):\d+\)?\s*$/.exec(l);
    if (st) node.push({ file: st[1], line: Number(st[2]) });
  }
  return [...python.reverse(), ...node];
}
function deepestChanged(output, changed) {
  if (changed.length === 0) return null;
  const set = new Set(changed);
  for (const f of framesOf(output)) {
    const file = f.file.replace(/\\/g, "/").replace(/^\.\//, "");
    if (set.has(file)) return { file, line: f.line };
    const hit = changed.find((p) => file.endsWith(`/${p}`));
    if (hit !== void 0) return { file: hit, line: f.line };
  }
  return null;
}

// src/modes/gate/render-check.ts
var MAX_TAILS = 20;
var unsandboxed2 = (r) => r.judgement.notes.some((n) => n.code === "claims.unsandboxed");
var forgeable = (r) => r.judgement.notes.some((n) => n.code === IN_PROCESS);
function gateTitle(r) {
  const labels = [unsandboxed2(r) ? "unsandboxed" : "", forgeable(r) ? "in-process, forgeable" : ""].filter(Boolean);
  return labels.length === 0 ? verdictTitle(r) : `${verdictTitle(r)} (${labels.join("; ")})`;
}
function verdictTitle(r) {
  const j = r.judgement;
  if (j.verdict === "success") {
    const rows = j.lanes.reduce((n, l) => n + l.rows, 0);
    const seal2 = r.approval?.approved ? `sealed-only change approved by ${r.approval.by}` : "seal clean";
    return `seedgate: green — ${r.voted.length} propert${r.voted.length === 1 ? "y" : "ies"}, ${rows} voting row${rows === 1 ? "" : "s"} passed, ${seal2}`;
  }
  const failing = byProperty(j.blocking);
  const others = j.reasons.length - j.blocking.length;
  const first = failing[0] === void 0 ? j.reasons[0]?.message ?? "" : `${failing[0].property}: ${rowsPhrase(failing[0].rows)} (${why(failing[0], r.voted)})`;
  const extra = failing.length > 0 ? others : others - 1;
  const rest = [
    failing.length > 1 ? `${failing.length - 1} more propert${failing.length === 2 ? "y" : "ies"}` : "",
    extra > 0 ? `${extra} more reason${extra === 1 ? "" : "s"}` : ""
  ].filter(Boolean);
  const more = rest.length > 0 ? ` (+${rest.join(", ")})` : "";
  return clip3(neutral(`seedgate: red — ${first.replace(/\s+/g, " ")}${more}`), 200);
}
function gateText(r) {
  const shown = oncePerRefusal(r.judgement.blocking);
  const blocks = shown.slice(0, MAX_TAILS).flatMap((row) => [
    heading(3, `${rowTitle(row, rowsCovered(r.judgement.blocking, row))}: ${row.claimed.outcome}`),
    ...row.claimed.detail ? [paragraph(row.claimed.detail.split("\n")[0])] : [],
    codeBlock(row.claimed.tail || "(no output)", "text")
  ]);
  const more = shown.length - MAX_TAILS;
  if (more > 0) blocks.push(paragraph(`…and ${more} more failing rows: their output is in the job log.`));
  return blocks.length === 0 ? "" : markdown(root(blocks));
}
function gateAnnotations(r) {
  const j = r.judgement;
  const rowCodes = /^lane\.(replay|holdout)\.[a-z]+$/;
  const fromFindings = annotationsOf([...j.reasons.filter((f) => !rowCodes.test(f.code)), ...j.notes.filter((f) => !f.code.endsWith(".reported"))]);
  const places = oncePerRefusal(j.blocking).map((row) => rowPlaces(r, row));
  const tiers = [0, 1, 2, 3].flatMap(
    (tier) => places.flatMap((p) => p.at[tier] === void 0 ? [] : [annotation(p.row, p.at[tier], r, rowsCovered(j.blocking, p.row))])
  );
  return [...fromFindings, ...tiers].map((a) => ({
    ...a,
    message: clip3(neutral(a.message), 6e4),
    ...a.title === void 0 ? {} : { title: clip3(neutral(a.title), 255) }
  }));
}
function rowPlaces(r, row) {
  const output = `${row.claimed.tail}
${row.claimed.detail}`;
  const testFile = row.selector?.split("::")[0];
  const candidates = [
    deepestChanged(output, r.changedPaths) ?? void 0,
    (testFile ? deepestChanged(output, [testFile]) : null) ?? void 0,
    row.source ? { file: row.source.file, line: row.source.line ?? 1 } : void 0,
    row.claimed.location
  ];
  const at = candidates.map(
    (p, i) => p === void 0 || candidates.slice(0, i).some((q) => q?.file === p.file && Math.max(1, q.line) === Math.max(1, p.line)) ? void 0 : p
  );
  return { row, at };
}
function annotation(row, p, r, covered) {
  const on = covered > 1 ? `${covered} rows (one preflight error)` : `${row.planned.kind} ${row.planned.key}`;
  const title = `${row.planned.property} ${verb(row)} on ${on} (${why({ property: row.planned.property, rows: [row] }, r.voted)})`;
  const example = counterexample(row, r.fixtureBytes);
  const failure = ownFailure(row);
  const message = [
    ...failure === null ? [] : [failure],
    `${row.planned.lane} lane: ${row.claimed.outcome}`,
    ...example === null ? [] : [`counterexample: ${example}`],
    row.claimed.detail
  ].join("\n");
  const line = Math.max(1, p.line);
  return { path: p.file, start_line: line, end_line: line, annotation_level: "failure", message, title };
}
var verb = (row) => ({ fail: "fails", timeout: "times out", error: "errors", flaky: "is flaky", frozen: "is frozen", pass: "passes" })[row.claimed.outcome];
var rowTitle = (row, covered = 1) => covered > 1 ? `${covered} rows of ${row.planned.property}, one preflight error` : `${row.planned.lane} ${row.planned.kind} ${row.planned.key} of ${row.planned.property}`;
var clip3 = (s, n) => s.length <= n ? s : `${s.slice(0, n - 1)}…`;

// src/modes/gate/render.ts
var MAX_PROPERTIES = 10;
var MAX_ROWS = 50;
var MAX_ROWS_TOTAL = 150;
var MAX_REASONS = 30;
var gateMarkdown = (r, view = {}) => markdown(gateDocument(r, view));
var gateLog = (r) => plainText(gateDocument(r));
function gateDocument(r, view = {}) {
  const j = r.judgement;
  const failing = byProperty(j.blocking);
  const others = j.reasons.filter((f) => !isRowFinding(f));
  const red = j.verdict !== "success" || (view.refusal ?? null) !== null;
  return root([
    heading(2, red ? "seedgate: ❌ failure" : "seedgate: ✅ success"),
    ...view.refusal ? [paragraph(strong("Failure:"), " ", view.refusal)] : [],
    paragraph(...red ? redLine(failing, others) : greenLine(r)),
    ...failing.length > 0 ? [heading(3, `Failing properties (${failing.length})`), list(failing.slice(0, MAX_PROPERTIES).map((g, i) => propertyItem(r, g, rowBudget(failing, i))))] : [],
    ...failing.length > MAX_PROPERTIES ? [
      paragraph(
        `…and ${failing.length - MAX_PROPERTIES} more failing properties (${failing.slice(MAX_PROPERTIES).reduce((n, g) => n + g.rows.length, 0)} rows), each in the check run's annotations and the job log.`
      )
    ] : [],
    ...setupBlocks(failing.flatMap((g) => g.rows)),
    ...forkBlocks(r),
    ...others.length > 0 ? [heading(3, `Other reasons (${others.length})`), list(others.slice(0, MAX_REASONS).map(findingItem))] : [],
    ...others.length > MAX_REASONS ? [paragraph(`…and ${others.length - MAX_REASONS} more reasons, in the check run's annotations and the job log.`)] : [],
    ...reportedBlocks(r),
    ...sealBlocks(r),
    ...unsandboxed2(r) ? [
      paragraph(
        strong("Sandbox:"),
        " ⚠️ unsandboxed: the base config sets ",
        inlineCode("runners.sandbox: none"),
        ", so the lanes ran pull-request code without a kernel sandbox (reported, not voted; docs/sandbox.md)."
      )
    ] : [],
    ...forgeable(r) ? [
      paragraph(
        strong("Isolation:"),
        " ⚠️ in-process (forgeable): some properties ran production code in the process that decided their rows (",
        inlineCode("runners.isolation: shared"),
        ", or a preset with no subject process), so that code could rewrite its own verdict (reported, not voted; docs/security.md)."
      )
    ] : [],
    ...laneBlocks(r),
    ...nonVotingBlocks(j.nonVoting),
    paragraph(
      "Base ",
      inlineCode(short(r.base)),
      ", head ",
      inlineCode(short(r.head)),
      ".",
      ...view.checkRunUrl ? [" ", link(view.checkRunUrl, `The ${view.checkName ?? r.check.name} check run`), "."] : []
    )
  ]);
}
var failingKeys = (r) => [
  ...byProperty(r.judgement.blocking).map((g) => `property ${g.property}`),
  ...r.judgement.reasons.filter((f) => !isRowFinding(f)).map((f) => `${f.code} ${f.file ?? ""}`)
];
var isRowFinding = (f) => /^lane\.(replay|holdout)\.(fail|timeout|error|flaky|frozen|pass)$/.test(f.code);
function redLine(failing, others) {
  const parts = [
    failing.length > 0 ? `${failing.length} propert${failing.length === 1 ? "y fails" : "ies fail"}` : "",
    others.length > 0 ? `${others.length} other reason${others.length === 1 ? "" : "s"}` : ""
  ].filter(Boolean);
  return [text(`${parts.join(" and ") || "no reason given"}: the merge is blocked.`)];
}
function greenLine(r) {
  const rows = r.judgement.lanes.reduce((n, l) => n + l.rows, 0);
  const seconds = r.voted.reduce((n, v) => n + v.durationMs, 0) / 1e3;
  const names = r.voted.flatMap((v, i) => [...i > 0 ? [text(", ")] : [], strong(v.property), text(` (${v.rows} row${v.rows === 1 ? "" : "s"})`)]);
  if (names.length === 0) return [text("No property voted: the seal is clean and the plan has no rows.")];
  return [
    text(`${r.voted.length} propert${r.voted.length === 1 ? "y" : "ies"} voted and passed: `),
    ...names,
    text(`; ${rows} rows in ${seconds.toFixed(1)} s of test time.`)
  ];
}
function rowBudget(failing, i) {
  const used = failing.slice(0, i).reduce((n, g, k) => n + Math.min(g.rows.length, rowBudget(failing, k)), 0);
  return Math.max(1, Math.min(MAX_ROWS, MAX_ROWS_TOTAL - used));
}
function propertyItem(r, g, budget) {
  const refused = refusedOnly(g);
  if (refused !== null) return refusedItem(refused);
  const first = g.rows[0];
  const example = counterexample(first, r.fixtureBytes);
  const failure = g.rows.map(ownFailure).find((f) => f !== null && !/^AssertionError:?$/.test(f)) ?? ownFailure(first);
  return [
    paragraph(
      strong(g.property),
      text(": "),
      ...failure === null ? [] : [inlineCode(failure), text(" — ")],
      text(`${rowsPhrase(g.rows)} (${why(g, r.voted)})`)
    ),
    ...example === null ? [] : [paragraph(text(`Counterexample (${first.planned.kind} ${first.planned.key}): `), inlineCode(example))],
    command(laneReproduce(short(r.base), first.planned)),
    ...plainCommand(g.rows, r.plain),
    ...capture(r, g.rows),
    ...details(`${g.rows.length} failing row${g.rows.length === 1 ? "" : "s"} of ${g.property}`, rowTable(g.rows, budget))
  ];
}
function capture(r, rows) {
  const found = rows.map((x) => explorationCapture(r.head, x)).find((c) => c !== null);
  return found ? [paragraph(text("Exploration found a new failing input. Propose it as a fixture (a human promotes it):")), command(found)] : [];
}
function plainCommand(rows, setup) {
  for (const row of rows) {
    const line = rawCommand(row, setup);
    if (line !== null) return [paragraph(text(`Without seedgate (seed ${row.planned.key}):`)), command(line)];
  }
  return [];
}
function rowTable(rows, budget) {
  const cells = rows.slice(0, budget).map((row) => [
    row.planned.lane,
    `${row.planned.kind} ${row.planned.key}`,
    row.claimed.outcome,
    row.judgement.rule ?? "none",
    clip4(row.claimed.detail.split("\n")[0] ?? "", 100)
  ]);
  const more = rows.length > budget ? [paragraph(`…and ${rows.length - budget} more rows, in the check run's annotations and the job log.`)] : [];
  return [table(["lane", "row", "outcome", "decision-table row", "detail"], cells), ...more];
}
function findingItem(f) {
  const where = f.file === void 0 ? [] : [text(" — "), inlineCode(`${f.file}${f.line === void 0 ? "" : `:${f.line}`}`)];
  return [paragraph(text(f.message), ...where), ...f.hint === void 0 ? [] : [paragraph(text(`Hint: ${f.hint}`))]];
}
function reportedBlocks(r) {
  const groups = byProperty(r.judgement.reported);
  const notes = r.judgement.notes.filter((n) => !n.code.endsWith(".reported") && n.code !== "seal.approved");
  if (groups.length + notes.length === 0) return [];
  const lines = groups.map((g) => [
    strong(g.property),
    text(`: ${rowsPhrase(g.rows)} — reported, not voted (${[...new Set(g.rows.map((x) => x.judgement.rule ?? "report"))].join("; ")})`)
  ]);
  const noteLines = notes.slice(0, MAX_REASONS).map((n) => [text(n.message), ...n.file === void 0 ? [] : [text(" — "), inlineCode(n.file)]]);
  return [heading(3, "Reported, not voted"), bullets([...lines, ...noteLines])];
}
function laneBlocks(r) {
  const rows = r.judgement.lanes.map((l) => {
    const c = l.counts;
    return [
      l.lane,
      "yes",
      l.rows === l.expected ? String(l.rows) : strong(`${l.rows} of ${l.expected}`),
      String(c.pass),
      String(c.fail),
      String(c.flaky),
      String(c.frozen),
      String(c.timeout),
      String(c.error),
      String(l.blocking)
    ];
  });
  return [table(["lane", "votes", "rows", "passed", "failed", "flaky", "frozen", "timed out", "errors", "blocking"], rows)];
}
var clip4 = (s, n) => s.length <= n ? s : `${s.slice(0, n - 1)}…`;

export {
  gate,
  gateTitle,
  gateText,
  gateAnnotations,
  gateMarkdown,
  gateLog,
  failingKeys
};
