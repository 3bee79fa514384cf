import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parseJournal } from "../../../src/core/formats/journal.js";

const FILE = "oracles/parse_ledger_balances.json";
const fixture = (name: string) => readFileSync(new URL(`../../fixtures/formats/${name}`, import.meta.url), "utf8");
/** The seed-000 sample exactly as printed, placeholder parent_sha included. */
const sample = fixture("parse_ledger_balances.json");
const PARENT = "4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b";
/** The sample with its placeholder replaced, as a human would commit it. */
const base = (): Record<string, any> => ({ ...JSON.parse(sample), parent_sha: PARENT });
const parse = (j: unknown) => parseJournal(FILE, JSON.stringify(j, null, 2));
const errors = (j: unknown) => parse(j).findings.filter((f) => f.severity === "error");
const codes = (j: unknown) => errors(j).map((f) => [f.code, f.pointer]);

describe("the seed-000 sample journal", () => {
  test("verbatim, it is refused only for its placeholder parent_sha", () => {
    const r = parseJournal(FILE, sample);
    expect(r.findings.map((f) => [f.code, f.pointer, f.line])).toEqual([["journal.parent-sha", "/parent_sha", 4]]);
  });
  const r = parse(base());
  test("with a real parent it normalises with no findings and votes when locked", () => {
    expect(r.findings).toEqual([]);
    const p = r.property!;
    expect(p).toMatchObject({ id: "parse_ledger_balances", format: "journal", state: "locked", votes: true, parentSha: PARENT });
    expect(p.replay.map((s) => s.seed)).toEqual([8, 21, 34]);
    expect(p.holdout.map((s) => s.seed)).toEqual([55, 89, 144]);
    expect(p.fixtures.map((f) => f.path)).toEqual(["oracles/parse_ledger_balances/8.json", "oracles/parse_ledger_balances/21.json"]);
    expect(p.freeze).toBeUndefined();
  });
  test("every seed carries file, pointer and line", () => {
    const v = parseJournal(FILE, sample).property!;
    expect(v.replay[1]!.source).toEqual({ file: FILE, pointer: "/replay/seeds/1", line: 6 });
    expect(v.holdout[0]!.source.line).toBe(15);
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
  test("a journal that does not vote says so in a notice at its state", () => {
    const f = parse({ ...base(), state: "hit" }).findings;
    expect(f.map((x) => [x.code, x.severity, x.pointer])).toEqual([["journal.not-gating", "notice", "/state"]]);
  });
});

describe("invariants are error findings with file, pointer and line", () => {
  test.each(["hit", "locked", "replay-frozen"])("%s with zero replay seeds and zero hits", (state) => {
    const j = { ...base(), state, replay: { seeds: [], hits: 0 }, flake: { replay_flakes: 1, freeze_replay_until: "2026-10-01T00:00:00Z" } };
    expect(codes(j).filter(([c]) => c === "journal.zero-hit")).toEqual([
      ["journal.zero-hit", "/replay/seeds"],
      ["journal.zero-hit", "/replay/hits"],
    ]);
  });
  test("locked with seeds but replay.hits 0 (a timeout is not a hit)", () => {
    const j = base();
    j.replay.hits = 0;
    const f = errors(j);
    expect(f.map((x) => [x.code, x.pointer])).toEqual([["journal.zero-hit", "/replay/hits"]]);
    const hitsLine =
      JSON.stringify(j, null, 2)
        .split("\n")
        .findIndex((l) => l.includes('"hits"')) + 1;
    expect(f[0]).toMatchObject({ file: FILE, line: hitsLine });
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
  test("duplicate seeds and fixtures point at the repeat", () => {
    const j = base();
    j.replay.seeds = [8, 21, 8];
    j.holdout.seeds = [55, 55];
    j.replay.fixtures = ["a.json", "a.json"];
    expect(codes(j)).toEqual([
      ["journal.duplicate-seed", "/replay/seeds/2"],
      ["journal.duplicate-seed", "/holdout/seeds/1"],
      ["journal.duplicate-fixture", "/replay/fixtures/1"],
    ]);
  });
  test("a gated journal with no holdout seeds is a warning, not silence", () => {
    const j = base();
    j.holdout.seeds = [];
    expect(parse(j).findings.map((f) => [f.code, f.severity])).toEqual([["journal.no-holdout", "warning"]]);
  });
});

describe("freezes", () => {
  const UNTIL = "2026-10-01T00:00:00Z";
  const frozen = (flake: Record<string, unknown>, replay?: Record<string, unknown>) => {
    const j = base();
    j.state = "replay-frozen";
    j.flake = { ...j.flake, freeze_replay_until: UNTIL, ...flake };
    if (replay) j.replay = { ...j.replay, ...replay };
    return j;
  };
  test("the example frozen journal covers only its frozen_seeds", () => {
    const r = parseJournal("oracles/f.json", fixture("journal_frozen.json"));
    expect(r.findings).toEqual([]);
    expect(r.property!.freeze).toMatchObject({ until: UNTIL, seeds: [21], source: { pointer: "/flake/freeze_replay_until", line: 18 } });
  });
  test("without frozen_seeds a freeze makes every replay seed a candidate (never fixtures), and says so in a warning", () => {
    const r = parse(frozen({}));
    expect(r.findings.map((f) => [f.code, f.severity])).toEqual([["journal.freeze-all-seeds", "warning"]]);
    expect(r.findings[0]!.message).toContain("a seed that fails every attempt still blocks");
    expect(r.property!.freeze!.seeds).toEqual([8, 21, 34]);
    expect(r.property!.votes).toBe(true);
  });
  test("a freeze naming a holdout seed is invalid and dropped, so the seeds vote", () => {
    const r = parse(frozen({ frozen_seeds: [21, 89] }));
    expect(r.findings.map((f) => [f.code, f.pointer])).toEqual([["journal.freeze-holdout", "/flake/frozen_seeds/1"]]);
    expect(r.property!.freeze).toBeUndefined();
  });
  test("a frozen seed that is not a replay seed", () => {
    expect(codes(frozen({ frozen_seeds: [7] }))).toEqual([["journal.freeze-unknown-seed", "/flake/frozen_seeds/0"]]);
  });
  test("an empty frozen_seeds list freezes nothing and is refused", () => {
    expect(codes(frozen({ frozen_seeds: [] })).map(([c, p]) => [c, p])).toEqual([["journal.schema", "/flake/frozen_seeds"]]);
  });
  test("a freeze without replay.hits >= 1", () => {
    expect(codes(frozen({}, { hits: 0 }))).toContainEqual(["journal.freeze-without-hit", "/flake/freeze_replay_until"]);
  });
  test("a freeze with no replay flake recorded", () => {
    expect(codes(frozen({ replay_flakes: 0 }))).toEqual([["journal.freeze-without-flake", "/flake/replay_flakes"]]);
  });
  test("a freeze that answers holdout flakes is a holdout freeze, and there is none", () => {
    const r = parse(frozen({ replay_flakes: 0, holdout_flakes: 2 }));
    expect(r.findings.map((f) => [f.code, f.pointer])).toEqual([["journal.freeze-holdout", "/flake/holdout_flakes"]]);
    expect(r.property!.freeze).toBeUndefined();
  });
  test.each([
    ["flake.freeze_holdout_until", { flake: { freeze_holdout_until: "2026-10-01T00:00:00Z" } }, "/flake/freeze_holdout_until"],
    ["holdout.frozen", { holdout: { seeds: [55], generator_saw: false, frozen: true } }, "/holdout/frozen"],
    ["a top-level holdout_freeze_until", { holdout_freeze_until: "2026-10-01T00:00:00Z" }, "/holdout_freeze_until"],
    ["state holdout-frozen", { state: "holdout-frozen" }, "/state"],
  ])("a holdout freeze by %s is named as such", (_what, over, pointer) => {
    const r = parse({ ...base(), ...over });
    expect(r.property).toBeNull();
    expect(r.findings[0]).toMatchObject({ code: "journal.freeze-holdout", pointer, severity: "error", file: FILE });
    expect(r.findings[0]!.line).toBeGreaterThan(1);
  });
  test("replay-frozen without a timestamp", () => {
    expect(codes(frozen({ freeze_replay_until: null }))).toEqual([["journal.freeze-without-expiry", "/flake/freeze_replay_until"]]);
    const j = frozen({});
    delete j.flake;
    expect(codes(j)).toEqual([["journal.freeze-without-expiry", "/flake/freeze_replay_until"]]);
  });
  test("frozen_seeds without an expiry is ambiguous", () => {
    const j = base();
    j.flake.frozen_seeds = [21];
    expect(codes(j)).toEqual([["journal.freeze-dangling", "/flake/frozen_seeds"]]);
  });
  test("a timestamp without a zone is not concrete", () => {
    expect(codes(frozen({ freeze_replay_until: "2026-10-01T00:00:00" })).map((c) => c[0])).toContain("journal.schema");
  });
  test("a freeze on a journal that is not replay-frozen", () => {
    const j = frozen({});
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

describe("rehunt_pending (issue 14 item 3: the base records that the environment moved)", () => {
  test("is carried into the property", () => {
    const r = parse({ ...base(), rehunt_pending: { property_library: "hypothesis 6.100.0" } });
    expect(r.findings.filter((f) => f.severity === "error")).toEqual([]);
    expect(r.property!.rehuntPending).toEqual({ property_library: "hypothesis 6.100.0" });
  });
  test("an empty or unknown entry is refused by the schema", () => {
    expect(parse({ ...base(), rehunt_pending: {} }).findings.some((f) => f.severity === "error")).toBe(true);
    expect(parse({ ...base(), rehunt_pending: { lockfile: "x" } }).findings.some((f) => f.severity === "error")).toBe(true);
  });
});
