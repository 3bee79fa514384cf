// `seedgate promote SEED PROPERTY_ID [--fixture FILE]` — the human's command (seed 002);
// the use case and its renderer are src/modes/promote/.
import { resolve } from "node:path";
import { namedFile, workspaceAt } from "../adapters/workspace.js";
import { SeedgateError } from "../core/errors.js";
import { promote } from "../modes/promote/promote.js";
import { renderPromote } from "../modes/promote/render.js";
import type { Args } from "./commands.js";
import type { Verdict } from "../core/findings.js";
import { refuseUnlessHuman } from "./human.js";
import type { CliIo } from "./io.js";

export async function promoteCli({ values, positionals, usage }: Args<"promote">, io: CliIo): Promise<Verdict> {
  refuseUnlessHuman("promote", "promotion");
  const [seedText, propertyId, ...extra] = positionals;
  if (seedText === undefined || propertyId === undefined || extra.length > 0 || !/^\d+$/.test(seedText))
    throw new SeedgateError("usage", "expected SEED PROPERTY_ID", { hint: usage });
  const root = resolve(values.cwd ?? ".");
  const fixture = values.fixture === undefined ? {} : { fixture: namedFile(root, root, values.fixture) };
  const r = await promote({ seed: Number(seedText), propertyId, ...fixture }, { workspace: workspaceAt(root) });
  io.out(renderPromote(r, values.json === true));
  return "success";
}
