// Run the bundled action the way a GitHub runner does: a subprocess with INPUT_*,
// GITHUB_EVENT_PATH, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY set.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export interface RunnerResult {
  readonly exitCode: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly outputs: Record<string, string>;
  readonly summary: string;
  /** `::error file=...::message` workflow commands printed on stdout. */
  readonly commands: { name: string; props: Record<string, string>; message: string }[];
}

export interface RunnerOptions {
  readonly inputs: Record<string, string>;
  readonly workspace: string;
  readonly event?: { name: string; payload: object };
  readonly env?: Record<string, string>;
  readonly entry?: string;
}

export async function runAction(opts: RunnerOptions): Promise<RunnerResult> {
  const tmp = mkdtempSync(join(tmpdir(), "seedgate-runner-"));
  const files = { event: join(tmp, "event.json"), output: join(tmp, "output"), summary: join(tmp, "summary.md") };
  writeFileSync(files.event, JSON.stringify(opts.event?.payload ?? {}));
  writeFileSync(files.output, "");
  writeFileSync(files.summary, "");
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: process.env.HOME ?? tmp,
    GITHUB_ACTIONS: "true",
    CI: "true",
    GITHUB_WORKSPACE: opts.workspace,
    GITHUB_EVENT_NAME: opts.event?.name ?? "pull_request",
    GITHUB_EVENT_PATH: files.event,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    RUNNER_TEMP: tmp,
    ...opts.env,
  };
  for (const [k, v] of Object.entries(opts.inputs)) env[`INPUT_${k.replace(/ /g, "_").toUpperCase()}`] = v;
  const entry = opts.entry ?? resolve("dist/index.js");
  const { exitCode, stdout, stderr } = await new Promise<{ exitCode: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(process.execPath, [entry], { cwd: opts.workspace, env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (b) => (out += b));
    child.stderr.on("data", (b) => (err += b));
    child.on("close", (code) => done({ exitCode: code, stdout: out, stderr: err }));
  });
  return {
    exitCode,
    stdout,
    stderr,
    outputs: parseOutputFile(readFileSync(files.output, "utf8")),
    summary: readFileSync(files.summary, "utf8"),
    commands: parseCommands(stdout),
  };
}

/** GITHUB_OUTPUT uses `name<<DELIMITER\nvalue\nDELIMITER` blocks. */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i]!);
    if (m) {
      const end = lines.indexOf(m[2]!, i + 1);
      out[m[1]!] = lines.slice(i + 1, end).join("\n");
      i = end;
    } else if (lines[i]!.includes("=")) {
      const [k, ...v] = lines[i]!.split("=");
      out[k!] = v.join("=");
    }
  }
  return out;
}

function parseCommands(stdout: string): RunnerResult["commands"] {
  const out: RunnerResult["commands"] = [];
  for (const line of stdout.split("\n")) {
    const m = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!m) continue;
    const props: Record<string, string> = {};
    for (const kv of (m[2] ?? "").split(",").filter(Boolean)) {
      const [k, ...v] = kv.split("=");
      props[k!] = unescapeProp(v.join("="));
    }
    out.push({ name: m[1]!, props, message: unescapeData(m[3]!) });
  }
  return out;
}

const unescapeData = (s: string) => s.replace(/%0D/g, "\r").replace(/%0A/g, "\n").replace(/%25/g, "%");
const unescapeProp = (s: string) => unescapeData(s).replace(/%3A/g, ":").replace(/%2C/g, ",");
