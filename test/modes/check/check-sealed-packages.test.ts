// One install of the sealed tests' pinned packages per head (issue 46 item 3): a check of
// a two-lane journal (two shards a lane: four lane runs) installs runners.sealedRequirements
// once, and every lane's rows import the pinned package from that one folder (each row
// passes, so the import resolved). Counted at the exec port: pip runs with --require-hashes
// for this install only. Offline: a real wheel found through PIP_NO_INDEX/PIP_FIND_LINKS.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { gitAt } from "../../../src/adapters/git.js";
import { check } from "../../../src/modes/check/check.js";
import { manifestCheck, rowPorts } from "../../../src/cli/wiring.js";
import type { CliIo } from "../../../src/cli/io.js";
import type { ExecRequest } from "../../../src/ports/local.js";
import { FIXED, journal, PYTHON } from "../../support/gate-fixture.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";
import { buildWheel } from "../../support/wheel.js";

const io: CliIo = { out() {}, err() {}, isTTY: false } as unknown as CliIo;
const TEST = "tests/properties/test_ledger.py";
const PINS = "tests/requirements-sealed.txt";
const sealedTest = readFileSync(`test/fixtures/projects/ledger/${TEST}`, "utf8")
  .replace("from src.ledger import balance", "from src.ledger import balance\nfrom tinysorted import total")
  .replace("== sum(amounts)", "== total(amounts)");

let [repo, wheels] = [undefined as unknown as TempRepo, ""];
let [base, head] = ["", ""];
beforeAll(() => {
  wheels = mkdtempSync(join(tmpdir(), "seedgate-wheels-"));
  const hash = buildWheel(PYTHON, wheels, "tinysorted", "def total(xs):\n    return sum(sorted(xs))\n");
  repo = tempRepo();
  cpSync("test/fixtures/projects/ledger", repo.dir, { recursive: true });
  repo.write("src/ledger.py", FIXED);
  repo.write(TEST, sealedTest);
  repo.write(PINS, `tinysorted==1.0 --hash=sha256:${hash}\n`);
  repo.write("oracles/balance.json", JSON.stringify(journal, null, 2) + "\n");
  repo.write(".github/seedgate.yml", `sealed: ["oracles/**"]\nrunners:\n  sandbox: bwrap\n  isolation: process\n  shards: 2\n  sealedRequirements: ${PINS}\n`);
  base = repo.commit("base");
  repo.write("README.md", "# ledger\n");
  head = repo.commit("head: docs");
}, 120_000);
afterAll(() => {
  repo?.cleanup();
  rmSync(wheels, { recursive: true, force: true });
});

test("a check's four lane runs install runners.sealedRequirements once, and every row imports it", async () => {
  const results = mkdtempSync(join(tmpdir(), "seedgate-check-pins-"));
  const ports = rowPorts(gitAt(repo.dir), io, true);
  const installs: ExecRequest[] = [];
  const exec = { ...ports.exec, run: (r: ExecRequest) => (r.args?.includes("--require-hashes") && installs.push(r), ports.exec.run(r)) };
  const env = { ...process.env, SEEDGATE_PYTHON: PYTHON, PIP_NO_INDEX: "1", PIP_FIND_LINKS: wheels };
  try {
    const r = await check({ base, head, resultsDir: results, runId: "t" }, { ...ports, exec, env, manifests: manifestCheck });
    const claims = readdirSync(results).filter((f) => /^(replay|holdout)-.*\.json$/.test(f));
    const rows = claims.flatMap((f) => (JSON.parse(readFileSync(join(results, f), "utf8")) as { rows: { outcome: string }[] }).rows);
    expect(claims.length).toBe(4); // two shards a lane: four lane runs
    expect(rows.map((row) => row.outcome)).toEqual(["pass", "pass", "pass", "pass"]); // tinysorted resolved in each
    expect(installs.length).toBe(1);
    expect(r.verdict).toBe("success");
  } finally {
    rmSync(results, { recursive: true, force: true });
  }
}, 300_000);
