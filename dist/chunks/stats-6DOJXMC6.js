import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  localGit
} from "./chunk-BXUDB6KX.js";
import {
  runGit
} from "./chunk-6GYLSYQK.js";
import {
  parseManifest
} from "./chunk-ZARIGTK5.js";
import {
  readBase
} from "./chunk-A634GDAO.js";
import "./chunk-YPC4Q24N.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-CB6KKIAZ.js";
import "./chunk-NXVDCMLE.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-5AD4QTPM.js";
import {
  require_picomatch
} from "./chunk-TIXSLBC3.js";
import "./chunk-G64J6QHH.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-CQ4GBRHW.js";
import "./chunk-J6YZ5B6J.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";
import {
  __toESM
} from "./chunk-MUWMEZE2.js";

// src/cli/stats.ts
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";

// src/core/judge/stats.ts
var EMPTY_SNAPSHOT = { withPreFixSeed: [], freezes: /* @__PURE__ */ new Map(), locks: /* @__PURE__ */ new Map(), unreadable: [] };
var obj = (v) => v !== null && typeof v === "object" && !Array.isArray(v) ? v : null;
var list = (v) => Array.isArray(v) ? v : [];
function parseJson(text) {
  try {
    return obj(JSON.parse(text));
  } catch {
    return null;
  }
}
function snapshotOf(v) {
  const withPreFixSeed = [];
  const freezes = /* @__PURE__ */ new Map();
  const locks = /* @__PURE__ */ new Map();
  const unreadable = [];
  for (const j of v.journals) {
    const doc = parseJson(j.text);
    if (doc === null || typeof doc.id !== "string") {
      unreadable.push(j.path);
      continue;
    }
    const hits = obj(doc.replay)?.hits;
    if (typeof hits === "number" && hits > 0) withPreFixSeed.push(`journal:${doc.id}`);
    const until = obj(doc.flake)?.freeze_replay_until;
    const ms = typeof until === "string" ? Date.parse(until) : NaN;
    if (!Number.isNaN(ms)) freezes.set(`journal:${doc.id}`, ms);
  }
  if (v.ledger !== null) {
    const doc = parseJson(v.ledger.text);
    if (doc === null) unreadable.push(v.ledger.path);
    for (const p of list(doc?.properties).map(obj)) {
      if (typeof p?.id === "string" && list(p.pre_fix_failing_seeds).length > 0) withPreFixSeed.push(`ledger:${p.id}`);
    }
    for (const z of list(doc?.freezes).map(obj)) if (typeof z?.id === "string") freezes.set(`ledger:${z.id}`, null);
    for (const f of list(doc?.fixtures).map(obj)) if (typeof f?.path === "string" && typeof f.sha256 === "string") locks.set(f.path, f.sha256.toLowerCase());
  }
  for (const m of v.manifests) {
    const prefix = m.root === "" ? "" : `${m.root.replace(/\/$/, "")}/`;
    for (const e of parseManifest(`${prefix}MANIFEST.sha256`, m.bytes).entries) locks.set(`${prefix}${e.path}`, e.sha256);
  }
  return { withPreFixSeed: [...new Set(withPreFixSeed)].sort(), freezes, locks, unreadable };
}
function mismatched(locks, digests) {
  return new Set([...locks].filter(([path, sha]) => digests.get(path) !== sha).map(([path]) => path));
}
var introduced = (at, parents) => [...at].filter((p) => !parents.some((s) => s.has(p))).sort();
var WEEK_MS = 7 * 24 * 3600 * 1e3;
var weeksEnding = (now, weeks) => Array.from({ length: weeks }, (_, i) => ({
  start: new Date(now.getTime() - (weeks - i) * WEEK_MS),
  end: new Date(now.getTime() - (weeks - i - 1) * WEEK_MS)
}));
function weeklyCounts(weeks, h) {
  const at = (t) => h.trunk.filter((v) => v.time.getTime() <= t).at(-1)?.snapshot ?? h.initial;
  const rows = weeks.map((w) => ({
    start: w.start.toISOString(),
    end: w.end.toISOString(),
    withPreFixSeed: at(w.end.getTime()).withPreFixSeed.length,
    hashMismatches: 0,
    freezesCreated: 0,
    freezesRetired: 0
  }));
  const weekOf = (t) => weeks.findIndex((w) => t > w.start.getTime() && t <= w.end.getTime());
  for (const m of h.mismatches) {
    const i = weekOf(m.time.getTime());
    if (i >= 0) rows[i].hashMismatches++;
  }
  if (weeks.length === 0) return rows;
  const from = weeks[0].start.getTime();
  const instants = new Set(h.trunk.map((v) => v.time.getTime()));
  for (const s of [h.initial, ...h.trunk.map((v) => v.snapshot)])
    for (const until of s.freezes.values()) if (until !== null && until > from) instants.add(until);
  let active = activeAt(h.initial, from);
  for (const t of [...instants].filter((t2) => t2 > from && t2 <= weeks.at(-1).end.getTime()).sort((a, b) => a - b)) {
    const now = activeAt(at(t), t);
    const i = weekOf(t);
    rows[i].freezesCreated += [...now].filter((k) => !active.has(k)).length;
    rows[i].freezesRetired += [...active].filter((k) => !now.has(k)).length;
    active = now;
  }
  return rows;
}
var activeAt = (s, t) => new Set([...s.freezes].filter(([, until]) => until === null || until > t).map(([k]) => k));

// src/modes/stats/history.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import { createHash } from "node:crypto";
function sealedReader(git, config) {
  const trees = /* @__PURE__ */ new Map();
  const blobs = /* @__PURE__ */ new Map();
  const digests = /* @__PURE__ */ new Map();
  const snapshots = /* @__PURE__ */ new Map();
  const isJournal = (0, import_picomatch.default)(config.journals, { dot: true });
  const manifestFiles = new Map(config.manifests.map((root) => [`${root === "" ? "" : `${root.replace(/\/$/, "")}/`}MANIFEST.sha256`, root]));
  const tree = (sha) => {
    let t = trees.get(sha);
    if (t === void 0)
      trees.set(
        sha,
        t = git.lsTree(sha).then((all) => new Map(all.filter((e) => e.type === "blob" && (e.mode === "100644" || e.mode === "100755")).map((e) => [e.path, e])))
      );
    return t;
  };
  const read = async (oids) => {
    const missing = [...new Set(oids)].filter((o) => !blobs.has(o));
    if (missing.length > 0) for (const [oid, bytes] of await git.readBlobs(missing)) blobs.set(oid, bytes);
  };
  return {
    async snapshot(sha) {
      const entries = await tree(sha);
      const wanted = [...entries.values()].filter((e) => isJournal(e.path) || e.path === config.ledger || manifestFiles.has(e.path));
      const key = wanted.map((e) => `${e.path}\0${e.oid}`).join("\n");
      let snapshot = snapshots.get(key);
      if (snapshot === void 0) {
        await read(wanted.map((e) => e.oid));
        const text = (e) => blobs.get(e.oid).toString("utf8");
        const ledger = entries.get(config.ledger);
        const version = {
          journals: wanted.filter((e) => isJournal(e.path)).map((e) => ({ path: e.path, text: text(e) })),
          ledger: ledger === void 0 ? null : { path: ledger.path, text: text(ledger) },
          manifests: wanted.filter((e) => manifestFiles.has(e.path)).map((e) => ({ root: manifestFiles.get(e.path), bytes: blobs.get(e.oid) }))
        };
        snapshots.set(key, snapshot = snapshotOf(version));
      }
      return { snapshot, unreadable: snapshot.unreadable };
    },
    /** sha256 of each path's bytes at `sha`; null when the path is absent or not a regular file. */
    async digests(sha, paths) {
      const entries = await tree(sha);
      const oids = paths.map((p) => entries.get(p)?.oid).filter((o) => o !== void 0 && !digests.has(o));
      await read(oids);
      for (const oid of oids) {
        digests.set(oid, createHash("sha256").update(blobs.get(oid)).digest("hex"));
        blobs.delete(oid);
      }
      return new Map(paths.map((p) => [p, entries.has(p) ? digests.get(entries.get(p).oid) : null]));
    }
  };
}

// src/modes/stats/stats.ts
var DEFAULT_STATS_WEEKS = 8;
var DEFINITIONS = {
  withPreFixSeed: "properties with at least one pre-fix failing seed at the end of the week (journal replay.hits > 0, ledger pre_fix_failing_seeds non-empty), on the first-parent history",
  hashMismatches: "locked fixtures (ledger sha256, MANIFEST.sha256 entries) whose bytes stop matching their digest (or vanish) in a commit of the week, on any branch; once per fixture per commit that introduces it",
  freezes: "freezes becoming active (ledger freezes; journal freeze_replay_until) against freezes retired (removed, or a journal freeze reaching its expiry), on the first-parent history"
};
async function stats(s, ports) {
  const n = s.weeks ?? DEFAULT_STATS_WEEKS;
  if (!Number.isSafeInteger(n) || n < 1 || n > 520) throw new SeedgateError("usage", `--weeks takes 1 to 520, got ${n}`);
  const rev = await ports.git.resolve(s.rev ?? "HEAD");
  const now = ports.clock.now();
  const { config } = await readBase(ports.git, rev, s.configPath);
  const weeks = weeksEnding(now, n);
  const since = weeks[0].start;
  const reader = sealedReader(ports.git, config);
  const unreadable = /* @__PURE__ */ new Map();
  const snapshotAt = async (sha) => {
    const r = await reader.snapshot(sha);
    if (r.unreadable.length > 0) unreadable.set(sha, new Set(r.unreadable));
    return r.snapshot;
  };
  const inWindow = (t) => t > since && t <= now;
  const trunkCommits = (await ports.history.commits(rev, since, true)).filter((c) => inWindow(c.time)).reverse();
  const start = await ports.history.before(rev, since);
  const initial = start === null ? EMPTY_SNAPSHOT : await snapshotAt(start);
  const trunk = [];
  for (const c of trunkCommits) trunk.push({ time: c.time, snapshot: await snapshotAt(c.sha) });
  const mismatchCache = /* @__PURE__ */ new Map();
  const mismatchedAt = async (sha) => {
    let m = mismatchCache.get(sha);
    if (m === void 0) {
      const locks = (await snapshotAt(sha)).locks;
      mismatchCache.set(sha, m = mismatched(locks, await reader.digests(sha, [...locks.keys()])));
    }
    return m;
  };
  const mismatches = [];
  for (const c of (await ports.history.commits(rev, since, false)).filter((c2) => inWindow(c2.time)).reverse()) {
    const parents = await Promise.all(c.parents.map(mismatchedAt));
    for (const path of introduced(await mismatchedAt(c.sha), parents)) mismatches.push({ commit: c.sha, time: c.time.toISOString(), path });
  }
  const rows = weeklyCounts(weeks, { initial, trunk, mismatches: mismatches.map((m) => ({ time: new Date(m.time) })) });
  const unreadableList = [...unreadable].flatMap(([commit, files]) => [...files].map((file) => ({ commit, file })));
  return { command: "stats", rev, now: now.toISOString(), weeks: rows, mismatches, unreadable: unreadableList, definitions: DEFINITIONS };
}

// src/adapters/git-history.ts
var epoch = (d) => `@${Math.floor(d.getTime() / 1e3)}`;
function gitHistory(root) {
  return {
    async commits(rev, since, firstParent) {
      const out = await runGit(root, ["log", ...firstParent ? ["--first-parent"] : [], "--format=%H%x09%P%x09%ct", `--since=${epoch(since)}`, rev, "--"]);
      return out.toString("utf8").split("\n").filter((l) => l !== "").map((l) => {
        const [sha, parents, ct] = l.split("	");
        return { sha, parents: parents.split(" ").filter((p) => p !== ""), time: new Date(Number(ct) * 1e3) };
      });
    },
    async before(rev, time) {
      const out = (await runGit(root, ["rev-list", "--first-parent", "-n", "1", `--before=${epoch(time)}`, rev, "--"])).toString("utf8").trim();
      return out === "" ? null : out;
    }
  };
}

// src/modes/stats/render-svg.ts
var PANEL_H = 100;
var TOP = 32;
var LEFT = 36;
var SLOT = 44;
var COLORS = { seeds: "#2f7d32", mismatches: "#c62828", created: "#1565c0", retired: "#9e9e9e" };
var esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
var label = (iso) => iso.slice(5, 10);
function panel(title, series, weeks, y0) {
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const plotH = PANEL_H - TOP - 18;
  const base = y0 + TOP + plotH;
  const barW = Math.floor((SLOT - 8) / series.length);
  const out = [
    `<text x="4" y="${y0 + 14}" font-weight="bold">${esc(title)}</text>`,
    ...series.map(
      (s, k) => `<rect x="${LEFT + 260 + k * 90}" y="${y0 + 5}" width="10" height="10" fill="${s.color}"/><text x="${LEFT + 274 + k * 90}" y="${y0 + 14}">${esc(s.name)}</text>`
    ),
    `<line x1="${LEFT}" y1="${base}" x2="${LEFT + weeks.length * SLOT}" y2="${base}" stroke="#555"/>`,
    `<text x="${LEFT - 4}" y="${y0 + TOP + 8}" text-anchor="end">${max}</text>`,
    `<text x="${LEFT - 4}" y="${base}" text-anchor="end">0</text>`
  ];
  weeks.forEach((w, i) => {
    const x = LEFT + i * SLOT + 4;
    series.forEach((s, k) => {
      const v = s.values[i];
      const h = Math.round(v / max * plotH);
      out.push(
        `<rect x="${x + k * barW}" y="${base - h}" width="${barW - 1}" height="${h}" fill="${s.color}"><title>${esc(`${s.name}, week to ${label(w.end)}: ${v}`)}</title></rect>`
      );
      if (v > 0) out.push(`<text x="${x + k * barW + (barW - 1) / 2}" y="${base - h - 2}" text-anchor="middle">${v}</text>`);
    });
    out.push(`<text x="${x + (SLOT - 8) / 2}" y="${base + 12}" text-anchor="middle" fill="#555">${label(w.end)}</text>`);
  });
  return out;
}
function statsSvg(weeks) {
  const width = Math.max(LEFT + weeks.length * SLOT + 10, 480);
  const height = PANEL_H * 3;
  const pick = (f) => weeks.map(f);
  const body = [
    ...panel("Properties with a pre-fix failing seed", [{ name: "at week end", color: COLORS.seeds, values: pick((w) => w.withPreFixSeed) }], weeks, 0),
    ...panel("Hash mismatches caught at replay", [{ name: "introduced", color: COLORS.mismatches, values: pick((w) => w.hashMismatches) }], weeks, PANEL_H),
    ...panel(
      "Freezes",
      [
        { name: "created", color: COLORS.created, values: pick((w) => w.freezesCreated) },
        { name: "retired", color: COLORS.retired, values: pick((w) => w.freezesRetired) }
      ],
      weeks,
      2 * PANEL_H
    )
  ];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="10" role="img" aria-label="seedgate weekly counts">`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    ...body,
    "</svg>",
    ""
  ].join("\n");
}

// src/cli/stats.ts
async function statsCli({ values, usage }, io) {
  if (values.weeks !== void 0 && !/^\d+$/.test(values.weeks))
    throw new SeedgateError("usage", `--weeks takes a whole number, got "${values.weeks}"`, { hint: usage });
  const git = await localGit(values.cwd);
  const r = await stats(
    {
      ...values.weeks ? { weeks: Number(values.weeks) } : {},
      ...values.rev ? { rev: values.rev } : {},
      ...values.config ? { configPath: values.config } : {}
    },
    { git, history: gitHistory(git.root), clock: { now: () => /* @__PURE__ */ new Date() } }
  );
  if (values.svg) writeFileSync(resolve(values.svg), statsSvg(r.weeks));
  io.out(values.json ? JSON.stringify(r, null, 2) : table(r));
  return "success";
}
function table(r) {
  const head = ["week ending", "pre-fix seed", "hash mismatches", "freezes +", "freezes -"];
  const rows = r.weeks.map((w) => [w.end.slice(0, 10), String(w.withPreFixSeed), String(w.hashMismatches), String(w.freezesCreated), String(w.freezesRetired)]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])).join("  ");
  const notes = [
    `(a) ${r.definitions.withPreFixSeed}`,
    `(b) ${r.definitions.hashMismatches}`,
    `(c) ${r.definitions.freezes}`,
    ...r.unreadable.length > 0 ? [`${r.unreadable.length} version(s) of sealed files did not parse and count for nothing`] : []
  ];
  return [`seed ledger counts for ${r.rev.slice(0, 12)}, ${r.weeks.length} weeks to ${r.now}`, line(head), ...rows.map(line), "", ...notes].join("\n");
}
export {
  statsCli,
  table
};
