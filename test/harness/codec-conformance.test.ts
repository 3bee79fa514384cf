// The two codecs agree (issue 45): protocol/wire.json's shared tags and caps mean the same
// in the Python codec (seedgate_codec and its extensions) and the Node codec
// (fast-check-wire.mjs). Each shared value is encoded by both into the same tree, and each
// side decodes the other's tree to the value it started from; the depth cap refuses on both
// sides at the same level. The test is live: a copy of the table with one tag changed,
// given to the Python side only, makes it fail.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { type Described, type Job, type Outcome, VECTORS, buildNode, deep, describeNode } from "./codec-vectors.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const HARNESS = resolve("src/harness");
const DRIVER = resolve("test/harness/codec-conformance.py");
const MAX_DEPTH: number = JSON.parse(readFileSync(join(HARNESS, "protocol/wire.json"), "utf8")).limits.max_depth;
const scratch: string[] = [];
afterAll(() => scratch.forEach((d) => rmSync(d, { recursive: true, force: true })));

type Wire = {
  encode: (v: unknown, side: object) => unknown;
  decode: (x: unknown, side: object) => unknown;
  Refused: new (why: string) => Error;
};

/** The Python half: encode every vector, decode every tree (see codec-conformance.py). */
function python(harness: string, job: Job): Outcome {
  const r = spawnSync(PY, [DRIVER, harness], { input: JSON.stringify(job), encoding: "utf8", timeout: 60_000 });
  if (r.status !== 0) throw new Error(`the Python half failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** The Node half, in this process: the wire module of `harness` (its own table beside it). */
async function node(harness: string, job: Job): Promise<Outcome> {
  const wire: Wire = await import(pathToFileURL(join(harness, "boundary/fast-check-wire.mjs")).href);
  const refuse = (why: string) => {
    throw new wire.Refused(why);
  };
  const side = {
    other: () => refuse("no by-value form"),
    error: () => refuse("an error"),
    resolve: (x: unknown[]) => refuse(`an unknown value tag ${String(x[0])}`),
  };
  const attempt = <T>(fn: () => T): T | { refused: string } => {
    try {
      return fn();
    } catch (err) {
      if (err instanceof wire.Refused) return { refused: err.message };
      throw err;
    }
  };
  return {
    encoded: job.vectors.map((v) => attempt(() => JSON.parse(JSON.stringify(wire.encode(buildNode(v), side))))),
    decoded: job.trees.map((t) => attempt(() => describeNode(wire.decode(JSON.parse(JSON.stringify(t)), side)))),
  };
}

const refused = (x: unknown): boolean => typeof x === "object" && x !== null && "refused" in x;

/** Every disagreement between the two halves over the shared vectors (empty when they conform). */
async function disagreements(pyHarness: string, nodeHarness: string): Promise<string[]> {
  const vectors = VECTORS.map(([, v]) => v);
  const first = await node(nodeHarness, { vectors, trees: [] });
  const py = python(pyHarness, { vectors, trees: first.encoded });
  const back = await node(nodeHarness, { vectors: [], trees: py.encoded });
  const out: string[] = [];
  VECTORS.forEach(([name, v, expected], i) => {
    const [n, p] = [first.encoded[i], py.encoded[i]];
    if (expected === "refused") {
      if (!refused(n) || !refused(p)) out.push(`${name}: refused by ${refused(n) ? "Node only" : refused(p) ? "Python only" : "neither side"}`);
      return;
    }
    if (JSON.stringify(n) !== JSON.stringify(p))
      out.push(`${name}: Node's tree ${JSON.stringify(n).slice(0, 80)} is not Python's ${JSON.stringify(p).slice(0, 80)}`);
    const same = (d: Described | { refused: string } | undefined) => JSON.stringify(d) === JSON.stringify(v);
    if (!same(py.decoded[i])) out.push(`${name}: Python decodes Node's tree to ${JSON.stringify(py.decoded[i]).slice(0, 80)}`);
    if (!same(back.decoded[i])) out.push(`${name}: Node decodes Python's tree to ${JSON.stringify(back.decoded[i]).slice(0, 80)}`);
  });
  return out;
}

/** src/harness's protocol/ and boundary/ copied, with `edit` applied to the copy's wire.json. */
function harnessCopy(edit: (table: { tags: Record<"map" | "set" | "list", { tag: string }> }) => void): string {
  const dir = mkdtempSync(join(tmpdir(), "seedgate-wire-"));
  scratch.push(dir);
  for (const room of ["protocol", "boundary"]) cpSync(join(HARNESS, room), join(dir, room), { recursive: true, filter: (p) => !p.includes("__pycache__") });
  const table = JSON.parse(readFileSync(join(dir, "protocol/wire.json"), "utf8"));
  edit(table);
  writeFileSync(join(dir, "protocol/wire.json"), JSON.stringify(table));
  return dir;
}

describe("the Python and Node codecs speak one vocabulary", () => {
  it("encode every shared value into the same tree and decode each other's to the same value", async () => {
    expect(await disagreements(HARNESS, HARNESS)).toEqual([]);
  }, 60_000);

  it("refuse the same depth: the cap nests on both sides, one more level is refused by both encoders and both decoders", async () => {
    const tree = (levels: number): unknown => (levels === 0 ? 0 : ["L", tree(levels - 1)]);
    const job = { vectors: [deep(MAX_DEPTH), deep(MAX_DEPTH + 1)], trees: [tree(MAX_DEPTH), tree(MAX_DEPTH + 1)] };
    const [py, nd] = [python(HARNESS, job), await node(HARNESS, job)];
    for (const side of [py, nd]) {
      expect(side.encoded.map(refused)).toEqual([false, true]);
      expect(side.decoded.map(refused)).toEqual([false, true]);
    }
    expect(py.encoded[0]).toEqual(nd.encoded[0]);
  }, 60_000);

  it("fails when one side's tag table changes (the map tag, for the Python side only)", async () => {
    const changed = harnessCopy((table) => void (table.tags.map.tag = "MM"));
    const found = await disagreements(changed, HARNESS);
    expect(found.some((d) => d.startsWith("map with an int key: Node's tree"))).toBe(true);
    expect(found.some((d) => d.startsWith("map with an int key: Python decodes"))).toBe(true);
    expect(found.filter((d) => !d.startsWith("map "))).toEqual([]); // only the values that use the changed tag
  }, 60_000);

  it("refuse a table that gives one tag two meanings, on both sides", async () => {
    const dup = harnessCopy((table) => void (table.tags.set.tag = table.tags.list.tag));
    const r = spawnSync(PY, ["-c", `import sys; sys.path.insert(0, ${JSON.stringify(join(dup, "protocol"))}); import seedgate_vocabulary`], {
      encoding: "utf8",
    });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/the tag 'L' of 'set' is empty or also names 'list'/);
    await expect(import(pathToFileURL(join(dup, "protocol/wire-vocabulary.mjs")).href)).rejects.toThrow(/the tag "L" of set is empty or also names list/);
  }, 60_000);

  it("are documented: docs/wire.md has a row for every tag of the table", () => {
    const doc = readFileSync("docs/wire.md", "utf8");
    const table = JSON.parse(readFileSync(join(HARNESS, "protocol/wire.json"), "utf8")).tags as Record<string, { tag: string }>;
    const missing = Object.entries(table).filter(([name, e]) => !doc.includes(`| \`${e.tag}\` | ${name} |`));
    expect(missing.map(([name]) => name)).toEqual([]);
  });

  it("accept the same tags whatever the import order, and no Codec before every Python tag has its decoder", () => {
    const rooms = ["protocol", "boundary"].map((r) => join(HARNESS, r));
    const run = (imports: string) =>
      spawnSync(PY, ["-c", `import sys; sys.path[0:0] = ${JSON.stringify(rooms)}\n${imports}\nimport seedgate_codec\nprint(sorted(seedgate_codec.DECODERS))`], {
        encoding: "utf8",
      });
    const a = run("import seedgate_temporal, seedgate_exceptions");
    const b = run("import seedgate_exceptions, seedgate_temporal");
    expect(a.status).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    const table = JSON.parse(readFileSync(join(HARNESS, "protocol/wire.json"), "utf8")).tags as Record<string, { tag: string; langs: string[] }>;
    const python = Object.entries(table).filter(([name, e]) => e.langs.includes("python") && name !== "handle" && name !== "call_only");
    expect(JSON.parse(a.stdout.replace(/'/g, '"'))).toEqual(python.map(([, e]) => e.tag).sort());
    const early = run("import seedgate_codec\nseedgate_codec.Codec(None)");
    expect(early.status).not.toBe(0);
    expect(early.stderr).toMatch(/no decoder for the tags .*hint: import seedgate_temporal and seedgate_exceptions first/);
  }, 60_000);
});
