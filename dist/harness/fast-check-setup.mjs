// seedgate's fast-check setup file for vitest: every fc.assert / fc.check in the run
// uses the seed seedgate picked, read from SEEDGATE_SEED (and, when set, the number
// of runs from SEEDGATE_NUM_RUNS).
//
// The fast-check preset injects this file itself, through a vitest config that
// seedgate writes for each run. To get the same seed behaviour in your own runs,
// reference it from your vitest config, e.g.
//
//   // vitest.config.ts
//   export default defineConfig({ test: { setupFiles: ["<seedgate>/dist/harness/fast-check-setup.mjs"] } });
//
// and run `SEEDGATE_SEED=1234 npx vitest run path/x.test.ts -t "test name"`.
// Without SEEDGATE_SEED the file does nothing.
//
// Why fast-check is resolved by hand: this file lives in seedgate's dist/, not in the
// project, so a bare `import "fast-check"` would find seedgate's copy (or none) and
// configure a different module instance than the one the project's tests import.
// We resolve the project's ESM entry (the one vitest loads for `import fc from
// "fast-check"`) from the test file's directory (SEEDGATE_TEST_FILE, set by the
// preset; so a workspace package with its own copy gets that copy), else from the
// project root.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

/** The `import` entry of a package.json `exports`, or `module` / `main`. */
function esmEntry(meta) {
  const dot = typeof meta.exports === "object" && meta.exports !== null && "." in meta.exports ? meta.exports["."] : meta.exports;
  let target = typeof dot === "object" && dot !== null ? (dot.import ?? dot.node ?? dot.default) : dot;
  while (typeof target === "object" && target !== null) target = target.node ?? target.default;
  return typeof target === "string" ? target : (meta.module ?? meta.main ?? "index.js");
}

/** `from` is a file path: resolution starts in its directory, as Node's does for an import there. */
async function projectFastCheck(from) {
  const metaPath = createRequire(from).resolve("fast-check/package.json");
  const meta = JSON.parse(readFileSync(metaPath, "utf8"));
  const mod = await import(pathToFileURL(join(dirname(metaPath), esmEntry(meta))).href);
  return mod.configureGlobal ? mod : mod.default;
}

function integerFrom(name) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return undefined;
  const n = Number(raw);
  // A seed fast-check would silently truncate or ignore must fail loudly instead.
  if (!Number.isSafeInteger(n)) throw new Error(`seedgate: ${name}=${raw} is not an integer`);
  return n;
}

const seed = integerFrom("SEEDGATE_SEED");
// fast-check folds seeds with `seed | 0`: outside 32 bits two seeds would run as one.
if (seed !== undefined && (seed < -(2 ** 31) || seed >= 2 ** 31)) throw new Error(`seedgate: SEEDGATE_SEED=${seed} is not a 32-bit integer`);
if (seed !== undefined) {
  const fc = await projectFastCheck(process.env.SEEDGATE_TEST_FILE || join(process.env.SEEDGATE_ROOT || process.cwd(), "package.json"));
  const numRuns = integerFrom("SEEDGATE_NUM_RUNS");
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed, ...(numRuns === undefined ? {} : { numRuns }) });
}
