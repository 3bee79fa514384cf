// What `seedgate init` writes, as data: the config, the workflows of one deployment
// shape (the shipped examples/workflows files, with the action pinned), the CODEOWNERS
// lines for the sealed paths and a first journal in state `proposed` (seed 000: only a
// parent hit makes it `hit`, only a human makes it `locked`). No IO here.
import { CONFIG_PATH } from "../inputs/config.js";
import { PYTHON_ISOLATION } from "../inputs/config-defaults.js";
import { SeedgateError } from "../errors.js";
import type { RawJournal } from "../formats/journal.js";

export type Shape = "quick" | "hardened";

/** Each shape's workflows: the example file it is copied from, and where it lands. */
export const SHAPE_WORKFLOWS: Readonly<Record<Shape, readonly { readonly source: string; readonly path: string }[]>> = {
  quick: [
    { source: "quick-start.yml", path: ".github/workflows/seedgate.yml" },
    { source: "rehunt.yml", path: ".github/workflows/seedgate-rehunt.yml" },
  ],
  hardened: [
    { source: "hardened-lanes.yml", path: ".github/workflows/seedgate-lanes.yml" },
    { source: "hardened-judge.yml", path: ".github/workflows/seedgate-judge.yml" },
    { source: "rehunt.yml", path: ".github/workflows/seedgate-rehunt.yml" },
  ],
};

/** The `uses:` the example workflows carry (the moving release tag); init pins what the user asks. */
export const SHIPPED_USES = "seedgate-dev/seedgate@v0";
export const JOURNAL_DIR = "oracles";
/** Where GitHub looks for CODEOWNERS, in its order; init writes the first when none exists. */
export const CODEOWNERS_PATHS = [".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS"] as const;

export interface InitRequest {
  readonly shape: Shape;
  readonly selector: string;
  /** GitHub login (with or without "@") or org/team. */
  readonly owner?: string;
  /** Tag or commit the workflows' `uses:` pins, e.g. "v0". */
  readonly pin: string;
}

export interface PlannedFile {
  readonly path: string;
  readonly content: string;
  /** `append`: an existing CODEOWNERS keeps its lines; ours go after them. */
  readonly how: "create" | "append";
}

export interface InitPlan {
  readonly propertyId: string;
  readonly journal: string;
  readonly files: readonly PlannedFile[];
}

const usage = (message: string, hint: string) => new SeedgateError("usage", message, { hint });

/** `path/test_x.py::test_y` (or a vitest `file::name`): a relative path and a test name. */
export function parseSelector(selector: string): { readonly file: string; readonly name: string } {
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

/** `test_round_trip` → `round_trip`: the journal's id and file name. */
export function propertyIdFor(selector: string): string {
  const { name } = parseSelector(selector);
  const last = name.split(/\s*>\s*|::/).pop()!;
  const id = last
    .replace(/^test_?/i, "")
    .replace(/[^A-Za-z0-9_.-]+/g, "_")
    .replace(/^_+|_+$/g, "");
  if (id === "") throw usage(`cannot derive a property id from "${name}"`, "name the test after what it checks, e.g. test_round_trip");
  return id;
}

/** "@alice" → "alice"; "org/team" stays. Refuses what CODEOWNERS could not name. */
export function ownerLogin(owner: string): string {
  const login = owner.replace(/^@/, "");
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\/[A-Za-z0-9._-]+)?$/.test(login)) {
    throw usage(`--owner "${owner}" is not a GitHub login or org/team`, "e.g. --owner @alice or --owner @my-org/maintainers");
  }
  return login;
}

export function initPlan(
  req: InitRequest,
  workflows: ReadonlyMap<string, string>,
  codeowners: { readonly path: string; readonly text: string } | null,
): InitPlan {
  const { file } = parseSelector(req.selector);
  const propertyId = propertyIdFor(req.selector);
  const login = req.owner === undefined ? undefined : ownerLogin(req.owner);
  if (!/^[A-Za-z0-9._/-]+$/.test(req.pin)) throw usage(`--pin "${req.pin}" is not a tag or commit`, "e.g. --pin v0 or a release's full commit SHA");
  const journal = `${JOURNAL_DIR}/${propertyId}.json`;
  const files: PlannedFile[] = [
    { path: CONFIG_PATH, content: configText(login), how: "create" },
    ...SHAPE_WORKFLOWS[req.shape].map((w) => ({ path: w.path, content: pinned(w.source, workflows, req.pin), how: "create" as const })),
    { path: journal, content: JSON.stringify(proposedJournal(propertyId, req.selector), null, 2) + "\n", how: "create" },
  ];
  if (login !== undefined) files.push(codeownersFile(`@${login}`, file, codeowners));
  return { propertyId, journal, files };
}

function pinned(source: string, workflows: ReadonlyMap<string, string>, pin: string): string {
  const text = workflows.get(source);
  if (text === undefined || !text.includes(SHIPPED_USES))
    throw new SeedgateError("internal", `the shipped workflow ${source} is missing or has no ${SHIPPED_USES} to pin`);
  return text.replaceAll(SHIPPED_USES, SHIPPED_USES.replace(/@.*$/, `@${pin}`));
}

/** Seed 000's candidate: no seeds yet; the hunt fills them in and moves it to `hit`. */
export function proposedJournal(id: string, selector: string): RawJournal {
  return { id, selector, replay: { seeds: [], fixtures: [], hits: 0, last_hit_at: null }, holdout: { seeds: [], generator_saw: false }, state: "proposed" };
}

function configText(login: string | undefined): string {
  return [
    "# seedgate's configuration (docs/formats.md). It is sealed: from now on a pull request",
    "# that edits it, a workflow, a journal or a property's test passes only when it changes",
    "# sealed files and nothing else, with an approving review from one of `owners`.",
    'sealed: [".sealed/**", "oracles/**"]',
    `journals: "${JOURNAL_DIR}/*.json"`,
    `runners: { isolation: ${PYTHON_ISOLATION} }   # production code runs in its own sandboxed process (docs/security.md)`,
    `owners: [${login === undefined ? "" : JSON.stringify(login)}]${login === undefined ? "   # add who may approve sealed-only pull requests" : ""}`,
    "check:",
    "  name: seedgate",
    "",
  ].join("\n");
}

/** The sealed paths a human must review: seedgate's own files, the property's test and CODEOWNERS itself. */
export function codeownersLines(owner: string, selectorFile: string, codeownersPath: string): string[] {
  const dirs = ["/.github/", "/.sealed/", `/${JOURNAL_DIR}/`];
  const self = codeownersPath.startsWith(".github/") ? [] : [`/${codeownersPath}`];
  return [...dirs, `/${selectorFile}`, ...self].map((p) => `${p} ${owner}`);
}

function codeownersFile(owner: string, selectorFile: string, existing: { readonly path: string; readonly text: string } | null): PlannedFile {
  const header = "# seedgate: sealed paths (a sealed-only pull request needs one of these owners' approval)";
  const path = existing?.path ?? CODEOWNERS_PATHS[0];
  const have = new Set((existing?.text ?? "").split("\n").map((l) => l.trim()));
  const lines = codeownersLines(owner, selectorFile, path).filter((l) => !have.has(l));
  if (existing === null) return { path, content: [header, ...lines, ""].join("\n"), how: "create" };
  const sep = existing.text === "" || existing.text.endsWith("\n") ? "" : "\n";
  return { path, content: lines.length === 0 ? "" : `${sep}\n${header}\n${lines.join("\n")}\n`, how: "append" };
}

/** What to do after init, in order (docs/adopting.md tells the same story). */
export function nextSteps(plan: Pick<InitPlan, "propertyId" | "journal">, shape: Shape): string[] {
  const id = plan.propertyId;
  return [
    "next steps (docs/adopting.md):",
    `  1. commit these files on a branch: git switch -c seedgate-bootstrap && git add -A && git commit -m "adopt seedgate"`,
    `  2. hunt on the parent (a commit that still has the bug the property catches):`,
    `       seedgate hunt --parent PARENT --property ${id} --budget 100 --out ${plan.journal}`,
    `  3. review the proposal and its fixtures, then lock it yourself: seedgate lock ${id}`,
    "  4. commit, and land this bootstrap pull request before the check is required:",
    "     it is sealed-only and the base lists no owners yet, so the gate cannot pass it",
    `  5. make the check run "seedgate" required (branch protection or a ruleset)${shape === "hardened" ? ", pinned to your GitHub App" : ""}`,
  ];
}
