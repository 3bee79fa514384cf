// The support matrix's projects (test/matrix/<name>/): each pins, with its own
// package.json and package-lock.json, a combination of the frameworks that seedgate's
// root lockfile does not hold (the floors of docs/support.md's ranges; the root lockfile
// has the newest), and .ci/run installs each with `npm ci`. A test that needs one asks
// for its node_modules here, which throws, naming the install step, when it is missing
// or not what the lockfile pins: the matrix never skips.
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { join, resolve } from "node:path";

export const MATRIX = resolve("test/matrix");

/** The versions `name`'s package.json pins (exact versions: its lockfile agrees). */
export function pins(name: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(join(MATRIX, name, "package.json"), "utf8")) as { devDependencies: Record<string, string> };
  return manifest.devDependencies;
}

/** The real path of `name`'s installed node_modules, every pinned package at its pinned version; else an error saying how to install it. */
export function installed(name: string): string {
  const dir = join(MATRIX, name, "node_modules");
  const install = `run \`npm ci --prefix test/matrix/${name}\` (.ci/run installs every test/matrix project)`;
  if (!existsSync(dir)) throw new Error(`test/matrix/${name}/node_modules is missing: ${install}`);
  for (const [pkg, version] of Object.entries(pins(name))) {
    const manifest = join(dir, pkg, "package.json");
    const found = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, "utf8")) as { version?: string }).version : undefined;
    if (found !== version) throw new Error(`test/matrix/${name} pins ${pkg} ${version}, installed: ${found ?? "none"}: ${install}`);
  }
  return realpathSync(dir);
}
