// Ctrl-C on a terminal lane: the children run in their own process groups (so a
// timeout can kill everything they spawned), which also means the terminal's SIGINT
// does not reach them. seedgate must kill them itself before it dies, sandboxed or not.
import { spawn, spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { tempRepo, type TempRepo } from "../support/repo.js";

let repo: TempRepo;
beforeEach(() => {
  repo = tempRepo();
});
afterEach(() => repo.cleanup());

/** Host pids of processes whose command line is exactly `argv` (seen from outside any pid namespace). */
const running = (argv: string): number[] => (spawnSync("pgrep", ["-f", "-x", argv], { encoding: "utf8" }).stdout ?? "").split("\n").filter(Boolean).map(Number);

test.each(["none", "auto"])(
  "SIGINT to `seedgate lane` kills the running property's whole process group (sandbox: %s)",
  async (sandbox) => {
    // A duration no other process on the machine sleeps for: the sleeper is found by its command line.
    const sleep = `sleep 1000.${process.pid}${Date.now() % 100000}`;
    repo.write(
      ".github/seedgate.yml",
      `runners:\n  sandbox: ${sandbox}\n  rules:\n    - match: "tests/*.sh"\n      preset: command\n      command: ["sh", "{selector}", "{seed}"]\n`,
    );
    repo.write("tests/slow.sh", `${sleep} &\nwait\n`);
    repo.write(
      "oracles/slow.json",
      JSON.stringify({
        id: "slow",
        selector: "tests/slow.sh",
        parent_sha: "a".repeat(40),
        replay: { seeds: [1], fixtures: [], hits: 1, last_hit_at: null },
        holdout: { seeds: [2], generator_saw: false },
        state: "locked",
      }),
    );
    const base = repo.commit("base");
    const child = spawn(process.execPath, [resolve("dist/cli.js"), "lane", "replay", "--base", base], { cwd: repo.dir, stdio: "ignore" });
    for (let i = 0; i < 150 && running(sleep).length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(running(sleep).length).toBeGreaterThan(0);
    const exited = new Promise<string | null>((done) => child.on("exit", (_code, signal) => done(signal)));
    child.kill("SIGINT");
    expect(await exited).toBe("SIGINT");
    await new Promise((r) => setTimeout(r, 500));
    expect(running(sleep)).toEqual([]);
  },
  30_000,
);
