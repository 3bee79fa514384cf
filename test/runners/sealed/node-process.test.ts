// The sealed-node harness (seed 003) under `isolation: process` (issue 25), against real
// Node children: the harness and the sealed properties.mjs run in the oracle process;
// every production module they import is a proxy to a subject Node process. A
// real-shaped oracle keeps its verdicts; what the boundary cannot serve is an error row
// with the hint `isolation: shared`, never a verdict.
import { hostDisk } from "../../../src/adapters/disk.js";
import picomatch from "picomatch";
import { afterEach, beforeEach, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { DEFAULT_CONFIG, type Config, type Isolation } from "../../../src/core/inputs/config.js";
import { parseSeeds, sealedProperty } from "../../../src/core/formats/sealed.js";
import { runRow, type RowContext } from "../../../src/runners/dispatch.js";
import { runSealedNode } from "../../../src/runners/sealed/node.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const ORACLE = ".sealed/oracle";
// A semver-like library, seed 003's shape: a sealed oracle checks production code per case.
const LIB = `export class VersionError extends Error {
  constructor(message) { super(message); this.name = "VersionError"; }
}
export class Version {
  constructor(major, minor, patch) { this.major = major; this.minor = minor; this.patch = patch; }
  static parse(text) {
    const m = /^(\\d+)\\.(\\d+)\\.(\\d+)$/.exec(text);
    if (m === null) throw new VersionError(\`not a version: \${text}\`);
    return new Version(Number(m[1]), Number(m[2]), Number(m[3]));
  }
  compare(o) { return this.major - o.major || this.minor - o.minor || this.patch - o.patch; }
  bump() { return new Version(this.major, this.minor, this.patch + 1); }
  toString() { return \`\${this.major}.\${this.minor}.\${this.patch}\`; }
}
export const sortVersions = (texts, key = (v) => v) => texts.map((t) => Version.parse(t)).sort((a, b) => key(a).compare(key(b))).map(String);
export function padded(n) {
  return n + ((8 - (n % 8)) % 8);
}
export async function later(n) { return { n, tags: new Set([n % 2]) }; }
export const pid = process.pid;
`;
const BUG = ["return n + ((8 - (n % 8)) % 8);", "return n < 4096 ? n + ((8 - (n % 8)) % 8) : n + 1;"] as const;
const HELPER = "export const aligned = (n) => n % 8 === 0;\n";
const PROPERTIES = `import assert from "node:assert/strict";
import { Version, VersionError, sortVersions, padded, later, pid } from "../../src/lib.mjs";
import { aligned } from "./helper.mjs";

export async function check(c) {
  if (c.kind === "pid") return assert.notEqual(pid, process.pid, "production code ran in the oracle's process");
  if (c.kind === "pad") return assert.ok(aligned(padded(c.n)), \`padded(\${c.n}) is not 8-aligned\`);
  if (c.kind === "version") {
    const v = Version.parse(c.text);
    assert.ok(v instanceof Version);
    assert.equal(String(v), c.text);
    assert.equal(v.bump().compare(v), 1);
    assert.throws(() => Version.parse("x" + c.text), VersionError);
    assert.throws(() => Version.parse("x" + c.text), Error);
    return;
  }
  if (c.kind === "sort") return assert.deepEqual(sortVersions(c.texts, (v) => v), [...c.texts].sort());
  if (c.kind === "async") return assert.deepEqual(await later(c.n), { n: c.n, tags: new Set([c.n % 2]) });
  throw new Error(\`unknown case kind \${c.kind}\`);
}
`;
const CASES = [
  { id: "pid", kind: "pid" },
  { id: "empty-buf", kind: "pad", n: 0 },
  { id: "one-block", kind: "pad", n: 4096 },
  { id: "odd-align", kind: "pad", n: 7 },
  { id: "version", kind: "version", text: "1.2.3" },
  { id: "sort", kind: "sort", texts: ["2.0.0", "1.0.0", "1.9.9"] },
  { id: "async", kind: "async", n: 3 },
];

let repo: TempRepo;
beforeEach(() => {
  repo = tempRepo("seedgate-sealed-node-process-");
  repo.write(`${ORACLE}/seeds.json`, JSON.stringify({ cases: CASES }));
  repo.write(`${ORACLE}/properties.mjs`, PROPERTIES);
  repo.write(`${ORACLE}/helper.mjs`, HELPER);
  repo.write("src/lib.mjs", LIB.replace(BUG[0], BUG[1]));
  repo.commit("base: a sealed oracle and a bug at one block");
});
afterEach(() => repo.cleanup());

// The sealed glob as dispatch.ts passes it.
const SEALED = [picomatch.makeRe(".sealed/**", { dot: true }).source];
export const runCase = (root: string, caseId: string, kind: Isolation = "process", timeoutMs = 30_000) =>
  runSealedNode(
    { exec: processExec, disk: hostDisk },
    {
      root,
      oracleDir: ORACLE,
      caseId,
      timeoutMs,
      baseEnv: { PATH: process.env.PATH, HOME: process.env.HOME },
      isolation: { kind, oracleFiles: kind === "process" ? SEALED : [] },
    },
  );
const run = (caseId: string, kind: Isolation = "process") => runCase(repo.dir, caseId, kind);

test("production code runs in the subject process under process, in the harness's under shared", async () => {
  expect((await run("pid")).outcome).toBe("pass");
  expect((await run("pid", "shared")).outcome).toBe("fail");
}, 60_000);

test("a real-shaped oracle has the same verdicts under process as under shared, on the bug and on the fix", async () => {
  const ids = CASES.map((c) => c.id).filter((id) => id !== "pid");
  const verdicts = async (kind: Isolation) => Object.fromEntries(await Promise.all(ids.map(async (id) => [id, (await run(id, kind)).outcome])));
  const buggy = await verdicts("process");
  expect(buggy).toEqual({ "empty-buf": "pass", "one-block": "fail", "odd-align": "pass", version: "pass", sort: "pass", async: "pass" });
  expect(await verdicts("shared")).toEqual(buggy);
  const hit = await run("one-block");
  expect(hit.detail).toContain("padded(4096) is not 8-aligned");
  expect(hit.location).toEqual({ file: `${ORACLE}/properties.mjs`, line: 7 });
  repo.write("src/lib.mjs", LIB);
  repo.commit("fix");
  const fixed = await verdicts("process");
  expect(Object.values(fixed)).toEqual(ids.map(() => "pass"));
  expect(await verdicts("shared")).toEqual(fixed);
}, 120_000);

test("what the subject cannot serve is an error row with the hint, never a verdict", async () => {
  repo.write(
    `${ORACLE}/properties.mjs`,
    `import { sortInPlace } from "../../src/mut.mjs";\nexport function check() {\n  const xs = [3, 1, 2];\n  sortInPlace(xs);\n}\n`,
  );
  repo.write("src/mut.mjs", "export const sortInPlace = (xs) => xs.sort();\n");
  const r = await run("empty-buf");
  expect(r.outcome).toBe("error");
  expect(r.detail).toMatch(/isolation: process could not serve this property: .*changed, in place, an argument/);
  expect(r.detail).toContain("isolation: shared");
  expect((await run("empty-buf", "shared")).outcome).toBe("pass");
}, 60_000);

test("a lying operator: a production object whose valueOf answers the sealed check's % is an error row under process, a forged pass under shared", async () => {
  // The bug kept at one block; padded's result claims to be aligned through valueOf.
  const lying = LIB.replace(BUG[0], BUG[1]).replace(
    "export function padded(n) {",
    "class Aligned { constructor(n) { this.n = n; } valueOf() { return 8; } }\nexport function padded(n) {\n  if (n >= 4096) return new Aligned(n);",
  );
  repo.write("src/lib.mjs", lying);
  expect((await run("one-block", "shared")).outcome).toBe("pass");
  const r = await run("one-block");
  expect(r.outcome, r.detail).toBe("error");
  expect(r.detail).toContain("coercing a production object to a primitive");
  expect(r.detail).not.toContain("isolation: shared"); // a lying coercion is never a reason to weaken the isolation
  expect((await run("odd-align")).outcome).toBe("pass");
}, 60_000);

test("an isolation error the property swallows still makes the row an error", async () => {
  repo.write(`${ORACLE}/properties.mjs`, `import { take } from "../../src/take.mjs";\nexport function check() {\n  try { take(new WeakMap()); } catch {}\n}\n`);
  repo.write("src/take.mjs", "export const take = (x) => x;\n");
  const r = await run("empty-buf");
  expect(r.outcome).toBe("error");
  expect(r.detail).toContain("no by-value form");
}, 60_000);

test("a require() of a production file from an oracle file is refused, not run in the oracle", async () => {
  repo.write(
    `${ORACLE}/properties.mjs`,
    `import { createRequire } from "node:module";\nconst { pid } = createRequire(import.meta.url)("../../src/pid.cjs");\nexport function check() {\n  if (pid === process.pid) throw new Error("ran in the oracle");\n}\n`,
  );
  repo.write("src/pid.cjs", "exports.pid = process.pid;\n");
  const r = await run("empty-buf");
  expect(r.outcome).toBe("error");
  expect(r.detail).toContain("require() of production file");
  expect((await run("empty-buf", "shared")).outcome).toBe("fail");
}, 60_000);

test("a production module that throws at import is an error under both settings", async () => {
  repo.write("src/lib.mjs", `throw new Error("boom at import");\n${LIB}`);
  for (const kind of ["process", "shared"] as const) {
    const r = await run("empty-buf", kind);
    expect(r.outcome, kind).toBe("error");
    expect(r.tail, kind).toContain("boom at import");
  }
}, 60_000);

test("a subject that exits mid-check is an isolation error, never a pass", async () => {
  repo.write("src/lib.mjs", LIB.replace("export function padded(n) {", "export function padded(n) {\n  process.exit(0);"));
  const r = await run("empty-buf");
  expect(r.outcome).toBe("error");
  expect(r.detail).toContain("isolation: process could not serve");
}, 60_000);

test("through runRow: a lane (a sealed copy) runs sealed-node under process by default; a hunt, or isolation: shared, in the harness's process", async () => {
  const seeds = parseSeeds(`${ORACLE}/seeds.json`, repo.git("show", `HEAD:${ORACLE}/seeds.json`));
  const property = sealedProperty(ORACLE, "properties.mjs", `${ORACLE}/seeds.json`, seeds.cases!);
  const ctx = (config: Config, lane: boolean): RowContext => ({
    root: repo.dir,
    config,
    exec: processExec,
    disk: hostDisk,
    env: { PATH: process.env.PATH },
    isSealed: () => true,
    ...(lane ? { oracle: repo.dir } : {}),
  });
  const pid = (c: RowContext) => runRow(c, property, { lane: "replay", property: property.id, kind: "case", key: "pid", frozen: false });
  expect((await pid(ctx(DEFAULT_CONFIG, true))).outcome).toBe("pass");
  expect((await pid(ctx(DEFAULT_CONFIG, false))).outcome).toBe("fail");
  const shared = { ...DEFAULT_CONFIG, runners: { ...DEFAULT_CONFIG.runners, isolation: "shared" as const } };
  expect((await pid(ctx(shared, true))).outcome).toBe("fail");
}, 60_000);

test("a package the oracle imports by name runs in the oracle; production code importing it runs in the subject", async () => {
  repo.write("node_modules/tiny/package.json", JSON.stringify({ name: "tiny", type: "module", exports: "./index.mjs" }));
  repo.write("node_modules/tiny/index.mjs", "export const pid = () => process.pid;\n");
  repo.write("src/uses.mjs", 'import { pid } from "tiny";\nexport const subjectPid = pid();\n');
  repo.write(
    `${ORACLE}/properties.mjs`,
    `import { pid } from "tiny";\nimport { subjectPid } from "../../src/uses.mjs";\nexport function check() {\n  if (pid() !== process.pid) throw new Error("the package ran elsewhere");\n  if (subjectPid === process.pid) throw new Error("production code ran in the oracle");\n}\n`,
  );
  expect((await run("empty-buf")).outcome).toBe("pass");
  expect((await run("empty-buf", "shared")).outcome).toBe("fail");
}, 60_000);
