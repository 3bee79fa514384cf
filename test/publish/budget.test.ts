import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHECK_OUTPUT_MAX_BYTES, fitBytes, fitChars } from "../../src/publish/budget.js";

const bytes = (s: string) => Buffer.byteLength(s, "utf8");

describe("fitBytes", () => {
  it("leaves text within the limit untouched", () => {
    const text = "é".repeat(32_767); // 65,534 bytes
    expect(fitBytes(text)).toEqual({ text, truncated: false });
  });

  it("cuts 10 MB to at most 65,535 bytes and says so", () => {
    const text = "line of the report\n".repeat((10 * 1024 * 1024) / 19);
    const fitted = fitBytes(text);
    expect(fitted.truncated).toBe(true);
    expect(bytes(fitted.text)).toBeLessThanOrEqual(CHECK_OUTPUT_MAX_BYTES);
    expect(bytes(fitted.text)).toBeGreaterThan(CHECK_OUTPUT_MAX_BYTES - 300);
    expect(fitted.text).toMatch(new RegExp(`Truncated by seedgate:\\*\\* showing the first \\d+ of ${bytes(text)} bytes`));
  });

  it("never cuts inside a multi-byte character", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", minLength: 150, maxLength: 600 }), fc.integer({ min: 200, max: 900 }), (text, max) => {
        const fitted = fitBytes(text, max);
        expect(bytes(fitted.text)).toBeLessThanOrEqual(max);
        const kept = fitted.text.split("\n\n> **Truncated by seedgate:**")[0] ?? "";
        expect(text.startsWith(kept.replace(/\n```$/, ""))).toBe(true);
        expect(fitted.text.includes("\uFFFD") && !text.includes("\uFFFD")).toBe(false);
      }),
    );
  });

  it("closes a code fence the cut left open, so the note renders as prose", () => {
    const text = "```\n" + "x\n".repeat(1000);
    const fitted = fitBytes(text, 500);
    expect(fitted.text).toMatch(/\n```\n\n> \*\*Truncated/);
  });
});

describe("fitChars", () => {
  it("cuts to the character limit without splitting a surrogate pair", () => {
    const text = "😀".repeat(40_000); // 80,000 UTF-16 units
    const fitted = fitChars(text);
    expect(fitted.text.length).toBeLessThanOrEqual(65_536);
    expect(fitted.text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(fitted.text).toMatch(/of 80000 characters/);
  });
});
