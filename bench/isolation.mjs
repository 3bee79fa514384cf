// Process isolation (issue 25): a `process` lane against a `shared` lane on the same seeds
// of a Hypothesis property that calls production code ~10 times per example. Each seed is
// one pytest process through seedgate_boot.py, as a lane runs it; under `process` it also
// starts one subject process (python -s seedgate_subject.py, no sandbox here) and every
// production call is a round trip on its socket. Seeds alternate between the two.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { argValue, report, sideBySide, timeCommand } from "./lib.mjs";

const SEEDS = argValue("seeds", 200);
const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const HARNESS = resolve("src/harness/start"); // the boot and the subject's start
const dir = mkdtempSync(join(tmpdir(), "seedgate-bench-isolation-"));
const oracle = join(dir, "oracle");
const tree = join(dir, "repo");
mkdirSync(join(oracle, "tests"), { recursive: true });
mkdirSync(join(tree, "money"), { recursive: true });
writeFileSync(
  join(tree, "money/__init__.py"),
  `class Money:
    def __init__(self, cents, currency="EUR"):
        self.cents, self.currency = cents, currency
    def __add__(self, other):
        return Money(self.cents + other.cents, self.currency)
    def __eq__(self, other):
        return isinstance(other, Money) and (self.cents, self.currency) == (other.cents, other.currency)
    def __hash__(self):
        return hash((self.cents, self.currency))
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
    assert t == money.Money(sum(amounts))                 # 2 (construct, ==)
    assert t.cents == sum(amounts)                        # 3
    assert sum(money.split(t.cents, parts)) == t.cents    # 5 (attribute, call)
    assert len(money.split(sum(amounts), parts)) == parts # 6
    assert hash(t) == hash(money.Money(sum(amounts)))     # 9 (hash, construct, hash)
    assert t + money.Money(0) == t                        # 12
`,
);
writeFileSync(join(dir, "pytest.ini"), "[pytest]\n");
const tests = join(oracle, "tests");
const subjectEnv = { PATH: "/usr/bin:/bin", SEEDGATE_SUBJECT: JSON.stringify({ roots: [tree] }) };
const subject = { argv: [PY, "-s", join(HARNESS, "seedgate_subject.py")], env: subjectEnv, cwd: tree };

function lane(isolation, seed) {
  const layout = { oracle, roots: [tree], isolation, ...(isolation === "process" ? { subject } : {}) };
  const env = {
    PATH: "/usr/bin:/bin",
    PYTHONDONTWRITEBYTECODE: "1",
    PYTHONHASHSEED: "0",
    PYTEST_DISABLE_PLUGIN_AUTOLOAD: "1",
    HYPOTHESIS_STORAGE_DIRECTORY: join(dir, "hypothesis"),
    SEEDGATE_BOOT: JSON.stringify(layout),
  };
  const args = ["-s", join(HARNESS, "seedgate_boot.py"), "-m", "pytest", tests, "-p", "_hypothesis_pytestplugin", "-p", "seedgate_profile"];
  args.push("-p", "seedgate_integrity", "--hypothesis-profile=seedgate", "-p", "no:cacheprovider", `--rootdir=${tests}`);
  args.push("-c", join(dir, "pytest.ini"), "--noconftest", "-q", `--hypothesis-seed=${seed}`);
  return timeCommand(PY, args, { cwd: oracle, env, expectStatus: [0] });
}

let seed = 0;
const next = { shared: 0, process: 0 };
try {
  const medians = sideBySide(
    {
      "process lane (oracle + subject)": () => lane("process", next.process++),
      "shared lane (one process)": () => lane("shared", next.shared++),
    },
    SEEDS,
  );
  seed = next.process;
  const r = report(`isolation: ${seed} seeds, ~10 production calls per example`, medians, "process lane (oracle + subject)", "shared lane (one process)", 1.3);
  process.exitCode = r.ok ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
