// TypeScript `paths` (issue 47 item 2), read once for both Node presets that load a
// project's TypeScript by its aliases: jest's `moduleNameMapper` (ts-jest compiles
// `import "@lib/x"` as written, and seedgate never loads the project's jest config) and
// the aliases seedgate's vite plugin and the fast-check subject's vite apply
// (fast-check-modules.mjs, fast-check-loader.mjs: vitest resolves `paths` only through
// the project's vite config, which seedgate never loads either). They come from the sealed
// tsconfig.json's `compilerOptions.paths` (and a relative, sealed `extends` chain), as
// TypeScript reads them: targets relative to `baseUrl` when the file that sets `paths` (or
// one it extends) has one, else to the file that sets `paths`. Only sealed files: the pull
// request's `paths` could name a file of its own `fast-check` or `vitest`.
import { dirname, join, resolve } from "node:path";
import { parse } from "jsonc-parser";
import type { Disk } from "../ports/scratch.js";

type Options = { paths?: unknown; baseUrl?: unknown };
type Tsconfig = { compilerOptions?: Options; extends?: unknown };
const MAX_EXTENDS = 8;

/** One tsconfig file's `compilerOptions` and the first relative file it extends (JSON with comments and trailing commas). */
function read(text: string): { options: Options; next: string | undefined } {
  const doc = (parse(text, [], { allowTrailingComma: true }) ?? {}) as Tsconfig;
  const options = doc.compilerOptions !== null && typeof doc.compilerOptions === "object" ? doc.compilerOptions : {};
  const next = [doc.extends].flat().find((t): t is string => typeof t === "string" && t.startsWith("."));
  return { options, next };
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One `paths` entry: `@lib/*` → `^@lib/(.*)$` and each target's `*` → `$1`, absolute under `base`. */
function entry(pattern: string, targets: unknown, base: string): [string, string[]] | undefined {
  if (!Array.isArray(targets) || pattern.split("*").length > 2) return undefined;
  const star = pattern.indexOf("*");
  const regex = star < 0 ? `^${escape(pattern)}$` : `^${escape(pattern.slice(0, star))}(.*)${escape(pattern.slice(star + 1))}$`;
  const paths = targets.filter((t): t is string => typeof t === "string").map((t) => resolve(base, star < 0 ? t : t.replace("*", "$1")));
  return paths.length > 0 ? [regex, paths] : undefined;
}

/** A regex source of a specifier → the absolute targets to try in order, `$1` the text `*` matched. */
export type TsPaths = Record<string, string[]>;

/**
 * The `paths` of the tsconfig.json at `root` (absent, not sealed, or without `paths`: {}), in
 * jest's `moduleNameMapper` form. Only sealed files are read (jest's transform.ts refuses a
 * TypeScript row otherwise).
 */
export function tsPaths(disk: Pick<Disk, "bytes">, root: string, isSealed: (path: string) => boolean): TsPaths {
  let file = "tsconfig.json";
  let paths: { value: Record<string, unknown>; dir: string } | undefined;
  let baseUrl: string | undefined;
  for (let i = 0; i < MAX_EXTENDS && isSealed(file); i++) {
    const text = disk.bytes(join(root, file))?.toString("utf8");
    if (text === undefined) break;
    const { options, next } = read(text);
    const dir = dirname(join(root, file));
    if (paths === undefined && options.paths !== null && typeof options.paths === "object") paths = { value: options.paths as Record<string, unknown>, dir };
    if (baseUrl === undefined && typeof options.baseUrl === "string") baseUrl = resolve(dir, options.baseUrl);
    if (next === undefined) break;
    file = join(dirname(file), next.endsWith(".json") ? next : `${next}.json`);
  }
  if (paths === undefined) return {};
  const mapper: TsPaths = {};
  for (const [pattern, targets] of Object.entries(paths.value)) {
    const e = entry(pattern, targets, baseUrl ?? paths.dir);
    if (e !== undefined) mapper[e[0]] = e[1];
  }
  return mapper;
}
