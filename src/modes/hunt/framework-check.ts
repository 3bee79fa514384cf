// The hunt is the lane (issue 47 item 7): a Node property's framework (fast-check, vitest,
// jest) runs in the oracle, and a lane refuses rows whose installed framework is not the
// base lockfile's (lane/framework.ts). The hunt's seeds are checked the same way against
// the oracle revision's lockfile, before the first seed: a seed's inputs are its fast-check
// version's, so seeds hunted under another version would not replay as a lane runs them.
import { SeedgateError } from "../../core/errors.js";
import type { Config } from "../../core/inputs/config.js";
import { installedProblem, requiredPackages } from "../../core/inputs/framework-lock.js";
import type { Git } from "../../ports/local.js";
import type { Trees } from "../../ports/trees.js";
import { presetFor } from "../../runners/dispatch.js";

/** Throws the lane's refusal when the tree's installed framework of the property's preset is not what the oracle's package-lock.json pins. */
export async function refuseFrameworkAsTheLane(git: Git, trees: Trees, config: Config, selector: string, oracle: string, dir: string): Promise<void> {
  const fw = presetFor(config, selector)?.framework;
  if (fw === undefined) return;
  // Nothing pinned: as in a lane, the package.json comparison is the check, and a hunt compares no pull request.
  const lock = (await git.readFile(oracle, "package-lock.json"))?.toString("utf8") ?? null;
  if (lock === null) return;
  const problems = requiredPackages(fw).flatMap((name) => installedProblem(lock, trees.installed(dir, name)) ?? []);
  if (problems.length === 0) return;
  throw new SeedgateError(
    "config",
    `a lane would refuse this property: the installed ${fw.name} framework is not the oracle's lockfile's: ${problems.join("; ")}`,
    {
      field: "runners.setup",
      hint: "the hunt runs the framework its lanes run: install the oracle revision's package-lock.json (npm ci) in the checkout, or in runners.setup",
    },
  );
}
