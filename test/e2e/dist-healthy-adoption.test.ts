// Issue 47 item 3: a healthy library (no past bug) adopted by following the steps `seedgate
// init` prints, through dist/cli.js in a real git repository with a real Python and
// Hypothesis. The hunt on the healthy parent finds nothing and says to mutate; `seedgate
// mutate` commits a named one-line mutant on seedgate/mutant; the hunt there proposes
// verified fixtures; the human locks; and the locked property votes: green on an
// unrelated change, red on a regression. Every command comes from init's or mutate's output.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { parse } from "yaml";

const cli = resolve("dist/cli.js");
const ID = "disjoint_cover";

const LIBRARY = `set -e
git init -q -b main spans && cd spans
mkdir -p src/spans tests
printf '[project]\\nname = "spans"\\nversion = "1.0.0"\\n\\n[tool.pytest.ini_options]\\npythonpath = ["src"]\\n' > pyproject.toml
printf 'pytest\\nhypothesis\\n' > requirements-dev.txt
printf '.venv/\\n__pycache__/\\n' > .gitignore
printf '"""Closed integer spans."""\\nfrom .merge import merge\\n\\n__all__ = ["merge"]\\n' > src/spans/__init__.py
cat > src/spans/merge.py <<'PY'
def merge(spans):
    """Merge overlapping or touching [start, end] spans into sorted, disjoint ones."""
    out = []
    for start, end in sorted(spans):
        if out and start <= out[-1][1]:
            out[-1][1] = max(out[-1][1], end)
        else:
            out.append([start, end])
    return out
PY
git add -A && git commit -qm "spans: merge"
cat > tests/test_merge.py <<'PY'
from hypothesis import given, settings, strategies as st
from spans import merge

pairs = st.lists(st.tuples(st.integers(0, 20), st.integers(0, 20)).map(sorted), max_size=8)


@settings(max_examples=50, database=None)
@given(pairs)
def test_disjoint_cover(spans):
    out = merge([list(p) for p in spans])
    for a, b in zip(out, out[1:]):
        assert a[1] < b[0]
    for s, e in spans:
        assert any(a <= s and e <= b for a, b in out)
PY
git add -A && git commit -qm "spans: a property of merge"
`;

let dir = "";
const repo = () => join(dir, "spans");

function env(): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = {
    ...process.env,
    SEEDGATE_PYTHON: "/usr/bin/python3",
    PATH: `/usr/bin:${process.env.PATH}`,
    GIT_CONFIG_NOSYSTEM: "1",
    HOME: dir,
  };
  for (const k of ["CI", "GITHUB_ACTIONS", "GIT_DIR", "GIT_WORK_TREE"]) delete e[k];
  for (const k of Object.keys(e)) if (/^npm_/i.test(k)) delete e[k];
  return {
    ...e,
    SEEDGATE_HOLDOUT_SECRET: "local-secret",
    GIT_AUTHOR_NAME: "Alice",
    GIT_AUTHOR_EMAIL: "a@example.invalid",
    GIT_COMMITTER_NAME: "Alice",
    GIT_COMMITTER_EMAIL: "a@example.invalid",
  };
}

/** A shell line as the reader pastes it, `seedgate` being dist/cli.js; under a pty (`script`), as `seedgate lock` needs one. */
function sh(line: string, cwd = repo()): { status: number | null; out: string } {
  const script = join(dir, "step.sh");
  writeFileSync(script, `seedgate() { node '${cli}' "$@"; }\n${line}\n`);
  const r = spawnSync("script", ["-qec", `bash -e ${script}`, "/dev/null"], { cwd, encoding: "utf8", env: env(), timeout: 600_000 });
  return { status: r.status, out: `${r.stdout}${r.stderr}`.replace(/\r\n/g, "\n") };
}

const git = (...args: string[]) => spawnSync("git", args, { cwd: repo(), encoding: "utf8", env: env() }).stdout.trim();

/** The command a printed line holds: after "…: " on a step's first line, or an indented command line. */
const command = (out: string, re: RegExp): string => {
  const line = out.split("\n").find((l) => re.test(l));
  if (line === undefined) throw new Error(`no line matches ${re} in:\n${out}`);
  return line.replace(/^\s*(\d+\. [^:]*: )?/, "").trim();
};

const steps: Record<string, { status: number | null; out: string }> = {};

beforeAll(() => {
  if (!existsSync(cli)) throw new Error("dist/cli.js is missing: run npm run build");
  dir = mkdtempSync(join(tmpdir(), "seedgate-healthy-"));
  expect(sh(LIBRARY, dir).status).toBe(0);
  const init = (steps.init = sh(`seedgate init --selector tests/test_merge.py::test_${ID} --owner @alice`));
  steps.branch = sh(command(init.out, /1\. commit these files on a branch: /));
  // A step that makes the environment by hand, where init prints one (the hunt may make it itself, as the lanes do).
  steps.env = /^\s+python3 -m venv/m.test(init.out) ? sh(command(init.out, /^\s+python3 -m venv/)) : { status: 0, out: "" };
  steps.hunt = sh(command(init.out, /^\s+seedgate hunt --parent [0-9a-f]{40} /));
  steps.mutate = sh(command(init.out, /^\s+seedgate mutate /).replace(/ && seedgate hunt .*/, ""));
  steps.again = sh(`seedgate mutate --property ${ID}`);
  steps.mutantHunt = sh(command(steps.mutate.out, /^\s+seedgate hunt --parent seedgate\/mutant /));
  steps.lock = sh(command(init.out, /lock it yourself: seedgate lock /));
  steps.commit = sh(`git add -A && git commit -qm "Lock ${ID}" && seedgate validate`);
  steps.bootstrap = sh("seedgate check --base main");
  steps.land = sh("git switch -q main && git merge -q --ff-only seedgate-bootstrap");
  steps.green = sh(
    `git switch -q -c docs main && sed -i 's/"""Merge overlapping/"""Merge the overlapping/' src/spans/merge.py && git commit -qam docs && seedgate check --base main`,
  );
  steps.red = sh(
    `git switch -q -c simpler main && sed -i 's/out\\[-1\\]\\[1\\] = max(out\\[-1\\]\\[1\\], end)/out[-1][1] = end/' src/spans/merge.py && git commit -qam simpler && seedgate check --base main`,
  );
}, 1_800_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("init's steps name the healthy parent's hunt and, for a library with no past bug, mutate then the hunt on seedgate/mutant", () => {
  expect(steps.init!.status).toBe(0);
  expect(steps.init!.out).toContain(
    `seedgate mutate --property ${ID} && seedgate hunt --parent seedgate/mutant --property ${ID} --budget 30 --out oracles/${ID}.json`,
  );
  expect([steps.branch!.status, steps.env!.status]).toEqual([0, 0]);
});

test("the hunt on the healthy parent finds nothing and tells this user to mutate, not to delete the property", () => {
  expect(steps.hunt!.status).toBe(1);
  expect(steps.hunt!.out).toContain("0 hits, 30 misses");
  expect(steps.hunt!.out).toContain(`No past bug (a healthy library)? \`seedgate mutate --property ${ID}\``);
  expect(steps.hunt!.out).not.toMatch(/zero hits: the property is dead on this parent; delete it/);
});

test("mutate commits one named line over HEAD on seedgate/mutant, leaves the working tree alone, and is deterministic", () => {
  expect(steps.mutate!.status, steps.mutate!.out).toBe(0);
  const out = steps.mutate!.out;
  expect(out).toContain("src/spans/merge.py:5 in merge(): <= → < (comparison)");
  expect(out).toContain("  - if out and start <= out[-1][1]:\n  + if out and start < out[-1][1]:");
  const mutant = git("rev-parse", "seedgate/mutant");
  expect(git("rev-parse", "seedgate/mutant^")).toBe(git("rev-parse", "seedgate-bootstrap~1"));
  expect(git("diff", "--numstat", "seedgate/mutant^", "seedgate/mutant")).toBe("1\t1\tsrc/spans/merge.py");
  expect(git("log", "-1", "--format=%B", "seedgate/mutant")).toContain(`Seedgate-Mutant: ${ID} 1/2`);
  // The same HEAD and pick: the same commit, printed again.
  expect(steps.again!.out).toContain(`seedgate/mutant → ${mutant.slice(0, 12)}`);
});

test("the hunt on the mutant proposes verified fixtures and records the mutant as the parent; the human locks it", () => {
  expect(steps.mutantHunt!.status, steps.mutantHunt!.out).toBe(0);
  expect(steps.mutantHunt!.out).toContain("replays the failure on the parent");
  expect(steps.lock!.out).toContain('state: "hit" → "locked"');
  expect(steps.commit!.out).toContain("✓ valid");
  const journal = JSON.parse(readFileSync(join(repo(), `oracles/${ID}.json`), "utf8"));
  expect(journal).toMatchObject({ id: ID, state: "locked", parent_sha: git("rev-parse", "seedgate/mutant"), holdout: { secret: { k: 3 } } });
  expect(journal.replay.fixtures.length).toBeGreaterThan(0);
});

test("the locked property votes: the bootstrap is red for want of an owner, an unrelated change green, a regression red", () => {
  expect(steps.bootstrap!.out).toContain("sealed paths changed without a qualifying approval");
  expect(steps.land!.status).toBe(0);
  expect(steps.green!.status, steps.green!.out).toBe(0);
  expect(steps.green!.out).toContain("verdict: success");
  expect(steps.red!.status, steps.red!.out).toBe(1);
  expect(steps.red!.out).toMatch(new RegExp(`replay seed \\d+ of ${ID}: fail — block merge \\(regression\\)`));
});

test("mutate never moves a branch it did not make, and names the list's end", () => {
  git("branch", "taken", "main");
  const foreign = sh(`seedgate mutate --property ${ID} --branch taken`);
  expect(foreign.status).toBe(2);
  expect(foreign.out).toContain("branch taken exists and is not a seedgate mutant");
  const past = sh(`seedgate mutate --property ${ID} --pick 9`);
  expect(past.status).toBe(2);
  expect(past.out).toContain("--pick 9 is past the last of 2 mutations");
});

test("the re-hunt init wrote fetches every branch before it hunts, so the recorded mutant parent is there", () => {
  type Step = { uses?: string; with?: Record<string, unknown> };
  const workflow = parse(readFileSync(join(repo(), ".github/workflows/seedgate-rehunt.yml"), "utf8")) as { jobs: Record<string, { steps: Step[] }> };
  const checkouts = Object.values(workflow.jobs)
    .flatMap((j) => j.steps)
    .filter((x) => x.uses?.startsWith("actions/checkout@"));
  expect(checkouts.length).toBeGreaterThan(0);
  // fetch-depth 0 fetches all branches and tags (seedgate/mutant among them); a ref or a shallow fetch would not.
  for (const c of checkouts) expect(c.with).toMatchObject({ "fetch-depth": 0 });
  for (const c of checkouts) expect(c.with?.ref).toBeUndefined();
});

test("docs/adopting.md's mutant-parent commands are the ones init and mutate print", () => {
  const doc = readFileSync("docs/adopting.md", "utf8");
  const block = /### No past bug: a mutant parent[\s\S]*?```sh\n([\s\S]*?)\n```/.exec(doc)![1]!.replaceAll("rejoin", ID).split("\n");
  expect(block).toHaveLength(3);
  const [mutate, hunt, push] = block as [string, string, string];
  expect(steps.init!.out).toContain(`${mutate} && ${hunt}`);
  expect(steps.mutate!.out).toContain(`  ${hunt}\n`);
  expect(steps.mutate!.out).toContain(push);
});
