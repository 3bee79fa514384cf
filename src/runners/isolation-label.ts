// Which properties run with production code in the process that decides their rows
// (isolation: shared): the lane records them, the gate labels them "in-process
// (forgeable)" from the base config whatever a claim says.
import type { Config } from "../core/inputs/config.js";
import type { Property } from "../core/inputs/model.js";
import { ruleFor, rowIsolation } from "./dispatch.js";

/** Ids of the planned properties whose rows run in-process, sorted. */
export function inProcess(config: Config, plan: readonly { readonly property: string }[], byId: ReadonlyMap<string, Property>): string[] {
  const ids = new Set<string>();
  for (const row of plan) {
    const property = byId.get(row.property);
    if (property !== undefined && rowIsolation(config, ruleFor(config, property.selector)) === "shared") ids.add(property.id);
  }
  return [...ids].sort();
}
