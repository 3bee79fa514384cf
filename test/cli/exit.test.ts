// The CLI turns a verdict into an exit code in one place (src/cli/exit.ts), by the mode
// table's exit column, as the action does in src/action/main.ts; usage errors name their
// own command's usage, never another's.
import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { COMMANDS, usageOf, type CommandName } from "../../src/cli/commands.js";
import { main } from "../../src/cli/dispatch.js";
import { exitCode } from "../../src/cli/exit.js";
import type { CliIo } from "../../src/cli/io.js";
import { NON_VOTING_KINDS } from "../../src/core/judge/non-voting.js";
import { MODES, modesOf } from "../../src/modes/table.js";

test("a red verdict exits 1 unless the mode is advisory; green is 0 everywhere", () => {
  for (const mode of modesOf("cli")) {
    expect([mode, exitCode(mode, "success")]).toEqual([mode, 0]);
    expect([mode, exitCode(mode, "failure")]).toEqual([mode, MODES[mode].exit === "advisory" ? 0 : 1]);
  }
});

test("the advisory modes are exactly the kinds of results the judge shows and never counts", () => {
  const advisory = Object.entries(MODES)
    .filter(([, row]) => row.exit === "advisory")
    .map(([name]) => name);
  expect(advisory.sort()).toEqual([...NON_VOTING_KINDS].sort());
});

test("no command file computes an exit code: each returns its verdict", () => {
  const own = new Set(["exit.ts", "dispatch.ts", "main.ts", "seal-fast.ts"]);
  const offenders = readdirSync("src/cli")
    .filter((f) => f.endsWith(".ts") && !own.has(f))
    .filter((f) => /\breturn\s+[01]\b|\?\s*[01]\s*:\s*[01]\b|,\s*[01]\)\s*;/.test(readFileSync(`src/cli/${f}`, "utf8")));
  expect(offenders).toEqual([]);
});

test("every command's usage error carries that command's own usage as its hint", async () => {
  for (const name of Object.keys(COMMANDS) as CommandName[]) {
    const stderr: string[] = [];
    const io: CliIo = { out: () => undefined, err: (t) => void stderr.push(t), isTTY: false, color: false };
    expect(await main([name, "--no-such-flag"], io), name).toBe(2);
    const [reason, hint, ...rest] = stderr.join("\n").split("\n");
    expect(reason, name).toContain("unknown option '--no-such-flag'");
    expect(hint, name).toBe(`  hint: ${usageOf(name)}`);
    expect(rest, name).toEqual([]);
  }
});
