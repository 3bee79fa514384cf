// What a jest row may transform (issue 47 item 4). seedgate's jest config has no Babel:
// a JavaScript test file runs as written. A TypeScript test file (`.ts`, `.tsx`,
// `.mts`, `.cts`) is compiled by the project's own ts-jest, which the lane pins with
// jest to the base lockfile (jest preset's `framework`: `ts-jest?` and `typescript?`),
// with the project's tsconfig.json only when it is sealed: a lane restores sealed paths
// from the base, so the test compiles as the base says. The transform's options are
// seedgate's (transpile only: no type check decides a row), never a jest config of the
// project's, which the pull request could edit. An ES module test file is one named
// error: jest loads ESM only under Node's --experimental-vm-modules, where seedgate's
// CommonJS setup file would configure another fast-check instance than the test's.
import { dirname, join } from "node:path";
import type { Disk, Scratch } from "../../ports/scratch.js";
import { versionProblem } from "../support.js";
import { tsPaths } from "../ts-paths.js";

export const TYPESCRIPT_TEST = /\.[cm]?tsx?$/;
const TSCONFIG = "tsconfig.json";

/** `moduleNameMapper`: the sealed tsconfig.json's `paths` for a TypeScript test (ts-paths.ts). */
export type JestTransform = { readonly transform: Record<string, unknown>; readonly moduleNameMapper: Record<string, string[]> } | { readonly problem: string };

/** The `extends` of a tsconfig text (JSON with comments): relative paths and package names, as written. */
export function tsconfigExtends(text: string): string[] {
  const m = /"extends"\s*:\s*("(?:[^"\\]|\\.)*"|\[[^\]]*\])/.exec(text);
  if (m === null) return [];
  try {
    const v = JSON.parse(m[1]!) as unknown;
    return (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === "string");
  } catch {
    return [m[1]!];
  }
}

/** Why the project's tsconfig.json cannot compile the oracle (not sealed, or extending a file that is not), or undefined. */
export function tsconfigProblem(text: string, isSealed: (path: string) => boolean): string | undefined {
  const hint = "add it to `sealed` in .github/seedgate.yml, so a lane compiles the test with the base's";
  if (!isSealed(TSCONFIG)) return `ts-jest compiles the test with ${TSCONFIG}, which is not sealed (the pull request could edit it): ${hint}`;
  for (const target of tsconfigExtends(text)) {
    if (!target.startsWith(".")) return `${TSCONFIG} extends ${target}, a package the pull request's setup could change: inline its options in ${TSCONFIG}`;
    const path = join(dirname(TSCONFIG), target.endsWith(".json") ? target : `${target}.json`);
    if (!isSealed(path)) return `${TSCONFIG} extends ${path}, which is not sealed (the pull request could edit it): ${hint}`;
  }
  return undefined;
}

/** The nearest package.json's `type` above `file` (inside `root`): "module" makes a `.js` file ESM. */
function packageType(disk: Pick<Disk, "bytes">, root: string, file: string): string | undefined {
  for (let dir = dirname(join(root, file)); dir.startsWith(root); dir = dirname(dir)) {
    const bytes = disk.bytes(join(dir, "package.json"));
    if (bytes !== null) {
      try {
        return (JSON.parse(bytes.toString("utf8")) as { type?: string }).type;
      } catch {
        return undefined;
      }
    }
    if (dir === root) break;
  }
  return undefined;
}

function versionOf(manifest: string): string | undefined {
  try {
    const v = (JSON.parse(manifest) as { version?: unknown }).version;
    return typeof v === "string" ? v : undefined;
  } catch {
    return undefined; // not JSON: ts-jest's own load decides
  }
}

/** Why the jest preset cannot load `file` (an ES module), or undefined. */
export function esmProblem(disk: Pick<Disk, "bytes">, root: string, file: string): string | undefined {
  const why = /\.mjs$/.test(file)
    ? "a .mjs file"
    : /\.js$/.test(file) && packageType(disk, root, file) === "module"
      ? `a .js file under "type": "module"`
      : undefined;
  if (why === undefined) return undefined;
  return `${file} is an ES module (${why}), which seedgate's jest preset does not load (jest needs --experimental-vm-modules for ESM): use the fast-check preset (vitest) for ESM tests, or write the jest test as CommonJS (.cjs, require) or TypeScript under ts-jest`;
}

/** Why no jest row of `file` can run here (an ES module, TypeScript without ts-jest, an unsealed tsconfig.json), or undefined: the preflight's question. */
export function jestFileProblem(disk: Pick<Disk, "exists" | "bytes">, root: string, file: string, isSealed: (path: string) => boolean): string | undefined {
  const esm = esmProblem(disk, root, file);
  if (esm !== undefined || !TYPESCRIPT_TEST.test(file)) return esm;
  const manifest = disk.bytes(join(root, "node_modules", "ts-jest", "package.json"));
  if (manifest === null)
    return `${file} is TypeScript and the project's ts-jest is not installed under node_modules: npm install --save-dev ts-jest@29 (docs/support.md)`;
  const version = versionProblem("ts-jest", versionOf(manifest.toString("utf8")));
  if (version !== undefined) return version;
  const own = disk.bytes(join(root, TSCONFIG));
  return own === null ? undefined : tsconfigProblem(own.toString("utf8"), isSealed);
}

/** The config's `transform` for `file`: none for JavaScript, the project's ts-jest for TypeScript, or why neither can run. */
export function jestTransform(
  disk: Pick<Disk, "exists" | "bytes">,
  root: string,
  file: string,
  isSealed: (path: string) => boolean,
  owned: Scratch,
): JestTransform {
  const problem = jestFileProblem(disk, root, file, isSealed);
  if (problem !== undefined) return { problem };
  if (!TYPESCRIPT_TEST.test(file)) return { transform: {}, moduleNameMapper: {} }; // the test file runs as written: no Babel config of the pull request's
  let tsconfig = join(root, TSCONFIG);
  if (!disk.exists(tsconfig)) {
    // No tsconfig.json: ts-jest gets seedgate's empty one, not one it would look up.
    owned.write("tsconfig.json", "{}\n");
    tsconfig = owned.path("tsconfig.json");
  }
  const tsJest = join(root, "node_modules", "ts-jest");
  const moduleNameMapper = tsPaths(disk, root, isSealed);
  return { transform: { "^.+\\.[cm]?tsx?$": [tsJest, { tsconfig, isolatedModules: true, diagnostics: false }] }, moduleNameMapper };
}
