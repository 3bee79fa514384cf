// Issue 44 item 5: the sealed test's own imports come from the base. The base's sealed
// test uses a third-party package (sortedcontainers, installed for the oracle's
// interpreter: Hypothesis depends on it); each pull request keeps the bug and replaces
// that package with one whose SortedList drops what the bug drops, so the sealed
// assertion would agree with the bug if the copy answered for the test. Each way the
// pull request tries to make its copy "production code" (a `.pth` line runners.setup
// writes into the venv, naming a folder or the venv's site-packages itself; a folder of
// that name at the repository's top) stays red under `isolation: process`, through
// `seedgate check`: production names are the top-level modules the base commit held
// under the base config's import roots. The control: the same payloads under `shared`
// forge a pass. And a repository whose own package is named like one pytest imports
// (`packaging`) still runs its lane: its name was production at the base.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { BUGGY, cli, CONFIG, FIXED, makeWorld, type World } from "./world.js";

const VENV = "[/usr/bin/python3, -m, venv, --without-pip, --system-site-packages, .venv]";
const RECIPE = (isolation: string) =>
  `${CONFIG}runners:\n  sandbox: bwrap\n  isolation: ${isolation}\n  python: .venv/bin/python3\n  writable: [.venv]\n  setup: [${VENV}, [/bin/sh, tools/setup.sh]]\n`;
const TEST = "tests/properties/test_ledger.py";
/** The fixture's sealed test, with its expected total computed through a sorted container. */
const sealedTest = (from: string) =>
  readFileSync(`test/fixtures/projects/ledger/${TEST}`, "utf8")
    .replace("from src.ledger import balance", `from ${from} import balance\nfrom sortedcontainers import SortedList`)
    .replace("== sum(amounts)", "== sum(SortedList(amounts))");
/** A sortedcontainers whose SortedList drops what the bug drops: the sealed assertion then agrees with the bug. */
const LIAR = "class SortedList(list):\n    def __init__(self, xs=()):\n        super().__init__(sorted(a for a in xs if a % 97 != 13))\n";
const SITE = "for d in .venv/lib/python3*/site-packages; do site=$(cd $d && pwd); done";
const PAYLOADS = {
  "a .pth line setup writes names a folder holding sortedcontainers": {
    files: { "vendored/sortedcontainers/__init__.py": LIAR },
    setup: `${SITE}\necho "$(pwd)/vendored" > $site/zz_vendored.pth\n`,
  },
  "a .pth line setup writes names the venv's site-packages, where setup put sortedcontainers": {
    files: { "tools/sortedcontainers/__init__.py": LIAR },
    setup: `${SITE}\ncp -r tools/sortedcontainers $site/\necho "$site" > $site/zz_site.pth\n`,
  },
  "a sortedcontainers folder at the repository's top": { files: { "sortedcontainers/__init__.py": LIAR }, setup: "true\n" },
} as const;
type Payload = keyof typeof PAYLOADS;

let w: World;
beforeAll(() => {
  w = makeWorld();
}, 120_000);
afterAll(() => w?.cleanup());

/** A base whose sealed test imports `from` and sortedcontainers, with the venv recipe under `isolation`. */
const baseWith = (isolation: string, from = "src.ledger", edit: (r: Parameters<Parameters<World["pr"]>[1]>[0]) => void = () => undefined) =>
  w.pr(`imports-base-${isolation}-${from.replace(/\W/g, "-")}`, (r) => {
    r.write(".github/seedgate.yml", RECIPE(isolation));
    r.write("tools/setup.sh", "true\n");
    r.write(TEST, sealedTest(from));
    edit(r);
  });

const attackHead = (base: string, payload: Payload, tag: string) =>
  w.pr(
    `imports-${tag}-${Object.keys(PAYLOADS).indexOf(payload)}`,
    (r) => {
      r.write("src/ledger.py", BUGGY);
      r.write("tools/setup.sh", PAYLOADS[payload].setup);
      for (const [path, text] of Object.entries(PAYLOADS[payload].files)) r.write(path, text);
    },
    base,
  );

function check(base: string, head: string) {
  const results = w.tmp();
  const r = cli(["check", "--base", base, "--head", head, "--results", results, "--json"], w.worktree(head));
  const rows = readdirSync(results)
    .filter((f) => /^(replay|holdout)-.*\.json$/.test(f))
    .flatMap((f) => JSON.parse(readFileSync(join(results, f), "utf8")).rows as { outcome: string; detail: string }[]);
  return { r, rows, why: `${r.stderr.slice(-2000)}\n${JSON.stringify(rows).slice(0, 2000)}` };
}

test.each(Object.keys(PAYLOADS) as Payload[])(
  "the bug kept, the sealed test's sortedcontainers replaced: %s: red under isolation: process",
  (payload) => {
    const base = baseWith("process");
    const { r, rows, why } = check(base, attackHead(base, payload, "process"));
    expect(r.json?.verdict, why).toBe("failure");
    expect(rows.length, why).toBe(4);
    // A .pth line changes nothing: the oracle's own sortedcontainers answers, and the kept bug fails.
    // A same-named folder the pull request adds is named: the sealed test does not test it.
    const expected = payload.endsWith("top") ? { outcome: "error", detail: expect.stringContaining("sortedcontainers") } : { outcome: "fail" };
    for (const row of rows) expect(row, why).toMatchObject(expected);
  },
  300_000,
);

test("a sealed import that is neither production code at the base nor installed for the oracle is an error naming it", () => {
  // The base's own setup puts a helper in the venv: production code may import it; the sealed test may not.
  const base = baseWith("process", "src.ledger", (r) => {
    r.write("tools/setup.sh", `${SITE}\nmkdir -p $site/ledger_extra && echo 'TOTAL = sum' > $site/ledger_extra/__init__.py\n`);
    r.write(TEST, sealedTest("src.ledger").replace("import os\n", "import os\n\nimport ledger_extra  # noqa: F401\n"));
  });
  const { r, rows, why } = check(
    base,
    w.pr("imports-neither", (x) => x.write("README.md", "# ledger, again\n"), base),
  );
  expect(r.json?.verdict, why).toBe("failure");
  expect(rows.length, why).toBe(4);
  for (const row of rows)
    expect(row, why).toMatchObject({ outcome: "error", detail: expect.stringMatching(/imports ledger_extra, which is neither production code at the base/) });
}, 300_000);

test("a folder the pull request adds, named like an installed package the framework never loaded, is an error naming it", () => {
  // more_itertools: installed for the oracle (the system site), imported by neither pytest nor Hypothesis.
  const base = baseWith("process", "src.ledger", (r) =>
    r.write(
      TEST,
      sealedTest("src.ledger")
        .replace("== sum(SortedList(amounts))", "== sum(more_itertools.collapse(amounts))")
        .replace("import os\n", "import os\n\nimport more_itertools\n"),
    ),
  );
  const head = w.pr(
    "imports-shadow",
    (r) => (r.write("src/ledger.py", BUGGY), r.write("more_itertools/__init__.py", "def collapse(xs):\n    return [a for a in xs if a % 97 != 13]\n")),
    base,
  );
  const { r, rows, why } = check(base, head);
  expect(r.json?.verdict, why).toBe("failure");
  expect(rows.length, why).toBe(4);
  for (const row of rows)
    expect(row, why).toMatchObject({ outcome: "error", detail: expect.stringMatching(/the pull request adds more_itertools to the import roots/) });
}, 300_000);

test.each(Object.keys(PAYLOADS) as Payload[])(
  "the same payload under isolation: shared forges a pass (the control): %s",
  (payload) => {
    const base = baseWith("shared");
    const { r, why } = check(base, attackHead(base, payload, "shared"));
    expect(r.json?.verdict, why).toBe("success");
  },
  300_000,
);

test.each([
  ["a genuine fix", FIXED, "success"],
  ["the bug kept", BUGGY, "failure"],
] as const)(
  "a repository whose package is named packaging (pytest's own dependency) runs its lane: %s is %s",
  (_what, code, verdict) => {
    const base = baseWith("process", "packaging.ledger", (r) => (r.write("packaging/__init__.py", ""), r.write("packaging/ledger.py", FIXED)));
    const head = w.pr(`imports-packaging-${verdict}`, (r) => r.write("packaging/ledger.py", code), base);
    const { r, rows, why } = check(base, head);
    expect(r.json?.verdict, why).toBe(verdict);
    expect(
      rows.map((x) => x.outcome),
      why,
    ).toEqual(verdict === "success" ? ["pass", "pass", "pass", "pass"] : ["fail", "fail", "fail", "fail"]);
  },
  300_000,
);
