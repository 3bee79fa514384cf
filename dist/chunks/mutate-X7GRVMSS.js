import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  huntCommand
} from "./chunk-QB6DHMG6.js";
import {
  requireString
} from "./chunk-R5RWFD4Z.js";
import {
  localGit
} from "./chunk-BXUDB6KX.js";
import {
  PYTHON,
  applyMutation,
  findTarget,
  mutations,
  pythonImports,
  reExports,
  swap
} from "./chunk-RENMPSRC.js";
import {
  wholeNumber
} from "./chunk-EIC7AGUR.js";
import "./chunk-6GYLSYQK.js";
import {
  readBase
} from "./chunk-A634GDAO.js";
import "./chunk-YPC4Q24N.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-CB6KKIAZ.js";
import {
  gitEnv,
  pinOf
} from "./chunk-NXVDCMLE.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-G64J6QHH.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-CQ4GBRHW.js";
import "./chunk-J6YZ5B6J.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/adapters/mutant-commits.ts
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
var IDENTITY = { name: "seedgate mutate", email: "mutate@seedgate.invalid" };
async function mutantCommits(root) {
  const pin = await pinOf(root);
  const git = (args, extra = {}, input) => {
    try {
      return execFileSync("git", [...args], { cwd: pin.workTree, env: { ...gitEnv(pin), ...extra }, input, maxBuffer: 64 << 20 }).toString("utf8").trim();
    } catch (err) {
      const stderr = err.stderr?.toString("utf8").trim() ?? "";
      throw new SeedgateError("git", `git ${args[0]} failed: ${stderr || String(err)}`, {
        hint: "seedgate mutate commits with git plumbing in the repository at --cwd"
      });
    }
  };
  const quiet = (args) => {
    try {
      return execFileSync("git", [...args], { cwd: pin.workTree, env: gitEnv(pin), stdio: ["ignore", "pipe", "ignore"] }).toString("utf8").trim();
    } catch {
      return null;
    }
  };
  return {
    async commitOver(base, path, bytes, message) {
      const index = join(pin.gitDir, `seedgate-mutate-index-${process.pid}`);
      try {
        const blob = git(["hash-object", "-w", "--stdin"], {}, bytes);
        const mode = git(["ls-tree", base, "--", path]).split(" ")[0] || "100644";
        git(["read-tree", base], { GIT_INDEX_FILE: index });
        git(["update-index", "--add", "--cacheinfo", `${mode},${blob},${path}`], { GIT_INDEX_FILE: index });
        const tree = git(["write-tree"], { GIT_INDEX_FILE: index });
        const date = git(["log", "-1", "--format=%cI", base]);
        const who = {
          GIT_AUTHOR_NAME: IDENTITY.name,
          GIT_AUTHOR_EMAIL: IDENTITY.email,
          GIT_COMMITTER_NAME: IDENTITY.name,
          GIT_COMMITTER_EMAIL: IDENTITY.email
        };
        return git(
          ["commit-tree", "--no-gpg-sign", tree, "-p", base, "-F", "-"],
          { ...who, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
          Buffer.from(message)
        );
      } finally {
        rmSync(index, { force: true });
      }
    },
    async branchMessage(branch) {
      return quiet(["rev-parse", "--verify", "--quiet", `refs/heads/${branch}`]) === null ? null : `${git(["log", "-1", "--format=%B", `refs/heads/${branch}`])}
`;
    },
    async setBranch(branch, sha) {
      git(["check-ref-format", "--branch", branch]);
      if (quiet(["symbolic-ref", "-q", "HEAD"]) === `refs/heads/${branch}`)
        throw new SeedgateError("usage", `${branch} is checked out here: mutate moves it only while another branch is`, {
          hint: "git switch to your branch first"
        });
      git(["update-ref", "-m", "seedgate mutate", `refs/heads/${branch}`, sha]);
    }
  };
}

// src/core/edits/mutations-js.ts
var JS_OPERATORS = [
  { re: /\.length\b/g, kind: "off-by-one", edit: (_code, _at, m) => ({ before: m, after: `${m} - 1` }) },
  swap(/ (===|!==|<=|>=) /g, "comparison", { " === ": " !== ", " !== ": " === ", " <= ": " < ", " >= ": " > " }),
  swap(/ (<|>) /g, "comparison", { " < ": " <= ", " > ": " >= " }),
  swap(/ [+-] (?!=)/g, "arithmetic", { " + ": " - ", " - ": " + " }),
  swap(/\b(true|false)\b/g, "constant", { true: "false", false: "true" }),
  swap(/ (&&|\|\|) /g, "boolean", { " && ": " || ", " || ": " && " })
];
function jsImports(test) {
  const out = [];
  for (const m of test.matchAll(/import\s+(?:type\s+)?([\w*\s{},$]*?)\s*from\s*["'](\.{1,2}\/[^"']+)["']/g)) {
    if (/^type\s/.test(m[0].slice(6).trim())) continue;
    const braces = /\{([^}]*)\}/.exec(m[1])?.[1];
    const names = braces === void 0 ? [] : braces.split(",").map(
      (n) => n.trim().replace(/^type\s+/, "").split(/\s+as\s+/)[0]
    );
    out.push({ module: m[2], names: names.filter(Boolean) });
  }
  return out;
}
function jsCandidates(testFile, specifier) {
  const parts = [...testFile.split("/").slice(0, -1)];
  for (const seg of specifier.split("/")) {
    if (seg === "..") parts.pop();
    else if (seg !== "." && seg !== "") parts.push(seg);
  }
  const path = parts.join("/");
  const ext = /\.[cm]?[jt]sx?$/.exec(path)?.[0];
  if (ext === void 0) return [".ts", ".tsx", ".js", ".mjs", ".cjs", "/index.ts", "/index.js"].map((e) => path + e);
  const stem = path.slice(0, -ext.length);
  const typed = { ".js": [".ts", ".tsx"], ".mjs": [".mts"], ".cjs": [".cts"], ".jsx": [".tsx"] }[ext] ?? [];
  return [path, ...typed.map((e) => stem + e)];
}
function jsFunctionSpans(source) {
  const lines = source.split("\n");
  const spans = [];
  lines.forEach((text, i) => {
    const decl = /^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?function\*?\s+([\w$]+)/.exec(text) ?? /^\s*(?:export\s+)?(?:const|let|var)\s+([\w$]+)\s*(?::[^=]+)?=\s*(?:async\s+)?(?:function\b|\(|[\w$]+\s*=>)/.exec(text);
    if (!decl) return;
    const body = [];
    let depth = 0;
    let opened = false;
    for (let j = i; j < lines.length; j++) {
      const code = jsCodeOf(lines[j]);
      if (j > i && code.trim() !== "") body.push(j);
      for (const c of code) {
        if (c === "{") depth++, opened = true;
        else if (c === "}") depth--;
      }
      if (opened && depth <= 0 || !opened && j === i && /=>\s*[^{\s]/.test(code)) break;
    }
    spans.push({ name: decl[1], lines: body.length === 0 ? [i] : body });
  });
  return spans;
}
function jsCodeOf(line) {
  let out = "";
  let quote = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote !== null) {
      out += c === quote ? c : " ";
      if (c === "\\") out += line[++i] === void 0 ? "" : " ";
      if (c === quote) quote = null;
    } else if (c === "/" && (line[i + 1] === "/" || line[i + 1] === "*")) break;
    else {
      if (c === '"' || c === "'" || c === "`") quote = c;
      out += c;
    }
  }
  return out;
}
var JAVASCRIPT = {
  operators: JS_OPERATORS,
  spans: jsFunctionSpans,
  codeOf: jsCodeOf,
  declaration: /^\s*(import|export\s+\*|\*|\/\/|(export\s+)?(default\s+)?(async\s+)?function\b|(export\s+)?(const|let|var)\s+[\w$]+\s*(:[^=]+)?=\s*(async\s+)?(function\b|\(|[\w$]+\s*=>))/
};
function jsReExports(source) {
  const out = /* @__PURE__ */ new Map();
  for (const m of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*["'](\.{1,2}\/[^"']+)["']/g))
    for (const n of m[1].split(","))
      if (n.trim())
        out.set(
          n.trim().split(/\s+as\s+/).pop(),
          m[2]
        );
  return out;
}

// src/modes/mutate/mutate.ts
var MUTANT_BRANCH = "seedgate/mutant";
var MUTANT_TRAILER = "Seedgate-Mutant";
async function mutate(s, ports) {
  const base = await ports.git.resolve("HEAD");
  const snapshot = await readBase(ports.git, base, s.configPath);
  const target = await findTarget(snapshot.config, await snapshot.sealedModel(), snapshot.tree, s.property);
  const testFile = target.property.selector.split("::")[0];
  const python = testFile.endsWith(".py");
  if (!python && !/\.[cm]?[jt]sx?$/.test(testFile))
    throw new SeedgateError("usage", `seedgate mutate reads Python and JavaScript properties; ${testFile} is neither`, {
      hint: `commit a small mutation of the code ${testFile} tests on a branch named ${MUTANT_BRANCH}, then hunt with --parent ${MUTANT_BRANCH} (docs/adopting.md)`
    });
  const source = await readText(ports.git, base, testFile);
  const found = python ? await productionFile(ports.git, base, snapshot.config.runners.pythonPaths ?? [""], pythonImports(source)) : await jsProductionFile(ports.git, base, testFile, jsImports(source));
  const branch = s.branch ?? MUTANT_BRANCH;
  const head = { command: "mutate", property: target.property.id, base, file: found.file, functions: found.functions, branch };
  const all = mutations(found.source, found.functions, python ? PYTHON : JAVASCRIPT);
  if (all.length === 0)
    throw new SeedgateError("input", `no line of ${found.functions.join(", ") || "any function"} in ${found.file} has a mutation seedgate makes`, {
      file: found.file,
      hint: `commit a small mutation by hand on a branch named ${branch}, then hunt with --parent ${branch}`
    });
  if (s.list) return { ...head, mutations: all };
  const picked = all[(s.pick ?? 1) - 1];
  if (picked === void 0)
    throw new SeedgateError("usage", `--pick ${s.pick} is past the last of ${all.length} mutations`, { hint: "seedgate mutate --list numbers them" });
  await refuseForeignBranch(ports.commits, branch);
  const message = commitMessage(target.property.id, found.file, picked, all.length);
  const commit = await ports.commits.commitOver(base, found.file, Buffer.from(applyMutation(found.source, picked)), message);
  await ports.commits.setBranch(branch, commit);
  return { ...head, mutations: all, picked, commit };
}
async function productionFile(git, rev, roots, imports) {
  const tried = [];
  for (const imp of imports)
    for (const root of roots) {
      const dir = [root.replace(/\/+$/, ""), ...imp.module.split(".")].filter(Boolean).join("/");
      for (const file of [`${dir}/__init__.py`, `${dir}.py`]) {
        tried.push(file);
        const text = (await git.readFile(rev, file))?.toString("utf8");
        if (text === void 0) continue;
        const again = await reExported(git, rev, file, text, imp.names);
        return again ?? { file, source: text, functions: imp.names };
      }
    }
  throw new SeedgateError("input", `the property's test imports no module found under runners.pythonPaths (${roots.join(", ") || "the repository root"})`, {
    hint: `looked for ${tried.slice(0, 6).join(", ") || "a `from PACKAGE import NAME` line"}; set runners.pythonPaths in .github/seedgate.yml`
  });
}
async function reExported(git, rev, file, text, names) {
  const from = reExports(text);
  const relative = names.map((n) => from.get(n)).find((m) => m !== void 0);
  if (relative === void 0) return null;
  const dir = file.split("/").slice(0, -1).join("/");
  const path = `${[dir, ...relative.slice(1).split(".")].filter(Boolean).join("/")}.py`;
  const source = (await git.readFile(rev, path))?.toString("utf8");
  return source === void 0 ? null : { file: path, source, functions: names.filter((n) => from.get(n) === relative) };
}
async function jsProductionFile(git, rev, testFile, imports) {
  for (const imp of imports)
    for (const file of jsCandidates(testFile, imp.module)) {
      const source = (await git.readFile(rev, file))?.toString("utf8");
      if (source === void 0) continue;
      const from = jsReExports(source);
      const spec = imp.names.map((n) => from.get(n)).find((m) => m !== void 0);
      for (const next of spec === void 0 ? [] : jsCandidates(file, spec)) {
        const text = (await git.readFile(rev, next))?.toString("utf8");
        if (text !== void 0) return { file: next, source: text, functions: imp.names.filter((n) => from.get(n) === spec) };
      }
      return { file, source, functions: imp.names };
    }
  throw new SeedgateError("input", `${testFile} imports no relative module that is a committed file`, {
    hint: `import the code under test by a relative path (import { f } from "../src/f.js"), or commit a mutation by hand on ${MUTANT_BRANCH}`
  });
}
async function refuseForeignBranch(commits, branch) {
  const message = await commits.branchMessage(branch);
  if (message !== null && !message.includes(`
${MUTANT_TRAILER}: `))
    throw new SeedgateError("usage", `branch ${branch} exists and is not a seedgate mutant: mutate never moves it`, {
      hint: "pass --branch NAME to commit the mutant on another branch"
    });
}
function commitMessage(property, file, m, count) {
  return [
    `seedgate mutant: ${m.function}() in ${file}:${m.line}, ${m.before} → ${m.after}`,
    "",
    `Not a bug fix, never to merge: mutation ${m.index} of ${count} (${m.kind}) that seedgate mutate`,
    `made so the property ${property} has a parent it fails on. seedgate hunt runs on it and the`,
    "journal records it as parent_sha: keep this branch (docs/adopting.md).",
    "",
    `${MUTANT_TRAILER}: ${property} ${m.index}/${count}`,
    ""
  ].join("\n");
}
async function readText(git, rev, path) {
  const bytes = await git.readFile(rev, path);
  if (bytes === null) throw new SeedgateError("input", `${path} is not committed at HEAD`, { file: path, hint: "commit the property test first" });
  return bytes.toString("utf8");
}

// src/cli/mutate.ts
async function mutateCli({ values, usage }, io) {
  const git = await localGit(values.cwd);
  const r = await mutate(
    {
      property: requireString(values.property, "--property", usage),
      ...values.pick ? { pick: wholeNumber(values.pick, "--pick") } : {},
      ...values.branch ? { branch: values.branch } : {},
      ...values.config ? { configPath: values.config } : {},
      list: values.list === true
    },
    { git, commits: await mutantCommits(git.root) }
  );
  io.out(values.json ? JSON.stringify(r, null, 2) : mutateText(r, journalOf(values.out, r.property)));
  return "success";
}
var journalOf = (out, id) => out ?? `oracles/${id}.json`;
var where = (r, m) => `${r.file}:${m.line} in ${m.function}(): ${m.before} → ${m.after} (${m.kind})`;
function mutateText(r, journal) {
  const scope = `${r.file}${r.functions.length ? `, ${r.functions.join(", ")}` : ""}`;
  if (r.picked === void 0)
    return [
      `${r.mutations.length} mutations of ${scope} for ${r.property} (seedgate mutate --pick N commits one):`,
      ...r.mutations.map((m2) => `  ${m2.index}. ${where(r, m2)}`)
    ].join("\n");
  const m = r.picked;
  const next = m.index < r.mutations.length ? `seedgate mutate --property ${r.property} --pick ${m.index + 1}` : null;
  return [
    `mutant parent: ${r.branch} → ${r.commit.slice(0, 12)}, HEAD ${r.base.slice(0, 12)} with mutation ${m.index} of ${r.mutations.length}:`,
    `  ${where(r, m)}`,
    `  - ${m.lineBefore.trim()}`,
    `  + ${m.lineAfter.trim()}`,
    "your working tree and index are unchanged. Next, hunt with it as the parent:",
    `  ${huntCommand({ propertyId: r.property, journal, introduced: { commit: r.commit, parent: r.branch } })}`,
    ...next ? [`zero hits? the property does not catch this mutation: ${next} commits the next one`] : [],
    `keep the branch (git push origin ${r.branch}): the journal records ${r.commit.slice(0, 12)} as its parent, and the re-hunt hunts it again`
  ].join("\n");
}
export {
  mutateCli,
  mutateText
};
