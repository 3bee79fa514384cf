// The pure counts: snapshots of sealed versions, introduced mismatches, weekly rows.
import { describe, expect, test } from "vitest";
import { EMPTY_SNAPSHOT, introduced, mismatched, snapshotOf, weeklyCounts, weeksEnding, type Snapshot } from "../../../src/core/judge/stats.js";

const NOW = new Date("2026-12-03T00:00:00Z");
const snap = (freezes: [string, number | null][], withPreFixSeed: string[] = []): Snapshot => ({
  ...EMPTY_SNAPSHOT,
  freezes: new Map(freezes),
  withPreFixSeed,
});
const t = (iso: string) => new Date(iso);

describe("snapshotOf", () => {
  test("reads journals and the ledger leniently; drafts and seedless properties do not count", () => {
    const s = snapshotOf({
      journals: [
        { path: "oracles/a.json", text: JSON.stringify({ id: "a", replay: { hits: 1 }, flake: { freeze_replay_until: "2026-12-01T00:00:00Z" } }) },
        { path: "oracles/b.json", text: JSON.stringify({ id: "b", replay: { hits: 0 }, flake: { freeze_replay_until: null } }) },
        { path: "oracles/c.json", text: "[" },
      ],
      ledger: {
        path: "seed_ledger.json",
        text: JSON.stringify({
          properties: [
            { id: "p", pre_fix_failing_seeds: [3] },
            { id: "q", pre_fix_failing_seeds: [] },
          ],
          fixtures: [{ path: "f.bin", sha256: "AB" }],
          freezes: [{ id: "z" }],
          draft: [{ id: "d", pre_fix_failing_seeds: [1] }],
        }),
      },
      manifests: [{ root: ".sealed/fixtures", bytes: Buffer.from(`${"c".repeat(64)}  x.bin\n`) }],
    });
    expect(s.withPreFixSeed).toEqual(["journal:a", "ledger:p"]);
    expect([...s.freezes]).toEqual([
      ["journal:a", Date.parse("2026-12-01T00:00:00Z")],
      ["ledger:z", null],
    ]);
    expect([...s.locks]).toEqual([
      ["f.bin", "ab"],
      [".sealed/fixtures/x.bin", "c".repeat(64)],
    ]);
    expect(s.unreadable).toEqual(["oracles/c.json"]);
  });
});

describe("mismatches", () => {
  test("a lock whose bytes hash differently or vanished is mismatched", () => {
    const locks = new Map([
      ["a", "1"],
      ["b", "2"],
      ["c", "3"],
    ]);
    expect([
      ...mismatched(
        locks,
        new Map([
          ["a", "1"],
          ["b", "x"],
          ["c", null],
        ]),
      ),
    ]).toEqual(["b", "c"]);
  });
  test("a commit introduces only what none of its parents already had", () => {
    expect(introduced(new Set(["a", "b"]), [new Set(["a"]), new Set(["b"])])).toEqual([]);
    expect(introduced(new Set(["a", "b"]), [new Set(["a"])])).toEqual(["b"]);
    expect(introduced(new Set(["a"]), [])).toEqual(["a"]);
  });
});

describe("weeklyCounts", () => {
  const weeks = weeksEnding(NOW, 2); // (11-19, 11-26], (11-26, 12-03]
  test("windows end at now, oldest first", () => {
    expect(weeks.map((w) => w.end.toISOString())).toEqual(["2026-11-26T00:00:00.000Z", "2026-12-03T00:00:00.000Z"]);
  });
  test("a journal freeze that expires retires; re-freezing it later creates it again; mismatches land in their week", () => {
    const until = Date.parse("2026-11-22T00:00:00Z");
    const later = Date.parse("2026-12-10T00:00:00Z");
    const rows = weeklyCounts(weeks, {
      initial: snap([["journal:a", until]], ["journal:a"]),
      trunk: [
        {
          time: t("2026-11-28T00:00:00Z"),
          snapshot: snap(
            [
              ["journal:a", later],
              ["ledger:z", null],
            ],
            ["journal:a", "ledger:p"],
          ),
        },
      ],
      mismatches: [{ time: t("2026-11-20T00:00:00Z") }, { time: t("2026-11-01T00:00:00Z") }],
    });
    expect(rows.map((r) => [r.withPreFixSeed, r.hashMismatches, r.freezesCreated, r.freezesRetired])).toEqual([
      [1, 1, 0, 1],
      [2, 0, 2, 0],
    ]);
  });
  test("extending an active freeze is neither a creation nor a retirement", () => {
    const rows = weeklyCounts(weeks, {
      initial: snap([["journal:a", Date.parse("2026-11-30T00:00:00Z")]]),
      trunk: [{ time: t("2026-11-25T00:00:00Z"), snapshot: snap([["journal:a", Date.parse("2026-12-20T00:00:00Z")]]) }],
      mismatches: [],
    });
    expect(rows.map((r) => [r.freezesCreated, r.freezesRetired])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });
});
