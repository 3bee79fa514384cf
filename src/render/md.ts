// Markdown as a tree: renderers build mdast, and mdast-util-to-markdown (with
// GFM tables) writes it, so escaping, list indentation and fences are the
// library's job, not string concatenation's. The one raw-HTML construct is
// <details>, whose summary is escaped here. `plainText` turns the same tree
// into a job-log text (no Markdown escapes in a terminal).
import type {
  BlockContent,
  Code,
  Heading,
  Html,
  InlineCode,
  Link,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Strong,
  Table,
  TableCell,
  TableRow,
  Text,
} from "mdast";
import { gfmToMarkdown } from "mdast-util-gfm";
import { toMarkdown } from "mdast-util-to-markdown";
import { neutral } from "./neutral.js";

export type Block = RootContent;
export type Inline = PhrasingContent;
export type InlineArg = Inline | string;

const phrase = (parts: readonly InlineArg[]): Inline[] => parts.map((p) => (typeof p === "string" ? text(p) : p));

// Every text, code span and code block is neutralised: any of them may quote the pull request.
// A run of backticks or tildes in prose is split, so quoted output never reads as a fence.
export const text = (value: string): Text => ({ type: "text", value: neutral(flat(value)).replace(/([`~])(?=\1\1)/g, "$1\u200b") });
export const strong = (...parts: InlineArg[]): Strong => ({ type: "strong", children: phrase(parts) });
export const inlineCode = (value: string): InlineCode => ({ type: "inlineCode", value: neutral(flat(value)) });
export const paragraph = (...parts: InlineArg[]): Paragraph => ({ type: "paragraph", children: phrase(parts) });
export const heading = (depth: Heading["depth"], ...parts: InlineArg[]): Heading => ({ type: "heading", depth, children: phrase(parts) });
export const codeBlock = (value: string, lang: string): Code => ({ type: "code", lang, value: neutral(controls(value)) });
/** A shell command seedgate wrote from the base commit's sealed data: kept byte-exact so it can be pasted. */
export const command = (value: string): Code => ({ type: "code", lang: "sh", value: controls(value) });
export const link = (url: string, label: string): Link => ({ type: "link", url, children: [{ type: "text", value: label }] });
const controls = (value: string): string => value.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "�");
export const root = (children: readonly Block[]): Root => ({ type: "root", children: [...children] });

export function list(items: readonly (readonly Block[])[], ordered = false): List {
  // An item of several blocks is spread: blank lines between them, or a table would swallow the `</details>` after it.
  const children: ListItem[] = items.map((blocks) => ({ type: "listItem", spread: blocks.length > 1, children: blocks as BlockContent[] }));
  return { type: "list", ordered, spread: children.some((c) => c.spread), children };
}

/** A bullet list whose items are one line each. */
export const bullets = (lines: readonly (readonly InlineArg[])[]): List => list(lines.map((l) => [paragraph(...l)]));

export function table(header: readonly string[], rows: readonly (readonly InlineArg[])[]): Table {
  const row = (cells: readonly InlineArg[]): TableRow => ({
    type: "tableRow",
    children: cells.map((c): TableCell => ({ type: "tableCell", children: phrase([c]) })),
  });
  return { type: "table", children: [row(header), ...rows.map(row)] };
}

/** A collapsed block: GitHub needs blank lines around the Markdown inside, which the serialiser writes. */
export function details(summary: string, children: readonly Block[]): Block[] {
  const open: Html = { type: "html", value: `<details><summary>${escapeHtml(neutral(flat(summary)))}</summary>` };
  return [open, ...children, { type: "html", value: "</details>" }];
}

export function markdown(tree: Root): string {
  return toMarkdown(tree, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: "-",
    fence: "`",
    fences: true,
    rule: "-",
    listItemIndent: "one",
    resourceLink: true,
  });
}

/** One line of text: node values must not carry line breaks (a table cell or a heading would end). */
function flat(value: string): string {
  return value.replace(/\r?\n/g, " ⏎ ").replace(/[\u0000-\u001f\u007f]/g, "�");
}

const escapeHtml = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The same tree as text for a terminal: headings as lines, lists indented, code indented, tables as columns. */
export function plainText(tree: Root): string {
  return (
    tree.children
      .map((b) => blockText(b, ""))
      .filter((s) => s !== "")
      .join("\n\n") + "\n"
  );
}

function blockText(node: Block, indent: string): string {
  switch (node.type) {
    case "heading":
      return indent + inlineText(node.children);
    case "paragraph":
      return indent + inlineText(node.children);
    case "code":
      return node.value
        .split("\n")
        .map((l) => `${indent}    ${l}`)
        .join("\n");
    case "list":
      return node.children.map((item, i) => itemText(item, indent, node.ordered ? `${i + 1}. ` : "- ")).join("\n");
    case "table":
      return tableText(node, indent);
    case "html":
      return indent + decodeHtml(node.value.replace(/<[^>]*>/g, "")).trim();
    case "blockquote":
      return node.children.map((b) => blockText(b, `${indent}> `)).join("\n");
    default:
      return "";
  }
}

function itemText(item: ListItem, indent: string, marker: string): string {
  const inner = indent + " ".repeat(marker.length);
  const parts = item.children.map((b) => blockText(b, inner)).filter((s) => s.trim() !== "");
  const first = (parts[0] ?? "").slice(inner.length);
  return [`${indent}${marker}${first}`, ...parts.slice(1)].join("\n");
}

function tableText(t: Table, indent: string): string {
  const cells = t.children.map((r) => r.children.map((c) => inlineText(c.children)));
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length)));
  return cells
    .map(
      (r) =>
        indent +
        r
          .map((c, i) => c.padEnd(widths[i]!))
          .join("  ")
          .trimEnd(),
    )
    .join("\n");
}

function inlineText(children: readonly Inline[]): string {
  return children
    .map((c) => {
      if (c.type === "text" || c.type === "inlineCode") return c.value;
      if (c.type === "html") return "";
      if (c.type === "break") return " ";
      return "children" in c ? inlineText(c.children as Inline[]) : "";
    })
    .join("");
}

const decodeHtml = (s: string): string =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
