// The demo's story, as data: a bug, the hunt that finds it on the parent, the human
// lock (a sealed-only PR with an owner's approval), then three agent PRs, each judged
// by the real lanes and the real gate over real git. Rendering is render.ts.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { gitAt } from "../adapters/git.js";
import { gate, type GateResult } from "../modes/gate/gate.js";
import { hunt, type HuntRun } from "../modes/hunt/hunt.js";
import { lane } from "../modes/lane/lane.js";
import type { Review } from "../core/judge/approval.js";
import type { Log } from "../ports/local.js";
import { overfit } from "./overfit.js";
import { FIXED_LEDGER, layProject } from "./project.js";
import type { DemoRepo } from "./repo.js";
import { hostFiles } from "../adapters/files.js";
import { gitBlobDigests } from "../adapters/blob-hash.js";
import { manifestCheckWith } from "../modes/manifest/manifest.js";
import { hostRowPorts } from "../adapters/host-ports.js";

export interface Judged {
  readonly title: string;
  readonly expected: "success" | "failure";
  readonly gate: GateResult;
}

export interface Story {
  readonly parent: string;
  readonly hunt: HuntRun;
  readonly lock: Judged;
  readonly prs: readonly Judged[];
}

const silent: Log = { info() {}, warn() {}, error() {}, debug() {}, group: (_n, fn) => fn() };
const NOW = () => new Date();

interface Pr {
  readonly title: string;
  readonly expected: "success" | "failure";
  apply(repo: DemoRepo): Promise<void>;
}

const PRS: readonly Pr[] = [
  { title: "a real fix", expected: "success", apply: async (r) => r.write("src/ledger.mjs", FIXED_LEDGER) },
  {
    title: "an agent patch that only adds its own passing test",
    expected: "failure",
    apply: async (r) =>
      r.write("tests/examples/ledger.test.mjs", 'import { balance } from "../../src/ledger.mjs";\nif (balance([1, 2]) !== 3) process.exit(1);\n'),
  },
  {
    title: "an agent patch that drops the hitting seeds from the journal",
    expected: "failure",
    async apply(r) {
      const j = JSON.parse(await r.git("show", "HEAD:oracles/balance.json")) as { replay: { seeds: number[]; fixtures: string[] } };
      r.write("oracles/balance.json", JSON.stringify({ ...j, replay: { ...j.replay, seeds: [], fixtures: [] } }, null, 2) + "\n");
    },
  },
  { title: "an agent patch overfit to the replay seeds and fixtures it can read", expected: "failure", apply: overfit },
];

export async function tellStory(repo: DemoRepo, onStep: (what: string) => void = () => {}): Promise<Story> {
  const git = gitAt(repo.dir);
  layProject(repo, process.execPath);
  const parent = await repo.commit("a ledger with a bug, and a property a human wrote (proposed)");
  onStep("hunt");
  const found = await hunt(
    { parent, property: "balance", seeds: Array.from({ length: 30 }, (_, i) => i + 1), oracle: parent },
    {
      ...hostRowPorts(git),
      clock: { now: NOW },
      log: silent,
      env: process.env,
      cores: availableParallelism(),
    },
  );
  if (found.proposal === undefined) throw new Error(`demo: the hunt found no hit (${found.message})`);
  // The human's part: read the proposal, lock it, open a sealed-only PR (the fixtures are already written).
  await repo.git("checkout", "-q", "-b", "lock");
  repo.write("oracles/balance.json", JSON.stringify({ ...(found.proposal.document as object), state: "locked" }, null, 2) + "\n");
  const lockHead = await repo.commit("human: lock the hunted seeds");
  onStep("lock");
  const lock = {
    title: "a human locks the hunted seeds (sealed-only, approved by an owner)",
    expected: "success" as const,
    gate: await judge(repo, parent, lockHead, [{ authorLogin: "maintainer", authorIsBot: false, state: "APPROVED", commitId: lockHead }]),
  };
  await repo.git("checkout", "-q", "main");
  await repo.git("merge", "-q", "--ff-only", "lock");
  const base = lockHead;
  const prs: Judged[] = [];
  for (const [i, pr] of PRS.entries()) {
    onStep(pr.title);
    await repo.git("checkout", "-q", "-f", "-B", `pr-${i + 1}`, base);
    await pr.apply(repo);
    const head = await repo.commit(pr.title);
    prs.push({ title: pr.title, expected: pr.expected, gate: await judge(repo, base, head, []) });
  }
  return { parent, hunt: found, lock, prs };
}

/** Both lanes on the checked-out head, then the gate over their results, as CI would. */
async function judge(repo: DemoRepo, base: string, head: string, reviews: readonly Review[]): Promise<GateResult> {
  const git = gitAt(repo.dir);
  const results = mkdtempSync(join(tmpdir(), "seedgate-demo-results-"));
  try {
    for (const name of ["replay", "holdout"] as const) {
      const r = await lane(
        { lane: name, base, head, shard: { index: 1, total: 1 }, runId: "demo" },
        { ...hostRowPorts(git), clock: { now: NOW }, log: silent, env: process.env, environment: { node: process.version }, cores: availableParallelism() },
      );
      writeFileSync(join(results, `${name}.json`), JSON.stringify(r.results));
    }
    return await gate(
      { base, head, results, fetch: false, author: "agent" },
      {
        git,
        log: silent,
        clock: { now: NOW },
        manifests: manifestCheckWith(gitBlobDigests),
        files: hostFiles,
        reviews: { list: async () => reviews, isMember: async () => false },
      },
    );
  } finally {
    rmSync(results, { recursive: true, force: true });
    await repo.git("checkout", "-q", "-f", head);
  }
}
