// Issue 28: a check-run annotation reads as prose. A plain finding's title says what is
// wrong in words; its code stays in the JSON and in the step's `::error title=seedgate <code>`.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { error, notice } from "../../src/core/findings.js";
import { gateAnnotations } from "../../src/modes/gate/render.js";
import { stepAnnotations } from "../../src/publish/workflow-annotations.js";
import { findingTitle } from "../../src/render/finding-title.js";
import { situation } from "./situations.js";

const CODE = /\b[a-z]+\.[a-z][a-z-]*\b/;

test("a plain finding's annotation title is prose, not its code; the workflow command keeps the code", () => {
  const mismatch = error("manifest.mismatch", "fixtures/a.json: sha256 differs from MANIFEST.sha256", { file: "fixtures/MANIFEST.sha256", line: 3 });
  const approval = error("seal.approval", "sealed paths changed without a qualifying approval", { file: "oracles/balance.json" });
  const r = situation({ reasons: [mismatch, approval], notes: [notice("holdout.visible", "holdouts are listed in plain text", { file: "oracles/x.json" })] });
  const titles = gateAnnotations(r).map((a) => a.title);
  expect(titles).toEqual(["seedgate blocks merge: fixture manifest", "seedgate blocks merge: sealed paths", "seedgate note: holdouts"]);
  for (const t of titles) expect(t).not.toMatch(CODE);
  expect(stepAnnotations([mismatch], "the check").shown[0]!.title).toBe("seedgate manifest.mismatch");
});

test("every code seedgate raises has a subject in words (none falls back to the bare level)", () => {
  const codes = new Set<string>();
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(dir, e.name));
      else if (e.name.endsWith(".ts"))
        for (const m of readFileSync(join(dir, e.name), "utf8").matchAll(/(?:(?:error|warning|notice)\(\s*|code: )"([a-z0-9-]+\.[a-z0-9.-]+)"/g))
          codes.add(m[1]!);
    }
  };
  walk("src");
  expect(codes.size).toBeGreaterThan(40);
  for (const code of codes) expect(findingTitle({ code, severity: "error" }), code).toMatch(/^seedgate blocks merge: [a-z -]+$/);
});
