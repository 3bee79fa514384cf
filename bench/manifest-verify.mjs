// Manifest verification of a 20,000-file, ~200 MB fixture tree in a packed clone on
// disk: seedgate reading git blobs from the pack (and checking tree equality) against
// `sha256sum -c` over the checked-out files.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { join, resolve } from "node:path";
import { argValue, report, sideBySide, tableRow, timeCommand } from "./lib.mjs";
import { CACHE } from "./monorepo.mjs";

const FILES = argValue("files", 20_000);
const MB = argValue("mb", 200);
const RUNS = argValue("runs", 5);
const cli = join(process.cwd(), "dist/cli.js");
// --baseline DIST/cli.js: an earlier build timed in the same run, for before/after medians.
const baselineAt = process.argv.indexOf("--baseline");
const baseline = baselineAt === -1 ? undefined : resolve(process.argv[baselineAt + 1]);
// What users have: a clone (objects packed) checked out on disk. Built once in memory
// (many small writes are slow on this disk), cloned onto disk, and cached.
const root = join(CACHE, `manifest-${FILES}-${MB}-v1`);
if (!existsSync(join(root, ".git", "bench-ready"))) build();
const packs = execFileSync("git", ["count-objects", "-v"], { cwd: root, encoding: "utf8" });
console.log(`  repository ${root}: ${packs.match(/in-pack: \d+/)?.[0]}, loose ${packs.match(/^count: \d+/m)?.[0]}`);
const floors = join(process.cwd(), "bench/floors");
const FLOOR_STORE = "floor: node draining 2 cat-file streams (no hash)";
const FLOOR_CHECKOUT = "floor: node reading + 2 hashes per file, all cores";
const verify = (entry) => () => timeCommand("node", [entry, "manifest", "verify", "fixtures", "--rev", "HEAD"], { cwd: root, expectStatus: [0] });
const medians = sideBySide(
  {
    ...(baseline === undefined ? {} : { "baseline build (--baseline)": verify(baseline) }),
    "seedgate manifest verify (packed clone)": verify(cli),
    "sha256sum -c (working tree on disk)": () =>
      timeCommand("sha256sum", ["-c", "--quiet", "../peer.sha256"], { cwd: join(root, "fixtures"), expectStatus: [0] }),
    // What no Node verifier goes below on this machine, one per way of reading the bytes.
    [FLOOR_STORE]: () => timeCommand("node", [join(floors, "manifest-object-store.mjs"), "fixtures"], { cwd: root, expectStatus: [0] }),
    [FLOOR_CHECKOUT]: () => timeCommand("node", [join(floors, "manifest-checkout.mjs"), "fixtures"], { cwd: root, expectStatus: [0] }),
  },
  RUNS,
);
const r = report(
  `manifest verification: ${FILES} files, ${MB} MB, packed, on disk, ${RUNS} runs each`,
  medians,
  "seedgate manifest verify (packed clone)",
  "sha256sum -c (working tree on disk)",
  0.8,
);
// A floor past the target means no Node verifier reaches it here, whatever it does.
for (const floor of [FLOOR_STORE, FLOOR_CHECKOUT]) {
  const ratio = medians[floor] / medians["sha256sum -c (working tree on disk)"];
  console.log(`  ${floor} / sha256sum -c = ${ratio.toFixed(3)}${ratio > 0.8 ? ": the 0.8 target is below this floor" : ""}`);
  tableRow({ measure: floor, peer: "sha256sum -c (working tree on disk)", ratio, target: "floor < 0.8", met: ratio < 0.8 });
}
if (baseline !== undefined) {
  const peer = medians["sha256sum -c (working tree on disk)"];
  const before = medians["baseline build (--baseline)"];
  console.log(
    `  baseline / sha256sum -c = ${(before / peer).toFixed(3)}; this build / baseline = ${(medians["seedgate manifest verify (packed clone)"] / before).toFixed(3)}`,
  );
}
process.exitCode = r.ok ? 0 : 1;

function build() {
  const scratch = mkdtempSync(join(existsSync("/dev/shm") ? "/dev/shm" : "/tmp", "seedgate-bench-manifest-"));
  const git = (cwd, ...args) =>
    execFileSync("git", ["-c", "user.name=b", "-c", "user.email=b@b", ...args], { cwd, stdio: ["ignore", "pipe", "inherit"], maxBuffer: 1 << 30 });
  try {
    git(scratch, "init", "-q");
    const per = Math.floor((MB * 1024 * 1024) / FILES);
    const block = randomBytes(per);
    for (let i = 0; i < FILES; i++) {
      const dir = join(scratch, "fixtures", `d${i % 200}`);
      if (i < 200) mkdirSync(dir, { recursive: true });
      block.writeUInt32LE(i, 0); // distinct bytes per file
      writeFileSync(join(dir, `f${i}.bin`), block);
    }
    execFileSync("node", [cli, "manifest", "write", "fixtures"], { cwd: scratch, stdio: "ignore" });
    git(scratch, "add", "-A");
    git(scratch, "commit", "-q", "-m", "fixtures");
    mkdirSync(CACHE, { recursive: true });
    rmSync(`${root}.building`, { recursive: true, force: true });
    git(CACHE, "clone", "-q", "--no-local", scratch, `${root}.building`);
    // The peer's manifest: sha256sum text over the same files, run in the checked-out tree.
    execFileSync("sh", ["-c", "cd fixtures && find . -type f ! -name MANIFEST.sha256 | sort | xargs sha256sum > ../peer.sha256"], { cwd: `${root}.building` });
    writeFileSync(join(`${root}.building`, ".git", "bench-ready"), "");
    rmSync(root, { recursive: true, force: true });
    renameSync(`${root}.building`, root);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
