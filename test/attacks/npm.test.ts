// The npm rows (table-npm.ts): each through `seedgate check` (dist/cli.js; run `npm run
// build` first) in the example project's checkout; the control and the first payload
// also through the hardened CI shape: the action's two lanes in a checkout of the head, the gate in a fresh clone against
// the fake GitHub. `npm ci` runs inside the sandbox and needs the npm registry.
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import { GITHUB_ACTIONS, startFakeGitHub, type FakeGitHub } from "../support/fake-github/index.js";
import { pullRequestEvent } from "../support/events.js";
import { runAction } from "../support/runner.js";
import { makeFastCheckWorld, type FastCheckWorld } from "./table-fastcheck.js";
import { NPM_BASE, npmRows, type NpmRow } from "./table-npm.js";

const scratch = mkdtempSync(join(tmpdir(), "seedgate-npm-attacks-"));
let w: FastCheckWorld;
let fake: FakeGitHub;
beforeAll(() => {
  w = makeFastCheckWorld(scratch, NPM_BASE);
}, 900_000); // the example's history runs a hunt and two checks
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
beforeEach(async () => {
  fake = await startFakeGitHub({ owner: "acme", repo: "widgets", idleMs: 180_000 });
});
afterEach(() => fake.close());

const strings = (v: unknown): string[] => (typeof v === "string" ? [v] : v !== null && typeof v === "object" ? Object.values(v).flatMap(strings) : []);
const slug = (row: NpmRow) => row.name.replace(/\W+/g, "-").slice(0, 40);

/** A clone of the world at `head` with no node_modules: setup's `npm ci` makes it. */
function clone(name: string, head: string): string {
  const dir = join(scratch, name);
  execFileSync("git", ["clone", "-q", "--no-hardlinks", w.dir, dir]);
  execFileSync("git", ["checkout", "-q", "--detach", head], { cwd: dir });
  return dir;
}

function expectReason(row: NpmRow, texts: string[], said: string): void {
  expect(texts.filter((t) => row.reason!.test(t)).length, said).toBeGreaterThan(0);
}

for (const row of npmRows)
  test(`seedgate check: ${row.name}`, () => {
    const head = w.pr(slug(row), row.edit);
    const dir = clone(`check-${slug(row)}`, head);
    const r = spawnSync(
      process.execPath,
      [resolve("dist/cli.js"), "check", "--base", w.base, "--head", head, "--results", join(dir, "..", `results-${head}`), "--json"],
      {
        cwd: dir,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const said = `${r.stdout.slice(-3000)}\n${r.stderr.slice(-3000)}`;
    const json = JSON.parse(r.stdout) as { verdict: string; judgement: { reasons: { code: string }[] } };
    if (row.reason === null) {
      expect([r.status, json.verdict], said).toEqual([0, "success"]);
      return;
    }
    expect([r.status, json.verdict], said).toEqual([1, "failure"]);
    expect(json.judgement.reasons.map((x) => x.code)).toEqual(expect.arrayContaining(["lane.replay.error", "lane.holdout.error"]));
    expectReason(row, strings(json), said);
  }, 400_000);

// The action's path composes the same lanes with the fresh-clone gate: the control and
// one payload prove the composition; every payload is already red through `check` above.
for (const row of npmRows.slice(0, 2))
  test(`the action's lanes in a checkout, then gate in a fresh clone: ${row.name}`, async () => {
    const head = w.pr(slug(row), row.edit);
    const checkout = clone(`lanes-${slug(row)}`, head);
    const temp = join(scratch, `runner-temp-${slug(row)}`);
    mkdirSync(temp);
    const event = pullRequestEvent({ number: 7, base: w.base, head });
    for (const lane of ["replay", "holdout"]) {
      const r = await runAction({
        inputs: { command: "lane", lane, shard: "1/1", base: w.base, head },
        workspace: checkout,
        event,
        env: { RUNNER_TEMP: temp },
      });
      expect(r.outputs.verdict, r.stdout.slice(-3000)).toBe(row.reason === null ? "success" : "failure");
      if (row.reason !== null) expectReason(row, [r.stdout, r.summary, JSON.stringify(r.commands)], r.stdout.slice(-3000));
    }
    const downloaded = join(scratch, `downloaded-${slug(row)}`);
    mkdirSync(downloaded);
    for (const f of readdirSync(temp).filter((x) => x.endsWith(".json"))) copyFileSync(join(temp, f), join(downloaded, f));
    fake.state.addPull({ number: 7, headSha: head, baseSha: w.base, author: "agent" });
    const gate = await runAction({
      inputs: { command: "gate", token: fake.token, results: downloaded },
      workspace: clone(`fresh-${slug(row)}`, head),
      event,
      env: { GITHUB_API_URL: fake.url, GITHUB_REPOSITORY: "acme/widgets", GITHUB_SERVER_URL: "https://github.com", GITHUB_RUN_ID: "42" },
    });
    const ours = [...fake.state.checkRuns.values()].filter((x) => x.app.id === GITHUB_ACTIONS.id && x.headSha === head);
    expect(
      ours.map((x) => x.conclusion),
      gate.stdout.slice(-3000),
    ).toEqual([row.reason === null ? "success" : "failure"]);
  }, 400_000);
