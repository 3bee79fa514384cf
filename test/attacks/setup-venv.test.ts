// The docs' own recipe as a benign row (issue 26.4): a base whose runners.setup makes a
// virtual environment and whose runners.python names it relatively. A genuine production
// fix stays green and the bug stays red, through `seedgate check` in a worktree and
// through the hardened CI shape: the action's two lanes in a checkout of the head, then
// the gate in a fresh clone against the fake GitHub.
import { execFileSync } from "node:child_process";
import { copyFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import { GITHUB_ACTIONS, startFakeGitHub, type FakeGitHub } from "../support/fake-github/index.js";
import { pullRequestEvent } from "../support/events.js";
import { runAction } from "../support/runner.js";
import { BUGGY, cli, CONFIG, makeWorld, type World } from "./world.js";

const VENV = "[/usr/bin/python3, -m, venv, --without-pip, --system-site-packages, .venv]";
const RECIPE = (sandbox: string) => `${CONFIG}runners:\n  sandbox: ${sandbox}\n  python: .venv/bin/python3\n  writable: [.venv]\n  setup: [${VENV}]\n`;
/** Another correct balance: a production change the property must accept. */
const FIX = "def balance(amounts):\n    total = 0\n    for a in amounts:\n        total += a\n    return total\n";

let w: World;
let fake: FakeGitHub;
beforeAll(() => {
  w = makeWorld();
}, 120_000);
afterAll(() => w?.cleanup());
beforeEach(async () => {
  fake = await startFakeGitHub({ owner: "acme", repo: "widgets", idleMs: 180_000 });
});
afterEach(() => fake.close());

test.each([
  ["bwrap", "a genuine fix", "success", FIX],
  ["landlock", "a genuine fix", "success", FIX],
  ["landlock", "the bug kept", "failure", BUGGY],
] as const)(
  "runners.setup makes .venv under %s, runners.python names it relatively: %s is %s",
  async (sandbox, _what, verdict, code) => {
    const base = w.pr(`venv-base-${sandbox}`, (r) => r.write(".github/seedgate.yml", RECIPE(sandbox)));
    const head = w.pr(`venv-${sandbox}-${verdict}`, (r) => r.write("src/ledger.py", code), base);
    const local = cli(["check", "--base", base, "--head", head, "--results", w.tmp(), "--json"], w.worktree(head));
    expect(local.json?.verdict, local.stderr.slice(-3000)).toBe(verdict);
    const clone = (name: string) => {
      const dir = join(w.tmp(), name);
      execFileSync("git", ["clone", "-q", "--no-hardlinks", w.repo.dir, dir]);
      execFileSync("git", ["checkout", "-q", "--detach", head], { cwd: dir });
      return dir;
    };
    const checkout = clone("checkout");
    const temp = w.tmp();
    const event = pullRequestEvent({ number: 7, base, head });
    for (const lane of ["replay", "holdout"]) {
      const r = await runAction({ inputs: { command: "lane", lane, shard: "1/1", base, head }, workspace: checkout, event, env: { RUNNER_TEMP: temp } });
      expect(r.outputs.verdict, r.stdout.slice(-3000)).toBe(verdict);
    }
    const downloaded = w.tmp();
    for (const f of readdirSync(temp).filter((x) => x.endsWith(".json"))) copyFileSync(join(temp, f), join(downloaded, f));
    fake.state.addPull({ number: 7, headSha: head, baseSha: base, author: "agent" });
    const gate = await runAction({
      inputs: { command: "gate", token: fake.token, results: downloaded },
      workspace: clone("fresh"),
      event,
      env: { GITHUB_API_URL: fake.url, GITHUB_REPOSITORY: "acme/widgets", GITHUB_SERVER_URL: "https://github.com", GITHUB_RUN_ID: "42" },
    });
    const ours = [...fake.state.checkRuns.values()].filter((x) => x.app.id === GITHUB_ACTIONS.id && x.headSha === head);
    expect(
      ours.map((x) => x.conclusion),
      gate.stdout.slice(-3000),
    ).toEqual([verdict]);
  },
  300_000,
);
