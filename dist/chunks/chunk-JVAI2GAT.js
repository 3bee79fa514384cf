import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  modesOf
} from "./chunk-BGIBCSCY.js";
import {
  getInput
} from "./chunk-VSAVYPF3.js";
import {
  COMMENT_MODES
} from "./chunk-5AD4QTPM.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/action/inputs.ts
import { readFileSync } from "node:fs";
var ACTION_COMMANDS = modesOf("action");
function baseOf(s) {
  if (s.base === void 0)
    throw new SeedgateError("usage", `command: ${s.command} needs a base commit`, { hint: "run it on pull_request, or pass the base input" });
  return s.base;
}
var optional = (name) => getInput(name) || void 0;
function readSettings(env = process.env) {
  const command = getInput("command", { required: true });
  if (!ACTION_COMMANDS.includes(command)) {
    throw new SeedgateError("usage", `unknown command "${command}"`, { hint: `the command input is one of ${ACTION_COMMANDS.join(", ")}` });
  }
  const event = readEvent(env);
  const head = optional("head") ?? event.headSha ?? event.workflowRun?.headSha ?? env.GITHUB_SHA;
  const base = optional("base") ?? event.baseSha;
  const pullRequest = optional("pull-request")?.trim();
  const baseOptional = command === "gate" && (event.workflowRun !== void 0 || Boolean(pullRequest)) || command === "hunt";
  if (base === void 0 && !baseOptional || head === void 0) {
    throw new SeedgateError("usage", "no base or head revision", {
      hint: "run on pull_request, or set the base and head inputs (e.g. base: ${{ github.event.before }})"
    });
  }
  const checkRunId = optional("check-run-id");
  return {
    command,
    token: getInput("token"),
    config: optional("config"),
    base,
    head,
    workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
    results: optional("results"),
    lane: optional("lane"),
    shard: optional("shard"),
    checkRunId: checkRunId === void 0 ? void 0 : positiveInt(checkRunId, "check-run-id"),
    comment: commentMode(optional("comment")),
    appId: optional("app-id"),
    privateKey: optional("private-key"),
    pullRequest: pullRequest ? positiveInt(pullRequest, "pull-request") : void 0,
    event
  };
}
function readEvent(env) {
  const name = env.GITHUB_EVENT_NAME ?? "";
  const path = env.GITHUB_EVENT_PATH;
  let payload = {};
  if (path) {
    try {
      payload = JSON.parse(readFileSync(path, "utf8"));
    } catch (cause) {
      throw new SeedgateError("input", `cannot read the event payload: ${cause.message}`, { file: path, cause });
    }
  }
  const pr = payload.pull_request;
  const run = payload.workflow_run;
  const workflowRun = name === "workflow_run" && typeof run?.head_sha === "string" ? {
    id: run.id ?? 0,
    headSha: run.head_sha,
    pullNumbers: (run.pull_requests ?? []).map((p) => p.number).filter((n) => typeof n === "number")
  } : void 0;
  return { name, payload, baseSha: pr?.base?.sha, headSha: pr?.head?.sha, number: pr?.number, author: pr?.user?.login, workflowRun, fork: fromFork(payload) };
}
function fromFork(payload) {
  const pr = payload.pull_request;
  const run = payload.workflow_run;
  const [head, base] = pr ? [pr.head?.repo, pr.base?.repo] : [run?.head_repository, run?.repository];
  return base?.full_name !== void 0 && head?.full_name !== base.full_name;
}
function commentMode(text) {
  if (text === void 0) return void 0;
  if (COMMENT_MODES.includes(text)) return text;
  throw new SeedgateError("usage", `the comment input must be one of ${COMMENT_MODES.join(", ")}, got "${text}"`);
}
function positiveInt(text, input) {
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw new SeedgateError("usage", `${input} must be a positive integer, got "${text}"`);
  return n;
}

export {
  ACTION_COMMANDS,
  baseOf,
  readSettings,
  fromFork
};
