// Issue 44 item 5, fast-check and seed 003's Node harness: the packages sealed files
// import run in the oracle, so they are pinned to the base lockfile like the framework.
// Read from a real repository's base commit through git; a `file:` dependency the pull
// request points one of them at is a named change, and a base without a lockfile
// refuses such an import by name.
import { afterEach, expect, test } from "vitest";
import { gitAt } from "../../../src/adapters/git.js";
import { DEFAULT_CONFIG } from "../../../src/core/inputs/config.js";
import { frameworkChanges } from "../../../src/core/inputs/framework-lock.js";
import type { Property } from "../../../src/core/inputs/model.js";
import type { PlanRow } from "../../../src/core/plan/lane-plan.js";
import { sealedImports, withSealedImports } from "../../../src/modes/lane/sealed-packages.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const FAST_CHECK = { name: "fast-check", packages: ["fast-check", "vitest", "@vitest/*"] };
const lockOf = (deps: Record<string, string>) =>
  JSON.stringify({
    name: "intervals",
    lockfileVersion: 3,
    packages: {
      "": { name: "intervals", devDependencies: deps },
      ...Object.fromEntries(
        Object.entries(deps).map(([n, v]) => [
          `node_modules/${n}`,
          { version: v, resolved: `https://registry.npmjs.org/${n}/-/${n}-${v}.tgz`, integrity: `sha512-${n}` },
        ]),
      ),
    },
  });
const manifestOf = (deps: Record<string, string>) => JSON.stringify({ name: "intervals", type: "module", devDependencies: deps });
const DEPS = { "fast-check": "3.23.2", vitest: "3.2.4", "deep-eq": "1.0.0", "sorted-btree": "1.8.1" };

let repo: TempRepo | undefined;
afterEach(() => repo?.cleanup());

function project(): { repo: TempRepo; base: string } {
  repo = tempRepo("seedgate-sealed-packages-");
  repo.write("package.json", manifestOf(DEPS));
  repo.write("package-lock.json", lockOf(DEPS));
  repo.write(
    "tests/properties/merge.test.ts",
    'import fc from "fast-check";\nimport { test } from "vitest";\nimport deepEq from "deep-eq";\nimport { sorted } from "./helpers/order.js";\nimport { merge } from "../../src/intervals.js";\nimport intervals from "intervals";\n',
  );
  repo.write("tests/properties/helpers/order.ts", 'import BTree from "sorted-btree";\nimport { readFileSync } from "fs";\nexport const sorted = BTree;\n');
  repo.write("src/intervals.ts", 'import prodOnly from "prod-only";\nexport const merge = prodOnly;\n');
  return { repo, base: repo.commit("base") };
}

const plan: PlanRow[] = [{ lane: "replay", property: "merge", kind: "seed", key: "1", frozen: false }];
const byId = new Map([["merge", { id: "merge", selector: "tests/properties/merge.test.ts::merge is sorted" } as Property]]);
const sealed = (p: string) => p.startsWith("tests/properties/");

test("the test and the sealed helpers it reaches name their packages; a production file's and a builtin are not read as the oracle's", async () => {
  const { repo, base } = project();
  const imports = await sealedImports(gitAt(repo.dir), base, DEFAULT_CONFIG, plan, byId, sealed);
  expect(imports).toEqual(new Map([["fast-check", ["deep-eq", "fast-check", "intervals", "sorted-btree", "vitest"]]]));
  // The repository's own name (a self-reference) is production code; the others join the framework's pins.
  const { frameworks, refusals } = withSealedImports(new Map([["fast-check", FAST_CHECK]]), imports, {
    lock: lockOf(DEPS),
    manifest: manifestOf(DEPS),
  });
  expect(refusals.size).toBe(0);
  expect(frameworks.get("fast-check")!.packages).toEqual(["fast-check", "vitest", "@vitest/*", "deep-eq", "sorted-btree"]);
});

test("a file: dependency the pull request points a sealed import at is a change naming the package", () => {
  const { frameworks } = withSealedImports(new Map([["fast-check", FAST_CHECK]]), new Map([["fast-check", ["deep-eq"]]]), {
    lock: lockOf(DEPS),
    manifest: manifestOf(DEPS),
  });
  const head = { ...DEPS, "deep-eq": "file:vendor/deep-eq" };
  const changes = frameworkChanges(
    { lock: lockOf(DEPS), manifest: manifestOf(DEPS) },
    { lock: lockOf(DEPS), manifest: manifestOf(head) },
    frameworks.get("fast-check")!,
  );
  expect(changes).toEqual(['package.json devDependencies.deep-eq: "1.0.0" → "file:vendor/deep-eq"']);
  // Without the sealed import among the pins, the same change goes unseen: the check has teeth only through it.
  expect(frameworkChanges({ lock: lockOf(DEPS), manifest: manifestOf(DEPS) }, { lock: lockOf(DEPS), manifest: manifestOf(head) }, FAST_CHECK)).toEqual([]);
});

test("without a base lockfile, a sealed import of a package is refused by name; sealed-node gets a framework of its own", () => {
  const imports = new Map([
    ["fast-check", ["fast-check", "deep-eq"]],
    ["sealed-node", ["sorted-btree"]],
  ]);
  const none = withSealedImports(new Map([["fast-check", FAST_CHECK]]), imports, { lock: null, manifest: manifestOf(DEPS) });
  expect(none.refusals.get("fast-check")).toMatch(/^the sealed tests import deep-eq, which run in the oracle, and the base commit has no package-lock\.json/);
  expect(none.refusals.get("sealed-node")).toMatch(/import sorted-btree/);
  const pinned = withSealedImports(new Map(), imports, { lock: lockOf(DEPS), manifest: manifestOf(DEPS) });
  expect(pinned.frameworks.get("sealed-node")).toEqual({ name: "sealed tests' packages", packages: ["sorted-btree"] });
});

test("a jest test's imports the framework already covers (its prefixes included) are not added twice; a third-party one is", () => {
  const jest = { name: "jest", packages: ["jest", "@fast-check/jest", "fast-check", "jest-*", "@jest/*", "ts-jest?", "typescript?"] };
  const imports = new Map([["jest", ["@fast-check/jest", "@jest/globals", "deep-eq", "jest-extended"]]]);
  const { frameworks } = withSealedImports(new Map([["jest", jest]]), imports, { lock: lockOf(DEPS), manifest: manifestOf(DEPS) });
  expect(frameworks.get("jest")!.packages).toEqual([...jest.packages, "deep-eq"]);
});

test("a bare import the base's lock and package.json do not know (a path alias, src/x under a baseUrl) is not pinned; without a lock it is refused", () => {
  const imports = new Map([["fast-check", ["deep-eq", "src"]]]);
  const pinned = withSealedImports(new Map([["fast-check", FAST_CHECK]]), imports, { lock: lockOf(DEPS), manifest: manifestOf(DEPS) });
  expect(pinned.frameworks.get("fast-check")!.packages).toEqual([...FAST_CHECK.packages, "deep-eq"]);
  const none = withSealedImports(new Map([["fast-check", FAST_CHECK]]), imports, { lock: null, manifest: manifestOf(DEPS) });
  expect(none.refusals.get("fast-check")).toMatch(/import deep-eq, src, which run in the oracle/);
});
