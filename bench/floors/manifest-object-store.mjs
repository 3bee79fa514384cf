// Floor of reading blobs from git's object store: a Node process that streams every
// blob under DIR through two `git cat-file --batch --buffer` processes and throws the
// bytes away: no hashing, no manifest, no tree comparison.
import { execFileSync, spawn } from "node:child_process";

const dir = process.argv[2];
const oids = execFileSync("git", ["ls-tree", "-r", "-z", "HEAD", "--", dir], { maxBuffer: 1 << 30 })
  .toString("latin1")
  .split("\0")
  .filter(Boolean)
  .map((rec) => rec.slice(rec.indexOf("\t") - 40, rec.indexOf("\t")));
for (let k = 0; k < 2; k++) {
  const git = spawn("git", ["cat-file", "--batch", "--buffer"], { stdio: ["pipe", "pipe", "inherit"] });
  git.stdout.on("data", () => undefined);
  git.stdin.end(oids.filter((_, i) => i % 2 === k).join("\n") + "\n");
}
