// A check-run annotation's title in prose: what kind of thing is wrong, never the
// internal code (codes are in the JSON output and the workflow commands' titles).
import type { Finding, Severity } from "../core/findings.js";

/** What each code's first segment is about, in the reader's words. */
const SUBJECT: Readonly<Record<string, string>> = {
  seal: "sealed paths",
  manifest: "fixture manifest",
  fixture: "fixture",
  config: "seedgate config",
  journal: "journal",
  ledger: "seed ledger",
  oracle: "sealed oracle",
  quarantine: "quarantine",
  results: "lane results",
  claims: "lane results",
  lane: "lane",
  holdout: "holdouts",
  environment: "environment",
  earned: "earned check",
  workflow: "workflow",
  model: "sealed inputs",
  input: "input",
  "non-voting": "non-voting report",
};

const LEVEL: Readonly<Record<Severity, string>> = { error: "blocks merge", warning: "warning", notice: "note" };

/** "seedgate blocks merge: fixture manifest"; an unknown code's subject stays unsaid rather than shown raw. */
export function findingTitle(f: Pick<Finding, "code" | "severity">): string {
  const subject = SUBJECT[f.code.split(".")[0]!];
  return subject === undefined ? `seedgate ${LEVEL[f.severity]}` : `seedgate ${LEVEL[f.severity]}: ${subject}`;
}
