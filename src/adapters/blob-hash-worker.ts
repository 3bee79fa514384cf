// A worker thread's whole program: one `git cat-file --batch` over its share of the
// blobs, sha256 of each as its bytes stream in, the digests posted back. Source text
// (run with `eval`) so the bundled dist needs no separate worker file; only node
// built-ins, so it runs the same from src/ and from dist/.
export const HASH_WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require("node:worker_threads");
const { spawn } = require("node:child_process");
const { createHash } = require("node:crypto");
const { root, oids } = workerData;
const digests = [];
let failure = null;
let stderr = "";
let index = 0, header = "", remaining = -1, hash = null;
function parse(chunk) {
  let pos = 0;
  while (pos < chunk.length) {
    if (remaining < 0) {
      const nl = chunk.indexOf(10, pos);
      header += chunk.toString("latin1", pos, nl === -1 ? chunk.length : nl);
      if (nl === -1) return;
      pos = nl + 1;
      const [oid, type, size] = header.split(" ");
      if (oid !== oids[index] || type !== "blob") throw new Error("object " + oids[index] + " is not a readable blob (" + header + ")");
      header = "";
      remaining = Number(size);
      hash = createHash("sha256");
    }
    const take = Math.min(remaining, chunk.length - pos);
    hash.update(chunk.subarray(pos, pos + take));
    pos += take;
    remaining -= take;
    if (remaining === 0 && pos < chunk.length) {
      pos++;
      digests.push([oids[index++], hash.digest("hex")]);
      remaining = -1;
    }
  }
}
const child = spawn("git", ["cat-file", "--batch"], { cwd: root, stdio: ["pipe", "pipe", "pipe"], env: { ...process.env, LC_ALL: "C" } });
child.stdout.on("data", (chunk) => {
  try { parse(chunk); } catch (err) { failure = failure || err.message; child.kill(); }
});
child.stderr.on("data", (b) => (stderr += b));
child.on("error", (err) => parentPort.postMessage({ failure: "could not run git cat-file: " + err.message }));
child.on("close", (code) => {
  if (failure) return parentPort.postMessage({ failure });
  if (code !== 0 || digests.length !== oids.length) return parentPort.postMessage({ failure: "git cat-file --batch failed (exit " + code + "): " + (stderr.trim() || "incomplete output") });
  parentPort.postMessage({ digests });
});
child.stdin.on("error", () => undefined);
child.stdin.end(oids.join("\n") + "\n");
`;
