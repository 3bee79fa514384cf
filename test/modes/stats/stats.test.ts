// `seedgate stats` on a real repository with a scripted history across four weeks
// (commit dates through GIT_AUTHOR_DATE / GIT_COMMITTER_DATE; the clock is injected).
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { gitAt } from "../../../src/adapters/git.js";
import { main } from "../../../src/cli/dispatch.js";
import { stats, type StatsRun } from "../../../src/modes/stats/stats.js";
import { gitHistory } from "../../../src/adapters/git-history.js";
import { statsSvg } from "../../../src/modes/stats/render-svg.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const NOW = new Date("2026-12-03T06:00:00.000Z");
const sha = (s: string) => createHash("sha256").update(s).digest("hex");
const json = (v: unknown) => JSON.stringify(v, null, 2) + "\n";
const journal = (id: string, hits: number, until: string | null = null) =>
  json({
    id,
    selector: `tests/test_${id}.py::test_p`,
    replay: { seeds: hits > 0 ? [1] : [], hits },
    holdout: { seeds: [9], generator_saw: false },
    flake: { replay_flakes: 0, holdout_flakes: 0, freeze_replay_until: until },
    state: hits > 0 ? "hit" : "proposed",
  });
const ledger = (o: { fixture: string; freezes: string[]; extra?: object[] }) =>
  json({
    properties: [{ id: "p1", fn: "tests/test_p1.py::test_p", pre_fix_failing_seeds: [5], status: "owned" }, ...(o.extra ?? [])],
    fixtures: [{ id: "fx-5", property_id: "p1", seed: 5, sha256: sha(o.fixture), locked_by: "human", path: "tests/fixtures/5.bin" }],
    freezes: o.freezes.map((id) => ({ id, test: `tests/test_${id}.py::t`, reason: "unseeded clock", cannot_gate: true, required: false })),
  });

let repo: TempRepo;
let run: StatsRun;
let out: string;
const commitAt = (date: string, message: string): string => {
  process.env.GIT_AUTHOR_DATE = process.env.GIT_COMMITTER_DATE = date;
  try {
    return repo.commit(message);
  } finally {
    delete process.env.GIT_AUTHOR_DATE;
    delete process.env.GIT_COMMITTER_DATE;
  }
};

beforeAll(async () => {
  repo = tempRepo("seedgate-stats-");
  out = mkdtempSync(join(tmpdir(), "seedgate-stats-out-"));
  // Before the four weeks: one owned property with a locked fixture, one ledger freeze, a proposed journal, a manifest.
  repo.write("tests/fixtures/5.bin", "payload-5");
  repo.write(".sealed/fixtures/a.bin", "A");
  repo.write(".sealed/fixtures/MANIFEST.sha256", `${sha("A")}  a.bin\n`);
  repo.write("seed_ledger.json", ledger({ fixture: "payload-5", freezes: ["flake-a"] }));
  repo.write("oracles/j1.json", journal("j1", 0));
  commitAt("2026-10-20T12:00:00Z", "start");
  // Week 1: j1 hits, j2 hits with a replay freeze that expires in week 3.
  repo.write("oracles/j1.json", journal("j1", 2));
  repo.write("oracles/j2.json", journal("j2", 1, "2026-11-22T00:00:00Z"));
  commitAt("2026-11-08T12:00:00Z", "week 1: hits and a freeze");
  // Week 2: a branch rewrites the fixture bytes (caught), then puts them back; the merge brings nothing new.
  repo.git("checkout", "-q", "-b", "pr");
  repo.write("tests/fixtures/5.bin", "rewritten by an agent");
  commitAt("2026-11-14T12:00:00Z", "pr: rewrite fixture");
  repo.write("tests/fixtures/5.bin", "payload-5");
  commitAt("2026-11-15T12:00:00Z", "pr: put it back");
  repo.git("checkout", "-q", "main");
  process.env.GIT_AUTHOR_DATE = process.env.GIT_COMMITTER_DATE = "2026-11-16T12:00:00Z";
  repo.git("merge", "-q", "--no-ff", "-m", "merge pr", "pr");
  delete process.env.GIT_AUTHOR_DATE;
  delete process.env.GIT_COMMITTER_DATE;
  // Week 3: flake-a retired, flake-b created, an owned property without seeds (not counted), a broken journal.
  repo.write(
    "seed_ledger.json",
    ledger({
      fixture: "payload-5",
      freezes: ["flake-b"],
      extra: [{ id: "p2", fn: "tests/test_p2.py::test_p", pre_fix_failing_seeds: [], status: "unearned" }],
    }),
  );
  repo.write("oracles/j3.json", "{ not json");
  commitAt("2026-11-20T12:00:00Z", "week 3: freezes");
  // Week 4: a human rotation (bytes and digest together: no mismatch), then a manifest-locked file edited alone.
  repo.write("tests/fixtures/5.bin", "payload-5 v2");
  repo.write("seed_ledger.json", ledger({ fixture: "payload-5 v2", freezes: ["flake-b"] }));
  commitAt("2026-11-28T12:00:00Z", "week 4: rotate the fixture");
  repo.write(".sealed/fixtures/a.bin", "B");
  commitAt("2026-11-30T12:00:00Z", "week 4: edit a sealed fixture");
  // After the clock's now: ignored.
  repo.write(".sealed/fixtures/a.bin", "C");
  commitAt("2026-12-05T12:00:00Z", "the future");
  run = await stats({ weeks: 4 }, { git: gitAt(repo.dir), history: gitHistory(repo.dir), clock: { now: () => NOW } });
});
afterAll(() => {
  repo.cleanup();
  rmSync(out, { recursive: true, force: true });
});

describe("seedgate stats on a scripted history", () => {
  test("four weeks ending at the injected clock", () => {
    expect(run.weeks.map((w) => w.end)).toEqual([
      "2026-11-12T06:00:00.000Z",
      "2026-11-19T06:00:00.000Z",
      "2026-11-26T06:00:00.000Z",
      "2026-12-03T06:00:00.000Z",
    ]);
  });

  test("(a) properties with a pre-fix failing seed at each week's end", () => {
    expect(run.weeks.map((w) => w.withPreFixSeed)).toEqual([3, 3, 3, 3]);
  });

  test("(b) mismatches: the branch's rewrite and the sealed-file edit, not the merge and not the rotation", () => {
    expect(run.weeks.map((w) => w.hashMismatches)).toEqual([0, 1, 0, 1]);
    expect(run.mismatches.map((m) => [m.time, m.path])).toEqual([
      ["2026-11-14T12:00:00.000Z", "tests/fixtures/5.bin"],
      ["2026-11-30T12:00:00.000Z", ".sealed/fixtures/a.bin"],
    ]);
  });

  test("(c) freezes created and retired, a journal freeze retiring at its expiry", () => {
    expect(run.weeks.map((w) => [w.freezesCreated, w.freezesRetired])).toEqual([
      [1, 0],
      [0, 0],
      [1, 2],
      [0, 0],
    ]);
  });

  test("versions that do not parse are listed, not counted", () => {
    expect(run.unreadable.map((u) => u.file)).toContain("oracles/j3.json");
  });

  test("the SVG is self-contained: three panels, a bar per series per week, no script or external reference", () => {
    const svg = statsSvg(run.weeks);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trim().endsWith("</svg>")).toBe(true);
    expect(svg).toContain("Properties with a pre-fix failing seed");
    expect(svg).toContain("Hash mismatches caught at replay");
    expect(svg.match(/<rect x=[^>]*><title>/g)).toHaveLength(4 * 4);
    expect(svg).toContain("<title>retired, week to 11-26: 2</title>");
    expect(svg).not.toMatch(/<script|href=|url\(/);
  });
});

describe("seedgate stats (CLI)", () => {
  test("--json with --svg writes the chart and prints the weeks", async () => {
    const stdout: string[] = [];
    const svg = join(out, "stats.svg");
    const code = await main(["stats", "--cwd", repo.dir, "--weeks", "3", "--json", "--svg", svg], {
      out: (t) => stdout.push(t),
      err() {},
      isTTY: false,
      color: false,
    });
    expect(code).toBe(0);
    expect(JSON.parse(stdout.join("\n"))).toMatchObject({ command: "stats", weeks: [{}, {}, {}] });
    expect(existsSync(svg) && readFileSync(svg, "utf8")).toMatch(/^<svg /);
  });

  test("the table names all three counts; a bad --weeks is a usage error", async () => {
    const stdout: string[] = [];
    expect(await main(["stats", "--cwd", repo.dir, "--weeks", "2"], { out: (t) => stdout.push(t), err() {}, isTTY: false, color: false })).toBe(0);
    expect(stdout.join("\n")).toMatch(/week ending +pre-fix seed +hash mismatches +freezes \+ +freezes -/);
    expect(await main(["stats", "--cwd", repo.dir, "--weeks", "0"], { out() {}, err() {}, isTTY: false, color: false })).toBe(2);
    expect(await main(["stats", "--cwd", repo.dir, "--weeks", "x"], { out() {}, err() {}, isTTY: false, color: false })).toBe(2);
  });
});
