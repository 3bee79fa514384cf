// How seedgate's subject process (fast-check-subject.mjs) loads a production module:
// through the project's own vite for the fast-check preset (TypeScript, `.js` specifiers
// of `.ts` files, as vitest would load them; a CommonJS file through Node's loader, as
// vitest hands it to Node), or through Node's own loader for the sealed-node harness
// (the files as `node sealed_harness.mjs` would import them shared).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { isCommonJs } from "./fast-check-commonjs.mjs";
import { jestModuleLoader } from "./jest-subject-loader.mjs";
import { NODE_MODULES } from "./node-production.mjs";
import { resolveAlias } from "./node-specifiers.mjs";

/** The sealed tsconfig's `paths` as vitest's main process applies them (fast-check-modules.mjs): production code's own aliases. */
const aliasPlugin = (aliases) => ({
  name: "subject:paths",
  enforce: "pre",
  async resolveId(source, importer, options) {
    if (importer === undefined || NODE_MODULES.test(importer)) return null;
    return (await resolveAlias(this, aliases, source, importer, options))?.resolved ?? null;
  },
});

/** The project's vite, started at once: its start-up overlaps the oracle's. */
async function startVite(root, aliases) {
  const require = createRequire(join(root, "package.json"));
  const metaPath = require.resolve("vite/package.json");
  const meta = JSON.parse(readFileSync(metaPath, "utf8"));
  const dot = meta.exports?.["."];
  const entry = typeof dot === "string" ? dot : (dot?.import?.default ?? dot?.import ?? meta.module ?? meta.main);
  const mod = await import(pathToFileURL(join(dirname(metaPath), entry)).href);
  return mod.createServer({
    root,
    configFile: false,
    envFile: false,
    logLevel: "silent",
    cacheDir: join(tmpdir(), "seedgate-subject-vite"),
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: "custom",
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: Object.keys(aliases).length > 0 ? [aliasPlugin(aliases)] : [],
  });
}

/**
 * `path` (absolute) → a promise of its module namespace; `kind` "node" is Node's loader, "jest" CommonJS as jest's
 * (jest-subject-loader.mjs), anything else the project's vite. The vite loader also has `ready` (vite started),
 * `fresh()` (the next seed's modules evaluate anew; transforms are kept) and `native()` (did a module of this
 * seed's load outside vite, where no `fresh()` reaches: a package, a CommonJS file; Node's built-ins aside).
 * `aliases`: the sealed tsconfig's `paths` (node-specifiers.mjs), which the vite loader applies as vitest's does.
 */
export function moduleLoader(root, kind, aliases = {}) {
  if (kind === "jest") return jestModuleLoader(root);
  if (kind === "node") return (path) => import(pathToFileURL(path).href);
  const vite = startVite(root, aliases);
  vite.catch(() => {}); // a failure is the first import's answer
  let native = false;
  // A CommonJS file goes to Node's loader, as vitest hands it to Node: vite would run it as an ES module.
  const load = async (path) => {
    if (!isCommonJs(path)) return (await vite).ssrLoadModule(path);
    native = true;
    return import(pathToFileURL(path).href);
  };
  const runner = async () => (await vite)._ssrCompatModuleRunner;
  const external = (node) => node.meta?.externalize !== undefined && node.meta?.type !== "builtin";
  load.ready = vite;
  // vite's runner of ssrLoadModule: a vite without it (or its cache) gives no fresh graph, and says `native`.
  load.native = async () => {
    const modules = (await runner())?.evaluatedModules?.idToModuleMap;
    return native || modules === undefined || [...modules.values()].some(external);
  };
  load.fresh = async () => (await runner()).clearCache();
  return load;
}
