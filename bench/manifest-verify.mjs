// Manifest verification of a 20,000-file, ~200 MB fixture tree: seedgate reading git
// blobs (and checking tree equality) against `sha256sum -c` over the checked-out files.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { argValue, report, sideBySide, timeCommand } from "./lib.mjs";

const FILES = argValue("files", 20_000);
const MB = argValue("mb", 200);
const RUNS = argValue("runs", 5);
// Many small writes are 30x slower on this disk than on tmpfs: build the tree in memory.
const root = mkdtempSync(join(existsSync("/dev/shm") ? "/dev/shm" : "/tmp", "seedgate-bench-manifest-"));
const git = (...args) => execFileSync("git", ["-c", "user.name=b", "-c", "user.email=b@b", ...args], { cwd: root, stdio: ["ignore", "pipe", "inherit"], maxBuffer: 1 << 30 });
try {
  git("init", "-q");
  const per = Math.floor((MB * 1024 * 1024) / FILES);
  const block = randomBytes(per);
  for (let i = 0; i < FILES; i++) {
    const dir = join(root, "fixtures", `d${i % 200}`);
    if (i < 200) mkdirSync(dir, { recursive: true });
    block.writeUInt32LE(i, 0); // distinct bytes per file
    writeFileSync(join(dir, `f${i}.bin`), block);
  }
  execFileSync("node", [join(process.cwd(), "dist/cli.js"), "manifest", "write", "fixtures"], { cwd: root, stdio: "ignore" });
  git("add", "-A");
  git("commit", "-q", "-m", "fixtures");
  // The peer's manifest: sha256sum text over the same files, run in the checked-out tree.
  execFileSync("sh", ["-c", "cd fixtures && find . -type f ! -name MANIFEST.sha256 | sort | xargs sha256sum > ../peer.sha256"], { cwd: root });
  const cli = join(process.cwd(), "dist/cli.js");
  const medians = sideBySide(
    {
      "seedgate manifest verify (blobs)": () => timeCommand("node", [cli, "manifest", "verify", "fixtures", "--rev", "HEAD"], { cwd: root, expectStatus: [0] }),
      "sha256sum -c (working tree)": () => timeCommand("sha256sum", ["-c", "--quiet", "../peer.sha256"], { cwd: join(root, "fixtures"), expectStatus: [0] }),
    },
    RUNS,
  );
  const r = report(`manifest verification: ${FILES} files, ${MB} MB, ${RUNS} runs each`, medians, "seedgate manifest verify (blobs)", "sha256sum -c (working tree)", 1.0);
  process.exitCode = r.ok ? 0 : 1;
} finally {
  if (!process.argv.includes("--keep")) rmSync(root, { recursive: true, force: true });
  else console.log(`  kept ${root}`);
}
