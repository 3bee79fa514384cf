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
