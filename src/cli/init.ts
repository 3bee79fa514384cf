// `seedgate init [--shape quick|hardened] --selector FILE::TEST [--owner @handle] [--pin REF] [--ledger] [--force] [--json]`
// Thin: the files are src/core/edits/init-plan.ts's data, the writing src/modes/init/init.ts's.
import { dirname, resolve } from "node:path";
import { shippedWorkflowsDir } from "../adapters/shipped.js";
import { processExec } from "../adapters/exec.js";
import { init } from "../modes/init/init.js";
import { SeedgateError } from "../core/errors.js";
import type { Shape } from "../core/edits/init-plan.js";
import { nextSteps } from "../core/edits/init-steps.js";
import { requireString } from "./args.js";
import type { Args } from "./commands.js";
import type { Verdict } from "../core/findings.js";
import type { CliIo } from "./io.js";
import { shippedWorkflows, workingTreePorts } from "./wiring.js";

export async function initCli({ values, usage }: Args<"init">, io: CliIo): Promise<Verdict> {
  const shape = values.shape ?? "quick";
  if (shape !== "quick" && shape !== "hardened") throw new SeedgateError("usage", `--shape is quick or hardened, got "${shape}"`, { hint: usage });
  const { git, workspace } = await workingTreePorts(resolve(values.cwd ?? "."));
  const settings = {
    shape: shape as Shape,
    selector: requireString(values.selector, "--selector", usage),
    ...(values.owner ? { owner: values.owner } : {}),
    pin: values.pin ?? (await ownCommit()),
    ledger: values.ledger === true,
    force: values.force === true,
  };
  const r = await init(settings, {
    workspace,
    shipped: shippedWorkflows(),
    git: { uncommitted: (paths) => git.uncommitted!(paths) },
    introduced: (path) => introducedBy(git.root, path),
  });
  if (values.json) return (io.out(JSON.stringify(r, null, 2)), "success");
  const how = (w: (typeof r.written)[number]) => (w.how === "create" ? "wrote" : w.how === "append" ? "appended to" : "replaced");
  const found = [
    ...(r.layout?.pythonPaths ? [`production code: ${r.layout.pythonPaths.join(", ")} (from ${r.layout.pythonPathsFrom}) → runners.pythonPaths`] : []),
    ...(r.layout && r.layout.setup.length > 0 ? [`test dependencies: runners.setup installs them inside the lane's sandbox (network: setup)`] : []),
    ...(r.layout?.rules ?? []).map((x) => `test runner: ${x.because} → runners.rules: { match: ${x.match}, preset: ${x.preset} }`),
    ...(r.layout?.notes ?? []),
  ];
  io.out([...found, ...(found.length ? [""] : []), ...r.written.map((w) => `${how(w)} ${w.path}`), "", ...nextSteps(r, shape)].join("\n"));
  return "success";
}

/**
 * Without --pin, the workflows use the seedgate commit this CLI runs from (a clone pinned
 * at a full SHA, as docs/adopting.md installs it): the action and the CLI are one version.
 * No release tag exists yet, so there is no moving tag to fall back on.
 */
async function ownCommit(): Promise<string> {
  const root = dirname(dirname(shippedWorkflowsDir()));
  const r = await processExec.run({ command: "git", args: ["rev-parse", "HEAD"], cwd: root, env: { PATH: process.env.PATH ?? "" }, timeoutMs: 30_000 });
  const sha = r.stdoutTail.trim();
  if (r.exitCode === 0 && /^[0-9a-f]{40}$/.test(sha)) return sha;
  throw new SeedgateError("usage", `seedgate at ${root} is not a git checkout, so init cannot pin the workflows to its commit`, {
    hint: 'pass --pin with the full commit SHA of seedgate you installed (docs/adopting.md, "Install and pin")',
  });
}

/** The commit that added `path` (the oldest on HEAD's history) and its first parent, from git log. */
async function introducedBy(root: string, path: string): Promise<{ commit: string; parent: string } | null> {
  const r = await processExec.run({
    command: "git",
    args: ["log", "--diff-filter=A", "--format=%H %P", "--", path],
    cwd: root,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" },
    timeoutMs: 30_000,
  });
  const last = r.exitCode === 0 ? r.stdoutTail.trim().split("\n").pop() : undefined;
  const [commit, parent] = (last ?? "").split(" ");
  return commit && parent ? { commit, parent } : null;
}
