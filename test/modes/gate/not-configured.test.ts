// Fail closed at the door: a base commit with no config and nothing at the default paths
// is red in `check` and `gate`, with the command that fixes it; a configured path that
// matches nothing names its key; the seeds' layout still works with zero configuration.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { main } from "../../../src/cli/dispatch.js";
import { gateProject, PYTHON } from "../../support/gate-fixture.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const cleanup: (() => void)[] = [];
afterAll(() => cleanup.forEach((c) => c()));

async function run(...argv: string[]) {
  const lines: string[] = [];
  process.env.SEEDGATE_PYTHON = PYTHON;
  const code = await main(argv, { out: (t) => void lines.push(t), err: (t) => void lines.push(t), isTTY: false, color: false });
  return { code, text: lines.join("\n") };
}

function repoWith(files: Record<string, string>, head: Record<string, string> = { "README.md": "# more\n" }): TempRepo {
  const repo = tempRepo();
  cleanup.push(() => repo.cleanup());
  repo.write("README.md", "# lib\n");
  for (const [path, text] of Object.entries(files)) repo.write(path, text);
  repo.commit("base");
  repo.git("switch", "-q", "-c", "pr");
  for (const [path, text] of Object.entries(head)) repo.write(path, text);
  repo.commit("pr");
  return repo;
}

function results(): string {
  const dir = mkdtempSync(join(tmpdir(), "seedgate-door-"));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test("no config and nothing at the default paths: check and gate are red, naming seedgate init", async () => {
  const repo = repoWith({});
  const dir = results();
  const checked = await run("check", "--cwd", repo.dir, "--base", "main", "--results", dir);
  expect(checked.code).toBe(1);
  expect(checked.text).toContain("seedgate is not configured at base");
  expect(checked.text).toContain("run `seedgate init`");
  const gated = await run("gate", "--cwd", repo.dir, "--base", "main", "--results", dir, "--json");
  expect(gated.code).toBe(1);
  expect(JSON.parse(gated.text).judgement.reasons.map((f: { code: string }) => f.code)).toEqual(["config.not-configured"]);
}, 120_000);

test("the bootstrap pull request (it adds the config) is told it is the bootstrap", async () => {
  const repo = repoWith({}, { ".github/seedgate.yml": "owners: [maintainer]\n" });
  const r = await run("check", "--cwd", repo.dir, "--base", "main", "--results", results());
  expect(r.code).toBe(1);
  expect(r.text).toContain("it is the bootstrap pull request");
}, 120_000);

test("a configured journal glob that matches nothing is an error naming the key", async () => {
  const repo = repoWith({ ".github/seedgate.yml": 'journals: "oracle/*.json"\n' });
  const r = await run("check", "--cwd", repo.dir, "--base", "main", "--results", results());
  expect(r.code).toBe(1);
  expect(r.text).toContain('"journals" in the config names the journal glob oracle/*.json');
}, 120_000);

test("the seeds' layout with zero configuration is configured: a docs-only pull request is green", async () => {
  const p = gateProject();
  cleanup.push(() => p.repo.cleanup());
  p.repo.git("switch", "-q", "-c", "docs");
  p.repo.write("README.md", "# ledger\n\nMore.\n");
  p.repo.commit("docs");
  const r = await run("check", "--cwd", p.repo.dir, "--base", p.base, "--results", results());
  expect(r.text).not.toContain("not configured");
  expect(r.code).toBe(0);
}, 180_000);
