// `seedgate init`'s files as data: a config the schema accepts, the shipped workflows
// with only the release pin changed, a `proposed` journal the journal parser accepts,
// CODEOWNERS lines for the sealed paths, and refusals for what cannot be written.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { parseConfig } from "../../../src/core/inputs/config.js";
import { SeedgateError } from "../../../src/core/errors.js";
import { parseJournal } from "../../../src/core/formats/journal.js";
import {
  initPlan,
  pinComment,
  propertyIdFor,
  SHAPE_WORKFLOWS,
  SHIPPED_PIN_COMMENT,
  SHIPPED_USES,
  type InitRequest,
} from "../../../src/core/edits/init-plan.js";

const shipped = new Map(
  ["quick-start.yml", "hardened-lanes.yml", "hardened-judge.yml", "rehunt.yml"].map((f) => [f, readFileSync(`examples/workflows/${f}`, "utf8")]),
);
const req: InitRequest = { shape: "quick", selector: "tests/properties/test_chunks.py::test_rejoin", owner: "@alice", pin: "v0" };
const file = (plan: ReturnType<typeof initPlan>, path: string) => plan.files.find((f) => f.path === path)!;

test("the quick shape: config, two workflows, the proposed journal and CODEOWNERS", () => {
  const plan = initPlan(req, shipped, null);
  expect(plan.files.map((f) => f.path)).toEqual([
    ".github/seedgate.yml",
    ".github/workflows/seedgate.yml",
    ".github/workflows/seedgate-rehunt.yml",
    "oracles/rejoin.json",
    ".github/CODEOWNERS",
  ]);
  const config = parseConfig(".github/seedgate.yml", file(plan, ".github/seedgate.yml").content);
  expect(config.ok && config.config).toMatchObject({ owners: ["alice"], journals: "oracles/*.json", check: { name: "seedgate" } });
  const journal = parseJournal("oracles/rejoin.json", file(plan, "oracles/rejoin.json").content);
  expect(journal.findings.map((f) => `${f.severity} ${f.code}`)).toEqual(["notice journal.not-gating"]);
  expect(journal.property).toMatchObject({ id: "rejoin", state: "proposed", votes: false, replay: [], holdout: [] });
});

test("workflows are the shipped files with only the release pin and what its comment says changed", () => {
  const sha = "0123456789abcdef0123456789abcdef01234567";
  for (const shape of ["quick", "hardened"] as const) {
    const plan = initPlan({ ...req, shape, pin: sha }, shipped, null);
    for (const w of SHAPE_WORKFLOWS[shape]) {
      const content = file(plan, w.path).content;
      expect(content).not.toContain(SHIPPED_USES);
      expect(content).not.toContain("follows releases");
      const back = content.replaceAll(pinComment(sha), SHIPPED_PIN_COMMENT).replaceAll(`seedgate-dev/seedgate@${sha}`, SHIPPED_USES);
      expect(back).toBe(shipped.get(w.source));
    }
  }
  expect(initPlan({ ...req, shape: "hardened" }, shipped, null).files.map((f) => f.path)).toContain(".github/workflows/seedgate-judge.yml");
});

test("CODEOWNERS: the sealed directories and the property's test; an existing file gets only the missing lines appended", () => {
  const fresh = file(initPlan(req, shipped, null), ".github/CODEOWNERS");
  expect(fresh.how).toBe("create");
  expect(fresh.content.split("\n").filter((l) => l && !l.startsWith("#"))).toEqual([
    "/.github/ @alice",
    "/.sealed/ @alice",
    "/oracles/ @alice",
    "/tests/properties/test_chunks.py @alice",
  ]);
  const root = file(initPlan(req, shipped, { path: "CODEOWNERS", text: "* @bob\n/oracles/ @alice" }), "CODEOWNERS");
  expect(root.how).toBe("append");
  expect(root.content).toBe(
    "\n\n# seedgate: sealed paths (a sealed-only pull request needs one of these owners' approval)\n/.github/ @alice\n/.sealed/ @alice\n/tests/properties/test_chunks.py @alice\n/CODEOWNERS @alice\n",
  );
});

test("without --owner the config lists no owners and no CODEOWNERS is written", () => {
  const { owner: _none, ...noOwner } = req;
  const plan = initPlan(noOwner, shipped, null);
  expect(plan.files.map((f) => f.path)).not.toContain(".github/CODEOWNERS");
  const config = parseConfig(".github/seedgate.yml", file(plan, ".github/seedgate.yml").content);
  expect(config.ok && config.config.owners).toEqual([]);
});

test("property ids come from the test's name; bad selectors, owners and pins are usage errors", () => {
  expect(propertyIdFor("tests/test_x.py::test_round_trip")).toBe("round_trip");
  expect(propertyIdFor("test/x.test.ts::ledger > sums every amount")).toBe("sums_every_amount");
  const bad: Partial<InitRequest>[] = [
    { selector: "tests/test_x.py" },
    { selector: "../x.py::test_y" },
    { selector: "/abs/x.py::test_y" },
    { selector: "tests/x.py::test_" },
    { owner: "@not a login" },
    { pin: "v0; rm -rf /" },
  ];
  for (const b of bad) expect(() => initPlan({ ...req, ...b }, shipped, null), JSON.stringify(b)).toThrow(SeedgateError);
});

test("the pin's comment says what the pin does: a full SHA follows nothing, the shipped tag follows releases", () => {
  const sha = "0123456789abcdef0123456789abcdef01234567";
  const firstUses = (pin: string) =>
    file(initPlan({ ...req, pin }, shipped, null), ".github/workflows/seedgate.yml")
      .content.split("\n")
      .find((l) => l.includes("seedgate-dev/seedgate@"))!
      .trim();
  expect(firstUses(sha)).toMatch(
    new RegExp(`^uses: seedgate-dev/seedgate@${sha} # a full commit SHA: runs exactly this commit and follows nothing; until seedgate tags releases`),
  );
  expect(firstUses("v0")).toBe(`uses: seedgate-dev/seedgate@v0 ${SHIPPED_PIN_COMMENT}`);
  expect(firstUses("v0.1.0")).toContain("# the ref v0.1.0: runs whatever commit it names");
  expect(firstUses("v0.1.0")).not.toContain("follows releases");
});
