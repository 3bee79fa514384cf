// `seedgate hunt --shard I/N ... --out FILE` writes one shard's partial file;
// `seedgate hunt merge FILE... [--out FILE] [--holdout-budget SECONDS] [--replay-max N] [--json]`
// proposes from every shard's file what one unsharded hunt over the budget proposes.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parsePartial } from "../core/formats/hunt-partial.js";
import { parseShard, wholeNumber } from "../core/inputs/seed-range.js";
import { validReplayMax } from "../core/edits/replay-pick.js";
import { SeedgateError } from "../core/errors.js";
import type { Verdict } from "../core/findings.js";
import type { HuntPorts, HuntSettings } from "../modes/hunt/hunt.js";
import { huntShard, mergeHunt } from "../modes/hunt/shard.js";
import type { Args } from "./commands.js";
import type { CliIo } from "./io.js";
import { localGit } from "./local.js";
import { rowPorts } from "./wiring.js";
import { huntText } from "./hunt-text.js";

type Values = Args<"hunt">["values"];

export async function shardCli(s: HuntSettings, values: Values, usage: string, ports: HuntPorts, io: CliIo): Promise<Verdict> {
  const shard = parseShard(values.shard);
  if (!s.out) throw new SeedgateError("usage", "--shard writes its partial file to --out FILE", { hint: usage });
  const r = await huntShard(s, shard, ports);
  writeFileSync(s.out, JSON.stringify(r.partial, null, 2) + "\n");
  io.out(values.json ? JSON.stringify({ ...r, out: s.out }, null, 2) : `${r.message}\npartial: ${s.out}`);
  return "success";
}

export async function mergeCli(files: readonly string[], values: Values, usage: string, io: CliIo): Promise<Verdict> {
  if (files.length === 0) throw new SeedgateError("usage", "hunt merge takes the partial file of every shard", { hint: usage });
  for (const flag of ["parent", "property", "seeds", "budget", "shard", "oracle", "concurrency", "per-process"] as const)
    if (values[flag] !== undefined) throw new SeedgateError("usage", `hunt merge takes no --${flag}: the partial files carry the hunt`, { hint: usage });
  const parts = files.map((f) => ({ file: f, partial: parsePartial(readPartial(f), f) }));
  const r = await mergeHunt(
    parts,
    {
      ...(values.out ? { out: resolve(values.out) } : {}),
      ...(values.config ? { configPath: values.config } : {}),
      ...(values["holdout-budget"] ? { holdoutBudgetMs: 1000 * wholeNumber(values["holdout-budget"], "--holdout-budget") } : {}),
      ...(values["replay-max"] ? { replayMax: replayMax(values["replay-max"], usage) } : {}),
    },
    rowPorts(await localGit(values.cwd), io, values.json),
  );
  io.out(values.json ? JSON.stringify(r, null, 2) : huntText(r));
  return r.status === "hit" ? "success" : "failure";
}

function readPartial(file: string): string {
  try {
    return readFileSync(resolve(file), "utf8");
  } catch (e) {
    throw new SeedgateError("input", `${file}: cannot read it (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`, {
      hint: "pass the files `hunt --shard I/N --out FILE` wrote",
    });
  }
}

export function replayMax(text: string, usage: string): number {
  const n = wholeNumber(text, "--replay-max");
  if (!validReplayMax(n)) throw new SeedgateError("usage", `--replay-max ${text}: at least one replay seed is proposed`, { hint: usage });
  return n;
}
