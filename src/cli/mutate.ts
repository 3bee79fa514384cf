// `seedgate mutate --property ID [--pick N] [--list] [--branch NAME] [--config FILE] [--json]`
// Thin: the mutations are src/core/edits/mutations.ts's, the commit src/modes/mutate/mutate.ts's.
import { mutantCommits } from "../adapters/mutant-commits.js";
import { huntCommand } from "../core/edits/init-steps.js";
import type { Mutation } from "../core/edits/mutations.js";
import type { Verdict } from "../core/findings.js";
import { mutate, type MutateResult } from "../modes/mutate/mutate.js";
import { requireString } from "./args.js";
import type { Args } from "./commands.js";
import { wholeNumber } from "../core/inputs/seed-range.js";
import type { CliIo } from "./io.js";
import { localGit } from "./local.js";

export async function mutateCli({ values, usage }: Args<"mutate">, io: CliIo): Promise<Verdict> {
  const git = await localGit(values.cwd);
  const r = await mutate(
    {
      property: requireString(values.property, "--property", usage),
      ...(values.pick ? { pick: wholeNumber(values.pick, "--pick") } : {}),
      ...(values.branch ? { branch: values.branch } : {}),
      ...(values.config ? { configPath: values.config } : {}),
      list: values.list === true,
    },
    { git, commits: await mutantCommits(git.root) },
  );
  io.out(values.json ? JSON.stringify(r, null, 2) : mutateText(r, journalOf(values.out, r.property)));
  return "success";
}

const journalOf = (out: string | undefined, id: string) => out ?? `oracles/${id}.json`;

const where = (r: MutateResult, m: Mutation) => `${r.file}:${m.line} in ${m.function}(): ${m.before} → ${m.after} (${m.kind})`;

export function mutateText(r: MutateResult, journal: string): string {
  const scope = `${r.file}${r.functions.length ? `, ${r.functions.join(", ")}` : ""}`;
  if (r.picked === undefined)
    return [
      `${r.mutations.length} mutations of ${scope} for ${r.property} (seedgate mutate --pick N commits one):`,
      ...r.mutations.map((m) => `  ${m.index}. ${where(r, m)}`),
    ].join("\n");
  const m = r.picked;
  const next = m.index < r.mutations.length ? `seedgate mutate --property ${r.property} --pick ${m.index + 1}` : null;
  return [
    `mutant parent: ${r.branch} → ${r.commit!.slice(0, 12)}, HEAD ${r.base.slice(0, 12)} with mutation ${m.index} of ${r.mutations.length}:`,
    `  ${where(r, m)}`,
    `  - ${m.lineBefore.trim()}`,
    `  + ${m.lineAfter.trim()}`,
    "your working tree and index are unchanged. Next, hunt with it as the parent:",
    `  ${huntCommand({ propertyId: r.property, journal, introduced: { commit: r.commit!, parent: r.branch } })}`,
    ...(next ? [`zero hits? the property does not catch this mutation: ${next} commits the next one`] : []),
    `keep the branch (git push origin ${r.branch}): the journal records ${r.commit!.slice(0, 12)} as its parent, and the re-hunt hunts it again`,
  ].join("\n");
}
