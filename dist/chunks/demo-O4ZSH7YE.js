import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  writeManifest
} from "./chunk-XGNGJBRA.js";
import {
  seal,
  sealText
} from "./chunk-2NLE54LL.js";
import {
  manifestCheck
} from "./chunk-XLQ4LY3F.js";
import {
  parse
} from "./chunk-OT7MLG6U.js";
import "./chunk-B5W75RRQ.js";
import "./chunk-VOLGPYLT.js";
import "./chunk-Q75TV2MW.js";
import "./chunk-UJVMDGU7.js";
import {
  gitAt,
  runGit
} from "./chunk-3JIWXBPE.js";
import "./chunk-7IZHHMI5.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/demo/repo.ts
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
var IDENTITY = ["-c", "user.name=seedgate demo", "-c", "user.email=demo@seedgate.invalid", "-c", "commit.gpgsign=false"];
async function demoRepo() {
  const dir = mkdtempSync(join(tmpdir(), "seedgate-demo-"));
  const git = async (...args) => (await runGit(dir, [...IDENTITY, ...args])).toString("utf8").trim();
  await git("init", "-q", "-b", "main");
  return {
    dir,
    git,
    write(path, text) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    },
    async commit(message) {
      await git("add", "-A");
      await git("commit", "-q", "--no-verify", "-m", message);
      return git("rev-parse", "HEAD");
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true })
  };
}
var JOURNAL = {
  id: "parse_ledger_balances",
  selector: "tests/properties/test_ledger.py::test_balance_invariant",
  parent_sha: "0000000000000000000000000000000000000000",
  replay: { seeds: [8, 21, 34], fixtures: [".sealed/fixtures/8.json"], hits: 3, last_hit_at: "2026-09-18T12:00:00Z" },
  holdout: { seeds: [55, 89, 144], generator_saw: false },
  flake: { replay_flakes: 0, holdout_flakes: 0, freeze_replay_until: null },
  state: "locked"
};
async function layBase(repo) {
  repo.write("src/ledger.py", "def balance(entries):\n    return sum(e['amount'] for e in entries[1:])  # bug: skips the first entry\n");
  repo.write("tests/properties/test_ledger.py", "# the human-owned property (sealed: a selector points here)\n");
  repo.write(".sealed/oracle/seeds.json", JSON.stringify({ cases: [{ id: "empty", n: 0 }, { id: "one", n: 1 }] }, null, 2) + "\n");
  repo.write(".sealed/oracle/properties.py", "def check(case):\n    assert case['n'] >= 0\n");
  repo.write(".sealed/fixtures/8.json", '{"entries": [{"amount": 5}]}\n');
  repo.write("oracles/parse_ledger_balances.json", JSON.stringify(JOURNAL, null, 2) + "\n");
  repo.write(".github/workflows/seedgate.yml", "on: pull_request\njobs:\n  gate:\n    runs-on: ubuntu-latest\n    steps:\n      - run: seedgate gate\n");
  writeManifest(join(repo.dir, ".sealed/oracle"));
  writeManifest(join(repo.dir, ".sealed/fixtures"));
  return repo.commit("base: a ledger with a bug, a sealed oracle and a locked journal");
}

// src/demo/scenarios.ts
var SCENARIOS = [
  {
    title: "agent drops the replay seed that hits its bug from the journal",
    expect: "failure",
    async apply(repo) {
      repo.write("oracles/parse_ledger_balances.json", JSON.stringify({ ...JOURNAL, replay: { ...JOURNAL.replay, seeds: [21, 34] } }, null, 2) + "\n");
    }
  },
  {
    title: "agent rewrites one byte of a locked fixture",
    expect: "failure",
    async apply(repo) {
      repo.write(".sealed/fixtures/8.json", '{"entries": [{"amount": 0}]}\n');
    }
  },
  {
    title: "agent renames the oracle out of the sealed tree",
    expect: "failure",
    async apply(repo) {
      await repo.git("mv", ".sealed/oracle/properties.py", "src/properties.py");
    }
  },
  {
    title: "agent makes the gate workflow always pass",
    expect: "failure",
    async apply(repo) {
      repo.write(".github/workflows/seedgate.yml", "on: pull_request\njobs:\n  gate:\n    runs-on: ubuntu-latest\n    steps:\n      - run: seedgate gate || true\n");
    }
  },
  {
    title: "an honest production fix",
    expect: "success",
    async apply(repo) {
      repo.write("src/ledger.py", "def balance(entries):\n    return sum(e['amount'] for e in entries)\n");
    }
  }
];

// src/cli/demo.ts
var silent = { info() {
}, warn() {
}, error() {
}, debug() {
}, group: (_n, fn) => fn() };
async function demoCli(args, io) {
  const { values } = parse(args, { keep: { type: "boolean" } }, "seedgate demo [--keep] [--json]");
  const repo = await demoRepo();
  const results = [];
  try {
    const base = await layBase(repo);
    if (!values.json) io.out(`seedgate demo — a throwaway repository at ${repo.dir}
base ${base.slice(0, 12)}: src/ledger.py has a bug; the oracle, fixtures, journal and workflow are sealed.
`);
    for (const [i, s] of SCENARIOS.entries()) {
      await repo.git("checkout", "-q", "-B", `pr-${i + 1}`, base);
      await s.apply(repo);
      await repo.commit(s.title);
      const result = await seal({ base, head: "HEAD", fetch: false }, { git: gitAt(repo.dir), log: silent, manifests: manifestCheck });
      results.push({ title: s.title, expected: s.expect, result });
      if (!values.json) io.out(`PR #${i + 1}: ${s.title}
${indent(sealText(result))}

`);
    }
  } finally {
    if (!values.keep) repo.cleanup();
  }
  const wrong = results.filter((r) => r.result.verdict !== r.expected);
  if (values.json) io.out(JSON.stringify({ command: "demo", verdict: wrong.length ? "failure" : "success", results }, null, 2));
  else io.out(wrong.length === 0 ? `every pull request got the verdict it deserved (${results.length - 1} red, 1 green).` : `UNEXPECTED: ${wrong.map((w) => w.title).join("; ")}`);
  return wrong.length === 0 ? 0 : 1;
}
var indent = (text) => text.split("\n").map((l) => `   ${l}`).join("\n");
export {
  demoCli
};
