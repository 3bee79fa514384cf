// What `seedgate init` writes, as data: the config, the workflows of one deployment
// shape (the shipped examples/workflows files, with the action pinned), the CODEOWNERS
// lines for the sealed paths and a first journal in state `proposed` (seed 000: only a
// parent hit makes it `hit`, only a human makes it `locked`), in secret-holdout mode;
// or, with --ledger, a seed 002 ledger holding the property as a draft. No IO here.
import { CONFIG_PATH } from "../inputs/config.js";
import { SeedgateError } from "../errors.js";
import type { RawJournal } from "../formats/journal.js";
import { configText, JOURNAL_DIR, LEDGER_FILE, LEDGER_FIXTURES } from "./init-config.js";
import type { Layout } from "./init-layout.js";

export { JOURNAL_DIR, LEDGER_FILE };

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
/** Where GitHub looks for CODEOWNERS, in its order; init writes the first when none exists. */
export const CODEOWNERS_PATHS = [".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS"] as const;

export interface InitRequest {
  readonly shape: Shape;
  readonly selector: string;
  /** GitHub login (with or without "@") or org/team. */
  readonly owner?: string;
  /** Tag or commit the workflows' `uses:` pins, e.g. "v0". */
  readonly pin: string;
  /** Seed 002: a ledger with the property as a draft, instead of a journal. */
  readonly ledger?: boolean;
  /** What the repository's layout asks of the runners (init-layout.ts). */
  readonly layout?: Layout;
}

export interface PlannedFile {
  readonly path: string;
  readonly content: string;
  /** `append`: an existing CODEOWNERS keeps its lines; ours go after them. */
  readonly how: "create" | "append";
}

export interface InitPlan {
  readonly propertyId: string;
  /** The journal, or with --ledger the ledger, the hunt writes its proposal over. */
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
  const ledger = req.ledger === true;
  const journal = ledger ? LEDGER_FILE : `${JOURNAL_DIR}/${propertyId}.json`;
  const first = ledger ? draftLedger(propertyId, req.selector) : proposedJournal(propertyId, req.selector);
  const files: PlannedFile[] = [
    { path: CONFIG_PATH, content: configText({ login, ledger, layout: req.layout }), how: "create" },
    ...SHAPE_WORKFLOWS[req.shape].map((w) => ({ path: w.path, content: withSetup(pinned(w.source, workflows, req.pin), req.layout), how: "create" as const })),
    { path: journal, content: JSON.stringify(first, null, 2) + "\n", how: "create" },
  ];
  if (login !== undefined) files.push(codeownersFile(`@${login}`, [file, ...(ledger ? [LEDGER_FILE, `${LEDGER_FIXTURES}/`] : [])], codeowners));
  return { propertyId, journal, files };
}

function pinned(source: string, workflows: ReadonlyMap<string, string>, pin: string): string {
  const text = workflows.get(source);
  if (text === undefined || !text.includes(SHIPPED_USES))
    throw new SeedgateError("internal", `the shipped workflow ${source} is missing or has no ${SHIPPED_USES} to pin`);
  return text
    .replaceAll(`${SHIPPED_USES} ${SHIPPED_PIN_COMMENT}`, `${SHIPPED_USES} ${pinComment(pin)}`)
    .replaceAll(SHIPPED_USES, SHIPPED_USES.replace(/@.*$/, `@${pin}`));
}

/** The comment the shipped workflows carry on their first `uses:`: true of the moving tag only. */
export const SHIPPED_PIN_COMMENT = `# follows releases; or pin a release's full commit SHA (README, "Deploying it")`;

/** What the pin does, said where the user reads it: a full SHA never moves, so nothing updates it until someone does. */
export function pinComment(pin: string): string {
  if (/^[0-9a-f]{40}$/.test(pin))
    return `# a full commit SHA: runs exactly this commit and follows nothing; until seedgate tags releases (then Dependabot or Renovate can propose each), move it by hand (README, "Deploying it")`;
  if (pin === SHIPPED_USES.replace(/^.*@/, "")) return SHIPPED_PIN_COMMENT;
  return `# the ref ${pin}: runs whatever commit it names when the workflow starts (README, "Deploying it")`;
}

/** The re-hunt's setup step as shipped, for a config with no runners.setup (the hunt then runs the runner's Python). */
export const REHUNT_SETUP =
  "      # For a config with no runners.setup: the hunt then runs the runner's own Python. With\n" +
  "      # one, the hunt runs it itself in the parent's worktree, sandboxed as the lanes run it.\n" +
  "      - name: setup, as the lanes run it\n        run: pip install -r requirements.txt\n";

/** With runners.setup the hunt makes its own environment as the lanes do (modes/hunt/tree-env.ts): the re-hunt carries no setup step. */
function withSetup(text: string, layout: Layout | undefined): string {
  if (!text.includes(REHUNT_SETUP) || layout === undefined || layout.setup.length === 0) return text;
  return text.replace(REHUNT_SETUP, "");
}

/** Secret holdouts by default: the journal keeps only their count, so no reader of it can memorise them. */
export const SECRET_HOLDOUTS = 3;

/** Seed 000's candidate: no seeds yet; the hunt fills them in and moves it to `hit`, keeping secret mode. */
export function proposedJournal(id: string, selector: string): RawJournal {
  return {
    id,
    selector,
    replay: { seeds: [], fixtures: [], hits: 0, last_hit_at: null },
    holdout: { seeds: [], generator_saw: false, secret: { k: SECRET_HOLDOUTS } },
    state: "proposed",
  };
}

/** Seed 002's start: the property as a draft (the gate ignores drafts) until `seedgate promote` owns it. */
export function draftLedger(id: string, selector: string): Record<string, unknown> {
  return { properties: [], fixtures: [], freezes: [], draft: [{ id, fn: selector, seed_budget: 100 }] };
}

/** The sealed paths a human must review: seedgate's own files, the property's test and CODEOWNERS itself. */
export function codeownersLines(owner: string, sealedFiles: string | readonly string[], codeownersPath: string): string[] {
  const dirs = ["/.github/", "/.sealed/", `/${JOURNAL_DIR}/`];
  const self = codeownersPath.startsWith(".github/") ? [] : [`/${codeownersPath}`];
  return [...dirs, ...[sealedFiles].flat().map((f) => `/${f}`), ...self].map((p) => `${p} ${owner}`);
}

function codeownersFile(owner: string, selectorFile: readonly string[], existing: { readonly path: string; readonly text: string } | null): PlannedFile {
  const header = "# seedgate: sealed paths (a sealed-only pull request needs one of these owners' approval)";
  const path = existing?.path ?? CODEOWNERS_PATHS[0];
  const have = new Set((existing?.text ?? "").split("\n").map((l) => l.trim()));
  const lines = codeownersLines(owner, selectorFile, path).filter((l) => !have.has(l));
  if (existing === null) return { path, content: [header, ...lines, ""].join("\n"), how: "create" };
  const sep = existing.text === "" || existing.text.endsWith("\n") ? "" : "\n";
  return { path, content: lines.length === 0 ? "" : `${sep}\n${header}\n${lines.join("\n")}\n`, how: "append" };
}
