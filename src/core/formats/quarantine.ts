// Seed-003 quarantine catalogue (quarantine.json): known flaky nodes that run on
// a side channel and never vote. Thaw is a human edit, so nothing here expires.
import type { Finding } from "../findings.js";
import type { Located } from "../inputs/located.js";
import type { QuarantineEntry } from "../inputs/model.js";
import { digestFinding, duplicateFindings, findingAt, parseChecked, refAt } from "./source.js";

interface RawQuarantine {
  entries: { nodeid: string; file_sha256: string; reason: string }[];
}

export interface QuarantineResult {
  readonly entries: readonly QuarantineEntry[];
  readonly findings: readonly Finding[];
}

/** `tests/legacy/test_retry.py::test_backoff_window` → `tests/legacy/test_retry.py`. */
export const nodeFile = (nodeid: string): string => nodeid.split("::")[0]!;

/** The file part must be a plain repository-relative path: its digest is read from the base tree. */
const isRelativePath = (p: string): boolean =>
  p !== "" && !p.startsWith("/") && !p.includes("\\") && !p.split("/").some((s) => s === ".." || s === "." || s === "");

export function parseQuarantine(file: string, text: string): QuarantineResult {
  const parsed = parseChecked<RawQuarantine>(file, text, "quarantine", "quarantine");
  if (parsed.doc === null) return { entries: [], findings: parsed.findings };
  const { doc, value } = parsed;
  const findings: Finding[] = [
    ...duplicateFindings(
      doc,
      "quarantine.duplicate-node",
      value.entries.map((e) => e.nodeid),
      (i) => `/entries/${i}/nodeid`,
      "node id",
    ),
    ...value.entries.flatMap((e, i) => entryFindings(doc, e, i)),
  ];
  const entries = value.entries.map((e, i): QuarantineEntry => ({
    nodeid: e.nodeid,
    file: nodeFile(e.nodeid),
    fileSha256: e.file_sha256,
    reason: e.reason,
    source: refAt(doc, `/entries/${i}`),
  }));
  return { entries, findings };
}

function entryFindings(doc: Located, e: RawQuarantine["entries"][number], i: number): Finding[] {
  const out: Finding[] = [];
  if (!isRelativePath(nodeFile(e.nodeid))) {
    out.push(
      findingAt(
        doc,
        "quarantine.bad-node",
        `node id "${e.nodeid}" does not start with a repository-relative test file`,
        `/entries/${i}/nodeid`,
        "use pytest's form: path/to/test_file.py::test_name",
      ),
    );
  }
  const digest = digestFinding(doc, "quarantine", `entry "${e.nodeid}"`, e.file_sha256, `/entries/${i}/file_sha256`);
  if (digest) out.push(digest);
  return out;
}
