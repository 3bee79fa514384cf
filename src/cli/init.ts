// `seedgate init [--shape quick|hardened] --selector FILE::TEST [--owner @handle] [--pin REF] [--force] [--json]`
// Thin: the files are src/core/edits/init-plan.ts's data, the writing src/modes/init/init.ts's.
import { resolve } from "node:path";
import { init } from "../modes/init/init.js";
import { SeedgateError } from "../core/errors.js";
import { nextSteps, type Shape } from "../core/edits/init-plan.js";
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
    pin: values.pin ?? "v0",
    force: values.force === true,
  };
  const r = await init(settings, { workspace, shipped: shippedWorkflows(), git: { uncommitted: (paths) => git.uncommitted!(paths) } });
  if (values.json) return (io.out(JSON.stringify(r, null, 2)), "success");
  io.out(
    [...r.written.map((w) => `${w.how === "create" ? "wrote" : w.how === "append" ? "appended to" : "replaced"} ${w.path}`), "", ...nextSteps(r, shape)].join(
      "\n",
    ),
  );
  return "success";
}
