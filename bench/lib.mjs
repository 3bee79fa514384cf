// Shared benchmark plumbing: run commands side by side, report medians and ratios.
import { spawnSync } from "node:child_process";
import { build } from "esbuild";
import { closeSync, mkdirSync, mkdtempSync, openSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** stdout goes to a real file: GNU grep stops at the first match when it sees /dev/null. */
export function timeCommand(cmd, args, opts = {}) {
  const out = openSync(join(tmpdir(), `seedgate-bench-out-${process.pid}`), "w");
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { stdio: ["ignore", out, "pipe"], ...opts });
  closeSync(out);
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.error) throw r.error;
  if (opts.expectStatus !== undefined && !opts.expectStatus.includes(r.status)) {
    throw new Error(`${cmd} ${args.join(" ")} exited ${r.status}: ${r.stderr}`);
  }
  return ms;
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Alternate the contenders run by run so machine noise hits both alike. */
export function sideBySide(contenders, runs) {
  const times = Object.fromEntries(Object.keys(contenders).map((k) => [k, []]));
  for (let i = 0; i < runs; i++) for (const [name, fn] of Object.entries(contenders)) times[name].push(fn());
  return Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));
}

export function report(title, medians, ours, peer, limit) {
  const ratio = medians[ours] / medians[peer];
  console.log(`\n${title}`);
  for (const [k, v] of Object.entries(medians)) console.log(`  ${k.padEnd(34)} median ${v.toFixed(1)} ms`);
  const ok = limit === undefined || ratio <= limit;
  console.log(`  ratio ${ours} / ${peer} = ${ratio.toFixed(3)}${limit === undefined ? "" : ` (target <= ${limit}: ${ok ? "met" : "NOT MET"})`}`);
  tableRow({ measure: ours, peer, ratio, target: limit === undefined ? "-" : `<= ${limit}`, met: ok });
  return { ratio, ok };
}

/** Bundle a src/ module for in-process measurement. */
export async function bundle(entry) {
  // Inside the repository, so what the bundle still requires at run time (JSON data) resolves.
  mkdirSync("node_modules/.cache", { recursive: true });
  const out = join(mkdtempSync(join(process.cwd(), "node_modules/.cache/seedgate-bench-")), "mod.mjs");
  await build({
    entryPoints: [entry],
    outfile: out,
    bundle: true,
    platform: "node",
    format: "esm",
    logLevel: "error",
    // As in build.mjs: jsonc-parser's `main` is UMD that requires its parts at run time.
    alias: { "jsonc-parser": "./node_modules/jsonc-parser/lib/esm/main.js" },
    banner: { js: "import { createRequire as __benchCreateRequire } from 'node:module'; const require = __benchCreateRequire(import.meta.url);" },
  });
  return import(out);
}

export const argValue = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};

/** One line bench/run-all.mjs collects into its table (measure, peer, ratio, target, met). */
export function tableRow(row) {
  console.log(`${TABLE_MARK}${JSON.stringify(row)}`);
}
export const TABLE_MARK = "@@bench-row ";
