// seedgate's own ES modules (the harness's `.mjs` files), loaded synchronously from
// CommonJS, for jest under `isolation: process` (issue 44 item 6): jest runs its resolver
// and the test's require() as CommonJS, and neither Node 20 (before 20.19) nor jest's
// module registry (before Node 24.9) can require an ES module. The oracle's proxies
// (fast-check-oracle.mjs) must also run in the test's own realm (jest's vm context), so
// that what they decode is made of the test's Array, Object and Error: jest's
// `toStrictEqual` and `instanceof` compare constructors.
//
// Only the forms the harness writes are read (one-line `import ... from "x";`,
// `export function|class|const|let`, `export { a, b };`, `import.meta.url`); any other
// line that starts with `import` or `export` refuses the file, so nothing is ever half
// read. Each module runs once, strict, through this realm's own Function; the harness
// files never import production code, so `require` here reaches only Node's built-ins,
// other harness files and the protocol's CommonJS.
"use strict";
const { readFileSync } = require("node:fs");
const { dirname, resolve } = require("node:path");
const { pathToFileURL } = require("node:url");

const IMPORT = /^import\s+(?:([\w$]+)|\*\s+as\s+([\w$]+)|\{([^}]*)\})\s+from\s+"([^"]+)";\s*$/;
const DECLARED = /^export\s+((?:async\s+)?function\*?|class|const|let)\s+([\w$]+)/;
const LISTED = /^export\s+\{([^}]*)\};\s*$/;

/** `a, b as c` → [["a", "a"], ["b", "c"]]: [the name there, the name here]. */
const pairs = (list) =>
  list
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const m = /^([\w$]+)(?:\s+as\s+([\w$]+))?$/.exec(s);
      if (m === null) throw new Error(`seedgate: harness-require cannot read the binding "${s}"`);
      return [m[1], m[2] ?? m[1]];
    });

/** One line of a harness module as CommonJS in the same place (so its stack lines still match); exported names go to `names`. */
function line(raw, names, file, n) {
  const text = raw.replace(/\bimport\.meta\b/g, "__meta");
  if (!/^(?:import|export)\b/.test(text)) return text;
  const imported = IMPORT.exec(text);
  if (imported !== null) {
    const [, def, star, list, from] = imported;
    const source = `__import(${JSON.stringify(from)})`;
    if (def !== undefined) return `const ${def} = __default(${source});`;
    if (star !== undefined) return `const ${star} = ${source};`;
    return `const { ${pairs(list)
      .map(([there, here]) => `${there}: ${here}`)
      .join(", ")} } = ${source};`;
  }
  const declared = DECLARED.exec(text);
  if (declared !== null) {
    names.push([declared[2], declared[2]]);
    return text.replace(/^export\s+/, "");
  }
  const listed = LISTED.exec(text);
  if (listed !== null) {
    names.push(...pairs(listed[1]));
    return "";
  }
  throw new Error(`seedgate: harness-require cannot read ${file}:${n + 1}: ${text.slice(0, 120)}`);
}

/** The module's body as a function of its imports, with its exports as getters on `__exports` (live, as ES bindings are). */
function body(file, source) {
  const names = [];
  const lines = source.split("\n").map((text, n) => line(text, names, file, n));
  const exported = names.map(([here, there]) => `__export(${JSON.stringify(there)}, () => ${here});`).join(" ");
  return `"use strict"; ${lines.join("\n")}\n${exported}`;
}

const cache = new Map(); // real file → its exports object

/** The exports of harness ES module `file` (absolute), loaded once. */
function harnessModule(file) {
  const known = cache.get(file);
  if (known !== undefined) return known;
  const run = new Function("__import", "__default", "__export", "__meta", body(file, readFileSync(file, "utf8")));
  const exports = Object.create(null);
  cache.set(file, exports);
  const here = dirname(file);
  const load = (spec) => {
    if (spec.startsWith("node:")) return require(spec);
    const path = resolve(here, spec);
    if (path.endsWith(".mjs")) return harnessModule(path);
    if (path.endsWith(".cjs")) return require(path);
    throw new Error(`seedgate: harness-require loads only node: built-ins and harness .mjs/.cjs files, not ${spec} (from ${file})`);
  };
  // An ES module's default import is its `default` export; a CommonJS file's is module.exports.
  const byDefault = (m) => (Object.getPrototypeOf(m) === null ? m.default : m);
  const define = (name, get) => Object.defineProperty(exports, name, { get, enumerable: true });
  try {
    run(load, byDefault, define, { url: pathToFileURL(file).href });
  } catch (err) {
    cache.delete(file); // the next import says why again, never a module with half its names
    throw err;
  }
  return exports;
}

module.exports = { harnessModule };
