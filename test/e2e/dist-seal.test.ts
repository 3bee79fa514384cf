// The bundled dist/ run as a runner and a terminal run it: subprocesses only.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { startFakeGitHub, type FakeGitHub } from "../support/fake-github/index.js";
import { runAction } from "../support/runner.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

let repo: TempRepo;
let base: string;
beforeEach(() => {
  repo = tempRepo();
  repo.write("src/app.py", "x = 1\n");
  repo.write("oracles/p.json", "{}\n");
  base = repo.commit("base");
});
afterEach(() => repo.cleanup());

const cli = (...args: string[]) => spawnSync(process.execPath, [resolve("dist/cli.js"), ...args], { cwd: repo.dir, encoding: "utf8" });
const prEvent = (head: string) => ({ name: "pull_request", payload: { pull_request: { number: 7, base: { sha: base }, head: { sha: head } } } });

test("command: seal on a clean PR sets verdict=success and writes a summary", async () => {
  repo.write("src/app.py", "x = 2\n");
  const head = repo.commit("prod");
  const r = await runAction({ inputs: { command: "seal", token: "t" }, workspace: repo.dir, event: prEvent(head) });
  expect(r.exitCode).toBe(0);
  expect(r.outputs.verdict).toBe("success");
  expect(JSON.parse(r.outputs.json!)).toMatchObject({ command: "seal", base, head, hits: [] });
  expect(r.summary).toContain("seedgate seal: success");
});

test("a step prints at most 10 error annotations (GitHub shows no more); one points to the check run, the log keeps the rest", async () => {
  for (let i = 0; i < 15; i++) repo.write(`oracles/new-${i}.json`, "{}\n");
  const head = repo.commit("fifteen sealed files");
  const r = await runAction({ inputs: { command: "seal", token: "t" }, workspace: repo.dir, event: prEvent(head) });
  expect(r.exitCode).toBe(1);
  const errors = r.commands.filter((c) => c.name === "error");
  expect(errors).toHaveLength(10);
  // Eight findings, the pointer, and the step's own failure line.
  expect(errors[8]!.message).toMatch(/^7 more errors than GitHub shows for one step: the seedgate check run on this pull request lists every one/);
  expect(errors[9]!.message).toBe("seedgate seal: 15 reason(s) to block this change");
  for (let i = 0; i < 15; i++) expect(r.stdout).toContain(`oracles/new-${i}.json`);
});

test("command: seal on a sealed edit fails the step and annotates the file", async () => {
  repo.write("oracles/p.json", '{"state": "locked"}\n');
  const head = repo.commit("tamper");
  const r = await runAction({ inputs: { command: "seal", token: "t" }, workspace: repo.dir, event: prEvent(head) });
  expect(r.exitCode).toBe(1);
  expect(r.outputs.verdict).toBe("failure");
  expect(r.commands.find((c) => c.name === "error" && c.props.file === "oracles/p.json")?.message).toContain("oracles/p.json was modified");
  expect(r.summary).toContain("| `oracles/p.json` | modified |");
});

test("a git error fails the step loudly, never 'no changes'", async () => {
  const r = await runAction({ inputs: { command: "seal", token: "t", base: "deadbeef".repeat(5) }, workspace: repo.dir, event: prEvent("HEAD") });
  expect(r.exitCode).toBe(1);
  expect(r.outputs.verdict).toBeUndefined();
  expect(r.commands.some((c) => c.name === "error" && /git error/.test(c.message))).toBe(true);
});

test("an unknown command input is a usage failure", async () => {
  const r = await runAction({ inputs: { command: "sael" }, workspace: repo.dir, event: prEvent("HEAD") });
  expect(r.exitCode).toBe(1);
  expect(r.stdout).toContain('unknown command "sael"');
});

test("CLI exit codes: 0 green, 1 red, 2 usage or git error", () => {
  expect(cli("seal", "--base", base).status).toBe(0);
  repo.write(".github/workflows/x.yml", "on: push\n");
  repo.commit("workflow");
  const red = cli("seal", "--base", base, "--json");
  expect(red.status).toBe(1);
  expect(JSON.parse(red.stdout).hits[0].path).toBe(".github/workflows/x.yml");
  expect(cli("seal").status).toBe(2);
  expect(cli("seal", "--bsae", base).status).toBe(2);
  const gitError = cli("seal", "--base", "nope");
  expect(gitError.status).toBe(2);
  expect(gitError.stderr).toMatch(/git error: the revision "nope" does not name a commit.*\n\s+hint: .*git fetch/);
});

test("CLI manifest write then verify round-trips; a changed byte is red", () => {
  repo.write("fx/a.bin", "a\n");
  expect(cli("manifest", "write", "fx").status).toBe(0);
  expect(readFileSync(resolve(repo.dir, "fx/MANIFEST.sha256"), "utf8")).toContain('"a.bin"');
  repo.commit("fixtures");
  expect(cli("manifest", "verify", "fx").status).toBe(0);
  repo.write("fx/a.bin", "b\n");
  repo.commit("alter");
  expect(cli("manifest", "verify", "fx").status).toBe(1);
  expect(cli("manifest", "verify", "fx", "--rev", "HEAD~1").status).toBe(0);
});

test("CLI validate names the config file, line and field", () => {
  repo.write(".github/seedgate.yml", "sealed:\n  - 3\n");
  repo.commit("bad config");
  const r = cli("validate");
  expect(r.status).toBe(1);
  expect(r.stdout).toContain(".github/seedgate.yml:2: /sealed/0: must be string");
});

describe("a shallow checkout without a merge base", () => {
  let fake: FakeGitHub;
  beforeEach(async () => {
    fake = await startFakeGitHub({ owner: "acme", repo: "widgets" });
  });
  afterEach(() => fake.close());

  const shallowClone = (head: string) => {
    const dir = mkdtempSync(join(tmpdir(), "seedgate-shallow-"));
    const g = (...a: string[]) => execFileSync("git", a, { cwd: dir, stdio: "ignore" });
    g("init", "-q");
    g("fetch", "-q", "--depth=1", `file://${repo.dir}`, head, base);
    g("checkout", "-q", head);
    return dir;
  };

  test("falls back to the PR's file list from the API and still catches the sealed path", async () => {
    repo.write("src/app.py", "x = 3\n");
    repo.commit("prod");
    repo.write("oracles/p.json", '{"edited": true}\n');
    const head = repo.commit("tamper");
    fake.state.addPull({
      number: 7,
      headSha: head,
      baseSha: base,
      files: [
        { filename: "src/app.py", status: "modified" },
        { filename: "oracles/p.json", status: "modified" },
      ],
    });
    const dir = shallowClone(head);
    try {
      const r = await runAction({
        inputs: { command: "seal", token: fake.token },
        workspace: dir,
        event: prEvent(head),
        env: { GITHUB_API_URL: fake.url, GITHUB_REPOSITORY: "acme/widgets" },
      });
      expect(r.outputs.verdict).toBe("failure");
      expect(JSON.parse(r.outputs.json!)).toMatchObject({ writeSet: { source: "api", changed: 2 }, hits: [{ path: "oracles/p.json" }] });
      expect(fake.violations).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("without a token the CLI says exactly how to fetch the history", () => {
    const head = repo.commit("empty");
    const dir = shallowClone(head);
    try {
      const r = spawnSync(process.execPath, [resolve("dist/cli.js"), "seal", "--base", base, "--head", head], { cwd: dir, encoding: "utf8" });
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`git fetch --no-tags origin ${base} ${head}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test("CLI validate reports an invalid journal with its file and field", () => {
  repo.write(
    "oracles/p.json",
    JSON.stringify(
      {
        id: "p",
        selector: "tests/test_p.py::test_p",
        parent_sha: base,
        replay: { seeds: [], fixtures: [], hits: 0, last_hit_at: null },
        holdout: { seeds: [55], generator_saw: false },
        flake: { replay_flakes: 0, holdout_flakes: 0, freeze_replay_until: null },
        state: "locked",
      },
      null,
      2,
    ),
  );
  repo.commit("a locked journal with zero replay seeds");
  const r = cli("validate", "--json");
  expect(r.status).toBe(1);
  const out = JSON.parse(r.stdout) as { findings: { file: string; pointer?: string; line?: number }[] };
  expect(out.findings.some((f) => f.file === "oracles/p.json" && f.line !== undefined && /replay|state/.test(f.pointer ?? ""))).toBe(true);
});
