// No import cycle in src/, type-only imports included (issue 45). eslint's
// import-x/no-cycle skips `import type`, and a type-only loop still leaves two files
// that cannot be read, moved or reviewed apart: this walks the compiler's own import
// list of every file (test/support/import-graph.ts) instead.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { cycles, filesUnder, read, scriptGraph, type Source } from "../support/import-graph.js";

const sources = read(filesUnder("src", [".ts"]));

test("no import cycle in src/'s TypeScript, not even through `import type`, a re-export or a lazy import()", () => {
  expect(cycles(scriptGraph(sources))).toEqual([]);
});

// Live probes: the real sources with one made-up file (or one line) added.
const withProbe = (...extra: Source[]): Source[] => [...sources.filter((s) => !extra.some((e) => e.path === s.path)), ...extra];
const edited = (path: string, line: string): Source => ({ path, text: `${line}\n${readFileSync(path, "utf8")}` });

test.each([
  [
    "a type-only import back into the command table",
    [edited("src/cli/commands.ts", 'import type { Probe } from "./probe.js";'), { path: "src/cli/probe.ts", text: 'import type { Args } from "./commands.js";\nexport type Probe = Args<"seal">;\n' }],
    "src/cli/commands.ts -> src/cli/probe.ts -> src/cli/commands.ts",
  ],
  [
    "a type named inline, `typeof import()`",
    [edited("src/core/findings.ts", 'type P = typeof import("./probe.js");'), { path: "src/core/probe.ts", text: 'import type { Finding } from "./findings.js";\nexport type F = Finding;\n' }],
    "src/core/findings.ts -> src/core/probe.ts -> src/core/findings.ts",
  ],
  [
    "a type re-exported",
    [edited("src/core/findings.ts", 'export type { P } from "./probe.js";'), { path: "src/core/probe.ts", text: 'import { type Finding } from "./findings.js";\nexport type P = Finding;\n' }],
    "src/core/findings.ts -> src/core/probe.ts -> src/core/findings.ts",
  ],
  [
    "a command's lazy import() back through the loaders",
    [edited("src/cli/seal.ts", 'export const probe = () => import("./loaders.js");')],
    "src/cli/loaders.ts -> src/cli/seal.ts -> src/cli/loaders.ts",
  ],
])("the check is live: %s is a loop", (_what, extra, loop) => {
  expect(cycles(scriptGraph(withProbe(...extra)))).toEqual([loop]);
});
