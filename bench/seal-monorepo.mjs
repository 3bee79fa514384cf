// The seal on a repository shaped like a user's monorepo: 100,000 files, packed on disk,
// a 1,000-path pull request. Whole `node dist/cli.js seal` against `git diff | grep -zE`
// with the sealed globs; the write-set through merge-tree against `git diff` alone; and
// the in-process matcher over 1,000,000 paths.
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { argValue, bundle, median, report, sideBySide, tableRow, timeCommand } from "./lib.mjs";
import { monorepo } from "./monorepo.mjs";

const FILES = argValue("files", 100_000);
const CHANGED = argValue("changed", 1_000);
const RUNS = argValue("runs", 7);
const MATCH_PATHS = argValue("match-paths", 1_000_000);
const { dir, base, head } = monorepo(FILES, CHANGED);
const cli = join(process.cwd(), "dist/cli.js");
// `--before OLD/cli.js`: an earlier build's seal, timed in the same runs, for a before/after.
const beforeAt = process.argv.indexOf("--before");
const beforeCli = beforeAt === -1 ? null : resolve(process.argv[beforeAt + 1]);

// The default sealed set as one ERE (case-insensitive like the seal's folding).
const SEALED_ERE = [
  "^\\.github/(workflows|actions)/",
  "(^|/)(\\.gitattributes|\\.gitmodules|\\.lfsconfig|CODEOWNERS)$",
  "^\\.github/seedgate\\.yml$",
  "^(\\.sealed|oracles)/",
  "^seed_ledger\\.json$",
  "^scripts/ci\\.sh$",
].join("|");
const FLOOR = "floor: node running only the peer's git diff";
const peerScript = `git diff --name-only -z ${base}...${head} | LC_ALL=C grep -zEi '${SEALED_ERE}'`;

const wholeMedians = sideBySide(
  {
    "node dist/cli.js seal": () => timeCommand("node", [cli, "seal", "--base", base, "--head", head, "--json"], { cwd: dir, expectStatus: [0] }),
    ...(beforeCli === null
      ? {}
      : {
          "before: node OLD/cli.js seal": () =>
            timeCommand("node", [beforeCli, "seal", "--base", base, "--head", head, "--json"], { cwd: dir, expectStatus: [0] }),
        }),
    "git diff base...head | grep -zE": () => timeCommand("sh", ["-c", peerScript], { cwd: dir, expectStatus: [0, 1] }),
    // What no Node program can go below, for reading the ratio on a given machine.
    "node -e 0 (start-up alone)": () => timeCommand("node", ["-e", "0"], { cwd: dir, expectStatus: [0] }),
    // What no Node seal can go below: it needs at least the changed paths.
    [FLOOR]: () => timeCommand("node", [join(process.cwd(), "bench/floors/seal-diff.mjs"), base, head], { cwd: dir, expectStatus: [0] }),
  },
  RUNS,
);
const whole = report(
  `seal, whole process: ${FILES} files (packed), ${CHANGED}-path pull request, ${RUNS} runs each`,
  wholeMedians,
  "node dist/cli.js seal",
  "git diff base...head | grep -zE",
  5,
);
// Node's start-up is paid by any Node program: what the seal itself adds, against the peer.
{
  const peerMs = wholeMedians["git diff base...head | grep -zE"];
  const startMs = wholeMedians["node -e 0 (start-up alone)"];
  const ownMs = wholeMedians["node dist/cli.js seal"] - startMs;
  console.log(`  node -e 0 / peer = ${(startMs / peerMs).toFixed(2)}; (seal - node -e 0) / peer = ${(ownMs / peerMs).toFixed(2)}`);
  const floor = wholeMedians[FLOOR] / peerMs;
  console.log(
    `  ${FLOOR} / peer = ${floor.toFixed(2)}${floor > 5 ? ": the 5x target is below this floor" : ""}; seal / floor = ${(wholeMedians["node dist/cli.js seal"] / wholeMedians[FLOOR]).toFixed(2)}`,
  );
  tableRow({ measure: FLOOR, peer: "git diff base...head | grep -zE", ratio: floor, target: "floor < 5", met: floor < 5 });
  const beforeMs = wholeMedians["before: node OLD/cli.js seal"];
  if (beforeMs !== undefined)
    console.log(`  before / peer = ${(beforeMs / peerMs).toFixed(2)}; after / before = ${(wholeMedians["node dist/cli.js seal"] / beforeMs).toFixed(2)}`);
}

// Issue 14's bench: what merge-tree adds to the write-set, as git processes.
const writeSet = report(
  `write-set: merge-tree --write-tree + diff --raw against diff --name-only base...head, ${RUNS} runs each`,
  sideBySide(
    {
      "merge-tree + diff (write-set)": () =>
        timeCommand("sh", ["-c", `t=$(git merge-tree --write-tree ${base} ${head}) && git diff --raw -z --no-renames --ignore-submodules=none ${base} "$t"`], {
          cwd: dir,
          expectStatus: [0],
        }),
      // Through sh too, so both sides pay the same shell start.
      "git diff --name-only base...head": () => timeCommand("sh", ["-c", `git diff --name-only -z ${base}...${head}`], { cwd: dir, expectStatus: [0] }),
    },
    RUNS,
  ),
  "merge-tree + diff (write-set)",
  "git diff --name-only base...head",
  1.5,
);

// The matcher alone over a million repository paths (the monorepo's own, repeated with suffixes).
const listed = spawnSync("git", ["ls-tree", "-r", "-z", "--name-only", base], { cwd: dir, maxBuffer: 1 << 30, encoding: "utf8" })
  .stdout.split("\0")
  .filter(Boolean);
const paths = Array.from({ length: MATCH_PATHS }, (_, i) => (i < listed.length ? listed[i] : `m${i % 10}/${listed[i % listed.length]}`));
const { compileSealedMatcher, sealedPatterns } = await bundle("src/core/seal/sealed-set.ts");
const { DEFAULT_CONFIG } = await bundle("src/core/inputs/config.ts");
const matcher = compileSealedMatcher(sealedPatterns(DEFAULT_CONFIG));
const runs = [];
let hits = 0;
for (let r = 0; r < 5; r++) {
  const t0 = process.hrtime.bigint();
  hits = 0;
  for (const p of paths) if (matcher.match(p) !== null) hits++;
  runs.push(Number(process.hrtime.bigint() - t0) / 1e6);
}
const ms = median(runs);
const us = (ms * 1000) / paths.length;
console.log(`\nin-process matcher: ${paths.length} paths in ${ms.toFixed(0)} ms median of 5 (${us.toFixed(3)} µs a path, ${hits} sealed)`);
tableRow({ measure: `in-process matcher, ${paths.length} paths (µs per path)`, peer: "-", ratio: us, target: "<= 1 µs", met: us <= 1 });
process.exitCode = whole.ok && writeSet.ok && us <= 1 ? 0 : 1;
