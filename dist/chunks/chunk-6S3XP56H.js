import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  listedProposal
} from "./chunk-XHISKDML.js";
import {
  findTarget,
  pythonImports
} from "./chunk-RENMPSRC.js";
import {
  fastCheckEnvironment,
  frameworkTexts,
  importRoots,
  installSealedPackages,
  laneSandbox,
  lockfileHash,
  nodeRefusals,
  nodeTrust,
  npmCaches,
  pythonEnvironment,
  trustsPackages
} from "./chunk-53E3DFHE.js";
import {
  HOLDOUT_SECRET_ENV
} from "./chunk-G2VSTVAS.js";
import {
  runRows
} from "./chunk-SKDT3HVE.js";
import {
  agreedInputs,
  batchKey,
  fastCheckCapture,
  fixtureBatchKey,
  misplacedSaid,
  presetFor,
  presetOf,
  relativeOrigins,
  rowIsolation,
  ruleFor,
  runBatch,
  runFixtureBatch,
  runRow
} from "./chunk-P6U5UL5V.js";
import {
  frameworkIsOracle,
  frameworkPython,
  pythonInterpreter
} from "./chunk-MXVQWBCP.js";
import {
  childEnv
} from "./chunk-7WG2ZM5M.js";
import {
  readBase
} from "./chunk-A634GDAO.js";
import {
  harnessPath
} from "./chunk-V7QMJJJF.js";
import {
  compileSealedMatcher
} from "./chunk-3VTLRWNT.js";
import {
  escapeGlob
} from "./chunk-3TNBGBUS.js";
import {
  split
} from "./chunk-I5B7JCZS.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/core/edits/replay-pick.ts
var DEFAULT_REPLAY_MAX = 10;
function pickReplay(hits, counterexample, max) {
  const first = /* @__PURE__ */ new Map();
  const same = [];
  for (const seed of hits) {
    const key = counterexample.get(seed) ?? `seed:${seed}`;
    if (first.has(key)) same.push(seed);
    else first.set(key, seed);
  }
  const heads = [...first.values()];
  return { seeds: heads.slice(0, max), same, over: heads.slice(max), distinct: heads.length };
}
function validReplayMax(n) {
  return Number.isSafeInteger(n) && n >= 1;
}
function journalCost(c) {
  const rows = c.seeds + c.fixtures + c.holdouts;
  const per = c.meanSeedMs / 1e3;
  const seconds = Math.round(rows * per * 10) / 10;
  const parts = `${c.seeds} replay seed${c.seeds === 1 ? "" : "s"}, ${c.fixtures} fixture${c.fixtures === 1 ? "" : "s"}, ${c.holdouts} holdout${c.holdouts === 1 ? "" : "s"}`;
  return {
    rows,
    seconds,
    statement: `the locked journal costs every pull request ${rows} rows (${parts}) × ${per.toFixed(2)} s per seed measured here ≈ ${seconds} s of test time`
  };
}

// src/modes/hunt/hunt.ts
import { createHash as createHash2 } from "node:crypto";

// src/modes/hunt/fixtures.ts
import { createHash } from "node:crypto";

// src/core/edits/proposal.ts
function fixtureOwners(captured2) {
  const first = /* @__PURE__ */ new Map();
  return new Map(
    captured2.map((c) => {
      if (!first.has(c.sha256)) first.set(c.sha256, c.seed);
      return [c.seed, first.get(c.sha256)];
    })
  );
}
var fixturePathFor = (format, propertyId, seed) => format === "journal" ? `oracles/${propertyId}/${seed}.json` : `tests/fixtures/${seed}.bin`;
var DEAD = "zero hits: the property is dead on this parent; no journal is written (do not freeze it or pad replay with unused seeds)";
var timestamp = (d) => d.toISOString().replace(/\.\d{3}Z$/, "Z");
var sortedUnique = (xs) => [...new Set(xs)].sort((a, b) => a - b);
function proposeJournal(current, e) {
  const s = split({ parentSha: e.parentSha, hits: e.hits, ...e.holdoutK === void 0 ? {} : { k: e.holdoutK } });
  if (!s.ok) return { kind: "dead", message: DEAD };
  const pick = pickReplay(s.replay, e.counterexamples ?? /* @__PURE__ */ new Map(), e.replayMax ?? DEFAULT_REPLAY_MAX);
  const kept = new Set(pick.seeds);
  const fresh = e.fixtures.filter((f) => kept.has(f.seed));
  const fixtures = [.../* @__PURE__ */ new Set([...current.replay.fixtures ?? [], ...fresh.map((f) => f.path)])];
  const secret = current.holdout.secret ?? (e.secretHoldouts ? { k: e.holdoutK ?? 3 } : void 0);
  const flake = current.flake === void 0 ? {} : { flake: { ...current.flake, freeze_replay_until: null, frozen_seeds: void 0 } };
  const document = {
    id: current.id,
    selector: current.selector,
    parent_sha: e.parentSha,
    environment: { ...e.environment },
    ...e.shapes === void 0 ? {} : { shapes: [...e.shapes] },
    ...e.maxExamples === void 0 ? {} : { max_examples: e.maxExamples },
    ...e.sealedInputs === void 0 ? {} : { sealed_inputs: { ...e.sealedInputs } },
    replay: { seeds: [...pick.seeds], ...fixtures.length > 0 ? { fixtures } : {}, hits: s.replay.length, last_hit_at: timestamp(e.now) },
    // Secret mode stays secret: the lanes re-derive its holdouts from the new parent and seeds.
    holdout: secret === void 0 ? { seeds: [...s.holdout], generator_saw: false } : { seeds: [], generator_saw: false, secret: { ...secret, ...e.holdoutK === void 0 ? {} : { k: e.holdoutK } } },
    ...flake,
    state: "hit"
  };
  const holdout = secret === void 0 ? s.holdout : [];
  return { kind: "journal", document: JSON.parse(JSON.stringify(document)), holdout, pick, fixtures: fresh };
}
function proposeLedger(current, e) {
  const s = split({ parentSha: e.parentSha, hits: e.hits, ...e.holdoutK === void 0 ? {} : { k: e.holdoutK } });
  if (!s.ok) return { kind: "dead", message: DEAD };
  const grow = (p) => p.id === e.propertyId ? { ...p, pre_fix_failing_seeds: sortedUnique([...p.pre_fix_failing_seeds ?? [], ...s.replay]) } : p;
  const record = {
    hunt: e.propertyId,
    state: "hit",
    parent_sha: e.parentSha,
    hits: [...s.replay],
    last_hit_at: timestamp(e.now),
    fixtures: e.fixtures.map((f) => ({
      seed: f.seed,
      path: f.path,
      sha256: f.sha256,
      ...f.duplicates?.length ? { duplicate_seeds: [...f.duplicates] } : {}
    })),
    holdout: { seeds: [...s.holdout], generator_saw: false },
    environment: { ...e.environment },
    ...e.maxExamples === void 0 ? {} : { max_examples: e.maxExamples }
  };
  const draft = (current.draft ?? []).filter((d) => !(isObject(d) && d.hunt === e.propertyId)).map((d) => isObject(d) ? grow(d) : d);
  const document = {
    ...current,
    draft: [...draft, record]
  };
  return { kind: "ledger", document, holdout: s.holdout };
}
var isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

// src/modes/hunt/fixtures.ts
function captured(target, runs) {
  const list = [...runs].flatMap(
    ([seed, run]) => run.capture?.ok === true ? [{ seed, bytes: run.capture.bytes, sha256: sha256(run.capture.bytes), ...seenFailure(run.capture, run.outcome.detail) }] : []
  );
  const owners = fixtureOwners(list);
  return list.map((c) => ({ ...c, owner: owners.get(c.seed), path: fixturePathFor(target.format, target.property.id, owners.get(c.seed)) }));
}
function seenFailure(capture, detail) {
  if (capture.failure) return { failure: capture.failure };
  const type = capture.source === "observability" || capture.source === "printed" ? /^([A-Za-z_][\w.]*):/.exec(detail)?.[1] : void 0;
  return type ? { failure: { type, where: "" } } : {};
}
var sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");
async function verifyFixtures(ctx, target, runs, tree, concurrency) {
  const all = captured(target, runs);
  const files = all.filter((c) => c.owner === c.seed);
  for (const c of files) {
    tree.makeDir(c.path.split("/").slice(0, -1).join("/"));
    tree.remove(c.path);
    tree.writeFile(c.path, c.bytes);
  }
  const rows = files.map((c) => ({ lane: "replay", property: target.property.id, kind: "fixture", key: c.path, frozen: false }));
  const one = (row) => runRow(ctx, target.property, row);
  const batch = {
    key: (row) => fixtureBatchKey(ctx, target.property, row),
    run: async (rs) => await runFixtureBatch(ctx, target.property, rs) ?? inTurn(rs, one)
  };
  const results = await runRows(rows, one, { concurrency, reruns: 0, batch });
  const byPath = new Map(results.map((r) => [r.row.key, r.attempts[0]]));
  for (const c of files) if (c.failure) byPath.set(c.path, sameFailure(c.failure, byPath.get(c.path)));
  return verifiedFrom(target, runs, new Map(files.map((c) => [c.sha256, byPath.get(c.path)])));
}
function verifiedFrom(target, runs, replays) {
  return new Map(captured(target, runs).map((c) => [c.seed, { ...c, outcome: replays.get(c.sha256).outcome, detail: replays.get(c.sha256).detail }]));
}
function sameFailure(seen, replay) {
  if (replay.outcome !== "fail") return replay;
  const type = replay.failure?.type ?? /^([A-Za-z_][\w.]*):/.exec(replay.detail)?.[1];
  const frames = [...replay.tail.matchAll(/File "([^"]*)", line (\d+)/g)];
  const last = frames.at(-1);
  const where = last ? `${last[1].split("/").at(-1)}:${last[2]}` : "";
  const same = type === seen.type && (seen.type !== "AssertionError" || seen.where === "" || where === seen.where);
  if (same) return replay;
  const saw = `${seen.type}${seen.type === "AssertionError" && seen.where ? ` at ${seen.where}` : ""}`;
  return {
    ...replay,
    outcome: "error",
    detail: `fails differently on the parent (${firstLine(replay.detail)}${where ? ` at ${where}` : ""}), not the hunt's ${saw}`
  };
}
async function inTurn(rows, one) {
  const out = [];
  for (const row of rows) out.push(await one(row));
  return out;
}
function fixtureRow(v, seed, source) {
  const verified = v.outcome === "fail";
  const same = v.owner === seed ? {} : { duplicateOf: v.owner };
  const shared = v.owner === seed ? "" : ` (the same bytes as seed ${v.owner}'s fixture, which is this seed's too)`;
  const detail = verified ? `replays the failure on the parent${shared}` : `does not replay the failure on the parent (${v.outcome}: ${firstLine(v.detail)})${shared}`;
  return { path: v.path, sha256: v.sha256, source, verified, detail, ...same };
}
function proposedFixtures(verified) {
  const good = [...verified].filter(([, v]) => v.outcome === "fail");
  return good.filter(([seed, v]) => v.owner === seed).map(([seed, v]) => {
    const duplicates = good.filter(([other, w]) => w.owner === seed && other !== seed).map(([other]) => other);
    return { seed, path: v.path, sha256: v.sha256, ...duplicates.length > 0 ? { duplicates } : {} };
  });
}
var firstLine = (text) => text.split("\n")[0].slice(0, 300);

// src/modes/hunt/proposal.ts
import { basename, dirname } from "node:path";
async function buildProposal(ports, oracle, target, e, bytes, out) {
  const p = target.format === "journal" ? proposeJournal(target.document, e) : proposeLedger(target.document, e);
  if (p.kind === "dead") throw new SeedgateError("internal", "a proposal was built without hits");
  const text = JSON.stringify(p.document, null, 2) + "\n";
  const files = /* @__PURE__ */ new Map([[target.file, Buffer.from(text)]]);
  const fixtures = p.kind === "journal" ? p.fixtures : e.fixtures;
  for (const f of fixtures) files.set(f.path, bytes.get(f.seed));
  const tree = ports.workspaceAt(ports.git.root);
  for (const [path, b] of files) if (path !== target.file) replace(tree, path, b);
  if (out !== void 0) replace(ports.workspaceAt(dirname(out)), basename(out), Buffer.from(text));
  const diff = await unifiedDiff(ports.git, oracle, files);
  const replay = p.kind === "journal" ? { replay: p.pick } : {};
  return { file: target.file, ...out === void 0 ? {} : { out }, document: p.document, holdout: p.holdout, fixtures, ...replay, diff };
}
function replace(ws, path, bytes) {
  ws.makeDir(path.split("/").slice(0, -1).join("/"));
  ws.remove(path);
  ws.writeFile(path, bytes);
}
async function unifiedDiff(git, oracle, files) {
  if (git.diffBytes === void 0) throw new SeedgateError("internal", "the Git port given to the hunt cannot diff bytes (diffBytes)");
  const changes = await Promise.all([...files].map(async ([path, after]) => ({ path, before: await git.readFile(oracle, path), after })));
  return git.diffBytes(changes);
}

// src/core/plan/holdout-count.ts
var MINIMUM = 3;
function holdoutCount(i) {
  const target = i.target ?? 0.99;
  const trials = i.hits + i.misses;
  const p = trials === 0 ? 0 : i.hits / trials;
  const exact = p >= 1 ? 1 : p <= 0 ? Infinity : Math.log(1 - target) / Math.log(1 - p);
  const wanted = Math.max(MINIMUM, Number.isFinite(exact) ? Math.ceil(exact - 1e-9) : MINIMUM);
  const affordable = i.meanSeedMs > 0 ? Math.max(MINIMUM, Math.floor(i.budgetMs / i.meanSeedMs)) : wanted;
  const k = Math.min(wanted, affordable);
  const catchProbability = 1 - Math.pow(1 - p, k);
  const pct = (x) => `${(100 * x).toFixed(1)} %`;
  const capped = k < wanted ? `; capped at ${k} by the ${Math.round(i.budgetMs / 1e3)} s holdout budget (${Math.round(i.meanSeedMs)} ms a seed), which catches it with ${pct(catchProbability)} only` : "";
  const statement = `${k} holdouts: per-seed hit rate ${pct(p)} on the parent (${i.hits} of ${trials} seeds); k = ceil(log(${1 - target <= 0 ? 0 : +(1 - target).toFixed(4)}) / log(1 - p)) = ${wanted} catches an overfit of that hit rate with >= ${pct(target)}${capped}`;
  return { k, hitRate: p, wanted, catchProbability, statement };
}

// src/core/edits/rehunt.ts
var sameSet = (a = [], b = []) => {
  const [x, y] = [new Set(a.map(String)), new Set(b.map(String))];
  return x.size === y.size && [...x].every((v) => y.has(v));
};
var sameRecord = (a = {}, b = {}) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
function journalReproduced(current, proposed, fixturesUnchanged) {
  const differs = (what) => ({ reproduces: false, why: `the ${what} differ from the journal's` });
  if (current.state === "proposed") return { reproduces: false, why: "the journal is only proposed" };
  if (current.rehunt_pending !== void 0) return { reproduces: false, why: "the journal waits for this re-hunt (rehunt_pending)" };
  if (current.parent_sha !== proposed.parent_sha) return differs("parent");
  if (!sameRecord(current.environment, proposed.environment)) return differs("environment's versions");
  if (current.max_examples !== void 0 && current.max_examples !== proposed.max_examples) return differs("recorded max_examples");
  if (proposed.sealed_inputs !== void 0 && !sameRecord(current.sealed_inputs, proposed.sealed_inputs)) return differs("recorded sealed inputs");
  if (proposed.shapes !== void 0 && JSON.stringify(current.shapes ?? null) !== JSON.stringify(proposed.shapes)) return differs("recorded shapes");
  if (!sameSet(current.replay.seeds, proposed.replay.seeds)) return differs("replay seeds");
  if (!sameSet(current.replay.fixtures, proposed.replay.fixtures) || !fixturesUnchanged) return differs("fixtures");
  if (!sameSet(current.holdout.seeds, proposed.holdout.seeds) || JSON.stringify(current.holdout.secret ?? null) !== JSON.stringify(proposed.holdout.secret ?? null))
    return differs("holdouts");
  return { reproduces: true, why: `reproduces the ${current.state} journal: nothing new` };
}
function ledgerReproduced(current, propertyId, hits, fixturesUnchanged) {
  if (!fixturesUnchanged) return { reproduces: false, why: "the fixtures differ from the ones in the tree" };
  const locked = new Set(current.properties?.find((p) => p.id === propertyId)?.pre_fix_failing_seeds ?? []);
  const fresh = hits.filter((h) => !locked.has(h));
  return fresh.length === 0 ? { reproduces: true, why: "every hit is already a locked pre-fix seed: nothing new" } : { reproduces: false, why: `${fresh.length} hit(s) not yet locked: ${fresh.slice(0, 10).join(", ")}` };
}

// src/modes/hunt/shapes.ts
var SHAPES_FILE = "seedgate-shapes.json";
var OPERATORS = /* @__PURE__ */ new Set(["==", "<", "in"]);
var named = (v) => typeof v === "string" && v.length > 0 && v.length <= 300;
function isShape(v) {
  if (typeof v !== "object" || v === null) return false;
  const s = v;
  if ("call" in s) return named(s.call) && Object.keys(s).length === 2 && (named(s.handle) || named(s.value));
  return named(s.class) && typeof s.operator === "string" && OPERATORS.has(s.operator) && named(s.against);
}
function keyed(s) {
  if ("call" in s)
    return "handle" in s ? [`1${s.call}\0handle\0${s.handle}`, { call: s.call, handle: s.handle }] : [`1${s.call}\0value\0${s.value}`, { call: s.call, value: s.value }];
  return [`0${s.class}\0${s.operator}\0${s.against}`, { class: s.class, operator: s.operator, against: s.against }];
}
function seedShapes(scratch, storage) {
  const bytes = scratch.readFile(`${storage}/${SHAPES_FILE}`);
  if (bytes === null) return void 0;
  let parsed;
  try {
    parsed = JSON.parse(bytes.toString("utf8"));
  } catch {
    return void 0;
  }
  return Array.isArray(parsed) && parsed.every(isShape) ? parsed : void 0;
}
function huntShapes(runs) {
  const all = [...runs].flatMap((r) => r.shapes === void 0 ? [] : [r.shapes]);
  if (all.length === 0) return void 0;
  const byKey = new Map(all.flat().map(keyed));
  return [...byKey.keys()].sort().map((k) => byKey.get(k));
}
function recordedShapes(runs) {
  const shapes = huntShapes(runs);
  return shapes === void 0 ? {} : { shapes };
}

// src/modes/hunt/tree-run.ts
import { join as join2 } from "node:path";

// src/modes/hunt/seeds.ts
import { join } from "node:path";

// src/runners/falsifying.ts
var HEADER = /^(Falsifying example|Falsifying explicit example|Failing test case):\s*(.*)$/;
var unprefix = (line) => line.replace(/^\s*E {1,7}/, "").replace(/^\s*(\|\s?)+/, "").trimStart();
function falsifyingCall(output) {
  const lines = output.split(/\r?\n/).map(unprefix);
  for (let i = lines.length - 1; i >= 0; i--) {
    const m = HEADER.exec(lines[i]);
    if (m === null) continue;
    const call = balancedCall([m[2], ...lines.slice(i + 1)].join("\n"));
    if (call === null) return { ok: false, reason: `the "${m[1]}" call is cut off or has no arguments in the captured output` };
    return { ok: true, header: m[1], test: call.slice(0, call.indexOf("(")).trim(), call };
  }
  return { ok: false, reason: 'the output has no "Falsifying example" or "Failing test case" line' };
}
function balancedCall(text) {
  const open = text.search(/^[A-Za-z_][\w.]*\(/) === 0 ? text.indexOf("(") : -1;
  if (open === -1) return null;
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === "'" || c === '"') {
      i = stringEnd(text, i);
      if (i === -1) return null;
    } else if (c === "#") {
      const nl = text.indexOf("\n", i);
      if (nl === -1) return null;
      i = nl;
    } else if ("([{".includes(c)) depth++;
    else if (")]}".includes(c) && --depth === 0) return text.slice(0, i + 1);
  }
  return null;
}
function stringEnd(text, start) {
  const quote = text[start];
  const triple = text.startsWith(quote.repeat(3), start);
  const close = triple ? quote.repeat(3) : quote;
  for (let i = start + close.length; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text.startsWith(close, i)) return i + close.length - 1;
    else if (!triple && text[i] === "\n") return -1;
  }
  return -1;
}
var NAMED = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
var xmlText = (text) => text.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (m, ref) => {
  if (ref[0] !== "#") return NAMED[ref.toLowerCase()] ?? m;
  const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
  return code <= 1114111 ? String.fromCodePoint(code) : m;
});
function observedArguments(jsonl) {
  const failed = [];
  for (const line of jsonl.split("\n")) {
    if (line.trim() === "") continue;
    let o;
    try {
      o = JSON.parse(line);
    } catch {
      continue;
    }
    if (o.type === "test_case" && o.status === "failed" && isRecord(o.arguments)) failed.push(o);
  }
  const best = failed.filter((o) => o.how_generated === "minimal failing example").at(-1) ?? failed.at(-1);
  if (best === void 0) return { ok: false, reason: "no failed test case in the observability output" };
  const args = best.arguments;
  const unsafe = findUnsafeInteger(args);
  if (unsafe !== null) return { ok: false, reason: `argument ${unsafe} is an integer beyond 2^53, which JSON here cannot hold exactly` };
  return { ok: true, arguments: args };
}
var isRecord = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
function findUnsafeInteger(v, where = "") {
  if (typeof v === "number") return Number.isInteger(v) && !Number.isSafeInteger(v) ? where : null;
  if (Array.isArray(v)) return v.map((x, i) => findUnsafeInteger(x, `${where}[${i}]`)).find((x) => x !== null) ?? null;
  if (isRecord(v))
    return Object.entries(v).map(([k, x]) => findUnsafeInteger(x, where === "" ? k : `${where}.${k}`)).find((x) => x !== null) ?? null;
  return null;
}
function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}
var MAX_PRINTED_BYTES = 1e5;
async function literalArguments(ports, python, calls, baseEnv, cwd) {
  const tooLong = (call) => ({
    ok: false,
    reason: `the falsifying example is ${Buffer.byteLength(call)} bytes, over the ${MAX_PRINTED_BYTES}-byte limit for a printed fixture`
  });
  const sent = calls.flatMap((call, i) => Buffer.byteLength(call) > MAX_PRINTED_BYTES ? [] : [i]);
  const out = calls.map(tooLong);
  if (sent.length === 0) return out;
  const scratch = ports.disk.scratch("seedgate-literal-");
  try {
    scratch.write("calls.json", JSON.stringify(sent.map((i) => calls[i])));
    const args = ["-s", harnessPath("evidence/literal_json.py"), "--many", scratch.path("calls.json"), scratch.path("out.json")];
    const r = await ports.exec.run({ command: python, args, cwd, env: childEnv(baseEnv, 0), timeoutMs: 3e4 + 100 * sent.length });
    const answers = r.timedOut || r.exitCode !== 0 ? null : readAnswers(scratch.read("out.json"), sent.length);
    const why = r.timedOut ? "literal_json.py timed out" : r.stderrTail.trim().split("\n").at(-1) || `literal_json.py exited ${r.exitCode} without an answer per call`;
    sent.forEach((i, k) => {
      const a = answers?.[k];
      out[i] = a === void 0 ? { ok: false, reason: why } : typeof a.json === "string" ? { ok: true, bytes: Buffer.from(a.json, "utf8"), source: "printed" } : { ok: false, reason: String(a.error) };
    });
    return out;
  } finally {
    scratch.dispose();
  }
}
function readAnswers(text, count) {
  if (text === null) return null;
  try {
    const list = JSON.parse(text);
    if (!Array.isArray(list) || list.length !== count) return null;
    return list.every((a) => a !== null && typeof a === "object" && (typeof a.json === "string" || typeof a.error === "string")) ? list : null;
  } catch {
    return null;
  }
}

// src/modes/hunt/seeds.ts
function seedFiles(scratch, seed) {
  const rel = { storage: `seed-${seed}/hypothesis`, fixtureOut: `seed-${seed}/fixture.out` };
  return { rel, storage: join(scratch.root, rel.storage), fixtureOut: join(scratch.root, rel.fixtureOut) };
}
var OBSERVABILITY = {
  HYPOTHESIS_EXPERIMENTAL_OBSERVABILITY: "1",
  HYPOTHESIS_EXPERIMENTAL_OBSERVABILITY_NOCOVER: "1",
  HYPOTHESIS_OBSERVABILITY: "1",
  HYPOTHESIS_OBSERVABILITY_NOCOVER: "1",
  SEEDGATE_CAPTURE: "1"
  // seedgate_capture.py keeps the failing call's typed arguments
};
async function runSeeds(h, seeds) {
  const rows = seeds.map((seed) => ({ lane: "replay", property: h.property.id, kind: "seed", key: String(seed), frozen: false }));
  for (const row of rows) h.scratch.makeDir(`seed-${row.key}`);
  const env = { ...h.ctx.env, ...OBSERVABILITY };
  const one = (row) => {
    const { storage, fixtureOut } = seedFiles(h.scratch, row.key);
    const shapes = { SEEDGATE_SHAPES_OUT: join(storage, SHAPES_FILE) };
    return runRow({ ...h.ctx, env: { ...env, SEEDGATE_FIXTURE_OUT: fixtureOut, ...shapes }, exec: keepStorage(h.ctx.exec, storage) }, h.property, row);
  };
  const seedStorage = seedFiles(h.scratch, "{seed}").storage;
  const batch = {
    key: (row) => huntBatchKey(h, row),
    run: (batched, { ended }) => runBatch({ ...h.ctx, env }, h.property, batched, { seedStorage, ...ended ? { ended } : {} })
  };
  const progress = { ...h.onResult ? { onResult: h.onResult } : {}, ...h.onEnded ? { onEnded: h.onEnded } : {} };
  const results = await runRows(rows, one, { concurrency: h.concurrency, reruns: 0, batch, ...progress });
  const found = await Promise.all(results.map((r) => captureSeed(h.ctx, h.property, r.row.key, r.attempts[0], h.scratch)));
  const printed = found.flatMap((f, i) => "printed" in f ? [i] : []);
  const converted = await literalArguments(
    h.ctx,
    h.python,
    printed.map((i) => found[i].printed),
    h.ctx.env,
    h.scratch.root
  );
  printed.forEach((i, k) => found[i] = { outcome: found[i].outcome, capture: converted[k] });
  return new Map(seeds.map((seed, i) => [seed, withShapes(found[i], seedShapes(h.scratch, seedFiles(h.scratch, String(seed)).rel.storage))]));
}
var withShapes = (run, shapes) => shapes === void 0 ? run : { ...run, shapes };
function huntBatchKey(h, row) {
  if (h.perProcess) return batchKey(h.ctx, h.property, row);
  return presetFor(h.ctx.config, h.property.selector)?.huntTogether === true && row.kind === "seed" ? h.property.id : void 0;
}
async function captureSeed(ctx, property, seed, outcome, scratch) {
  const { rel, fixtureOut } = seedFiles(scratch, seed);
  if (outcome.outcome !== "fail") return { outcome };
  const capture = presetFor(ctx.config, property.selector)?.capture;
  if (capture === "fixture-out") return { outcome, capture: fixtureOutCapture(scratch, rel.fixtureOut) };
  if (capture === "counterexample") return { outcome, capture: fastCheckCapture(ctx.disk, fixtureOut) };
  if (capture !== "observed") {
    const preset = ruleFor(ctx.config, property.selector)?.preset ?? "unknown";
    return { outcome, capture: { ok: false, reason: `the ${preset} preset records no fixtures` } };
  }
  const typed = typedCapture(scratch, `${rel.storage}/seedgate-capture.json`);
  if (typed !== null) return { outcome, capture: typed };
  const observed = observedArguments(readObserved(scratch, `${rel.storage}/observed`));
  if (observed.ok) return { outcome, capture: { ok: true, bytes: Buffer.from(canonicalJson(observed.arguments), "utf8"), source: "observability" } };
  const fromTail = falsifyingCall(outcome.tail);
  const printed = fromTail.ok ? fromTail : falsifyingCall(xmlText(outcome.detail));
  if (!printed.ok) return { outcome, capture: { ok: false, reason: printed.reason } };
  return { outcome, printed: printed.call };
}
var keepStorage = (exec, storage) => ({
  run: (req) => exec.run({ ...req, env: { ...req.env, HYPOTHESIS_STORAGE_DIRECTORY: storage } })
});
function fixtureOutCapture(scratch, path) {
  const bytes = scratch.readFile(path);
  if (bytes === null) return { ok: false, reason: "the command wrote nothing to SEEDGATE_FIXTURE_OUT" };
  return bytes.length === 0 ? { ok: false, reason: "the command left SEEDGATE_FIXTURE_OUT empty" } : { ok: true, bytes, source: "fixture-out" };
}
function typedCapture(scratch, path) {
  const bytes = scratch.readFile(path);
  if (bytes === null) return null;
  let kept;
  try {
    kept = JSON.parse(bytes.toString("utf8"));
  } catch {
    return { ok: false, reason: "the typed capture (seedgate-capture.json) is not JSON" };
  }
  const f = kept.failure;
  const failure = f && typeof f.type === "string" && typeof f.where === "string" ? { failure: { type: f.type, where: f.where } } : {};
  if (typeof kept.refused === "string")
    return {
      ok: false,
      reason: `fixture not writable: ${kept.refused}; hint: draw values seedgate can store (fixed-offset timezones, or zoneinfo, pytz and dateutil zones of the tz database by key, not tzlocal, tzoffset or ZoneInfo.from_file; built-in, datetime, Decimal, Fraction, UUID, ipaddress values, enum members (single, of a class reachable by its name), dataclass instances (of a class reachable by its name whose fields are all init fields), pathlib paths, ranges, slices), or build the object inside the test from stored values`
    };
  if (typeof kept.fixture !== "string") return { ok: false, reason: "the typed capture (seedgate-capture.json) holds no fixture" };
  return { ok: true, bytes: Buffer.from(kept.fixture, "utf8"), source: "typed", ...failure };
}
function readObserved(scratch, dir) {
  if (scratch.kind(dir) === "absent") return "";
  return scratch.list(dir).filter((f) => f.name.endsWith(".jsonl")).map((f) => scratch.readFile(`${dir}/${f.name}`).toString("utf8")).join("\n");
}

// src/modes/hunt/tree-env.ts
import { dirname as dirname2 } from "node:path";
async function treeEnvironment(ports, config, dir, oracle, matcher, parent, npmCache) {
  const sealed = await ports.trees.pinSealed(dir, oracle, matcher);
  const setupRan = config.runners.setup.length > 0;
  if (!setupRan) ports.trees.linkInstall(dir);
  const isSealed = (p) => matcher.match(p) !== null;
  const readOnly = [ports.git.root, ...setupRan ? [] : checkoutPrefix(config, ports)];
  const box = await laneSandbox(ports, config, dir, ports.env, setupRan ? npmCache : void 0, parent, { isSealed, readOnly });
  if (!box.ok && box.kind === void 0) throw new SeedgateError("config", box.refusal.detail, { field: "runners.sandbox" });
  if (!box.ok)
    throw new SeedgateError("config", box.refusal.detail, {
      field: "runners.setup",
      hint: `setup ran in the parent's worktree as a lane runs it; its last lines:
${box.refusal.tail}`
    });
  if (setupRan) await sealed.again();
  return { exec: box.exec, setupRan };
}
function checkoutPrefix(config, ports) {
  const python = pythonInterpreter(config, ports.env, ports.git.root);
  return python.startsWith("/") ? [dirname2(dirname2(python))] : [];
}
function huntOracle(ports, config, property, tree) {
  const rule = ruleFor(config, property.selector);
  if (rule === void 0 || presetOf(rule.preset)?.sealedCopy !== "test-folder" || rowIsolation(config, rule) !== "process") return void 0;
  const file = property.selector.split("::")[0];
  const folder = file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : "";
  const copy = ports.trees.scratch("seedgate-hunt-oracle-");
  copyFolder(tree, ports.workspaceAt(copy.dir), folder, folder === "");
  return copy;
}
function copyFolder(from, to, folder, flat) {
  to.makeDir(folder);
  for (const e of from.list(folder === "" ? "." : folder)) {
    const path = folder === "" ? e.name : `${folder}/${e.name}`;
    if (e.kind === "file") to.writeFile(path, from.readFile(path));
    else if (e.kind === "dir" && !flat && e.name !== "__pycache__") copyFolder(from, to, path, false);
  }
}

// src/modes/hunt/lane-refusal.ts
var LAYOUTS = ["src", "lib", "python", ""];
function refuseAsTheLane(config, test, testFile, tree) {
  const source = test.readFile(testFile)?.toString("utf8") ?? "";
  const roots = (config.runners.pythonPaths ?? ["."]).map(clean);
  const names = [...new Set(pythonImports(source).map((i) => i.module.split(".")[0]))];
  const origins = names.flatMap((module) => {
    if (roots.some((r) => holds(tree, r, module) !== void 0)) return [];
    const local = localCopy(tree, roots, module);
    return local === void 0 ? [] : [{ module, file: null, inside: false, local }];
  });
  const said = misplacedSaid(origins);
  if (said === void 0) return;
  throw new SeedgateError("config", `a lane would refuse this property: ${said}`, {
    field: "runners.pythonPaths",
    hint: "the hunt runs as the lanes do (isolation: process): production code is imported from runners.pythonPaths only, and an editable install's .pth names no import root; `seedgate init` writes pythonPaths from the layout"
  });
}
function holds(tree, dir, name) {
  const at = dir === "" ? name : `${dir}/${name}`;
  if (tree.readFile(`${at}/__init__.py`) !== null) return at;
  return tree.readFile(`${at}.py`) !== null ? `${at}.py` : void 0;
}
function localCopy(tree, roots, name) {
  for (const root of roots)
    for (const top of /* @__PURE__ */ new Set([root, parentOf(root)]))
      for (const layout of LAYOUTS) {
        const base = [top, layout].filter((p) => p !== "").join("/");
        const found = holds(tree, base, name);
        if (found !== void 0) return top === "" ? found : found.slice(top.length + 1);
      }
  return void 0;
}
var clean = (p) => p === "." ? "" : p.replace(/^(\.\/)+/, "").replace(/\/+$/, "");
var parentOf = (p) => p.includes("/") ? p.slice(0, p.lastIndexOf("/")) : "";

// src/modes/hunt/framework-check.ts
async function refuseNodeAsTheLane(ports, config, selector, oracle, tree) {
  const trust = await nodeTrust(ports.git, oracle, config, [selector], tree.isSealed);
  if (!trustsPackages(trust)) return;
  const texts = await frameworkTexts(ports.git, oracle, oracle);
  const caches = npmCaches(tree.npmCache === void 0 ? void 0 : { dir: tree.npmCache }, ports.env);
  const why = [...nodeRefusals(trust, texts, ports, tree.dir, caches).values()][0];
  if (why === void 0) return;
  throw new SeedgateError("config", `a lane would refuse this property: ${why}`, {
    field: "runners.setup",
    hint: "the hunt runs what its lanes run: install the oracle revision's package-lock.json (npm ci) in the checkout, or in runners.setup"
  });
}

// src/modes/hunt/tree-run.ts
async function runTree(s, seeds, ports) {
  const [parent, oracle] = [await ports.git.resolve(s.parent), await ports.git.resolve(s.oracle ?? "HEAD")];
  const snapshot = await readBase(ports.git, oracle, s.configPath, ports.log);
  const { config, tree } = snapshot;
  const model = await snapshot.sealedModel();
  const target = await findTarget(config, model, tree, s.property);
  ports.log.info(`hunting ${seeds.length} seeds of ${target.property.id} on parent ${parent.slice(0, 12)} with the oracle of ${oracle.slice(0, 12)}`);
  const selectorFile = target.property.selector.split("::")[0];
  const matcher = compileSealedMatcher([
    ...await snapshot.restoredPatterns(),
    { glob: escapeGlob(selectorFile), reason: "the hunted property's test file" },
    { glob: escapeGlob(`${selectorFile.replace(/[^/]*$/, "")}conftest.py`), reason: "the selector's conftest" }
  ]);
  const runsDir = ports.trees.scratch("seedgate-hunt-runs-");
  const scratch = runsDir.dir;
  const pythonAt = (root) => frameworkPython(ports.disk, config, ports.env, root);
  const node = presetFor(config, target.property.selector)?.environment === "node";
  const setup = config.runners.setup.length > 0;
  const probeAt = (exec, root) => node ? Promise.resolve({}) : pythonEnvironment(exec, pythonAt(root), scratch, cleanEnv(ports.env), frameworkIsOracle(config));
  const early = setup ? void 0 : probeAt(ports.exec, ports.git.root);
  const probe = early ?? Promise.resolve({});
  const settled = probe.then(
    () => {
    },
    () => {
    }
  );
  let oracleCopy;
  let pinned;
  const npmCache = setup ? ports.trees.scratch("seedgate-npm-cache-") : void 0;
  try {
    pinned = node ? void 0 : await installSealedPackages(ports, config, oracle);
    if (pinned?.refusal !== void 0) throw new SeedgateError("config", pinned.refusal, { field: "runners.sealedRequirements" });
    const treeRun = await ports.trees.withWorktree(parent, async (dir) => {
      const made = await treeEnvironment(ports, config, dir, oracle, matcher, parent, npmCache?.dir);
      const isSealed = (p) => matcher.match(p) !== null;
      const copy = huntOracle(ports, config, target.property, ports.workspaceAt(dir));
      oracleCopy = copy;
      if (copy) refuseAsTheLane(config, ports.workspaceAt(copy.dir), selectorFile, ports.workspaceAt(dir));
      if (node) await refuseNodeAsTheLane(ports, config, target.property.selector, oracle, { dir, isSealed, ...npmCache ? { npmCache: npmCache.dir } : {} });
      const ctx = {
        root: dir,
        config: withoutForkServer(config),
        exec: made.exec,
        disk: ports.disk,
        env: ports.env,
        isSealed,
        // The tree's own import roots (runners.pythonPaths); a lane's oracle copy (isolation: process) where the preset reads one.
        importRoots: importRoots(config, dir),
        ...copy ? { oracle: copy.dir } : {},
        ...pinned?.site === void 0 ? {} : { sealedPackages: pinned.site },
        // Without setup the tree stands for the checkout: its interpreter, and its editable installs read as the tree.
        ...made.setupRan ? {} : { checkout: ports.git.root },
        // A Node property's production modules are proxies answered by a subject, as in a lane (issue 47 item 7).
        ...node ? { nodeSubject: true } : {}
      };
      const own = node ? fastCheckEnvironment(ports.trees.installed(dir, "fast-check")) : await (early ?? probeAt(made.exec, dir));
      const python = pythonAt(made.setupRan ? dir : ports.git.root);
      const environment = { ...own, lockfile: await lockfileHash(ports.git, oracle) };
      const concurrency = s.concurrency ?? (config.runners.concurrency || ports.cores);
      const runs = await runSeeds(
        {
          ctx,
          property: target.property,
          scratch: ports.workspaceAt(scratch),
          python,
          concurrency,
          perProcess: s.perProcess === true,
          ...ports.onResult ? { onResult: ports.onResult } : {},
          ...ports.onEnded ? { onEnded: ports.onEnded } : {}
        },
        seeds
      );
      const relative = new Map(
        [...runs].map(([seed, r]) => [seed, r.outcome.origins ? { ...r, outcome: { ...r.outcome, origins: relativeOrigins(r.outcome.origins, dir) } } : r])
      );
      const replayAt = ports.workspaceAt(copy ? copy.dir : dir);
      const replayCtx = node ? { ...ctx, env: { ...ctx.env, SEEDGATE_SHAPES_OUT: join2(scratch, "replay-shapes.json") } } : ctx;
      return { runs: relative, verified: await verifyFixtures(replayCtx, target, runs, replayAt, concurrency), environment };
    });
    await ports.exec.sweep?.(ports.log);
    return { parent, oracle, target, treeRun };
  } finally {
    await settled;
    oracleCopy?.dispose();
    pinned?.dispose();
    npmCache?.dispose();
    runsDir.dispose();
  }
}
var cleanEnv = (env) => Object.fromEntries(Object.entries(env).filter((e) => e[1] !== void 0));
var withoutForkServer = (config) => ({
  ...config,
  runners: { ...config.runners, forkServer: false, rules: config.runners.rules.map((r) => r.forkServer ? { ...r, forkServer: false } : r) }
});

// src/modes/hunt/hunt.ts
async function hunt(s, ports) {
  const { parent, oracle, target, treeRun } = await runTree(s, s.seeds, ports);
  return summarise(s, s.seeds, {
    parent,
    oracle,
    target,
    treeRun,
    git: ports.git,
    workspaceAt: ports.workspaceAt,
    now: ports.clock.now(),
    secretHoldouts: Boolean(ports.env[HOLDOUT_SECRET_ENV])
  });
}
var OUTCOME = { fail: "hit", pass: "miss", timeout: "timeout", error: "error" };
async function summarise(s, seeds, m) {
  const rows = seeds.map((seed) => {
    const run = m.treeRun.runs.get(seed);
    const o = run.outcome;
    const base2 = {
      seed,
      outcome: OUTCOME[o.outcome],
      durationMs: Math.round(o.durationMs),
      detail: firstLine(o.detail),
      ...o.origins ? { origins: o.origins } : {}
    };
    if (run.capture === void 0) return base2;
    if (!run.capture.ok) return { ...base2, fixture: { error: run.capture.reason } };
    return { ...base2, fixture: fixtureRow(m.treeRun.verified.get(seed), seed, run.capture.source) };
  });
  const pick = (o) => rows.filter((r) => r.outcome === o).map((r) => r.seed);
  const [hits, misses, timeouts, errors] = [pick("hit"), pick("miss"), pick("timeout"), pick("error")];
  const status = hits.length > 0 ? "hit" : timeouts.length > 0 ? "timeout-only" : misses.length > 0 ? "dead" : "error-only";
  const base = {
    command: "hunt",
    status,
    message: messageFor(status, hits, timeouts, errors, m.target.property.id),
    property: m.target.property.id,
    format: m.target.format,
    parent: m.parent,
    oracle: m.oracle,
    environment: m.treeRun.environment,
    hits,
    misses,
    timeouts,
    errors,
    rows
  };
  if (status !== "hit") return base;
  const bytes = new Map([...m.treeRun.verified].map(([seed, v]) => [seed, v.bytes]));
  const trials = rows.filter((r) => r.outcome === "hit" || r.outcome === "miss");
  const meanSeedMs = trials.reduce((t, r) => t + r.durationMs, 0) / Math.max(1, trials.length);
  const holdouts = holdoutCount({ hits: hits.length, misses: misses.length, meanSeedMs, budgetMs: s.holdoutBudgetMs ?? 6e5 });
  const evidence = {
    propertyId: m.target.property.id,
    parentSha: m.parent,
    hits,
    fixtures: proposedFixtures(m.treeRun.verified),
    environment: m.treeRun.environment,
    ...huntFigure(m.treeRun.runs),
    ...recordedShapes(m.treeRun.runs.values()),
    now: m.now,
    holdoutK: holdouts.k,
    secretHoldouts: m.secretHoldouts,
    counterexamples: new Map([...m.treeRun.verified].map(([seed, v]) => [seed, v.sha256])),
    ...s.replayMax === void 0 ? {} : { replayMax: s.replayMax }
  };
  const proposal = await buildProposal(m, m.oracle, m.target, evidence, bytes, s.out);
  const cost = proposal.replay && costOf(proposal.document, holdouts.k, meanSeedMs);
  const message = [base.message, holdouts.statement, ...proposal.replay ? [replayStatement(proposal.replay)] : [], ...cost ? [cost.statement] : []].join(
    "; "
  );
  const notes = m.target.format === "journal" ? listedProposal(m.target.property.id, proposal.file, proposal.holdout) : [];
  return {
    ...base,
    message,
    holdouts,
    proposal,
    ...cost ? { cost } : {},
    reproduction: await reproductionOf(m, proposal, hits),
    ...notes.length ? { notes } : {}
  };
}
var costOf = (j, k, meanSeedMs) => journalCost({ seeds: j.replay.seeds.length, fixtures: j.replay.fixtures?.length ?? 0, holdouts: j.holdout.secret ? k : j.holdout.seeds.length, meanSeedMs });
function replayStatement(p) {
  const over = p.over.length > 0 ? `; ${p.over.length} more distinct past the replay maximum, not proposed: seeds ${p.over.join(", ")}` : "";
  return `${p.seeds.length} replay seed${p.seeds.length === 1 ? "" : "s"} proposed, one per distinct counterexample (${p.distinct} distinct, ${p.same.length} hit${p.same.length === 1 ? "" : "s"} shrank to an earlier hit's)${over}`;
}
function huntFigure(runs) {
  const seen = new Set([...runs.values()].map((r) => r.outcome.maxExamples).filter((n) => n !== void 0));
  const inputs = agreedInputs([...runs.values()].map((r) => r.outcome.sealedInputs));
  return { ...seen.size === 1 ? { maxExamples: [...seen][0] } : {}, ...inputs === void 0 ? {} : { sealedInputs: inputs } };
}
async function reproductionOf(m, proposal, hits) {
  const held = await Promise.all(proposal.fixtures.map(async (f) => m.git.readFile(m.oracle, f.path)));
  const unchanged = held.every((b, i) => b !== null && createHash2("sha256").update(b).digest("hex") === proposal.fixtures[i].sha256);
  if (m.target.format === "ledger") return ledgerReproduced(m.target.document, m.target.property.id, hits, unchanged);
  return journalReproduced(m.target.document, proposal.document, unchanged);
}
function messageFor(status, hits, timeouts, errors, id) {
  const noise = timeouts.length > 0 ? `; ${timeouts.length} timed out (noise, never hits)` : "";
  const broken = errors.length > 0 ? `; ${errors.length} could not run` : "";
  if (status === "hit")
    return `${hits.length} seed${hits.length === 1 ? "" : "s"} hit the parent${noise}${broken}: proposal written, for a human to review and lock`;
  if (status === "timeout-only")
    return `no seed hit the parent; its only parent signal is ${timeouts.length} timeout(s): not lockable (timeouts are noise, never hits); nothing written${broken}`;
  if (status === "dead")
    return `zero hits: the property passes on this parent, so there is nothing to lock here; nothing written${broken}. No past bug (a healthy library)? \`seedgate mutate --property ${id}\` commits a parent it catches on seedgate/mutant and prints the hunt to run on it (on a mutant already: --pick N+1 tries the next mutation). A property no parent and no mutant fails is dead: delete it, do not freeze it or pad replay with unused seeds`;
  return `every seed errored: the property could not run on the parent; nothing written`;
}

export {
  validReplayMax,
  verifiedFrom,
  firstLine,
  runTree,
  hunt,
  summarise
};
