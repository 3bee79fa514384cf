// Text from the pull request (failure messages, output tails, paths, test names)
// is attacker-shaped: an agent could make the trusted bot ping the owners whose
// approval it needs, or link anywhere. A zero-width space (U+200B) after the
// trigger keeps the text readable and copyable while GitHub no longer sees a
// mention (@user, @org/team), an issue reference (#123, GH-1, owner/repo#1),
// an autolink (scheme://, www., user@host) or a literal HTML tag. Markdown
// syntax itself is escaped by the serialiser (src/render/md.ts).
const ZWSP = "\u200b";

const RULES: readonly [RegExp, string][] = [
  [/@(?=[\p{L}\p{N}_-])/gu, `@${ZWSP}`],
  [/#(?=\d)/g, `#${ZWSP}`],
  [/\b(GH)-(?=\d)/gi, `$1${ZWSP}-`],
  [/:\/\//g, `:${ZWSP}//`],
  [/\b(www)\./gi, `$1${ZWSP}.`],
  [/<(?=[A-Za-z!/?])/g, `<${ZWSP}`],
];

export function neutral(text: string): string {
  let out = text.replace(/\u200b/g, "");
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement);
  return out;
}
