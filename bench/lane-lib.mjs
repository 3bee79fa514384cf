// Plumbing for the lane benchmarks. They measure src/, bundled at start with esbuild
// (as build.mjs does: ESM, node20, a createRequire banner) into a temporary directory
// beside a copy of src/harness, so the runners find their shipped pytest plugins the
// way they do from dist/. dist/ is not used: its chunks do not export runner internals.
import { build } from "esbuild";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { median } from "./lib.mjs";

/** `exports` maps a src/ module to the names it should export, e.g. { "src/runners/engine.ts": ["runRows"] }. */
export async function bundleLane(exports) {
  const dir = mkdtempSync(join(tmpdir(), "seedgate-bench-lane-"));
  const contents = Object.entries(exports)
    .map(([file, names]) => `export { ${names.join(", ")} } from "./${file}";`)
    .join("\n");
  await build({
    stdin: { contents, resolveDir: process.cwd(), loader: "ts", sourcefile: "bench-entry.ts" },
    outfile: join(dir, "lane.mjs"),
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    // jsonc-parser's `main` is a UMD build whose inner requires esbuild cannot follow.
    mainFields: ["module", "main"],
    logLevel: "error",
    define: { __SEEDGATE_VERSION__: JSON.stringify("bench") },
    // Aliased: a bundled module (preflight.ts) imports createRequire itself.
    banner: { js: "import { createRequire as __benchCreateRequire } from 'node:module'; const require = __benchCreateRequire(import.meta.url);" },
  });
  cpSync("src/harness", join(dir, "harness"), { recursive: true });
  return import(join(dir, "lane.mjs"));
}

/** CPU time (user + system, ms) of this process's children that have been waited for (Linux). */
export function childCpuMs() {
  const fields = readFileSync("/proc/self/stat", "utf8")
    .replace(/^.*\) /, "")
    .split(" ");
  return (Number(fields[13]) + Number(fields[14])) * 10; // cutime, cstime in 100 Hz ticks
}

/** A temporary project from `files` (path -> text). */
export function project(files) {
  const dir = mkdtempSync(join(tmpdir(), "seedgate-bench-proj-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

export const PYTHON = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";

/**
 * Medians of async measurements, contenders alternated run by run like lib.mjs's
 * sideBySide, in reversed order every other round so neither always goes first.
 */
export async function sideBySideAsync(contenders, runs) {
  const times = Object.fromEntries(Object.keys(contenders).map((k) => [k, []]));
  const entries = Object.entries(contenders);
  for (let i = 0; i < runs; i++) for (const [name, fn] of i % 2 ? [...entries].reverse() : entries) times[name].push(await fn());
  return Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));
}
