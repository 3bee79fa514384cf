// Issue 28: the comment's "Without seedgate" line pastes into /bin/sh in a src-layout
// checkout and reproduces the failure with real pytest and Hypothesis: it puts the base
// config's runners.pythonPaths on PYTHONPATH and runs runners.python (`.venv/bin/python`),
// not whatever `python3` is first on PATH.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { gateMarkdown } from "../../src/modes/gate/render.js";
import { rawCommand } from "../../src/render/reproduce.js";
import { row, situation } from "./situations.js";

const PYTHON = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const SELECTOR = "tests/properties/test_rejoin.py::test_rejoin";
let dir: string;

const put = (path: string, text: string, mode = 0o644) => {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
  chmodSync(join(dir, path), mode);
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "seedgate-plain-"));
  put("src/chunky/__init__.py", "def rejoin(parts):\n    return ''.join(parts[:-1])  # the bug: drops the last part\n");
  put(
    "tests/properties/test_rejoin.py",
    "from hypothesis import given, settings, strategies as st\n\nfrom chunky import rejoin\n\n\n@settings(database=None, deadline=None)\n@given(st.lists(st.text(), min_size=1))\ndef test_rejoin(parts):\n    assert rejoin(parts) == ''.join(parts)\n",
  );
  // The interpreter runners.setup made; the python3 on PATH is not it.
  put(".venv/bin/python", `#!/bin/sh\nexec ${PYTHON} "$@"\n`, 0o755);
  put("bin/python3", "#!/bin/sh\necho 'not the lanes interpreter' >&2\nexit 97\n", 0o755);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const comment = (plain: Parameters<typeof rawCommand>[1]) => {
  const blocking = [{ ...row({ key: "7" }), selector: SELECTOR }];
  return gateMarkdown({ ...situation({ blocking }), ...(plain ? { plain } : {}) });
};
const plainLine = (md: string) => /Without seedgate \(seed 7\):\n\n\s*```sh\n\s*(.+)\n/.exec(md)?.[1]?.trim();
const sh = (line: string) =>
  spawnSync("/bin/sh", ["-c", line], { cwd: dir, env: { PATH: `${join(dir, "bin")}:/usr/bin:/bin`, HOME: tmpdir() }, encoding: "utf8" });

test("the line in the comment carries the base config's import roots and interpreter, and reproduces from /bin/sh", () => {
  const line = plainLine(comment({ python: ".venv/bin/python", pythonPaths: ["src"] }))!;
  expect(line).toBe(`PYTHONPATH=src .venv/bin/python -m pytest '${SELECTOR}' --hypothesis-seed=7 -p no:cacheprovider`);
  const run = sh(line);
  expect(run.status, run.stdout + run.stderr).toBe(1);
  expect(run.stdout).toContain("Falsifying example");
  expect(run.stdout).toMatch(/assert '.*' == '.*'/);
});

test("without the config's setup the same line cannot reproduce here: the lanes' interpreter and roots are the point", () => {
  const bare = rawCommand({ selector: SELECTOR, planned: { lane: "replay", property: "rejoin", key: "7", kind: "seed", frozen: false } })!;
  expect(bare.startsWith("python3 -m pytest")).toBe(true);
  expect(sh(bare).status).toBe(97);
  // The right interpreter without the roots: the src layout's package is not found.
  const noPaths = sh(bare.replace(/^python3/, PYTHON));
  expect(noPaths.status).not.toBe(1);
  expect(noPaths.stdout).toContain("ModuleNotFoundError: No module named 'chunky'");
});

test("an absolute runners.python names the CI runner's path: the line says python3; several roots join with ':'", () => {
  const line = rawCommand(
    { selector: SELECTOR, planned: { lane: "replay", property: "rejoin", key: "7", kind: "seed", frozen: false } },
    {
      python: "/opt/hostedtoolcache/Python/3.12/bin/python",
      pythonPaths: ["src", "lib dir"],
    },
  );
  expect(line).toMatch(/^PYTHONPATH='src:lib dir' python3 -m pytest /);
});

test("the line is the preset's the rules choose: jest's for a selector a rule gives jest, none for command", () => {
  const seed = (selector: string) => ({ selector, planned: { lane: "replay", property: "p", kind: "seed", key: "7", frozen: false } }) as const;
  expect(rawCommand(seed("test/a.test.js::adds"))).toContain("npx vitest run");
  const jest = rawCommand(seed("test/a.test.js::adds"), { rules: [{ match: "test/**", preset: "jest" }] });
  expect(jest).toContain("npx jest --runTestsByPath 'test/a.test.js'");
  expect(jest).not.toContain("vitest");
  expect(rawCommand(seed(SELECTOR), { rules: [{ preset: "command", command: ["true"] }] })).toBeNull();
  expect(rawCommand(seed(SELECTOR), { rules: [{ match: "tests/**", preset: "hypothesis" }] })).toContain("-m pytest");
});

test("a selector the base config's rules give a preset without a plain line gets none, and the report still renders", () => {
  const blocking = [{ ...row({ key: "3" }), selector: "test/intervals.test.js::merge > covers the same points" }];
  const md = gateMarkdown({ ...situation({ blocking }), plain: { rules: [{ match: "test/**", preset: "command", command: ["npm", "test"] }] } });
  expect(md).not.toContain("Without seedgate");
  expect(md).toContain("seedgate lane");
  // The same row under the default claims gets vitest's line; a rule that gives it to jest, jest's.
  expect(gateMarkdown({ ...situation({ blocking }), plain: {} })).toContain("npx vitest run");
  expect(gateMarkdown({ ...situation({ blocking }), plain: { rules: [{ match: "test/**", preset: "jest" }] } })).toContain("npx jest --runTestsByPath");
});

test("the JS lines name no path of the machine that rendered them: seedgate's own files are not in the maintainer's checkout", () => {
  const seed = (selector: string) => ({ selector, planned: { lane: "replay", property: "p", kind: "seed", key: "7", frozen: false } }) as const;
  const here = new RegExp(["/home/", "/tmp/", "/work/", "/root/", process.cwd()].map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"));
  for (const line of [rawCommand(seed("test/a.test.ts::adds")), rawCommand(seed("test/a.test.js::adds"), { rules: [{ match: "test/**", preset: "jest" }] })]) {
    expect(line).not.toBeNull();
    expect(line).not.toMatch(here);
    expect(line).toContain("{ seed: 7 }"); // fast-check's own replay, for what no flag seeds
  }
});
