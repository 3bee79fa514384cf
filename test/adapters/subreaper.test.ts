// dist/cli.js as a child subreaper (src/adapters/subreaper.ts): a command that runs
// pull-request code re-runs itself under a Python shim that sets
// PR_SET_CHILD_SUBREAPER, so a daemon that double-forks, calls setsid and re-execs with
// an EMPTY environment (no sweep marker) is re-parented to seedgate and killed
// by the sweep. The control run, with the re-run turned off, shows the same daemon
// surviving: the marker alone cannot find it.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { tempRepo, type TempRepo } from "../support/repo.js";

const CLI = resolve("dist/cli.js");
const linux = process.platform === "linux" && existsSync("/usr/bin/python3");

const out = mkdtempSync(join(tmpdir(), "seedgate-subreaper-"));
const WROTE = join(out, "daemon-wrote");
// A hit (exit 1) that leaves a daemon behind: after 1.5 s it writes WROTE.
const PROPERTY = [
  `( setsid /usr/bin/env -i /bin/sh -c 'sleep 1.5; echo rewritten > "$1"' sh '${WROTE}' </dev/null >/dev/null 2>&1 & )`,
  "sleep 0.3 # the daemon is in its own session before the run's group is killed",
  "exit 1",
  "",
].join("\n");

// What a property sees of the CA file: its own variable, and the initial environment of
// its parent (the re-run seedgate, whose Node started without it: subreaper.ts parks it).
const SEEN = join(out, "ca-seen");
const ENV_PROPERTY = [
  `printf '%s\n' "$NODE_EXTRA_CA_CERTS" > '${SEEN}'`,
  `tr '\0' '\n' < /proc/$PPID/environ | grep -c '^NODE_EXTRA_CA_CERTS=' >> '${SEEN}'`,
  `env | grep -c '^SEEDGATE_PARKED' >> '${SEEN}'`,
  "exit 1",
  "",
].join("\n");

let repo: TempRepo;
let parent: string;

beforeAll(() => {
  repo = tempRepo("seedgate-subreaper-repo-");
  repo.write("tests/prop.sh", PROPERTY);
  // Unsandboxed: the subreaper is the last line where no kernel sandbox runs (bwrap's pid
  // namespace would kill the daemon itself, and its private /tmp would hide WROTE).
  repo.write("tests/env.sh", ENV_PROPERTY);
  repo.write(
    ".github/seedgate.yml",
    [
      "runners:\n  sandbox: none\n  rules:",
      "    - { match: tests/prop.sh, preset: command, command: [/bin/sh, tests/prop.sh] }",
      "    - { match: tests/env.sh, preset: command, command: [/bin/sh, tests/env.sh] }\n",
    ].join("\n"),
  );
  repo.write(
    "oracles/e.json",
    JSON.stringify({ id: "e", selector: "tests/env.sh", replay: { seeds: [], hits: 0 }, holdout: { seeds: [], generator_saw: false }, state: "proposed" }),
  );
  repo.write(
    "oracles/p.json",
    JSON.stringify({ id: "p", selector: "tests/prop.sh", replay: { seeds: [], hits: 0 }, holdout: { seeds: [], generator_saw: false }, state: "proposed" }),
  );
  parent = repo.commit("a property that leaves a daemon");
});
afterAll(() => {
  repo.cleanup();
  rmSync(out, { recursive: true, force: true });
});

function hunt(extra: Record<string, string> = {}, property = "p") {
  rmSync(WROTE, { force: true });
  const env = { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: out, ...extra };
  return spawnSync(process.execPath, [CLI, "hunt", "--parent", parent, "--property", property, "--seeds", "1", "--json"], {
    cwd: repo.dir,
    env,
    encoding: "utf8",
  });
}

const settle = () => new Promise((done) => setTimeout(done, 2500));

test.runIf(linux)(
  "a daemon with an empty environment is re-parented to seedgate and killed before the command ends",
  async () => {
    const r = hunt();
    expect(r.status, r.stderr).toBe(0); // a hit
    expect(r.stderr).toMatch(/killed [12] process\(es\) the code under test left running outside its process group/); // sh, and its sleep
    await settle();
    expect(existsSync(WROTE)).toBe(false);
  },
  60_000,
);

test.runIf(linux)(
  "control: without the re-run the same daemon outlives seedgate (the marker cannot find it)",
  async () => {
    const r = hunt({ SEEDGATE_SUBREAPER: "off" });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).not.toContain("killed");
    await settle();
    expect(existsSync(WROTE)).toBe(true);
  },
  60_000,
);

test.runIf(linux)("the re-run's Node starts without NODE_EXTRA_CA_CERTS, and the code it runs gets the caller's value back", () => {
  const certs = join(out, "certs.pem"); // never read by a TLS connection here: any path shows where the value went
  writeFileSync(certs, "");
  const r = hunt({ NODE_EXTRA_CA_CERTS: certs }, "e");
  expect(r.status, r.stderr).toBe(0); // a hit
  // The property's own value, then how many NODE_EXTRA_CA_CERTS its parent started with, then any parked copy left in its env.
  expect(readFileSync(SEEN, "utf8")).toBe(`${certs}\n0\n0\n`);
  const control = hunt({ NODE_EXTRA_CA_CERTS: certs, SEEDGATE_SUBREAPER: "off" }, "e");
  expect(control.status, control.stderr).toBe(0);
  expect(readFileSync(SEEN, "utf8")).toBe(`${certs}\n1\n0\n`); // no re-run: the one Node started with it
});
