import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parseJournal } from "../../../src/core/formats/journal.js";

const FILE = "oracles/parse_ledger_balances.json";
const sample = readFileSync(new URL("../../fixtures/formats/parse_ledger_balances.json", import.meta.url), "utf8");
const base = (): Record<string, any> => JSON.parse(sample);
const parse = (j: unknown) => parseJournal(FILE, JSON.stringify(j, null, 2));
const codes = (j: unknown) => parse(j).findings.map((f) => [f.code, f.pointer]);

describe("the seed-000 sample journal", () => {
  const r = parseJournal(FILE, sample);
  test("normalises with no findings and votes when locked", () => {
    expect(r.findings).toEqual([]);
    const p = r.property!;
    expect(p).toMatchObject({ id: "parse_ledger_balances", format: "journal", state: "locked", votes: true, parentSha: "REPLACE_WITH_MERGE_BASE" });
    expect(p.replay.map((s) => s.seed)).toEqual([8, 21, 34]);
    expect(p.holdout.map((s) => s.seed)).toEqual([55, 89, 144]);
    expect(p.fixtures.map((f) => f.path)).toEqual(["oracles/parse_ledger_balances/8.json", "oracles/parse_ledger_balances/21.json"]);
    expect(p.freeze).toBeUndefined();
  });
  test("every seed carries file, pointer and line", () => {
    expect(r.property!.replay[1]!.source).toEqual({ file: FILE, pointer: "/replay/seeds/1", line: 6 });
    expect(r.property!.holdout[0]!.source.line).toBe(15);
  });
});

describe("voting by state", () => {
  test.each([
    ["proposed", false],
    ["hit", false],
    ["locked", true],
  ])("%s votes: %s", (state, votes) => {
    expect(parse({ ...base(), state }).property!.votes).toBe(votes);
  });
});

describe("invariants are error findings with file, pointer and line", () => {
  test("hit/locked/replay-frozen with zero replay seeds", () => {
    for (const state of ["hit", "locked"]) {
      const j = { ...base(), state, replay: { seeds: [], hits: 0 } };
      expect(codes(j)).toEqual([["journal.zero-hit", "/replay/seeds"]]);
    }
    const f = parse({ ...base(), state: "locked", replay: { seeds: [], hits: 0 } }).findings[0]!;
    expect(f).toMatchObject({ severity: "error", file: FILE, line: 6 });
  });
  test("proposed with zero replay seeds is fine", () => {
    expect(codes({ ...base(), state: "proposed", replay: { seeds: [], hits: 0 } })).toEqual([]);
  });
  test("holdout the generator saw", () => {
    const j = base();
    j.holdout.generator_saw = true;
    expect(codes(j)).toEqual([["journal.holdout-seen", "/holdout/generator_saw"]]);
  });
  test("a seed in both replay and holdout names the holdout copy", () => {
    const j = base();
    j.holdout.seeds = [55, 21];
    expect(codes(j)).toEqual([["journal.seed-overlap", "/holdout/seeds/1"]]);
  });
  test("duplicate seeds point at the repeat", () => {
    const j = base();
    j.replay.seeds = [8, 21, 8];
    j.holdout.seeds = [55, 55];
    expect(codes(j)).toEqual([
      ["journal.duplicate-seed", "/replay/seeds/2"],
      ["journal.duplicate-seed", "/holdout/seeds/1"],
    ]);
  });
});

describe("freezes", () => {
  const frozen = (flake: Record<string, unknown>, replay?: Record<string, unknown>) => {
    const j = base();
    j.state = "replay-frozen";
    j.flake = { ...j.flake, ...flake };
    if (replay) j.replay = { ...j.replay, ...replay };
    return j;
  };
  const UNTIL = "2026-10-01T00:00:00Z";
  test("a valid freeze covers every replay seed by default", () => {
    const r = parse(frozen({ freeze_replay_until: UNTIL }));
    expect(r.findings).toEqual([]);
    expect(r.property!.freeze).toMatchObject({ until: UNTIL, seeds: [8, 21, 34], source: { pointer: "/flake/freeze_replay_until" } });
    expect(r.property!.votes).toBe(true);
  });
  test("frozen_seeds narrows the freeze", () => {
    expect(parse(frozen({ freeze_replay_until: UNTIL, frozen_seeds: [21] })).property!.freeze!.seeds).toEqual([21]);
  });
  test("a freeze naming a holdout seed is invalid and dropped", () => {
    const r = parse(frozen({ freeze_replay_until: UNTIL, frozen_seeds: [21, 89] }));
    expect(r.findings.map((f) => [f.code, f.pointer])).toEqual([["journal.freeze-holdout", "/flake/frozen_seeds/1"]]);
    expect(r.property!.freeze).toBeUndefined();
  });
  test("a frozen seed that is not a replay seed is invalid", () => {
    expect(codes(frozen({ freeze_replay_until: UNTIL, frozen_seeds: [7] }))).toEqual([["journal.freeze-unknown-seed", "/flake/frozen_seeds/0"]]);
  });
  test("a freeze without replay.hits >= 1", () => {
    expect(codes(frozen({ freeze_replay_until: UNTIL }, { hits: 0 }))).toEqual([["journal.freeze-without-hit", "/flake/freeze_replay_until"]]);
  });
  test("replay-frozen without a timestamp", () => {
    expect(codes(frozen({ freeze_replay_until: null }))).toEqual([["journal.freeze-without-expiry", "/flake/freeze_replay_until"]]);
    const j = frozen({});
    delete j.flake;
    expect(codes(j)).toEqual([["journal.freeze-without-expiry", "/flake/freeze_replay_until"]]);
  });
  test("a timestamp without a zone is not concrete", () => {
    expect(codes(frozen({ freeze_replay_until: "2026-10-01T00:00:00" })).map((c) => c[0])).toContain("journal.schema");
  });
  test("a freeze on a journal that is not replay-frozen", () => {
    const j = frozen({ freeze_replay_until: UNTIL });
    j.state = "locked";
    expect(codes(j)).toEqual([["journal.freeze-state", "/flake/freeze_replay_until"]]);
  });
});

describe("malformed input is a finding, never a throw", () => {
  test("bad JSON names the file", () => {
    const r = parseJournal(FILE, '{"id": ');
    expect(r.property).toBeNull();
    expect(r.findings[0]).toMatchObject({ code: "journal.syntax", file: FILE, severity: "error" });
  });
  test("duplicate keys", () => {
    const r = parseJournal(FILE, sample.replace('"state": "locked"', '"state": "locked", "state": "proposed"'));
    expect(r.findings[0]!.message).toMatch(/duplicate key/);
  });
  test("schema violations carry pointer and line", () => {
    const j = base();
    j.replay.seeds = [8, "21"];
    j.extra = 1;
    const r = parse(j);
    expect(r.property).toBeNull();
    expect(r.findings.map((f) => [f.pointer, f.line])).toEqual([
      ["", 1],
      ["/replay/seeds/1", 8],
    ]);
  });
});
