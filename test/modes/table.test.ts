// The mode table is the one list of modes: each face runs exactly the modes the table gives it.
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { expect, test } from "vitest";
import { ACTION_COMMANDS } from "../../src/action/inputs.js";
import { COMMANDS } from "../../src/cli/commands.js";
import { MODES, modesOf, runsPrCode } from "../../src/modes/table.js";
import { NON_VOTING_KINDS } from "../../src/core/judge/non-voting.js";

test("the CLI's command table has one entry per mode the table gives the CLI, and no other", () => {
  expect(Object.keys(COMMANDS).sort()).toEqual(modesOf("cli").sort());
});

test("the action's command input names exactly the modes the table gives the action", () => {
  expect([...ACTION_COMMANDS].sort()).toEqual(["earned", "gate", "hunt", "lane", "plan", "quarantine", "seal", "telemetry"]);
  const action = parse(readFileSync("action.yml", "utf8")) as { inputs: { command: { description: string } } };
  const named = action.inputs.command.description.match(/\b[a-z]+\b/g)!.filter((w) => Object.hasOwn(MODES, w));
  expect(named.sort()).toEqual([...ACTION_COMMANDS].sort());
});

test("the modes that run pull-request code are exactly those that execute the head's code", () => {
  const running = Object.keys(MODES).filter(runsPrCode).sort();
  expect(running).toEqual(["check", "earned", "hunt", "lane", "quarantine", "telemetry"]);
  expect(runsPrCode("toString")).toBe(false);
  expect(runsPrCode("sael")).toBe(false);
});

test("modes that never vote are the non-voting ones: each kind of results the judge shows but never counts is a mode that does not vote", () => {
  expect(NON_VOTING_KINDS.length).toBeGreaterThan(0);
  for (const kind of NON_VOTING_KINDS) expect([kind, MODES[kind as keyof typeof MODES].votes]).toEqual([kind, false]);
  expect(MODES.lane.votes).toBe(true);
  expect(MODES.gate.exit).toBe("verdict");
  expect(MODES.lane.exit).toBe("ran");
});
