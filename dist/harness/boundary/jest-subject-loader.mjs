// How the subject process loads a jest row's production modules (issue 44 item 6): as
// jest would under `isolation: shared`, through CommonJS `require` (jest's module system
// is CommonJS; its config has no Babel), with a TypeScript file compiled as ts-jest
// compiles it for the jest preset (transpile only, to CommonJS, with the project's own
// typescript and its tsconfig.json's compiler options). What `require` returns crosses
// as a namespace's `default`, as Node's loader gives a CommonJS file to an import; an ES
// module (.mjs, a .js under "type": "module") goes to Node's own loader instead.
import { readFileSync } from "node:fs";
import Module, { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { isCommonJs } from "./fast-check-commonjs.mjs";
import { TYPESCRIPT } from "./node-production.mjs";

/** The project's typescript compiler options (its tsconfig.json's, when it has one), with CommonJS output as ts-jest's CommonJS mode forces. */
function compilerOptions(ts, root) {
  const file = join(root, "tsconfig.json");
  const read = ts.sys.fileExists(file) ? ts.readConfigFile(file, ts.sys.readFile) : { config: {} };
  const options = ts.convertCompilerOptionsFromJson(read.config?.compilerOptions ?? {}, root).options;
  return { ...options, module: ts.ModuleKind.CommonJS, sourceMap: false, inlineSourceMap: true, declaration: false, noEmit: false };
}

/** Teaches this process's CommonJS loader TypeScript, compiled by the project's typescript on first use. */
function registerTypeScript(root) {
  const require = createRequire(join(root, "package.json"));
  let compile;
  const load = (module, filename) => {
    if (compile === undefined) {
      const ts = require("typescript");
      const options = compilerOptions(ts, root);
      compile = (text, fileName) => ts.transpileModule(text, { fileName, compilerOptions: options }).outputText;
    }
    module._compile(compile(readFileSync(filename, "utf8"), filename), filename);
  };
  for (const ext of [".ts", ".tsx", ".cts", ".mts"]) Module._extensions[ext] = load;
  return require;
}

/** `path` (absolute) → a promise of its namespace: `{ default: module.exports }` for what jest would `require`. */
export function jestModuleLoader(root) {
  const require = registerTypeScript(root);
  return async (path) => {
    if (!TYPESCRIPT.test(path) && !isCommonJs(path)) return import(pathToFileURL(path).href);
    const namespace = Object.create(null);
    namespace.default = require(path);
    return namespace;
  };
}
