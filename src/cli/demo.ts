// `seedgate demo`: a throwaway repository and five pull requests judged by the seal.
import { gitAt } from "../adapters/git.js";
import { manifestCheck } from "../commands/manifest.js";
import { seal, type SealResult } from "../commands/seal.js";
import { demoRepo, layBase } from "../demo/repo.js";
import { SCENARIOS } from "../demo/scenarios.js";
import { sealText } from "../render/seal.js";
import { parse } from "./args.js";
import type { CliIo } from "./io.js";
import type { Log } from "../ports.js";

const silent: Log = { info() {}, warn() {}, error() {}, debug() {}, group: (_n, fn) => fn() };

export async function demoCli(args: string[], io: CliIo): Promise<number> {
  const { values } = parse(args, { keep: { type: "boolean" } }, "seedgate demo [--keep] [--json]");
  const repo = await demoRepo();
  const results: { title: string; expected: string; result: SealResult }[] = [];
  try {
    const base = await layBase(repo);
    if (!values.json) io.out(`seedgate demo — a throwaway repository at ${repo.dir}\nbase ${base.slice(0, 12)}: src/ledger.py has a bug; the oracle, fixtures, journal and workflow are sealed.\n`);
    for (const [i, s] of SCENARIOS.entries()) {
      await repo.git("checkout", "-q", "-B", `pr-${i + 1}`, base);
      await s.apply(repo);
      await repo.commit(s.title);
      const result = await seal({ base, head: "HEAD", fetch: false }, { git: gitAt(repo.dir), log: silent, manifests: manifestCheck });
      results.push({ title: s.title, expected: s.expect, result });
      if (!values.json) io.out(`PR #${i + 1}: ${s.title}\n${indent(sealText(result))}\n\n`);
    }
  } finally {
    if (!values.keep) repo.cleanup();
  }
  const wrong = results.filter((r) => r.result.verdict !== r.expected);
  if (values.json) io.out(JSON.stringify({ command: "demo", verdict: wrong.length ? "failure" : "success", results }, null, 2));
  else io.out(wrong.length === 0 ? `every pull request got the verdict it deserved (${results.length - 1} red, 1 green).` : `UNEXPECTED: ${wrong.map((w) => w.title).join("; ")}`);
  return wrong.length === 0 ? 0 : 1;
}

const indent = (text: string) => text.split("\n").map((l) => `   ${l}`).join("\n");
