// docs/sandbox.md's "Who can write what" table, checked cell by cell: each row's kind of
// process gets its sandbox the way its mode builds it (rows: the plain sandbox; setup:
// the workspace widened in; telemetry: the workspace writable), under bubblewrap and
// Landlock, as root, and a probe tries each write the columns name.
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { processExec } from "../../src/adapters/exec.js";
import { hostSandboxes } from "../../src/adapters/sandbox-policy.js";
import { DEFAULT_CONFIG, type Config } from "../../src/core/inputs/config.js";
import type { Exec } from "../../src/ports/local.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

const PROBE = `
import errno, json, os
def attempt(fn):
    try:
        fn()
        return "ok"
    except OSError as e:
        return errno.errorcode.get(e.errno, str(e.errno))
def append(path):
    with open(path, "a") as f:
        f.write("# x\\n")
def create(path):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    append(path)
print(json.dumps({
    "git": attempt(lambda: append(".git/config")),
    "file": attempt(lambda: append("setup.py")),
    "unnamed": attempt(lambda: create("build/x.py")),
    "named": attempt(lambda: create(".venv/x.py")),
}))
`;

const table = (): string[][] => {
  const doc = readFileSync("docs/sandbox.md", "utf8");
  const lines = doc.slice(doc.indexOf("### Who can write what")).split("\n");
  const rows: string[][] = [];
  for (const l of lines.slice(lines.findIndex((x) => x.startsWith("| process")) + 2)) {
    if (!l.startsWith("|")) break;
    rows.push(
      l
        .split("|")
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  }
  return rows;
};

let repo: TempRepo;
beforeAll(() => {
  repo = tempRepo("seedgate-doc-table-");
  repo.write("setup.py", "# setup\n");
  repo.commit("base");
});
afterAll(() => repo.cleanup());

function execFor(process: string, kind: "bwrap" | "landlock"): Exec {
  const config: Config = { ...DEFAULT_CONFIG, runners: { ...DEFAULT_CONFIG.runners, sandbox: kind, writable: [".venv"] } };
  const ws = repo.dir;
  const box = hostSandboxes.around(processExec, config, {}, process === "telemetry" ? { workspace: ws, writable: [ws] } : { workspace: ws });
  if (!box.ok) throw new Error(box.message);
  if (process === "`runners.setup`") return box.widened({ writable: [ws], network: false });
  if (process === "telemetry" || process.startsWith("rows")) return box.exec;
  throw new Error(`docs/sandbox.md names a process this test does not know: ${process}`);
}

const cellAllows = (cell: string, named: boolean): boolean => {
  if (cell === "writable") return true;
  if (cell === "read-only" || cell === "refused") return false;
  if (cell === "only where `runners.writable` names it") return named;
  throw new Error(`docs/sandbox.md has a cell this test cannot check: ${cell}`);
};

test("the table has one row per kind of process", () => {
  expect(table().map((r) => r[0])).toEqual(["rows, quarantine, earned, the hunt's seeds", "`runners.setup`", "telemetry"]);
});

describe.each(["bwrap", "landlock"] as const)("under %s", (kind) => {
  test.each(table().map((r) => [r[0]!, r] as const))("%s: every cell is what the kernel does", async (process, cells) => {
    const r = await execFor(process, kind).run({
      command: "/usr/bin/python3",
      args: ["-I", "-c", PROBE],
      cwd: repo.dir,
      env: { PATH: "/usr/bin:/bin" },
      timeoutMs: 30_000,
    });
    expect(r.exitCode, r.stderrTail).toBe(0);
    const got = JSON.parse(r.stdoutTail.trim().split("\n").at(-1)!) as Record<string, string>;
    rmSync(join(repo.dir, "build"), { recursive: true, force: true });
    const newEntry = cells[kind === "bwrap" ? 3 : 4]!;
    expect({ git: got.git === "ok", file: got.file === "ok", unnamed: got.unnamed === "ok", named: got.named === "ok" }).toEqual({
      git: cellAllows(cells[1]!, false),
      file: cellAllows(cells[2]!, false),
      unnamed: cellAllows(newEntry, false),
      // A name runners.writable gives is writable for every process (it is one of its writable paths).
      named: true,
    });
  }, 60_000);
});
