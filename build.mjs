// Deterministic bundle of the action (dist/index.js) and the CLI (dist/cli.js).
// ESM output needs a createRequire banner: the toolkit's CJS deps require("net") etc.
import { build } from "esbuild";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { VALIDATORS, validatorsSource } from "./scripts/validators.mjs";

const { version } = JSON.parse(readFileSync("package.json", "utf8"));

const banner = {
  js: ["import { createRequire as __seedgateCreateRequire } from 'node:module';", "const require = __seedgateCreateRequire(import.meta.url);"].join("\n"),
};

// The schemas' validators, compiled ahead of time into src/ (bundled below; tests import them from there).
writeFileSync(VALIDATORS, validatorsSource());

rmSync("dist", { recursive: true, force: true });
mkdirSync("dist", { recursive: true });

await build({
  entryPoints: { index: "src/action/main.ts", cli: "src/cli/main.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  banner,
  legalComments: "none",
  sourcemap: false,
  minify: false,
  charset: "utf8",
  logLevel: "warning",
  outExtension: { ".js": ".js" },
  define: { __SEEDGATE_VERSION__: JSON.stringify(version) },
  // jsonc-parser's `main` is a UMD loader that requires its parts at run time; bundle its ESM build instead.
  alias: { "jsonc-parser": "./node_modules/jsonc-parser/lib/esm/main.js" },
});

// Harness files are shipped next to the bundle so lanes can run them from dist/.
// Python byte-code caches are never shipped: they differ per machine and would make dist/ non-deterministic.
if (existsSync("src/harness")) cpSync("src/harness", "dist/harness", { recursive: true, filter: (src) => !src.includes("__pycache__") });
