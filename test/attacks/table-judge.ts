// Attack rows aimed at the judge: poisoned or missing lane results, GitHub state
// (look-alike check runs, approvals, pushes), outages and errors. Judged by
// `seedgate gate` where a local run can see the attack, and by dist/index.js.
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { GITHUB_ACTIONS } from "../support/fake-github/index.js";
import { row, type AttackRow, type Pr } from "./row.js";
import { BUGGY, greenClaims, poisoned, type World } from "./world.js";

const docs = (w: World): Pr => ({ head: w.docsHead });
/** A sealed-only change: one more holdout seed in the journal. */
const journalEdit = (w: World, name: string, seed: number, from?: string) =>
  w.pr(
    name,
    (r) => {
      const j = JSON.parse(r.git("show", `HEAD:oracles/balance.json`));
      j.holdout.seeds.push(seed);
      r.write("oracles/balance.json", JSON.stringify(j, null, 2) + "\n");
    },
    from,
  );
const APPROVAL = ["seal.sealed-path", "seal.approval"];
const CTRL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

export const judgeRows: AttackRow[] = [
  row({
    name: "post a fake check run of the same name (another app)",
    pr: docs,
    cli: "none",
    codes: [],
    action: {
      outcome: "failure",
      results: (w) => w.docsResults,
      github: (fake, pr) =>
        void fake.state.addCheckRun({ name: "seedgate", headSha: pr.head, app: { id: 99, slug: "impostor", name: "Impostor" }, conclusion: "success" }),
      also: (r) => expect(r.outputs.verdict).toBe("failure"),
    },
  }),
  row({
    name: "a cancelled lane (its results are missing)",
    pr: docs,
    cli: "gate",
    codes: ["claims.missing-shard"],
    results: (w) => poisoned(w, (_c, dir) => void rmSync(join(dir, "holdout-1-of-1.json"))),
    action: { outcome: "failure", codes: ["claims.missing-shard"] },
  }),
  row({
    name: "skipped lane jobs (needs context)",
    pr: docs,
    cli: "none",
    codes: [],
    action: {
      outcome: "failure",
      results: (w) => w.docsResults,
      codes: ["workflow.needed-job"],
      env: { SEEDGATE_NEEDS: JSON.stringify({ lanes: { result: "skipped", outputs: {} }, plan: { result: "success", outputs: {} } }) },
    },
  }),
  row({
    name: "a skipped gate job posts nothing, so the required check stays absent",
    pr: docs,
    cli: "none",
    codes: [],
    action: {
      outcome: "not-run",
      also: () => {
        // The quick-start gate job runs `if: always()`, so only a skipped workflow can skip it, and then no
        // "seedgate" check run exists on the head: a required check that is absent blocks the merge.
        const yml = readFileSync("examples/workflows/quick-start.yml", "utf8");
        expect(yml).toMatch(/\n  gate:\n(?:    #[^\n]*\n)*    if: always\(\)\n/);
        expect(yml).toContain("SEEDGATE_NEEDS: ${{ toJSON(needs) }}");
      },
    },
  }),
  row({
    name: "poisoned results: bound to another head SHA",
    pr: docs,
    cli: "gate",
    codes: ["claims.wrong-head", "claims.missing-shard"],
    results: (w) => poisoned(w, (c) => ({ ...c, head: w.base })),
    action: { outcome: "failure", codes: ["claims.wrong-head"] },
  }),
  row({
    name: "poisoned results: duplicated rows",
    pr: docs,
    cli: "gate",
    codes: ["claims.duplicate-row"],
    results: (w) => poisoned(w, (c) => ({ ...c, rows: [...c.rows, ...c.rows.map((x: any) => ({ ...x, outcome: "pass" }))] })),
    action: { outcome: "failure", codes: ["claims.duplicate-row"] },
  }),
  row({
    name: "poisoned results: seeds the base plan does not freeze claimed as frozen",
    pr: docs,
    cli: "gate",
    codes: ["lane.replay.frozen"],
    results: (w) => poisoned(w, (c) => ({ ...c, rows: c.rows.map((x: any) => ({ ...x, outcome: "frozen", detail: "frozen by the lane" })) })),
    action: { outcome: "failure", codes: ["lane.replay.frozen"] },
  }),
  row({
    name: "a results file that is a symlink (to a forged claim)",
    pr: docs,
    cli: "gate",
    codes: ["results.symlink", "claims.missing-shard"],
    results: (w) =>
      poisoned(w, (c, dir) => {
        const forged = join(w.tmp(), "forged.json");
        writeFileSync(forged, JSON.stringify(c));
        rmSync(join(dir, "replay-1-of-1.json"));
        symlinkSync(forged, join(dir, "replay-1-of-1.json"));
      }),
    action: { outcome: "failure", codes: ["results.symlink"] },
  }),
  row({
    name: "huge results JSON (over the file cap)",
    pr: docs,
    cli: "gate",
    codes: ["results.too-large", "claims.missing-shard"],
    results: (w) => poisoned(w, (c) => JSON.stringify({ ...c, environment: { pad: "x".repeat(33 * 1024 * 1024) } })),
    action: { outcome: "failure", codes: ["results.too-large"] },
  }),
  row({
    name: "deeply nested results JSON",
    pr: docs,
    cli: "gate",
    codes: ["claims.missing-shard"],
    results: (w) => poisoned(w, (c) => JSON.stringify({ ...c, environment: { x: 0 } }).replace('{"x":0}', "[".repeat(200_000) + "]".repeat(200_000))),
    action: { outcome: "failure", codes: ["claims.missing-shard"] },
  }),
  row({
    name: "a 1 MB row name and 100,000 unplanned rows",
    pr: docs,
    cli: "gate",
    codes: ["results.schema", "claims.missing-shard"],
    results: (w) =>
      poisoned(w, (c) => ({
        ...c,
        rows: [...c.rows, { ...c.rows[0], property: "p".repeat(1 << 20) }, ...Array.from({ length: 100_000 }, (_, i) => ({ ...c.rows[0], key: `x${i}` }))],
      })),
    also: (r) => expect(JSON.stringify(r.json.judgement.reasons).length).toBeLessThan(20_000),
    action: { outcome: "failure", codes: ["claims.missing-shard"] },
  }),
  row({
    name: "control characters in row and file names (workflow-command injection)",
    pr: docs,
    cli: "gate",
    codes: ["claims.unexpected-row"],
    results: (w) =>
      poisoned(w, (c, dir) => {
        mkdirSync(join(dir, "x\n::notice::forged"));
        writeFileSync(join(dir, "x\n::notice::forged", "r\r\n::error::forged.json"), "{}");
        return { ...c, rows: [...c.rows, { ...c.rows[0], property: "balance\u001b[2J\u0007", key: "1\n::error title=forged::all green\r" }] };
      }),
    also: (r) => {
      expect(JSON.stringify(r.json.judgement.reasons)).not.toMatch(CTRL);
      expect(r.json.judgement.reasons.map((f: any) => f.message).join("\n")).not.toMatch(CTRL);
    },
    action: {
      outcome: "failure",
      codes: ["claims.unexpected-row", "results.unknown"],
      also: (r, fake) => {
        // The names reach the log only JSON-escaped inside seedgate's own commands: none is a command of its own.
        expect(r.commands.filter((c) => c.props.title === "forged" || c.message === "all green" || c.message.startsWith("forged"))).toEqual([]);
        expect(r.stdout).not.toMatch(/^::(error|notice|warning)( title=forged)?::(all green|forged)/m);
        const ours = [...fake.state.checkRuns.values()].find((x) => x.app.id === GITHUB_ACTIONS.id)!;
        expect(ours.output.summary ?? "").not.toMatch(CTRL);
      },
    },
  }),
  row({
    name: "a push after approval (stale head SHA)",
    pr: (w) => {
      const approved = journalEdit(w, "approved", 5);
      return { head: journalEdit(w, "pushed-after", 6, approved), note: { approved } };
    },
    cli: "gate",
    codes: ["claims.wrong-head"],
    results: (w, pr) => greenClaims(w.tmp(), w.base, pr.note!.approved!),
    action: {
      outcome: "failure",
      results: "green",
      codes: APPROVAL,
      pull: (_w, pr) => ({ reviews: [{ user: "maintainer", state: "APPROVED", commitId: pr.note!.approved! }] }),
    },
  }),
  row({
    name: "an approval by the author (a sealed owner, login in another case)",
    pr: (w) => ({ head: journalEdit(w, "self-approved", 7) }),
    cli: "seal",
    codes: ["seal.sealed-path"],
    action: {
      outcome: "failure",
      codes: APPROVAL,
      pull: (_w, pr) => ({ author: "maintainer", reviews: [{ user: "Maintainer", state: "APPROVED", commitId: pr.head }] }),
    },
  }),
  row({
    name: "an approval by a bot",
    pr: (w) => ({ head: journalEdit(w, "bot-approved", 8) }),
    cli: "seal",
    codes: ["seal.sealed-path"],
    action: {
      outcome: "failure",
      codes: APPROVAL,
      pull: (_w, pr) => ({
        reviews: [
          { user: "maintainer", state: "APPROVED", commitId: pr.head, userType: "Bot" },
          { user: "dependabot[bot]", state: "APPROVED", commitId: pr.head },
        ],
      }),
    },
  }),
  row({
    name: "an owner's approval cannot launder a mixed pull request",
    pr: (w) => ({
      head: w.pr("mixed-approved", (r) => {
        r.write("oracles/balance.json", r.git("show", `${w.base}:oracles/balance.json`).replace('"seeds": [\n      1,\n      2\n    ]', '"seeds": [1]'));
        r.write("src/ledger.py", BUGGY);
      }),
    }),
    cli: "seal",
    codes: ["seal.sealed-path"],
    action: { outcome: "failure", codes: APPROVAL, pull: (_w, pr) => ({ reviews: [{ user: "maintainer", state: "APPROVED", commitId: pr.head }] }) },
  }),
  row({
    name: "an API outage (persistent 5xx on the check run)",
    pr: docs,
    cli: "none",
    codes: [],
    action: {
      outcome: "no-check-run",
      results: (w) => w.docsResults,
      github: (fake) => fake.faults.add({ kind: "server-error", times: "always", match: { operationId: "checks/create" } }),
    },
  }),
  row({
    name: "a git error (an unknown base)",
    pr: docs,
    cli: "error",
    codes: ["git"],
    args: (_w, pr) => ["seal", "--base", "0badc0de".repeat(5), "--head", pr.head, "--json"],
    action: {
      outcome: "no-check-run",
      results: (w) => w.docsResults,
      inputs: () => ({ base: "0badc0de".repeat(5) }),
      also: (r) => expect(r.stdout).toMatch(/cannot find|unknown revision|bad object/i),
    },
  }),
  row({
    name: "more than 3,000 changed files through the API fallback (shallow checkout, no merge base)",
    pr: (w) => ({ head: w.pr("api-many", (r) => r.write("docs/one.md", "one\n")) }),
    cli: "none",
    codes: [],
    action: {
      outcome: "no-check-run",
      results: "green",
      workspace: (w, pr) => shallowClone(w, pr.head),
      pull: () => ({ files: Array.from({ length: 3002 }, (_, i) => ({ filename: `docs/gen/${i}.md`, status: "added" as const })) }),
      also: (r) => expect(r.stdout).toMatch(/3,?000/),
    },
  }),
];

/** A depth-1 checkout holding base and head but no merge base, with no remote to deepen from. */
function shallowClone(w: World, head: string): string {
  const dir = join(w.tmp(), "shallow");
  w.repo.git("clone", "-q", "--depth", "1", "--no-local", "--branch", "pr/api-many", `file://${w.repo.dir}`, dir);
  w.repo.git("-C", dir, "fetch", "-q", "--depth", "1", "origin", w.base);
  w.repo.git("-C", dir, "remote", "remove", "origin");
  expect(w.repo.git("-C", dir, "rev-parse", "HEAD").trim()).toBe(head);
  expect(readFileSync(join(dir, ".git", "shallow"), "utf8")).toContain(head);
  return dir;
}
