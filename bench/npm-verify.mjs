// The framework file check's cost per lane (issue 26): the closure of fast-check and vitest
// in a package-lock.json (default: seedgate's own, which is what the fast-check example's
// world pins and links), every installed file compared with its tarball from the npm cache.
// usage: node bench/npm-verify.mjs [--runs 5] [DIR]   (DIR: a project with node_modules and
// package-lock.json, default the repository; the cache is $npm_config_cache or ~/.npm)
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { argValue, median } from "./lib.mjs";

const RUNS = argValue("runs", 5);
const dir = resolve(process.argv.slice(2).find((a, i, all) => !a.startsWith("--") && all[i - 1] !== "--runs") ?? ".");
const out = mkdtempSync(join(tmpdir(), "seedgate-bench-npm-"));
try {
  await build({
    stdin: {
      contents: 'export { frameworkClosure } from "./src/core/inputs/framework-closure.ts"; export { frameworkFiles } from "./src/adapters/npm-verify.ts";',
      resolveDir: process.cwd(),
      loader: "ts",
    },
    outfile: join(out, "mod.mjs"),
    bundle: true,
    platform: "node",
    format: "esm",
    logLevel: "error",
  });
  const { frameworkClosure, frameworkFiles } = await import(join(out, "mod.mjs"));
  const caches = [process.env.npm_config_cache ?? join(homedir(), ".npm")];
  const closure = frameworkClosure(readFileSync(join(dir, "package-lock.json"), "utf8"));
  const times = [];
  let last;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    last = frameworkFiles(dir, closure, caches);
    times.push(performance.now() - t);
  }
  if (last.problems.length > 0) throw new Error(`not the lock's files:\n${last.problems.join("\n")}`);
  console.log(
    `${last.verified} packages compared with their tarballs (${closure.pins.length} in the closure); median ${Math.round(median(times))} ms over ${RUNS} runs`,
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}
