// The README's inputs and outputs tables must say what action.yml says.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { parse } from "yaml";

interface ActionYml {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
}

const action = parse(readFileSync("action.yml", "utf8")) as ActionYml;
const readme = readFileSync("README.md", "utf8");
const cell = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, " ").trim();

function tableRows(marker: string): string[] {
  const m = new RegExp(`<!-- ${marker}:start -->\\n([\\s\\S]*?)<!-- ${marker}:end -->`).exec(readme);
  if (!m) throw new Error(`README has no ${marker} table`);
  return m[1]!.trim().split("\n").slice(2);
}

test("every action input is documented in the README, in order, with its default", () => {
  const expected = Object.entries(action.inputs).map(
    ([name, v]) => `| \`${name}\` | ${v.required ? "yes" : "no"} | ${v.default === undefined ? "" : `\`${cell(v.default)}\``} | ${cell(v.description)} |`,
  );
  expect(tableRows("inputs")).toEqual(expected);
});

test("every action output is documented in the README", () => {
  const expected = Object.entries(action.outputs).map(([name, v]) => `| \`${name}\` | ${cell(v.description)} |`);
  expect(tableRows("outputs")).toEqual(expected);
});

test("action.yml runs the committed bundle on node24", () => {
  const runs = (parse(readFileSync("action.yml", "utf8")) as { runs: { using: string; main: string } }).runs;
  expect(runs).toEqual({ using: "node24", main: "dist/index.js" });
});
