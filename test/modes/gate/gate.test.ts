// The judge on a real history with real lanes (Hypothesis + pytest) and real git,
// then the same results poisoned in every way a lane job could be.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { gitAt } from "../../../src/adapters/git.js";
import type { Review } from "../../../src/core/judge/approval.js";
import { gate, type GatePorts, type GateSettings } from "../../../src/modes/gate/gate.js";
import { manifestCheck } from "../../../src/cli/wiring.js";
import { BUGGY, gateProject, quietLog, runLanes, type GateProject } from "../../support/gate-fixture.js";
import { hostFiles } from "../../../src/adapters/files.js";

let p: GateProject;
let docsHead: string;
let green: string; // results of the docs-only PR
const scratch: string[] = [];

const tmp = (): string => {
  const d = mkdtempSync(join(tmpdir(), "seedgate-gate-"));
  scratch.push(d);
  return d;
};

function judgeAt(head: string, results: string, over: Partial<GateSettings> = {}, ports: Partial<GatePorts> = {}) {
  return gate(
    { base: p.base, head, results, fetch: false, ...over },
    { git: gitAt(p.repo.dir), log: quietLog, clock: { now: () => new Date("2026-12-01T00:00:00Z") }, manifests: manifestCheck, files: hostFiles, ...ports },
  );
}

beforeAll(async () => {
  p = gateProject("owners: [maintainer]\n");
  p.repo.git("checkout", "-q", "-b", "docs");
  p.repo.write("README.md", "# ledger\n\nMore words.\n");
  docsHead = p.repo.commit("docs only");
  green = tmp();
  await runLanes(p.repo, p.base, green);
}, 120_000);
afterAll(() => {
  p.repo.cleanup();
  for (const d of scratch) rmSync(d, { recursive: true, force: true });
});

const codes = (r: Awaited<ReturnType<typeof judgeAt>>) => r.judgement.reasons.map((f) => f.code);

test("a docs-only PR with complete green lanes is green", async () => {
  const r = await judgeAt(docsHead, green);
  expect(codes(r)).toEqual([]);
  expect(r.verdict).toBe("success");
  expect(r.judgement.lanes.map((l) => [l.lane, l.rows, l.counts.pass])).toEqual([
    ["replay", 2, 2],
    ["holdout", 2, 2],
  ]);
  // Listed holdouts are validate's and the hunt's note: the default path puts no standing warning on every comment.
  expect(r.judgement.notes.map((n) => n.code)).not.toContain("holdout.visible");
});

test("a PR that brings the bug back is red on replay, with the journal line of each seed", async () => {
  p.repo.git("checkout", "-q", "-b", "regress", p.base);
  p.repo.write("src/ledger.py", BUGGY);
  p.repo.write("tests/examples/test_mine.py", "from src.ledger import balance\n\ndef test_mine():\n    assert balance([1, 2]) == 3\n");
  const head = p.repo.commit("agent: refactor, add my own test");
  const dir = tmp();
  await runLanes(p.repo, p.base, dir);
  const r = await judgeAt(head, dir);
  expect(r.verdict).toBe("failure");
  expect(codes(r)).toContain("lane.replay.fail");
  const seed = r.judgement.reasons.find((f) => f.code === "lane.replay.fail")!;
  expect(seed.file).toBe("oracles/balance.json");
  expect(seed.line).toBeGreaterThan(1);
  p.repo.git("checkout", "-q", "-f", "docs");
}, 120_000);

describe("poisoned or incomplete results are red with the reason", () => {
  const poisoned = (edit: (dir: string) => void) => {
    const dir = tmp();
    cpSync(green, dir, { recursive: true });
    edit(dir);
    return judgeAt(docsHead, dir);
  };
  const replayFile = (dir: string) => join(dir, "seedgate-replay-1", "replay.json");
  const rewrite = (dir: string, f: (claim: any) => unknown) =>
    writeFileSync(replayFile(dir), JSON.stringify(f(JSON.parse(readFileSync(replayFile(dir), "utf8")))));

  test("a cancelled lane job (no results)", async () => {
    const r = await poisoned((d) => rmSync(join(d, "seedgate-holdout-1"), { recursive: true }));
    expect(codes(r)).toEqual(["claims.missing-shard"]);
  });
  test("results bound to another head SHA", async () => {
    const r = await poisoned((d) => rewrite(d, (c) => ({ ...c, head: "f".repeat(40) })));
    expect(codes(r)).toEqual(["claims.wrong-head", "claims.missing-shard"]);
  });
  test("a duplicated row", async () => {
    const r = await poisoned((d) => rewrite(d, (c) => ({ ...c, rows: [...c.rows, c.rows[0]] })));
    expect(codes(r)).toEqual(["claims.duplicate-row"]);
  });
  test("a row for a seed the base does not plan, named with path traversal", async () => {
    const r = await poisoned((d) => rewrite(d, (c) => ({ ...c, rows: [...c.rows, { ...c.rows[0], key: "../../etc/passwd" }] })));
    expect(codes(r)).toEqual(["claims.unexpected-row"]);
  });
  test("a location with path traversal", async () => {
    const r = await poisoned((d) =>
      rewrite(d, (c) => ({ ...c, rows: c.rows.map((x: object) => ({ ...x, location: { file: "../../../etc/passwd", line: 1 } })) })),
    );
    expect(codes(r)).toEqual(["claims.unsafe-location"]);
  });
  test("a 50 MB results file is not read", async () => {
    const r = await poisoned((d) => writeFileSync(join(d, "huge.json"), Buffer.alloc(50 * 1024 * 1024, 0x20)));
    expect(codes(r)).toEqual(["results.too-large"]);
  });
  test("malformed JSON", async () => {
    const r = await poisoned((d) => writeFileSync(replayFile(d), "{ not json"));
    expect(codes(r)).toEqual(["results.malformed", "claims.missing-shard"]);
  });
  test("deeply nested JSON", async () => {
    const r = await poisoned((d) => writeFileSync(join(d, "deep.json"), "[".repeat(200_000) + "]".repeat(200_000)));
    expect(codes(r)).toEqual([expect.stringMatching(/^results\.(malformed|unknown)$/)]);
  });
  test("a schema violation (a pass smuggled in with an unknown outcome field)", async () => {
    const r = await poisoned((d) => rewrite(d, (c) => ({ ...c, rows: c.rows.map((x: object) => ({ ...x, votes: false })) })));
    expect(codes(r)).toEqual(["results.schema", "claims.missing-shard"]);
  });
  test("a symlink in the results directory", async () => {
    const r = await poisoned((d) => symlinkSync("/etc/passwd", join(d, "link.json")));
    expect(codes(r)).toEqual(["results.symlink"]);
  });
  test("control characters in names do not break the report", async () => {
    const r = await poisoned((d) => rewrite(d, (c) => ({ ...c, rows: [...c.rows, { ...c.rows[0], property: "x\u0000\u001b[31m|<b>" }] })));
    expect(codes(r)).toEqual(["claims.unexpected-row"]);
    expect(r.judgement.reasons[0]!.message).toContain("\\u0000\\u001b[31m|<b>");
  });
  test("a needed job that did not succeed", async () => {
    const r = await judgeAt(docsHead, green, { needs: { replay: { result: "success" }, holdout: { result: "cancelled" } } });
    expect(codes(r)).toEqual(["workflow.needed-job"]);
  });
});

describe("the sealed-change rule", () => {
  let head: string;
  beforeAll(() => {
    p.repo.git("checkout", "-q", "-b", "sealed", p.base);
    p.repo.write(
      "oracles/balance.json",
      JSON.stringify(
        {
          ...JSON.parse(readFileSync(join(p.repo.dir, "oracles/balance.json"), "utf8")),
          replay: { seeds: [1, 2], fixtures: [], hits: 3, last_hit_at: "2026-11-30T12:00:00Z" },
        },
        null,
        2,
      ),
    );
    head = p.repo.commit("human: record a third hit");
    p.repo.git("checkout", "-q", "-f", "docs");
  });
  const reviewsOf = (reviews: Review[]) => ({ reviews: { list: async () => reviews, isMember: async () => false } });
  const approve = (login: string, commitId: string, isBot = false): Review => ({ authorLogin: login, authorIsBot: isBot, state: "APPROVED", commitId });

  test("green with an owner's approval on the head commit", async () => {
    const r = await judgeAt(head, await lanesAt(head), { author: "agent" }, reviewsOf([approve("maintainer", head)]));
    expect(codes(r)).toEqual([]);
    expect(r.approval).toMatchObject({ approved: true, by: "maintainer" });
  }, 120_000);
  test.each([
    ["no review", [] as Review[]],
    ["an approval by the author", [approve("agent", "HEAD")]],
    ["an approval by a bot", [approve("maintainer[bot]", "HEAD", true)]],
    ["an approval on an older commit (push after approval)", [approve("maintainer", "OLD")]],
    ["an approval by someone who is not an owner", [approve("visitor", "HEAD")]],
  ])(
    "red with %s",
    async (_name, reviews) => {
      const fixed = reviews.map((x) => ({ ...x, commitId: x.commitId === "HEAD" ? head : p.base }));
      const r = await judgeAt(head, await lanesAt(head), { author: "agent" }, reviewsOf(fixed));
      expect(codes(r)).toEqual(["seal.sealed-path", "seal.approval"]);
    },
    120_000,
  );

  const cache = new Map<string, string>();
  async function lanesAt(rev: string): Promise<string> {
    if (!cache.has(rev)) {
      p.repo.git("checkout", "-q", rev);
      const dir = tmp();
      await runLanes(p.repo, p.base, dir);
      p.repo.git("checkout", "-q", "-f", "docs");
      cache.set(rev, dir);
    }
    return cache.get(rev)!;
  }
});
