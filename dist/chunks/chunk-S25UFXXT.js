import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);

// src/cli/commands.ts
var BASE = ["REV", "the base commit: sealed inputs, seeds and config are read from it"];
var HEAD = ["REV", "the head commit to judge (default HEAD)"];
var CONFIG = ["FILE", "the seedgate config, read from the base commit (default .github/seedgate.yml)"];
var BASE_OR_HEAD = ["REV", "the commit the config is read from (default HEAD; never the working tree)"];
var RESULTS_FILE = ["FILE", "write the results file the gate reads"];
var REV = ["REV", "the commit to read from (default HEAD)"];
var COMMANDS = {
  seal: {
    summary: "check the write-set and manifests of base..head",
    usage: "--base REV [--head REV] [--config FILE] [--fetch] [--markdown] [--json]\n       seedgate seal --paths FILE|- [--config FILE] [--json]",
    flags: {
      base: BASE,
      head: HEAD,
      config: CONFIG,
      fetch: "fetch base and head from origin first (a shallow clone lacks them)",
      markdown: "print the result as the Markdown of the check run",
      paths: ["FILE|-", "check a list of paths (NUL- or newline-separated; - reads stdin) without git"]
    }
  },
  lane: {
    summary: "lane replay|holdout: run the base commit's seeds against this tree",
    usage: "replay|holdout --base REV [--head REV] [--shard I/N] [--only PROPERTY[:KEY]] [--out FILE] [--json]",
    args: ["<lane>"],
    flags: {
      base: BASE,
      head: HEAD,
      config: CONFIG,
      shard: ["I/N", "run shard I of N (default 1/1)"],
      only: ["PROPERTY[:KEY]", "run one property, or one seed, fixture or case of it (to reproduce a row)"],
      out: RESULTS_FILE
    }
  },
  telemetry: {
    summary: "run the patch's own tests and report them (never votes)",
    usage: "[--base REV] [--head REV] [--config FILE] [--out FILE] [--json]",
    flags: { base: BASE_OR_HEAD, head: HEAD, config: CONFIG, out: RESULTS_FILE }
  },
  quarantine: {
    summary: "run the base commit's quarantined nodes and report each (never votes)",
    usage: "[--base REV] [--head REV] [--config FILE] [--out FILE] [--json]",
    flags: { base: ["REV", "the commit quarantine.json is read from (default HEAD; never the working tree)"], head: HEAD, config: CONFIG, out: RESULTS_FILE }
  },
  manifest: {
    summary: "manifest write DIR | manifest verify DIR [--rev REV]",
    usage: "write DIR [--format json|sha256sum] [--json]\n       seedgate manifest verify DIR [--rev REV] [--json]",
    args: ["<action>", "<dir>"],
    flags: {
      format: ["json|sha256sum", "write: the manifest's format (default json)"],
      rev: ["REV", "verify: the commit whose git blobs are checked (default HEAD)"]
    }
  },
  plan: {
    summary: "print the lane × shard matrix for strategy.matrix",
    usage: "[--base REV] [--config FILE] [--json]",
    flags: { base: BASE_OR_HEAD, config: CONFIG }
  },
  init: {
    summary: "scaffold a repository: config, workflows, CODEOWNERS and a proposed journal",
    usage: "--selector FILE::TEST [--shape quick|hardened] [--owner @handle] [--pin REF] [--ledger] [--force] [--json]",
    note: "Reads the layout (pyproject.toml, setup.cfg, requirements*.txt, package.json) into runners.pythonPaths and runners.setup, then writes .github/seedgate.yml, the workflows of the shape, a proposed journal oracles/<id>.json with secret holdouts (or, with --ledger, a seed 002 ledger seed_ledger.json) and (with --owner) the CODEOWNERS lines of the sealed paths, and prints the next steps with this repository's hunt command.",
    flags: {
      selector: ["FILE::TEST", "the property test the first journal is for"],
      shape: ["quick|hardened", "the workflows to write: one pull_request workflow, or lanes plus a workflow_run judge (default quick)"],
      owner: ["@handle", "the sealed owner written to the config and CODEOWNERS"],
      pin: ["REF", "the seedgate commit (full SHA) or tag the workflows use (default: the commit of this seedgate checkout)"],
      ledger: "scaffold a seed 002 ledger (seed_ledger.json, the property as a draft) instead of a journal",
      force: "replace files that exist, if they are committed and unchanged (never your uncommitted work)"
    }
  },
  mutate: {
    summary: "no past bug? commit a mutant parent the property catches, for the hunt",
    usage: "--property ID [--pick N] [--list] [--branch NAME] [--out FILE] [--config FILE] [--json]",
    note: "For a healthy library: reads the property's test at HEAD, finds the production functions it imports (a Python test's modules under runners.pythonPaths, a fast-check test's relative imports), numbers the small mutations of their lines, kind by kind in source order (flip a comparison, off-by-one a len() or .length, swap + and -, True/False, and/or), and commits the picked one over HEAD on the branch seedgate/mutant, leaving the working tree and the index alone. It prints the line it changed and the hunt to run with that commit as the parent. The same HEAD and --pick give the same commit. Keep the branch: the journal records the mutant as its parent.",
    flags: {
      property: ["ID", "the property (its id in the journal) whose test names the production code"],
      pick: ["N", "commit mutation N of the numbered list (default 1)"],
      list: "print the numbered mutations; commit nothing",
      branch: ["NAME", "the branch the mutant is committed on (default seedgate/mutant); mutate moves only a branch it made"],
      out: ["FILE", "the journal the printed hunt writes (default oracles/<id>.json)"],
      config: CONFIG
    }
  },
  lock: {
    summary: "a human locks a hunt's proposed journal (seed 000: hit → locked)",
    usage: "PROPERTY [--proposal FILE] [--json]",
    note: "Humans only: refuses in CI or without a terminal. Checks the result against the journal schema and rules before it writes.",
    args: ["<property>"],
    flags: { proposal: ["FILE", "the file seedgate hunt wrote with --out (default: the journal file itself, as a re-hunt leaves it)"] }
  },
  promote: {
    summary: "a human locks a pre-fix seed's fixture in the ledger (seed 002)",
    usage: "SEED [SEED…] PROPERTY_ID [--fixture FILE] [--json] | --hits PROPERTY_ID [--json]",
    note: "Humans only: refuses in CI or without a terminal. Without --fixture each seed takes the bytes the ledger hunt captured for it, from its draft record; seeds that shrank to the same bytes share one fixture. --hits promotes every hit the hunt recorded for the property.",
    args: ["[seeds-then-property...]"],
    flags: {
      fixture: ["FILE", "the fixture bytes to lock, for one seed (default: the hunt's capture for SEED)"],
      hits: "promote every hit the ledger hunt recorded for PROPERTY_ID"
    }
  },
  split: {
    summary: "derive holdout seeds from the parent SHA (seed 000)",
    usage: "--parent-sha SHA --hits 8,21 [--k 3] [--modulus 10000] [--secret-env NAME] [--json]",
    flags: {
      "parent-sha": ["SHA", "the parent commit the holdout is drawn from"],
      hits: ["LIST", "the seeds that hit, comma-separated (they become the replay set)"],
      k: ["N", "how many holdout seeds to draw (default 3)"],
      modulus: ["N", "draw holdout seeds below N (default 10000)"],
      "secret-env": ["NAME", "secret mode: mix in the secret from this environment variable; values are never printed"]
    }
  },
  hunt: {
    summary: "run seeds on the parent; capture fixtures from hits; propose (never lock) the journal",
    usage: "--parent REV --property ID (--seeds 2,3,5,8 | --seeds 1..500 | --budget N) [--shard I/N] [--oracle REV] [--out FILE] [--concurrency N] [--per-process] [--holdout-budget SECONDS] [--replay-max N] [--json]\n       seedgate hunt merge FILE... [--out FILE] [--holdout-budget SECONDS] [--replay-max N] [--json]",
    note: "Hypothesis seeds run many to a process, as batch: true; --per-process runs each seed in its own, as the lanes do by default. With --shard I/N the hunt runs every N-th seed of the budget from the I-th and writes its partial file to --out; `hunt merge` takes every shard's file and proposes what one unsharded hunt over the budget proposes.",
    args: ["[merge]", "[files...]"],
    flags: {
      parent: ["REV", "the commit before the fix, where the bug still lives"],
      property: ["ID", "the property to hunt (its id in the journal)"],
      seeds: ["LIST", "seeds to run: 2,3,5,8 or 1..500 or a mix"],
      budget: ["N", "run seeds 1..N (instead of --seeds)"],
      oracle: ["REV", "where today's sealed oracle and the property are read from (default HEAD)"],
      out: ["FILE", "write the proposed journal here (with --shard: the shard's partial file)"],
      shard: ["I/N", "hunt shard I of N of the budget and write a partial file for `hunt merge`"],
      concurrency: ["N", "seeds run at once (default: runners.concurrency, else the cores)"],
      config: CONFIG,
      "per-process": "run each seed in its own process instead of many to one",
      "holdout-budget": ["SECONDS", "cap the proposed holdout count at this many seconds of the parent's mean seed time"],
      "replay-max": ["N", "propose at most N replay seeds, one per distinct counterexample (default 10); the rest are listed"]
    }
  },
  earned: {
    summary: "draft properties on the parent and the head: earned or unearned (never votes)",
    usage: "--base REV [--head REV] [--seeds 1..20 | --budget N] [--concurrency N] [--config FILE] [--out FILE] [--json]",
    note: "Non-voting: the exit code is 0 whatever the labels (2 for usage or internal errors).",
    flags: {
      base: ["REV", "the parent commit the drafts are run on first"],
      head: HEAD,
      seeds: ["LIST", "seeds to run: 2,3,5,8 or 1..20 or a mix (default 1..20)"],
      budget: ["N", "run seeds 1..N (instead of --seeds)"],
      concurrency: ["N", "seeds run at once (default: runners.concurrency, else the cores)"],
      config: CONFIG,
      out: ["FILE", "write the results file the gate shows in its comment"]
    }
  },
  stats: {
    summary: "seed 002's weekly counts from the sealed inputs' git history (table, JSON, SVG)",
    usage: "[--weeks N] [--rev REV] [--config FILE] [--json] [--svg FILE]",
    flags: {
      weeks: ["N", "how many weeks back to count (default 8)"],
      rev: ["REV", "count the history up to this commit (default HEAD)"],
      config: CONFIG,
      svg: ["FILE", "also write the counts as an SVG chart"]
    }
  },
  validate: {
    summary: "validate every sealed input (config, manifests, formats)",
    usage: "[--rev REV] [--config FILE] [--json]",
    flags: { rev: REV, config: CONFIG }
  },
  gate: {
    summary: "the judge: seal, plan and lane results → one verdict (nothing posted)",
    usage: "--results DIR --base REV [--head REV] [--config FILE] [--markdown] [--json]",
    flags: {
      results: ["DIR", "the directory holding the lanes' results files"],
      base: BASE,
      head: HEAD,
      config: CONFIG,
      markdown: "print the verdict as the Markdown of the pull-request comment"
    }
  },
  check: {
    summary: "seal, both lanes, telemetry, quarantine and the gate, locally, in one go",
    usage: "--base REV [--head REV] [--results DIR] [--config FILE] [--json]",
    note: "Runs in a temporary worktree of the head: your working tree is never touched.",
    flags: {
      base: BASE,
      head: HEAD,
      results: ["DIR", "keep the results files here (default: a temporary directory, removed afterwards)"],
      config: CONFIG
    }
  },
  demo: {
    summary: "run the embedded demo in a throwaway repository",
    usage: "[--keep] [--json]",
    flags: { keep: "keep the throwaway repositories instead of removing them" }
  }
};
function usageOf(name) {
  return `seedgate ${name} ${COMMANDS[name].usage.replace(/\n\s*/g, " or ")} (seedgate ${name} --help describes every flag)`;
}

export {
  COMMANDS,
  usageOf
};
