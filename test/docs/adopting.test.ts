// docs/adopting.md, run: its two walkthroughs, Python (blocks marked `<!-- walkthrough -->`)
// and fast-check (`<!-- walkthrough fast-check -->`), each from `git init` to a green check
// and a red one in its own temporary directory, with dist/cli.js as `seedgate`, a real
// Python + Hypothesis and a real vitest + fast-check from the npm registry. A block marked
// `: exit N` must exit N. Each block is its own `bash -e` under a pty (`script`), because
// `seedgate lock` refuses without one; the working directory and the SEEDGATE_* variables
// a block exports carry over to the next block, as in the reader's shell. Nothing else
// does: the repositories hold only what the page's steps and `seedgate init` wrote.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

const PYTHON = "/usr/bin/python3";
const cli = resolve("dist/cli.js");

interface Block {
  readonly code: string;
  readonly exit: number;
}

interface Walk {
  dir: string;
  /** This seedgate's commit when the blocks ran: init pins the workflows to it. */
  sha: string;
  readonly runs: { block: Block; status: number | null; output: string }[];
}

/** The ```sh blocks of one walkthrough ("python": unnamed markers), in order. */
export function walkthroughBlocks(markdown: string, name = "python"): Block[] {
  const re = /<!-- walkthrough(?: ([a-z-]+))?(?:: exit (\d+))? -->\n```sh\n([\s\S]*?)\n```/g;
  return [...markdown.matchAll(re)].filter((m) => (m[1] ?? "python") === name).map((m) => ({ code: m[3]!, exit: Number(m[2] ?? 0) }));
}

const doc = readFileSync("docs/adopting.md", "utf8");

function humanEnv(home: string): NodeJS.ProcessEnv {
  // python3 is Debian's (pytest and Hypothesis in its site-packages), as a reader's python3 has them.
  const env: NodeJS.ProcessEnv = { ...process.env, SEEDGATE_PYTHON: PYTHON, PATH: `/usr/bin:${process.env.PATH}`, GIT_CONFIG_NOSYSTEM: "1", HOME: home };
  for (const k of ["CI", "GITHUB_ACTIONS", "GIT_DIR", "GIT_WORK_TREE", "SEEDGATE_HOLDOUT_SECRET"]) delete env[k];
  // `npx vitest` leaves npm_config_* (its cache, this repository as the local prefix) that no reader's shell has.
  for (const k of Object.keys(env)) if (/^npm_/i.test(k)) delete env[k];
  Object.assign(env, { GIT_AUTHOR_NAME: "Alice", GIT_AUTHOR_EMAIL: "alice@example.invalid", GIT_COMMITTER_NAME: "Alice", GIT_COMMITTER_EMAIL: "alice@example.invalid" });
  return env;
}

function walk(name: string): Walk {
  const w: Walk = { dir: "", sha: "", runs: [] };
  beforeAll(() => {
    w.sha = spawnSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).stdout.trim();
    if (!existsSync(cli)) throw new Error("dist/cli.js is missing: run npm run build");
    const dir = (w.dir = mkdtempSync(join(tmpdir(), `seedgate-adopting-${name}-`)));
    const [state, vars] = [join(dir, ".cwd"), join(dir, ".env")];
    writeFileSync(state, join(dir, "work"));
    writeFileSync(vars, "");
    spawnSync("mkdir", [join(dir, "work")]);
    walkthroughBlocks(doc, name).forEach((block, i) => {
      const script = join(dir, `block-${i}.sh`);
      const keep = `pwd > "${state}"; export -p | grep '^declare -x SEEDGATE_' > "${vars}" || true`;
      writeFileSync(script, [`set -e`, `. '${vars}'`, `cd "$(cat '${state}')"`, `trap '${keep.replace(/'/g, `'\\''`)}' EXIT`, `seedgate() { node '${cli}' "$@"; }`, block.code, ""].join("\n"));
      const r = spawnSync("script", ["-qec", `bash ${script}`, "/dev/null"], { encoding: "utf8", env: humanEnv(dir), timeout: 400_000 });
      w.runs.push({ block, status: r.status, output: `${r.stdout}${r.stderr}`.replace(/\r\n/g, "\n") });
    });
  }, 1_500_000);
  afterAll(() => rmSync(w.dir, { recursive: true, force: true }));
  return w;
}

const outputOf = (w: Walk, step: string) => w.runs.find((r) => r.block.code.includes(step))!.output;
const checksOf = (w: Walk) => w.runs.filter((r) => r.block.code.includes("seedgate check"));

function commonTests(name: string, w: Walk, id: string, journalPath: string) {
  test("the walkthrough has its steps: init, hunt, lock, the bootstrap check, a green and a red pull request", () => {
    const all = walkthroughBlocks(doc, name)
      .map((b) => b.code)
      .join("\n");
    for (const step of ["git init", "seedgate init", "seedgate hunt", "seedgate lock", "seedgate validate", "seedgate check --base main"]) expect(all).toContain(step);
    expect(walkthroughBlocks(doc, name).filter((b) => b.exit === 1)).toHaveLength(2);
  });

  test("every block exits as the doc says", () => {
    const blocks = walkthroughBlocks(doc, name);
    expect(w.runs.map((r) => ({ code: r.block.code.split("\n")[0], exit: r.status })), w.runs.map((r) => r.output).join("\n----\n")).toEqual(
      blocks.map((b) => ({ code: b.code.split("\n")[0], exit: b.exit })),
    );
  });

  test("init pins the workflows to this seedgate's commit and maps the holdout secret into the lane step", () => {
    const sha = w.sha;
    expect(sha).toMatch(/^[0-9a-f]{40}$/);
    const workflow = readFileSync(join(w.dir, `work/${repoOf(name)}/.github/workflows/seedgate.yml`), "utf8");
    expect(workflow).toContain(`uses: seedgate-dev/seedgate@${sha}`);
    expect(workflow).not.toContain("seedgate@v0");
    expect(workflow).toContain("SEEDGATE_HOLDOUT_SECRET: ${{ secrets.SEEDGATE_HOLDOUT_SECRET }}");
  });

  test("the hunt proposes secret holdouts, the human locks, and the journal validates", () => {
    const journal = JSON.parse(readFileSync(join(w.dir, `work/${repoOf(name)}/${journalPath}`), "utf8"));
    expect(journal).toMatchObject({ id, state: "locked", holdout: { seeds: [], secret: { k: 3 } } });
    expect(journal.replay.seeds.length).toBeGreaterThan(0);
    expect(outputOf(w, "seedgate lock")).toContain('state: "hit" → "locked"');
    expect(outputOf(w, "seedgate lock")).toContain("✓ valid");
  });

  test("the bootstrap pull request is red for want of an owner's approval; then a green and a red pull request, with no standing warning", () => {
    const checks = checksOf(w);
    expect(checks).toHaveLength(3);
    expect(checks[0]!.output).toContain("sealed paths changed without a qualifying approval");
    expect(checks[1]!.output).toContain("verdict: success");
    expect(checks[2]!.output).toMatch(new RegExp(`${id}.*block merge \\(regression\\)`));
    expect(checks[2]!.output).toContain("verdict: failure");
    // The default path holds no listed holdouts: no "listed in plain text" note on every report.
    for (const c of checks) expect(c.output).not.toContain("plain text");
  });
}

const repoOf = (name: string) => (name === "python" ? "chunky" : "chunky-js");

describe("the Python walkthrough (a src layout with pyproject.toml and a requirements file)", () => {
  const w = walk("python");
  commonTests("python", w, "rejoin", "oracles/rejoin.json");

  test("init found the src layout and wrote the environment the lanes make", () => {
    const config = readFileSync(join(w.dir, "work/chunky/.github/seedgate.yml"), "utf8");
    expect(config).toMatch(/pythonPaths: \["src"\]/);
    expect(config).toContain("network: setup");
    expect(config).toContain('- [".venv/bin/pip","install","-r","requirements-dev.txt"]');
    const out = outputOf(w, "seedgate init");
    expect(out).toContain("production code: src (from pyproject.toml [tool.pytest.ini_options] pythonpath) → runners.pythonPaths");
    // The next steps print this repository's own hunt: the parent of the commit that added the test.
    const parent = spawnSync("git", ["rev-list", "--max-parents=0", "main"], { cwd: join(w.dir, "work/chunky"), encoding: "utf8" }).stdout.trim();
    expect(out).toContain(`seedgate hunt --parent ${parent} --property rejoin --budget 30 --out oracles/rejoin.json`);
    // No environment made by hand: the hunt ran runners.setup in the parent's worktree, and nothing of it is in the checkout.
    expect(out).not.toContain("python3 -m venv");
    expect(existsSync(join(w.dir, "work/chunky/.venv"))).toBe(false);
  });
});

describe("the fast-check walkthrough (vitest and fast-check from the npm registry, npm ci in the lanes)", () => {
  const w = walk("fast-check");
  commonTests("fast-check", w, "chunks_rejoin", "oracles/chunks_rejoin.json");

  test("init wrote npm ci as the lanes' setup, with the network open to it alone", () => {
    const config = readFileSync(join(w.dir, "work/chunky-js/.github/seedgate.yml"), "utf8");
    expect(config).toContain('- ["npm","ci"]');
    expect(config).toContain("network: setup");
    expect(config).not.toContain("pythonPaths");
  });
});
