// Attack rows the lanes must survive: production code that runs in the oracle's
// process and tries to end, skip or hollow the run. Each brings the bug back
// (BUGGY) and is judged by `seedgate check` (real pytest + Hypothesis) and then by
// dist/index.js over the CLI's own results.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { row, type AttackRow } from "./row.js";
import { BUGGY, type World } from "./world.js";

/** The bug, then `attack` at import time of the production module. */
const prod = (w: World, name: string, attack: string, more: (r: import("../support/repo.js").TempRepo) => void = () => {}) => ({
  head: w.pr(name, (r) => {
    r.write("src/ledger.py", `${BUGGY}\n${attack}`);
    more(r);
  }),
});
const FAILS = ["lane.replay.fail", "lane.holdout.fail"];
const ERRORS = ["lane.replay.error", "lane.holdout.error"];
const CLI_RESULTS = { outcome: "failure", results: "cli" } as const;
/** Python that writes a passing JUnit report for the property to the path pytest was given. */
const FORGE =
  "for _a in sys.argv:\n    if _a.startswith('--junitxml='):\n        open(_a.split('=', 1)[1], 'w').write('<testsuites><testsuite name=\"pytest\" tests=\"1\"><testcase classname=\"t\" name=\"test_balance_invariant\"/></testsuite></testsuites>')\n";
/** What the judgement says about a row, for `also:` assertions on the named tampering. */
const reasons = (r: { json: any }) => JSON.stringify(r.json.judgement.reasons);
const ADAPTIVE =
  "production code runs in the oracle's own Python process, so code written against seedgate can find its integrity plugin (sys.modules, /proc/self/environ), write the evidence it expects and a passing JUnit file, and exit before anything checks; in-process evidence cannot be complete (docs/security.md: in-process evidence)";
/** Python that forges seedgate_integrity's evidence for this seed on its result channel: a passing test row run as forced, then the clean-end marker. */
const FORGE_EVIDENCE =
  "import json\n_send = sys.modules['seedgate_channel'].send\n_settings = {'max_examples': 100, 'database': None, 'deadline': None, 'phases': ['explicit', 'generate', 'reuse', 'shrink', 'target']}\n_row = {'event': 'test', 'nodeid': 'test_ledger.py::test_balance_invariant', 'name': 'test_balance_invariant', 'given': True, 'outcome': 'passed', 'examples': 100, 'seed': int(os.environ['SEEDGATE_SEED']), 'settings': _settings, 'asked_max_examples': 100, 'all_phases': _settings['phases'], 'stopped': 'settings.max_examples=100'}\n_send(_row)\n_send({'event': 'done', 'tests': 1, 'exitstatus': 0})\n";

export const laneRows: AttackRow[] = [
  row({
    name: "os._exit(0) at import in production code",
    pr: (w) => prod(w, "exit0", "import os\nos._exit(0)\n"),
    cli: "check",
    codes: ERRORS,
    action: { ...CLI_RESULTS, codes: ERRORS },
  }),
  row({
    name: "a skip through a PR-added conftest.py at the root",
    pr: (w) =>
      prod(w, "conftest-root", "", (r) =>
        r.write(
          "conftest.py",
          "import pytest\n\ndef pytest_collection_modifyitems(items):\n    for i in items:\n        i.add_marker(pytest.mark.skip(reason='agent'))\n\ncollect_ignore_glob = ['*']\n",
        ),
      ),
    cli: "check",
    codes: FAILS,
    action: { ...CLI_RESULTS, codes: FAILS },
  }),
  row({
    name: "a skip through a PR-added conftest.py beside the test",
    pr: (w) =>
      prod(w, "conftest-beside", "", (r) =>
        r.write(
          "tests/properties/conftest.py",
          "import os\nimport pytest\n\n@pytest.fixture(autouse=True)\ndef _skip():\n    pytest.skip('agent')\n\ndef pytest_configure(config):\n    os._exit(0)\n",
        ),
      ),
    cli: "check",
    codes: FAILS,
    action: { ...CLI_RESULTS, codes: FAILS },
  }),
  row({
    name: "production code loads a hollow Hypothesis profile (register_profile + load_profile)",
    pr: (w) =>
      prod(
        w,
        "profile",
        "from hypothesis import Phase, settings\nsettings.register_profile('seedgate', phases=[Phase.explicit])\nsettings.register_profile('hollow', phases=[Phase.explicit])\nsettings.load_profile('hollow')\n",
      ),
    cli: "check",
    codes: ERRORS,
    action: { ...CLI_RESULTS, codes: ERRORS },
    also: (r) => expect(JSON.stringify(r.json.judgement.reasons)).toContain("skipped"),
  }),
  row({
    name: "production code replaces hypothesis.given / settings in the half-imported test module",
    pr: (w) =>
      prod(
        w,
        "given",
        "import sys\nfor _n, _m in list(sys.modules.items()):\n    if _n.endswith('test_ledger'):\n        _m.given = lambda *a, **k: (lambda f: (lambda: None))\n        _m.settings = lambda *a, **k: (lambda f: f)\n",
      ),
    cli: "check",
    codes: ERRORS,
    action: { ...CLI_RESULTS, codes: ERRORS },
    also: (r) => expect(reasons(r)).toContain("tampering: the test module's `given` is not hypothesis.given"),
  }),
  row({
    name: "production code patches hypothesis.strategies (every integer is 0)",
    pr: (w) => prod(w, "strategies", "import hypothesis.strategies as _st\n_st.integers = lambda *a, **k: _st.just(0)\n"),
    cli: "check",
    codes: ERRORS,
    action: { ...CLI_RESULTS, codes: ERRORS },
    also: (r) => expect(reasons(r)).toContain("tampering: hypothesis.strategies.integers was replaced during the run"),
  }),
  row({
    name: "production code swaps the test module in sys.modules",
    pr: (w) =>
      prod(
        w,
        "sysmodules",
        "import sys, types\nfor _n in list(sys.modules):\n    if _n.endswith('test_ledger'):\n        _f = types.ModuleType(_n)\n        _f.__file__ = sys.modules[_n].__file__\n        _f.test_balance_invariant = lambda: None\n        _f.test_balance_invariant.__name__ = 'test_balance_invariant'\n        sys.modules[_n] = _f\n",
      ),
    cli: "check",
    codes: ERRORS,
    action: { ...CLI_RESULTS, codes: ERRORS },
    also: (r) => expect(reasons(r)).toMatch(/tampering: the test module \S*test_ledger is not the module imported from the sealed file/),
  }),
  row({
    name: "production code makes pytest's Function.runtest a no-op",
    pr: (w) => prod(w, "runtest", "import _pytest.python\n_pytest.python.Function.runtest = lambda self: None\n"),
    cli: "check",
    codes: ERRORS,
    action: { ...CLI_RESULTS, codes: ERRORS },
    also: (r) => expect(reasons(r)).toContain("tampering: _pytest.python.Function.runtest was replaced during the run"),
  }),
  row({
    name: "production code forges the JUnit XML named in argv, then os._exit(0)",
    pr: (w) => prod(w, "junit", `import os, sys\n${FORGE}os._exit(0)\n`),
    cli: "check",
    codes: ERRORS,
    action: { ...CLI_RESULTS, codes: ERRORS },
    also: (r) => expect(reasons(r)).toContain("integrity evidence is unfinished"),
  }),
  row({
    name: "production code written against seedgate forges its integrity evidence and the JUnit XML, then os._exit(0)",
    pr: (w) => prod(w, "forge-evidence", `import os, sys\n${FORGE_EVIDENCE}${FORGE}os._exit(0)\n`),
    cli: "check",
    codes: FAILS,
    hole: ADAPTIVE,
  }),
  row({
    name: "a PR-added pytest.py at the root shadows pytest (exits 0, no report)",
    pr: (w) => prod(w, "shadow-pytest", "", (r) => r.write("pytest.py", "import sys\nsys.exit(0)\n")),
    // Never imported: the framework comes from the interpreter's paths before any repository folder (seedgate_boot.py).
    cli: "check",
    codes: FAILS,
    action: { ...CLI_RESULTS, codes: FAILS },
  }),
  row({
    name: "a PR-added pytest.py at the root shadows pytest and forges the JUnit XML",
    pr: (w) => prod(w, "shadow-pytest-junit", "", (r) => r.write("pytest.py", `import sys\n${FORGE}sys.exit(0)\n`)),
    cli: "check",
    codes: FAILS,
    // Closed: the root is never ahead of the framework on sys.path (seedgate_boot.py), so the real pytest runs and the bug fails.
  }),
  row({
    name: "production code in a lane writes to GITHUB_ENV / GITHUB_OUTPUT / GITHUB_PATH",
    pr: (w) => {
      const dir = w.tmp();
      const files = {
        GITHUB_ENV: join(dir, "env"),
        GITHUB_OUTPUT: join(dir, "output"),
        GITHUB_PATH: join(dir, "path"),
        GITHUB_STEP_SUMMARY: join(dir, "summary"),
        ATTACK_LOG: join(dir, "stolen"),
      };
      for (const f of Object.values(files)) writeFileSync(f, "");
      const attack =
        "import os\nfor _k in ('GITHUB_ENV', 'GITHUB_OUTPUT', 'GITHUB_PATH', 'GITHUB_STEP_SUMMARY'):\n    if os.environ.get(_k):\n        open(os.environ[_k], 'a').write('SEEDGATE_NEEDS={}\\nverdict=success\\n')\n" +
        "open(os.environ['ATTACK_LOG'], 'a').write(''.join(k for k in ('INPUT_TOKEN', 'GITHUB_TOKEN', 'ACTIONS_RUNTIME_TOKEN') if k in os.environ))\n";
      return { head: w.pr("github-env", (r) => r.write("src/ledger.py", `${BUGGY}\n${attack}`)), note: files };
    },
    cli: "check",
    codes: FAILS,
    env: (_w, pr) => ({ ...pr.note!, INPUT_TOKEN: "ghs_secret", GITHUB_TOKEN: "ghs_secret", ACTIONS_RUNTIME_TOKEN: "secret" }),
    also: (r, _w, pr) => {
      // The row's real claim: the child never sees the runner's command files or tokens, so nothing was written.
      expect(r.json.judgement.lanes.map((l: any) => l.rows)).toEqual([2, 2]); // the attack did run, in every row
      for (const f of Object.values(pr.note!)) expect(readFileSync(f, "utf8"), f).toBe("");
    },
  }),
];
