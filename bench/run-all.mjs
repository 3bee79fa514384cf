// Runs every benchmark in turn; each prints its medians and ratio against its peer.
import { spawnSync } from "node:child_process";

const benches = ["cold-start.mjs", "seal-match.mjs", "manifest-verify.mjs", "lane-overhead.mjs", "lane-concurrency.mjs", "hypothesis-batch.mjs", "gate-vs-jq.mjs", "gate-requests.mjs", "hunt-throughput.mjs", "lane-sandbox.mjs"];
let failed = 0;
for (const b of benches) {
  const r = spawnSync(process.execPath, [`bench/${b}`, ...process.argv.slice(2)], { stdio: "inherit" });
  if (r.status !== 0) failed++;
}
console.log(`\n${benches.length - failed} of ${benches.length} benchmarks met their targets`);
process.exitCode = failed === 0 ? 0 : 1;
