// seedgate's own journals (oracles/*.json) replay green on this commit: `seedgate check`
// through dist/cli.js, as a developer runs it, in a scratch worktree of HEAD (so the
// working tree, with whatever it holds uncommitted, is never touched) with this
// checkout's node_modules linked in for the fast-check preset, and the developer's npm cache.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";

const CLI = resolve("dist/cli.js");
const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();
const scratch = mkdtempSync(join(tmpdir(), "seedgate-dogfood-"));
const tree = join(scratch, "tree");

beforeAll(() => {
  git("worktree", "add", "--detach", tree, "HEAD");
  symlinkSync(resolve("node_modules"), join(tree, "node_modules"), "junction");
});
afterAll(() => {
  if (existsSync(tree)) git("worktree", "remove", "--force", tree);
  rmSync(scratch, { recursive: true, force: true });
});

test("`seedgate check --base HEAD` on seedgate itself: every journal's fixtures, replay and holdout seeds pass", () => {
  const journals = readdirSync(join(tree, "oracles")).filter((f) => f.endsWith(".json"));
  expect(journals.length).toBeGreaterThan(0);
  // The developer's npm cache, where `npm ci` left the tarballs the lanes check the framework against.
  const npmCache = process.env.npm_config_cache ?? process.env.NPM_CONFIG_CACHE ?? join(homedir(), ".npm");
  const env = { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: scratch, npm_config_cache: npmCache };
  const r = spawnSync(process.execPath, [CLI, "check", "--base", "HEAD", "--results", join(scratch, "results"), "--json"], { cwd: tree, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  expect(r.status, `${r.stdout.slice(-3000)}\n${r.stderr.slice(-3000)}`).toBe(0);
  const result = JSON.parse(r.stdout) as { verdict: string; judgement: { lanes: { lane: string; rows: number; expected: number }[] } };
  expect(result.verdict).toBe("success");
  const { lanes } = result.judgement;
  // Every planned row ran: both lanes, none empty.
  expect(lanes.map((l) => l.lane).sort()).toEqual(["holdout", "replay"]);
  for (const l of lanes) {
    expect(l.rows, l.lane).toBeGreaterThan(0);
    expect(l.rows, l.lane).toBe(l.expected);
  }
}, 400_000);
