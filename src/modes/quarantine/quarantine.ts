// `quarantine` (seed 003's executor 3): every node of the base commit's sealed
// quarantine.json runs on a side channel and is reported; nothing here votes or
// expires. Stale entries (the test file at head no longer hashes to the pinned
// `file_sha256`) still run, because quarantine is "not deletion": they are flagged
// so nobody reads their pass as news about the reviewed test. A test file that is
// gone cannot run and is reported as an error, never dropped.
import { createHash } from "node:crypto";
import { join } from "node:path";
import { gitTreeReader } from "../base/git-tree.js";
import type { Config } from "../../core/inputs/config.js";
import { SeedgateError } from "../../core/errors.js";
import type { Finding } from "../../core/findings.js";
import { quarantineDigestFindings } from "../../core/formats/digests.js";
import type { QuarantineEntry, SealedModel } from "../../core/inputs/model.js";
import { CAPS, clip, clipEntry, type NonVotingResults, type QuarantineEntryReport, type QuarantineReport } from "../../core/judge/non-voting.js";
import type { SealedMatcher } from "../../core/seal/sealed-set.js";
import type { TreeReader } from "../../ports/tree.js";
import { ruleFor } from "../../runners/dispatch.js";
import { childEnv } from "../../runners/child-env.js";
import { runNode } from "../../runners/pytest/node.js";
import { VERSION } from "../../version.js";
import { sandboxedOrThrow } from "../base/sandbox.js";
import type { Files } from "../../ports/files.js";
import type { TelemetryPorts, TelemetrySettings } from "../telemetry/telemetry.js";
import { runFreeze, sampledFreezes, type FreezeContext } from "./freezes.js";
import { baseOf } from "../base/snapshot.js";
import { pythonInterpreter } from "../../core/inputs/interpreter.js";

/** Both non-voting executors take the same settings and ports. */
export type QuarantineSettings = TelemetrySettings;
export type QuarantinePorts = TelemetryPorts;

export interface QuarantineRun {
  readonly command: "quarantine";
  readonly results: NonVotingResults<QuarantineReport>;
  /** Catalogue findings and stale pins, for annotations; none of them votes here. */
  readonly findings: readonly Finding[];
}

export async function quarantine(s: QuarantineSettings, ports: QuarantinePorts): Promise<QuarantineRun> {
  const [base, head] = [await ports.git.resolve(s.base), await ports.git.resolve(s.head)];
  const snapshot = await baseOf(ports, base, s.configPath);
  const { config, tree: baseTree } = snapshot;
  const model = await snapshot.sealedModel();
  const matcher = await snapshot.sealed();
  const wrap = (report: QuarantineReport, findings: readonly Finding[]): QuarantineRun => {
    ports.log.info(`quarantine (non-voting): catalogue ${report.catalogue}, ${report.entries.length} node(s)`);
    return { command: "quarantine", results: { schema: 1, kind: "quarantine", base, head, runId: s.runId, seedgateVersion: VERSION, report }, findings };
  };
  const empty = { kind: "quarantine", votes: false, file: config.quarantine, entries: [], entriesOmitted: 0 } as const;
  const freezes = sampledFreezes(model);
  // Sandboxed only when something runs: an absent catalogue and no freeze need no sandbox.
  let made: RunContext | undefined;
  const ctx = () =>
    (made ??= runContext(config, matcher, baseTree, {
      ...ports,
      exec: sandboxedOrThrow(ports.sandboxes, ports.exec, config, ports.env, { workspace: ports.git.root }),
    }));
  const frozen: QuarantineEntryReport[] = [];
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
        detail: clip(`${config.quarantine} at base is missing or invalid, so nothing is quarantined: ${why}${freezeNote}`, CAPS.detail),
      },
      broken,
    );
  }
  if (!model.files.includes(config.quarantine)) {
    await ports.exec.sweep?.(ports.log);
    return wrap(
      {
        ...empty,
        catalogue: "absent",
        entries: frozen,
        detail: `no quarantine catalogue at ${config.quarantine} in the base commit: nothing is quarantined${freezeNote}`,
      },
      [],
    );
  }
  const chosen = model.quarantine.slice(0, Math.max(0, CAPS.entries - frozen.length));
  const pins = await pinFindings(model, gitTreeReader(ports.git, head));
  const entries: QuarantineEntryReport[] = [...frozen];
  for (const entry of chosen) {
    const e = clipEntry(await runEntry(entry, pins.get(entry.nodeid), ctx()));
    ports.log.info(`  ${e.nodeid}: ${e.outcome}${e.stale ? " (stale)" : ""}`);
    entries.push(e);
  }
  await ports.exec.sweep?.(ports.log); // what the quarantined nodes left running dies before the report exists
  const omitted = model.quarantine.length - chosen.length;
  const detail = `${chosen.length} quarantined node(s) from ${config.quarantine} at base${freezeNote}${omitted > 0 ? `; ${omitted} more over the ${CAPS.entries}-node cap were not run` : ""}`;
  return wrap({ ...empty, catalogue: "ok", detail, entries, entriesOmitted: omitted }, [...pins.values()]);
}

/** Everything the loader said about the catalogue file (syntax, schema, encoding, cross-checks). */
const catalogueFindings = (model: SealedModel, config: Config): Finding[] =>
  model.findings.filter((f) => f.file === config.quarantine || f.code.startsWith("quarantine."));

const describe = (f: Finding): string => `${f.file ?? ""}${f.line ? `:${f.line}` : ""}${f.pointer ? ` ${f.pointer}` : ""}: ${f.message}`;

/** Stale or missing pins, keyed by node id, from the head commit's bytes. */
async function pinFindings(model: SealedModel, head: TreeReader): Promise<Map<string, Finding>> {
  const digests = new Map<string, string | null>();
  for (const q of model.quarantine) {
    try {
      const bytes = await head.readFile(q.file);
      digests.set(q.file, bytes === null ? null : sha256(bytes));
    } catch (err) {
      if (!(err instanceof SeedgateError)) throw err;
      digests.set(q.file, null); // a symlink or submodule where the test was: it cannot run as reviewed
    }
  }
  const byPointer = new Map(quarantineDigestFindings(model, digests).map((f) => [f.pointer, f]));
  return new Map(
    model.quarantine.flatMap((q) => {
      const f = byPointer.get(`${q.source.pointer}/file_sha256`);
      return f === undefined ? [] : [[q.nodeid, f] as const];
    }),
  );
}

/** A freeze's context, plus the check that lets a sealed, unchanged conftest shape a catalogue node. */
interface RunContext extends FreezeContext {
  readonly files: Files;
  readonly sealedConftest: (dir: string) => Promise<boolean>;
}

function runContext(config: Config, matcher: SealedMatcher, baseTree: TreeReader, ports: QuarantinePorts): RunContext {
  const env = childEnv(ports.env, 0);
  delete env.SEEDGATE_SEED; // a quarantined node runs as it is, with no seed
  return {
    root: ports.git.root,
    files: ports.files,
    exec: ports.exec,
    disk: ports.disk,
    python: pythonInterpreter(config, ports.env, ports.git.root),
    env,
    timeoutMs: (nodeid) => (ruleFor(config, nodeid)?.timeout ?? config.runners.timeout) * 1000,
    // A conftest.py may shape the node only when it is sealed and still holds the base bytes.
    sealedConftest: async (dir) => {
      const path = `${dir}conftest.py`;
      if (matcher.match(path) === null) return false;
      const [trusted, here] = [await baseTree.readFile(path).catch(() => null), await workingBytes(ports.files, ports.git.root, path)];
      return trusted !== null && here !== null && trusted.equals(here);
    },
  };
}

async function runEntry(entry: QuarantineEntry, pin: Finding | undefined, ctx: RunContext): Promise<QuarantineEntryReport> {
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
      detail: `test file ${entry.file} is missing ${where} (or not a regular file): the node cannot run; thaw (remove) the entry in a reviewed edit`,
    };
  }
  const drifted = sha256(here) !== entry.fileSha256;
  const stale = pin !== undefined || drifted;
  const dir = entry.file.replace(/[^/]*$/, "");
  const r = await runNode(ctx, {
    root: ctx.root,
    nodeid: entry.nodeid,
    python: ctx.python,
    timeoutMs: ctx.timeoutMs(entry.nodeid),
    sealedConftest: await ctx.sealedConftest(dir),
    env: ctx.env,
  });
  const note = pin !== undefined ? `stale: ${pin.message}; ` : drifted ? `stale: the working-tree ${entry.file} differs from the pinned file_sha256; ` : "";
  return {
    ...common,
    outcome: r.outcome,
    stale,
    detail: `${note}${r.detail}`,
    durationMs: r.durationMs,
    exitCode: r.exitCode,
    tail: r.tail,
    ...(r.location ? { location: r.location } : {}),
  };
}

/** Null when absent or not a regular file (a link is not read through). */
const workingBytes = (files: Files, root: string, path: string): Promise<Buffer | null> => files.read(join(root, path)).catch(() => null);

const sha256 = (bytes: Buffer): string => createHash("sha256").update(bytes).digest("hex");
