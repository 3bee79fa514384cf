// INPUT_* → typed settings, parsed once. The only reader of action inputs.
import * as core from "@actions/core";
import { readFileSync } from "node:fs";
import { COMMENT_MODES, type CommentMode } from "../core/inputs/config.js";
import { SeedgateError } from "../core/errors.js";
import { modesOf, type ModeOf } from "../modes/table.js";

export const ACTION_COMMANDS = modesOf("action");
export type ActionCommand = ModeOf<"action">;

export interface ActionSettings {
  readonly command: ActionCommand;
  readonly token: string;
  readonly config: string | undefined;
  /** Absent only for the hardened gate (it learns the base from the pull request) and the re-hunt; `baseOf` reads it. */
  readonly base: string | undefined;
  readonly head: string;
  readonly workspace: string;
  readonly results: string | undefined;
  readonly lane: string | undefined;
  readonly shard: string | undefined;
  readonly checkRunId: number | undefined;
  /** gate: overrides the config's check.comment. */
  readonly comment: CommentMode | undefined;
  readonly appId: string | undefined;
  readonly privateKey: string | undefined;
  /** gate: the pull request to judge when the event carries none (workflow_dispatch); its head must be `head`. */
  readonly pullRequest: number | undefined;
  readonly event: PullRequestEvent;
}

export interface PullRequestEvent {
  readonly name: string;
  readonly payload: Record<string, unknown>;
  readonly baseSha: string | undefined;
  readonly headSha: string | undefined;
  readonly number: number | undefined;
  /** The pull request's author login, when the payload carries it. */
  readonly author: string | undefined;
  /** On workflow_run (the hardened judge): the triggering run. Its pull_requests list is empty for forks. */
  readonly workflowRun: { readonly id: number; readonly headSha: string; readonly pullNumbers: readonly number[] } | undefined;
  /** The pull request's head is another repository's (a fork): its lanes got no secrets. */
  readonly fork: boolean;
}

/** The base revision of a mode that needs one (readSettings let it be absent only where a mode finds its own). */
export function baseOf(s: Pick<ActionSettings, "base" | "command">): string {
  if (s.base === undefined)
    throw new SeedgateError("usage", `command: ${s.command} needs a base commit`, { hint: "run it on pull_request, or pass the base input" });
  return s.base;
}

const optional = (name: string): string | undefined => core.getInput(name) || undefined;

export function readSettings(env: NodeJS.ProcessEnv = process.env): ActionSettings {
  const command = core.getInput("command", { required: true }) as ActionCommand;
  if (!ACTION_COMMANDS.includes(command)) {
    throw new SeedgateError("usage", `unknown command "${command}"`, { hint: `the command input is one of ${ACTION_COMMANDS.join(", ")}` });
  }
  const event = readEvent(env);
  const head = optional("head") ?? event.headSha ?? event.workflowRun?.headSha ?? env.GITHUB_SHA;
  // The hardened judge learns the base from the pull request it finds by head SHA; a re-hunt has none.
  const base = optional("base") ?? event.baseSha;
  const pullRequest = optional("pull-request")?.trim();
  // The gate also learns it from the pull request named by the pull-request input.
  const baseOptional = (command === "gate" && (event.workflowRun !== undefined || Boolean(pullRequest))) || command === "hunt";
  if ((base === undefined && !baseOptional) || head === undefined) {
    throw new SeedgateError("usage", "no base or head revision", {
      hint: "run on pull_request, or set the base and head inputs (e.g. base: ${{ github.event.before }})",
    });
  }
  const checkRunId = optional("check-run-id");
  return {
    command,
    token: core.getInput("token"),
    config: optional("config"),
    base,
    head,
    workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
    results: optional("results"),
    lane: optional("lane"),
    shard: optional("shard"),
    checkRunId: checkRunId === undefined ? undefined : positiveInt(checkRunId, "check-run-id"),
    comment: commentMode(optional("comment")),
    appId: optional("app-id"),
    privateKey: optional("private-key"),
    pullRequest: pullRequest ? positiveInt(pullRequest, "pull-request") : undefined,
    event,
  };
}

function readEvent(env: NodeJS.ProcessEnv): PullRequestEvent {
  const name = env.GITHUB_EVENT_NAME ?? "";
  const path = env.GITHUB_EVENT_PATH;
  let payload: Record<string, unknown> = {};
  if (path) {
    try {
      payload = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
    } catch (cause) {
      throw new SeedgateError("input", `cannot read the event payload: ${(cause as Error).message}`, { file: path, cause });
    }
  }
  const pr = payload.pull_request as { base?: { sha?: string }; head?: { sha?: string }; number?: number; user?: { login?: string } } | undefined;
  const run = payload.workflow_run as { id?: number; head_sha?: string; pull_requests?: { number?: number }[] } | undefined;
  const workflowRun =
    name === "workflow_run" && typeof run?.head_sha === "string"
      ? {
          id: run.id ?? 0,
          headSha: run.head_sha,
          pullNumbers: (run.pull_requests ?? []).map((p) => p.number).filter((n): n is number => typeof n === "number"),
        }
      : undefined;
  return { name, payload, baseSha: pr?.base?.sha, headSha: pr?.head?.sha, number: pr?.number, author: pr?.user?.login, workflowRun, fork: fromFork(payload) };
}

type Repo = { full_name?: string } | null | undefined;

/** pull_request*: head and base repositories differ; workflow_run (the hardened judge): the run's head repository is not this one. */
export function fromFork(payload: Record<string, unknown>): boolean {
  const pr = payload.pull_request as { head?: { repo?: Repo }; base?: { repo?: Repo } } | undefined;
  const run = payload.workflow_run as { head_repository?: Repo; repository?: Repo } | undefined;
  const [head, base] = pr ? [pr.head?.repo, pr.base?.repo] : [run?.head_repository, run?.repository];
  // A deleted fork leaves head.repo null: still not this repository.
  return base?.full_name !== undefined && head?.full_name !== base.full_name;
}

function commentMode(text: string | undefined): CommentMode | undefined {
  if (text === undefined) return undefined;
  if ((COMMENT_MODES as readonly string[]).includes(text)) return text as CommentMode;
  throw new SeedgateError("usage", `the comment input must be one of ${COMMENT_MODES.join(", ")}, got "${text}"`);
}

function positiveInt(text: string, input: string): number {
  // Digits only: Number() would take "0x1f", "1e3" and " 7 " as numbers.
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw new SeedgateError("usage", `${input} must be a positive integer, got "${text}"`);
  return n;
}
