// seedgate's jest resolver under `isolation: process` (issue 44 item 6): jest resolves
// every module the test (and each module it loads) requires through this file, in the
// oracle's process. A production module (node-production.mjs, the rule vitest's rows
// apply too) resolves to a proxy file of this run's, written here, whose exports are the
// subject's (jest-oracle.cjs); the production code itself never runs in jest's worker.
// The test file, sealed files, seedgate's harness and dependencies reached as packages
// resolve as jest's own resolver says. SEEDGATE_JEST_PRODUCTION (the runner's, JSON):
// `root` the workspace, `proxies` the run's folder for proxy files, `oracle` regex
// sources of workspace-relative paths that run in the oracle.
"use strict";
const { createHash } = require("node:crypto");
const { mkdirSync, writeFileSync } = require("node:fs");
const { dirname, join, relative, sep } = require("node:path");
const { harnessModule } = require("./harness-require.cjs");

const { isProduction, NODE_MODULES, TYPESCRIPT } = harnessModule(join(__dirname, "node-production.mjs"));
const { packageSpecifier, realOrSelf, under } = harnessModule(join(__dirname, "node-specifiers.mjs"));
const { isCommonJs } = harnessModule(join(__dirname, "fast-check-commonjs.mjs"));

const settings = JSON.parse(process.env.SEEDGATE_JEST_PRODUCTION || "null");
const harness = realOrSelf(dirname(__dirname));
const place = settings && {
  workspace: realOrSelf(settings.root),
  own: [harness, realOrSelf(settings.proxies)],
  oracle: settings.oracle.map((s) => new RegExp(s)),
};
const oracleFile = join(__dirname, "jest-oracle.cjs");

/** The proxy file of production file `real`: one per file, so jest's registry keeps one module (the subject's one instance) per file. */
function proxyFile(real) {
  const file = join(settings.proxies, `${createHash("sha256").update(real).digest("hex").slice(0, 24)}.cjs`);
  const name = relative(place.workspace, real).split(sep).join("/");
  const text = [
    `// seedgate: ${JSON.stringify(name)} runs in the subject process (isolation: process)`,
    `module.exports = require(${JSON.stringify(oracleFile)}).subjectExports(${JSON.stringify(real)}, ${JSON.stringify(name)}, ${TYPESCRIPT.test(real) || isCommonJs(real)});`,
  ].join("\n");
  mkdirSync(settings.proxies, { recursive: true });
  writeFileSync(file, `${text}\n`);
  return file;
}

/**
 * What jest's resolver gives `request`, or under `isolation: process` an export only an
 * `import` condition names (an ES-module-only package or subpath): when that is
 * production code, the subject loads it with Node's own loader, so the test may require it.
 */
function resolve(request, options) {
  try {
    return options.defaultResolver(request, options);
  } catch (err) {
    if (place === null || !packageSpecifier(request) || !Array.isArray(options.conditions)) throw err;
    let esm;
    try {
      esm = options.defaultResolver(request, { ...options, conditions: ["import", ...options.conditions.filter((c) => c !== "require")] });
    } catch {
      throw err;
    }
    if (typeof esm !== "string" || !isProduction(realOrSelf(esm), place, true)) throw err; // a dependency stays jest's error
    return esm;
  }
}

module.exports = (request, options) => {
  const resolved = resolve(request, options);
  if (place === null || typeof resolved !== "string" || !resolved.startsWith("/")) return resolved;
  // Reached as a package: by a package specifier, from a file under node_modules (a dependency's own
  // require), or by seedgate's harness (jest-setup.cjs requires the project's fast-check by its path).
  const from = realOrSelf(options.basedir ?? "/");
  const asPackage = packageSpecifier(request) || NODE_MODULES.test(`${from}${sep}`) || under(from, harness);
  const real = realOrSelf(resolved);
  return isProduction(real, place, asPackage) ? proxyFile(real) : resolved;
};
