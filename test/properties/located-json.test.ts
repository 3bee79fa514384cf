// The JSON locator (src/core/inputs/located-json.ts) against the reference writer: every
// node's line (leaves, arrays, objects) for any layout and any key spelling, the
// closest existing ancestor for a pointer that runs off the document, and duplicate
// keys always detected, at any depth, however the second copy is spelled, with the
// line of that second copy.
import fc from "fast-check";
import { expect, test } from "vitest";
import { SeedgateError } from "../../src/core/errors.js";
import { toPointer } from "../../src/core/inputs/located.js";
import { locateJson } from "../../src/core/inputs/located-json.js";
import { doc, gaps, key, write, type Doc } from "./json-doc.js";
import "./seeded.js";

test("every node of a JSON document is located on the line its first token is written on", () => {
  fc.assert(
    fc.property(doc, gaps, fc.boolean(), (d, g, escaped) => {
      const w = write(d, g, escaped);
      const located = locateJson("x.json", w.text);
      expect(located.value).toEqual(w.value);
      for (const [pointer, line] of w.lines) expect(located.lineOf(pointer), `${pointer} in ${JSON.stringify(w.text)}`).toBe(line);
    }),
    { numRuns: 300 },
  );
});

test("a pointer that runs off the document is located at its deepest existing node", () => {
  fc.assert(
    fc.property(doc, gaps, fc.array(fc.oneof(key, fc.nat(5).map(String)), { minLength: 1, maxLength: 3 }), (d, g, tail) => {
      const w = write(d, g);
      const located = locateJson("x.json", w.text);
      for (const pointer of w.lines.keys()) {
        const deeper = pointer + toPointer(tail);
        if (w.lines.has(deeper)) continue;
        // Walk the reference down as far as it goes.
        let best = pointer;
        for (let k = 1; k <= tail.length; k++) {
          const p = pointer + toPointer(tail.slice(0, k));
          if (w.lines.has(p)) best = p;
          else break;
        }
        expect(located.lineOf(deeper), deeper).toBe(w.lines.get(best));
      }
    }),
    { numRuns: 200 },
  );
});

/** Puts a second copy of an existing key into one object of the document, after the first. */
const withDuplicate = fc
  .tuple(doc, fc.nat(), fc.nat(), doc)
  .map(([generated, pick, at, value]) => {
    // A copy: fast-check reuses generated values while shrinking, so never mutate them.
    const d = structuredClone(generated);
    const objects: Extract<Doc, { tag: "object" }>[] = [];
    const walk = (n: Doc): void => {
      if (n.tag === "object") {
        if (n.entries.length > 0) objects.push(n);
        n.entries.forEach(([, v]) => walk(v));
      } else if (n.tag === "array") n.items.forEach(walk);
    };
    walk(d);
    if (objects.length === 0) return null;
    const target = objects[pick % objects.length]!;
    const first = at % target.entries.length;
    const k = target.entries[first]![0];
    target.entries.splice(first + 1 + (at % (target.entries.length - first)), 0, [k, structuredClone(value)]);
    return { d, key: k };
  })
  .filter((x): x is { d: Doc; key: string } => x !== null);

test("a duplicated key is always refused, at any depth and in any spelling, with the second copy's line", () => {
  fc.assert(
    fc.property(withDuplicate, gaps, fc.boolean(), ({ d, key: k }, g, escaped) => {
      const w = write(d, g, escaped);
      let thrown: unknown;
      try {
        locateJson("x.json", w.text);
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(SeedgateError);
      const err = thrown as SeedgateError;
      expect(err.message).toMatch(/^duplicate key: /);
      expect(err.file).toBe("x.json");
      // The document holds exactly one repeated key: the error names the line of its second copy.
      const seen = new Set<string>();
      const second = w.keys.find((e) => {
        const id = JSON.stringify([e.object, e.key]);
        return seen.has(id) || (seen.add(id), false);
      });
      expect(second?.key).toBe(k);
      expect(err.line, JSON.stringify(w.text)).toBe(second!.line);
    }),
    { numRuns: 300 },
  );
});

test("a document cut short is malformed, never half-read", () => {
  fc.assert(
    fc.property(
      doc.filter((d) => d.tag !== "leaf"),
      gaps,
      fc.nat(),
      (d, g, n) => {
        const w = write(d, g);
        const end = w.text.trimEnd().length - 1; // drop the closing bracket at least
        const cut = w.text.slice(0, end - (n % Math.max(1, end)));
        expect(() => locateJson("x.json", cut)).toThrow(/^malformed JSON: /);
      },
    ),
    { numRuns: 200 },
  );
});
