// Runs every benchmark in turn, then prints one table: measure, peer, ratio, target, met.
// fork-server.mjs, fast-check-batch.mjs and fast-check-shard.mjs run `node dist/cli.js`: `npm run build` first.
import { spawnSync } from "node:child_process";
import { TABLE_MARK } from "./lib.mjs";

const benches = [
  "cold-start.mjs",
  "seal-match.mjs",
  "seal-monorepo.mjs",
  "manifest-verify.mjs",
  "lane-overhead.mjs",
  "lane-concurrency.mjs",
  "hypothesis-batch.mjs",
  "gate-vs-jq.mjs",
  "gate-requests.mjs",
  "hunt-throughput.mjs",
  "lane-sandbox.mjs",
  "hypothesis-batch-sandbox.mjs",
  "sealed-restore.mjs",
  "red-vs-green.mjs",
  "fork-server.mjs",
  "proxy-call.mjs",
  "fast-check-batch.mjs",
  "fast-check-shard.mjs",
];
const only = process.argv.slice(2).filter((a) => a.endsWith(".mjs"));
const rows = [];
let failed = 0;
for (const b of only.length > 0 ? only : benches) {
  const r = spawnSync(process.execPath, [`bench/${b}`, ...process.argv.slice(2).filter((a) => !a.endsWith(".mjs"))], {
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
    maxBuffer: 1 << 26,
  });
  for (const line of (r.stdout ?? "").split("\n")) {
    if (line.startsWith(TABLE_MARK)) rows.push({ bench: b, ...JSON.parse(line.slice(TABLE_MARK.length)) });
    else if (line !== "") console.log(line);
  }
  if (r.status !== 0) failed++;
}
const cells = (r) => [r.bench, r.measure, r.peer, typeof r.ratio === "number" ? r.ratio.toFixed(3) : String(r.ratio), r.target, r.met ? "yes" : "NO"];
const header = ["bench", "measure", "peer", "ratio", "target", "met"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => cells(r)[i].length)));
const line = (cs) => `| ${cs.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
console.log(`\n${line(header)}\n| ${widths.map((w) => "-".repeat(w)).join(" | ")} |\n${rows.map((r) => line(cells(r))).join("\n")}`);
console.log(`\n${rows.filter((r) => r.met).length} of ${rows.length} measures met their targets`);
process.exitCode = failed === 0 ? 0 : 1;
