// The boundary's shapes (issue 44 item 1): a `process` lane whose oracle checks every
// comparison a handle answers (seedgate_shapes.py: the class, the recorded shapes) and every
// result a call or attribute read returns (seedgate_calls.py: the handle classes the base's
// did) against the same lane without the checks, on the same seeds of a Hypothesis property
// that calls production code ~10 times per example, three of them comparisons a handle
// answers (one against a handle of its class, two against the test's int, allowed by the
// recorded shapes). Both lanes run a copy of the harness (the same files, the same bytecode
// caching); the copy without the checks has a `_guard` that is never called and a
// `seedgate_calls.met` that returns at once: no switch in the shipped harness turns them
// off. Seeds alternate between the two.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { argValue, report, sideBySide, timeCommand } from "./lib.mjs";

const SEEDS = argValue("seeds", 200);
const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const dir = mkdtempSync(join(tmpdir(), "seedgate-bench-shapes-"));
// The harness as shipped, and a copy whose oracle asks no shapes.
const checked = join(dir, "checked");
const unchecked = join(dir, "unchecked");
for (const copy of [checked, unchecked]) cpSync(resolve("src/harness"), copy, { recursive: true, filter: (p) => !p.includes("__pycache__") });
const remote = join(unchecked, "boundary/seedgate_remote.py");
const text = readFileSync(remote, "utf8");
const call = "        _guard(op, self, other)\n";
if (!text.includes(call)) throw new Error("bench/shapes.mjs: seedgate_remote.py no longer calls _guard as this bench expects");
writeFileSync(remote, text.replace(call, ""));
const calls = join(unchecked, "boundary/seedgate_calls.py");
const callsText = readFileSync(calls, "utf8");
const met = "def met(call: str, value: Any) -> None:\n";
if (!callsText.includes(met)) throw new Error("bench/shapes.mjs: seedgate_calls.py no longer defines met as this bench expects");
writeFileSync(calls, callsText.replace(met, `${met}    return\n`));
const oracle = join(dir, "oracle");
const tree = join(dir, "repo");
mkdirSync(join(oracle, "tests"), { recursive: true });
mkdirSync(join(tree, "money"), { recursive: true });
writeFileSync(
  join(tree, "money/__init__.py"),
  `class Money:
    def __init__(self, cents):
        self.cents = cents
    def __add__(self, other):
        return Money(self.cents + other.cents)
    def __eq__(self, other):
        return self.cents == (other.cents if isinstance(other, Money) else other)
    def __lt__(self, other):
        return self.cents < (other.cents if isinstance(other, Money) else other)
    __hash__ = None
def total(amounts):
    out = Money(0)
    for a in amounts:
        out = out + Money(a)
    return out
def split(cents, parts):
    base, extra = divmod(cents, parts)
    return [base + (1 if i < extra else 0) for i in range(parts)]
`,
);
writeFileSync(
  join(oracle, "tests/test_money.py"),
  `from hypothesis import given, strategies as st
import money

@given(st.lists(st.integers(0, 10**6), max_size=5), st.integers(1, 7))
def test_money(amounts, parts):
    t = money.total(amounts)                              # 1 call
    assert t == money.Money(sum(amounts))                 # 3 (construct, == a handle of its class)
    assert t == sum(amounts)                              # 4 (== the test's int: a recorded shape)
    assert not (t < 0)                                    # 5 (< the test's int: a recorded shape)
    assert sum(money.split(t.cents, parts)) == t.cents    # 8 (attribute, call, attribute)
    assert len(money.split(sum(amounts), parts)) == parts # 9
    assert (t + money.Money(0)).cents == t.cents          # 12
`,
);
writeFileSync(join(dir, "pytest.ini"), "[pytest]\n");
const tests = join(oracle, "tests");
const shapes = [
  { class: "money.Money", operator: "==", against: "int" },
  { class: "money.Money", operator: "<", against: "int" },
  // What a process hunt of this property records of its calls and attribute reads.
  { call: "money.Money", handle: "money.Money" },
  { call: "money.Money.cents", value: "int" },
  { call: "money.split", value: "list[int]" },
  { call: "money.total", handle: "money.Money" },
];

function lane(harness, seed) {
  const start = join(harness, "start");
  const subjectEnv = { PATH: "/usr/bin:/bin", SEEDGATE_SUBJECT: JSON.stringify({ roots: [tree] }) };
  const subject = { argv: [PY, "-s", join(start, "seedgate_subject.py")], env: subjectEnv, cwd: tree };
  const layout = { oracle, roots: [tree], isolation: "process", subject, shapes };
  const env = {
    PATH: "/usr/bin:/bin",
    PYTHONDONTWRITEBYTECODE: "1",
    PYTHONHASHSEED: "0",
    PYTEST_DISABLE_PLUGIN_AUTOLOAD: "1",
    HYPOTHESIS_STORAGE_DIRECTORY: join(dir, "hypothesis"),
    SEEDGATE_BOOT: JSON.stringify(layout),
  };
  const args = ["-s", join(start, "seedgate_boot.py"), "-m", "pytest", tests, "-p", "_hypothesis_pytestplugin", "-p", "seedgate_profile"];
  args.push("-p", "seedgate_integrity", "--hypothesis-profile=seedgate", "-p", "no:cacheprovider", `--rootdir=${tests}`);
  args.push("-c", join(dir, "pytest.ini"), "--noconftest", "-q", `--hypothesis-seed=${seed}`);
  return timeCommand(PY, args, { cwd: oracle, env, expectStatus: [0] });
}

const next = { checked: 0, unchecked: 0 };
try {
  const medians = sideBySide(
    {
      "process lane with shape checks": () => lane(checked, next.checked++),
      "process lane without them": () => lane(unchecked, next.unchecked++),
    },
    SEEDS,
  );
  const r = report(
    `shapes: ${next.checked} seeds, ~12 production calls per example`,
    medians,
    "process lane with shape checks",
    "process lane without them",
    1.1,
  );
  process.exitCode = r.ok ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
