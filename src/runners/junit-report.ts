// Counts and failures from JUnit XML for telemetry. Counted from the <testcase>
// elements themselves, not from the suites' `tests=`/`failures=` attributes, which
// any writer (or a hand-edited file) can make disagree with what it reports.
import { XMLParser } from "fast-xml-parser";
import type { JunitTally, TelemetryFailure } from "../core/judge/non-voting.js";

export type { JunitTally };

export type JunitRead = { readonly ok: true; readonly tally: JunitTally } | { readonly ok: false; readonly message: string };

export const EMPTY_TALLY: JunitTally = { tests: 0, passed: 0, failed: 0, skipped: 0, errors: 0, failures: [] };

interface TestCase {
  "@_name"?: unknown;
  "@_classname"?: unknown;
  "@_file"?: unknown;
  "@_line"?: unknown;
  failure?: unknown[];
  error?: unknown[];
  skipped?: unknown[];
}

const ARRAYS = new Set(["testsuite", "testcase", "failure", "error", "skipped"]);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  htmlEntities: true,
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) => ARRAYS.has(name),
});

function testCases(doc: unknown): TestCase[] {
  const out: TestCase[] = [];
  const walk = (node: unknown): void => {
    if (node === null || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      if (key === "testcase" && Array.isArray(value)) out.push(...value.filter((v): v is TestCase => v !== null && typeof v === "object"));
      else if (!key.startsWith("@_")) (Array.isArray(value) ? value : [value]).forEach(walk);
    }
  };
  walk(doc);
  return out;
}

/** `root` turns absolute paths the writer printed into repository-relative ones. */
export function tallyJunit(xml: string, root: string): JunitRead {
  let doc: unknown;
  try {
    doc = parser.parse(xml, true);
  } catch (err) {
    return { ok: false, message: `unparsable JUnit XML: ${(err as Error).message}` };
  }
  if (!hasJunitRoot(doc)) return { ok: false, message: "not JUnit XML: no <testsuites>, <testsuite> or <testcase> element" };
  const cases = testCases(doc);
  const failures: TelemetryFailure[] = [];
  let failed = 0;
  let errors = 0;
  let skipped = 0;
  for (const c of cases) {
    const bad = c.failure?.[0] ?? c.error?.[0];
    if (bad !== undefined) {
      if (c.failure) failed++;
      else errors++;
      failures.push(failureOf(c, bad, root));
    } else if (c.skipped) skipped++;
  }
  return { ok: true, tally: { tests: cases.length, passed: cases.length - failed - errors - skipped, failed, skipped, errors, failures } };
}

export function addTallies(a: JunitTally, b: JunitTally): JunitTally {
  return {
    tests: a.tests + b.tests,
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
    errors: a.errors + b.errors,
    failures: [...a.failures, ...b.failures],
  };
}

const hasJunitRoot = (doc: unknown): boolean => doc !== null && typeof doc === "object" && ["testsuites", "testsuite", "testcase"].some((k) => k in doc);

const str = (v: unknown): string => (typeof v === "string" ? v : "");

function failureOf(c: TestCase, bad: unknown, root: string): TelemetryFailure {
  const classname = str(c["@_classname"]);
  const name = str(c["@_name"]);
  const text = typeof bad === "string" ? bad : str((bad as Record<string, unknown> | null)?.["#text"]);
  const attr = typeof bad === "object" && bad !== null ? str((bad as Record<string, unknown>)["@_message"]) : "";
  // The traceback names the failing line; the attributes only the test's definition.
  const where = textLocation(text, root) ?? attributeLocation(c, root);
  return {
    name: classname && name ? `${classname}.${name}` : name || classname || "(unnamed)",
    ...(where ?? {}),
    message: (attr || text.trim().split("\n")[0] || "failed without a message").trim(),
  };
}

/** xunit1-style `file`/`line` attributes (pytest -o junit_family=xunit1, many JS reporters). */
function attributeLocation(c: TestCase, root: string): { file: string; line?: number } | undefined {
  const file = relative(str(c["@_file"]), root);
  if (file === undefined) return undefined;
  const line = Number(str(c["@_line"]));
  // pytest's `line` attribute is 0-based; a location line is 1-based.
  return Number.isSafeInteger(line) && line >= 0 ? { file, line: line + 1 } : { file };
}

/** The last `path.ext:LINE:` of a traceback, as pytest prints where an assertion failed. */
function textLocation(text: string, root: string): { file: string; line: number } | undefined {
  const m = [...text.matchAll(/^([^\s:][^:\n]*\.[A-Za-z0-9]+):(\d+):/gm)].at(-1);
  const file = m ? relative(m[1]!, root) : undefined;
  return file === undefined || !m ? undefined : { file, line: Math.max(1, Number(m[2])) };
}

/** A repository-relative path, or undefined for one outside the repository. */
function relative(path: string, root: string): string | undefined {
  const prefix = root.endsWith("/") ? root : `${root}/`;
  const p = path.startsWith(prefix) ? path.slice(prefix.length) : path.replace(/^\.\//, "");
  if (p === "" || p.startsWith("/") || p.includes("\\") || p.split("/").includes("..")) return undefined;
  return p;
}
