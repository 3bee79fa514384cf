// What `validate` checks of runners.sealedRequirements before any lane installs it: pip's
// requirements format (a `\` ends a line that goes on; `#` after whitespace starts a
// comment; a line starting with `-` is an option, not a requirement) with a --hash on
// every requirement, since a lane installs with --require-hashes and a line without one
// makes every Python row an error. Pure.

/** The file's logical lines: continuations joined, comments and blank lines gone. */
function logicalLines(text: string): string[] {
  const out: string[] = [];
  let pending = "";
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/(^|\s)#.*$/, "");
    if (/\\\s*$/.test(line)) {
      pending += `${line.replace(/\\\s*$/, "")} `;
      continue;
    }
    const whole = `${pending}${line}`.trim();
    pending = "";
    if (whole !== "") out.push(whole);
  }
  if (pending.trim() !== "") out.push(pending.trim());
  return out;
}

/** The requirements of a requirements file that name no --hash, as written (first token), and how many requirements it has. */
export function unhashedRequirements(text: string): { readonly requirements: number; readonly unhashed: readonly string[] } {
  const requirements = logicalLines(text).filter((l) => !l.startsWith("-"));
  const unhashed = requirements.filter((l) => !/(^|\s)--hash[=\s]/.test(l)).map((l) => l.split(/\s+/)[0]!);
  return { requirements: requirements.length, unhashed };
}
