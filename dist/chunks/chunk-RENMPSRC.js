import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/modes/hunt/target.ts
async function findTarget(config, model, tree, id) {
  const found = model.properties.find((p) => p.id === id);
  if (found?.format === "sealed") {
    throw new SeedgateError("usage", `"${id}" is the sealed oracle: its cases are fixed inputs, there is no seed to hunt`, {
      hint: "hunt a journal or ledger property"
    });
  }
  if (found?.format === "journal") {
    const text2 = await readText(tree, found.source.file);
    return { format: "journal", property: found, file: found.source.file, text: text2, document: JSON.parse(text2) };
  }
  const ledgerBytes = await tree.readFile(config.ledger);
  const text = ledgerBytes?.toString("utf8") ?? "";
  const document = ledgerBytes === null ? null : JSON.parse(text);
  if (found !== void 0 && document !== null) return { format: "ledger", property: found, file: config.ledger, text, document };
  const draft = document?.draft?.find((d) => isDraft(d) && d.id === id);
  if (draft === void 0 || document === null) {
    const broken = model.findings.filter((f) => f.severity === "error" && /\.(schema|syntax)$/.test(f.code)).map((f) => f.file);
    const hint = broken.length > 0 ? `${[...new Set(broken)].join(", ")} did not parse: run seedgate validate` : "hunt reads the property from --oracle (default HEAD): commit the journal or draft there first";
    throw new SeedgateError("usage", `no property "${id}" in the journals, the ledger or its drafts at ${tree.label}`, { hint });
  }
  const property = {
    id,
    format: "ledger",
    selector: draft.fn,
    votes: false,
    state: "unearned",
    replay: [],
    holdout: [],
    fixtures: [],
    cases: [],
    source: { file: config.ledger, pointer: "/draft" }
  };
  return { format: "ledger", property, file: config.ledger, text, document };
}
var isDraft = (d) => d !== null && typeof d === "object" && typeof d.id === "string" && typeof d.fn === "string";
async function readText(tree, path) {
  const bytes = await tree.readFile(path);
  if (bytes === null) throw new SeedgateError("input", `${path} vanished from ${tree.label}`, { file: path });
  return bytes.toString("utf8");
}

// src/core/edits/mutations.ts
var KINDS = ["comparison", "off-by-one", "arithmetic", "constant", "boolean"];
var swap = (re, kind, to) => ({
  re,
  kind,
  edit: (_code, _at, m) => ({ before: m, after: to[m] })
});
var PYTHON_OPERATORS = [
  {
    re: /\blen\(/g,
    kind: "off-by-one",
    edit: (code, at, m) => {
      const close = closing(code, at + m.length - 1);
      return close < 0 ? null : { before: code.slice(at, close + 1), after: `${code.slice(at, close + 1)} - 1` };
    }
  },
  swap(/(?<![<>=!])(<=|>=|==|!=)(?!=)/g, "comparison", { "<=": "<", ">=": ">", "==": "!=", "!=": "==" }),
  swap(/(?<![<>=!-])(<|>)(?![<>=])/g, "comparison", { "<": "<=", ">": ">=" }),
  swap(/ [+-] (?!=)/g, "arithmetic", { " + ": " - ", " - ": " + " }),
  swap(/ (and|or) /g, "boolean", { " and ": " or ", " or ": " and " }),
  swap(/\b(True|False)\b/g, "constant", { True: "False", False: "True" })
];
function pythonImports(test) {
  const out = [];
  for (const raw of test.split("\n")) {
    const from = /^from\s+([\w.]+)\s+import\s+\(?([\w\s,]+?)\)?\s*(#.*)?$/.exec(raw);
    if (from)
      out.push({
        module: from[1],
        names: from[2].split(",").map((n) => n.trim().split(/\s+as\s+/)[0]).filter(Boolean)
      });
    const plain = /^import\s+([\w.]+)(\s+as\s+\w+)?\s*$/.exec(raw);
    if (plain) out.push({ module: plain[1], names: [] });
  }
  return out.filter((i) => !/^(hypothesis|pytest|typing|__future__)(\.|$)/.test(i.module));
}
function reExports(source) {
  const out = /* @__PURE__ */ new Map();
  for (const raw of source.split("\n")) {
    const m = /^from\s+(\.[\w.]*)\s+import\s+\(?([\w\s,]+?)\)?\s*$/.exec(raw);
    for (const n of m ? m[2].split(",") : [])
      out.set(
        n.trim().split(/\s+as\s+/).pop(),
        m[1]
      );
  }
  return out;
}
function functionSpans(source) {
  const lines = source.split("\n");
  const spans = [];
  lines.forEach((text, i) => {
    const def = /^(\s*)(?:async\s+)?def\s+(\w+)\s*\(/.exec(text);
    if (!def) return;
    const indent = def[1].length;
    const body = [];
    for (let j = i + 1; j < lines.length; j++) {
      const t = lines[j];
      if (t.trim() === "") continue;
      if (t.length - t.trimStart().length <= indent) break;
      body.push(j);
    }
    spans.push({ name: def[2], lines: withoutDocstrings(lines, body) });
  });
  return spans;
}
function withoutDocstrings(lines, body) {
  let open = null;
  return body.filter((j) => {
    const t = lines[j].trim();
    if (open !== null) {
      if (t.includes(open)) open = null;
      return false;
    }
    const q = /^[rbuRBU]?("""|''')/.exec(t);
    if (q) {
      if (t.indexOf(q[1], q[0].length) < 0) open = q[1];
      return false;
    }
    return !t.startsWith("#");
  });
}
function codeOf(line) {
  let out = "";
  let quote = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote !== null) {
      out += c === quote ? c : " ";
      if (c === "\\") out += line[++i] === void 0 ? "" : " ";
      if (c === quote) quote = null;
    } else if (c === "#") break;
    else {
      if (c === '"' || c === "'") quote = c;
      out += c;
    }
  }
  return out;
}
function mutations(source, functions, language = PYTHON) {
  const spans = language.spans(source);
  const chosen = spans.some((s) => functions.includes(s.name)) ? spans.filter((s) => functions.includes(s.name)) : spans;
  const lines = source.split("\n");
  const seen = /* @__PURE__ */ new Set();
  const sites = [];
  for (const span of chosen)
    for (const j of span.lines) {
      if (seen.has(j)) continue;
      seen.add(j);
      sites.push(...lineSites(language, lines[j], j + 1, span.name));
    }
  const rank = (m) => KINDS.indexOf(m.kind);
  return sites.sort((a, b) => rank(a) - rank(b) || a.line - b.line || a.column - b.column).map((m, i) => ({ ...m, index: i + 1 }));
}
function lineSites(language, text, line, fn) {
  const code = language.codeOf(text);
  if (language.declaration.test(code)) return [];
  const out = [];
  for (const op of language.operators)
    for (const m of code.matchAll(op.re)) {
      const e = op.edit(code, m.index, m[0]);
      if (e !== null) out.push(site(text, line, fn, op.kind, m.index, text.slice(m.index, m.index + e.before.length), e.after));
    }
  return out;
}
function site(text, line, fn, kind, column, before, after) {
  const lineAfter = text.slice(0, column) + after + text.slice(column + before.length);
  return { function: fn, line, kind, before: before.trim(), after: after.trim(), column: column + 1, lineBefore: text, lineAfter };
}
function closing(code, open) {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === "(") depth++;
    else if (code[i] === ")" && --depth === 0) return i;
  }
  return -1;
}
function applyMutation(source, m) {
  const lines = source.split("\n");
  if (lines[m.line - 1] !== m.lineBefore) throw new SeedgateError("internal", `line ${m.line} no longer reads as the mutation's line`);
  lines[m.line - 1] = m.lineAfter;
  return lines.join("\n");
}
var PYTHON = {
  operators: PYTHON_OPERATORS,
  spans: functionSpans,
  codeOf,
  declaration: /^\s*(def|class|import|from|@)\b/
};

export {
  findTarget,
  swap,
  pythonImports,
  reExports,
  mutations,
  applyMutation,
  PYTHON
};
