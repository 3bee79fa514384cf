// Matching 100,000 changed paths against 50 globs (case-folded, NFC), against
// `LC_ALL=C grep -Ei` with equivalent regexes. Whole process and in-process.
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { argValue, bundle, report, sideBySide, tableRow, timeCommand } from "./lib.mjs";

const N = argValue("paths", 100_000);
const RUNS = argValue("runs", 7);
const dir = mkdtempSync(join(tmpdir(), "seedgate-bench-match-"));

// 50 globs of three common shapes, each with an exact ERE twin.
const globs = [];
const eres = [];
for (let i = 0; i < 50; i++) {
  if (i % 3 === 0) (globs.push(`sealed${i}/**`), eres.push(`^sealed${i}(/.*)?$`));
  else if (i % 3 === 1) (globs.push(`**/*.ext${i}`), eres.push(`(^|/)[^/]*\\.ext${i}$`));
  else (globs.push(`fixtures/set${i}/*.json`), eres.push(`^fixtures/set${i}/[^/]*\\.json$`));
}
const words = ["src", "lib", "tests", "Fixtures", "docs", "pkg", "internal", "Sealed3", "app", "core"];
const paths = [];
for (let i = 0; i < N; i++) {
  const depth = 1 + (i % 4);
  const segs = Array.from({ length: depth }, (_, d) => words[(i * 7 + d * 13) % words.length] + (d === 0 && i % 97 === 0 ? "" : ""));
  const ext = i % 101 === 0 ? `ext${(i % 16) * 3 + 1}` : ["py", "ts", "json", "md"][i % 4];
  paths.push(`${segs.join("/")}/file_${i}.${ext}`);
}
writeFileSync(join(dir, "paths.txt"), paths.join("\n") + "\n");
writeFileSync(join(dir, "globs.ere"), eres.join("\n") + "\n");
mkdirSync(join(dir, ".github"));
// Only the 50 globs: the always-sealed set rides along on seedgate's side, so it does more work.
writeFileSync(join(dir, ".github/seedgate.yml"), `sealed:\n${globs.map((g) => `  - "${g}"`).join("\n")}\n`);

const cli = join(process.cwd(), "dist/cli.js");
const medians = sideBySide(
  {
    "node dist/cli.js seal --paths": () => timeCommand("node", [cli, "seal", "--paths", join(dir, "paths.txt"), "--json"], { cwd: dir, expectStatus: [0, 1] }),
    "LC_ALL=C grep -Ei -f globs.ere": () =>
      timeCommand("grep", ["-Ei", "-f", join(dir, "globs.ere"), join(dir, "paths.txt")], {
        env: { ...process.env, LC_ALL: "C" },
        expectStatus: [0, 1],
      }),
  },
  RUNS,
);
const whole = report(
  `whole process: ${N} paths, 50 globs (+ the always-sealed set)`,
  medians,
  "node dist/cli.js seal --paths",
  "LC_ALL=C grep -Ei -f globs.ere",
  2.0,
);

const { compileSealedMatcher, sealedPatterns } = await bundle("src/core/seal/sealed-set.ts");
const { DEFAULT_CONFIG } = await bundle("src/core/inputs/config.ts");
const matcher = compileSealedMatcher(sealedPatterns({ ...DEFAULT_CONFIG, sealed: globs }));
const perPath = [];
let hits = 0;
for (let r = 0; r < RUNS; r++) {
  const t0 = process.hrtime.bigint();
  hits = 0;
  for (const p of paths) if (matcher.match(p) !== null) hits++;
  perPath.push(Number(process.hrtime.bigint() - t0) / 1e3 / paths.length);
}
perPath.sort((a, b) => a - b);
const us = perPath[perPath.length >> 1];
console.log(`\nin process: ${us.toFixed(3)} µs per path (median of ${RUNS}), ${hits} sealed hits (target <= 1 µs: ${us <= 1 ? "met" : "NOT MET"})`);
tableRow({ measure: `in-process matcher, ${N} paths (µs per path)`, peer: "-", ratio: us, target: "<= 1 µs", met: us <= 1 });
process.exitCode = whole.ok && us <= 1 ? 0 : 1;
