// What runners.setup makes in the checkout (a venv, node_modules, an editable install's
// metadata) stays out of git: init adds those folders to .gitignore, creating the file or
// appending only the lines it lacks, never touching the user's own lines. Pure.
import { VENV, type Layout } from "./init-layout.js";
import type { PlannedFile } from "./init-plan.js";

export const GITIGNORE = ".gitignore";
const HEADER = "# seedgate: what runners.setup makes in the checkout";

/** The folders the layout's setup makes, as .gitignore lines. */
export function setupOutputs(layout: Layout | undefined): string[] {
  if (layout === undefined || layout.setup.length === 0) return [];
  if (layout.language === "node") return ["node_modules/"];
  const venv = layout.python?.startsWith(`${VENV}/`) ? [`${VENV}/`] : [];
  // setuptools writes `<name>.egg-info/` beside the package for `pip install -e`.
  const editable = layout.setup.some((argv) => argv.includes("-e")) ? ["*.egg-info/"] : [];
  return [...venv, ...editable];
}

/** `/.venv/`, `.venv/` and `.venv` ignore the same folder at the root: one is enough. */
const bare = (line: string): string => line.trim().replace(/^\//, "").replace(/\/$/, "");

/** The .gitignore to write (null: every line is there already). `existing` is its text, null when absent. */
export function gitignoreFile(wanted: readonly string[], existing: string | null): PlannedFile | null {
  const have = new Set((existing ?? "").split(/\r?\n/).map(bare));
  const missing = [...new Set(wanted)].filter((line) => !have.has(bare(line)));
  if (missing.length === 0) return null;
  if (existing === null) return { path: GITIGNORE, content: [HEADER, ...missing, ""].join("\n"), how: "create" };
  const sep = existing === "" || existing.endsWith("\n") ? "" : "\n";
  return { path: GITIGNORE, content: `${sep}${HEADER}\n${missing.join("\n")}\n`, how: "append" };
}
