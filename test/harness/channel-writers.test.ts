// The only writers of fd 3, one per language (src/harness/protocol/): each writes rows
// the one reader (src/runners/channel.ts) parses against the schema, and no other harness
// file writes the result channel itself.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { parseChannel } from "../../src/runners/channel.js";

const HARNESS = "src/harness";
const fixtureRow = { fixture: "/r/f.json", outcome: "pass", detail: "passed", trace: "", integrity: { checked: true, tampering: [] } };

/** What a child wrote on fd 3 (a pipe), run by `command` with `args`. */
function channelOf(command: string, args: string[]): string {
  const r = spawnSync(command, args, { stdio: ["ignore", "pipe", "pipe", "pipe"], encoding: "utf8" });
  expect(r.status, String(r.stderr)).toBe(0);
  return String(r.output[3] ?? "");
}

test("seedgate_channel.py: a one-row harness's row on fd 3, and a fork server's lines, are rows of the schema", () => {
  const script = [
    "import sys",
    `sys.path.insert(0, ${JSON.stringify(join(HARNESS, "protocol"))})`,
    "import seedgate_channel",
    "with seedgate_channel.result_channel() as ch:",
    `    ch.send(${JSON.stringify(fixtureRow).replace(/true/g, "True")})`,
    "seedgate_channel.write_row(seedgate_channel.RESULT_FD, {'event': 'fork-ready'})",
  ].join("\n");
  const c = parseChannel(channelOf("/usr/bin/python3", ["-c", script]));
  expect(c.error).toBeUndefined();
  expect(c.rows.map((r) => r.kind)).toEqual(["fixture", "fork-ready"]);
});

test("channel.cjs: rows on fd 3 are rows of the schema; without a channel sendAll writes nothing and does not throw", () => {
  const script = `const c = require(${JSON.stringify(join(process.cwd(), HARNESS, "protocol/channel.cjs"))}); c.send({ case: "c1", outcome: "pass", detail: "passed" }); c.sendAll([{ event: "run-end", reason: "passed", unhandled: 0, modules: [] }]);`;
  const c = parseChannel(channelOf(process.execPath, ["-e", script]));
  expect(c.error).toBeUndefined();
  expect(c.rows.map((r) => r.kind)).toEqual(["case", "run-end"]);
  const closed = spawnSync(process.execPath, ["-e", `${script.split(";")[0]}; c.sendAll([{ event: "fork-done" }]);`], { stdio: ["ignore", "pipe", "pipe"] });
  expect(closed.status).toBe(0);
});

test("no harness file outside protocol/ writes fd 3 itself", () => {
  const files = readdirSync(HARNESS, { recursive: true, encoding: "utf8" }).filter((f) => /\.(py|mjs|cjs)$/.test(f) && !f.startsWith("protocol/"));
  const writers = files.filter((f) => /RESULT_FD\s*=|writeSync\(\s*(3|RESULT_FD)\b|os\.fdopen\(os\.dup\(/.test(readFileSync(join(HARNESS, f), "utf8")));
  expect(writers).toEqual([]);
});
