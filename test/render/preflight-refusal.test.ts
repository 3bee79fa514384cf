// Issue 47 item 4: a property its preflight refused (an unsupported vitest) is one error on
// every human surface — the comment, the check run's text and annotations, the lane's
// log — naming the property and how many rows it covers, not one line per seed. The rows
// stay errors: the verdict is red.
import { expect, test } from "vitest";
import { isPreflightRefusal, preflightRefusal } from "../../src/core/judge/preflight-refusal.js";
import type { GateResult } from "../../src/modes/gate/gate.js";
import { gateAnnotations, gateMarkdown, gateText, gateTitle } from "../../src/modes/gate/render.js";
import { gateTerminal } from "../../src/modes/gate/render-text.js";
import { laneMarkdown, laneTerminal } from "../../src/modes/lane/render.js";
import type { LaneRun } from "../../src/modes/lane/lane.js";
import { row, situation } from "./situations.js";

const WHY = "vitest 1.6.0 is not supported (supported: >=4.0.0 <5.0.0, docs/support.md): npm install --save-dev vitest@4, then run seedgate again";
const DETAIL = preflightRefusal(WHY);
const count = (haystack: string, needle: string): number => haystack.split(needle).length - 1;

const refusedRows = (property: string, n: number, lane: "replay" | "holdout" = "replay") =>
  Array.from({ length: n }, (_, i) =>
    row({ lane, property, key: String(i + 1), outcome: "error", detail: DETAIL, tail: "", action: "block merge: no verdict" }),
  );

const refused = (): GateResult =>
  situation({
    passing: [row({ property: "other", key: "1", outcome: "pass", vote: "report" })],
    blocking: [...refusedRows("slug", 12), ...refusedRows("slug", 3, "holdout"), row({ property: "balance", key: "7" })],
  });

test("the marker: a refusal's detail says so and keeps the preflight's words; other details are not refusals", () => {
  expect(isPreflightRefusal(DETAIL)).toBe(true);
  expect(DETAIL).toContain(WHY);
  expect(isPreflightRefusal(WHY)).toBe(false);
  expect(isPreflightRefusal("AssertionError: preflight refused: no")).toBe(false);
});

test("the comment: one line for the property naming its 15 rows, no per-row table; the verdict stays red", () => {
  const r = refused();
  const md = gateMarkdown(r);
  expect(r.verdict).toBe("failure");
  expect(md).toContain("seedgate: ❌ failure");
  expect(count(md, "vitest 1.6.0 is not supported")).toBe(1);
  expect(md).toMatch(/\*\*slug\*\*: `preflight refused: vitest 1\.6\.0 is not supported[^`]*` — 15 rows not run/);
  // The property that ran keeps its own rows and reproduce command.
  expect(md).toContain("failing row of balance");
  expect(gateTitle(r)).toContain("slug");
});

test("the check run: its text and annotations name the refusal once, with the rows it covers", () => {
  const r = refused();
  const text = gateText(r);
  expect(count(text, "vitest 1.6.0 is not supported")).toBe(1);
  expect(text).toContain("15 rows of slug, one preflight error");
  const notes = gateAnnotations(r);
  const about = notes.filter((a) => a.message.includes("vitest 1.6.0 is not supported"));
  expect(about.length).toBeGreaterThan(0);
  // One refused row stands for all: each place it is annotated at says it once, naming the count.
  expect(new Set(about.map((a) => `${a.path}:${a.start_line}`)).size).toBe(about.length);
  expect(about.every((a) => a.title?.startsWith("slug errors on 15 rows (one preflight error)"))).toBe(true);
  expect(notes.filter((a) => a.title?.startsWith("balance")).length).toBeGreaterThan(0);
});

test("the terminal (check, gate): the refusal once among every reason, naming the property and its rows", () => {
  const r = refused();
  // The judge's own row findings carry the row's first detail line (judge.ts rowFinding).
  const reasons = r.judgement.reasons.map((f) =>
    f.code === "lane.replay.error" || f.code === "lane.holdout.error" ? { ...f, message: `${f.message} — block merge: no verdict (${DETAIL})` } : f,
  );
  const out = gateTerminal({ ...r, judgement: { ...r.judgement, reasons } });
  expect(out).toContain(`✗ slug: ${DETAIL} — 15 rows not run`);
  expect(count(out, "is not supported")).toBe(2); // the report's one line, and the one reason
  expect(out).toContain("Every reason (2):");
  expect(out).toMatch(/verdict: failure.*\(2 reasons\)$/);
});

test("the lane's log and job summary: one line per refused property, other rows as before", () => {
  const rows = [
    ...Array.from({ length: 12 }, (_, i) => ({ property: "slug", kind: "seed", key: String(i + 1), outcome: "error", detail: DETAIL })),
    { property: "balance", kind: "seed", key: "7", outcome: "fail", detail: "AssertionError: assert 0 == 13" },
  ];
  const run = { findings: [], verdict: "failure", results: { shard: "1/1", base: "b".repeat(40), rows } } as unknown as LaneRun;
  const log = laneTerminal(run, "replay");
  expect(count(log, "is not supported")).toBe(1);
  expect(log).toContain(`✗ slug: ${DETAIL} — 12 rows not run`);
  expect(log).toContain("12 errors");
  expect(log).toContain("balance seed 7: fail");
  const md = laneMarkdown(run, "replay");
  expect(count(md, "is not supported")).toBe(1);
  expect(md).toContain("13 not passing");
});
