// The seal's plain spellings skip commander: the short parser takes only what it can
// read exactly, and for those the result, output, exit code and errors are the full
// parser's, byte for byte.
import { afterAll, beforeAll, expect, test } from "vitest";
import { main } from "../../src/cli/dispatch.js";
import type { CliIo } from "../../src/cli/io.js";
import { plainSealArgs, runPlainSeal } from "../../src/cli/seal-fast.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

function io(): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (t) => void stdout.push(t), err: (t) => void stderr.push(t), isTTY: false, color: false };
}

test("plain spellings are read as commander reads them", () => {
  expect(plainSealArgs(["seal", "--base", "main", "--head", "HEAD~1", "--json", "--fetch", "--markdown", "--config", "c.yml", "--cwd", "/r"])).toEqual({
    base: "main",
    head: "HEAD~1",
    json: true,
    fetch: true,
    markdown: true,
    config: "c.yml",
    cwd: "/r",
  });
});

test("everything else goes to the full parser", () => {
  const others = [
    [],
    ["seal"],
    ["seal", "--json"],
    ["lane", "--base", "main"],
    ["seal", "--base"],
    ["seal", "--base", ""],
    ["seal", "--base", "-x"],
    ["seal", "--base", "--json"],
    ["seal", "--base=main"],
    ["seal", "--base", "main", "--base", "other"],
    ["seal", "--base", "main", "--json", "--json"],
    ["seal", "--base", "main", "--paths", "-"],
    ["seal", "--base", "main", "--help"],
    ["seal", "--base", "main", "-h"],
    ["seal", "--base", "main", "extra"],
    ["seal", "--base", "main", "--nope"],
    ["seal", "--base", "main", "--Json"],
    ["seal", "--base", "main", "--"],
    ["seal", "--base", "main", "--head"],
  ];
  for (const argv of others) expect(plainSealArgs(argv), argv.join(" ")).toBeNull();
});

let repo: TempRepo;
let base: string;
beforeAll(() => {
  repo = tempRepo();
  repo.write("src/a.py", "a = 1\n");
  base = repo.commit("base");
  repo.write("src/a.py", "a = 2\n");
  repo.write(".github/workflows/ci.yml", "on: push\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps:\n      - run: bash scripts/ci.sh\n");
  repo.commit("head");
});
afterAll(() => repo.cleanup());

test("the short path prints and exits exactly as dispatch does: green, red, markdown, errors", async () => {
  const cases = [
    ["seal", "--base", base, "--head", base, "--json", "--cwd", repo.dir],
    ["seal", "--base", base, "--json", "--cwd", repo.dir],
    ["seal", "--base", base, "--markdown", "--cwd", repo.dir],
    ["seal", "--base", base, "--cwd", repo.dir],
    ["seal", "--base", "no-such-rev", "--json", "--cwd", repo.dir],
    ["seal", "--base", base, "--config", "missing.yml", "--cwd", repo.dir],
  ];
  const codes: number[] = [];
  for (const argv of cases) {
    const values = plainSealArgs(argv);
    expect(values, argv.join(" ")).not.toBeNull();
    const [fast, full] = [io(), io()];
    const fastCode = await runPlainSeal(values!, fast);
    const fullCode = await main(argv, full);
    expect({ code: fastCode, out: fast.stdout, err: fast.stderr }, argv.join(" ")).toEqual({ code: fullCode, out: full.stdout, err: full.stderr });
    codes.push(fastCode);
  }
  // The cases cover a green seal, a red one (the head changes a workflow) and usage/git errors.
  expect(codes).toEqual([0, 1, 1, 1, 2, 2]);
});
