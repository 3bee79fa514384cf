// The host's Disk: a run's scratch directory under the temp folder, its files by plain
// name, and the read-only look-ups the runners make.
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { expect, test } from "vitest";
import { hostDisk } from "../../src/adapters/disk.js";

test("a scratch directory: seedgate-named under the temp folder, written, read back, gone on dispose", () => {
  const s = hostDisk.scratch("seedgate-disk-test-");
  expect([dirname(s.dir), basename(s.dir).startsWith("seedgate-disk-test-")]).toEqual([tmpdir(), true]);
  s.write("pytest.ini", "[pytest]\n");
  expect(s.read("pytest.ini")).toBe("[pytest]\n");
  expect(s.path("junit.xml")).toBe(join(s.dir, "junit.xml"));
  expect(s.read("junit.xml")).toBeNull();
  mkdirSync(join(s.dir, "7"));
  writeFileSync(join(s.dir, "7", "out"), "child output");
  expect(s.read("7/out")).toBe("child output");
  s.dispose();
  expect(hostDisk.exists(s.dir)).toBe(false);
});

test("nothing named leaves the scratch directory, and only a seedgate- prefix the sandbox binds makes one", () => {
  const s = hostDisk.scratch("seedgate-disk-test-");
  try {
    for (const name of ["../x", "/etc/passwd", "a/../../x", ".", "", "a//b"]) expect(() => s.read(name), name).toThrow(/not a plain name/);
    expect(() => s.write("../escape", "x")).toThrow(/not a plain name/);
  } finally {
    s.dispose();
  }
  expect(() => hostDisk.scratch("run-")).toThrow(/seedgate- scratch name/);
  expect(() => hostDisk.scratch("seedgate-oracle-")).toThrow(/seedgate- scratch name/);
});

test("look-ups: exists, a real path through links (none when broken), a directory's names (none when absent)", () => {
  const s = hostDisk.scratch("seedgate-disk-test-");
  try {
    s.write("target", "x");
    symlinkSync(s.path("target"), s.path("link"));
    symlinkSync(s.path("missing"), s.path("broken"));
    expect([hostDisk.exists(s.path("link")), hostDisk.exists(s.path("broken"))]).toEqual([true, false]);
    expect(hostDisk.real(s.path("link"))).toBe(hostDisk.real(s.path("target")));
    expect(hostDisk.real(s.path("broken"))).toBeUndefined();
    expect(hostDisk.names(s.dir).sort()).toEqual(["broken", "link", "target"]);
    expect(hostDisk.names(s.path("missing"))).toEqual([]);
    expect(hostDisk.nowhere("seedgate-pycache-")).toMatch(new RegExp(`^${tmpdir()}/seedgate-pycache-[0-9a-f-]{36}$`));
  } finally {
    s.dispose();
  }
});

test("a name in a folder is written with its folders made; bytes reads any path, null when nothing readable is there", () => {
  const s = hostDisk.scratch("seedgate-disk-test-");
  try {
    s.write("seeds/3.test.mjs", "import '/@fs/x';\n");
    expect(s.read("seeds/3.test.mjs")).toBe("import '/@fs/x';\n");
    expect(hostDisk.bytes(s.path("seeds/3.test.mjs"))?.toString("utf8")).toBe("import '/@fs/x';\n");
    expect(hostDisk.bytes(s.path("seeds/absent"))).toBeNull();
    expect(hostDisk.bytes(s.path("seeds"))).toBeNull(); // a directory is not bytes
  } finally {
    s.dispose();
  }
});
