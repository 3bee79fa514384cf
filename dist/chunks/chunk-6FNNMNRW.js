import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  sandboxedOrThrow
} from "./chunk-HGXVYDUR.js";
import {
  VERSION
} from "./chunk-LAABB2II.js";
import {
  CAPS,
  clip,
  clipEntry
} from "./chunk-TQOTL3R7.js";
import {
  explained,
  junitEvidence,
  ruleFor
} from "./chunk-P6U5UL5V.js";
import {
  locate,
  pythonInterpreter
} from "./chunk-MXVQWBCP.js";
import {
  childEnv
} from "./chunk-7WG2ZM5M.js";
import {
  baseOf
} from "./chunk-A634GDAO.js";
import {
  gitTreeReader,
  quarantineDigestFindings
} from "./chunk-YPC4Q24N.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/modes/quarantine/quarantine.ts
import { createHash } from "node:crypto";
import { join as join2 } from "node:path";

// src/runners/pytest/node.ts
import { dirname, join } from "node:path";
function nodeArgs(run, owned) {
  const dir = join(run.root, dirname(run.nodeid.split("::")[0]));
  return [
    "-m",
    "pytest",
    run.nodeid,
    "-p",
    "no:cacheprovider",
    `--rootdir=${dir}`,
    `--confcutdir=${dir}`,
    "-c",
    join(owned, "pytest.ini"),
    ...run.sealedConftest ? [] : ["--noconftest"],
    `--junitxml=${join(owned, "junit.xml")}`,
    "-q",
    "--tb=short"
  ];
}
var ERROR_EXITS = { 2: "interrupted", 3: "internal error", 4: "usage error", 5: "no tests collected (the node id matches no test)" };
async function runNode(ports, run) {
  const scratch = ports.disk.scratch("seedgate-quarantine-");
  const owned = scratch.dir;
  try {
    scratch.write("pytest.ini", "[pytest]\n");
    const r = await ports.exec.run({
      command: run.python,
      args: nodeArgs(run, owned),
      cwd: run.root,
      env: { ...run.env, HYPOTHESIS_STORAGE_DIRECTORY: join(owned, "hypothesis") },
      timeoutMs: run.timeoutMs
    });
    return classify(r, junitEvidence(scratch.read("junit.xml"), run.nodeid.split("::").at(-1)));
  } finally {
    scratch.dispose();
  }
}
function classify(r, evidence) {
  const base = { exitCode: r.exitCode, durationMs: Math.round(r.durationMs), tail: (r.stdoutTail + r.stderrTail).slice(-4e3), location: locate(r.stdoutTail) };
  if (r.timedOut) return { ...base, outcome: "timeout", detail: "the node passed its timeout; its process group was killed" };
  const errorExit = r.exitCode === null ? `killed by ${r.signal ?? "a signal"}` : ERROR_EXITS[r.exitCode];
  if (errorExit !== void 0) return { ...base, outcome: "error", detail: explained(`pytest: ${errorExit}${said(base.tail)}`, base.tail) };
  if (evidence.kind === "failed" && r.exitCode === 1) return { ...base, outcome: "fail", detail: evidence.message || "failed" };
  if (evidence.kind === "passed" && r.exitCode === 0) return { ...base, outcome: "pass", detail: "passed" };
  if (evidence.kind === "skipped" && r.exitCode === 0) return { ...base, outcome: "skipped", detail: evidence.message };
  const why = evidence.kind === "passed" ? `JUnit says passed but pytest exited ${r.exitCode}` : evidence.message;
  return { ...base, outcome: "error", detail: evidence.kind === "passed" ? why : explained(why, base.tail) };
}
function said(tail) {
  const line = tail.split("\n").find((l) => l.startsWith("ERROR: ")) ?? "";
  return line === "" ? "" : ` (${line.slice(0, 500)})`;
}

// src/modes/quarantine/freezes.ts
var sampledFreezes = (model) => model.ledgerFreezes.filter((z) => z.cannotGate && z.test.includes("::"));
async function runFreeze(z, ctx) {
  const file = z.test.split("::")[0];
  const common = { nodeid: z.test, file, reason: `ledger freeze "${z.id}" (cannot_gate): ${z.reason}`, stale: false };
  const r = await runNode(ctx, {
    root: ctx.root,
    nodeid: z.test,
    python: ctx.python,
    timeoutMs: ctx.timeoutMs(z.test),
    sealedConftest: false,
    env: ctx.env
  });
  return {
    ...common,
    outcome: r.outcome,
    detail: r.detail,
    durationMs: r.durationMs,
    exitCode: r.exitCode,
    tail: r.tail,
    ...r.location ? { location: r.location } : {}
  };
}

// src/modes/quarantine/quarantine.ts
async function quarantine(s, ports) {
  const [base, head] = [await ports.git.resolve(s.base), await ports.git.resolve(s.head)];
  const snapshot = await baseOf(ports, base, s.configPath);
  const { config, tree: baseTree } = snapshot;
  const model = await snapshot.sealedModel();
  const matcher = await snapshot.sealed();
  const wrap = (report, findings) => {
    ports.log.info(`quarantine (non-voting): catalogue ${report.catalogue}, ${report.entries.length} node(s)`);
    return { command: "quarantine", results: { schema: 1, kind: "quarantine", base, head, runId: s.runId, seedgateVersion: VERSION, report }, findings };
  };
  const empty = { kind: "quarantine", votes: false, file: config.quarantine, entries: [], entriesOmitted: 0 };
  const freezes = sampledFreezes(model);
  let made;
  const ctx = () => made ??= runContext(config, matcher, baseTree, {
    ...ports,
    exec: sandboxedOrThrow(ports.sandboxes, ports.exec, config, ports.env, { workspace: ports.git.root })
  });
  const frozen = [];
  for (const z of freezes.slice(0, CAPS.entries)) frozen.push(clipEntry(await runFreeze(z, ctx())));
  const freezeNote = frozen.length > 0 ? `; ${frozen.length} ledger freeze(s) sampled` : "";
  const broken = catalogueFindings(model, config).filter((f) => f.severity === "error");
  if (broken.length > 0) {
    const why = broken.map(describe).join("; ");
    await ports.exec.sweep?.(ports.log);
    return wrap(
      {
        ...empty,
        catalogue: "unreadable",
        entries: frozen,
        detail: clip(`${config.quarantine} at base is missing or invalid, so nothing is quarantined: ${why}${freezeNote}`, CAPS.detail)
      },
      broken
    );
  }
  if (!model.files.includes(config.quarantine)) {
    await ports.exec.sweep?.(ports.log);
    return wrap(
      {
        ...empty,
        catalogue: "absent",
        entries: frozen,
        detail: `no quarantine catalogue at ${config.quarantine} in the base commit: nothing is quarantined${freezeNote}`
      },
      []
    );
  }
  const chosen = model.quarantine.slice(0, Math.max(0, CAPS.entries - frozen.length));
  const pins = await pinFindings(model, gitTreeReader(ports.git, head));
  const entries = [...frozen];
  for (const entry of chosen) {
    const e = clipEntry(await runEntry(entry, pins.get(entry.nodeid), ctx()));
    ports.log.info(`  ${e.nodeid}: ${e.outcome}${e.stale ? " (stale)" : ""}`);
    entries.push(e);
  }
  await ports.exec.sweep?.(ports.log);
  const omitted = model.quarantine.length - chosen.length;
  const detail = `${chosen.length} quarantined node(s) from ${config.quarantine} at base${freezeNote}${omitted > 0 ? `; ${omitted} more over the ${CAPS.entries}-node cap were not run` : ""}`;
  return wrap({ ...empty, catalogue: "ok", detail, entries, entriesOmitted: omitted }, [...pins.values()]);
}
var catalogueFindings = (model, config) => model.findings.filter((f) => f.file === config.quarantine || f.code.startsWith("quarantine."));
var describe = (f) => `${f.file ?? ""}${f.line ? `:${f.line}` : ""}${f.pointer ? ` ${f.pointer}` : ""}: ${f.message}`;
async function pinFindings(model, head) {
  const digests = /* @__PURE__ */ new Map();
  for (const q of model.quarantine) {
    try {
      const bytes = await head.readFile(q.file);
      digests.set(q.file, bytes === null ? null : sha256(bytes));
    } catch (err) {
      if (!(err instanceof SeedgateError)) throw err;
      digests.set(q.file, null);
    }
  }
  const byPointer = new Map(quarantineDigestFindings(model, digests).map((f) => [f.pointer, f]));
  return new Map(
    model.quarantine.flatMap((q) => {
      const f = byPointer.get(`${q.source.pointer}/file_sha256`);
      return f === void 0 ? [] : [[q.nodeid, f]];
    })
  );
}
function runContext(config, matcher, baseTree, ports) {
  const env = childEnv(ports.env, 0);
  delete env.SEEDGATE_SEED;
  return {
    root: ports.git.root,
    files: ports.files,
    exec: ports.exec,
    disk: ports.disk,
    python: pythonInterpreter(config, ports.env, ports.git.root),
    env,
    timeoutMs: (nodeid) => (ruleFor(config, nodeid)?.timeout ?? config.runners.timeout) * 1e3,
    // A conftest.py may shape the node only when it is sealed and still holds the base bytes.
    sealedConftest: async (dir) => {
      const path = `${dir}conftest.py`;
      if (matcher.match(path) === null) return false;
      const [trusted, here] = [await baseTree.readFile(path).catch(() => null), await workingBytes(ports.files, ports.git.root, path)];
      return trusted !== null && here !== null && trusted.equals(here);
    }
  };
}
async function runEntry(entry, pin, ctx) {
  const notRun = { durationMs: 0, exitCode: null, tail: "" };
  const common = { nodeid: entry.nodeid, file: entry.file, reason: entry.reason };
  const here = await workingBytes(ctx.files, ctx.root, entry.file);
  if (pin?.code === "quarantine.missing" || here === null) {
    const where = pin?.code === "quarantine.missing" ? "at head" : "in the working tree";
    return {
      ...common,
      ...notRun,
      outcome: "error",
      stale: true,
      detail: `test file ${entry.file} is missing ${where} (or not a regular file): the node cannot run; thaw (remove) the entry in a reviewed edit`
    };
  }
  const drifted = sha256(here) !== entry.fileSha256;
  const stale = pin !== void 0 || drifted;
  const dir = entry.file.replace(/[^/]*$/, "");
  const r = await runNode(ctx, {
    root: ctx.root,
    nodeid: entry.nodeid,
    python: ctx.python,
    timeoutMs: ctx.timeoutMs(entry.nodeid),
    sealedConftest: await ctx.sealedConftest(dir),
    env: ctx.env
  });
  const note = pin !== void 0 ? `stale: ${pin.message}; ` : drifted ? `stale: the working-tree ${entry.file} differs from the pinned file_sha256; ` : "";
  return {
    ...common,
    outcome: r.outcome,
    stale,
    detail: `${note}${r.detail}`,
    durationMs: r.durationMs,
    exitCode: r.exitCode,
    tail: r.tail,
    ...r.location ? { location: r.location } : {}
  };
}
var workingBytes = (files, root, path) => files.read(join2(root, path)).catch(() => null);
var sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");

export {
  quarantine
};
