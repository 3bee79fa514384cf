import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  sandboxedOrThrow
} from "./chunk-HGXVYDUR.js";
import {
  VERSION
} from "./chunk-LAABB2II.js";
import {
  clipEarned
} from "./chunk-TQOTL3R7.js";
import {
  runRows
} from "./chunk-SKDT3HVE.js";
import {
  runRow
} from "./chunk-P6U5UL5V.js";
import {
  readBase
} from "./chunk-A634GDAO.js";
import {
  gitTreeReader
} from "./chunk-YPC4Q24N.js";
import {
  parseDiffRaw
} from "./chunk-ZL3VSXLC.js";
import {
  compileSealedMatcher
} from "./chunk-3VTLRWNT.js";
import {
  escapeGlob
} from "./chunk-3TNBGBUS.js";
import {
  loadSealedModel
} from "./chunk-G64J6QHH.js";

// src/core/judge/earned.ts
function sideOutcomes(runs, seeds) {
  const pick = (o) => seeds.filter((s) => runs.get(s)?.outcome === o);
  const noisy = seeds.map((s) => runs.get(s)).find((r) => r !== void 0 && (r.outcome === "error" || r.outcome === "timeout"));
  return { pass: pick("pass"), fail: pick("fail"), timeout: pick("timeout"), error: pick("error"), detail: noisy?.detail.split("\n")[0]?.slice(0, 300) ?? "" };
}
function classifyEarned(parent, head) {
  const headPass = new Set(head.pass);
  const earnedSeeds = parent.fail.filter((s) => headPass.has(s));
  if (earnedSeeds.length > 0) {
    return {
      label: "earned",
      earnedSeeds,
      reason: `fails on the parent and passes on the head with seed${earnedSeeds.length === 1 ? "" : "s"} ${earnedSeeds.join(", ")}: worth promoting`
    };
  }
  if (parent.fail.length > 0) {
    return {
      label: "inconclusive",
      earnedSeeds,
      reason: `fails on the parent (seeds ${parent.fail.join(", ")}) but none of those seeds passes on the head: the fix does not satisfy it, or the property is wrong`
    };
  }
  if (parent.pass.length > 0) {
    const broken = head.fail.length > 0 ? `; it fails on the head with seeds ${head.fail.join(", ")}` : "";
    return {
      label: "unearned",
      earnedSeeds,
      reason: `never fails on the parent (${parent.pass.length} seeds pass): it cannot see the defect; keep it out of required${broken}`
    };
  }
  return {
    label: "inconclusive",
    earnedSeeds,
    reason: `no seed ran cleanly on the parent (${parent.timeout.length} timeouts, ${parent.error.length} errors)${parent.detail ? `: ${parent.detail}` : ""}`
  };
}
var isPythonTestFile = (path) => /(^|\/)test_[^/]*\.py$/.test(path);
function givenTests(text) {
  const lines = text.split(/\r?\n/);
  const out = [];
  lines.forEach((line, i) => {
    const def = /^(?:async\s+)?def\s+(test_\w*)\s*\(/.exec(line);
    if (def === null) return;
    const block = [];
    for (let k = i - 1; k >= 0; k--) {
      const above = lines[k];
      if (!/^[@\s)\]]/.test(above) || above.trim() === "") break;
      block.push(above);
    }
    if (block.some((l) => /^@\s*(?:[\w.]+\.)?given\b/.test(l))) out.push(def[1]);
  });
  return [...new Set(out)];
}

// src/modes/earned/drafts.ts
async function findDrafts(git, config, base, head, sealed) {
  const tree = gitTreeReader(git, head);
  const model = await loadSealedModel(config, tree);
  const fromModel = model.properties.flatMap((p) => {
    if (p.format === "ledger" && p.state === "unearned") return [{ id: p.id, selector: p.selector, source: "ledger-unearned", file: p.source.file }];
    if (p.format === "journal" && p.state === "proposed") return [{ id: p.id, selector: p.selector, source: "journal-proposed", file: p.source.file }];
    return [];
  });
  const drafts = [...fromModel, ...await ledgerDrafts(tree, config.ledger), ...await addedTests(git, base, head, sealed)];
  return dedupe(drafts);
}
async function ledgerDrafts(tree, file) {
  const bytes = await tree.readFile(file).catch(() => null);
  if (bytes === null) return [];
  let doc;
  try {
    doc = JSON.parse(bytes.toString("utf8"));
  } catch {
    return [];
  }
  const draft = doc?.draft;
  if (!Array.isArray(draft)) return [];
  return draft.flatMap((d) => {
    const { id, fn } = d ?? {};
    return typeof id === "string" && typeof fn === "string" ? [{ id, selector: fn, source: "ledger-draft", file }] : [];
  });
}
async function addedTests(git, base, head, sealed) {
  const from = await git.mergeBase(base, head);
  const added = parseDiffRaw(await git.diffRaw(from, head)).filter(
    (e) => e.kind === "added" && e.newMode.startsWith("100") && isPythonTestFile(e.path) && sealed.match(e.path) === null
  );
  const out = [];
  for (const e of added) {
    const bytes = await git.readFile(head, e.path);
    if (bytes === null) continue;
    for (const name of givenTests(bytes.toString("utf8")))
      out.push({ id: `${e.path}::${name}`, selector: `${e.path}::${name}`, source: "pr-test", file: e.path });
  }
  return out;
}
function dedupe(drafts) {
  const ids = /* @__PURE__ */ new Set();
  const selectors = /* @__PURE__ */ new Set();
  return drafts.filter((d) => {
    if (ids.has(d.id) || selectors.has(d.selector)) return false;
    ids.add(d.id);
    selectors.add(d.selector);
    return true;
  });
}

// src/modes/earned/earned.ts
var DEFAULT_EARNED_SEEDS = 20;
async function earned(s, ports) {
  const [base, head] = [await ports.git.resolve(s.base), await ports.git.resolve(s.head ?? "HEAD")];
  const seeds = s.seeds ?? Array.from({ length: DEFAULT_EARNED_SEEDS }, (_, i) => i + 1);
  const snapshot = await readBase(ports.git, base, s.configPath, ports.log);
  const { config } = snapshot;
  const sealed = await snapshot.sealed();
  const drafts = await findDrafts(ports.git, config, base, head, sealed);
  const report = (properties) => {
    const r = { kind: "earned", votes: false, base, head, seeds, properties: properties.map(clipEarned) };
    return { command: "earned", report: r, results: { schema: 1, kind: "earned", base, head, runId: s.runId ?? "local", seedgateVersion: VERSION, report: r } };
  };
  if (drafts.length === 0) return report([]);
  ports.log.info(
    `earned: ${drafts.length} draft${drafts.length === 1 ? "" : "s"} × ${seeds.length} seeds on parent ${base.slice(0, 12)} and head ${head.slice(0, 12)} (non-voting)`
  );
  const runs = await ports.trees.withWorktree(
    base,
    (parentDir) => ports.trees.withWorktree(head, async (headDir) => {
      await ports.trees.restoreSealed(parentDir, head, overlayOf(drafts));
      const isSealed = (p) => sealed.match(p) !== null;
      const ctx = (root) => ({
        root,
        config,
        exec: sandboxedOrThrow(ports.sandboxes, ports.exec, config, ports.env, { workspace: root, isSealed, readOnly: [ports.git.root] }),
        disk: ports.disk,
        env: ports.env,
        isSealed
      });
      const runs2 = await runBoth(
        drafts,
        seeds,
        { parent: ctx(parentDir), head: ctx(headDir) },
        s.concurrency ?? (config.runners.concurrency || ports.cores),
        ports.onResult
      );
      await ports.exec.sweep?.(ports.log);
      return runs2;
    })
  );
  return report(drafts.map((d) => judgeDraft(d, seeds, runs)));
}
function overlayOf(drafts) {
  const files = [...new Set(drafts.map((d) => d.selector.split("::")[0]))];
  return compileSealedMatcher(files.map((f) => ({ glob: escapeGlob(f), reason: "a draft's test file, from head" })));
}
async function runBoth(drafts, seeds, ctx, concurrency, onResult) {
  const jobs = /* @__PURE__ */ new Map();
  for (const side of ["parent", "head"]) {
    for (const draft of drafts) {
      const property = asProperty(draft);
      for (const seed of seeds) jobs.set({ lane: "replay", property: draft.id, kind: "seed", key: String(seed), frozen: false }, { side, draft, property });
    }
  }
  const runs = /* @__PURE__ */ new Map();
  await runRows(
    [...jobs.keys()],
    async (row) => {
      const job = jobs.get(row);
      const outcome = await runRow(ctx[job.side], job.property, row);
      const key = `${job.side}\0${job.draft.id}`;
      if (!runs.has(key)) runs.set(key, /* @__PURE__ */ new Map());
      runs.get(key).set(Number(row.key), { outcome: outcome.outcome, detail: outcome.detail });
      return outcome;
    },
    { concurrency, reruns: 0, ...onResult ? { onResult } : {} }
  );
  return runs;
}
function judgeDraft(draft, seeds, runs) {
  const side = (s) => sideOutcomes(runs.get(`${s}\0${draft.id}`) ?? /* @__PURE__ */ new Map(), seeds);
  const [parent, head] = [side("parent"), side("head")];
  return { ...draft, ...classifyEarned(parent, head), parent, head };
}
var asProperty = (d) => ({
  id: d.id,
  format: d.source === "journal-proposed" ? "journal" : "ledger",
  selector: d.selector,
  votes: false,
  state: d.source === "journal-proposed" ? "proposed" : "unearned",
  replay: [],
  holdout: [],
  fixtures: [],
  cases: [],
  source: { file: d.file, pointer: "" }
});

export {
  earned
};
