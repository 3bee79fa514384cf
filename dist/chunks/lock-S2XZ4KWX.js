import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  refuseUnlessHuman
} from "./chunk-RMAEPNF2.js";
import {
  workingTree
} from "./chunk-3FODDTKU.js";
import {
  workingTreePorts
} from "./chunk-6ENNH4B6.js";
import "./chunk-BXUDB6KX.js";
import "./chunk-F4XUKZHO.js";
import "./chunk-TLHTINSL.js";
import "./chunk-6GYLSYQK.js";
import "./chunk-IAKL2HAF.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-AYT3SRP2.js";
import {
  loadConfig
} from "./chunk-CB6KKIAZ.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-V7QMJJJF.js";
import "./chunk-NXVDCMLE.js";
import "./chunk-3VTLRWNT.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-TIXSLBC3.js";
import {
  namedFile
} from "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import {
  isConcreteTimestamp,
  parseJournal
} from "./chunk-CQ4GBRHW.js";
import "./chunk-J6YZ5B6J.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/cli/lock.ts
import { resolve } from "node:path";

// src/core/judge/journal-state.ts
var to = (state) => ({ ok: true, state });
var refuse = (code, message) => ({ ok: false, refusal: { code, message } });
function transition(state, event) {
  switch (event.kind) {
    case "parentHit":
      return to(state === "proposed" ? "hit" : state);
    case "humanLock":
      if (state === "proposed") return refuse("lock-without-hit", "a journal with zero parent hits cannot be locked; delete the candidate");
      if (state !== "hit") return refuse("already-locked", `journal is already ${state}`);
      return to("locked");
    case "freeze":
      return freeze(state, event.until, event.now);
    case "freezeExpired":
    case "unfreeze":
      return state === "replay-frozen" ? to("locked") : refuse("not-frozen", `journal is ${state}, not replay-frozen`);
    case "demote":
      return state === "locked" || state === "replay-frozen" ? to("hit") : refuse("not-locked", `journal is ${state}; only a locked journal can be removed from locked`);
    case "holdoutFreeze":
      return refuse("holdout-freeze", "there is no holdout freeze: a flaky holdout fails the gate or the property is removed from locked");
  }
}
function freeze(state, until, now) {
  if (state === "proposed") return refuse("freeze-without-hit", "a freeze without a parent hit is invalid; delete the candidate");
  if (state === "hit") return refuse("freeze-before-lock", "only a locked journal gates, so only a locked journal can be frozen");
  if (state === "replay-frozen") return refuse("freeze-extension", "the journal is already frozen; freezes are not extended");
  if (!isConcreteTimestamp(until)) return refuse("freeze-without-expiry", `"${until}" is not a concrete RFC 3339 timestamp`);
  if (now !== void 0 && Date.parse(until) <= now.getTime()) return refuse("freeze-already-over", `${until} is not in the future`);
  return to("replay-frozen");
}

// src/core/edits/journal-lock.ts
function lockJournal(propertyId, current, proposal) {
  const before = checked(current);
  const source = proposal ?? current;
  const p = proposal === void 0 ? before : checked(proposal);
  if (p.id !== propertyId) throw refusal(source, "/id", `the proposal is for "${p.id}", not "${propertyId}"`, "pass the proposal of this property");
  if (p.selector !== before.selector) {
    throw refusal(
      source,
      "/selector",
      `the proposal's selector "${p.selector}" is not the journal's "${before.selector}"`,
      "a lock never changes which test votes: hunt the journal as it is"
    );
  }
  const step = transition(p.state, { kind: "humanLock" });
  if (!step.ok)
    throw refusal(
      source,
      "/state",
      `cannot lock a "${p.state}" journal: ${step.refusal.message}`,
      p.state === "proposed" ? "run seedgate hunt on the parent first; it proposes state hit" : "nothing to lock"
    );
  if (p.parent_sha === void 0)
    throw refusal(source, "/parent_sha", "a proposal records the parent the hunt ran on; this one has none", "lock only what seedgate hunt proposed");
  const document = { ...p, state: step.state };
  const text = JSON.stringify(document, null, 2) + "\n";
  checked({ file: current.file, text });
  return { document, text, changes: changes(before, document) };
}
function checked(j) {
  const { findings } = parseJournal(j.file, j.text);
  const bad = findings.find((f) => f.severity === "error");
  if (bad !== void 0) throw fromFinding(j.file, bad);
  return JSON.parse(j.text);
}
function fromFinding(file, f) {
  return new SeedgateError("input", f.message, {
    file: f.file ?? file,
    ...f.pointer ? { field: f.pointer } : {},
    ...f.line === void 0 ? {} : { line: f.line },
    hint: f.hint ?? "run seedgate validate"
  });
}
var refusal = (j, field, message, hint) => new SeedgateError("input", message, { file: j.file, field, hint });
function changes(before, after) {
  const out = [];
  const show = (v) => v === void 0 ? "(none)" : JSON.stringify(v);
  const walk = (a, b, path) => {
    if (JSON.stringify(a) === JSON.stringify(b)) return;
    if (isRecord(a) && isRecord(b) && path !== "environment") {
      for (const k of /* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)])) walk(a[k], b[k], path === "" ? k : `${path}.${k}`);
    } else out.push(`${path}: ${show(a)} → ${show(b)}`);
  };
  walk(before, after, "");
  return out;
}
var isRecord = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

// src/modes/lock/lock.ts
async function lock(s, ports) {
  const ws = ports.workspace;
  const tree = workingTree(ws);
  const config = await loadConfig(tree);
  const current = await journalOf(tree, config.journals, config.ledger, s.property);
  const proposal = s.proposal === void 0 ? void 0 : proposalText(s.proposal);
  const edit = lockJournal(s.property, current, proposal);
  const fixtures = edit.document.replay.fixtures ?? [];
  fixtures.forEach((f, i) => {
    if (ws.kind(f) !== "file") {
      throw new SeedgateError("input", `fixture ${f} is not in the working tree`, {
        file: proposal?.file ?? current.file,
        field: `/replay/fixtures/${i}`,
        hint: "the hunt writes each fixture under the repository root: run the hunt here, or copy its fixtures"
      });
    }
  });
  ws.remove(current.file);
  ws.writeFile(current.file, edit.text);
  const d = edit.document;
  return {
    command: "lock",
    property: s.property,
    journal: current.file,
    state: "locked",
    replay: d.replay.seeds,
    holdout: d.holdout.seeds,
    fixtures,
    changes: edit.changes
  };
}
async function journalOf(tree, glob, ledger, id) {
  const found = [];
  const unreadable = [];
  for (const file of await tree.glob(glob)) {
    const text = (await tree.readFile(file))?.toString("utf8") ?? "";
    const fileId = idOf(text);
    if (fileId === id) found.push({ file, text });
    else if (typeof fileId !== "string") unreadable.push(file);
  }
  if (found.length > 1)
    throw new SeedgateError("input", `${found.length} journals have id "${id}": ${found.map((f) => f.file).join(", ")}`, {
      file: found[1].file,
      field: "/id",
      hint: "a property id is unique across every source"
    });
  if (found.length === 1) return found[0];
  const inLedger = (await tree.readFile(ledger))?.toString("utf8").includes(JSON.stringify(id)) ?? false;
  const skipped = unreadable.length === 0 ? "" : ` (no id could be read from ${unreadable.join(", ")}: run seedgate validate)`;
  throw new SeedgateError("usage", `no journal with id "${id}" matches ${glob} in the working tree${skipped}`, {
    hint: inLedger ? `"${id}" is a ledger property: a human locks its fixtures with seedgate promote SEED ${id}` : "seedgate init writes a proposed journal; the hunt proposes its seeds"
  });
}
var idOf = (text) => {
  try {
    return JSON.parse(text).id;
  } catch {
    return void 0;
  }
};
function proposalText(p) {
  if (p.bytes === null)
    throw new SeedgateError("usage", `the proposal ${p.file} does not exist`, { file: p.file, hint: "the file seedgate hunt wrote with --out" });
  return { file: p.file, text: p.bytes.toString("utf8") };
}

// src/cli/lock.ts
async function lockCli({ values, positionals, usage }, io) {
  refuseUnlessHuman("lock", "locking");
  const [property, ...extra] = positionals;
  if (property === void 0 || extra.length > 0) throw new SeedgateError("usage", "expected one PROPERTY", { hint: usage });
  const cwd = resolve(values.cwd ?? ".");
  const { workspace } = await workingTreePorts(cwd);
  const r = await lock({ property, ...values.proposal ? { proposal: namedFile(workspace.root, cwd, values.proposal) } : {} }, { workspace });
  if (values.json) return io.out(JSON.stringify(r, null, 2)), "success";
  const votes = `now voting: ${r.replay.length} replay seed(s) [${r.replay.join(", ")}], ${r.fixtures.length} fixture(s), ${r.holdout.length} holdout seed(s)`;
  io.out(
    [`locked ${r.property} in ${r.journal}`, ...r.changes.map((c) => `  ${c}`), votes, "review the diff, then commit it in a sealed-only pull request"].join(
      "\n"
    )
  );
  return "success";
}
export {
  lockCli
};
