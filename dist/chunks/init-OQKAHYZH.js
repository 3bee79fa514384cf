import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  requireString
} from "./chunk-YRDG2KR4.js";
import {
  usageOf
} from "./chunk-DF4ECJXL.js";
import {
  shippedWorkflows,
  workingTreePorts
} from "./chunk-XC7HGMKW.js";
import "./chunk-ZT4N7TUV.js";
import "./chunk-5LS33TRP.js";
import "./chunk-TLHTINSL.js";
import "./chunk-Q35FYUMK.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-X7SYXGFI.js";
import "./chunk-4X3LLOAI.js";
import "./chunk-W5BZOWZW.js";
import "./chunk-W2LSDDCG.js";
import "./chunk-PTS2FI7U.js";
import "./chunk-YDZACXCW.js";
import "./chunk-6LBXVNPG.js";
import "./chunk-RGSGG2WK.js";
import {
  CONFIG_PATH,
  PYTHON_ISOLATION
} from "./chunk-JBJC2ID3.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/cli/init.ts
import { resolve } from "node:path";

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
var JOURNAL_DIR = "oracles";
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
  const journal = `${JOURNAL_DIR}/${propertyId}.json`;
  const files = [
    { path: CONFIG_PATH, content: configText(login), how: "create" },
    ...SHAPE_WORKFLOWS[req.shape].map((w) => ({ path: w.path, content: pinned(w.source, workflows, req.pin), how: "create" })),
    { path: journal, content: JSON.stringify(proposedJournal(propertyId, req.selector), null, 2) + "\n", how: "create" }
  ];
  if (login !== void 0) files.push(codeownersFile(`@${login}`, file, codeowners));
  return { propertyId, journal, files };
}
function pinned(source, workflows, pin) {
  const text = workflows.get(source);
  if (text === void 0 || !text.includes(SHIPPED_USES))
    throw new SeedgateError("internal", `the shipped workflow ${source} is missing or has no ${SHIPPED_USES} to pin`);
  return text.replaceAll(SHIPPED_USES, SHIPPED_USES.replace(/@.*$/, `@${pin}`));
}
function proposedJournal(id, selector) {
  return { id, selector, replay: { seeds: [], fixtures: [], hits: 0, last_hit_at: null }, holdout: { seeds: [], generator_saw: false }, state: "proposed" };
}
function configText(login) {
  return [
    "# seedgate's configuration (docs/formats.md). It is sealed: from now on a pull request",
    "# that edits it, a workflow, a journal or a property's test passes only when it changes",
    "# sealed files and nothing else, with an approving review from one of `owners`.",
    'sealed: [".sealed/**", "oracles/**"]',
    `journals: "${JOURNAL_DIR}/*.json"`,
    `runners: { isolation: ${PYTHON_ISOLATION} }   # production code runs in its own sandboxed process (docs/security.md)`,
    `owners: [${login === void 0 ? "" : JSON.stringify(login)}]${login === void 0 ? "   # add who may approve sealed-only pull requests" : ""}`,
    "check:",
    "  name: seedgate",
    ""
  ].join("\n");
}
function codeownersLines(owner, selectorFile, codeownersPath) {
  const dirs = ["/.github/", "/.sealed/", `/${JOURNAL_DIR}/`];
  const self = codeownersPath.startsWith(".github/") ? [] : [`/${codeownersPath}`];
  return [...dirs, `/${selectorFile}`, ...self].map((p) => `${p} ${owner}`);
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
function nextSteps(plan, shape) {
  const id = plan.propertyId;
  return [
    "next steps (docs/adopting.md):",
    `  1. commit these files on a branch: git switch -c seedgate-bootstrap && git add -A && git commit -m "adopt seedgate"`,
    `  2. hunt on the parent (a commit that still has the bug the property catches):`,
    `       seedgate hunt --parent PARENT --property ${id} --budget 100 --out ${plan.journal}`,
    `  3. review the proposal and its fixtures, then lock it yourself: seedgate lock ${id}`,
    "  4. commit, and land this bootstrap pull request before the check is required:",
    "     it is sealed-only and the base lists no owners yet, so the gate cannot pass it",
    `  5. make the check run "seedgate" required (branch protection or a ruleset)${shape === "hardened" ? ", pinned to your GitHub App" : ""}`
  ];
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
  const plan = initPlan(s, sources, existingCodeowners(ws));
  const written = checkWrites(ws, plan, s.force, await ports.git.uncommitted(plan.files.map((f) => f.path)));
  for (const f of plan.files) {
    ws.makeDir(f.path.split("/").slice(0, -1).join("/"));
    if (f.how === "append") ws.appendFile(f.path, f.content);
    else ws.writeFile(f.path, f.content);
  }
  return { command: "init", propertyId: plan.propertyId, journal: plan.journal, written };
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
var USAGE = usageOf("init");
async function initCli({ values }, io) {
  const shape = values.shape ?? "quick";
  if (shape !== "quick" && shape !== "hardened") throw new SeedgateError("usage", `--shape is quick or hardened, got "${shape}"`, { hint: USAGE });
  const { git, workspace } = await workingTreePorts(resolve(values.cwd ?? "."));
  const settings = {
    shape,
    selector: requireString(values.selector, "--selector", USAGE),
    ...values.owner ? { owner: values.owner } : {},
    pin: values.pin ?? "v0",
    force: values.force === true
  };
  const r = await init(settings, { workspace, shipped: shippedWorkflows(), git: { uncommitted: (paths) => git.uncommitted(paths) } });
  if (values.json) return io.out(JSON.stringify(r, null, 2)), 0;
  io.out(
    [...r.written.map((w) => `${w.how === "create" ? "wrote" : w.how === "append" ? "appended to" : "replaced"} ${w.path}`), "", ...nextSteps(r, shape)].join(
      "\n"
    )
  );
  return 0;
}
export {
  initCli
};
