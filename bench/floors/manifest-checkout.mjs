// Floor of reading blobs from the checkout: a Node process that lists DIR's blobs and,
// on every core, reads each file once and computes its git blob id and sha256, the two
// hashes seedgate needs. No manifest parse, no comparison, no fallback.
import { execFileSync } from "node:child_process";
import { closeSync, openSync, readSync } from "node:fs";
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";

function share(jobs, counter) {
  const buffer = Buffer.allocUnsafe(64 + (1 << 24));
  for (let i = Atomics.add(counter, 0, 1); i < jobs.length; i = Atomics.add(counter, 0, 1)) {
    const fd = openSync(jobs[i], "r");
    const n = readSync(fd, buffer, 64, 1 << 24, null);
    closeSync(fd);
    const header = `blob ${n}\0`;
    buffer.write(header, 64 - header.length, "latin1");
    createHash("sha1")
      .update(buffer.subarray(64 - header.length, 64 + n))
      .digest("hex");
    createHash("sha256")
      .update(buffer.subarray(64, 64 + n))
      .digest("hex");
  }
}

if (isMainThread) {
  const dir = process.argv[2];
  const counter = new Int32Array(new SharedArrayBuffer(4));
  const helpers = Array.from({ length: availableParallelism() - 1 }, () => new Worker(new URL(import.meta.url), { workerData: { counter } }));
  const jobs = execFileSync("git", ["ls-tree", "-r", "-z", "HEAD", "--", dir], { maxBuffer: 1 << 30 })
    .toString("utf8")
    .split("\0")
    .filter(Boolean)
    .map((rec) => rec.slice(rec.indexOf("\t") + 1));
  for (const w of helpers) w.postMessage(jobs);
  share(jobs, counter);
  await Promise.all(helpers.map((w) => new Promise((r) => w.once("message", r))));
  for (const w of helpers) void w.terminate();
} else {
  parentPort.once("message", (jobs) => {
    share(jobs, workerData.counter);
    parentPort.postMessage("done");
  });
}
