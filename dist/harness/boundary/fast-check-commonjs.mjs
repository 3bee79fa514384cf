// Which production files are CommonJS, and the names they export, for `isolation:
// process` (fast-check-modules.mjs lists a proxy's names; fast-check-loader.mjs loads
// the file in the subject). vite runs every file it transforms as an ES module, so a
// published package's `dist/index.cjs` would fail there with "exports is not defined";
// vitest hands such a file to Node instead, and so does the subject. The names are read
// from the syntax (never by running the file in the oracle), as Node's own lexer does:
// `exports.x =`, `module.exports = { x }`, `Object.defineProperty(exports, "x", ...)` and
// the `0 && (module.exports = { ... })` hint bundlers such as esbuild write.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** The `type` of the nearest package.json above `file` ("commonjs" when none says). */
function packageType(file) {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    try {
      return JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).type ?? "commonjs";
    } catch (err) {
      if (err?.code !== "ENOENT") return "commonjs";
    }
    if (dirname(dir) === dir) return "commonjs";
  }
}

const ESM_SYNTAX = /^\s*(?:import\s*[\w*{"'$]|export\s)/m;
const CJS_SYNTAX = /\b(?:module\.exports|exports\.[\w$]+\s*=|require\s*\()/;

/** A `.cjs` file, or a `.js` file of a CommonJS package that reads as CommonJS (vite runs ESM syntax in any `.js`). */
export function isCommonJs(file, text = undefined) {
  if (file.endsWith(".cjs")) return true;
  if (!file.endsWith(".js") || packageType(file) === "module") return false;
  const source = text ?? readFileSync(file, "utf8");
  return !ESM_SYNTAX.test(source) && CJS_SYNTAX.test(source);
}

const isExports = (n) =>
  (n?.type === "Identifier" && n.name === "exports") ||
  (n?.type === "MemberExpression" && n.object?.name === "module" && (n.property?.name ?? n.property?.value) === "exports");
const keyName = (n) => (n?.type === "Identifier" ? n.name : typeof n?.value === "string" ? n.value : undefined);

function namesOf(node, out) {
  if (node === null || typeof node !== "object") return;
  if (node.type === "ExpressionStatement" || node.type === "ParenthesizedExpression") return namesOf(node.expression, out);
  if (node.type === "SequenceExpression") return node.expressions.forEach((e) => namesOf(e, out));
  if (node.type === "LogicalExpression") return namesOf(node.right, out);
  if (node.type === "AssignmentExpression" && node.left?.type === "MemberExpression" && isExports(node.left.object)) {
    const name = node.left.computed ? keyName(node.left.property) : node.left.property?.name;
    if (name !== undefined) out.add(name);
    return namesOf(node.right, out);
  }
  if (node.type === "AssignmentExpression" && isExports(node.left) && node.right?.type === "ObjectExpression") {
    for (const p of node.right.properties) if (p.type === "Property" && keyName(p.key) !== undefined) out.add(keyName(p.key));
    return;
  }
  const callee = node.type === "CallExpression" ? node.callee : undefined;
  if (callee?.type === "MemberExpression" && callee.object?.name === "Object" && callee.property?.name === "defineProperty" && isExports(node.arguments[0])) {
    const name = keyName(node.arguments[1]);
    if (name !== undefined) out.add(name);
  }
}

/** A CommonJS module's export names from its parsed syntax (`default` is module.exports itself, as Node gives it). */
export function commonJsNames(ast) {
  const out = new Set(["default"]);
  for (const node of ast.body) namesOf(node, out);
  return [...out].filter((n) => n !== "__esModule");
}
