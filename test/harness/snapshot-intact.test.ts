// The integrity snapshot's fast check (issue 46 item 1, seedgate_snapshot.intact): a row
// calls changes() twice, so its identities are compared in C first and the sentences are
// built only when one moved. Each kind of change the slow loop reports (an attribute
// replaced, one removed, a module swapped in sys.modules) still makes intact() false and
// changes() the same sentences; a value restored is no change.
import { execFileSync } from "node:child_process";
import { dirname } from "node:path";
import { expect, test } from "vitest";
import { harnessPath } from "../../src/runners/harness-path.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";

const SCRIPT = `
import json, sys, _pytest.python, hypothesis.strategies as st
import seedgate_snapshot
snap = seedgate_snapshot.Snapshot()
seen = [[snap.intact(), snap.changes()]]
real = st.integers
st.integers = lambda *a, **k: real(*a, **k)
seen.append([snap.intact(), snap.changes()])
st.integers = real
seen.append([snap.intact(), snap.changes()])
runtest = _pytest.python.Function.runtest
del _pytest.python.Function.runtest
seen.append([snap.intact(), snap.changes()])
_pytest.python.Function.runtest = runtest
pluggy = sys.modules["pluggy"]
sys.modules["pluggy"] = type(sys)("pluggy")
seen.append([snap.intact(), snap.changes()])
sys.modules["pluggy"] = pluggy
seen.append([snap.intact(), snap.changes()])
print(json.dumps(seen))
`;

test("intact() is false exactly when changes() has sentences, and they are the slow loop's", () => {
  const evidence = dirname(harnessPath("evidence/seedgate_snapshot.py"));
  const out = execFileSync(PY, ["-s", "-c", SCRIPT], { env: { PATH: process.env.PATH, PYTHONPATH: evidence, PYTHONDONTWRITEBYTECODE: "1" }, encoding: "utf8" });
  expect(JSON.parse(out)).toEqual([
    [true, []],
    [false, ["hypothesis.strategies.integers was replaced during the run"]],
    [true, []],
    [false, ["_pytest.python.Function.runtest was removed during the run"]],
    [false, ["sys.modules['pluggy'] was replaced during the run"]],
    [true, []],
  ]);
});
