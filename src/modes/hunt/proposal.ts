// The hunt's output: verified fixtures written where the format keeps them (under
// the repository root), the proposed journal or ledger to --out, and both as one
// unified diff against the oracle revision (the Git port's diffBytes).
import { basename, dirname } from "node:path";
import { SeedgateError } from "../../core/errors.js";
import { proposeJournal, proposeLedger, type HuntEvidence, type HuntFixture } from "../../core/edits/proposal.js";
import type { ReplayPick } from "../../core/edits/replay-pick.js";
import type { Git } from "../../ports/local.js";
import type { OpenWorkspace, Workspace } from "../../ports/workspace.js";
import type { HuntTarget } from "./target.js";

export interface ProposalFiles {
  /** The journal or ledger file the proposal replaces. */
  readonly file: string;
  readonly out?: string;
  readonly document: unknown;
  readonly holdout: readonly number[];
  readonly fixtures: readonly HuntFixture[];
  /** A journal's replay seeds: one per distinct counterexample, and the hits left out. */
  readonly replay?: ReplayPick;
  readonly diff: string;
}

export interface ProposalPorts {
  readonly git: Git;
  /** Opens the repository's working tree (at git.root) and --out's directory. */
  readonly workspaceAt: OpenWorkspace;
}

export async function buildProposal(
  ports: ProposalPorts,
  oracle: string,
  target: HuntTarget,
  e: HuntEvidence,
  bytes: ReadonlyMap<number, Buffer>,
  out?: string,
): Promise<ProposalFiles> {
  const p = target.format === "journal" ? proposeJournal(target.document, e) : proposeLedger(target.document, e);
  if (p.kind === "dead") throw new SeedgateError("internal", "a proposal was built without hits");
  const text = JSON.stringify(p.document, null, 2) + "\n";
  const files = new Map<string, Buffer>([[target.file, Buffer.from(text)]]);
  // A journal writes only the fixtures of the seeds it keeps; a ledger's draft records every one.
  const fixtures = p.kind === "journal" ? p.fixtures : e.fixtures;
  for (const f of fixtures) files.set(f.path, bytes.get(f.seed)!);
  const tree = ports.workspaceAt(ports.git.root);
  for (const [path, b] of files) if (path !== target.file) replace(tree, path, b);
  if (out !== undefined) replace(ports.workspaceAt(dirname(out)), basename(out), Buffer.from(text));
  const diff = await unifiedDiff(ports.git, oracle, files);
  const replay = p.kind === "journal" ? { replay: p.pick } : {};
  return { file: target.file, ...(out === undefined ? {} : { out }), document: p.document, holdout: p.holdout, fixtures, ...replay, diff };
}

function replace(ws: Workspace, path: string, bytes: Buffer): void {
  ws.makeDir(path.split("/").slice(0, -1).join("/"));
  ws.remove(path); // a lane leaves restored sealed files read-only
  ws.writeFile(path, bytes);
}

/** Each path's bytes at the oracle revision (if any) against the proposal's. */
async function unifiedDiff(git: Git, oracle: string, files: ReadonlyMap<string, Buffer>): Promise<string> {
  if (git.diffBytes === undefined) throw new SeedgateError("internal", "the Git port given to the hunt cannot diff bytes (diffBytes)");
  const changes = await Promise.all([...files].map(async ([path, after]) => ({ path, before: await git.readFile(oracle, path), after })));
  return git.diffBytes(changes);
}
