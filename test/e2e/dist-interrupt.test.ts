// Ctrl-C on a terminal lane: the children run in their own process groups (so a
// timeout can kill everything they spawned), which also means the terminal's SIGINT
// does not reach them. seedgate must kill them itself before it dies.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { tempRepo, type TempRepo } from "../support/repo.js";
import { alive } from "../support/process.js";

let repo: TempRepo;
beforeEach(() => {
  repo = tempRepo();
});
afterEach(() => repo.cleanup());


test("SIGINT to `seedgate lane` kills the running property's whole process group", async () => {
  const pidFile = join(repo.dir, "..", `sleeper-${process.pid}-${Date.now()}.pid`);
  repo.write(".github/seedgate.yml", `runners:\n  rules:\n    - match: "tests/*.sh"\n      preset: command\n      command: ["sh", "{selector}", "{seed}"]\n`);
  repo.write("tests/slow.sh", `sleep 1000 & echo $! > ${pidFile}\nwait\n`);
  repo.write("oracles/slow.json", JSON.stringify({ id: "slow", selector: "tests/slow.sh", parent_sha: "a".repeat(40), replay: { seeds: [1], fixtures: [], hits: 1, last_hit_at: null }, holdout: { seeds: [2], generator_saw: false }, state: "locked" }));
  const base = repo.commit("base");
  const child = spawn(process.execPath, [resolve("dist/cli.js"), "lane", "replay", "--base", base], { cwd: repo.dir, stdio: "ignore" });
  for (let i = 0; i < 100 && !existsSync(pidFile); i++) await new Promise((r) => setTimeout(r, 100));
  const sleeper = Number(readFileSync(pidFile, "utf8"));
  expect(alive(sleeper)).toBe(true);
  const exited = new Promise<string | null>((done) => child.on("exit", (_code, signal) => done(signal)));
  child.kill("SIGINT");
  expect(await exited).toBe("SIGINT");
  await new Promise((r) => setTimeout(r, 200));
  expect(alive(sleeper)).toBe(false);
}, 30_000);
