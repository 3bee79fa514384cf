// The docs' own recipe as a benign row (issue 26.4): a base whose runners.setup makes a
// virtual environment and whose runners.python names it relatively. A genuine production
// fix stays green and the bug stays red, through `seedgate check` in a worktree and
// through the hardened CI shape: the action's two lanes in a checkout of the head, then
// the gate in a fresh clone against the fake GitHub. Then the same recipe attacked by a
// pull request that edits only the project's setup script (issue 26.3): a `.pth` in the
// venv that wraps Hypothesis at start-up, and a copy of Hypothesis in the venv, same
// version string, patched to swallow failures. Under `isolation: process` (the default)
// the oracle never starts from the venv, so both stay red; under `shared` the same
// payloads forge a pass, which shows they have teeth.
import { execFileSync } from "node:child_process";
import { copyFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import { GITHUB_ACTIONS, startFakeGitHub, type FakeGitHub } from "../support/fake-github/index.js";
import { pullRequestEvent } from "../support/events.js";
import { runAction } from "../support/runner.js";
import { BUGGY, cli, CONFIG, makeWorld, type World } from "./world.js";

const VENV = "[/usr/bin/python3, -m, venv, --without-pip, --system-site-packages, .venv]";
const RECIPE = (sandbox: string, isolation = "process") =>
  `${CONFIG}runners:\n  sandbox: ${sandbox}\n  isolation: ${isolation}\n  python: .venv/bin/python3\n  writable: [.venv]\n  setup: [${VENV}, [/bin/sh, tools/setup.sh]]\n`;
/** Hypothesis' `given`, wrapped so the test body's failures are swallowed: a forged pass. */
const SWALLOW = [
  "import functools as _ft, hypothesis as _h",
  "_g = _h.given",
  "def _given(*a, **k):",
  "    dec = _g(*a, **k)",
  "    def wrap(f):",
  "        @_ft.wraps(f)",
  "        def safe(*x, **y):",
  "            try:",
  "                return f(*x, **y)",
  "            except BaseException:",
  "                return None",
  "        return dec(safe)",
  "    return wrap",
  "_h.given = _given",
  "",
].join("\n");
/** At start-up Hypothesis is not importable yet (the system site comes after the venv's): wrap it when it is imported. */
const LATER = [
  "import sys, importlib.util as _u",
  "class _Later:",
  "    def find_spec(self, name, path=None, target=None):",
  "        if name != 'hypothesis':",
  "            return None",
  "        sys.meta_path.remove(self)",
  "        spec = _u.find_spec(name)",
  "        run = spec.loader.exec_module",
  "        def exec_module(m):",
  "            run(m)",
  "            exec(PATCH, {'_m': m})",
  "        spec.loader.exec_module = exec_module",
  "        return spec",
  `PATCH = ${JSON.stringify(SWALLOW.replace("import functools as _ft, hypothesis as _h", "import functools as _ft\n_h = _m"))}`,
  "sys.meta_path.insert(0, _Later())",
  "",
].join("\n");
const SITE = "for d in .venv/lib/python3*/site-packages; do site=$d; done";
const PAYLOADS = {
  "a .pth in the venv wraps Hypothesis at start-up": `${SITE}\ncat > $site/zz_wrap.py <<'PY'\n${LATER}PY\necho 'import zz_wrap' > $site/zz_wrap.pth\n`,
  "Hypothesis copied into the venv under its own version, patched": `${SITE}\ncp -r /usr/lib/python3/dist-packages/hypothesis $site/\ncat >> $site/hypothesis/__init__.py <<'PY'\n\n${SWALLOW.replace("import functools as _ft, hypothesis as _h", "import functools as _ft, sys as _s\n_h = _s.modules[__name__]")}PY\n`,
} as const;
/** Another correct balance: a production change the property must accept. */
const FIX = "def balance(amounts):\n    total = 0\n    for a in amounts:\n        total += a\n    return total\n";

let w: World;
let fake: FakeGitHub;
beforeAll(() => {
  w = makeWorld();
}, 120_000);
afterAll(() => w?.cleanup());
beforeEach(async () => {
  fake = await startFakeGitHub({ owner: "acme", repo: "widgets", idleMs: 180_000 });
});
afterEach(() => fake.close());

test.each([
  ["bwrap", "a genuine fix", "success", FIX],
  ["landlock", "a genuine fix", "success", FIX],
  ["landlock", "the bug kept", "failure", BUGGY],
] as const)(
  "runners.setup makes .venv under %s, runners.python names it relatively: %s is %s",
  async (sandbox, _what, verdict, code) => {
    const base = venvBase(sandbox);
    const head = w.pr(`venv-${sandbox}-${verdict}`, (r) => r.write("src/ledger.py", code), base);
    await bothWays(base, head, verdict);
  },
  300_000,
);

test.each(Object.keys(PAYLOADS) as (keyof typeof PAYLOADS)[])(
  "the bug kept, setup's script edited: %s: red both ways under isolation: process",
  async (payload) => {
    const base = venvBase("bwrap");
    const head = w.pr(
      `venv-attack-${Object.keys(PAYLOADS).indexOf(payload)}`,
      (r) => (r.write("src/ledger.py", BUGGY), r.write("tools/setup.sh", PAYLOADS[payload])),
      base,
    );
    await bothWays(base, head, "failure");
  },
  300_000,
);

test.each(Object.keys(PAYLOADS) as (keyof typeof PAYLOADS)[])(
  "the same payload under isolation: shared forges a pass (the control): %s",
  (payload) => {
    const base = w.pr(`venv-shared-base`, (r) => (r.write(".github/seedgate.yml", RECIPE("bwrap", "shared")), r.write("tools/setup.sh", "true\n")));
    const head = w.pr(
      `venv-shared-${Object.keys(PAYLOADS).indexOf(payload)}`,
      (r) => (r.write("src/ledger.py", BUGGY), r.write("tools/setup.sh", PAYLOADS[payload])),
      base,
    );
    const local = cli(["check", "--base", base, "--head", head, "--results", w.tmp(), "--json"], w.worktree(head));
    expect(local.json?.verdict, local.stderr.slice(-3000)).toBe("success");
  },
  300_000,
);

/** The recipe's base: setup makes the venv, then runs the project's own setup script (benign here). */
function venvBase(sandbox: string): string {
  return w.pr(`venv-base-${sandbox}`, (r) => (r.write(".github/seedgate.yml", RECIPE(sandbox)), r.write("tools/setup.sh", "true\n")));
}

/** `seedgate check` in a worktree, then the action's lanes in a checkout and the gate in a fresh clone. */
async function bothWays(base: string, head: string, verdict: "success" | "failure"): Promise<void> {
  const local = cli(["check", "--base", base, "--head", head, "--results", w.tmp(), "--json"], w.worktree(head));
  expect(local.json?.verdict, local.stderr.slice(-3000)).toBe(verdict);
  const clone = (name: string) => {
    const dir = join(w.tmp(), name);
    execFileSync("git", ["clone", "-q", "--no-hardlinks", w.repo.dir, dir]);
    execFileSync("git", ["checkout", "-q", "--detach", head], { cwd: dir });
    return dir;
  };
  const checkout = clone("checkout");
  const temp = w.tmp();
  const event = pullRequestEvent({ number: 7, base, head });
  for (const lane of ["replay", "holdout"]) {
    const r = await runAction({ inputs: { command: "lane", lane, shard: "1/1", base, head }, workspace: checkout, event, env: { RUNNER_TEMP: temp } });
    expect(r.outputs.verdict, r.stdout.slice(-3000)).toBe(verdict);
  }
  const downloaded = w.tmp();
  for (const f of readdirSync(temp).filter((x) => x.endsWith(".json"))) copyFileSync(join(temp, f), join(downloaded, f));
  fake.state.addPull({ number: 7, headSha: head, baseSha: base, author: "agent" });
  const gate = await runAction({
    inputs: { command: "gate", token: fake.token, results: downloaded },
    workspace: clone("fresh"),
    event,
    env: { GITHUB_API_URL: fake.url, GITHUB_REPOSITORY: "acme/widgets", GITHUB_SERVER_URL: "https://github.com", GITHUB_RUN_ID: "42" },
  });
  const ours = [...fake.state.checkRuns.values()].filter((x) => x.app.id === GITHUB_ACTIONS.id && x.headSha === head);
  expect(
    ours.map((x) => x.conclusion),
    gate.stdout.slice(-3000),
  ).toEqual([verdict]);
}
