import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);

// src/render/text.ts
var short = (sha) => sha === null ? "(none)" : sha.slice(0, 12);
var verdictWord = (v) => v === "success" ? "success ✓" : "failure ✗";
function findingLine(f) {
  const where = f.file === void 0 ? "" : `${f.file}${f.line === void 0 ? "" : `:${f.line}`}: `;
  return `${where}${f.message}`;
}
function code(text) {
  const flat = text.replace(/\r?\n/g, "⏎");
  const fence = flat.includes("`") ? "``" : "`";
  return `${fence}${fence === "``" ? " " : ""}${flat}${fence === "``" ? " " : ""}${fence}`;
}
var escapeCell = (text) => text.replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
var plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;
function fenced(text, lang) {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return [`${fence}${lang}`, text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "�"), fence];
}

export {
  short,
  verdictWord,
  findingLine,
  code,
  escapeCell,
  plural,
  fenced
};
