// What is production code under `isolation: process` for the Node presets: the one
// rule vitest's plugin (fast-check-modules.mjs) and jest's resolver (jest-resolver.cjs)
// apply to a module they resolved, so the two presets cannot drift apart. Production
// is a source file inside the workspace that is neither seedgate's own (the harness, a
// run's scratch), nor the test file, nor sealed (base bytes, the `oracle` patterns), nor
// a dependency: a file under node_modules reached as a package. A path the test or
// production code names that resolves into some node_modules folder (a production file
// that is a symlink there) is production all the same.
import { relative, sep } from "node:path";
import { under } from "./node-specifiers.mjs";

/** What a production module may be: JavaScript or TypeScript source (JSON and other assets are data, read in the oracle). */
export const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
export const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** TypeScript sources: a jest row's subject compiles them to CommonJS and `require`s them (jest-subject-loader.mjs, jest-resolver.cjs). */
export const TYPESCRIPT = /\.[cm]?tsx?$/;

/**
 * Whether `real` (a real path) loads in the subject. `place`: `workspace` (real path),
 * `own` (seedgate's folders, real paths), `oracle` (RegExps of workspace-relative paths
 * that run in the oracle: the test file, sealed paths); `asPackage`: it was reached as a
 * package (a package specifier, or from a dependency).
 */
export function isProduction(real, place, asPackage) {
  if (!real.startsWith("/") || !SOURCE.test(real) || !under(real, place.workspace)) return false;
  if (place.own.some((dir) => under(real, dir))) return false;
  if (asPackage && NODE_MODULES.test(real)) return false;
  const path = relative(place.workspace, real).split(sep).join("/");
  return !place.oracle.some((r) => r.test(path));
}
