// Attack rows the kernel sandbox closes (issue 13, item 2): production code that, at
// import in the oracle's own process, tries to rewrite what the oracle is made of. A
// file mode is no seal (root, or chmod, undoes it); the sandbox's read-only mounts and
// Landlock rules are. Each attempt swallows its own error, so the row is red only
// because the write never happened and the sealed oracle still finds the bug.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect } from "vitest";
import { row, type AttackRow } from "./row.js";
import { BUGGY, type World } from "./world.js";

const FAILS = ["lane.replay.fail", "lane.holdout.fail"];
const CLI_RESULTS = { outcome: "failure", results: "cli" } as const;
const PASSING_TEST = "def test_balance_invariant():\\n    pass\\n";

const prod = (w: World, name: string, attack: string) => ({ head: w.pr(name, (r) => r.write("src/ledger.py", `${BUGGY}\nimport os, sys\n${attack}`)) });

export const sandboxRows: AttackRow[] = [
  row({
    name: "production code chmods the sealed test back to writable and rewrites it to pass",
    pr: (w) =>
      prod(
        w,
        "sandbox-sealed",
        "for _m in list(sys.modules.values()):\n" +
          "    _f = getattr(_m, '__file__', None) or ''\n" +
          "    if _f.endswith('test_ledger.py'):\n" +
          "        try:\n" +
          "            os.chmod(_f, 0o666)\n" +
          `            open(_f, 'w').write('${PASSING_TEST}')\n` +
          "        except OSError:\n" +
          "            pass\n",
      ),
    cli: "check",
    codes: FAILS,
    action: { ...CLI_RESULTS, codes: FAILS },
  }),
  row({
    name: "production code rewrites seedgate's own shipped pytest plugin (dist/harness) for the runs after it",
    pr: (w) =>
      prod(
        w,
        "sandbox-dist",
        "for _n in ('seedgate_integrity', 'seedgate_profile'):\n" +
          "    _m = sys.modules.get(_n)\n" +
          "    if _m is not None:\n" +
          "        try:\n" +
          "            open(_m.__file__, 'a').write('\\n# agent was here\\n')\n" +
          "        except OSError:\n" +
          "            pass\n",
      ),
    cli: "check",
    codes: FAILS,
    action: { ...CLI_RESULTS, codes: FAILS },
    also: () => {
      for (const f of ["seedgate_integrity.py", "seedgate_profile.py"]) {
        const shipped = resolve("dist/harness/evidence", f);
        if (existsSync(shipped)) expect(readFileSync(shipped, "utf8"), shipped).not.toContain("agent was here");
      }
      expect(readFileSync(join("src/harness/evidence", "seedgate_integrity.py"), "utf8")).not.toContain("agent was here");
    },
  }),
];
