// `seedgate demo [--keep] [--json]`: a throwaway repository and the whole story —
// a bug, the hunt that finds it, the human lock, three agent PRs — then the seal
// alone against four more tampering PRs. Needs nothing but Node and git.
import { gitAt } from "../adapters/git.js";
import { manifestCheck } from "./wiring.js";
import { seal, type SealResult } from "../modes/seal/seal.js";
import { demoRepo, layBase } from "../demo/repo.js";
import { SCENARIOS } from "../demo/scenarios.js";
import { tellStory } from "../demo/story.js";
import { storyView } from "../demo/render.js";
import { sealText } from "../modes/seal/render.js";
import type { Args } from "./commands.js";
import type { Verdict } from "../core/findings.js";
import type { CliIo } from "./io.js";
import type { Log } from "../ports/local.js";

const silent: Log = { info() {}, warn() {}, error() {}, debug() {}, group: (_n, fn) => fn() };

export async function demoCli({ values }: Args<"demo">, io: CliIo): Promise<Verdict> {
  const say = (text: string) => (values.json ? undefined : io.out(text));
  const story = await withRepo(values.keep, async (repo) => {
    say(
      `seedgate demo — a throwaway repository at ${repo.dir}\nsrc/ledger.mjs drops any amount that is 13 modulo 97; a human wrote a property for it (oracles/balance.json, proposed).\n\n`,
    );
    const started = Date.now();
    // Off a terminal too: each step is a few seconds, so a CI log sees a line at least that often.
    return tellStory(repo, (step) => (values.json ? undefined : io.err(`  … ${step}${io.isTTY ? "" : ` (${Math.round((Date.now() - started) / 1000)} s)`}`)));
  });
  say(storyView(story) + "\n\nThe seal alone, against four more ways to tamper:\n");
  const sealed = await withRepo(values.keep, (repo) => sealScenarios(repo, say));
  const verdicts = [...[story.lock, ...story.prs].map((j) => ({ title: j.title, expected: j.expected, verdict: j.gate.verdict })), ...sealed];
  const wrong = verdicts.filter((v) => v.verdict !== v.expected);
  if (values.json)
    io.out(
      JSON.stringify(
        {
          command: "demo",
          verdict: wrong.length ? "failure" : "success",
          hunt: { hits: story.hunt.hits, fixtures: story.hunt.proposal?.fixtures.length ?? 0 },
          results: verdicts,
        },
        null,
        2,
      ),
    );
  else
    io.out(
      wrong.length === 0
        ? `every pull request got the verdict it deserved (${verdicts.filter((v) => v.expected === "failure").length} red, ${verdicts.filter((v) => v.expected === "success").length} green).`
        : `UNEXPECTED: ${wrong.map((w) => w.title).join("; ")}`,
    );
  return wrong.length === 0 ? "success" : "failure";
}

async function withRepo<T>(keep: boolean | undefined, fn: (repo: Awaited<ReturnType<typeof demoRepo>>) => Promise<T>): Promise<T> {
  const repo = await demoRepo();
  try {
    return await fn(repo);
  } finally {
    if (!keep) repo.cleanup();
  }
}

async function sealScenarios(
  repo: Awaited<ReturnType<typeof demoRepo>>,
  say: (t: string) => void,
): Promise<{ title: string; expected: string; verdict: string }[]> {
  const base = await layBase(repo);
  const out: { title: string; expected: string; verdict: string }[] = [];
  for (const [i, s] of SCENARIOS.entries()) {
    await repo.git("checkout", "-q", "-B", `seal-${i + 1}`, base);
    await s.apply(repo);
    await repo.commit(s.title);
    const result: SealResult = await seal({ base, head: "HEAD", fetch: false }, { git: gitAt(repo.dir), log: silent, manifests: manifestCheck });
    out.push({ title: s.title, expected: s.expect, verdict: result.verdict });
    say(
      `${s.title}\n${sealText(result)
        .split("\n")
        .map((l) => `   ${l}`)
        .join("\n")}\n`,
    );
  }
  return out;
}
