// The report a reviewer reads: one line per property, the counterexample, the
// real base SHA, plain text in the log, and nothing from the pull request that
// pings or links, through the fake GitHub to the stored comment and check run.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GitHub } from "../../src/ports/github.js";
import { gateAnnotations, gateMarkdown, gateText, gateTitle } from "../../src/modes/gate/render.js";
import { gateTerminal } from "../../src/modes/gate/render-text.js";
import { NOT_SHRUNK } from "../../src/runners/hypothesis/fork-server.js";
import { neutral } from "../../src/render/neutral.js";
import { postCheckRun, postStickyComment } from "../../src/publish/post.js";
import { connect, startFakeGitHub, type FakeGitHub } from "../support/fake-github/index.js";
import { cmark, proseOf, structureProblems } from "./cmark.js";
import { BASE, HEAD, HOSTILE, hostile, row, situation, SITUATIONS } from "./situations.js";

describe("one line per property", () => {
  const r = situation({
    blocking: [row({ kind: "fixture", key: "oracles/fixtures/b.json" }), ...Array.from({ length: 41 }, (_, i) => row({ key: String(i + 1) }))],
    fixtureBytes: { "oracles/fixtures/b.json": '{"amounts": [13]}' },
  });
  const html = cmark(gateMarkdown(r));

  it("42 failing rows of one property: one property line, one details block, one command", () => {
    expect(
      html.match(/<strong>balance<\/strong>: <code>AssertionError: assert 0 == 13<\/code> — 1 fixture and 41 replay seeds fail \(regression\)/g),
    ).toHaveLength(1);
    expect(html.match(/<details>/g)).toHaveLength(1);
    expect(html.match(/seedgate lane replay --base/g)).toHaveLength(1);
    expect(/<details>[\s\S]*<\/details>/.exec(html)![0].match(/<tr>/g)).toHaveLength(43); // header + 42 rows
  });

  it("a fixture row shows its bytes; the command carries the base SHA, short", () => {
    expect(html).toContain("<code>{&quot;amounts&quot;: [13]}</code>");
    expect(gateMarkdown(r)).toContain(`--base ${BASE.slice(0, 12)} --only 'balance:oracles/fixtures/b.json'`);
    expect(gateMarkdown(r)).not.toContain(BASE);
    expect(gateMarkdown(r)).not.toContain("--base BASE");
  });

  it("a seed row shows Hypothesis' falsifying example", () => {
    expect(cmark(gateMarkdown(situation({ blocking: [row({ key: "7" })] })))).toContain("<code>test_balance_invariant(amounts=[13])</code>");
  });

  it("the green comment names the properties that voted, their rows and time", () => {
    const green = cmark(gateMarkdown(SITUATIONS.green!()));
    expect(green).toMatch(/<strong>balance<\/strong> \(6 rows\), <strong>transfer<\/strong> \(5 rows\); 11 rows in 1\.3 s/);
    expect(green).not.toMatch(/Telemetry|Quarantine|quarantined/);
  });

  it("the job log is plain text: no Markdown escapes, no fences", () => {
    const log = gateTerminal(SITUATIONS["non-voting-failures"]!());
    expect(log).toContain("test_pager_keeps_items");
    expect(log).not.toMatch(/\\[_[\]*]|```|<details>/);
  });
});

describe("nothing from the pull request can ping or link", () => {
  it("neutral() breaks mentions, team mentions, references, autolinks and tags, and is idempotent", () => {
    const out = neutral(HOSTILE);
    expect(out).not.toMatch(/@[a-z]|#\d|GH-\d|:\/\/|www\.|<[a-z]/i);
    expect(neutral(out)).toBe(out);
    expect(out.replace(/\u200b/g, "")).toBe(HOSTILE);
  });

  let fake: FakeGitHub;
  let github: GitHub;
  beforeEach(async () => {
    fake = await startFakeGitHub();
    fake.state.addPull({ number: 11, headSha: HEAD });
    github = await connect(fake);
  });
  afterEach(async () => fake.close());

  it("a hostile failure message reaches the stored comment and check run neutralised", async () => {
    const r = hostile();
    await postStickyComment(github, { issueNumber: 11, checkName: "seedgate", markdown: gateMarkdown(r) });
    await postCheckRun(github, {
      name: "seedgate",
      headSha: HEAD,
      conclusion: r.verdict,
      title: gateTitle(r),
      summary: gateMarkdown(r),
      text: gateText(r),
      annotations: gateAnnotations(r),
    });
    const body = fake.state.commentsOn(11)[0]!.body;
    const run = [...fake.state.checkRuns.values()][0]!;
    expect(body).toContain("@\u200bacme/oracle-owners");
    for (const markdown of [body, run.output.summary ?? "", run.output.text ?? ""]) {
      expect(structureProblems(markdown), markdown).toEqual([]);
      expect(proseOf(cmark(markdown))).not.toMatch(/(^|[^\u200b])@(acme|octocat)|#12|GH-7|https:\/\/evil/);
    }
    for (const a of run.annotations) expect(`${a.title} ${a.message}`).not.toMatch(/@(acme|octocat)|#\d|https:\/\/evil/);
    expect(fake.violations).toEqual([]);
  });
});

describe("annotations in the diff", () => {
  it("a failing row is annotated at the journal, the test, and the deepest frame in a changed production file, with a human title", () => {
    const annotations = gateAnnotations(SITUATIONS["red-regression"]!());
    const onSource = annotations.filter((a) => a.path === "src/ledger.py");
    expect(onSource.length).toBeGreaterThan(0);
    expect(onSource[0]).toMatchObject({ start_line: 2, annotation_level: "failure", title: "balance fails on seed 1 (regression)" });
    expect(onSource[0]!.message).toContain("counterexample: test_balance_invariant(amounts=[13])");
    expect(annotations.map((a) => a.path)).toEqual(expect.arrayContaining(["oracles/balance.json", "tests/properties/test_ledger.py"]));
    expect(annotations.every((a) => !/^lane\./.test(a.title ?? ""))).toBe(true);
  });

  it("a seed the lane did not shrink shows its counterexample marked so, in the comment and the annotation", () => {
    const detail = `AssertionError: assert 0 == 517\n\nFalsifying example: test_balance_invariant(\n    amounts=[517, 3],\n) (${NOT_SHRUNK})`;
    const r = situation({ passing: [], blocking: [row({ lane: "holdout", key: "7", detail })] });
    expect(gateMarkdown(r)).toContain("`test_balance_invariant(amounts=[517, 3]) (not shrunk)`");
    expect(gateAnnotations(r).map((a) => a.message)).toContainEqual(
      expect.stringContaining("counterexample: test_balance_invariant(amounts=[517, 3]) (not shrunk)"),
    );
    const shrunk = situation({ passing: [], blocking: [row({ lane: "holdout", key: "7", detail: detail.replace(` (${NOT_SHRUNK})`, "") })] });
    expect(gateMarkdown(shrunk)).toContain("`test_balance_invariant(amounts=[517, 3])`");
  });

  it("under a cap, the frames in changed files come first: 1,000 rows, the first 1,000 annotations are in the diff", () => {
    const annotations = gateAnnotations(SITUATIONS["thousand-failing-rows"]!());
    // Each row at four places: the changed frame, the sealed test's failing line, the journal line, the test.
    expect(annotations).toHaveLength(4000);
    expect(new Set(annotations.slice(0, 1000).map((a) => a.path))).toEqual(new Set(["src/ledger.py"]));
  });

  it("a frame in a file the PR did not change is not annotated; a fast-check stack frame is", () => {
    const unchanged = situation({ blocking: [row({ key: "1" })], changedPaths: ["README.md"] });
    expect(gateAnnotations(unchanged).map((a) => a.path)).not.toContain("src/ledger.py");
    const stack =
      "Error: Property failed after 1 tests\nCounterexample: [[13]]\n    at balance (/tmp/lane/src/ledger.ts:4:11)\n    at /tmp/lane/node_modules/fast-check/lib/check.js:1:1";
    const node = situation({ blocking: [row({ key: "3", tail: stack })], changedPaths: ["src/ledger.ts"] });
    expect(gateAnnotations(node).find((a) => a.path === "src/ledger.ts")).toMatchObject({ start_line: 4, title: "balance fails on seed 3 (regression)" });
    expect(gateAnnotations(node).find((a) => a.path === "src/ledger.ts")!.message).toContain("counterexample: [[13]]");
  });
});
