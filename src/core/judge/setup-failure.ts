// A lane whose runners.setup failed runs no row: every row is an error whose detail opens
// with SETUP_FAILED and whose tail is the tool's own last lines (pip's or npm's reason),
// bounded here so the CLI and the comment show that reason, not a page of install log.
export const SETUP_FAILED = "runners.setup command";
export const SETUP_TAIL_LINES = 20;
export const SETUP_TAIL_CHARS = 2048;

export const isSetupFailure = (detail: string): boolean => detail.startsWith(SETUP_FAILED);

/** The last SETUP_TAIL_LINES lines of a tool's output, at most SETUP_TAIL_CHARS, without trailing blank lines. */
export function setupTail(output: string): string {
  const lines = output.replace(/\r\n?/g, "\n").replace(/\s+$/, "").split("\n");
  const tail = lines.slice(-SETUP_TAIL_LINES).join("\n");
  if (tail.length <= SETUP_TAIL_CHARS) return tail;
  // Cut at a line start where one falls inside the budget, so no line is shown cut mid-word at its start.
  const cut = tail.slice(-SETUP_TAIL_CHARS);
  const start = cut.indexOf("\n");
  return start >= 0 && start < cut.length - 1 ? cut.slice(start + 1) : cut;
}
