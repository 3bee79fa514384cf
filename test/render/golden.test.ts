// Goldens of what GitHub shows for each named situation (comment, check run,
// job summary), each rendered with cmark-gfm and checked for structure.
// UPDATE_GOLDENS=1 rewrites them; review the diff like code.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { gateMarkdown, gateText, gateTitle } from "../../src/modes/gate/render.js";
import { planMarkdown } from "../../src/modes/plan/render.js";
import { stickyBody } from "../../src/publish/comment.js";
import { error } from "../../src/core/findings.js";
import { cmark, structureProblems } from "./cmark.js";
import { SITUATIONS } from "./situations.js";

const DIR = "test/render/goldens";
const RUN_URL = "https://github.com/acme/ledger/runs/42";

export function surfaces(r: ReturnType<(typeof SITUATIONS)[string]>): Record<string, string> {
  const text = gateText(r);
  return {
    comment: stickyBody("seedgate", gateMarkdown(r, { checkRunUrl: RUN_URL })),
    "check-run": `# ${gateTitle(r)}\n\n${gateMarkdown(r)}${text ? `\n${text}` : ""}`,
    "job-summary": gateMarkdown(r, { checkRunUrl: RUN_URL }),
  };
}

describe.each(Object.keys(SITUATIONS))("%s", (name) => {
  const r = SITUATIONS[name]!();
  it.each(Object.entries(surfaces(r)))("%s keeps its structure in cmark-gfm and matches its golden", (surface, markdown) => {
    expect(structureProblems(markdown, [RUN_URL])).toEqual([]);
    const file = join(DIR, `${name}.${surface}.md`);
    if (process.env.UPDATE_GOLDENS === "1" || !existsSync(file)) {
      mkdirSync(DIR, { recursive: true });
      writeFileSync(file, markdown);
    }
    expect(markdown).toBe(readFileSync(file, "utf8"));
  });
});

describe("plan job summary", () => {
  const include = [
    { lane: "replay" as const, shard: "1/2", rows: 40 },
    { lane: "replay" as const, shard: "2/2", rows: 39 },
    { lane: "holdout" as const, shard: "1/2", rows: 12 },
    { lane: "holdout" as const, shard: "2/2", rows: 12 },
  ];
  it.each([
    ["plan-ready", []],
    ["plan-invalid", [error("journal.replay-empty", "oracles/p.json: a locked journal needs at least one replay seed", { file: "oracles/p.json", line: 3 })]],
  ] as const)("%s keeps its structure and matches its golden", (name, findings) => {
    const markdown = planMarkdown({ command: "plan", base: "b".repeat(40), matrix: { include }, findings });
    expect(structureProblems(markdown)).toEqual([]);
    const file = join(DIR, `${name}.job-summary.md`);
    if (process.env.UPDATE_GOLDENS === "1" || !existsSync(file)) writeFileSync(file, markdown);
    expect(markdown).toBe(readFileSync(file, "utf8"));
  });
});

describe("the structure check", () => {
  it("catches the old reproduction list: a fence whose second line is not indented ends the item", () => {
    // What `reproduction()` wrote before the tree: every line of fenced() got two spaces,
    // but the fenced text itself held the raw command on a second line, unindented.
    const old = [
      "- `balance:1` (replay seed, fail):",
      "",
      "  ```sh",
      "  seedgate lane replay --base 0123456789ab --only 'balance:1'",
      "python3 -m pytest 'tests/test_ledger.py::test_balance' --hypothesis-seed=1 -p no:cacheprovider",
      "  ```",
      "",
      "- `balance:2` (replay seed, fail):",
      "",
    ].join("\n");
    const problems = structureProblems(old);
    expect(problems.join("\n")).toMatch(/fenced blocks in the source|stray fence/);
    const html = cmark(old);
    expect(html).toMatch(/<p>python3 -m pytest/); // the second command left the list
    expect(html).toMatch(/<pre><code>\n- `balance:2`/); // and the next row became code
  });

  it("catches an escape shown as text and a mention", () => {
    expect(structureProblems("`pager\\_keeps\\_items` is fine, pager\\\\_keeps is not\n").join()).toMatch(/backslash/);
    expect(structureProblems("ping @acme/owners\n").join()).toMatch(/mention/);
    expect(structureProblems("see https://evil.example\n").join()).toMatch(/link/);
  });
});
