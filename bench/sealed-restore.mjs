// The sealed restore a lane runs first (`restoreSealed`), on a 100,000-file repository
// with 3 sealed files against the same on a 1,000-file one (issue 27 item 4: <= 1.2x).
// Both repositories are packed, checked out as a clone leaves them, built once with
// fast-import under /work/bench-cache where it exists, else under /tmp.
//
// Two rows. The default set a lane restores (`restorable`: the sealed set but the four
// names only git and GitHub read, which the seal guards from commits): listings scoped
// to the sealed roots, no index read, so it must not follow the repository's size. And
// a configured glob with no root (`**/conftest.py`), shown without a target: finding it
// is a walk of the base tree and of the working tree in git, so it follows the size.
//
// Measured (`node bench/sealed-restore.mjs --runs 7`, medians, quiet, 2026-12-06): the
// whole sealed set, four any-depth names included, was 604.6 ms against 90.1 ms (6.71x)
// before `restorable`; the default restored set after it 55.5 ms against 52.8 ms (1.05x),
// and the configured `**/.gitattributes` 434.1 ms against 73.4 ms (5.92x), 9 runs.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { argValue, bundle, report } from "./lib.mjs";

const RUNS = argValue("runs", 9);
const BIG = argValue("files", 100_000);
const SMALL = 1_000;
const CACHE = process.env.SEEDGATE_BENCH_CACHE ?? (existsSync("/work/bench-cache") ? "/work/bench-cache" : "/tmp/seedgate-bench-cache");

const pathOf = (i) =>
  `${["services", "libs", "apps", "tools", "docs"][i % 5]}/pkg${(i >> 3) % 500}/mod${(i >> 6) % 20}/file_${i}.${["ts", "py", "go", "md"][i % 4]}`;
const SEALED = { ".github/workflows/ci.yml": "on: pull_request\n", "oracles/balance.json": '{"id":"balance"}\n', "services/.gitattributes": "*.bin binary\n" };

function repo(files) {
  const dir = join(CACHE, `sealed-restore-${files}-v1`);
  if (existsSync(join(dir, ".git", "bench-ready"))) return dir;
  const tmp = `${dir}.building`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const git = (args, input) => execFileSync("git", args, { cwd: tmp, input, maxBuffer: 1 << 30, stdio: ["pipe", "pipe", "inherit"] });
  git(["init", "-q", "-b", "main"]);
  const blob = (text) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  const body = [];
  for (let i = 0; i < files; i++) body.push(`M 100644 inline ${pathOf(i)}\n${blob(`// file ${i}\n`)}`);
  for (const [path, text] of Object.entries(SEALED)) body.push(`M 100644 inline ${path}\n${blob(text)}`);
  git(["fast-import", "--quiet"], `commit refs/heads/main\ncommitter Bench <b@example.invalid> 1700000000 +0000\n${blob("base")}${body.join("")}`);
  git(["gc", "-q", "--aggressive", "--prune=now"]);
  git(["checkout", "-q", "-f", "main"]);
  writeFileSync(join(tmp, ".git", "bench-ready"), "");
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
  return dir;
}

const [big, small] = [repo(BIG), repo(SMALL)];
const { restoreSealed } = await bundle("src/adapters/sealed-restore.ts");
const { gitAt } = await bundle("src/adapters/git.ts");
const { compileSealedMatcher, restorable, sealedPatterns } = await bundle("src/core/seal/sealed-set.ts");
const { DEFAULT_CONFIG } = await bundle("src/core/inputs/config.ts");
const lanes = compileSealedMatcher(restorable(sealedPatterns(DEFAULT_CONFIG)));
const anywhere = compileSealedMatcher([...lanes.patterns, { glob: "**/.gitattributes", reason: "a configured glob with no root" }]);
const head = (dir) => execFileSync("git", ["rev-parse", "HEAD"], { cwd: dir, encoding: "utf8" }).trim();
const shas = { [big]: head(big), [small]: head(small) };

async function timed(dir, matcher, sealed) {
  const t0 = process.hrtime.bigint();
  const r = await restoreSealed(gitAt(dir), dir, shas[dir], matcher);
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.restored !== sealed) throw new Error(`${dir}: restored ${r.restored} sealed files, not ${sealed}`);
  return ms;
}

// Alternate run by run so machine noise hits all alike (lib.mjs's sideBySide, async).
const cases = {
  // services/.gitattributes is sealed by the configured **/.gitattributes only: 2 restored by the default set.
  big: () => timed(big, lanes, 2),
  small: () => timed(small, lanes, 2),
  bigAnywhere: () => timed(big, anywhere, 3),
  smallAnywhere: () => timed(small, anywhere, 3),
};
const times = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
for (const run of Object.values(cases)) await run(); // warm the page cache for each
for (let i = 0; i < RUNS; i++) for (const [k, run] of Object.entries(cases)) times[k].push(await run());
const med = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
report(
  `restoreSealed, the default set a lane restores: ${BIG} files against ${SMALL}, packed and checked out, ${RUNS} runs each`,
  { [`restoreSealed, ${BIG} files`]: med(times.big), [`restoreSealed, ${SMALL} files`]: med(times.small) },
  `restoreSealed, ${BIG} files`,
  `restoreSealed, ${SMALL} files`,
  1.2,
);
report(
  `restoreSealed, with a configured glob that has no root (a walk of both trees, no target): ${BIG} files against ${SMALL}, ${RUNS} runs each`,
  { [`restoreSealed **/, ${BIG} files`]: med(times.bigAnywhere), [`restoreSealed **/, ${SMALL} files`]: med(times.smallAnywhere) },
  `restoreSealed **/, ${BIG} files`,
  `restoreSealed **/, ${SMALL} files`,
);
