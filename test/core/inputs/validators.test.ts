// The validators compiled ahead of time (scripts/validators.mjs) are what a runtime
// compile of schemas/ gives: the committed module is a fresh compile's text, and on
// valid and broken documents of every kind (a date-time, a length counted in code
// points, unknown fields, wrong types) both answer alike, errors and all.
import { readdirSync, readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { describe, expect, test } from "vitest";
import { validatorFor } from "../../../src/core/inputs/schema-check.js";
import { byId } from "../../../src/core/inputs/validators.generated.js";
// @ts-expect-error the generator is a plain script without types
import { PROTOCOL_SCHEMAS, VALIDATORS, validatorsSource } from "../../../scripts/validators.mjs";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const files = readdirSync("schemas").filter((f) => f.endsWith(".schema.json"));
const idOf = (file: string) => `https://seedgate.dev/schemas/${file}`;

test("the committed module is a fresh compile of schemas/ (run `npm run build` after a schema change)", () => {
  expect(readFileSync(VALIDATORS as string, "utf8") === (validatorsSource as () => string)()).toBe(true);
});

test("every schema file has its validator, and nothing else has one", () => {
  const protocol = (PROTOCOL_SCHEMAS as string[]).map((path) => idOf(path.split("/").at(-1)!));
  expect(Object.keys(byId).sort()).toEqual([...files.map(idOf), ...protocol].sort());
  expect(() => validatorFor("https://seedgate.dev/schemas/nothing.schema.json")).toThrow(/no schema with \$id/);
});

const journal = JSON.parse(readFileSync("test/fixtures/formats/journal_frozen.json", "utf8")) as Record<string, unknown>;
const freeze = (value: unknown) => ({ ...journal, flake: { ...(journal.flake as object), freeze_replay_until: value } });

/** Documents each schema is asked about: the repository's own, then broken copies. */
function corpus(file: string): unknown[] {
  const own = readdirSync("test/fixtures/formats").map((f) => JSON.parse(readFileSync(`test/fixtures/formats/${f}`, "utf8")) as unknown);
  const broken = [{}, [], null, "x", { unknown: 1 }, { runners: { timeout: "60" } }, { runners: { setup: [["x".repeat(4097)]] } }];
  // 2,048 astral characters are 4,096 UTF-16 units: a code-point count lets them pass a maxLength of 4096, 4,097 not.
  const lengths = [{ runners: { setup: [["😀".repeat(2048)]] } }, { runners: { setup: [["😀".repeat(4097)]] } }];
  const times = [freeze("2026-12-06T07:00:00Z"), freeze("2026-12-06 07:00"), freeze("2026-02-30T07:00:00Z"), freeze(null)];
  return [...own, ...broken, ...lengths, ...(file === "journal.schema.json" ? times : [])];
}

describe.each(files)("%s", (file) => {
  const schema = JSON.parse(readFileSync(`schemas/${file}`, "utf8")) as object;
  const runtime = addFormats(new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true })).compile(schema);
  const compiled = validatorFor(idOf(file));
  test("answers every document of the corpus as a runtime compile does", () => {
    const answers = corpus(file).map((doc) => {
      const [a, b] = [runtime(doc), compiled(doc)];
      return { same: a === b && JSON.stringify(runtime.errors ?? null) === JSON.stringify(compiled.errors ?? null), valid: a };
    });
    expect(answers.filter((a) => !a.same)).toEqual([]);
    expect(answers.some((a) => !a.valid)).toBe(true);
  });
});

test("the corpus reaches the code-point length and the date-time format, both ways", () => {
  const config = validatorFor(idOf("config.schema.json"));
  expect([config({ runners: { setup: [["😀".repeat(2048)]] } }), config({ runners: { setup: [["😀".repeat(4097)]] } })]).toEqual([true, false]);
  const journalValid = validatorFor(idOf("journal.schema.json"));
  expect([journalValid(freeze("2026-12-06T07:00:00Z")), journalValid(freeze("2026-02-30T07:00:00Z"))]).toEqual([true, false]);
});
