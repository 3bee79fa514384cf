// "A patched fast-check run under jest" (issue 44 item 6), through `seedgate check`
// (dist/cli.js; run `npm run build` first) on the jest example's history (its locked
// journal: seeds and fixtures that hit the bug), with the bug kept. The pull request's
// src/intervals.js patches fast-check's Property and AsyncProperty `run` at import, so
// every run in its process succeeds without calling the predicate. Under `shared`, named
// in the base config, that forges a green (the control: the payload has teeth), labelled
// in-process; under the default `isolation: process` the module runs in the subject,
// whose fast-check is not the one deciding the row: red.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";

const BUG = readFileSync(resolve("examples/jest/project/src/intervals.js"), "utf8");
const PATCHED_RUN = [
  `const fc = require("fast-check");`,
  `Object.getPrototypeOf(fc.property(fc.constant(0), () => true)).run = function () { return null; };`,
  `Object.getPrototypeOf(fc.asyncProperty(fc.constant(0), async () => true)).run = async function () { return null; };`,
].join("\n");

const scratch = mkdtempSync(join(tmpdir(), "seedgate-jest-process-"));
const repo = join(scratch, "repo");
const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
beforeAll(() => {
  const r = spawnSync("bash", [resolve("examples/jest/make-history.sh"), scratch], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`make-history.sh: ${r.stdout.slice(-2000)} ${r.stderr.slice(-2000)}`);
}, 600_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Claim {
  readonly inProcess: string[];
  readonly rows: { outcome: string; detail?: string }[];
}

/** `check` of a pull request from `base` that ships the patched run before the kept bug: the verdict and the lane claims. */
function checkAttack(name: string, base: string): { verdict: string; claims: (readonly [string, Claim])[]; said: string } {
  git("switch", "-q", "-C", name, base);
  writeFileSync(join(repo, "src/intervals.js"), `${PATCHED_RUN}\n${BUG}`);
  git("commit", "-qam", `${name}: a faster merge`);
  const results = join(scratch, `results-${name}`);
  const r = spawnSync(process.execPath, [resolve("dist/cli.js"), "check", "--base", base, "--results", results, "--json"], {
    cwd: repo,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  git("checkout", "-q", "-f", base);
  git("clean", "-qfd");
  const said = `${r.stdout.slice(-3000)}\n${r.stderr.slice(-2000)}`;
  const claims = readdirSync(results)
    .filter((f) => /^(replay|holdout)-.*\.json$/.test(f))
    .map((f) => [f, JSON.parse(readFileSync(join(results, f), "utf8")) as Claim] as const);
  return { verdict: (JSON.parse(r.stdout) as { verdict: string }).verdict, claims, said };
}

test("control: with `isolation: shared` named in the base config, the patched run forges a green, labelled in-process", () => {
  git("switch", "-q", "-C", "shared-base", "main");
  writeFileSync(join(repo, ".github/seedgate.yml"), `${readFileSync(join(repo, ".github/seedgate.yml"), "utf8")}  isolation: shared\n`);
  git("commit", "-qam", "run jest rows shared");
  const { verdict, claims, said } = checkAttack("attack-shared", git("rev-parse", "shared-base"));
  expect(verdict, said).toBe("success");
  for (const [, claim] of claims) expect(claim.inProcess).toEqual(["merge_covers"]);
}, 600_000);

test("under the default isolation (process) the same pull request is red: no replay row passes", () => {
  const { verdict, claims, said } = checkAttack("attack-process", git("rev-parse", "main"));
  expect(verdict, said).toBe("failure");
  expect(claims).toHaveLength(2);
  for (const [, claim] of claims) expect(claim.inProcess).toEqual([]);
  const replay = claims.filter(([name]) => name.startsWith("replay-"));
  for (const [f, claim] of replay) for (const x of claim.rows) expect(x.outcome, `${f}: ${JSON.stringify(x).slice(0, 500)}`).not.toBe("pass");
  expect(replay.flatMap(([, c]) => c.rows).filter((x) => x.outcome === "fail").length, said).toBeGreaterThan(0); // the bug, caught
}, 600_000);
