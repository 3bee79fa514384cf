// Small pieces shared by the terminal and markdown renderers (pure).
import type { Finding, Verdict } from "../core/findings.js";

export const short = (sha: string | null): string => (sha === null ? "(none)" : sha.slice(0, 12));

export const verdictWord = (v: Verdict): string => (v === "success" ? "success ✓" : "failure ✗");

export function findingLine(f: Finding): string {
  const where = f.file === undefined ? "" : `${f.file}${f.line === undefined ? "" : `:${f.line}`}: `;
  return `${where}${f.message}`;
}

/** Markdown-safe inline code for arbitrary paths (newlines and backticks included). */
export function code(text: string): string {
  const flat = text.replace(/\r?\n/g, "⏎");
  const fence = flat.includes("`") ? "``" : "`";
  return `${fence}${fence === "``" ? " " : ""}${flat}${fence === "``" ? " " : ""}${fence}`;
}

export const escapeCell = (text: string): string => text.replace(/\|/g, "\\|").replace(/\r?\n/g, " ");

export const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** One line of prose: no HTML, no table breaks, no control characters. */
export function inline(text: string): string {
  return plain(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\|/g, "\\|")
    .replace(/([*_`[\]])/g, "\\$1");
}

export const plain = (text: string): string => text.replace(/\r?\n/g, " ").replace(/[\u0000-\u001f\u007f]/g, "�");

/** A fence longer than any backtick run inside, so output cannot close it. */
export function fenced(text: string, lang: string): string[] {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return [`${fence}${lang}`, text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "�"), fence];
}
