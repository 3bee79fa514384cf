// The hunt's output: verified fixtures written where the format keeps them (under
// the repository root), the proposed journal or ledger to --out, and both as one
// unified diff against the oracle revision (`git diff --no-index` on temp files).
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { SeedgateError } from "../../core/errors.js";
import { proposeJournal, proposeLedger, type HuntEvidence, type HuntFixture } from "../../core/edits/proposal.js";
import type { Git } from "../../ports/local.js";
import type { HuntTarget } from "./target.js";

export interface ProposalFiles {
  /** The journal or ledger file the proposal replaces. */
  readonly file: string;
  readonly out?: string;
  readonly document: unknown;
  readonly holdout: readonly number[];
  readonly fixtures: readonly HuntFixture[];
  readonly diff: string;
}

export async function buildProposal(
  git: Git,
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
  for (const f of e.fixtures) files.set(f.path, bytes.get(f.seed)!);
  for (const [path, b] of files) if (path !== target.file) write(join(git.root, path), b);
  if (out !== undefined) write(out, Buffer.from(text));
  const diff = await unifiedDiff(git, oracle, files);
  return { file: target.file, ...(out === undefined ? {} : { out }), document: p.document, holdout: p.holdout, fixtures: e.fixtures, diff };
}

function write(path: string, bytes: Buffer): void {
  mkdirSync(dirname(path), { recursive: true });
  rmSync(path, { force: true }); // a lane leaves restored sealed files read-only
  writeFileSync(path, bytes);
}

/** `a/` holds each path's bytes at the oracle revision (if any), `b/` the proposal's. */
async function unifiedDiff(git: Git, oracle: string, files: ReadonlyMap<string, Buffer>): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "seedgate-diff-"));
  try {
    mkdirSync(join(dir, "a"));
    for (const [path, b] of files) {
      const before = await git.readFile(oracle, path);
      if (before !== null) write(join(dir, "a", path), before);
      write(join(dir, "b", path), b);
    }
    const raw = await gitDiffNoIndex(dir);
    // --no-prefix shows the temp dirs' names: a new file reads "b/x b/x"; name both sides a/ and b/ as git does.
    return raw.replace(/^diff --git [ab]\/(.*) b\/\1$/gm, "diff --git a/$1 b/$1");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Exit 1 means "differences found"; anything else but 0 is a real failure. */
function gitDiffNoIndex(cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      ["diff", "--no-index", "--no-color", "--no-prefix", "--no-ext-diff", "a", "b"],
      { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, GIT_CONFIG_NOSYSTEM: "1" } },
      (err, stdout, stderr) => {
        const code: unknown = err === null ? 0 : (err as { code?: unknown }).code;
        if (code === 0 || code === 1) resolve(stdout);
        else reject(new SeedgateError("git", `git diff --no-index failed: ${stderr.trim() || String(err)}`));
      },
    );
  });
}
