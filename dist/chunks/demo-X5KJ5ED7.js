import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  writeManifest
} from "./chunk-VRYDOQRV.js";
import {
  manifestCheck
} from "./chunk-6ENNH4B6.js";
import "./chunk-BXUDB6KX.js";
import {
  lane
} from "./chunk-ALT42YWU.js";
import {
  gate,
  gateAnnotations,
  gateLog,
  gateTitle
} from "./chunk-AGR5OWEW.js";
import "./chunk-ROD5LKEC.js";
import {
  hunt
} from "./chunk-6S3XP56H.js";
import "./chunk-XHISKDML.js";
import "./chunk-RENMPSRC.js";
import "./chunk-53E3DFHE.js";
import "./chunk-TSXIX5EH.js";
import "./chunk-G2VSTVAS.js";
import "./chunk-JIJZXNK4.js";
import "./chunk-LAABB2II.js";
import "./chunk-A3LOCW6K.js";
import "./chunk-KHNKGWFN.js";
import "./chunk-TQOTL3R7.js";
import "./chunk-SKDT3HVE.js";
import "./chunk-P6U5UL5V.js";
import "./chunk-EO4NIVAV.js";
import "./chunk-MXVQWBCP.js";
import "./chunk-7WG2ZM5M.js";
import {
  gitBlobDigests,
  hostFiles,
  hostRowPorts,
  manifestCheckWith
} from "./chunk-F4XUKZHO.js";
import "./chunk-EEVLO6KU.js";
import "./chunk-TLHTINSL.js";
import {
  gitAt,
  runGit
} from "./chunk-6GYLSYQK.js";
import "./chunk-IAKL2HAF.js";
import {
  seal
} from "./chunk-IXPRLORT.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-A634GDAO.js";
import "./chunk-YPC4Q24N.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-CB6KKIAZ.js";
import {
  sealText
} from "./chunk-AZAPHTY7.js";
import {
  short
} from "./chunk-KQPKPCX7.js";
import "./chunk-5YZVLQIN.js";
import "./chunk-ZL3VSXLC.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-V7QMJJJF.js";
import {
  gitInit
} from "./chunk-NXVDCMLE.js";
import "./chunk-3VTLRWNT.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-TIXSLBC3.js";
import {
  workspaceAt
} from "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-G64J6QHH.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-CQ4GBRHW.js";
import "./chunk-J6YZ5B6J.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/demo/repo.ts
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
var IDENTITY = ["-c", "user.name=seedgate demo", "-c", "user.email=demo@seedgate.invalid", "-c", "commit.gpgsign=false"];
async function demoRepo() {
  const dir = mkdtempSync(join(tmpdir(), "seedgate-demo-"));
  const git = async (...args) => (await runGit(dir, [...IDENTITY, ...args])).toString("utf8").trim();
  gitInit(dir, ["-q", "-b", "main"]);
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
  repo.write(
    ".sealed/oracle/seeds.json",
    JSON.stringify(
      {
        cases: [
          { id: "empty", n: 0 },
          { id: "one", n: 1 }
        ]
      },
      null,
      2
    ) + "\n"
  );
  repo.write(".sealed/oracle/properties.py", "def check(case):\n    assert case['n'] >= 0\n");
  repo.write(".sealed/fixtures/8.json", '{"entries": [{"amount": 5}]}\n');
  repo.write("oracles/parse_ledger_balances.json", JSON.stringify(JOURNAL, null, 2) + "\n");
  repo.write(".github/workflows/seedgate.yml", "on: pull_request\njobs:\n  gate:\n    runs-on: ubuntu-latest\n    steps:\n      - run: seedgate gate\n");
  writeManifest(workspaceAt(join(repo.dir, ".sealed/oracle")));
  writeManifest(workspaceAt(join(repo.dir, ".sealed/fixtures")));
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
      repo.write(
        ".github/workflows/seedgate.yml",
        "on: pull_request\njobs:\n  gate:\n    runs-on: ubuntu-latest\n    steps:\n      - run: seedgate gate || true\n"
      );
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

// src/demo/story.ts
import { mkdtempSync as mkdtempSync2, rmSync as rmSync2, writeFileSync as writeFileSync2 } from "node:fs";
import { availableParallelism, tmpdir as tmpdir2 } from "node:os";
import { join as join2 } from "node:path";

// src/demo/project.ts
var EXAMPLES = 200;
var BUGGY_LEDGER = "// Sums a ledger's amounts.\nexport function balance(amounts) {\n  // Seeded bug: an amount that is 13 modulo 97 is dropped.\n  return amounts.filter((a) => a % 97 !== 13).reduce((s, a) => s + a, 0);\n}\n";
var FIXED_LEDGER = "// Sums a ledger's amounts.\nexport function balance(amounts) {\n  return amounts.reduce((s, a) => s + a, 0);\n}\n";
var PROPERTY = `// The human-owned property: balance(amounts) is the plain sum, for any ledger.
// node balance.mjs SEED ""   -> ${EXAMPLES} ledgers from the seed; node balance.mjs "" FIXTURE -> replay one
import { readFileSync, writeFileSync } from "node:fs";
import { balance } from "../../src/ledger.mjs";

const [seedArg, fixture] = process.argv.slice(2);
const fails = (amounts) => balance(amounts) !== amounts.reduce((s, a) => s + a, 0);
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function shrink(amounts) {
  for (let i = 0; i < amounts.length; i++) {
    const smaller = amounts.filter((_, j) => j !== i);
    if (fails(smaller)) return shrink(smaller);
  }
  return amounts;
}
if (fixture) {
  const { amounts } = JSON.parse(readFileSync(fixture, "utf8"));
  if (fails(amounts)) { console.error("fixture " + fixture + ": balance(" + JSON.stringify(amounts) + ") is not their sum"); process.exit(1); }
  process.exit(0);
}
const next = random(Number(seedArg));
for (let example = 0; example < ${EXAMPLES}; example++) {
  const amounts = Array.from({ length: Math.floor(next() * 6) }, () => Math.floor(next() * 1e6));
  if (!fails(amounts)) continue;
  const minimal = shrink(amounts);
  if (process.env.SEEDGATE_FIXTURE_OUT) writeFileSync(process.env.SEEDGATE_FIXTURE_OUT, JSON.stringify({ amounts: minimal }) + "\\n");
  console.error("Falsifying example: balance(" + JSON.stringify(minimal) + ") = " + balance(minimal) + ", expected " + minimal.reduce((s, a) => s + a, 0));
  process.exit(1);
}
`;
var PROPOSED_JOURNAL = {
  id: "balance",
  selector: "tests/properties/balance.mjs",
  replay: { seeds: [], fixtures: [], hits: 0, last_hit_at: null },
  holdout: { seeds: [], generator_saw: false },
  flake: { replay_flakes: 0, holdout_flakes: 0, freeze_replay_until: null },
  state: "proposed"
};
var config = (node) => [
  "# The demo's property is a plain Node script: a `command` runner turns a seed or a fixture into a run.",
  "runners:",
  "  rules:",
  '    - match: "tests/properties/*.mjs"',
  "      preset: command",
  `      command: [${JSON.stringify(node)}, "{selector}", "{seed}", "{fixture}"]`,
  "      timeout: 30",
  "owners: [maintainer]",
  ""
].join("\n");
function layProject(repo, node) {
  repo.write("src/ledger.mjs", BUGGY_LEDGER);
  repo.write("tests/properties/balance.mjs", PROPERTY);
  repo.write("oracles/balance.json", JSON.stringify(PROPOSED_JOURNAL, null, 2) + "\n");
  repo.write(".github/seedgate.yml", config(node));
  repo.write(".github/workflows/seedgate.yml", "on: pull_request\njobs:\n  gate:\n    runs-on: ubuntu-latest\n    steps:\n      - run: seedgate gate\n");
  repo.write("README.md", "# ledger\n");
}

// src/demo/overfit.ts
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = a + 1831565813 >>> 0;
    let t = Math.imul(a ^ a >>> 15, a | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}
function amountsOf(seed) {
  const next = random(seed);
  const out = [];
  for (let example = 0; example < EXAMPLES; example++) out.push(...Array.from({ length: Math.floor(next() * 6) }, () => Math.floor(next() * 1e6)));
  return out;
}
async function overfit(repo) {
  const journal = JSON.parse(await repo.git("show", "HEAD:oracles/balance.json"));
  const fixtures = await Promise.all(
    journal.replay.fixtures.map(async (f) => JSON.parse(await repo.git("show", `HEAD:${f}`)).amounts)
  );
  const seen = [...new Set([...journal.replay.seeds.flatMap(amountsOf), ...fixtures.flat()].filter((a) => a % 97 === 13))].sort((x, y) => x - y);
  repo.write(
    "src/ledger.mjs",
    `// Sums a ledger's amounts.
const KNOWN = new Set(${JSON.stringify(seen)});
export function balance(amounts) {
  return amounts.filter((a) => a % 97 !== 13 || KNOWN.has(a)).reduce((s, a) => s + a, 0);
}
`
  );
}

// src/demo/story.ts
var silent = { info() {
}, warn() {
}, error() {
}, debug() {
}, group: (_n, fn) => fn() };
var NOW = () => /* @__PURE__ */ new Date();
var PRS = [
  { title: "a real fix", expected: "success", apply: async (r) => r.write("src/ledger.mjs", FIXED_LEDGER) },
  {
    title: "an agent patch that only adds its own passing test",
    expected: "failure",
    apply: async (r) => r.write("tests/examples/ledger.test.mjs", 'import { balance } from "../../src/ledger.mjs";\nif (balance([1, 2]) !== 3) process.exit(1);\n')
  },
  {
    title: "an agent patch that drops the hitting seeds from the journal",
    expected: "failure",
    async apply(r) {
      const j = JSON.parse(await r.git("show", "HEAD:oracles/balance.json"));
      r.write("oracles/balance.json", JSON.stringify({ ...j, replay: { ...j.replay, seeds: [], fixtures: [] } }, null, 2) + "\n");
    }
  },
  { title: "an agent patch overfit to the replay seeds and fixtures it can read", expected: "failure", apply: overfit }
];
async function tellStory(repo, onStep = () => {
}) {
  const git = gitAt(repo.dir);
  layProject(repo, process.execPath);
  const parent = await repo.commit("a ledger with a bug, and a property a human wrote (proposed)");
  onStep("hunt");
  const found = await hunt(
    { parent, property: "balance", seeds: Array.from({ length: 30 }, (_, i) => i + 1), oracle: parent },
    {
      ...hostRowPorts(git),
      clock: { now: NOW },
      log: silent,
      env: process.env,
      cores: availableParallelism()
    }
  );
  if (found.proposal === void 0) throw new Error(`demo: the hunt found no hit (${found.message})`);
  await repo.git("checkout", "-q", "-b", "lock");
  repo.write("oracles/balance.json", JSON.stringify({ ...found.proposal.document, state: "locked" }, null, 2) + "\n");
  const lockHead = await repo.commit("human: lock the hunted seeds");
  onStep("lock");
  const lock = {
    title: "a human locks the hunted seeds (sealed-only, approved by an owner)",
    expected: "success",
    gate: await judge(repo, parent, lockHead, [{ authorLogin: "maintainer", authorIsBot: false, state: "APPROVED", commitId: lockHead }])
  };
  await repo.git("checkout", "-q", "main");
  await repo.git("merge", "-q", "--ff-only", "lock");
  const base = lockHead;
  const prs = [];
  for (const [i, pr] of PRS.entries()) {
    onStep(pr.title);
    await repo.git("checkout", "-q", "-f", "-B", `pr-${i + 1}`, base);
    await pr.apply(repo);
    const head = await repo.commit(pr.title);
    prs.push({ title: pr.title, expected: pr.expected, gate: await judge(repo, base, head, []) });
  }
  return { parent, hunt: found, lock, prs };
}
async function judge(repo, base, head, reviews) {
  const git = gitAt(repo.dir);
  const results = mkdtempSync2(join2(tmpdir2(), "seedgate-demo-results-"));
  try {
    for (const name of ["replay", "holdout"]) {
      const r = await lane(
        { lane: name, base, head, shard: { index: 1, total: 1 }, runId: "demo" },
        { ...hostRowPorts(git), clock: { now: NOW }, log: silent, env: process.env, environment: { node: process.version }, cores: availableParallelism() }
      );
      writeFileSync2(join2(results, `${name}.json`), JSON.stringify(r.results));
    }
    return await gate(
      { base, head, results, fetch: false, author: "agent" },
      {
        git,
        log: silent,
        clock: { now: NOW },
        manifests: manifestCheckWith(gitBlobDigests),
        files: hostFiles,
        reviews: { list: async () => reviews, isMember: async () => false }
      }
    );
  } finally {
    rmSync2(results, { recursive: true, force: true });
    await repo.git("checkout", "-q", "-f", head);
  }
}

// src/demo/render.ts
function bar(text, max = 16) {
  const lines = text.trimEnd().split("\n");
  const shown = lines.slice(0, max).map((l) => `    │ ${l}`);
  return [...shown, ...lines.length > max ? [`    │ … ${lines.length - max} more lines`] : []].join("\n");
}
function huntView(h) {
  const fixtures = h.proposal?.fixtures.length ?? 0;
  return [
    `The hunt: ${h.rows.length} seeds of "${h.property}" on the parent ${short(h.parent)} (the pre-fix tree)`,
    `  hits ${h.hits.join(", ") || "none"}; misses ${h.misses.length}; timeouts ${h.timeouts.length} (noise, never hits)`,
    `  ${fixtures} shrunk fixture${fixtures === 1 ? "" : "s"} proposed with ${h.proposal?.replay?.seeds.length ?? 0} replay seeds (one per distinct counterexample, at most 10), each replayed on the parent and failing there`,
    `  holdout seeds derived from the parent SHA, never shown to anyone: ${h.proposal?.holdout.length ?? 0}`,
    `  ${h.message}`
  ].join("\n");
}
function prView(n, j) {
  const g = j.gate;
  const mark = g.verdict === "success" ? "✓" : "✗";
  const annotations = gateAnnotations(g);
  const lines = [
    `PR #${n}: ${j.title}`,
    `  ${mark} check run "${g.check.name}" on head ${short(g.head)}: ${g.verdict}`,
    `    ${gateTitle(g)}`,
    ...annotations.length === 0 ? ["    no annotations"] : annotations.slice(0, 3).map((a) => `    ${a.annotation_level.padEnd(7)} ${a.path}:${a.start_line}  ${(a.title ?? a.message.split("\n")[0]).slice(0, 90)}`),
    ...annotations.length > 3 ? [`    … ${annotations.length - 3} more annotations`] : [],
    "  comment from github-actions[bot], edited in place on every run:",
    bar(gateLog(g).replace(/\n{2,}/g, "\n"))
  ];
  return lines.join("\n");
}
function storyView(s) {
  const all = [s.lock, ...s.prs];
  const wrong = all.filter((j) => j.gate.verdict !== j.expected);
  return [
    huntView(s.hunt),
    "",
    prView(1, s.lock),
    "",
    ...s.prs.flatMap((j, i) => [prView(i + 2, j), ""]),
    wrong.length === 0 ? `Every pull request got the verdict it deserved: ${all.filter((j) => j.expected === "success").length} green, ${all.filter((j) => j.expected === "failure").length} red.` : `UNEXPECTED: ${wrong.map((w) => w.title).join("; ")}`
  ].join("\n");
}

// src/cli/demo.ts
var silent2 = { info() {
}, warn() {
}, error() {
}, debug() {
}, group: (_n, fn) => fn() };
async function demoCli({ values }, io) {
  const say = (text) => values.json ? void 0 : io.out(text);
  const story = await withRepo(values.keep, async (repo) => {
    say(
      `seedgate demo — a throwaway repository at ${repo.dir}
src/ledger.mjs drops any amount that is 13 modulo 97; a human wrote a property for it (oracles/balance.json, proposed).

`
    );
    const started = Date.now();
    return tellStory(repo, (step) => values.json ? void 0 : io.err(`  … ${step}${io.isTTY ? "" : ` (${Math.round((Date.now() - started) / 1e3)} s)`}`));
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
          results: verdicts
        },
        null,
        2
      )
    );
  else
    io.out(
      wrong.length === 0 ? `every pull request got the verdict it deserved (${verdicts.filter((v) => v.expected === "failure").length} red, ${verdicts.filter((v) => v.expected === "success").length} green).` : `UNEXPECTED: ${wrong.map((w) => w.title).join("; ")}`
    );
  return wrong.length === 0 ? "success" : "failure";
}
async function withRepo(keep, fn) {
  const repo = await demoRepo();
  try {
    return await fn(repo);
  } finally {
    if (!keep) repo.cleanup();
  }
}
async function sealScenarios(repo, say) {
  const base = await layBase(repo);
  const out = [];
  for (const [i, s] of SCENARIOS.entries()) {
    await repo.git("checkout", "-q", "-B", `seal-${i + 1}`, base);
    await s.apply(repo);
    await repo.commit(s.title);
    const result = await seal({ base, head: "HEAD", fetch: false }, { git: gitAt(repo.dir), log: silent2, manifests: manifestCheck });
    out.push({ title: s.title, expected: s.expect, verdict: result.verdict });
    say(
      `${s.title}
${sealText(result).split("\n").map((l) => `   ${l}`).join("\n")}
`
    );
  }
  return out;
}
export {
  demoCli
};
