// Issue 44 item 5: the third-party packages the sealed test imports are pinned by the base
// (runners.sealedRequirements: a requirements file with --hash lines, sealed) and installed
// outside the workspace before setup runs, for the oracle only. Offline: a real wheel of a
// tiny package (tinysorted, whose total() the sealed test compares against) is built here
// and pip finds it through PIP_NO_INDEX/PIP_FIND_LINKS, the runner's own pip settings.
// Through `seedgate check` under isolation: process: a genuine fix is green, the bug red; a
// pull request that keeps the bug and puts a lying tinysorted in the venv's site-packages
// behind a `.pth` line stays red (the oracle imports the pinned copy); a wrong hash is a red
// error naming the file and the requirement. The control: without the field the same
// sealed test is refused by name (the package is installed for no one).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { buildWheel } from "../support/wheel.js";
import { BUGGY, cli, CONFIG, FIXED, makeWorld, PYTHON, type World } from "./world.js";

const TEST = "tests/properties/test_ledger.py";
const PINS = "tests/requirements-sealed.txt";
const VENV = "[/usr/bin/python3, -m, venv, --without-pip, --system-site-packages, .venv]";
const RECIPE = (pinned: boolean) =>
  `${CONFIG}runners:\n  sandbox: bwrap\n  isolation: process\n  python: .venv/bin/python3\n  writable: [.venv]\n` +
  `  setup: [${VENV}, [/bin/sh, tools/setup.sh]]\n${pinned ? `  sealedRequirements: ${PINS}\n` : ""}`;
const GENUINE = "def total(xs):\n    return sum(sorted(xs))\n";
/** A tinysorted whose total() drops what the bug drops: the sealed assertion then agrees with the bug. */
const LIAR = "def total(xs):\n    return sum(a for a in xs if a % 97 != 13)\n";
const SITE = "for d in .venv/lib/python3*/site-packages; do site=$(cd $d && pwd); done";
const PTH_ATTACK = `${SITE}\nmkdir -p $site/tinysorted && cp tools/liar.py $site/tinysorted/__init__.py\necho "$site" > $site/zz_site.pth\n`;

let w: World;
let wheels: string;
let hash: string;
beforeAll(() => {
  w = makeWorld();
  wheels = w.tmp();
  hash = buildWheel(PYTHON, wheels, "tinysorted", GENUINE);
}, 180_000);
afterAll(() => w?.cleanup());

const sealedTest = readFileSync(`test/fixtures/projects/ledger/${TEST}`, "utf8")
  .replace("from src.ledger import balance", "from src.ledger import balance\nfrom tinysorted import total")
  .replace("== sum(amounts)", "== total(amounts)");

/** A base whose sealed test imports tinysorted, pinned (or not) with `pin` as its hash. */
const baseWith = (tag: string, pinned: boolean, pin = () => hash, requirement = "tinysorted==1.0") =>
  w.pr(`pins-base-${tag}`, (r) => {
    r.write(".github/seedgate.yml", RECIPE(pinned));
    r.write("tools/setup.sh", "true\n");
    r.write("tools/liar.py", LIAR);
    r.write(PINS, `# the sealed test's own packages\n${requirement} \\\n    --hash=sha256:${pin()}\n`);
    r.write(TEST, sealedTest);
  });

function check(base: string, head: string) {
  const results = w.tmp();
  const env = { PIP_NO_INDEX: "1", PIP_FIND_LINKS: wheels };
  const r = cli(["check", "--base", base, "--head", head, "--results", results, "--json"], w.worktree(head), env);
  const rows = readdirSync(results)
    .filter((f) => /^(replay|holdout)-.*\.json$/.test(f))
    .flatMap((f) => JSON.parse(readFileSync(join(results, f), "utf8")).rows as { outcome: string; detail: string }[]);
  return { r, rows, why: `${r.stderr.slice(-2500)}\n${JSON.stringify(rows).slice(0, 2000)}` };
}

test.each([
  ["a genuine fix", "success", `${FIXED}# reworded\n`, "true\n", "pass"],
  ["the bug kept", "failure", BUGGY, "true\n", "fail"],
  ["the bug kept, a lying tinysorted in the venv's site-packages behind a .pth line", "failure", BUGGY, PTH_ATTACK, "fail"],
] as const)(
  "the sealed test's tinysorted pinned by the base: %s is %s",
  (what, verdict, code, setup, outcome) => {
    const base = baseWith("pinned", true);
    const head = w.pr(`pins-${what.replace(/\W+/g, "-")}`, (r) => (r.write("src/ledger.py", code), r.write("tools/setup.sh", setup)), base);
    const { r, rows, why } = check(base, head);
    expect(r.json?.verdict, why).toBe(verdict);
    expect(rows.length, why).toBe(4);
    // A pass or a fail, never an error: the sealed import resolved, to the pinned copy (the control below is refused).
    for (const row of rows) expect(row.outcome, why).toBe(outcome);
  },
  300_000,
);

test.each([
  ["a pin whose hash is not the wheel's", "tinysorted==1.0", () => "0".repeat(64), /DO NOT MATCH THE HASHES[\s\S]*tinysorted==1\.0/],
  ["a pinned package the index does not have", "tinysorted==2.0", () => hash, /No matching distribution found for tinysorted==2\.0/],
] as const)(
  "%s is a red error naming the file and the requirement",
  (what, requirement, pin, reason) => {
    const base = baseWith(`pins-${what.replace(/\W+/g, "-")}`, true, pin, requirement);
    const { r, rows, why } = check(
      base,
      w.pr(`pins-error-${what.replace(/\W+/g, "-")}`, (x) => x.write("src/ledger.py", `${FIXED}# reworded\n`), base),
    );
    expect(r.json?.verdict, why).toBe("failure");
    expect(rows.length, why).toBe(4);
    for (const row of rows) {
      expect(row.outcome, why).toBe("error");
      expect(row.detail, why).toContain(`runners.sealedRequirements: ${PINS}`);
      expect(row.detail, why).toMatch(reason);
    }
  },
  300_000,
);

test("without the field (the control), the same sealed test's tinysorted is refused by name", () => {
  const base = baseWith("unpinned", false);
  const { r, rows, why } = check(
    base,
    w.pr("pins-unpinned", (x) => x.write("src/ledger.py", `${FIXED}# reworded\n`), base),
  );
  expect(r.json?.verdict, why).toBe("failure");
  expect(rows.length, why).toBe(4);
  for (const row of rows)
    expect(row, why).toMatchObject({ outcome: "error", detail: expect.stringMatching(/imports tinysorted, which is neither production code/) });
}, 300_000);

test("the hunt installs the same pins: the sealed test imports tinysorted on the parent and finds the bug", () => {
  // The parent has no tools/setup.sh: the hunt's setup makes the venv only.
  const pinned = baseWith("hunt", true);
  const base = w.pr("pins-hunt", (r) => r.write(".github/seedgate.yml", RECIPE(true).replace(", [/bin/sh, tools/setup.sh]", "")), pinned);
  const parent = w.repo.git("rev-parse", `${w.base}^`).trim(); // the ledger's parent: the bug
  const out = join(w.tmp(), "balance.json");
  const env = { PIP_NO_INDEX: "1", PIP_FIND_LINKS: wheels };
  const r = cli(["hunt", "--parent", parent, "--property", "balance", "--seeds", "1..10", "--out", out], w.worktree(base), env);
  const why = `${r.stdout.slice(-1500)}\n${r.stderr.slice(-2500)}`;
  expect(r.status, why).toBe(0);
  expect(JSON.parse(readFileSync(out, "utf8")).replay.seeds.length, why).toBeGreaterThan(0);
}, 300_000);
