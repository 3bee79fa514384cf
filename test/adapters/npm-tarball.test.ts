// The tarball reader (src/adapters/npm-tarball.ts, node-tar) against archives GNU tar writes: ustar, pax and
// GNU long names, links skipped, the top folder stripped as npm does.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { tarFiles } from "../../src/adapters/npm-tarball.js";

const dir = mkdtempSync(join(tmpdir(), "seedgate-tar-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const LONG = `lib/${"deep/".repeat(30)}index.js`;
mkdirSync(join(dir, "package", ...LONG.split("/").slice(0, -1)), { recursive: true });
writeFileSync(join(dir, "package/package.json"), '{"name":"x"}\n');
writeFileSync(join(dir, "package", LONG), "export {};\n");
writeFileSync(join(dir, "package/big.bin"), Buffer.alloc(5000, 7));
writeFileSync(join(dir, "package/empty"), "");
symlinkSync("package.json", join(dir, "package/link.json"));

test.each(["pax", "gnu"])("a %s archive: every regular file by its installed path", (format) => {
  const tar = execFileSync("tar", [`--format=${format}`, "-cf", "-", "-C", dir, "package"]);
  const files = tarFiles(tar);
  expect([...files.keys()].sort()).toEqual(["big.bin", "empty", LONG, "package.json"].sort());
  expect(Buffer.from(files.get(LONG)!).toString()).toBe("export {};\n");
  expect(Buffer.from(files.get("big.bin")!).equals(readFileSync(join(dir, "package/big.bin")))).toBe(true);
  expect(files.get("empty")!.length).toBe(0);
});

test("a short ustar archive, and a cut one throws", () => {
  const tar = execFileSync("tar", ["--format=ustar", "-cf", "-", "-C", dir, "package/package.json", "package/big.bin"]);
  expect([...tarFiles(tar).keys()].sort()).toEqual(["big.bin", "package.json"]);
  expect(() => tarFiles(tar.subarray(0, 1024 + 512 + 1000))).toThrow(/does not read whole/);
});
