// What GitHub shows: Markdown rendered by cmark-gfm (GitHub's own engine, from
// Debian) and checked for structure, because a lenient renderer hides the
// breakages a reviewer sees (a fence that ends a list item, a stray ``` or \_).
import { spawnSync } from "node:child_process";

export const CMARK = process.env.SEEDGATE_CMARK ?? "/usr/bin/cmark-gfm";

/** `--unsafe` keeps <details> (GitHub allows it); tagfilter still drops <script>, <iframe> and the like. */
export function cmark(markdown: string): string {
  const r = spawnSync(CMARK, ["--unsafe", "-e", "table", "-e", "autolink", "-e", "strikethrough", "-e", "tagfilter"], { input: markdown, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${CMARK} failed (${r.status}): ${r.stderr || r.error?.message}`);
  return r.stdout;
}

/** Fenced blocks opened in the source, by CommonMark's fence rule (any indentation, matching closer). */
export function fencesIn(markdown: string): number {
  let open: string | null = null;
  let count = 0;
  for (const line of markdown.split("\n")) {
    const m = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    if (m === null) continue;
    if (open === null) {
      open = m[1]!;
      count++;
    } else if (m[1]![0] === open[0] && m[1]!.length >= open.length && m[2]!.trim() === "") open = null;
  }
  return count;
}

/** List-item markers in the source, outside fences. */
export function listMarkersIn(markdown: string): number {
  let inFence = false;
  let count = 0;
  for (const line of markdown.split("\n")) {
    if (/^\s*(`{3,}|~{3,})/.test(line)) inFence = !inFence;
    else if (!inFence && /^\s*([-*+]|\d{1,9}[.)])\s+\S/.test(line)) count++;
  }
  return count;
}

/** The HTML's prose: code and pre removed, tags stripped. */
export const proseOf = (html: string): string =>
  html
    .replace(/<pre[\s\S]*?<\/pre>/g, " ")
    .replace(/<code>[\s\S]*?<\/code>/g, " ")
    .replace(/<[^>]+>/g, " ");

/** Everything wrong with how GitHub would show `markdown`; [] when its structure holds. */
export function structureProblems(markdown: string, allowedLinks: readonly string[] = []): string[] {
  const html = cmark(markdown);
  const problems: string[] = [];
  const pre = (html.match(/<pre>/g) ?? []).length;
  if (pre !== fencesIn(markdown)) problems.push(`${fencesIn(markdown)} fenced blocks in the source, ${pre} code blocks rendered`);
  const li = (html.match(/<li>/g) ?? []).length;
  if (li !== listMarkersIn(markdown)) problems.push(`${listMarkersIn(markdown)} list markers in the source, ${li} list items rendered`);
  const prose = proseOf(html);
  if (/```|~~~/.test(prose)) problems.push(`a stray fence in the text: ${around(prose, /```|~~~/)}`);
  if (/\\[!-/:-@[-`{-~]/.test(prose)) problems.push(`a backslash escape shown as text: ${around(prose, /\\[!-/:-@[-`{-~]/)}`);
  const opened = (html.match(/<details>/g) ?? []).length;
  const closed = (html.match(/<\/details>/g) ?? []).length;
  if (opened !== closed) problems.push(`${opened} <details> opened, ${closed} closed`);
  for (const m of html.matchAll(/<a href="([^"]*)"/g)) if (!allowedLinks.includes(m[1]!)) problems.push(`a link to ${m[1]}`);
  if (/(^|[^\w\u200b])@[\p{L}\p{N}]/u.test(prose)) problems.push(`a mention: ${around(prose, /@[\p{L}\p{N}]/u)}`);
  if (/#\d|\bGH-\d/i.test(prose)) problems.push(`an issue reference: ${around(prose, /#\d|\bGH-\d/i)}`);
  if (/<(img|script|iframe)\b/i.test(html)) problems.push("raw HTML from the text");
  return problems;
}

function around(text: string, re: RegExp): string {
  const at = text.search(re);
  return JSON.stringify(text.slice(Math.max(0, at - 40), at + 40));
}
