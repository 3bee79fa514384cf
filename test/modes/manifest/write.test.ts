// `manifest write` over an in-memory workspace rooted at the manifest's directory: every
// regular file below it, in path order, never the manifest itself; a link is refused.
import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { writeManifest } from "../../../src/modes/manifest/write.js";
import { fakeWorkspace } from "../../fakes/workspace.js";

const H = (s: string) => createHash("sha256").update(s).digest("hex");

test("pins every file below the root (the old manifest left out), sha256sum format too", () => {
  const ws = fakeWorkspace("/r/.sealed/fixtures").put("b/deep.json", "{}\n").put("a.bin", "alpha\n").put("MANIFEST.sha256", "stale");
  expect(writeManifest(ws, "sha256sum")).toEqual({ command: "manifest-write", file: "/r/.sealed/fixtures/MANIFEST.sha256", format: "sha256sum", entries: 2 });
  expect(ws.text("MANIFEST.sha256")).toBe(`${H("alpha\n")}  a.bin\n${H("{}\n")}  b/deep.json\n`);
});

test("a link anywhere below the root is refused, and nothing is written", () => {
  const ws = fakeWorkspace("/r/m").put("a.bin", "alpha\n").link("deep/link");
  expect(() => writeManifest(ws)).toThrow("/r/m/deep/link is a symlink");
  expect(ws.kind("MANIFEST.sha256")).toBe("absent");
});
