// command: hunt across an Actions matrix (issue 27 item 6). With `shard: I/N` each
// matrix job hunts its slice of every target's seeds and writes one partial file per
// property into the `results` directory (uploaded as an artifact). Without `shard`,
// a `results` directory of every shard's downloaded files is merged: per property,
// the proposal one unsharded hunt over the budget would make.
import * as core from "@actions/core";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { SeedgateError } from "../core/errors.js";
import { parsePartial, type HuntPartial, type Shard } from "../core/formats/hunt-partial.js";
import type { HuntPorts, HuntRun, HuntSettings } from "../modes/hunt/hunt.js";
import { huntShard, mergeHunt } from "../modes/hunt/shard.js";
import type { RehuntTarget } from "../modes/hunt/rehunt-targets.js";
import { setOutput } from "./outputs.js";
import { PASSED, type StepEnd } from "./step.js";

/** One partial file per target, named for the property and the shard, in the results directory. */
export async function huntShardStep(
  shard: Shard,
  dir: string,
  targets: readonly RehuntTarget[],
  settings: (t: RehuntTarget) => HuntSettings,
  ports: (t: RehuntTarget) => HuntPorts,
): Promise<StepEnd> {
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const t of targets) {
    const r = await core.group(`re-hunt ${t.id} on ${t.parent.slice(0, 12)}, shard ${shard.index}/${shard.total}`, () =>
      huntShard(settings(t), shard, ports(t)),
    );
    const file = join(dir, `${t.id}.shard-${shard.index}-of-${shard.total}.json`);
    writeFileSync(file, JSON.stringify(r.partial, null, 2) + "\n");
    core.info(r.message);
    written.push(file);
  }
  setOutput("verdict", "success");
  setOutput("changed", "false");
  setOutput("results-path", dir);
  setOutput("json", JSON.stringify({ command: "hunt", shard, partials: written }));
  return PASSED;
}

/** Every property's partials in the directory, merged; a property whose shards are not all there fails closed. */
export async function mergeStep(
  dir: string,
  settings: { readonly configPath?: string; readonly replayMax?: number },
  ports: Parameters<typeof mergeHunt>[2],
): Promise<HuntRun[]> {
  const files = partialFiles(dir);
  const byProperty = new Map<string, { file: string; partial: HuntPartial }[]>();
  for (const file of files) {
    const partial = parsePartial(readFileSync(file, "utf8"), file);
    byProperty.set(partial.property, [...(byProperty.get(partial.property) ?? []), { file, partial }]);
  }
  const runs: HuntRun[] = [];
  for (const [property, parts] of byProperty)
    runs.push(await core.group(`merge ${parts.length} shard${parts.length === 1 ? "" : "s"} of ${property}`, () => mergeHunt(parts, settings, ports)));
  return runs;
}

/**
 * A missing directory is an error; an empty one means no shard had a target (every shard
 * reads the same targets), so nothing was hunted. A shard that failed stops the workflow
 * before the merge, and a property missing some shards' files is refused by the merge.
 */
function partialFiles(dir: string): string[] {
  try {
    return readdirSync(resolve(dir))
      .filter((n) => n.endsWith(".json"))
      .sort()
      .map((n) => join(resolve(dir), n));
  } catch (e) {
    throw new SeedgateError("input", `results: cannot read the partials directory ${dir} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`, {
      hint: "download every hunt shard's artifact into it (actions/download-artifact, merge-multiple: true)",
    });
  }
}
