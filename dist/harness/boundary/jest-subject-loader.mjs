// How the subject process loads a jest row's production modules (issue 44 item 6): as
// jest would under `isolation: shared`, through CommonJS `require` (jest's module system
// is CommonJS; its config has no Babel), with a TypeScript file compiled as ts-jest
// compiles it for the jest preset (transpile only, to CommonJS, with the project's own
// typescript and its tsconfig.json's compiler options, `paths` included). What `require` returns crosses
// as a namespace's `default`, as Node's loader gives a CommonJS file to an import; an ES
// module (.mjs, a .js under "type": "module") goes to Node's own loader instead.
import { readFileSync } from "node:fs";
import Module, { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { isCommonJs } from "./fast-check-commonjs.mjs";
import { TYPESCRIPT } from "./node-production.mjs";

/**
 * The project's typescript compiler options (its tsconfig.json's, with what it extends, when
 * it has one: `paths` are then relative to the file that sets them, not to this process's
 * cwd), with CommonJS output as ts-jest's CommonJS mode forces. No file list is read.
 */
function compilerOptions(ts, root) {
  const file = join(root, "tsconfig.json");
  const read = ts.sys.fileExists(file) ? ts.readConfigFile(file, ts.sys.readFile) : { config: {} };
  const config = { ...(read.config ?? {}), files: [], include: [] };
  const options = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, file).options;
  return { ...options, module: ts.ModuleKind.CommonJS, sourceMap: false, inlineSourceMap: true, declaration: false, noEmit: false };
}

/** Whether `request` matches a pattern of the tsconfig's `paths` (`@lib/*`, or an exact name). */
const aliased = (paths, request) =>
  Object.keys(paths ?? {}).some((p) => {
    const [pre, post] = p.split("*");
    return post === undefined ? request === p : request.length >= pre.length + post.length && request.startsWith(pre) && request.endsWith(post);
  });

/**
 * Teaches this process's CommonJS loader TypeScript, compiled by the project's typescript on
 * first use, and the tsconfig's `paths` for a TypeScript file's requires (resolved as
 * TypeScript resolves them: jest's side maps them from the same file, ts-paths.ts).
 */
function registerTypeScript(root) {
  const require = createRequire(join(root, "package.json"));
  let project;
  const typescript = () => {
    if (project === undefined) {
      const ts = require("typescript");
      const options = compilerOptions(ts, root);
      project = { ts, options, compile: (text, fileName) => ts.transpileModule(text, { fileName, compilerOptions: options }).outputText };
    }
    return project;
  };
  const load = (module, filename) => module._compile(typescript().compile(readFileSync(filename, "utf8"), filename), filename);
  for (const ext of [".ts", ".tsx", ".cts", ".mts"]) Module._extensions[ext] = load;
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function (request, parent, ...rest) {
    if (project !== undefined && typeof parent?.filename === "string" && TYPESCRIPT.test(parent.filename) && aliased(project.options.paths, request)) {
      const found = project.ts.resolveModuleName(request, parent.filename, project.options, project.ts.sys).resolvedModule;
      if (found !== undefined && !found.resolvedFileName.endsWith(".d.ts")) return resolveFilename.call(this, found.resolvedFileName, parent, ...rest);
    }
    return resolveFilename.call(this, request, parent, ...rest);
  };
  return require;
}

/** `path` (absolute) → a promise of its namespace: `{ default: module.exports }` for what jest would `require`. */
export function jestModuleLoader(root) {
  const require = registerTypeScript(root);
  let before; // the CommonJS cache before the first production module: a batch's next seed starts from it again
  let esm = false;
  const load = async (path) => {
    before ??= new Set(Object.keys(Module._cache));
    if (!TYPESCRIPT.test(path) && !isCommonJs(path)) return ((esm = true), import(pathToFileURL(path).href));
    const namespace = Object.create(null);
    namespace.default = require(path);
    return namespace;
  };
  // A batch's next seed (fast-check-subject.mjs): every module required since is required anew; an ES module is Node's for good.
  load.native = async () => esm;
  load.fresh = async () => {
    for (const key of Object.keys(Module._cache)) if (before !== undefined && !before.has(key)) delete Module._cache[key];
  };
  return load;
}
