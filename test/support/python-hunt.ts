// A Python hunt and its replay lane in a temporary repository, as the typed-fixture hunt
// tests drive them (hunt-kinds, hunt-dataclasses): the real Python, git and lane, a quiet log.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { processExec } from "../../src/adapters/exec.js";
import { gitAt } from "../../src/adapters/git.js";
import { workspaceAt } from "../../src/adapters/workspace.js";
import { hunt, type HuntRun } from "../../src/modes/hunt/hunt.js";
import { lane } from "../../src/modes/lane/lane.js";
import type { Log } from "../../src/ports/local.js";
import { hostPorts } from "./host-ports.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const ENV = { PATH: process.env.PATH, HOME: process.env.HOME, SEEDGATE_PYTHON: PY };
const NOW = new Date("2026-12-07T06:00:00.000Z");
const quiet: Log = { info() {}, warn() {}, error() {}, debug() {}, group: (_n, fn) => fn() };

/** A proposed journal for property `id` of test file `file` (its test is `test_<id>`). */
export const proposedJournal = (file: string, id: string, extra: object = {}): string =>
  JSON.stringify(
    { id, selector: `${file}::test_${id}`, replay: { seeds: [], hits: 0 }, holdout: { seeds: [], generator_saw: false }, state: "proposed", ...extra },
    null,
    2,
  ) + "\n";

const ports = (dir: string) => ({ ...hostPorts(gitAt(dir)), exec: processExec, clock: { now: () => NOW }, log: quiet, env: ENV, cores: 2, workspaceAt });

/** One seed's hunt of `property` on `parent`. */
export const huntOne = (dir: string, parent: string, property: string): Promise<HuntRun> => hunt({ parent, property, seeds: [1], concurrency: 1 }, ports(dir));

/** The replay lane's fixture rows of `property`, base to head: [outcome, detail]. */
export async function fixtureRows(dir: string, base: string, head: string, property: string): Promise<string[][]> {
  const r = await lane({ lane: "replay", base, head, shard: { index: 1, total: 1 }, runId: "t", only: { property } }, { ...ports(dir), environment: {} });
  return r.results.rows.filter((x) => x.kind === "fixture").map((x) => [x.outcome, String(x.detail)]);
}

/** The typed tree the hunt's first fixture holds for argument `name`. */
export const fixtureArgument = (dir: string, run: HuntRun, name: string): unknown =>
  (JSON.parse(readFileSync(join(dir, run.proposal!.fixtures[0]!.path), "utf8")) as { arguments: Record<string, unknown> }).arguments[name];
