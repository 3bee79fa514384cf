// Git processes: argv, never a shell; paths come back NUL-separated and untouched
// (core.quotePath off). Every process runs under the run's pin of its repository
// (git-env.ts), and every blob read is checked against its id (git-object.ts).
import { spawn } from "node:child_process";
import { SeedgateError } from "../core/errors.js";
import { checkPin, gitEnv, pinOf } from "./git-env.js";
import { checkedBlob } from "./git-object.js";

export function runGit(cwd: string, args: readonly string[], input?: Buffer): Promise<Buffer> {
  return runGitExit(cwd, args, input, [0]).then((r) => r.stdout);
}

/** runGit with an empty index (gitEnv's withoutIndex): for questions about objects and the disk, never about the index. */
export const runGitWithoutIndex = (cwd: string, args: readonly string[]): Promise<Buffer> => runGitExit(cwd, args, undefined, [0], true).then((r) => r.stdout);

/** Like runGit, but the exit codes in `accept` are answers (merge-tree exits 1 on a conflict). */
export async function runGitExit(
  cwd: string,
  args: readonly string[],
  input: Buffer | undefined,
  accept: readonly number[],
  withoutIndex = false,
): Promise<{ code: number; stdout: Buffer }> {
  const pin = await pinOf(cwd);
  checkPin(pin);
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["-c", "core.quotePath=false", ...args], {
      cwd,
      env: gitEnv(pin, withoutIndex),
      stdio: ["pipe", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (b: Buffer) => out.push(b));
    child.stderr.on("data", (b: Buffer) => err.push(b));
    child.on("error", (cause) => reject(new SeedgateError("git", `could not run git: ${cause.message}`, { cause, hint: "install git and put it on PATH" })));
    child.on("close", (code) => {
      if (code !== null && accept.includes(code)) return resolve({ code, stdout: Buffer.concat(out) });
      const stderr = Buffer.concat(err).toString("utf8").trim();
      reject(
        new SeedgateError("git", `git ${args.slice(0, 2).join(" ")} failed (exit ${code}): ${stderr || "no message"}`, {
          hint: "a git error is never treated as 'no changes'; check the revisions and the checkout",
        }),
      );
    });
    child.stdin.on("error", () => undefined);
    child.stdin.end(input);
  });
}

/** One `git cat-file --batch` process for any number of blobs. */
export async function readBlobs(root: string, oids: readonly string[], paths?: ReadonlyMap<string, string>): Promise<Map<string, Buffer>> {
  const unique = [...new Set(oids)];
  const result = new Map<string, Buffer>();
  if (unique.length === 0) return result;
  const out = await runGit(root, ["cat-file", "--batch"], Buffer.from(unique.join("\n") + "\n"));
  let pos = 0;
  for (const oid of unique) {
    const nl = out.indexOf(0x0a, pos);
    const header = out.subarray(pos, nl).toString("latin1");
    const [gotOid, type, size] = header.split(" ");
    if (type !== "blob" || gotOid !== oid) {
      throw new SeedgateError("git", `object ${oid} is not a readable blob (${header})`);
    }
    const start = nl + 1;
    const end = start + Number(size);
    result.set(oid, checkedBlob(oid, out.subarray(start, end), paths?.get(oid)));
    pos = end + 1;
  }
  return result;
}
