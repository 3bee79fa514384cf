// Every shipped schema is a valid draft 2020-12 schema in ajv's strict mode, with
// a stable $id under seedgate.dev (validators.test.ts: each has its validator).
import { readdirSync, readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { expect, test } from "vitest";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const files = readdirSync("schemas").filter((f) => f.endsWith(".schema.json"));

test.each(files)("%s compiles in strict mode with meta-validation", (file) => {
  const schema = JSON.parse(readFileSync(`schemas/${file}`, "utf8")) as { $id: string };
  const ajv = addFormats(new Ajv2020({ strict: true, allowUnionTypes: true, validateSchema: true }));
  expect(ajv.validateSchema(schema)).toBe(true);
  expect(() => ajv.compile(schema)).not.toThrow();
  expect(schema.$id).toBe(`https://seedgate.dev/schemas/${file}`);
});
