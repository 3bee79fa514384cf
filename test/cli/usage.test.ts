// The CLI's usage face: no arguments prints the help and exits 2, --version, per-command
// help that describes every flag, and a misspelt command or flag is a usage error (exit 2)
// that names the likely intent, with a hint, before anything runs.
import { afterEach, expect, test } from "vitest";
import { COMMON_FLAGS } from "../../src/cli/args.js";
import { COMMANDS } from "../../src/cli/commands.js";
import { main } from "../../src/cli/dispatch.js";
import type { CliIo } from "../../src/cli/io.js";
import { DEFAULT_EARNED_SEEDS } from "../../src/modes/earned/earned.js";
import { DEFAULT_STATS_WEEKS } from "../../src/modes/stats/stats.js";
import { VERSION } from "../../src/version.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

function io(): CliIo & { stdout: string[]; stderr: string[]; all: () => string } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    all: () => [...stdout, ...stderr].join("\n"),
    out: (t) => void stdout.push(t),
    err: (t) => void stderr.push(t),
    isTTY: false,
    color: false,
  };
}

async function run(...argv: string[]) {
  const out = io();
  const code = await main(argv, out);
  return { code, stdout: out.stdout.join("\n"), stderr: out.stderr.join("\n"), all: out.all() };
}

// Help wraps long descriptions to the terminal's width; compare with whitespace collapsed.
const flat = (text: string) => text.replace(/\s+/g, " ");

test("no arguments prints the help, listing every command, and exits 2", async () => {
  const r = await run();
  expect(r.code).toBe(2);
  expect(r.all).toContain("Usage: seedgate <command> [options]");
  for (const [name, c] of Object.entries(COMMANDS))
    expect(flat(r.all)).toMatch(new RegExp(`\\b${name} ${flat(c.summary).replace(/[|()[\]\\.*+?^$]/g, "\\$&")}`));
  expect(r.all).toContain("Exit codes: 0 green, 1 red verdict, 2 usage, config or internal error.");
});

test("--help, -h and help print the help on stdout and exit 0", async () => {
  for (const argv of [["--help"], ["-h"], ["help"]]) {
    const r = await run(...argv);
    expect(r.code, argv.join(" ")).toBe(0);
    expect(r.stdout).toContain("Usage: seedgate <command> [options]");
    expect(r.stdout).toContain("seal");
  }
  const seal = await run("help", "seal");
  expect(seal.code).toBe(0);
  expect(seal.stdout).toContain("Usage: seedgate seal --base REV");
});

test("--version and -V print the version alone", async () => {
  for (const flag of ["--version", "-V"]) {
    const r = await run(flag);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(VERSION);
  }
});

test("every command's help lists every flag it takes, each with its description", async () => {
  for (const [name, c] of Object.entries(COMMANDS)) {
    const r = await run(name, "--help");
    expect(r.code, name).toBe(0);
    expect(r.stdout, name).toContain(`Usage: seedgate ${name} ${c.usage.split("\n")[0]}`);
    for (const [flag, spec] of Object.entries({ ...c.flags, ...COMMON_FLAGS })) {
      const syntax = typeof spec === "string" ? `--${flag}` : `--${flag} <${spec[0]}>`;
      expect(flat(r.stdout), `${name} ${flag}`).toContain(`${syntax} ${flat(typeof spec === "string" ? spec : spec[1])}`);
    }
    expect(r.stdout, name).toContain("-h, --help");
  }
});

test("seal, lane and hunt list their flags by name", async () => {
  const expected: Record<string, string[]> = {
    seal: ["--base <REV>", "--head <REV>", "--config <FILE>", "--fetch", "--markdown", "--paths <FILE|->"],
    lane: ["--base <REV>", "--head <REV>", "--config <FILE>", "--shard <I/N>", "--only <PROPERTY[:KEY]>", "--out <FILE>"],
    hunt: [
      "--parent <REV>",
      "--property <ID>",
      "--seeds <LIST>",
      "--budget <N>",
      "--oracle <REV>",
      "--out <FILE>",
      "--concurrency <N>",
      "--config <FILE>",
      "--per-process",
      "--holdout-budget <SECONDS>",
      "--replay-max <N>",
    ],
  };
  for (const [name, flags] of Object.entries(expected)) {
    const help = (await run(name, "--help")).stdout;
    for (const flag of [...flags, "--json", "--cwd <DIR>", "-h, --help"]) expect(help, `${name} ${flag}`).toContain(flag);
  }
  expect(flat((await run("hunt", "--help")).stdout)).toContain("--per-process runs each seed in its own");
});

test("the defaults the help states are the commands' defaults", () => {
  expect(COMMANDS.stats.flags.weeks[1]).toContain(`(default ${DEFAULT_STATS_WEEKS})`);
  expect(COMMANDS.earned.flags.seeds[1]).toContain(`(default 1..${DEFAULT_EARNED_SEEDS})`);
});

test("demo --help prints the help and does not run the demo", async () => {
  const started = Date.now();
  const r = await run("demo", "--help");
  expect(r.code).toBe(0);
  expect(r.stdout).toContain("Usage: seedgate demo [--keep] [--json]");
  expect(r.all).not.toContain("throwaway repository at");
  expect(Date.now() - started).toBeLessThan(5_000);
});

test("a misspelt command suggests the command, with a hint, exit 2", async () => {
  const r = await run("chek", "--base", "HEAD");
  expect(r.code).toBe(2);
  expect(r.stderr).toBe("usage error: unknown command 'chek' (did you mean check?)\n  hint: run seedgate --help");
  const far = await run("frobnicate");
  expect(far.code).toBe(2);
  expect(far.stderr).toContain("unknown command 'frobnicate'");
  expect(far.stderr).not.toContain("did you mean");
});

test("a misspelt flag suggests the flag, before anything runs", async () => {
  const r = await run("demo", "--kep");
  expect(r.code).toBe(2);
  expect(r.stdout).toBe("");
  expect(r.stderr).toBe(
    "usage error: unknown option '--kep' (did you mean --keep?)\n  hint: seedgate demo [--keep] [--json] (seedgate demo --help describes every flag)",
  );
  const check = await run("check", "--bsae", "HEAD");
  expect(check.code).toBe(2);
  expect(check.stderr).toContain("unknown option '--bsae' (did you mean --base?)");
});

test("every usage error is one line of reason plus a hint, exit 2", async () => {
  const cases: [string[], string][] = [
    [["lane"], "missing required argument 'lane'"],
    [["seal", "HEAD~1"], "too many arguments for 'seal'"],
    [["split", "--parent-sha"], "option '--parent-sha <SHA>' argument missing"],
    [["split", "--hits", "8"], "--parent-sha is required"],
    [["demo", "--json=yes"], "unknown option '--json=yes'"],
    [["manifest", "write", "fx", "--format", "xml"], "--format is json or sha256sum, not xml"],
  ];
  for (const [argv, reason] of cases) {
    const r = await run(...argv);
    expect(r.code, argv.join(" ")).toBe(2);
    const [first, hint, ...rest] = r.stderr.split("\n");
    expect(first, argv.join(" ")).toMatch(/^usage error: /);
    expect(first, argv.join(" ")).toContain(reason);
    expect(hint, argv.join(" ")).toMatch(/^ {2}hint: .*seedgate /);
    expect(rest, argv.join(" ")).toEqual([]);
  }
  expect((await run("split", "--hits", "8")).stderr).toContain("hint: seedgate split --parent-sha SHA --hits 8,21");
  // A command's own usage error without a hint gets that command's usage, both spellings on one line.
  expect((await run("manifest", "write", "fx", "--format", "xml")).stderr).toContain(
    "hint: seedgate manifest write DIR [--format json|sha256sum] [--json] or seedgate manifest verify DIR [--rev REV] [--json] (seedgate manifest --help",
  );
});

test("flags with a dash reach the command under the name typed", async () => {
  delete process.env.SEEDGATE_TEST_EMPTY_SECRET;
  const r = await run("split", "--parent-sha", "a".repeat(40), "--hits", "8", "--secret-env", "SEEDGATE_TEST_EMPTY_SECRET");
  expect(r.code).toBe(2);
  expect(r.stderr).toContain("the environment variable SEEDGATE_TEST_EMPTY_SECRET is empty");
});

let repo: TempRepo | undefined;
afterEach(() => repo?.cleanup());

test("--cwd and --json work on a command", async () => {
  repo = tempRepo();
  repo.write("README.md", "x\n");
  repo.commit("base");
  const r = await run("validate", "--cwd", repo.dir, "--json");
  expect(r.code).toBe(0);
  expect(JSON.parse(r.stdout)).toMatchObject({ verdict: "success" });
});

test("hunt --shard and hunt merge: their usage errors name what is missing, with hunt's usage (both forms) as the hint", async () => {
  const cases: [string[], RegExp][] = [
    [["hunt", "--parent", "HEAD", "--property", "p", "--budget", "4", "--shard", "1/2"], /--shard writes its partial file to --out FILE/],
    [["hunt", "--parent", "HEAD", "--property", "p", "--budget", "4", "--shard", "3/2", "--out", "x.json"], /--shard is I\/N with 1 <= I <= N, got "3\/2"/],
    [["hunt", "merge"], /hunt merge takes the partial file of every shard/],
    [["hunt", "merge", "a.json", "--parent", "HEAD"], /hunt merge takes no --parent: the partial files carry the hunt/],
    [["hunt", "marge", "a.json"], /hunt takes no argument "marge"/],
    [["hunt", "merge", "/nonexistent/shard-1.json"], /\/nonexistent\/shard-1\.json: cannot read it \(ENOENT\)/],
  ];
  for (const [argv, message] of cases) {
    const r = await run(...argv);
    expect(r.code, argv.join(" ")).toBe(2);
    expect(r.stderr, argv.join(" ")).toMatch(message);
  }
  expect((await run("hunt", "merge")).stderr).toContain("seedgate hunt merge FILE...");
});
