// Seed 003's sealed-node harness under `isolation: process` (issue 25): production code
// that, at import, reaches into the process that writes the row. Under `shared` (the
// control) each one forges a pass with the bug kept; under `process` it runs in the
// subject process, which holds no harness, no oracle and no result channel, so the bug
// fails in the oracle (or the subject's misbehaviour is an error): red either way.
// Through the runner with the real Exec and the harness in src/harness; once more with
// the subject in the bubblewrap sandbox, as a lane runs it.
import { hostDisk } from "../../src/adapters/disk.js";
import { rmSync } from "node:fs";
import { join, relative } from "node:path";
import picomatch from "picomatch";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { processExec } from "../../src/adapters/exec.js";
import { chooseSandbox } from "../../src/adapters/sandbox-probe.js";
import { sandboxedExec } from "../../src/adapters/sandbox.js";
import type { Isolation } from "../../src/core/inputs/config.js";
import { runSealedNode } from "../../src/runners/sealed/node.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

const ORACLE = ".sealed/oracle";
const PROPERTIES = `import assert from "node:assert/strict";
import { padded } from "../../src/buf.mjs";

export function check(c) {
  assert.equal(padded(c.n) % 8, 0, \`padded(\${c.n}) is not 8-aligned\`);
}
`;
// The bug kept in every attack: one block is padded to an odd length.
const BUGGY = "export function padded(n) {\n  return n < 4096 ? n + ((8 - (n % 8)) % 8) : n + 1;\n}\n";
const FIXED = "export function padded(n) {\n  return n + ((8 - (n % 8)) % 8);\n}\n";
const PASS = `{ case: "one-block", outcome: "pass", detail: "passed" }`;

interface Attack {
  readonly name: string;
  /** Prepended to the buggy module: runs when it is imported. */
  readonly payload: string;
  /** Where the module's bytes are, src/buf.mjs being a symlink to them; default src/buf.mjs itself. */
  readonly at?: string;
  /** Its outcome under `shared` when the harness itself already refuses it (default: the forged pass). */
  readonly shared?: "fail";
}

const NEUTERED = 'import assert from "node:assert/strict";\nassert.equal = () => {};\n';

const attacks: Attack[] = [
  {
    name: "the harness's assert module neutered (node:assert/strict's equal made a no-op)",
    payload: NEUTERED,
  },
  {
    name: "the production module a symlink into a node_modules folder (packages run in the oracle)",
    payload: NEUTERED,
    at: "src/node_modules/buf.mjs",
  },
  {
    name: "a global replaced: JSON.stringify turns a failed row into a pass",
    payload: `const stringify = JSON.stringify;\nJSON.stringify = function (v, ...rest) {\n  return stringify.call(this, v && v.outcome === "fail" ? ${PASS} : v, ...rest);\n};\n`,
  },
  {
    name: "Object.prototype polluted: a toJSON every row inherits",
    payload: `Object.defineProperty(Object.prototype, "toJSON", {\n  configurable: true,\n  value() {\n    return this.outcome === "fail" ? ${PASS} : this;\n  },\n});\n`,
  },
  {
    name: "a forged row written to fd 3, then process.exit(0) before the harness's row",
    payload: `import { writeSync } from "node:fs";\nwriteSync(3, JSON.stringify(${PASS}) + "\\n");\nprocess.exit(0);\n`,
  },
  {
    name: "fs.writeSync replaced and synced into the harness's own named import",
    // protocol/channel.cjs took writeSync out of node:fs's exports when it loaded, before the
    // code under test: syncBuiltinESMExports reaches no binding of the harness's, so the row stays honest.
    shared: "fail",
    payload: `import fs from "node:fs";\nimport { syncBuiltinESMExports } from "node:module";\nconst write = fs.writeSync;\nfs.writeSync = (fd, text, ...rest) => write(fd, typeof text === "string" ? text.replace('"outcome":"fail"', '"outcome":"pass"') : text, ...rest);\nsyncBuiltinESMExports();\n`,
  },
];

let repo: TempRepo;
beforeAll(() => {
  repo = tempRepo("seedgate-sealed-node-attacks-");
  repo.write(
    `${ORACLE}/seeds.json`,
    JSON.stringify({
      cases: [
        { id: "empty-buf", n: 0 },
        { id: "one-block", n: 4096 },
      ],
    }),
  );
  repo.write(`${ORACLE}/properties.mjs`, PROPERTIES);
  repo.write("src/buf.mjs", BUGGY);
  repo.commit("base: a sealed oracle and a bug at one block");
});
afterAll(() => repo.cleanup());

const SEALED = [picomatch.makeRe(".sealed/**", { dot: true }).source];
const run = (kind: Isolation, exec = processExec) =>
  runSealedNode(
    { exec, disk: hostDisk },
    {
      root: repo.dir,
      oracleDir: ORACLE,
      caseId: "one-block",
      timeoutMs: 30_000,
      baseEnv: { PATH: process.env.PATH, HOME: process.env.HOME },
      isolation: { kind, oracleFiles: kind === "process" ? SEALED : [] },
    },
  );

describe("controls", () => {
  test("the bug alone is red and the fix alone green, under both settings", async () => {
    for (const kind of ["shared", "process"] as const) {
      ship(BUGGY);
      expect((await run(kind)).outcome, kind).toBe("fail");
      ship(FIXED);
      expect((await run(kind)).outcome, kind).toBe("pass");
    }
  }, 60_000);
});

/** The pull request's production module: `text` at src/buf.mjs, or at `at` with src/buf.mjs a symlink to it. */
function ship(text: string, at?: string): void {
  rmSync(join(repo.dir, "src"), { recursive: true, force: true });
  if (at === undefined) return repo.write("src/buf.mjs", text);
  repo.write(at, text);
  repo.symlink("src/buf.mjs", relative(join(repo.dir, "src"), join(repo.dir, at)));
}

describe.each(attacks)("$name", ({ payload, at, shared: refused }) => {
  test("forges a pass under shared (the control, unless the harness refuses it too), red under process with the bug kept", async () => {
    ship(`${payload}${BUGGY}`, at);
    const shared = await run("shared");
    expect(shared.outcome, shared.detail).toBe(refused ?? "pass");
    const isolated = await run("process");
    expect(["fail", "error"], `${isolated.outcome}: ${isolated.detail}\n${isolated.tail}`).toContain(isolated.outcome);
  }, 60_000);
});

const bwrap = chooseSandbox("bwrap", process.env).ok;
test.skipIf(!bwrap)(
  "with the subject in the bubblewrap sandbox: the fix is green, every attack red",
  async () => {
    const exec = sandboxedExec(processExec, { kind: "bwrap", workspace: repo.dir, writable: [], network: false });
    repo.write("src/buf.mjs", FIXED);
    const fixed = await run("process", exec);
    expect(fixed.outcome, `${fixed.detail}\n${fixed.tail}`).toBe("pass");
    for (const { name, payload } of attacks) {
      repo.write("src/buf.mjs", `${payload}${BUGGY}`);
      const r = await run("process", exec);
      expect(["fail", "error"], `${name}: ${r.outcome}: ${r.detail}`).toContain(r.outcome);
    }
  },
  120_000,
);
