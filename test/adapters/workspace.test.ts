// The Workspace port's node adapter on a real directory: paths relative to the root only,
// a link refused wherever it is on the way (and at the leaf, by O_NOFOLLOW), its target
// never read or written; and the command line's named files, inside or outside the tree.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { namedFile, workspaceAt } from "../../src/adapters/workspace.js";
import { SeedgateError } from "../../src/core/errors.js";

let dir: string;
let outside: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "seedgate-ws-"));
  outside = mkdtempSync(join(tmpdir(), "seedgate-ws-outside-"));
  writeFileSync(join(outside, "secret"), "outside\n");
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const refusal = (fn: () => unknown): SeedgateError => {
  try {
    fn();
  } catch (err) {
    if (err instanceof SeedgateError) return err;
    throw err;
  }
  throw new Error("expected a refusal");
};

test("reads, writes, appends, lists and removes by relative path", () => {
  const ws = workspaceAt(dir);
  ws.makeDir("a/b");
  ws.writeFile("a/b/x.txt", "one\n");
  ws.appendFile("a/b/x.txt", Buffer.from("two\n"));
  expect(ws.readFile("a/b/x.txt")!.toString()).toBe("one\ntwo\n");
  expect(ws.sha256("./a//b/x.txt")).toBe(createHash("sha256").update("one\ntwo\n").digest("hex"));
  expect(ws.readFile("a/none")).toBeNull();
  expect([ws.kind(""), ws.kind("a"), ws.kind("a/b/x.txt"), ws.kind("nope")]).toEqual(["dir", "dir", "file", "absent"]);
  expect(ws.list("a")).toEqual([{ name: "b", kind: "dir" }]);
  ws.remove("a");
  expect(ws.kind("a")).toBe("absent");
});

test("`..` and absolute paths are refused before any IO, naming the path", () => {
  const ws = workspaceAt(join(dir));
  expect(refusal(() => ws.readFile("../secret"))).toMatchObject({ kind: "input", file: "../secret" });
  expect(refusal(() => ws.writeFile("a/../../x", "x")).message).toContain("leaves the workspace through ..");
  expect(refusal(() => ws.kind(join(outside, "secret"))).message).toContain("is absolute");
  expect(() => ws.remove("")).toThrow(/root/);
});

test("a link is refused wherever it is, and its target is neither read nor written", () => {
  symlinkSync(outside, join(dir, "dirlink"));
  symlinkSync(join(outside, "secret"), join(dir, "filelink"));
  const ws = workspaceAt(dir);
  expect(ws.kind("dirlink")).toBe("link");
  expect(refusal(() => ws.readFile("dirlink/secret")).message).toBe("dirlink/secret is under dirlink, a symlink");
  expect(refusal(() => ws.writeFile("dirlink/new", "x")).file).toBe("dirlink/new");
  expect(refusal(() => ws.makeDir("dirlink/sub")).message).toContain("a symlink");
  expect(refusal(() => ws.readFile("filelink")).message).toBe("filelink is a symlink");
  expect(refusal(() => ws.writeFile("filelink", "pwned")).message).toBe("filelink is a symlink");
  expect(refusal(() => ws.appendFile("filelink", "pwned")).message).toBe("filelink is a symlink");
  expect(refusal(() => ws.sha256("filelink")).message).toBe("filelink is a symlink");
  expect(refusal(() => ws.list("dirlink")).message).toBe("dirlink is a symlink");
  expect(ws.list("")).toEqual([
    { name: "dirlink", kind: "link" },
    { name: "filelink", kind: "link" },
  ]);
  ws.remove("filelink");
  expect(readFileSync(join(outside, "secret"), "utf8")).toBe("outside\n");
  expect(ws.kind("filelink")).toBe("absent");
});

test("a directory removed through the port and replaced by a link is refused again (the checked-directory memo is forgotten)", () => {
  const ws = workspaceAt(dir);
  ws.makeDir("d");
  ws.writeFile("d/x", "x");
  expect(ws.readFile("d/x")!.toString()).toBe("x");
  ws.remove("d");
  symlinkSync(outside, join(dir, "d"));
  expect(refusal(() => ws.readFile("d/secret")).message).toBe("d/secret is under d, a symlink");
});

test("a FIFO is refused as a special file, without blocking", () => {
  execFileSync("mkfifo", [join(dir, "fifo")]);
  expect(refusal(() => workspaceAt(dir).readFile("fifo")).message).toBe("fifo is a special file, not a regular file");
});

test("a named file is given relative to the root when inside it, absolute outside it, null when absent", () => {
  mkdirSync(join(dir, "out"));
  writeFileSync(join(dir, "out/p.json"), "{}\n");
  expect(namedFile(dir, join(dir, "out"), "p.json")).toEqual({ file: "out/p.json", bytes: Buffer.from("{}\n") });
  expect(namedFile(dir, dir, join(outside, "secret"))).toEqual({ file: join(outside, "secret"), bytes: Buffer.from("outside\n") });
  expect(namedFile(dir, dir, "none.json")).toEqual({ file: "none.json", bytes: null });
});
