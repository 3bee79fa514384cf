// docs/support.md states the support matrix the preflight enforces: every range of the
// one table (src/runners/support.ts) appears on its package's row, every file the page
// says exercises a version exists, and README.md and docs/adopting.md link the page.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, basename } from "node:path";
import { expect, test } from "vitest";
import { SUPPORTED, rangeText } from "../../src/runners/support.js";

const page = readFileSync("docs/support.md", "utf8");
const rows = page.split("\n").filter((l) => l.startsWith("| ") && !l.startsWith("| ---"));

test("every range of the table is on its package's row of docs/support.md", () => {
  for (const entry of SUPPORTED) {
    const row = rows.find((r) => r.split("|")[1]!.trim().toLowerCase() === entry.name.toLowerCase());
    expect(row, `no row for ${entry.name}`).toBeDefined();
    expect(row).toContain(`\`${rangeText(entry)}\``);
  }
  expect(rows.length - 1).toBe(SUPPORTED.length); // the header, then one row per entry: no range the table lacks
});

test("every file the page names as where CI exercises a version exists", () => {
  const named = [...page.matchAll(/`((?:test|examples|src|\.ci|\.github)\/[^`\s]+)`/g)].map((m) => m[1]!);
  expect(named.length).toBeGreaterThan(8);
  for (const path of named) {
    if (path.includes("*")) {
      const pattern = new RegExp(`^${basename(path).replace(/\./g, "\\.").replace("*", ".*")}$`);
      expect(readdirSync(dirname(path)).some((f) => pattern.test(f)), path).toBe(true);
    } else expect(existsSync(path), path).toBe(true);
  }
});

test("README.md and docs/adopting.md link the page", () => {
  expect(readFileSync("README.md", "utf8")).toContain("](docs/support.md)");
  expect(readFileSync("docs/adopting.md", "utf8")).toContain("](support.md)");
});
