// Positive evidence from JUnit XML: the selected test must appear, have run, and
// have passed. Skipped, missing or unparsable evidence is never a pass.
import { XMLParser } from "fast-xml-parser";

export type Evidence =
  | { readonly kind: "passed" }
  | { readonly kind: "failed"; readonly message: string }
  | { readonly kind: "skipped"; readonly message: string }
  | { readonly kind: "absent"; readonly message: string };

interface TestCase {
  "@_name"?: string;
  "@_classname"?: string;
  "@_file"?: string;
  failure?: unknown;
  error?: unknown;
  skipped?: unknown;
}

// htmlEntities: pytest writes newlines in attributes as &#10; (numeric references), which plain XML entity handling keeps.
// trimValues: false, or an indented assertion line would lose its leading blanks.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  htmlEntities: true,
  trimValues: false,
  isArray: (name) => name === "testcase" || name === "testsuite",
});

function cases(doc: unknown): TestCase[] {
  const out: TestCase[] = [];
  const walk = (node: unknown): void => {
    if (node === null || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      if (key === "testcase" && Array.isArray(value)) out.push(...(value as TestCase[]));
      else if (!key.startsWith("@_")) (Array.isArray(value) ? value : [value]).forEach(walk);
    }
  };
  walk(doc);
  return out;
}

const messageOf = (x: unknown): string => {
  const first = Array.isArray(x) ? x[0] : x;
  if (typeof first === "string") return first;
  if (first && typeof first === "object") return String((first as Record<string, unknown>)["@_message"] ?? "");
  return "";
};

/** `testName` is the function name; parametrised ids (`name[...]`) count as it; `inFile`, when given, keeps the cases of the files it accepts (by classname). */
export function junitEvidence(xml: string | null, testName: string, inFile?: (classname: string) => boolean): Evidence {
  if (xml === null) return { kind: "absent", message: "no JUnit XML was written: the test process never reported" };
  let doc: unknown;
  try {
    doc = parser.parse(xml, true);
  } catch (err) {
    return { kind: "absent", message: `unparsable JUnit XML: ${(err as Error).message}` };
  }
  const named = cases(doc).filter((c) => c["@_name"] === testName || c["@_name"]?.startsWith(`${testName}[`));
  const mine = inFile === undefined ? named : named.filter((c) => inFile(c["@_classname"] ?? ""));
  if (mine.length === 0) return { kind: "absent", message: `the JUnit XML does not report ${testName}` };
  const failed = mine.find((c) => c.failure !== undefined || c.error !== undefined);
  if (failed) return { kind: "failed", message: messageOf(failed.failure ?? failed.error) };
  const skipped = mine.find((c) => c.skipped !== undefined);
  if (skipped) return { kind: "skipped", message: `${testName} was skipped: ${messageOf(skipped.skipped)}` };
  return { kind: "passed" };
}
