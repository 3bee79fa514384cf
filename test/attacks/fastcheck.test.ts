// The fast-check attack rows (table-fastcheck.ts), each through `seedgate check`
// (dist/cli.js; run `npm run build` first) in the example project's repository.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { fastCheckRows, makeFastCheckWorld, type FastCheckWorld } from "./table-fastcheck.js";

const scratch = mkdtempSync(join(tmpdir(), "seedgate-fc-attacks-"));
let w: FastCheckWorld;
beforeAll(() => {
  w = makeFastCheckWorld(scratch);
}, 900_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const strings = (v: unknown): string[] => (typeof v === "string" ? [v] : v !== null && typeof v === "object" ? Object.values(v).flatMap(strings) : []);

for (const row of fastCheckRows)
  test(
    row.name,
    () => {
      const head = w.pr(row.name.replace(/\W+/g, "-").slice(0, 40), row.edit);
      execFileSync("git", ["checkout", "-q", "--detach", head], { cwd: w.dir });
      const r = spawnSync(
        process.execPath,
        [resolve("dist/cli.js"), "check", "--base", w.base, "--head", head, "--results", join(scratch, `results-${head}`), "--json"],
        {
          cwd: w.dir,
          encoding: "utf8",
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      execFileSync("git", ["checkout", "-q", "-f", "--detach", w.base], { cwd: w.dir });
      execFileSync("git", ["clean", "-qfd"], { cwd: w.dir });
      const json = JSON.parse(r.stdout) as { verdict: string; judgement: { reasons: { code: string; message?: string }[] } };
      const said = `${r.stdout.slice(-3000)}\n${r.stderr.slice(-2000)}`;
      if (row.reason === null) {
        expect(r.status, said).toBe(0);
        expect(json.verdict).toBe("success");
        return;
      }
      expect(r.status, said).toBe(1);
      expect(json.verdict).toBe("failure");
      expect(json.judgement.reasons.map((x) => x.code)).toEqual(expect.arrayContaining(["lane.replay.error", "lane.holdout.error"]));
      // Every lane row's detail is a string of the JSON: one of them names the attack.
      const details = strings(json).filter((t) => row.reason!.test(t));
      expect(
        details.length,
        strings(json)
          .filter((t) => t.length > 40)
          .join("\n")
          .slice(0, 4000),
      ).toBeGreaterThan(0);
    },
    300_000,
  );
