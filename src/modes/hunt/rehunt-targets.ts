// The re-hunt's targets (workflow_dispatch): the dispatch's `properties` input, or every
// journal and ledger property that records a parent, each with the parent to hunt on.
import { SeedgateError } from "../../core/errors.js";
import type { Git } from "../../ports/local.js";
import { readBase } from "../base/snapshot.js";

/** The workflow_dispatch inputs a re-hunt reads (all optional strings, as GitHub sends them). */
export interface DispatchInputs {
  readonly properties?: string;
  readonly parent?: string;
}

export interface RehuntTarget {
  readonly id: string;
  readonly parent: string;
}

export async function rehuntTargets(git: Git, inputs: DispatchInputs, configPath: string | undefined): Promise<RehuntTarget[]> {
  const snapshot = await readBase(git, await git.resolve("HEAD"), configPath);
  const model = await snapshot.sealedModel();
  const wanted = (inputs.properties ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p !== "" && p !== "all");
  const chosen =
    wanted.length === 0
      ? model.properties.filter((p) => p.parentSha !== undefined && p.format !== "sealed")
      : wanted.map((id) => model.properties.find((p) => p.id === id) ?? missing(id));
  return chosen.map((p) => {
    const parent = inputs.parent?.trim() || p.parentSha;
    if (!parent) throw new SeedgateError("input", `${p.id} records no parent commit to hunt on`, { hint: "pass the parent input of the workflow_dispatch" });
    return { id: p.id, parent };
  });
}

function missing(id: string): never {
  throw new SeedgateError("input", `no property "${id}" in the sealed inputs at HEAD`, {
    hint: "the properties input is a comma-separated list of journal or ledger property ids",
  });
}
