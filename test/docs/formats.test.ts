// docs/formats.md documents every field of every schema in schemas/. Convention:
// each schema has a section that starts at `<!-- schema: NAME.schema.json -->` and
// runs to the next such marker; inside it, every property path of the schema appears
// in backticks as the first cell of a table row: `| \`runners.rules[].match\` |`.
// Paths join property names with ".", an array's items add "[]"; $ref (within the
// schema), items, oneOf/anyOf/allOf and $defs reached through them are walked.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { TABLES } from "../../src/core/judge/decision-tables-data.js";

type Schema = { [k: string]: unknown; properties?: Record<string, Schema>; items?: Schema; $ref?: string; oneOf?: Schema[]; anyOf?: Schema[]; allOf?: Schema[]; $defs?: Record<string, Schema> };

export function propertyPaths(root: Schema): string[] {
  const out = new Set<string>();
  const resolve = (s: Schema): Schema => {
    if (typeof s.$ref !== "string") return s;
    const m = /^#\/\$defs\/(.+)$/.exec(s.$ref);
    const target = m ? root.$defs?.[m[1]!] : undefined;
    if (target === undefined) throw new Error(`unresolved $ref ${s.$ref}`);
    return target;
  };
  const walk = (s: Schema, prefix: string, seen: Set<Schema>) => {
    const r = resolve(s);
    if (seen.has(r)) return; // a recursive $def (seeds' value) adds no new names
    const next = new Set(seen).add(r);
    for (const [name, child] of Object.entries(r.properties ?? {})) {
      const path = prefix === "" ? name : `${prefix}.${name}`;
      out.add(path);
      walk(child, path, next);
    }
    if (r.items !== undefined && typeof r.items === "object") walk(r.items, `${prefix}[]`, next);
    for (const branch of [...(r.oneOf ?? []), ...(r.anyOf ?? []), ...(r.allOf ?? [])]) walk(branch, prefix, next);
  };
  walk(root, "", new Set());
  return [...out].map((p) => p.replace(/^\[\]\.?/, "")).filter((p) => p !== "").sort();
}

/** The text of each `<!-- schema: X -->` section. */
export function sections(doc: string): Map<string, string> {
  const map = new Map<string, string>();
  const parts = doc.split(/<!-- schema: ([\w.-]+) -->/);
  for (let i = 1; i < parts.length; i += 2) map.set(parts[i]!, (map.get(parts[i]!) ?? "") + parts[i + 1]!);
  return map;
}

/** Paths documented in a section: the backticked first cell of each table row. */
export function documented(section: string): Set<string> {
  const found = new Set<string>();
  for (const m of section.matchAll(/^\|\s*`([^`]+)`/gm)) found.add(m[1]!);
  return found;
}

test("the walker finds nested, array, $ref and oneOf paths, and can fail", () => {
  const s: Schema = {
    properties: { a: { properties: { b: { type: "string" } } }, list: { type: "array", items: { $ref: "#/$defs/row" } }, either: { oneOf: [{ type: "string" }, { properties: { c: {} } }] } },
    $defs: { row: { properties: { x: {}, deep: { items: { properties: { y: {} } } } } } },
  };
  expect(propertyPaths(s)).toEqual(["a", "a.b", "either", "either.c", "list", "list[].deep", "list[].deep[].y", "list[].x"]);
  expect(documented("| `a.b` | x |\ntext `a` not a row\n|`list[].x`|")).toEqual(new Set(["a.b", "list[].x"]));
  expect(sections("<!-- schema: a.schema.json -->one<!-- schema: b.schema.json -->two").get("b.schema.json")).toBe("two");
});

const doc = readFileSync("docs/formats.md", "utf8");
const bySchema = sections(doc);
const schemas = readdirSync("schemas").filter((f) => f.endsWith(".schema.json")).sort();

test("there are schemas to check", () => {
  expect(schemas.length).toBeGreaterThanOrEqual(9);
});

describe.each(schemas)("%s", (file) => {
  const schema = JSON.parse(readFileSync(`schemas/${file}`, "utf8")) as Schema;
  test("has its own section in docs/formats.md", () => {
    expect([...bySchema.keys()]).toContain(file);
  });
  test("every property path is a documented row of that section", () => {
    const have = documented(bySchema.get(file) ?? "");
    const missing = propertyPaths(schema).filter((p) => !have.has(p));
    expect(missing, `undocumented in docs/formats.md under <!-- schema: ${file} -->`).toEqual([]);
  });
});

// docs/concepts.md shows the decision tables generated from the data: no row may go missing.

test("docs/concepts.md lists every row of every decision table, with its vote", () => {
  const concepts = readFileSync("docs/concepts.md", "utf8");
  const missing = TABLES.flatMap((t) => t.rows.map((r) => ({ t: t.name, r }))).filter(({ t, r }) => {
    const header = concepts.includes(`### ${t}`);
    const row = concepts.split("\n").find((l) => l.startsWith(`| ${r.name.replace(/\|/g, "\\|")} |`));
    return !header || row === undefined || !row.includes(`**${r.vote}**`) || !row.includes(r.action);
  });
  expect(missing.map(({ t, r }) => `${t}: ${r.name}`)).toEqual([]);
});
