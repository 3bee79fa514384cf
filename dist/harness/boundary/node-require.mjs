// Production code never runs in the oracle by way of `require()` (issue 44): Node's
// loader hooks (sealed-node) and vite (vitest) serve production modules that are
// imported, but a CommonJS load (createRequire in a sealed file, or a dependency
// requiring into the workspace) goes to Node's own CommonJS loader past both. Under
// `isolation: process` such a load of a production file is refused, an isolation event
// (the row is an error naming the file), never run here.
import Module from "node:module";
import { isolation } from "./fast-check-oracle.mjs";
import { isProduction } from "./node-production.mjs";
import { packageSpecifier, realOrSelf } from "./node-specifiers.mjs";

/** From here on a `require()` of a file `production(file, viaPackage)` names throws; `viaPackage`: reached as a package (a bare specifier, or from under node_modules). */
export function refuseRequire(production) {
  const load = Module._load;
  Module._load = function (request, parent, isMain) {
    let file;
    try {
      file = Module._resolveFilename(request, parent, isMain);
    } catch {
      return Reflect.apply(load, this, [request, parent, isMain]);
    }
    const viaPackage = packageSpecifier(request) || /[\\/]node_modules[\\/]/.test(parent?.filename ?? "");
    if (typeof file === "string" && production(file, viaPackage) !== undefined)
      throw isolation(
        "require",
        `require() of production file ${file} (only import is proxied)`,
        undefined,
        "import it instead: an import loads it in the subject",
      );
    return Reflect.apply(load, this, [request, parent, isMain]);
  };
}

/** vitest's worker: the rule seedgate's vite plugin applies (node-production.mjs), for `root` (the workspace), `harness` and `oracleFiles` (regex sources). */
export function refuseProductionRequire(root, harness, oracleFiles) {
  const place = { workspace: realOrSelf(root), own: [realOrSelf(harness)], oracle: oracleFiles.map((s) => new RegExp(s)) };
  refuseRequire((file, viaPackage) => {
    const real = realOrSelf(file);
    return isProduction(real, place, viaPackage) ? real : undefined;
  });
}
