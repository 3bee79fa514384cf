// Attack rows the seal must refuse: the pull request touches what it may not write.
// Each is judged by `seedgate seal` and by dist/index.js (gate) with lane claims that
// are all green, so only the seal can make the verdict red.
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { row, type AttackRow } from "./row.js";
import { BUGGY, FIXED, greenClaims } from "./world.js";

const SEAL = ["seal.sealed-path"];
/** A sealed-only change without a qualifying approval. */
const SEALED_ONLY = { outcome: "failure", codes: ["seal.sealed-path", "seal.approval"] } as const;
const MIXED = SEALED_ONLY;
const fix = "def balance(amounts):\n    return sum(list(amounts))\n";
const META = ["oracles/$(touch PWNED1).json", "oracles/`touch PWNED2`.json", "oracles/;touch PWNED3;.json", "oracles/a b|c&d>e.json"];

export const sealRows: AttackRow[] = [
  row({
    name: "edit the gate workflow",
    pr: (w) => ({
      head: w.pr("edit-workflow", (r) =>
        r.write(".github/workflows/seedgate.yml", "on: pull_request\njobs:\n  gate:\n    runs-on: ubuntu-latest\n    steps: [{ run: 'exit 0' }]\n"),
      ),
    }),
    cli: "seal",
    codes: SEAL,
    action: SEALED_ONLY,
  }),
  row({
    name: "add a workflow with a job named like the check",
    pr: (w) => ({
      head: w.pr("lookalike-job", (r) => {
        r.write(".github/workflows/ci.yml", "on: pull_request\njobs:\n  seedgate:\n    runs-on: ubuntu-latest\n    steps: [{ run: 'exit 0' }]\n");
        r.write("src/ledger.py", BUGGY);
      }),
    }),
    cli: "seal",
    codes: SEAL,
    action: MIXED,
  }),
  row({
    name: "rename a sealed file out",
    pr: (w) => ({ head: w.pr("rename-out", (r) => r.git("mv", "oracles/balance.json", "docs-balance.json")) }),
    cli: "seal",
    codes: SEAL,
    action: MIXED,
    also: (r) => expect(r.json.hits.map((h: any) => h.path)).toContain("oracles/balance.json"),
  }),
  row({
    name: "delete a sealed file (the property's test)",
    pr: (w) => ({ head: w.pr("delete-sealed", (r) => r.remove("tests/properties/test_ledger.py")) }),
    cli: "seal",
    codes: SEAL,
    action: SEALED_ONLY,
  }),
  row({
    name: "add a file under a manifest root",
    pr: (w) => ({ head: w.pr("manifest-root-add", (r) => r.write(".sealed/fixtures/extra.json", "{}\n")) }),
    cli: "seal",
    codes: [...SEAL, "manifest.extra"],
    action: SEALED_ONLY,
  }),
  row({
    name: "turn a sealed file into a symlink",
    pr: (w) => ({
      head: w.pr("file-symlink", (r) => {
        r.remove("oracles/balance.json");
        r.symlink("oracles/balance.json", "../README.md");
      }),
    }),
    cli: "seal",
    codes: SEAL,
    action: SEALED_ONLY,
    also: (r) => expect(r.json.hits[0].kind).toBe("type-change"),
  }),
  row({
    name: "replace a sealed directory with a symlink",
    pr: (w) => ({
      head: w.pr("dir-symlink", (r) => {
        r.remove("tests/properties");
        r.write("tests/mine/test_ledger.py", "def test_balance_invariant():\n    pass\n");
        r.symlink("tests/properties", "mine");
      }),
    }),
    cli: "seal",
    codes: SEAL,
    action: MIXED,
    also: (r) => expect(r.json.hits.some((h: any) => h.path === "tests/properties" && h.ancestor)).toBe(true),
  }),
  row({
    name: "chmod a sealed file (mode change only)",
    pr: (w) => ({ head: w.pr("chmod", (r) => r.chmod("tests/properties/test_ledger.py", 0o755)) }),
    cli: "seal",
    codes: SEAL,
    action: SEALED_ONLY,
    also: (r) => expect(r.json.hits[0]).toMatchObject({ kind: "mode-change", newMode: "100755" }),
  }),
  row({
    name: "add a CODEOWNERS that makes the agent an owner",
    pr: (w) => ({
      head: w.pr("codeowners", (r) => {
        r.write("docs/CODEOWNERS", "* @agent\n");
        r.write("src/ledger.py", fix);
      }),
    }),
    cli: "seal",
    codes: SEAL,
    action: MIXED,
  }),
  row({
    name: "add only a .gitattributes",
    pr: (w) => ({ head: w.pr("gitattributes", (r) => r.write("src/.gitattributes", "*.py filter=lfs diff=lfs merge=lfs -text\n")) }),
    cli: "seal",
    codes: SEAL,
    action: SEALED_ONLY,
  }),
  row({
    name: "a case lookalike of a sealed path",
    pr: (w) => ({
      head: w.pr("case", (r) => {
        r.write("Oracles/balance.json", '{"hollow": true}\n');
        r.write("src/ledger.py", fix);
      }),
    }),
    cli: "seal",
    codes: SEAL,
    action: MIXED,
  }),
  row({
    name: "an NFD lookalike of a sealed path",
    pr: (w) => ({
      head: w.pr("nfd", (r) => {
        r.write("cafe\u0301/notes.md", "x\n");
        r.write("src/ledger.py", fix);
      }),
    }),
    cli: "seal",
    codes: SEAL,
    action: MIXED,
    also: (r) => expect(r.json.hits.map((h: any) => h.path)).toContain("cafe\u0301/notes.md"),
  }),
  row({
    name: "a submodule under a sealed path",
    pr: (w) => ({
      head: w.pr("submodule", (r) => {
        r.write("src/ledger.py", fix);
        r.git("add", "-A");
        r.git("update-index", "--add", "--cacheinfo", `160000,${w.base},oracles/vendor`);
        mkdirSync(join(r.dir, "oracles/vendor")); // an unpopulated submodule is an empty directory; without it `add -A` drops the gitlink
      }),
    }),
    cli: "seal",
    codes: SEAL,
    action: MIXED,
    also: (r) => expect(r.json.hits.find((h: any) => h.path === "oracles/vendor")?.newMode).toBe("160000"),
  }),
  row({
    name: "shell metacharacters in file names",
    pr: (w) => ({
      head: w.pr("metachars", (r) => {
        for (const f of META) r.write(f, "{}\n");
        r.write("src/x;touch PWNED4.py", fix);
      }),
    }),
    cli: "seal",
    codes: SEAL,
    action: MIXED,
    also: (r, w) => {
      expect(r.json.hits.map((h: any) => h.path).sort()).toEqual([...META].sort());
      for (const dir of [w.repo.dir, process.cwd()]) expect(readdirSync(dir).filter((f) => f.startsWith("PWNED"))).toEqual([]);
      expect(existsSync(join(w.repo.dir, "oracles", "PWNED1"))).toBe(false);
    },
  }),
  row({
    name: "edit the quarantine catalogue (thaw without review)",
    pr: (w) => ({ head: w.pr("quarantine-edit", (r) => r.write(".sealed/quarantine.json", '{"entries": []}\n')) }),
    cli: "seal",
    codes: SEAL,
    action: SEALED_ONLY,
  }),
  row({
    name: "edit a journal (drop a replay seed that hit)",
    pr: (w) => ({
      head: w.pr("journal-edit", (r) => {
        const j = JSON.parse(r.git("show", `${w.base}:oracles/balance.json`));
        j.replay.seeds = [1];
        r.write("oracles/balance.json", JSON.stringify(j, null, 2));
        r.write("src/ledger.py", BUGGY);
      }),
    }),
    cli: "seal",
    codes: SEAL,
    action: MIXED,
  }),
  row({
    name: "edit a manifest (re-pin a fixture)",
    pr: (w) => ({
      head: w.pr("manifest-edit", (r) => {
        r.write(".sealed/fixtures/accounts.json", '{"accounts": []}\n');
        r.write(
          ".sealed/fixtures/MANIFEST.sha256",
          r.git("show", `${w.base}:.sealed/fixtures/MANIFEST.sha256`).replace(/"[0-9a-f]{64}"/, `"${"0".repeat(64)}"`),
        );
      }),
    }),
    cli: "seal",
    codes: [...SEAL, "manifest.mismatch"],
    action: SEALED_ONLY,
  }),
  row({
    name: "delete a flaky (quarantined) test",
    pr: (w) => ({
      head: w.pr("delete-flaky", (r) => {
        r.remove("tests/legacy/test_flaky.py");
        r.write("src/ledger.py", fix);
      }),
    }),
    // Editing a quarantined test is allowed (it shows as stale); deleting it is not: the judge checks the head tree.
    cli: "gate",
    codes: ["quarantine.test-deleted"],
    results: (w, pr) => greenClaims(w.tmp(), w.base, pr.head),
    action: { outcome: "failure", codes: ["quarantine.test-deleted"] },
  }),
  row({
    name: "more than 3,000 changed files: git sees every one (a sealed file last)",
    pr: (w) => ({
      head: w.pr("many-files", (r) => {
        for (let i = 0; i < 3001; i++) r.write(`docs/gen/${String(i).padStart(4, "0")}.md`, `${i}\n`);
        r.write("oracles/zz-hollow.json", "{}\n");
      }),
    }),
    cli: "seal",
    codes: SEAL,
    action: MIXED,
    also: (r) => expect(r.json.writeSet).toEqual({ source: "git", changed: 3002 }),
  }),
];

export const FIX = fix;
export const FIXED_SOURCE = FIXED;
