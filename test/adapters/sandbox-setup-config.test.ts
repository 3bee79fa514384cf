// runners.setup sees the package managers' own configuration, read-only: the caller's
// ~/.npmrc and ~/.config/pip/pip.conf in its private HOME, and PIP_*, npm_config_*, the
// proxies and the CA bundles in its environment. A row's process sees none of what may
// hold a credential, not through HOME, not in its environment, and under bubblewrap not by
// the file's own path; a CA bundle's path, no secret, stays in its environment.
// Real processes, real sandboxes, a fake HOME. A failed setup shows the tool's last lines.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { processExec } from "../../src/adapters/exec.js";
import { hostSandboxes } from "../../src/adapters/sandbox-policy.js";
import { DEFAULT_CONFIG, type Config } from "../../src/core/inputs/config.js";
import { laneSandbox } from "../../src/modes/lane/sandbox.js";
import type { Log } from "../../src/ports/local.js";
import { gateProject, quietLog, runLanes } from "../support/gate-fixture.js";
import { gitAt } from "../../src/adapters/git.js";
import { gate } from "../../src/modes/gate/gate.js";
import { gateMarkdown } from "../../src/modes/gate/render.js";
import { manifestCheck } from "../../src/cli/wiring.js";
import { hostFiles } from "../../src/adapters/files.js";
import { tempRepo } from "../support/repo.js";

const repo = tempRepo("seedgate-setup-config-");
repo.write("README.md", "x\n");
repo.commit("base");
// Outside /tmp, as a real HOME is: the sandbox's private /tmp would hide it anyway.
const home = mkdtempSync("/var/tmp/seedgate-fake-home-");
const scratch = mkdtempSync(join(tmpdir(), "seedgate-setup-config-ca-"));
afterAll(() => (repo.cleanup(), rmSync(home, { recursive: true, force: true }), rmSync(scratch, { recursive: true, force: true })));

mkdirSync(join(home, ".config/pip"), { recursive: true });
writeFileSync(join(home, ".npmrc"), "//mirror.example/:_authToken=NPMRC-SECRET\n");
writeFileSync(join(home, ".config/pip/pip.conf"), "[global]\nindex-url = https://u:PIPCONF-SECRET@mirror.example/simple\n");
const ca = join(scratch, "ca.pem");
writeFileSync(ca, "CA-BUNDLE-BYTES\n");
const callerEnv = {
  ...process.env,
  HOME: home,
  PIP_INDEX_URL: "https://u:PIPENV-SECRET@mirror.example/simple",
  npm_config_registry: "https://NPMENV-SECRET@mirror.example/",
  HTTPS_PROXY: "http://u:PROXY-SECRET@proxy.example:3128",
  NODE_EXTRA_CA_CERTS: ca,
};
const SECRETS = ["NPMRC-SECRET", "PIPCONF-SECRET", "PIPENV-SECRET", "NPMENV-SECRET", "PROXY-SECRET"];

/** What setup saw, written where setup may write (the workspace); and whether it could change the caller's .npmrc. */
const SETUP = [
  'cat "$HOME/.npmrc" "$HOME/.config/pip/pip.conf" "$NODE_EXTRA_CA_CERTS" > setup-saw',
  'env | grep -E "^(PIP_INDEX_URL|npm_config_registry|HTTPS_PROXY)=" >> setup-saw',
  'if (echo tampered >> "$HOME/.npmrc") 2>/dev/null; then echo WROTE-NPMRC >> setup-saw; fi',
].join("; ");

const configWith = (sandbox: "bwrap" | "landlock", setup: string[][]): Config => ({
  ...DEFAULT_CONFIG,
  runners: { ...DEFAULT_CONFIG.runners, sandbox, setup },
});
const ports = (log: Log = quietLog) => ({ exec: processExec, sandboxes: hostSandboxes, log });

test.each(["bwrap", "landlock"] as const)(
  "under %s: setup reads pip's and npm's configuration, read-only; a row sees none of it",
  async (sandbox) => {
    const box = await laneSandbox(ports(), configWith(sandbox, [["/bin/sh", "-c", SETUP]]), repo.dir, callerEnv);
    expect(box.ok && box.kind).toBe(sandbox);
    const saw = readFileSync(join(repo.dir, "setup-saw"), "utf8");
    for (const s of [...SECRETS, "CA-BUNDLE-BYTES"]) expect(saw).toContain(s);
    expect(saw).not.toContain("WROTE-NPMRC");
    expect(readFileSync(join(home, ".npmrc"), "utf8")).toBe("//mirror.example/:_authToken=NPMRC-SECRET\n");
    if (!box.ok) return;
    // A row gets the caller's whole environment, as the lane's rows do: the sandbox takes the settings out.
    const byPath = sandbox === "bwrap" ? ` "${home}/.npmrc" "${home}/.config/pip/pip.conf"` : ""; // Landlock cannot hide a readable file
    const row = await box.exec.run({
      command: "/bin/sh",
      args: [
        "-c",
        `cat "$HOME/.npmrc" "$HOME/.config/pip/pip.conf"${byPath} 2>/dev/null; env | grep -iE "SECRET|^pip_|^npm_config_|_proxy="; echo "CA=$NODE_EXTRA_CA_CERTS"; echo ROW-END`,
      ],
      cwd: repo.dir,
      env: Object.fromEntries(Object.entries(callerEnv).filter((e): e is [string, string] => e[1] !== undefined)),
      timeoutMs: 30_000,
    });
    expect(row.stdoutTail).toBe(`CA=${ca}\nROW-END\n`); // a CA bundle's path is no credential: rows keep it
  },
  60_000,
);

test("the setup's last lines (bounded) reach the log and every row; the start and end are logged with the duration", async () => {
  const lines: string[] = [];
  const log: Log = { ...quietLog, info: (m) => void lines.push(`info ${m}`), error: (m) => void lines.push(`error ${m}`) };
  const noisy = 'for i in $(seq 1 60); do echo "Collecting package-$i"; done; echo "ERROR: No matching distribution found for nope" >&2; exit 1';
  const box = await laneSandbox(ports(log), configWith("bwrap", [["/bin/true"], ["/bin/sh", "-c", noisy]]), repo.dir, callerEnv);
  expect(box.ok).toBe(false);
  if (box.ok) return;
  expect(box.refusal.detail).toMatch(/^runners\.setup command `\/bin\/sh -c .*` exited 1 after \d+\.\d s, so no row ran$/);
  expect(box.refusal.tail.split("\n")).toHaveLength(20);
  expect(box.refusal.tail).toMatch(/Collecting package-60\nERROR: No matching distribution found for nope$/);
  expect(box.refusal.tail).not.toContain("package-41\n");
  expect(lines[0]).toBe("info sandbox: bwrap");
  expect(lines[1]).toBe("info setup: /bin/true …");
  expect(lines[2]).toMatch(/^info setup: \/bin\/true done in \d+\.\d s$/);
  expect(lines.at(-1)).toMatch(
    /^error runners\.setup command .* exited 1 .*; its last lines:\n {4}Collecting package-42\n[\s\S]* {4}ERROR: No matching distribution found for nope$/,
  );
}, 60_000);

test("a real lane whose setup fails: the comment shows pip's reason once, in a code block, not a page of log", async () => {
  const noisy =
    "import sys\nfor i in range(60): print(f'Collecting package-{i}')\nsys.stdout.flush()\nsys.exit('ERROR: No matching distribution found for nope')";
  const p = gateProject(`runners:\n  setup: [["/usr/bin/python3", "-c", ${JSON.stringify(noisy)}]]\n`);
  const dir = mkdtempSync(join(tmpdir(), "seedgate-setup-comment-"));
  try {
    await runLanes(p.repo, p.base, dir);
    const git = gitAt(p.repo.dir);
    const now = { now: () => new Date("2026-12-01T00:00:00Z") };
    const g = await gate(
      { base: p.base, head: p.base, results: dir, fetch: false },
      { git, log: quietLog, clock: now, manifests: manifestCheck, files: hostFiles },
    );
    expect(g.verdict).toBe("failure");
    const md = gateMarkdown(g);
    expect(md.match(/\*\*Setup:\*\*/g)).toHaveLength(1); // replay and holdout failed alike: shown once
    expect(md).toMatch(/```text\n(Collecting package-\d+\n){19}ERROR: No matching distribution found for nope\n```/);
    expect(md).not.toContain("Collecting package-40\n");
  } finally {
    rmSync(dir, { recursive: true, force: true });
    p.repo.cleanup();
  }
}, 120_000);
