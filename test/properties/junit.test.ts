// junitEvidence beyond the journaled newline property (junit-evidence.test.ts): the
// verdict of a report is decided by the selected test alone, and (KNOWN BUG) any
// message, leading blanks included, comes back as written.
import fc from "fast-check";
import { expect, test } from "vitest";
import { junitEvidence } from "../../src/runners/junit.js";
import "./seeded.js";

const attr = (s: string): string =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/\n/g, "&#10;")
    .replace(/\r/g, "&#13;")
    .replace(/\t/g, "&#9;");
const xmlText = fc.string({ unit: "grapheme", maxLength: 20 }).map((s) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ""));
const name = fc.constantFrom("test_a", "test_b", "test_a[1]", "test_a[x-y]", "suite > test a", "test_ab");
type Status = "passed" | "failed" | "error" | "skipped";
const testcase = fc.record({ name, status: fc.constantFrom<Status>("passed", "failed", "error", "skipped"), message: xmlText });
const render = (cases: readonly { name: string; status: Status; message: string }[]) =>
  `<?xml version="1.0"?>\n<testsuites><testsuite name="s">${cases
    .map((c) => {
      const inner =
        c.status === "passed"
          ? ""
          : c.status === "failed"
            ? `<failure message="${attr(c.message)}"/>`
            : c.status === "error"
              ? `<error message="${attr(c.message)}"/>`
              : `<skipped message="${attr(c.message)}"/>`;
      return `<testcase classname="t" name="${attr(c.name)}">${inner}</testcase>`;
    })
    .join("")}</testsuite></testsuites>\n`;

test("the evidence for a test is decided by its own cases (and its parametrised ids) alone: any failure fails, then any skip skips", () => {
  fc.assert(
    fc.property(fc.array(testcase, { maxLength: 8 }), name, (cases, wanted) => {
      const mine = cases.filter((c) => c.name === wanted || c.name.startsWith(`${wanted}[`));
      const got = junitEvidence(render(cases), wanted);
      if (mine.length === 0) expect(got.kind).toBe("absent");
      else if (mine.some((c) => c.status === "failed" || c.status === "error")) expect(got.kind).toBe("failed");
      else if (mine.some((c) => c.status === "skipped")) expect(got.kind).toBe("skipped");
      else expect(got).toEqual({ kind: "passed" });
    }),
    { numRuns: 500 },
  );
});

test("unparsable or missing XML is never a pass", () => {
  fc.assert(
    fc.property(fc.array(testcase, { minLength: 1, maxLength: 4 }), fc.nat(), (cases, cut) => {
      const xml = render(cases.map((c) => ({ ...c, status: "passed" as const })));
      const truncated = xml.slice(0, cut % (xml.indexOf("</testsuites>") + 1));
      expect(junitEvidence(truncated, cases[0]!.name).kind).not.toBe("passed");
      expect(junitEvidence(null, cases[0]!.name).kind).toBe("absent");
    }),
  );
});

// fast-xml-parser trims values unless told not to: an indented assertion line kept its blanks only once it was.
test("any failure message, leading blanks included, comes back as written", () => {
  fc.assert(
    fc.property(fc.tuple(fc.constantFrom(" ", "  ", "\u00a0 "), xmlText), ([lead, rest]) => {
      const msg = `${lead}${rest}`;
      expect(junitEvidence(render([{ name: "test_a", status: "failed", message: msg }]), "test_a")).toEqual({ kind: "failed", message: msg });
    }),
  );
});
