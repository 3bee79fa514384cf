// A lane command's warm oracle interpreter started by the re-run's shim
// (seedgate_subreaper.py, exec-warm-inherited.ts), through dist/cli.js: the fork
// server's zygote is that interpreter (its parent the shim's holder), no process the
// re-run starts holds the sockets it was handed, and one no run takes leaves nothing
// running.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { PYTHON } from "../support/gate-fixture.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

const linux = process.platform === "linux" && existsSync("/usr/bin/python3");
const out = mkdtempSync(join(tmpdir(), "early-warm-"));
const FDS = join(out, "setup-fds");
const TAG = `early-warm-${process.pid}`;

// Passes when the zygote the row was forked from was started as the test expects: by the shim (its holder is the shim's fork) or by Node.
const PROPERTY = `import os
from hypothesis import given, settings, strategies as st

from src.m import double


def zygote_parent():
    with open(f"/proc/{os.getppid()}/stat") as fh:
        stat = fh.read()
    parent = int(stat[stat.rindex(")") + 2:].split()[1])
    with open(f"/proc/{parent}/cmdline", "rb") as fh:
        return fh.read().split(b"\\0")


@settings(max_examples=5, database=None, deadline=None)
@given(st.integers())
def test_double(x):
    shim = any(a.endswith(b"seedgate_subreaper.py") for a in zygote_parent())
    assert shim == (os.environ.get("EXPECT_SHIM") == "1")
    assert double(x) == 2 * x
`;

const journal = (id: string, selector: string) =>
  JSON.stringify({
    id,
    selector,
    parent_sha: "0".repeat(40),
    replay: { seeds: [1, 2], fixtures: [], hits: 2, last_hit_at: "2026-09-18T12:00:00Z" },
    holdout: { seeds: [3], generator_saw: false },
    flake: { replay_flakes: 0, holdout_flakes: 0, freeze_replay_until: null },
    state: "locked",
  });

let repo: TempRepo;
let base: string;
beforeAll(() => {
  repo = tempRepo("seedgate-early-warm-");
  repo.write("src/__init__.py", "");
  repo.write("src/m.py", "def double(x):\n    return 2 * x\n");
  repo.write("tests/properties/test_m.py", PROPERTY);
  repo.write("tests/check.sh", "exit 0\n");
  repo.write("oracles/double.json", journal("double", "tests/properties/test_m.py::test_double"));
  base = repo.commit("a property that knows where its zygote came from");
});
afterAll(() => {
  repo.cleanup();
  rmSync(out, { recursive: true, force: true });
});

function lane(env: Record<string, string> = {}, from = base) {
  const r = spawnSync(process.execPath, [resolve("dist/cli.js"), "lane", "replay", "--base", from, "--json"], {
    cwd: repo.dir,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: out, SEEDGATE_PYTHON: PYTHON, SEEDGATE_TAG: TAG, ...env },
  });
  const rows = r.stdout ? (JSON.parse(r.stdout) as { results: { rows: { key: string; outcome: string; detail: string }[] } }).results.rows : [];
  return { status: r.status, stderr: r.stderr, rows: rows.map((x) => `${x.key}:${x.outcome}`), details: rows.map((x) => x.detail) };
}

function readlinkOrNull(path: string): string | null {
  try {
    return readlinkSync(path);
  } catch {
    return null;
  }
}

/** Live processes whose environment carries this file's tag: a warm interpreter (or its holder) left running. */
function tagged(): number[] {
  return readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`).includes(`SEEDGATE_TAG=${TAG}\0`);
      } catch {
        return false;
      }
    })
    .map(Number);
}

test.runIf(linux)(
  "the fork server's zygote is the interpreter the shim started; without the re-run Node starts it, and the rows say which",
  () => {
    const early = lane({ EXPECT_SHIM: "1" });
    expect(early.rows, early.stderr + early.details.join("\n")).toEqual(["1:pass", "2:pass"]);
    // Control: the same rows fail where the shim did not start it (no re-run, so Node's own warm interpreter).
    const control = lane({ EXPECT_SHIM: "1", SEEDGATE_SUBREAPER: "off" });
    expect(control.rows).toEqual(["1:fail", "2:fail"]);
    expect(lane({ SEEDGATE_SUBREAPER: "off" }).rows).toEqual(["1:pass", "2:pass"]);
    expect(tagged()).toEqual([]);
  },
  120_000,
);

test.runIf(linux)(
  "no process the re-run starts (setup here) holds the fds of the shim's interpreter; one no run takes is killed with nothing left",
  () => {
    repo.write(
      ".github/seedgate.yml",
      [
        "runners:",
        "  sandbox: none", // setup writes its fd listing outside the checkout
        `  setup: [[/bin/sh, -c, '/bin/ls -l /proc/self/fd > ${FDS}']]`,
        "  rules:",
        "    - { match: tests/check.sh, preset: command, command: [/bin/sh, tests/check.sh] }",
        "",
      ].join("\n"),
    );
    repo.write("oracles/double.json", journal("double", "tests/check.sh"));
    const plain = repo.commit("a command property and a setup that lists its fds");
    const r = lane({}, plain);
    expect(r.rows, r.stderr).toEqual(["1:pass", "2:pass"]);
    expect(r.stderr).not.toContain("killed"); // the unused interpreter was seedgate's own, discarded before the sweep
    const fds = readFileSync(FDS, "utf8").trim().split("\n");
    // ls's stdio and the folder it lists: no pipe or socket of seedgate's past fd 2 (one this test's own process
    // inherited as it is, from whatever started it, is the environment's).
    const ours = new Set(readdirSync("/proc/self/fd").map((fd) => `${fd} -> ${readlinkOrNull(`/proc/self/fd/${fd}`)}`));
    const extra = fds.filter((l) => {
      const at = / (\d+ -> .*)$/.exec(l);
      return at !== null && Number(at[1]!.split(" ")[0]) > 2 && /pipe:|socket:/.test(l) && !ours.has(at[1]!);
    });
    expect(extra, fds.join("\n")).toEqual([]);
    expect(tagged()).toEqual([]);
  },
  120_000,
);
