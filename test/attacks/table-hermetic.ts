// Attack rows on the lanes' start-up: what Python imports before and beside the sealed
// test. Each keeps the bug (BUGGY) and plants something the lane used to pick up from
// the pull request's tree or environment; with the sealed copy, the isolated start-up
// and the result channel, the lanes run the base commit's oracle and the bug fails.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { expect } from "vitest";
import { join } from "node:path";
import { row, type AttackRow } from "./row.js";
import { BUGGY, FIXED, PYTHON, type World } from "./world.js";

const FAILS = ["lane.replay.fail", "lane.holdout.fail"];
const LEDGER_TEST = "tests/properties/test_ledger.py";
/** Python that writes a passing JUnit report to the path pytest was given, then exits 0. */
const FORGE_EXIT =
  "import sys\nfor _a in sys.argv:\n    if _a.startswith('--junitxml='):\n        open(_a.split('=', 1)[1], 'w').write('<testsuites><testsuite name=\"pytest\" tests=\"1\"><testcase classname=\"t\" name=\"test_balance_invariant\"/></testsuite></testsuites>')\nimport os\nos._exit(0)\n";
/** A pytest plugin that marks every test of the session as skipped-passed (pytest11 entry point). */
const PASS_PLUGIN =
  "import pytest\n\n@pytest.hookimpl(tryfirst=True)\ndef pytest_runtest_call(item):\n    item.runtest = lambda: None\n\ndef pytest_collection_modifyitems(items):\n    for i in items:\n        i.runtest = lambda: None\n";

const buggy = (w: World, name: string, more: (dir: string, write: (p: string, t: string) => void) => void) =>
  w.pr(name, (r) => {
    r.write("src/ledger.py", BUGGY);
    more(r.dir, (p, t) => r.write(p, t));
  });

export const hermeticRows: AttackRow[] = [
  row({
    name: "a pytest11 entry point from a *.dist-info at the root (plugin autoloading)",
    pr: (w) => ({
      head: buggy(w, "entry-point", (_d, write) => {
        write("agent_plugin-1.0.dist-info/METADATA", "Metadata-Version: 2.1\nName: agent-plugin\nVersion: 1.0\n");
        write("agent_plugin-1.0.dist-info/entry_points.txt", "[pytest11]\nagent = agent_plugin\n");
        write("agent_plugin.py", PASS_PLUGIN);
      }),
    }),
    cli: "check",
    codes: FAILS,
  }),
  row({
    name: "a root module named like a standard-library module pytest imports (argparse.py) forges a pass",
    pr: (w) => ({ head: buggy(w, "stdlib-shadow", (_d, write) => write("argparse.py", FORGE_EXIT)) }),
    cli: "check",
    codes: FAILS,
  }),
  row({
    name: "an unsealed tests/properties/src/ beside the sealed test shadows the real src/",
    pr: (w) => ({
      head: buggy(w, "test-dir-src", (_d, write) => {
        write("tests/properties/src/__init__.py", "");
        write("tests/properties/src/ledger.py", FIXED);
      }),
    }),
    cli: "check",
    codes: FAILS,
  }),
  row({
    name: "a .pyc in __pycache__ beside the sealed test (pytest's rewrite cache and an unchecked-hash pyc) replaces it",
    pr: (w) => ({
      head: buggy(w, "pycache", (dir, write) => {
        // The sealed test with its assertion removed, compiled where Python and pytest look for cached bytecode.
        const hollow = join(dir, "hollow_test.py");
        writeFileSync(
          hollow,
          "from hypothesis import given, strategies as st\n\n@given(st.lists(st.integers()))\ndef test_balance_invariant(amounts):\n    pass\n",
        );
        mkdirSync(join(dir, "tests/properties/__pycache__"), { recursive: true });
        for (const name of ["test_ledger.cpython-311.pyc", "test_ledger.cpython-311-pytest-7.2.1.pyc", "test_ledger.cpython-311-pytest-8.3.5.pyc"]) {
          const c = spawnSync(PYTHON, [
            "-c",
            `import py_compile; py_compile.compile(${JSON.stringify(hollow)}, cfile=${JSON.stringify(join(dir, "tests/properties/__pycache__", name))}, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)`,
          ]);
          if (c.status !== 0) throw new Error(String(c.stderr));
        }
        write("hollow_test.py", "");
      }),
    }),
    cli: "check",
    codes: FAILS,
  }),
  row({
    name: "a usercustomize.py in the user site (left by a PR's install step) swaps in a fixed ledger",
    pr: (w) => {
      const base = w.tmp();
      const site = spawnSync(PYTHON, ["-c", "import site; print(site.getusersitepackages())"], {
        env: { ...process.env, PYTHONUSERBASE: base },
        encoding: "utf8",
      }).stdout.trim();
      mkdirSync(site, { recursive: true });
      writeFileSync(
        join(site, "usercustomize.py"),
        `import sys, types\n_m = types.ModuleType('src.ledger')\nexec(${JSON.stringify(FIXED)}, _m.__dict__)\nsys.modules['src.ledger'] = _m\n`,
      );
      return { head: buggy(w, "usercustomize", () => {}), note: { base } };
    },
    env: (_w, pr) => ({ PYTHONUSERBASE: pr.note!.base!, HOME: pr.note!.base! }),
    cli: "check",
    codes: FAILS,
  }),
  row({
    name: "production code loads a max_examples=1 profile at import",
    pr: (w) => ({
      head: w.pr("max-examples", (r) =>
        r.write(
          "src/ledger.py",
          `${BUGGY}\nfrom hypothesis import settings\nsettings.register_profile('agent', max_examples=1)\nsettings.load_profile('agent')\n`,
        ),
      ),
    }),
    cli: "check",
    codes: FAILS,
  }),
  row({
    name: "the sealed test has no max_examples literal and production code lowers Hypothesis' default at import",
    pr: (w) => {
      // A base whose sealed test leaves max_examples to Hypothesis' default: no literal for a check to read.
      const base = w.pr("no-literal-base", (r) => r.write(LEDGER_TEST, readFileSync(join(r.dir, LEDGER_TEST), "utf8").replace("max_examples=100, ", "")));
      const head = w.pr(
        "no-literal-profile",
        (r) =>
          r.write(
            "src/ledger.py",
            `${BUGGY}\nfrom hypothesis import settings\nsettings.register_profile('agent', max_examples=1)\nsettings.load_profile('agent')\n`,
          ),
        base,
      );
      return { head, note: { base } };
    },
    args: (w, pr) => ["check", "--base", pr.note!.base!, "--head", pr.head, "--results", w.tmp(), "--json"],
    cli: "check",
    codes: ["lane.replay.error", "lane.holdout.error"],
    also: (r) => expect(JSON.stringify(r.json)).toMatch(/max_examples (is|was) 1 where the sealed test asks for 100/),
  }),
  row({
    name: "production code sets a Hypothesis deadline at import under a profile",
    pr: (w) => {
      // A base whose sealed test leaves the deadline to seedgate's profile (None): the profile the PR loads would set it.
      const base = w.pr("no-deadline-base", (r) => r.write(LEDGER_TEST, readFileSync(join(r.dir, LEDGER_TEST), "utf8").replace(", deadline=None", "")));
      const head = w.pr(
        "deadline-profile",
        (r) =>
          r.write(
            "src/ledger.py",
            `${BUGGY}\nfrom hypothesis import settings\nsettings.register_profile('agent', deadline=1)\nsettings.load_profile('agent')\n`,
          ),
        base,
      );
      return { head, note: { base } };
    },
    args: (w, pr) => ["check", "--base", pr.note!.base!, "--head", pr.head, "--results", w.tmp(), "--json"],
    cli: "check",
    codes: ["lane.replay.error", "lane.holdout.error"],
    also: (r) => expect(JSON.stringify(r.json)).toMatch(/deadline is 1 ms where the sealed test runs with deadline None/),
  }),
];
