// Issue 47 item 4 through the CLI: `seedgate check` on a project whose interpreter has a
// pytest outside the support matrix prints the preflight's refusal once per property,
// naming how many rows it covers, not once per seed; the verdict stays red (exit 1) and
// the JSON keeps every row an error.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { main } from "../../src/cli/dispatch.js";
import type { CliIo } from "../../src/cli/io.js";
import { gateProject, PYTHON, type GateProject } from "../support/gate-fixture.js";

function io(): CliIo & { stdout: string[] } {
  const stdout: string[] = [];
  return { stdout, out: (t) => void stdout.push(t), err: () => {}, isTTY: false, color: false };
}

let p: GateProject;
let dir: string;
const saved = process.env.SEEDGATE_PYTHON;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "seedgate-preflight-once-"));
  // A real Python that finds a fake pytest 6.2.5 distribution first (test/runners/support.test.ts).
  const site = join(dir, "old-pytest");
  mkdirSync(join(site, "pytest-6.2.5.dist-info"), { recursive: true });
  writeFileSync(join(site, "pytest-6.2.5.dist-info/METADATA"), "Metadata-Version: 2.1\nName: pytest\nVersion: 6.2.5\n");
  const python = join(dir, "python-old-pytest");
  writeFileSync(python, `#!/bin/sh\n[ "$1" = -I ] && shift\nexport PYTHONPATH=${site}\nexec ${PYTHON} "$@"\n`, { mode: 0o755 });
  process.env.SEEDGATE_PYTHON = python;
  p = gateProject();
  p.repo.git("checkout", "-q", "-B", "docs", p.base);
  p.repo.write("README.md", "# ledger\n\nmore\n");
  p.repo.commit("docs");
});
afterAll(() => {
  if (saved === undefined) delete process.env.SEEDGATE_PYTHON;
  else process.env.SEEDGATE_PYTHON = saved;
  p.repo.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

test("check: one line for the refused property and its 4 rows, exit 1", async () => {
  const out = io();
  const code = await main(["check", "--base", p.base, "--cwd", p.repo.dir], out);
  const text = out.stdout.join("\n");
  expect(code, text).toBe(1);
  expect(text).toContain("pytest 6.2.5 is not supported");
  // The report's one line and the one reason: not the 4 rows' 8.
  expect(text.split("pytest 6.2.5 is not supported").length - 1, text).toBe(2);
  expect(text).toMatch(/✗ balance: preflight refused: the interpreter \S+: pytest 6\.2\.5 is not supported[^\n]* — 4 rows not run/);
  expect(text).toMatch(/balance: preflight refused: [^\n]* — 4 rows not run \(one preflight error/);
}, 180_000);

test("check --json keeps every row an error, each marked as the preflight's refusal", async () => {
  const out = io();
  expect(await main(["check", "--base", p.base, "--cwd", p.repo.dir, "--json"], out)).toBe(1);
  const r = JSON.parse(out.stdout.join("\n")) as { judgement: { blocking: { claimed: { outcome: string; detail: string } }[] } };
  expect(r.judgement.blocking.map((x) => x.claimed.outcome)).toEqual(["error", "error", "error", "error"]);
  expect(r.judgement.blocking.every((x) => x.claimed.detail.startsWith("preflight refused: "))).toBe(true);
}, 180_000);
