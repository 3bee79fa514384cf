// seedgate's vite plugin for the fast-check preset, in vitest's main process (the
// vitest config seedgate writes for each run loads it; the project's config is never
// loaded, so it cannot drop it). Two jobs, both at module load:
//
// 1. Origin (issue 28): every module the run loads that is not under node_modules and
//    not seedgate's own gets an `origin` row on the result channel (fd 3): where it
//    resolved and whether that lies inside the workspace. A module from outside the
//    workspace (a symlink or a path that leaves it) makes the row an error naming it
//    (src/runners/fast-check/origin.ts): the row did not test this repository's code.
// 2. Isolation (issue 25, `isolation: process`): a production module (a workspace file
//    that is neither the test file nor sealed) loads as a generated proxy module whose
//    exports are proxies to the same module in the subject process
//    (fast-check-oracle.mjs); the production code itself never runs in vitest's worker.
//
// A file under node_modules is a dependency (neither job) only when it was reached as a
// package: by a package specifier, by seedgate's harness, or imported from a module
// itself so reached. A path
// the sealed test (or production code) imports that resolves into some node_modules
// folder (a production file that is a symlink there) is production code all the same:
// its id gets a `?seedgate-production` mark, which also keeps vitest from handing it to
// Node's own loader (externalizing it) in the worker, where no plugin would see it.
//
// Under `isolation: process` a production module's id is a virtual one, `\0seedgate-subject:`
// and its real path, never the path itself: vite would hand the worker a URL relative to
// the root (`/dist/index.mjs`), and vitest's worker gives Node, past every plugin, any URL
// that starts with the tail of its own folder's path beyond the root's length (`/dist`
// when the root is as long as vitest's real folder less `/dist`: a worktree whose
// node_modules links to a checkout elsewhere). The published package's entry point then
// ran in the oracle, or failed as `Cannot find module '/dist/index.mjs'`. A virtual id
// reaches the worker as `/@id/__x00__...`, which only this plugin loads.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import channel from "../protocol/channel.cjs";
import { commonJsNames, isCommonJs } from "./fast-check-commonjs.mjs";
import { isProduction, NODE_MODULES, SOURCE } from "./node-production.mjs";
import { packageSpecifier, resolveAlias, realOrSelf, under } from "./node-specifiers.mjs";

/** The mark on the id of a production file under node_modules (a path reached it, not a package name). */
const MARK = "seedgate-production";
const MARKED = new RegExp(`[?&]${MARK}(?:&|$)`);
/** The id of a production module's proxy under `isolation: process` (above): the real path follows. */
const SUBJECT = "\0seedgate-subject:";

/** One row on the result channel; without one (a run of your own), nothing. */
const send = (row) => channel.sendAll([row]);

/** The project's vite (the one vitest runs on), for its parser: never seedgate's copy. */
async function projectVite(root) {
  const require = createRequire(join(root, "package.json"));
  const metaPath = require.resolve("vite/package.json");
  const meta = JSON.parse(readFileSync(metaPath, "utf8"));
  const dot = meta.exports?.["."];
  const entry = typeof dot === "string" ? dot : (dot?.import?.default ?? dot?.import ?? dot?.default ?? meta.module ?? meta.main);
  return import(pathToFileURL(join(dirname(metaPath), typeof entry === "string" ? entry : "dist/node/index.js")).href);
}

const bindingNames = (pattern) => {
  if (pattern === null || pattern === undefined) return [];
  if (pattern.type === "Identifier") return [pattern.name];
  if (pattern.type === "ObjectPattern") return pattern.properties.flatMap((p) => bindingNames(p.type === "RestElement" ? p.argument : p.value));
  if (pattern.type === "ArrayPattern") return pattern.elements.flatMap((e) => bindingNames(e?.type === "RestElement" ? e.argument : e));
  if (pattern.type === "AssignmentPattern") return bindingNames(pattern.left);
  return [];
};
const nameOf = (node) => (node.type === "Literal" ? String(node.value) : node.name);

/**
 * A module's syntax tree. vite 7's parser (rollup's) reads no TypeScript: a `.ts` file it cannot parse has its
 * types stripped first by the esbuild vite 7 compiles TypeScript with (vite 8's parser reads it as it is).
 */
async function parsedModule(vite, file, lang) {
  const text = readFileSync(file, "utf8");
  try {
    return vite.parseAst(text, { lang, sourceType: "module" }, file);
  } catch (e) {
    if (!lang.startsWith("ts") || typeof vite.transformWithEsbuild !== "function") throw e;
    // A string tsconfigRaw: no tsconfig of the pull request's is read for it.
    const js = await vite.transformWithEsbuild(text, file, { loader: lang, format: "esm", target: "esnext", tsconfigRaw: "{}" });
    return vite.parseAst(js.code, { lang: "js", sourceType: "module" }, file);
  }
}

/** A module's export names, read from its syntax (never run here); `export *` follows the resolver. */
async function exportNames(ctx, vite, file, seen = new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  const lang = /\.[cm]?tsx?$/.test(file) ? (file.endsWith("x") ? "tsx" : "ts") : file.endsWith("x") ? "jsx" : "js";
  const ast = await parsedModule(vite, file, lang);
  const names = [];
  for (const node of ast.body) {
    if (node.exportKind === "type" || node.declare) continue;
    if (node.type === "ExportDefaultDeclaration") names.push("default");
    else if (node.type === "ExportNamedDeclaration" && node.declaration) {
      const d = node.declaration;
      if (d.declare) continue;
      if (d.type === "VariableDeclaration") names.push(...d.declarations.flatMap((x) => bindingNames(x.id)));
      else if (d.id && !/^TS(Interface|TypeAlias)Declaration$/.test(d.type)) names.push(d.id.name);
    } else if (node.type === "ExportNamedDeclaration") {
      names.push(...node.specifiers.filter((s) => s.exportKind !== "type").map((s) => nameOf(s.exported)));
    } else if (node.type === "ExportAllDeclaration" && node.exported) names.push(nameOf(node.exported));
    else if (node.type === "ExportAllDeclaration") {
      const target = await ctx.resolve(node.source.value, file);
      const path = target?.id?.split("?")[0].replace(SUBJECT, "");
      if (path && !NODE_MODULES.test(path)) names.push(...(await exportNames(ctx, vite, path, seen)).filter((n) => n !== "default"));
      else
        throw new Error(
          `seedgate: ${file} re-exports everything of ${node.source.value} (a dependency): isolation: process cannot list its names; set isolation: shared for this property`,
        );
    }
  }
  return [...new Set(names)];
}

/** A module's export names: a CommonJS file's as Node's loader would give them, an ES module's from its declarations. */
async function moduleNames(ctx, vite, file) {
  const text = readFileSync(file, "utf8");
  if (!isCommonJs(file, text)) return exportNames(ctx, vite, file);
  return commonJsNames(vite.parseAst(text, { lang: "js", sourceType: "module" }, file));
}

/** The module vitest's worker loads instead of `file`: its exports are proxies (fast-check-oracle.mjs). */
function proxySource(harness, file, name, names) {
  const lines = [`import { subjectModule } from ${JSON.stringify(`/@fs${join(harness, "boundary", "fast-check-oracle.mjs")}`)};`];
  lines.push(`const m = subjectModule(${JSON.stringify(file)}, ${JSON.stringify(name)});`);
  names.forEach((name, i) => {
    lines.push(`const e${i} = m[${JSON.stringify(name)}];`);
    lines.push(`export { e${i} as ${JSON.stringify(name)} };`);
  });
  return `${lines.join("\n")}\n`;
}

/** Why an import of a `paths` alias of an unsealed tsconfig file does not resolve, and the way out. */
const unsealedAlias = (source) =>
  `seedgate: ${source} is a TypeScript paths alias of a tsconfig file that is not sealed (the pull request could point it at ` +
  "a fast-check or vitest of its own), so it is not read: add tsconfig.json and the files it extends to `sealed` in .github/seedgate.yml";

/** A hand run (vitest.seed.config.mjs) has no channel: a module from outside the workspace is said on stderr instead. */
function warn(row) {
  if (!row.inside) process.stderr.write(`seedgate: ${row.file} (${row.module}) lies outside the workspace: a lane row that loads it is an error\n`);
}

/**
 * `root`: the workspace; `harness`: seedgate's harness directory; `isolation`: process or
 * shared; `oracleFiles`: regex sources of workspace-relative paths that run in the
 * oracle (the test file, sealed paths: base bytes); `report`: "channel" (fd 3, the
 * preset's runs) or "stderr" (a hand run); `wrappers`: `{ dir, source }`, a batch's
 * per-seed wrapper files (src/runners/fast-check/batch.ts), seedgate's own: no origin
 * rows, no proxies, and their text is `source`, served from here whatever the files on
 * disk say by then (the directory is the run's scratch, which code of an earlier seed
 * could write under `isolation: shared`); `aliases`: the sealed tsconfig's `paths` (node-specifiers.mjs), what
 * the project's vitest resolves through its own vite config (which is never loaded); `unsealedAliases`: regex
 * sources of the `paths` patterns only an unsealed tsconfig file sets, never read: an import only they would
 * resolve fails naming the way out.
 */
export default function seedgateModules({ root, harness, isolation, oracleFiles, report = "channel", wrappers, aliases, unsealedAliases = [] }) {
  const workspace = realOrSelf(root);
  const own = realOrSelf(harness);
  const seedFiles = wrappers === undefined ? undefined : realOrSelf(wrappers.dir);
  const oracle = oracleFiles.map((s) => new RegExp(s));
  const packages = new Set(); // files reached as packages: by a package specifier, by the harness, or from a module so reached
  let vite;
  return {
    name: "seedgate:modules",
    enforce: "pre",
    // vitest inlines (runs through this plugin) what it would otherwise externalize: a marked id, a proxy's.
    config: () => ({ test: { server: { deps: { inline: [MARKED, new RegExp(`^${SUBJECT}`)] } } } }),
    async resolveId(source, importer, options) {
      if (source.startsWith(SUBJECT)) return source;
      const aliased = fromPackage(importer) ? undefined : await resolveAlias(this, aliases, source, importer, options);
      const resolved = aliased?.resolved ?? (await this.resolve(source, importer, { ...options, skipSelf: true }));
      if (resolved === null && unsealedAliases.some((p) => new RegExp(p).test(source))) throw new Error(unsealedAlias(source));
      if (resolved === null || typeof resolved.id !== "string") return resolved;
      const out = routed(aliased?.target ?? source, importer, resolved);
      const real = subjectFile(out.id);
      return real === undefined ? out : { id: `${SUBJECT}${real}`, external: false };
    },
    async load(id) {
      if (id.startsWith(SUBJECT)) return proxyModule(this, id.slice(SUBJECT.length));
      const file = id.split("?")[0];
      if (file.startsWith("\0") || !file.startsWith("/") || !SOURCE.test(file)) return null;
      const real = realOrSelf(file);
      if (seedFiles !== undefined && under(real, seedFiles)) return wrappers.source;
      if (under(real, own) || (NODE_MODULES.test(real) && !MARKED.test(id))) return null;
      // A production file that reached here by its path all the same (no resolveId on the way) is still a proxy.
      if (subjectFile(id) !== undefined) return proxyModule(this, real);
      const inside = under(real, workspace);
      (report === "stderr" ? warn : send)({ event: "origin", module: inside ? relative(workspace, real) : id, file: real, inside });
      return null;
    },
  };

  /** The real path of a production module the worker gets as a proxy (a workspace file, neither sealed nor the test), or undefined. */
  function subjectFile(id) {
    const [file, query] = id.split("?");
    if (isolation !== "process" || !file.startsWith("/") || !SOURCE.test(file) || (query !== undefined && query !== MARK)) return undefined;
    const real = realOrSelf(file);
    // node-production.mjs, jest's rule too: an unmarked file under node_modules is a dependency, reached as a package.
    const place = { workspace, own: seedFiles === undefined ? [own] : [own, seedFiles], oracle };
    return isProduction(real, place, !MARKED.test(id)) ? real : undefined;
  }

  /** The proxy module of production file `real`, with its origin row. */
  async function proxyModule(ctx, real) {
    const module = relative(workspace, real);
    (report === "stderr" ? warn : send)({ event: "origin", module, file: real, inside: true });
    vite ??= await projectVite(root);
    return proxySource(own, real, module.split(sep).join("/"), await moduleNames(ctx, vite, real));
  }

  /** Was `importer` reached as a package, or is it seedgate's own? Their imports are never the project's aliases. */
  function fromPackage(importer) {
    const from = importer?.split("?")[0];
    return from !== undefined && (packages.has(from) || NODE_MODULES.test(from) || under(realOrSelf(from), own));
  }

  /** Where a resolved id goes when it is not a proxy: as it is, a dependency (reached as a package), or marked. An alias's target comes as its path. */
  function routed(source, importer, resolved) {
    const file = resolved.id.split("?")[0];
    const from = importer?.split("?")[0];
    // seedgate's harness imports the project's fast-check by its file URL: a dependency too.
    if (packageSpecifier(source) || (from !== undefined && (packages.has(from) || under(realOrSelf(from), own)))) {
      packages.add(file);
      return resolved;
    }
    // A path from the test, a sealed file or production code (an entry or a URL vite
    // resolves again has no importer: its id is already marked, or never was).
    if (importer === undefined || MARKED.test(resolved.id) || packages.has(file) || !file.startsWith("/")) return resolved;
    const real = realOrSelf(file);
    if (under(real, own) || !NODE_MODULES.test(real)) return resolved;
    return { ...resolved, id: `${resolved.id}${resolved.id.includes("?") ? "&" : "?"}${MARK}`, external: false };
  }
}
