// Issue 28 item 2: every Python row, and every hunt seed, records the file each production
// module was imported from, in the results file (schema-valid) and the hunt's JSON: with
// runners.pythonPaths [src], the repository's src/chunky; the third-party hypothesis is left out.
import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { gitAt } from "../../../src/adapters/git.js";
import { workspaceAt } from "../../../src/adapters/workspace.js";
import { lane } from "../../../src/modes/lane/lane.js";
import { hunt } from "../../../src/modes/hunt/hunt.js";
import { PYTHON, quietLog } from "../../support/gate-fixture.js";
import { hostPorts } from "../../support/host-ports.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const TEST = `from hypothesis import given, settings, strategies as st
from chunky.join import rejoin


@settings(max_examples=30, database=None, deadline=None)
@given(st.lists(st.text(max_size=3), max_size=4))
def test_rejoin(parts):
    assert rejoin(parts) == "".join(parts)
`;
const journal = {
  id: "rejoin",
  selector: "tests/test_rejoin.py::test_rejoin",
  parent_sha: "0".repeat(40),
  replay: { seeds: [1, 2], fixtures: [], hits: 2, last_hit_at: "2026-09-18T12:00:00Z" },
  holdout: { seeds: [3], generator_saw: false },
  state: "locked",
};

let repo: TempRepo;
let base: string;
beforeAll(() => {
  repo = tempRepo();
  repo.write("src/chunky/__init__.py", "");
  repo.write("src/chunky/join.py", "def rejoin(parts):\n    return ''.join(parts)\n");
  repo.write("tests/test_rejoin.py", TEST);
  repo.write("oracles/rejoin.json", JSON.stringify(journal, null, 2) + "\n");
  repo.write(".github/seedgate.yml", "runners:\n  pythonPaths: [src]\n");
  base = repo.commit("base");
});
afterAll(() => repo.cleanup());

const ports = () => ({
  ...hostPorts(gitAt(repo.dir)),
  exec: processExec,
  clock: { now: () => new Date("2026-12-01T00:00:00Z") },
  log: quietLog,
  env: { ...process.env, SEEDGATE_PYTHON: PYTHON },
  cores: 2,
});

const replay = (at: string) =>
  lane({ lane: "replay", base: at, head: at, shard: { index: 1, total: 1 }, runId: "t" }, { ...ports(), environment: { node: process.version } });
const CHUNKY = /^src\/chunky\/__init__\.py$/; // repository-relative

test("each row of the results file records the production module's origin, and the file stays schema-valid", async () => {
  // isolation: process (the default): the oracle process never imports production code, so
  // the module is the repository's by construction (a proxy); the file is the subject's answer.
  const r = await replay(base);
  expect(r.results.rows.map((x) => x.outcome)).toEqual(["pass", "pass"]);
  for (const row of r.results.rows) expect(row.origins).toEqual([{ module: "chunky", file: "src/chunky/__init__.py", inside: true, local: null }]);
  const schema = JSON.parse(readFileSync("schemas/lane-results.schema.json", "utf8")) as object;
  const validate = new Ajv2020({ strict: true, allowUnionTypes: true }).compile(schema);
  expect(validate(JSON.parse(JSON.stringify(r.results))), JSON.stringify(validate.errors)).toBe(true);
  // In process, the file the module was imported from: the repository's src/chunky.
  repo.write(".github/seedgate.yml", "runners:\n  pythonPaths: [src]\n  isolation: shared\n");
  const shared = await replay(repo.commit("in process"));
  for (const row of shared.results.rows) {
    expect(row.origins).toHaveLength(1);
    expect(row.origins![0]).toMatchObject({ module: "chunky", inside: true, local: null });
    expect(row.origins![0]!.file).toMatch(CHUNKY);
  }
  expect(validate(JSON.parse(JSON.stringify(shared.results))), JSON.stringify(validate.errors)).toBe(true);
}, 300_000);

test("each hunt seed records the file in the hunt's JSON", async () => {
  const r = await hunt({ parent: base, property: "rejoin", seeds: [1, 2], concurrency: 2 }, { ...ports(), workspaceAt });
  expect(r.status).toBe("dead");
  expect(r.rows).toHaveLength(2);
  for (const row of r.rows) expect(row.origins?.map((o) => [o.module, o.inside, CHUNKY.test(o.file ?? "")])).toEqual([["chunky", true, true]]);
}, 300_000);
