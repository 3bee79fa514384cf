// The action's outputs come from one typed list, equal to what action.yml declares, and
// no step reaches past it to the toolkit's setOutput with a name of its own.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { expect, test } from "vitest";
import { OUTPUTS } from "../../src/action/outputs.js";

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []));

test("the typed list of outputs is action.yml's outputs, in its order", () => {
  const action = parse(readFileSync("action.yml", "utf8")) as { outputs: Record<string, unknown> };
  expect([...OUTPUTS]).toEqual(Object.keys(action.outputs));
});

test("only src/action/outputs.ts calls the toolkit's setOutput", () => {
  const callers = sources("src").filter(
    (f) =>
      f !== join("src", "action", "outputs.ts") && /\bcore\.setOutput\b|\{[^}]*\bsetOutput\b[^}]*\}\s*from\s*"@actions\/core"/.test(readFileSync(f, "utf8")),
  );
  expect(callers).toEqual([]);
});
