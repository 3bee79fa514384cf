// The fast-check attack rows under `isolation: process` (table-fastcheck-process.ts),
// each through `seedgate check` (dist/cli.js; run `npm run build` first) in the
// example project's repository, with the bug kept.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { makeFastCheckWorld, type FastCheckWorld } from "./table-fastcheck.js";
import { fastCheckProcessRows, processBase, type ProcessRow } from "./table-fastcheck-process.js";

const scratch = mkdtempSync(join(tmpdir(), "seedgate-fc-process-"));
let w: FastCheckWorld;
beforeAll(() => {
  w = makeFastCheckWorld(scratch);
}, 900_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Claim {
  readonly inProcess: string[];
  readonly rows: { outcome: string; detail?: string }[];
}

/** The pull request's src/intervals.js: the row's text, or a symlink to it committed at `row.at` (forced past .gitignore). */
function ship(write: (path: string, text: string) => void, row: ProcessRow): void {
  if (row.at === undefined) return write("src/intervals.js", row.intervals);
  write(row.at, row.intervals);
  execFileSync("git", ["add", "-f", row.at], { cwd: w.dir });
  rmSync(join(w.dir, "src/intervals.js"), { force: true });
  symlinkSync(relative(join(w.dir, "src"), join(w.dir, row.at)), join(w.dir, "src/intervals.js"));
}

for (const row of fastCheckProcessRows)
  test(`isolation: process: ${row.name}`, () => {
    const base = processBase(w);
    const head = w.pr(row.name.replace(/\W+/g, "-").slice(0, 40), (write) => ship(write, row), { from: base, fix: false });
    execFileSync("git", ["checkout", "-q", "--detach", head], { cwd: w.dir });
    const results = join(scratch, `results-${head}`);
    const r = spawnSync(process.execPath, [resolve("dist/cli.js"), "check", "--base", base, "--head", head, "--results", results, "--json"], {
      cwd: w.dir,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    execFileSync("git", ["checkout", "-q", "-f", "--detach", base], { cwd: w.dir });
    execFileSync("git", ["clean", "-qfd"], { cwd: w.dir });
    const said = `${r.stdout.slice(-3000)}\n${r.stderr.slice(-2000)}`;
    const json = JSON.parse(r.stdout) as { verdict: string };
    expect(json.verdict, said).toBe(row.verdict);
    const claims = readdirSync(results)
      .filter((f) => /^(replay|holdout)-.*\.json$/.test(f))
      .map((f) => [f, JSON.parse(readFileSync(join(results, f), "utf8")) as Claim] as const);
    expect(claims).toHaveLength(2);
    for (const [, claim] of claims) expect(claim.inProcess).toEqual([]); // the rows ran under process, not in-process
    if (row.verdict === "failure") {
      // The replay seeds are the journal's hits: each row fails on the kept bug or is an
      // isolation error, none is a forged pass (holdout seeds that miss the bug may pass).
      for (const [f, claim] of claims.filter(([name]) => name.startsWith("replay-")))
        for (const x of claim.rows) expect(x.outcome, `${f}: ${JSON.stringify(x).slice(0, 500)}`).not.toBe("pass");
    }
  }, 600_000);
