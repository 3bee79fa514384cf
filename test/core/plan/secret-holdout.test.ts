// Secret-mode holdouts: the journal keeps a count, the lane derives the values with
// seed 000's split under HMAC, and nothing seedgate writes names a value.
import { describe, expect, test } from "vitest";
import { childProcessEnv } from "../../../src/adapters/exec.js";
import { parseJournal } from "../../../src/core/formats/journal.js";
import { planLane } from "../../../src/core/plan/plan.js";
import { proposeJournal } from "../../../src/core/edits/proposal.js";
import { redactSeed, secretSeed } from "../../../src/core/plan/secret-holdout.js";
import { split } from "../../../src/core/plan/split.js";
import { rawCommand } from "../../../src/modes/gate/render.js";

const PARENT = "4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b";
const SECRET = "correct horse battery staple";
const journal = (holdout: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id: "balance",
  selector: "tests/properties/test_ledger.py::test_balance_invariant",
  parent_sha: PARENT,
  replay: { seeds: [8, 21, 34], hits: 3, last_hit_at: "2026-09-18T12:00:00Z" },
  holdout: { seeds: [], generator_saw: false, ...holdout },
  state: "locked",
  ...extra,
});
const parse = (j: unknown) => parseJournal("oracles/balance.json", JSON.stringify(j, null, 2));
const secretJournal = parse(journal({ secret: { k: 3, modulus: 500 } }));
const property = secretJournal.property!;

describe("the journal", () => {
  test("keeps only the count: no findings, no no-holdout warning, rows #1..#k on the holdout lane", () => {
    expect(secretJournal.findings).toEqual([]);
    expect(property.secretHoldout).toMatchObject({ k: 3, modulus: 500, parentSha: PARENT, source: { pointer: "/holdout/secret" } });
    const rows = planLane({ properties: [property], freezes: [] } as never, "holdout", new Date());
    expect(rows.map((r) => r.key)).toEqual(["#1", "#2", "#3"]);
  });
  test("listed seeds beside secret mode, or no parent_sha, are errors at the field", () => {
    const withSeeds = parse(journal({ seeds: [5], secret: { k: 2 } }));
    expect(withSeeds.findings.map((f) => [f.severity, f.code, f.pointer])).toContainEqual(["error", "journal.secret-with-seeds", "/holdout/seeds"]);
    const { parent_sha: _, ...noParent } = journal({ secret: { k: 2 } });
    const r = parse(noParent);
    expect(r.findings.map((f) => [f.severity, f.code])).toContainEqual(["error", "journal.secret-needs-parent"]);
    expect(r.property?.secretHoldout).toBeUndefined();
  });
  test("the schema bounds k and refuses unknown fields", () => {
    expect(parse(journal({ secret: { k: 0 } })).findings.some((f) => f.pointer === "/holdout/secret/k")).toBe(true);
    expect(parse(journal({ secret: { k: 2, seeds: [1] } })).findings.some((f) => f.severity === "error")).toBe(true);
  });
});

describe("the derivation", () => {
  test("#i is the i-th holdout of seed 000's split under the secret, disjoint from replay", () => {
    const expected = split({ parentSha: PARENT, hits: [8, 21, 34], k: 3, modulus: 500, secret: SECRET });
    if (!expected.ok) throw new Error("split failed");
    const got = ["#1", "#2", "#3"].map((key) => secretSeed(property, key, SECRET));
    expect(got.map((g) => (g.ok ? g.seed : null))).toEqual(expected.holdout);
    for (const g of got) expect([8, 21, 34]).not.toContain(g.ok ? g.seed : -1);
    const unkeyed = split({ parentSha: PARENT, hits: [8, 21, 34], k: 3, modulus: 500 });
    expect(unkeyed.ok && unkeyed.holdout).not.toEqual(expected.holdout);
    const other = secretSeed(property, "#1", "another secret");
    expect(other.ok && other.seed).not.toBe(got[0]!.ok && got[0]!.seed);
  });
  test("fails closed without the secret, and outside 1..k", () => {
    for (const secret of [undefined, ""]) {
      const r = secretSeed(property, "#1", secret);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.reason).toContain("SEEDGATE_HOLDOUT_SECRET is not set");
    }
    expect(secretSeed(property, "#4", SECRET).ok).toBe(false);
    expect(secretSeed(property, "7", SECRET).ok).toBe(false);
  });
});

describe("nothing names a value", () => {
  test("redaction replaces the value where it stands alone, not inside other numbers", () => {
    expect(redactSeed("seed 1234 failed: @seed(1234) at x.py:12345, id=91234", 1234, "#2")).toBe(
      "seed <holdout #2> failed: @seed(<holdout #2>) at x.py:12345, id=91234",
    );
  });
  test("the gate offers no framework command for a secret row", () => {
    const row = { planned: { lane: "holdout", property: "balance", kind: "seed", key: "#1", frozen: false }, selector: property.selector } as const;
    expect(rawCommand(row as never)).toBeNull();
    expect(rawCommand({ ...row, planned: { ...row.planned, key: "55" } } as never)).toContain("--hypothesis-seed=55");
  });
  test("the secret is never handed to the code under test", () => {
    expect(childProcessEnv({ PATH: "/bin", SEEDGATE_HOLDOUT_SECRET: SECRET })).not.toHaveProperty("SEEDGATE_HOLDOUT_SECRET");
  });
  test("a re-hunt keeps secret mode and proposes no public holdouts", () => {
    const raw = journal({ secret: { k: 3, modulus: 500 } }) as never;
    const p = proposeJournal(raw, {
      propertyId: "balance",
      parentSha: "a".repeat(40),
      hits: [2, 3],
      fixtures: [],
      environment: {},
      now: new Date("2026-12-01T00:00:00Z"),
    });
    expect(p.kind).toBe("journal");
    if (p.kind !== "journal") return;
    expect(p.holdout).toEqual([]);
    expect(p.document.holdout).toEqual({ seeds: [], generator_saw: false, secret: { k: 3, modulus: 500 } });
    expect(parse(p.document).findings.filter((f) => f.severity === "error")).toEqual([]);
  });
});
