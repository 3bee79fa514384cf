import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  nextSteps
} from "./chunk-QB6DHMG6.js";
import {
  shippedWorkflows,
  shippedWorkflowsDir,
  workingTreePorts
} from "./chunk-6ENNH4B6.js";
import {
  requireString
} from "./chunk-R5RWFD4Z.js";
import "./chunk-BXUDB6KX.js";
import {
  SPEC_FIELDS
} from "./chunk-TSXIX5EH.js";
import {
  PRESETS,
  ruleFor
} from "./chunk-P6U5UL5V.js";
import "./chunk-EO4NIVAV.js";
import "./chunk-MXVQWBCP.js";
import "./chunk-7WG2ZM5M.js";
import "./chunk-F4XUKZHO.js";
import "./chunk-TLHTINSL.js";
import "./chunk-6GYLSYQK.js";
import {
  processExec
} from "./chunk-IAKL2HAF.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-T5SIEDVH.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-V7QMJJJF.js";
import "./chunk-NXVDCMLE.js";
import "./chunk-3VTLRWNT.js";
import {
  escapeGlob
} from "./chunk-3TNBGBUS.js";
import {
  CONFIG_PATH,
  PYTHON_ISOLATION
} from "./chunk-5AD4QTPM.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-J6YZ5B6J.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/cli/init.ts
import { dirname, resolve } from "node:path";

// src/core/edits/init-config.ts
var JOURNAL_DIR = "oracles";
var LEDGER_FILE = "seed_ledger.json";
var LEDGER_FIXTURES = "tests/fixtures";
function configText(c) {
  const owners = `owners: [${c.login === void 0 ? "" : JSON.stringify(c.login)}]${c.login === void 0 ? "   # add who may approve sealed-only pull requests" : ""}`;
  const where = c.ledger ? [`sealed: [".sealed/**", "${LEDGER_FIXTURES}/**", "${LEDGER_FILE}"]`, `ledger: ${LEDGER_FILE}`] : [`sealed: [".sealed/**", "oracles/**"${tsconfigsText(c.layout)}`, `journals: "${JOURNAL_DIR}/*.json"`];
  return [
    "# seedgate's configuration (docs/formats.md). It is sealed: from now on a pull request",
    "# that edits it, a workflow, a journal or a property's test passes only when it changes",
    "# sealed files and nothing else, with an approving review from one of `owners`.",
    ...where,
    owners,
    ...runnersText(c.layout),
    "check:",
    "  name: seedgate",
    ""
  ].join("\n");
}
function tsconfigsText(layout) {
  const files = /* @__PURE__ */ new Set([...tsJest(layout) ? ["tsconfig.json"] : [], ...layout?.tsconfigs ?? []]);
  if (files.size === 0) return "]";
  const why = layout?.tsconfigs !== void 0 ? "TypeScript paths are read only from sealed tsconfig files" : "ts-jest compiles the jest test with it";
  return `, ${[...files].map((f) => JSON.stringify(f)).join(", ")}]   # ${why} (docs/support.md)`;
}
var tsJest = (layout) => layout?.dependencies?.includes("ts-jest") === true && layout.rules?.some((r) => r.preset === "jest") === true;
function runnersText(layout) {
  const lines = ["runners:", `  isolation: ${PYTHON_ISOLATION}   # production code runs in its own sandboxed process (docs/security.md)`];
  if (layout === void 0) return lines;
  if (layout.pythonPaths !== void 0)
    lines.push(`  pythonPaths: ${JSON.stringify(layout.pythonPaths)}   # production code, from ${layout.pythonPathsFrom ?? "the layout"}`);
  if (layout.python !== void 0) lines.push(`  python: ${layout.python}   # made by setup; a relative path is read from the repository root`);
  if (layout.rules !== void 0 && layout.rules.length > 0) {
    lines.push("  rules:   # the first rule whose glob matches the selector's file picks the preset");
    for (const r of layout.rules) lines.push(`    - { match: ${JSON.stringify(r.match)}, preset: ${r.preset} }   # ${r.because}`);
  }
  if (layout.setup.length > 0) {
    lines.push("  network: setup   # open for the installs below, closed while the rows run");
    lines.push("  setup:   # run inside the lane's sandbox, before the sealed files are restored");
    for (const argv of layout.setup) lines.push(`    - ${JSON.stringify(argv)}`);
  }
  return lines;
}

// src/core/edits/init-plan.ts
var SHAPE_WORKFLOWS = {
  quick: [
    { source: "quick-start.yml", path: ".github/workflows/seedgate.yml" },
    { source: "rehunt.yml", path: ".github/workflows/seedgate-rehunt.yml" }
  ],
  hardened: [
    { source: "hardened-lanes.yml", path: ".github/workflows/seedgate-lanes.yml" },
    { source: "hardened-judge.yml", path: ".github/workflows/seedgate-judge.yml" },
    { source: "rehunt.yml", path: ".github/workflows/seedgate-rehunt.yml" }
  ]
};
var SHIPPED_USES = "seedgate-dev/seedgate@v0";
var CODEOWNERS_PATHS = [".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS"];
var usage = (message, hint) => new SeedgateError("usage", message, { hint });
function parseSelector(selector) {
  const at = selector.indexOf("::");
  const file = at < 0 ? "" : selector.slice(0, at);
  const name = at < 0 ? "" : selector.slice(at + 2);
  const hint = "--selector names the property test: tests/properties/test_x.py::test_y";
  if (file === "" || name === "") throw usage(`--selector "${selector}" is not FILE::TEST`, hint);
  if (file.startsWith("/") || file.includes("\\") || file.split("/").some((s) => s === ".." || s === "." || s === "")) {
    throw usage(`--selector file "${file}" must be a plain repository-relative path`, hint);
  }
  return { file, name };
}
function propertyIdFor(selector) {
  const { name } = parseSelector(selector);
  const last = name.split(/\s*>\s*|::/).pop();
  const id = last.replace(/^test_?/i, "").replace(/[^A-Za-z0-9_.-]+/g, "_").replace(/^_+|_+$/g, "");
  if (id === "") throw usage(`cannot derive a property id from "${name}"`, "name the test after what it checks, e.g. test_round_trip");
  return id;
}
function ownerLogin(owner) {
  const login = owner.replace(/^@/, "");
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\/[A-Za-z0-9._-]+)?$/.test(login)) {
    throw usage(`--owner "${owner}" is not a GitHub login or org/team`, "e.g. --owner @alice or --owner @my-org/maintainers");
  }
  return login;
}
function initPlan(req, workflows, codeowners) {
  const { file } = parseSelector(req.selector);
  const propertyId = propertyIdFor(req.selector);
  const login = req.owner === void 0 ? void 0 : ownerLogin(req.owner);
  if (!/^[A-Za-z0-9._/-]+$/.test(req.pin)) throw usage(`--pin "${req.pin}" is not a tag or commit`, "e.g. --pin v0 or a release's full commit SHA");
  const ledger = req.ledger === true;
  const journal = ledger ? LEDGER_FILE : `${JOURNAL_DIR}/${propertyId}.json`;
  const first = ledger ? draftLedger(propertyId, req.selector) : proposedJournal(propertyId, req.selector);
  const files = [
    { path: CONFIG_PATH, content: configText({ login, ledger, layout: req.layout }), how: "create" },
    ...SHAPE_WORKFLOWS[req.shape].map((w) => ({ path: w.path, content: withSetup(pinned(w.source, workflows, req.pin), req.layout), how: "create" })),
    { path: journal, content: JSON.stringify(first, null, 2) + "\n", how: "create" }
  ];
  if (login !== void 0) files.push(codeownersFile(`@${login}`, [file, ...ledger ? [LEDGER_FILE, `${LEDGER_FIXTURES}/`] : []], codeowners));
  return { propertyId, journal, files };
}
function pinned(source, workflows, pin) {
  const text = workflows.get(source);
  if (text === void 0 || !text.includes(SHIPPED_USES))
    throw new SeedgateError("internal", `the shipped workflow ${source} is missing or has no ${SHIPPED_USES} to pin`);
  return text.replaceAll(`${SHIPPED_USES} ${SHIPPED_PIN_COMMENT}`, `${SHIPPED_USES} ${pinComment(pin)}`).replaceAll(SHIPPED_USES, SHIPPED_USES.replace(/@.*$/, `@${pin}`));
}
var SHIPPED_PIN_COMMENT = `# follows releases; or pin a release's full commit SHA (README, "Deploying it")`;
function pinComment(pin) {
  if (/^[0-9a-f]{40}$/.test(pin))
    return `# a full commit SHA: runs exactly this commit and follows nothing; until seedgate tags releases (then Dependabot or Renovate can propose each), move it by hand (README, "Deploying it")`;
  if (pin === SHIPPED_USES.replace(/^.*@/, "")) return SHIPPED_PIN_COMMENT;
  return `# the ref ${pin}: runs whatever commit it names when the workflow starts (README, "Deploying it")`;
}
var REHUNT_SETUP = "      # For a config with no runners.setup: the hunt then runs the runner's own Python. With\n      # one, the hunt runs it itself in the parent's worktree, sandboxed as the lanes run it.\n      - name: setup, as the lanes run it\n        run: pip install -r requirements.txt\n";
function withSetup(text, layout) {
  if (!text.includes(REHUNT_SETUP) || layout === void 0 || layout.setup.length === 0) return text;
  return text.replace(REHUNT_SETUP, "");
}
var SECRET_HOLDOUTS = 3;
function proposedJournal(id, selector) {
  return {
    id,
    selector,
    replay: { seeds: [], fixtures: [], hits: 0, last_hit_at: null },
    holdout: { seeds: [], generator_saw: false, secret: { k: SECRET_HOLDOUTS } },
    state: "proposed"
  };
}
function draftLedger(id, selector) {
  return { properties: [], fixtures: [], freezes: [], draft: [{ id, fn: selector, seed_budget: 100 }] };
}
function codeownersLines(owner, sealedFiles, codeownersPath) {
  const dirs = ["/.github/", "/.sealed/", `/${JOURNAL_DIR}/`];
  const self = codeownersPath.startsWith(".github/") ? [] : [`/${codeownersPath}`];
  return [...dirs, ...[sealedFiles].flat().map((f) => `/${f}`), ...self].map((p) => `${p} ${owner}`);
}
function codeownersFile(owner, selectorFile, existing) {
  const header = "# seedgate: sealed paths (a sealed-only pull request needs one of these owners' approval)";
  const path = existing?.path ?? CODEOWNERS_PATHS[0];
  const have = new Set((existing?.text ?? "").split("\n").map((l) => l.trim()));
  const lines = codeownersLines(owner, selectorFile, path).filter((l) => !have.has(l));
  if (existing === null) return { path, content: [header, ...lines, ""].join("\n"), how: "create" };
  const sep = existing.text === "" || existing.text.endsWith("\n") ? "" : "\n";
  return { path, content: lines.length === 0 ? "" : `${sep}
${header}
${lines.join("\n")}
`, how: "append" };
}

// src/core/edits/init-repo.ts
function tomlKeys(text, table) {
  return [...tomlTable(text, table).keys()];
}
function tomlTable(text, table) {
  const out = /* @__PURE__ */ new Map();
  let inside = false;
  let key = null;
  let depth = 0;
  for (const raw of text.split("\n")) {
    const line = raw.replace(/\s+#.*$/, "").trim();
    if (key !== null) {
      out.set(key, `${out.get(key)} ${line}`);
      depth += bracketDepth(line);
      if (depth <= 0) key = null;
      continue;
    }
    const header = /^\[\s*([^\]]+?)\s*\]$/.exec(line);
    if (header) {
      inside = header[1].replace(/["']/g, "") === table;
      continue;
    }
    const kv = inside ? /^("[^"]*"|'[^']*'|[\w.-]+)\s*=\s*(.*)$/.exec(line) : null;
    if (kv === null) continue;
    const name = kv[1].replace(/^["']|["']$/g, "");
    out.set(name, kv[2]);
    depth = bracketDepth(kv[2]);
    if (depth > 0) key = name;
  }
  return out;
}
function bracketDepth(s) {
  const bare2 = s.replace(/"[^"]*"|'[^']*'/g, "");
  return (bare2.match(/[[{]/g) ?? []).length - (bare2.match(/[\]}]/g) ?? []).length;
}
function tomlStrings(value) {
  return value === void 0 ? [] : [...value.matchAll(/"([^"]*)"|'([^']*)'/g)].map((m) => m[1] ?? m[2]);
}

// src/core/edits/init-python-roots.ts
var clean = (paths) => [
  ...new Set(
    paths.map((p) => p.replace(/^\.\//, "").replace(/\/+$/, "")).filter((p) => p !== "" && p !== "." && !p.startsWith("/") && !p.split("/").includes(".."))
  )
];
var found = (paths, from) => {
  const c = clean(paths);
  return c.length === 0 ? null : { paths: c, from };
};
var pyproject = (table, key, pick) => {
  return (repo) => {
    const text = repo.text("pyproject.toml");
    const value = text === null ? void 0 : tomlTable(text, table).get(key);
    return value === void 0 ? null : found(pick(value), `pyproject.toml [${table}] ${key}`);
  };
};
var dirnames = (value) => tomlStrings(value).map((p) => p.includes("/") ? p.replace(/\/[^/]*\/?$/, "") : ".");
var READERS = [
  pyproject("tool.pytest.ini_options", "pythonpath", (v) => /^\s*\[/.test(v) ? tomlStrings(v) : tomlStrings(v).flatMap((s) => s.split(/\s+/))),
  pyproject("tool.setuptools", "package-dir", (v) => [.../(?:^|[{,])\s*(?:""|'')\s*=\s*["']([^"']+)["']/.exec(v)?.slice(1, 2) ?? []]),
  pyproject("tool.setuptools.packages.find", "where", tomlStrings),
  pyproject("tool.hatch.build.targets.wheel", "packages", dirnames),
  pyproject("tool.poetry", "packages", (v) => [...v.matchAll(/from\s*=\s*["']([^"']+)["']/g)].map((m) => m[1])),
  (repo) => iniValue(repo, "pytest.ini", "pytest", "pythonpath"),
  (repo) => iniValue(repo, "setup.cfg", "tool:pytest", "pythonpath"),
  (repo) => {
    const v = iniValue(repo, "setup.cfg", "options", "package_dir");
    const src = v === null ? void 0 : /(?:^|\s)=\s*(\S+)/.exec(v.paths.join(" "))?.[1];
    return src === void 0 ? null : found([src], "setup.cfg [options] package_dir");
  },
  srcFolder
];
function pythonImportRoots(repo) {
  for (const read of READERS) {
    const r = read(repo);
    if (r !== null) return r;
  }
  return null;
}
function srcFolder(repo) {
  const isPackage = (dir) => repo.entries(dir).includes("__init__.py");
  const src = repo.entries("src");
  const inSrc = src.some((n) => n.endsWith(".py") || isPackage(`src/${n}`));
  const atRoot = repo.entries("").some((n) => !["tests", "test", "src", "docs"].includes(n) && isPackage(n));
  return inSrc && !atRoot ? { paths: ["src"], from: "a package under src/" } : null;
}
function iniValue(repo, file, section, key) {
  const text = repo.text(file);
  if (text === null) return null;
  let inside = false;
  let value = null;
  for (const line of text.split("\n")) {
    const header = /^\[([^\]]+)\]\s*$/.exec(line);
    if (header) {
      if (value !== null) break;
      inside = header[1].trim() === section;
      continue;
    }
    if (value !== null) {
      if (/^\s+\S/.test(line)) value.push(line.trim());
      else break;
      continue;
    }
    const kv = inside ? new RegExp(`^${key}\\s*[=:]\\s*(.*)$`).exec(line) : null;
    if (kv) value = kv[1].trim() === "" ? [] : [kv[1].trim()];
  }
  if (value === null) return null;
  if (key === "package_dir") return { paths: value, from: `${file} [${section}] ${key}` };
  return found(value.join(" ").split(/\s+/), `${file} [${section}] ${key}`);
}

// src/core/edits/init-layout.ts
var VENV = ".venv";
var PIP = `${VENV}/bin/pip`;
var MAKE_VENV = ["python3", "-m", "venv", "--system-site-packages", VENV];
var TEST_EXTRAS = ["test", "tests", "testing", "dev"];
function readLayout(repo, language) {
  return language === "node" ? nodeLayout(repo) : pythonLayout(repo);
}
function pythonLayout(repo) {
  const roots = pythonImportRoots(repo);
  const install = pythonInstall(repo);
  const paths = roots === null ? {} : { pythonPaths: roots.paths, pythonPathsFrom: roots.from };
  if (install === null)
    return {
      language: "python",
      ...paths,
      setup: [],
      notes: ["no requirements*.txt and no pyproject.toml [project]: runners.setup is empty, so the rows use the runner's Python as is"]
    };
  return { language: "python", ...paths, python: `${VENV}/bin/python`, setup: [MAKE_VENV, install], notes: [] };
}
function pythonInstall(repo) {
  const reqs = repo.entries("").filter((n) => /^([\w-]*requirements[\w.-]*)\.txt$/i.test(n) && !/docs?\b/i.test(n)).sort((a, b) => a === "requirements.txt" ? -1 : b === "requirements.txt" ? 1 : a.localeCompare(b));
  if (reqs.length > 0) return [PIP, "install", ...reqs.flatMap((r) => ["-r", r])];
  const pyproject2 = repo.text("pyproject.toml");
  if (pyproject2 === null || !/^\s*\[project\]\s*$/m.test(pyproject2)) return null;
  const extras = tomlKeys(pyproject2, "project.optional-dependencies");
  const extra = TEST_EXTRAS.find((e) => extras.includes(e));
  return [PIP, "install", "-e", extra === void 0 ? "." : `.[${extra}]`];
}
function nodeLayout(repo) {
  const files = new Set(repo.entries(""));
  if (!files.has("package.json")) return { language: "node", setup: [], notes: ["no package.json at the root: runners.setup is empty"] };
  const declared = declaredPackages(repo.text("package.json"));
  const deps = declared === null ? { notes: ["package.json is not a JSON object: init cannot tell which test runner the project uses"] } : { dependencies: declared };
  const aliases = tsconfigChain(repo);
  const layout = (setup, notes = []) => ({
    language: "node",
    setup,
    ...deps,
    ...aliases === null ? {} : { tsconfigs: aliases },
    notes: [...notes, ...deps.notes ?? []]
  });
  if (files.has("package-lock.json") || files.has("npm-shrinkwrap.json")) return layout([["npm", "ci"]]);
  if (files.has("pnpm-lock.yaml")) return layout([["pnpm", "install", "--frozen-lockfile"]]);
  if (files.has("yarn.lock")) return layout([["yarn", "install", "--frozen-lockfile"]]);
  return layout(
    [["npm", "install"]],
    ["no lockfile: runners.setup runs `npm install`; commit a package-lock.json and change it to `npm ci` so the lanes install what you tested"]
  );
}
function declaredPackages(text) {
  let meta;
  try {
    meta = JSON.parse(text ?? "");
  } catch {
    return null;
  }
  if (meta === null || typeof meta !== "object" || Array.isArray(meta)) return null;
  const record = meta;
  const names = SPEC_FIELDS.flatMap((f) => record[f] !== null && typeof record[f] === "object" ? Object.keys(record[f]) : []);
  return [...new Set(names)].sort();
}
function tsconfigChain(repo) {
  const chain = [];
  let path = "tsconfig.json";
  let paths = false;
  while (path !== null && !chain.includes(path)) {
    const text = repo.text(path);
    if (text === null) break;
    chain.push(path);
    paths ||= /"paths"\s*:/.test(text);
    const parent = /"extends"\s*:\s*"(\.{1,2}\/[^"]+)"/.exec(text)?.[1];
    path = parent === void 0 ? null : relativeTo(path, parent.endsWith(".json") ? parent : `${parent}.json`);
  }
  return paths ? chain : null;
}
function relativeTo(from, ref) {
  const parts = from.split("/").slice(0, -1);
  for (const part of ref.split("/")) {
    if (part === "..") {
      if (parts.pop() === void 0) return null;
    } else if (part !== "." && part !== "") parts.push(part);
  }
  return parts.join("/");
}

// src/core/edits/init-gitignore.ts
var GITIGNORE = ".gitignore";
var HEADER = "# seedgate: what runners.setup makes in the checkout";
function setupOutputs(layout) {
  if (layout === void 0 || layout.setup.length === 0) return [];
  if (layout.language === "node") return ["node_modules/"];
  const venv = layout.python?.startsWith(`${VENV}/`) ? [`${VENV}/`] : [];
  const editable = layout.setup.some((argv) => argv.includes("-e")) ? ["*.egg-info/"] : [];
  return [...venv, ...editable];
}
var bare = (line) => line.trim().replace(/^\//, "").replace(/\/$/, "");
function gitignoreFile(wanted, existing) {
  const have = new Set((existing ?? "").split(/\r?\n/).map(bare));
  const missing = [...new Set(wanted)].filter((line) => !have.has(bare(line)));
  if (missing.length === 0) return null;
  if (existing === null) return { path: GITIGNORE, content: [HEADER, ...missing, ""].join("\n"), how: "create" };
  const sep = existing === "" || existing.endsWith("\n") ? "" : "\n";
  return { path: GITIGNORE, content: `${sep}${HEADER}
${missing.join("\n")}
`, how: "append" };
}

// src/runners/adopt.ts
function adoptedRule(selector, declared) {
  const claimed = ruleFor({ runners: { rules: [] } }, selector)?.preset;
  const runnerOf = (name) => name === void 0 ? void 0 : PRESETS[name]?.testRunner;
  const own = runnerOf(claimed);
  if (own === void 0 || declared.includes(own)) return void 0;
  const other = Object.entries(PRESETS).find(
    ([name, p]) => name !== claimed && p.testRunner !== void 0 && declared.includes(p.testRunner)
  );
  if (other === void 0) return void 0;
  const file = selector.split("::")[0];
  const dir = file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : void 0;
  return {
    match: dir === void 0 ? escapeGlob(file) : `${escapeGlob(dir)}/**`,
    preset: other[0],
    because: `package.json declares ${other[1].testRunner} and no ${own}`
  };
}

// src/modes/init/init.ts
async function init(s, ports) {
  const ws = ports.workspace;
  const { file } = parseSelector(s.selector);
  if (ws.kind(file) !== "file") {
    throw new SeedgateError("usage", `the property's test file ${file} does not exist`, {
      file,
      hint: "write the property test first: init seals the file its selector names"
    });
  }
  const sources = new Map(SHAPE_WORKFLOWS[s.shape].map((w) => [w.source, shippedText(ports.shipped, w.source)]));
  const layout = withRule(s.selector, languageOf(s.selector) === void 0 ? void 0 : readLayout(repoView(ws), languageOf(s.selector)));
  const plan = withIgnores(ws, initPlan({ ...s, ...layout ? { layout } : {} }, sources, existingCodeowners(ws)), layout);
  const written = checkWrites(ws, plan, s.force, await ports.git.uncommitted(plan.files.map((f) => f.path)));
  for (const f of plan.files) {
    ws.makeDir(f.path.split("/").slice(0, -1).join("/"));
    if (f.how === "append") ws.appendFile(f.path, f.content);
    else ws.writeFile(f.path, f.content);
  }
  const introduced = await ports.introduced?.(file) ?? null;
  return { command: "init", propertyId: plan.propertyId, journal: plan.journal, ledger: s.ledger === true, layout, introduced, selectorFile: file, written };
}
function languageOf(selector) {
  const { file } = parseSelector(selector);
  if (file.endsWith(".py")) return "python";
  return /\.[cm]?[jt]sx?$/.test(file) ? "node" : void 0;
}
function withRule(selector, layout) {
  const rule = layout?.dependencies === void 0 ? void 0 : adoptedRule(selector, layout.dependencies);
  return rule === void 0 ? layout : { ...layout, rules: [rule] };
}
function withIgnores(ws, plan, layout) {
  const existing = ws.kind(GITIGNORE) === "file" ? ws.readFile(GITIGNORE)?.toString("utf8") ?? null : null;
  const ignore = gitignoreFile(setupOutputs(layout), existing);
  return ignore === null ? plan : { ...plan, files: [...plan.files, ignore] };
}
function repoView(ws) {
  return {
    text: (path) => ws.kind(path) === "file" ? ws.readFile(path)?.toString("utf8") ?? null : null,
    entries: (dir) => ws.kind(dir === "" ? "." : dir) === "dir" ? ws.list(dir === "" ? "." : dir).map((e) => e.name) : []
  };
}
function checkWrites(ws, plan, force, dirty) {
  const refusals = [];
  const written = plan.files.map((f) => {
    const exists = ws.kind(f.path) !== "absent";
    if (exists && dirty.has(f.path)) refusals.push(`${f.path} has uncommitted changes (or is untracked)`);
    else if (exists && f.how === "create" && !force) refusals.push(`${f.path} already exists`);
    return { path: f.path, how: exists && f.how === "create" ? "replace" : f.how };
  });
  if (refusals.length > 0) {
    const hint = refusals.every((r) => r.endsWith("already exists")) ? "--force replaces files that are committed and unchanged (git can give them back)" : "commit or stash that work first: init never touches uncommitted work, even with --force";
    throw new SeedgateError("usage", `init would overwrite: ${refusals.join("; ")}`, {
      file: plan.files.find((f) => refusals.some((r) => r.startsWith(f.path)))?.path,
      hint
    });
  }
  return written;
}
function existingCodeowners(ws) {
  const path = CODEOWNERS_PATHS.find((p) => ws.kind(p) === "file");
  return path === void 0 ? null : { path, text: ws.readFile(path).toString("utf8") };
}
function shippedText(shipped, source) {
  const bytes = shipped.readFile(source);
  if (bytes === null)
    throw new SeedgateError("internal", `seedgate's example workflow ${source} is missing from ${shipped.root}`, {
      file: source,
      hint: "run seedgate from a checkout of its repository (dist/cli.js)"
    });
  return bytes.toString("utf8");
}

// src/cli/init.ts
async function initCli({ values, usage: usage2 }, io) {
  const shape = values.shape ?? "quick";
  if (shape !== "quick" && shape !== "hardened") throw new SeedgateError("usage", `--shape is quick or hardened, got "${shape}"`, { hint: usage2 });
  const { git, workspace } = await workingTreePorts(resolve(values.cwd ?? "."));
  const settings = {
    shape,
    selector: requireString(values.selector, "--selector", usage2),
    ...values.owner ? { owner: values.owner } : {},
    pin: values.pin ?? await ownCommit(),
    ledger: values.ledger === true,
    force: values.force === true
  };
  const r = await init(settings, {
    workspace,
    shipped: shippedWorkflows(),
    git: { uncommitted: (paths) => git.uncommitted(paths) },
    introduced: (path) => introducedBy(git.root, path)
  });
  if (values.json) return io.out(JSON.stringify(r, null, 2)), "success";
  const how = (w) => w.how === "create" ? "wrote" : w.how === "append" ? "appended to" : "replaced";
  const found2 = [
    ...r.layout?.pythonPaths ? [`production code: ${r.layout.pythonPaths.join(", ")} (from ${r.layout.pythonPathsFrom}) → runners.pythonPaths`] : [],
    ...r.layout && r.layout.setup.length > 0 ? [`test dependencies: runners.setup installs them inside the lane's sandbox (network: setup)`] : [],
    ...(r.layout?.rules ?? []).map((x) => `test runner: ${x.because} → runners.rules: { match: ${x.match}, preset: ${x.preset} }`),
    ...r.layout?.notes ?? []
  ];
  io.out([...found2, ...found2.length ? [""] : [], ...r.written.map((w) => `${how(w)} ${w.path}`), "", ...nextSteps(r, shape)].join("\n"));
  return "success";
}
async function ownCommit() {
  const root = dirname(dirname(shippedWorkflowsDir()));
  const r = await processExec.run({ command: "git", args: ["rev-parse", "HEAD"], cwd: root, env: { PATH: process.env.PATH ?? "" }, timeoutMs: 3e4 });
  const sha = r.stdoutTail.trim();
  if (r.exitCode === 0 && /^[0-9a-f]{40}$/.test(sha)) return sha;
  throw new SeedgateError("usage", `seedgate at ${root} is not a git checkout, so init cannot pin the workflows to its commit`, {
    hint: 'pass --pin with the full commit SHA of seedgate you installed (docs/adopting.md, "Install and pin")'
  });
}
async function introducedBy(root, path) {
  const r = await processExec.run({
    command: "git",
    args: ["log", "--diff-filter=A", "--format=%H %P", "--", path],
    cwd: root,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" },
    timeoutMs: 3e4
  });
  const last = r.exitCode === 0 ? r.stdoutTail.trim().split("\n").pop() : void 0;
  const [commit, parent] = (last ?? "").split(" ");
  return commit && parent ? { commit, parent } : null;
}
export {
  initCli
};
