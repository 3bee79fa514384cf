// The sealed-node harness's module hooks under `isolation: process` (issue 25), run by
// Node's `module.register` on its loader thread: every module the oracle process would
// load from a production file is served instead as a generated module whose exports
// come from the subject process (sealed-node-isolation.mjs), so production code never
// runs where the row is decided. Served as they are: node: built-ins, seedgate's own
// harness, packages under node_modules reached as packages (as for fast-check), JSON data, and the oracle's
// files (properties.mjs and the sealed paths: base bytes). Export names are asked of the
// subject through the harness's message port (the subject imports the module once).
import { relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { packageSpecifier, realOrSelf, under } from "./node-specifiers.mjs";

/**
 * Which files are production code: `{ root, harness, oracleFiles }` (regex sources of
 * root-relative paths). A file under node_modules runs in the oracle only when it was
 * reached as a package (`viaPackage`): a production path that is a symlink into some
 * node_modules folder is still production code.
 */
export function productionFiles({ root, harness, oracleFiles }) {
  const workspace = realOrSelf(root);
  const own = realOrSelf(harness);
  const oracle = oracleFiles.map((s) => new RegExp(s));
  /** The production file a `file:` URL or path names, or undefined when the oracle may load it itself. */
  return (urlOrPath, viaPackage) => {
    if (urlOrPath.startsWith("node:") || !(urlOrPath.startsWith("file:") || urlOrPath.startsWith("/"))) return undefined;
    const real = realOrSelf(urlOrPath.startsWith("file:") ? fileURLToPath(urlOrPath) : urlOrPath);
    if (under(real, own) || (viaPackage && /[\\/]node_modules[\\/]/.test(real)) || /\.json$/.test(real)) return undefined;
    const rel = relative(workspace, real).split(sep).join("/");
    return under(real, workspace) && oracle.some((r) => r.test(rel)) ? undefined : real;
  };
}

let production = () => undefined;
let port;
let proxyModule; // the URL of sealed-node-isolation.mjs, the oracle's instance
let asked = 0;
const waiting = new Map();

export function initialize(data) {
  production = productionFiles(data);
  port = data.port;
  port.on("message", ({ id, names, error }) => {
    const w = waiting.get(id);
    waiting.delete(id);
    if (error === undefined && Array.isArray(names)) w?.resolve(names);
    else w?.reject(new Error(String(error)));
  });
  proxyModule = data.proxy;
}

const namesOf = (path) =>
  new Promise((resolve, reject) => {
    const id = ++asked;
    waiting.set(id, { resolve, reject });
    port.postMessage({ id, path });
  });

const packages = new Set(); // URLs reached as packages: by a package specifier, or from a module so reached

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (packageSpecifier(specifier) || packages.has(context.parentURL)) packages.add(resolved.url);
  return resolved;
}

export async function load(url, context, nextLoad) {
  const path = production(url, packages.has(url));
  if (path === undefined) return nextLoad(url, context);
  const names = await namesOf(path);
  const lines = [`import { productionModule } from ${JSON.stringify(proxyModule)};`, `const m = productionModule(${JSON.stringify(path)});`];
  names.forEach((name, i) => lines.push(`const e${i} = m[${JSON.stringify(name)}];`, `export { e${i} as ${JSON.stringify(name)} };`));
  return { format: "module", source: `${lines.join("\n")}\n`, shortCircuit: true };
}
