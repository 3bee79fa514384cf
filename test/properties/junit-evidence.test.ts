// Journaled property (oracles/junit-failure-message-newlines.json): a failure message
// is the evidence a reviewer reads, so junitEvidence must hand back the message the
// test wrote, byte for byte, however the writer escaped it in the XML attribute.
// Only modules that exist at the journal's parent commit are imported here.
import fc from "fast-check";
import { expect, test } from "vitest";
import { junitEvidence } from "../../src/runners/junit.js";

// Seeded from SEEDGATE_SEED here, not through a helper module: this file is sealed
// (its journal's selector points at it) and must not take its seed from a file a pull
// request may edit. Under the fast-check preset, seedgate's setup file has already
// applied the same seed; this keeps `SEEDGATE_SEED=n npx vitest run <file>` equal.
const seedText = process.env.SEEDGATE_SEED;
if (seedText !== undefined && seedText !== "") {
  const seed = Number(seedText);
  if (!Number.isSafeInteger(seed) || seed < -(2 ** 31) || seed >= 2 ** 31) throw new Error(`SEEDGATE_SEED=${seedText} is not a 32-bit integer`);
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
}

/** Attribute escaping as pytest (ElementTree) and vitest write it: whitespace controls as numeric references. */
const attr = (s: string): string =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/\n/g, "&#10;")
    .replace(/\r/g, "&#13;")
    .replace(/\t/g, "&#9;");

/** Characters XML 1.0 allows (no other C0 controls, no lone surrogates). */
const xmlChar = fc.string({ unit: "grapheme", maxLength: 6 }).map((s) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ""));
const fragment = fc.oneof(
  { arbitrary: xmlChar, weight: 4 },
  { arbitrary: fc.constantFrom("\n", "\n", "\r\n", "\t", "<", ">", "&", '"', "'", "&lt;", "&#10;", "E   ", "assert x == y"), weight: 3 },
);
/** A message with at least one newline inside, as a multi-line assertion error has. */
const message = fc
  .tuple(fc.array(fragment, { maxLength: 8 }), fc.array(fragment, { maxLength: 8 }))
  .map(([a, b]) => `AssertionError: ${a.join("")}\n${b.join("")} end`);

const report = (name: string, msg: string): string =>
  `<?xml version="1.0" encoding="utf-8"?>\n<testsuites><testsuite name="pytest" tests="1" failures="1">` +
  `<testcase classname="tests.test_x" name="${attr(name)}" time="0.01"><failure message="${attr(msg)}">${attr(msg)}</failure></testcase>` +
  `</testsuite></testsuites>\n`;

test("a failure message with newlines round-trips through junitEvidence", () => {
  fc.assert(
    fc.property(message, (msg) => {
      expect(junitEvidence(report("test_prop", msg), "test_prop")).toEqual({ kind: "failed", message: msg });
    }),
  );
});
