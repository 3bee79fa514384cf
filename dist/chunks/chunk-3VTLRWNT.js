import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  escapeGlob
} from "./chunk-3TNBGBUS.js";
import {
  CONFIG_PATH
} from "./chunk-5AD4QTPM.js";
import {
  require_picomatch
} from "./chunk-TIXSLBC3.js";
import {
  __toESM
} from "./chunk-MUWMEZE2.js";

// src/core/seal/sealed-set.ts
var import_picomatch = __toESM(require_picomatch(), 1);
var foldPath = (path) => /^[\x00-\x7f]*$/.test(path) ? path.toLowerCase() : path.normalize("NFC").toUpperCase().toLowerCase();
var READ_BY_GIT = [
  { glob: "**/.gitattributes", reason: "attributes change checked-out bytes" },
  { glob: "**/.gitmodules", reason: "submodules bring in foreign trees" },
  { glob: "**/.lfsconfig", reason: "LFS config redirects file contents" },
  { glob: "**/CODEOWNERS", reason: "code owners decide who reviews sealed paths" }
];
var ALWAYS = [
  { glob: ".github/workflows/**", reason: "workflows run with the repository's tokens" },
  { glob: ".github/actions/**", reason: "local actions run inside workflows with their tokens" },
  ...READ_BY_GIT
];
var restorable = (patterns) => patterns.filter((p) => !READ_BY_GIT.includes(p));
function sealedPatterns(config, extraFiles = [], more = []) {
  const dir = (root) => root === "" ? "**" : `${root}/**`;
  return [
    ...ALWAYS,
    { glob: config.file ?? CONFIG_PATH, reason: "the seedgate config" },
    ...config.sealed.map((glob) => ({ glob, reason: config.file === null ? "default sealed glob" : "sealed glob" })),
    ...config.manifests.map((root) => ({ glob: dir(root), reason: "manifest root" })),
    { glob: config.journals, reason: "journals" },
    { glob: config.ledger, reason: "seed ledger" },
    { glob: dir(config.oracle), reason: "sealed oracle" },
    { glob: config.quarantine, reason: "quarantine catalogue" },
    ...config.runners.sealedRequirements === void 0 ? [] : [{ glob: escapeGlob(config.runners.sealedRequirements), reason: "the sealed tests' pinned packages (runners.sealedRequirements)" }],
    ...extraFiles.map((glob) => ({ glob: escapeGlob(glob), reason: "a file a sealed property points at (selector or fixture)" })),
    ...more
  ];
}
function compileSealedMatcher(patterns) {
  const opts = { dot: true, nonegate: true };
  const bySegment = /* @__PURE__ */ new Map();
  const byName = /* @__PURE__ */ new Map();
  const byExtension = /* @__PURE__ */ new Map();
  const byBasename = [];
  const generic = [];
  const exact = /* @__PURE__ */ new Map();
  patterns.forEach((pattern, index) => {
    const glob = foldPath(pattern.glob);
    push(exact, glob, { index, pattern, re: /^/ });
    const base = literalBase(glob);
    const tail = glob.startsWith("**/") ? glob.slice(3) : null;
    if (base !== "" && base !== ".") {
      const seg = base.split("/")[0];
      push(bySegment, seg, { index, pattern, re: import_picomatch.default.makeRe(glob, opts) });
    } else if (tail !== null && !tail.includes("/")) {
      const c = { index, pattern, re: import_picomatch.default.makeRe(tail, opts) };
      const ext = /^\*\.([^*?[\]{}()!+@\\]+)$/.exec(tail)?.[1];
      if (!/[*?[\]{}()!+@\\]/.test(tail)) push(byName, tail, c);
      else if (ext !== void 0) push(byExtension, ext.slice(ext.lastIndexOf(".") + 1), c);
      else byBasename.push(c);
    } else generic.push({ index, pattern, re: import_picomatch.default.makeRe(glob, opts) });
  });
  const joined = (cs) => cs.length === 0 ? null : new RegExp(cs.map((c) => `(?:${c.re.source})`).join("|"));
  const anyBasename = joined(byBasename);
  const anyGeneric = joined(generic);
  const ancestors = ancestorMap(patterns);
  return {
    patterns,
    match(path) {
      const folded = foldPath(path);
      const slash = folded.indexOf("/");
      const basename = folded.slice(folded.lastIndexOf("/") + 1);
      let best;
      const consider = (cs, subject) => {
        for (const c of cs) if ((best === void 0 || c.index < best.index) && c.re.test(subject)) best = c;
      };
      consider(exact.get(folded) ?? [], folded);
      consider(bySegment.get(slash === -1 ? folded : folded.slice(0, slash)) ?? [], folded);
      consider(byName.get(basename) ?? [], basename);
      consider(byExtension.get(basename.slice(basename.lastIndexOf(".") + 1)) ?? [], basename);
      if (anyBasename?.test(basename)) consider(byBasename, basename);
      if (anyGeneric?.test(folded)) consider(generic, folded);
      if (best !== void 0) return { pattern: best.pattern, ancestor: false };
      const anc = ancestors.get(folded.endsWith("/") ? folded.replace(/\/+$/, "") : folded);
      return anc === void 0 ? null : { pattern: anc, ancestor: true };
    }
  };
}
function push(map, key, value) {
  const list = map.get(key);
  if (list === void 0) map.set(key, [value]);
  else list.push(value);
}
function ancestorMap(patterns) {
  const ancestors = /* @__PURE__ */ new Map();
  for (const p of patterns) {
    for (const a of ancestorsOf(literalBase(foldPath(p.glob)))) if (!ancestors.has(a)) ancestors.set(a, p);
  }
  return ancestors;
}
var literalBase = (glob) => import_picomatch.default.scan(glob).base.replace(/\\(.)/g, "$1");
function ancestorsOf(base) {
  if (base === "" || base === ".") return [];
  const parts = base.split("/");
  return parts.map((_, i) => parts.slice(0, i + 1).join("/"));
}

export {
  foldPath,
  restorable,
  sealedPatterns,
  compileSealedMatcher
};
