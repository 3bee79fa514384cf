// A fork's pull request with secret holdouts: its lanes got no secret, so the holdout
// rows error. The comment and the check run say why and what a maintainer does, the
// verdict stays red, and nothing else gets the paragraph. Rendered by cmark-gfm, as
// GitHub renders it, and held to goldens (UPDATE_GOLDENS=1 rewrites them).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { fromFork, readSettings } from "../../src/action/inputs.js";
import { parseJournal } from "../../src/core/formats/journal.js";
import { isMissingSecret, secretSeed } from "../../src/core/plan/secret-holdout.js";
import { FORK_DOCS, FORK_WORKFLOW } from "../../src/modes/gate/fork-note.js";
import type { GateResult } from "../../src/modes/gate/gate.js";
import { gateMarkdown, gateText, gateTitle } from "../../src/modes/gate/render.js";
import { stickyBody } from "../../src/publish/comment.js";
import { cmark, structureProblems } from "./cmark.js";
import { row, situation } from "./situations.js";

const RUN_URL = "https://github.com/acme/ledger/runs/42";
const journal = {
  id: "balance",
  selector: "tests/properties/test_ledger.py::test_balance_invariant",
  parent_sha: "4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b",
  replay: { seeds: [8, 21, 34], hits: 3, last_hit_at: "2026-09-18T12:00:00Z" },
  holdout: { seeds: [], generator_saw: false, secret: { k: 2, modulus: 500 } },
  state: "locked",
};
const property = parseJournal("oracles/balance.json", JSON.stringify(journal)).property!;

/** The detail the holdout lane writes for a secret row without the secret (src/modes/lane/secret.ts). */
function laneDetail(key: string, secret: string | undefined): string {
  const s = secretSeed(property, key, secret);
  if (s.ok) throw new Error("expected the row to fail closed");
  return s.reason;
}

const passingReplay = ["8", "21", "34"].map((key) => row({ key, outcome: "pass", vote: "report" }));
const holdoutError = (key: string, detail: string) =>
  row({
    lane: "holdout",
    key,
    outcome: "error",
    detail,
    tail: "",
    rule: "either | hit or unused seeds | error",
    action: "block merge: a run that reached no verdict is no evidence",
  });
const missing = ["#1", "#2"].map((key) => holdoutError(key, laneDetail(key, undefined)));
const forkPull = (blocking = missing, fork = true): GateResult => ({ ...situation({ passing: passingReplay, blocking }), ...(fork ? { fork: true } : {}) });

const surfaces = (r: GateResult): Record<string, string> => {
  const text = gateText(r);
  return {
    comment: stickyBody("seedgate", gateMarkdown(r, { checkRunUrl: RUN_URL })),
    "check-run": `# ${gateTitle(r)}\n\n${gateMarkdown(r)}${text ? `\n${text}` : ""}`,
    "job-summary": gateMarkdown(r, { checkRunUrl: RUN_URL }),
  };
};

describe("the lane's reason", () => {
  test("a missing secret is its own kind, and its detail says so; a key out of range is not", () => {
    for (const secret of [undefined, ""]) {
      const s = secretSeed(property, "#1", secret);
      expect(s.ok || s.kind).toBe("missing-secret");
      expect(isMissingSecret(laneDetail("#1", secret))).toBe(true);
    }
    const outside = secretSeed(property, "#3", undefined);
    expect(outside.ok || outside.kind).toBe("not-derivable");
    expect(isMissingSecret(laneDetail("#3", undefined))).toBe(false);
    expect(secretSeed(property, "#1", "a secret").ok).toBe(true);
  });
});

describe.each(Object.entries(surfaces(forkPull())))("fork-missing-secret %s", (surface, markdown) => {
  test("keeps its structure in cmark-gfm and matches its golden", () => {
    expect(structureProblems(markdown, [RUN_URL, FORK_DOCS])).toEqual([]);
    const file = join("test/render/goldens", `fork-missing-secret.${surface}.md`);
    if (process.env.UPDATE_GOLDENS === "1" || !existsSync(file)) writeFileSync(file, markdown);
    expect(markdown).toBe(readFileSync(file, "utf8"));
  });
  test("one paragraph says why, that it stays red, and links the maintainer's run", () => {
    const html = cmark(markdown);
    const paragraphs = [...html.matchAll(/<p><strong>Fork:<\/strong>[\s\S]*?<\/p>/g)].map((m) => m[0]);
    expect(paragraphs).toHaveLength(1);
    const p = paragraphs[0]!;
    expect(p).toContain("the 2 secret holdout rows cannot run on a fork's pull request");
    expect(p).toContain("GitHub gives its workflows no secrets");
    expect(p).toContain("stays red (fail closed, never green)");
    expect(p).toContain(`<code>${FORK_WORKFLOW}</code>`);
    expect(p).toContain(`<a href="${FORK_DOCS}">Fork pull requests</a>`);
  });
});

describe("the verdict does not change, and the paragraph is only where it is true", () => {
  const says = (r: GateResult) => gateMarkdown(r).includes("**Fork:**");
  test("red stays red: the fork's report is a failure, with or without the paragraph", () => {
    expect(forkPull().verdict).toBe("failure");
    expect(gateMarkdown(forkPull())).toMatch(/^## seedgate: ❌ failure/);
    expect(gateTitle(forkPull())).toMatch(/^seedgate: red — /);
  });
  test("not on a pull request from this repository (a job that forgot to map the secret)", () => {
    expect(says(forkPull(missing, false))).toBe(false);
  });
  test("not for a holdout error of another cause, nor a replay row with the same words", () => {
    expect(says(forkPull([holdoutError("#3", laneDetail("#3", undefined))]))).toBe(false);
    expect(says(forkPull([row({ key: "8", outcome: "error", detail: laneDetail("#1", undefined) })]))).toBe(false);
  });
  test("a secret holdout that never ran is no overfit: the row says it reached no verdict", () => {
    expect(gateTitle(forkPull())).toContain("(a run that reached no verdict is no evidence)");
    expect(gateMarkdown(forkPull())).not.toContain("overfit");
    expect(gateMarkdown(forkPull())).not.toContain("Counterexample");
  });
  test("counts only the rows it explains", () => {
    expect(gateMarkdown(forkPull(missing.slice(0, 1)))).toContain("the 1 secret holdout row cannot run");
  });
});

describe("the event says whether the pull request is a fork's", () => {
  const repo = (full_name: string) => ({ full_name });
  test.each([
    ["a fork's pull_request", { pull_request: { head: { repo: repo("eve/ledger") }, base: { repo: repo("acme/ledger") } } }, true],
    ["a pull_request from a branch here", { pull_request: { head: { repo: repo("acme/ledger") }, base: { repo: repo("acme/ledger") } } }, false],
    ["a deleted fork (head.repo is null)", { pull_request: { head: { repo: null }, base: { repo: repo("acme/ledger") } } }, true],
    ["a fork's lanes run, to the hardened judge", { workflow_run: { head_repository: repo("eve/ledger"), repository: repo("acme/ledger") } }, true],
    ["a branch's lanes run, to the hardened judge", { workflow_run: { head_repository: repo("acme/ledger"), repository: repo("acme/ledger") } }, false],
    ["a manual run (no pull request)", { inputs: { pull_request: "7" } }, false],
  ])("%s", (_name, payload, fork) => {
    expect(fromFork(payload)).toBe(fork);
  });
  test("the action's event reader carries it to the gate (a fork's pull_request payload, as the runner writes it)", () => {
    const dir = mkdtempSync(join(tmpdir(), "seedgate-fork-event-"));
    const inputs = { INPUT_COMMAND: "gate", INPUT_TOKEN: "t" };
    Object.assign(process.env, inputs);
    try {
      const read = (head: string) => {
        const pull_request = { number: 7, base: { sha: "b".repeat(40), repo: repo("acme/ledger") }, head: { sha: "c".repeat(40), repo: repo(head) } };
        writeFileSync(join(dir, "event.json"), JSON.stringify({ pull_request }));
        return readSettings({ GITHUB_EVENT_NAME: "pull_request", GITHUB_EVENT_PATH: join(dir, "event.json"), GITHUB_WORKSPACE: dir }).event;
      };
      expect(read("eve/ledger")).toMatchObject({ number: 7, fork: true });
      expect(read("acme/ledger")).toMatchObject({ number: 7, fork: false });
    } finally {
      for (const k of Object.keys(inputs)) delete process.env[k];
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
