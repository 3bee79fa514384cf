// Action cold start: `node dist/index.js` doing nothing (no inputs) against `node -e 0`.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { argValue, report, sideBySide, timeCommand } from "./lib.mjs";

const RUNS = argValue("runs", 21);
const medians = sideBySide(
  {
    "node dist/index.js": () => timeCommand("node", ["dist/index.js"], { expectStatus: [2] }),
    "node -e 0": () => timeCommand("node", ["-e", "0"], { expectStatus: [0] }),
  },
  RUNS,
);
const r = report(`action cold start, ${RUNS} runs each`, medians, "node dist/index.js", "node -e 0", 2.0);
const size = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((n, d) => n + (d.isDirectory() ? size(join(dir, d.name)) : statSync(join(dir, d.name)).size), 0);
console.log(`  bundle: dist/index.js ${statSync("dist/index.js").size} bytes; dist/ total ${size("dist")} bytes (chunks load on demand)`);
process.exitCode = r.ok ? 0 : 1;
