// `seedgate promote SEED… PROPERTY_ID [--fixture FILE]` or `seedgate promote --hits PROPERTY_ID`
// — the human's command (seed 002);
// the use case and its renderer are src/modes/promote/.
import { resolve } from "node:path";
import { namedFile, workspaceAt } from "../adapters/workspace.js";
import { SeedgateError } from "../core/errors.js";
import { promote } from "../modes/promote/promote.js";
import { promoteMany } from "../modes/promote/promote-many.js";
import { renderPromote, renderPromoteMany } from "../modes/promote/render.js";
import type { Args } from "./commands.js";
import type { Verdict } from "../core/findings.js";
import { refuseUnlessHuman } from "./human.js";
import type { CliIo } from "./io.js";

export async function promoteCli({ values, positionals, usage }: Args<"promote">, io: CliIo): Promise<Verdict> {
  refuseUnlessHuman("promote", "promotion");
  const root = resolve(values.cwd ?? ".");
  if (values.hits === true || positionals.length > 2) return promoteSeveral({ values, positionals, usage }, root, io);
  const [seedText, propertyId] = positionals;
  if (seedText === undefined || propertyId === undefined || !/^\d+$/.test(seedText))
    throw new SeedgateError("usage", "expected SEED… PROPERTY_ID, or --hits PROPERTY_ID", { hint: usage });
  const fixture = values.fixture === undefined ? {} : { fixture: namedFile(root, root, values.fixture) };
  const r = await promote({ seed: Number(seedText), propertyId, ...fixture }, { workspace: workspaceAt(root) });
  io.out(renderPromote(r, values.json === true));
  return "success";
}

/** Several seeds, or --hits: each takes the hunt's capture, so --fixture (one seed's bytes) does not apply. */
async function promoteSeveral(
  { values, positionals, usage }: Pick<Args<"promote">, "values" | "positionals" | "usage">,
  root: string,
  io: CliIo,
): Promise<Verdict> {
  if (values.fixture !== undefined) throw new SeedgateError("usage", "--fixture names one seed's bytes: promote one seed with it", { hint: usage });
  const propertyId = positionals.at(-1);
  const seedTexts = positionals.slice(0, -1);
  if (propertyId === undefined || (values.hits === true && seedTexts.length > 0) || seedTexts.some((t) => !/^\d+$/.test(t)))
    throw new SeedgateError("usage", values.hits ? "expected --hits PROPERTY_ID (no seeds: --hits takes the hunt's)" : "expected SEED… PROPERTY_ID", {
      hint: usage,
    });
  const seeds = values.hits === true ? ("hits" as const) : seedTexts.map(Number);
  const r = await promoteMany({ propertyId, seeds }, { workspace: workspaceAt(root) });
  io.out(renderPromoteMany(r, values.json === true));
  return "success";
}
