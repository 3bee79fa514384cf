// Issue 44 item 5, fast-check: a package the sealed test imports runs in the oracle, so
// it is pinned by the base lockfile like the framework. The base's sealed test uses chai
// (in the base lock, as vitest's dependency); the pull request keeps the bug and points
// chai at a `file:` folder of its own, whose assert agrees with anything. Through
// `seedgate check` (dist/cli.js; run `npm run build` first) under `isolation: process`,
// every row is an error naming chai and the change; the same base with a head that
// changes nothing of chai runs its rows (the kept bug fails them), so the import itself
// is not what is refused.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { makeFastCheckWorld, type FastCheckWorld } from "./table-fastcheck.js";

const scratch = mkdtempSync(join(tmpdir(), "seedgate-fc-imports-"));
let w: FastCheckWorld;
let base: string;
beforeAll(() => {
  w = makeFastCheckWorld(scratch);
  const test = readFileSync(join(w.dir, "test/intervals.test.ts"), "utf8")
    .replace('import { describe, expect, test } from "vitest";', 'import { assert as chai } from "chai";\nimport { describe, expect, test } from "vitest";')
    .replace("const merged = merge(xs);", "const merged = merge(xs);\n        chai.isArray(merged);");
  base = w.pr("imports-base", (write) => (write(".github/seedgate.yml", "runners:\n  isolation: process\n"), write("test/intervals.test.ts", test)), {
    fix: false,
  });
}, 900_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const LIAR = "export const assert = new Proxy({}, { get: () => () => undefined });\nexport default { assert };\n";

function check(head: string) {
  execFileSync("git", ["checkout", "-q", "--detach", head], { cwd: w.dir });
  const results = join(scratch, `results-${head}`);
  const r = spawnSync(process.execPath, [resolve("dist/cli.js"), "check", "--base", base, "--head", head, "--results", results, "--json"], {
    cwd: w.dir,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  execFileSync("git", ["checkout", "-q", "-f", "--detach", base], { cwd: w.dir });
  execFileSync("git", ["clean", "-qfd"], { cwd: w.dir });
  const rows = readdirSync(results)
    .filter((f) => /^(replay|holdout)-.*\.json$/.test(f))
    .flatMap((f) => (JSON.parse(readFileSync(join(results, f), "utf8")) as { rows: { outcome: string; detail?: string }[] }).rows);
  return { verdict: (JSON.parse(r.stdout) as { verdict: string }).verdict, rows, said: `${r.stdout.slice(-3000)}\n${r.stderr.slice(-2000)}` };
}

test("the bug kept, chai pointed at a file: folder of the pull request's: every row an error naming chai", () => {
  const head = w.pr(
    "imports-file-dep",
    (write) => {
      const manifest = JSON.parse(readFileSync(join(w.dir, "package.json"), "utf8")) as { devDependencies: Record<string, string> };
      write("package.json", JSON.stringify({ ...manifest, devDependencies: { ...manifest.devDependencies, chai: "file:vendor/chai" } }, null, 2) + "\n");
      write("vendor/chai/package.json", '{ "name": "chai", "version": "5.2.0", "type": "module", "main": "index.js" }\n');
      write("vendor/chai/index.js", LIAR);
    },
    { from: base, fix: false },
  );
  const { verdict, rows, said } = check(head);
  expect(verdict, said).toBe("failure");
  expect(rows.length, said).toBeGreaterThan(0);
  for (const row of rows)
    expect(row, said).toMatchObject({ outcome: "error", detail: expect.stringContaining('devDependencies.chai: (absent) → "file:vendor/chai"') });
}, 600_000);

test("the same base, chai untouched: the rows run (the kept bug fails the replay rows), none refused", () => {
  const head = w.pr("imports-untouched", (write) => write("README.md", "# intervals\n"), { from: base, fix: false });
  const { verdict, rows, said } = check(head);
  expect(verdict, said).toBe("failure");
  expect(
    rows.filter((r) => r.outcome === "error"),
    said,
  ).toEqual([]);
  expect(
    rows.some((r) => r.outcome === "fail"),
    said,
  ).toBe(true);
}, 600_000);
