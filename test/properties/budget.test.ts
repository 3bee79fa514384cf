// Truncation within GitHub's budgets (src/publish/budget.ts): the result fits, keeps a
// prefix of the text cut on a character boundary (no split UTF-8 sequence, no split
// surrogate pair), says exactly how much it kept, and the note after the cut is prose:
// a code fence left open by the cut is closed first. "Open" is decided here by a
// reference reading of CommonMark's fence rules, not by the implementation's.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { fitBytes, fitChars, type Fitted } from "../../src/publish/budget.js";
import "./seeded.js";

const NOTE = "\n\n> **Truncated by seedgate:** showing the first ";

/** CommonMark fenced code blocks: up to 3 spaces, 3+ backticks or tildes; a closer is the same character, at least as long, with nothing but spaces after it. */
function openFenceAtEnd(markdown: string): boolean {
  let fence: { ch: string; len: number } | null = null;
  for (const line of markdown.split("\n")) {
    const m = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (fence === null) {
      if (m && !(m[1]![0] === "`" && m[2]!.includes("`"))) fence = { ch: m[1]![0]!, len: m[1]!.length };
    } else if (m && m[1]![0] === fence.ch && m[1]!.length >= fence.len && /^[ \t]*$/.test(m[2]!)) fence = null;
  }
  return fence !== null;
}

const PLAIN = ["a", "report line ", "\n", "\n\n", "é", "😀", "日本", "\u0301", "**", "> quote\n", "- item\n", "    indented\n"];
/** Fences the implementation handles: bare ``` lines. */
const SIMPLE_FENCES = ["```\n", "\n```\n", "  ```\n"];
/** Every fence CommonMark knows: tildes, longer runs, info strings, indented lookalikes. */
const ALL_FENCES = [...SIMPLE_FENCES, "~~~\n", "````\n", "```js\n", "~~~ text\n", "    ```\n", "\t```\n", "```x`y\n", "``` \n"];
/** Text fragments; fences start a line (a fence run glued to a backtick would be another fence). */
const markdown = (fences: readonly string[], extra: readonly string[] = []) =>
  fc
    .array(
      fc.oneof(
        { arbitrary: fc.constantFrom(...PLAIN, ...extra), weight: 3 },
        { arbitrary: fc.constantFrom(...fences).map((f) => `\n${f}`), weight: 1 },
        { arbitrary: fc.string({ unit: "grapheme", maxLength: 12 }).map((s) => (extra.length === 0 ? s.replace(/[`~]/g, "'") : s)), weight: 1 },
      ),
      { minLength: 30, maxLength: 150, size: "max" },
    )
    .map((p) => p.join(""));

type Unit = "bytes" | "characters";
const size = (unit: Unit, s: string) => (unit === "bytes" ? Buffer.byteLength(s, "utf8") : s.length);
const fitter = (unit: Unit) => (unit === "bytes" ? fitBytes : fitChars);

/** Checks one fitted result; returns the kept prefix. */
function checkFitted(unit: Unit, text: string, max: number, fitted: Fitted): string {
  expect(size(unit, fitted.text)).toBeLessThanOrEqual(max);
  if (size(unit, text) <= max) {
    expect(fitted).toEqual({ text, truncated: false });
    return text;
  }
  expect(fitted.truncated).toBe(true);
  const at = fitted.text.lastIndexOf(NOTE);
  expect(at).toBeGreaterThanOrEqual(0);
  // The note's numbers: the kept size and the whole size, in the limit's unit.
  const m = new RegExp(`^(\\d+) of (\\d+) ${unit} `).exec(fitted.text.slice(at + NOTE.length));
  expect(m).not.toBeNull();
  const shown = Number(m![1]);
  expect(Number(m![2])).toBe(size(unit, text));
  // The kept part is the text's first `shown` units, and that cut falls between characters.
  const bytes = Buffer.from(text, "utf8");
  const kept = unit === "bytes" ? bytes.subarray(0, shown).toString("utf8") : text.slice(0, shown);
  if (unit === "bytes") expect(shown === bytes.length || ((bytes[shown] ?? 0) & 0xc0) !== 0x80).toBe(true);
  const last = kept.charCodeAt(kept.length - 1);
  expect(last >= 0xd800 && last <= 0xdbff).toBe(false);
  expect(text.startsWith(kept)).toBe(true);
  // Then at most a fence close, then the note.
  expect(["", "\n```"]).toContain(fitted.text.slice(kept.length, at));
  // Nothing is dropped that fits: short of the limit only by the note's reserve slack
  // (digits of the kept size, an unused fence close, one character stepped back).
  expect(size(unit, fitted.text)).toBeGreaterThanOrEqual(max - 16);
  return kept;
}

const budget = (text: string, unit: Unit) => fc.integer({ min: 220, max: Math.max(220, size(unit, text) + 20) });
/** Most runs must cut, or the properties below would say little. */
const cuts = { runs: 0, cut: 0 };

describe.each<Unit>(["bytes", "characters"])("fit in %s", (unit) => {
  test("within the limit, a prefix cut between characters, with the true numbers, and the note outside any fence", () => {
    fc.assert(
      fc.property(
        markdown(SIMPLE_FENCES).chain((t) => fc.tuple(fc.constant(t), budget(t, unit))),
        ([text, max]) => {
          const fitted = fitter(unit)(text, max);
          checkFitted(unit, text, max, fitted);
          cuts.runs++;
          if (fitted.truncated) cuts.cut++;
          if (fitted.truncated) expect(openFenceAtEnd(fitted.text.slice(0, fitted.text.lastIndexOf(NOTE))), JSON.stringify(fitted.text)).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
    expect(cuts.cut).toBeGreaterThan(cuts.runs / 3);
  });

  test("any text, emoji and combining marks included, is cut between characters", () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: fc.constantFrom("a", "é", "😀", "\u{10FFFF}", "\n", "日"), minLength: 100, maxLength: 400 })
          .chain((t) => fc.tuple(fc.constant(t), budget(t, unit))),
        ([text, max]) => {
          checkFitted(unit, text, max, fitter(unit)(text, max));
        },
      ),
      { numRuns: 300 },
    );
  });

  test("a limit too small for the note is refused, never overrun", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 300, maxLength: 400 }), fc.integer({ min: 1, max: 120 }), (text, max) => {
        expect(() => fitter(unit)(text, max)).toThrow(/cannot hold the truncation note/);
      }),
    );
  });

  // Found by this property: budget.ts once toggled "open" on any ``` or ~~~ line and
  // always closed with ```, so a cut inside a ~~~ or ```` block, or after an info
  // string, left the note inside a code block.
  test("the note is outside any fence for every CommonMark fence (~~~, ````, info strings)", () => {
    fc.assert(
      fc.property(
        markdown(ALL_FENCES, ["`", "~"]).chain((t) => fc.tuple(fc.constant(t), budget(t, unit))),
        ([text, max]) => {
          const fitted = fitter(unit)(text, max);
          if (fitted.truncated) expect(openFenceAtEnd(fitted.text.slice(0, fitted.text.lastIndexOf(NOTE))), JSON.stringify(fitted.text)).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});
