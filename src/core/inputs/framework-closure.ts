// The packages a preset's rows load from node_modules, read from the base commit's
// package-lock.json (v2/v3 `packages`): the preset's framework (fast-check, vitest and
// every `@vitest/*` the lock has; or jest, `jest-*`, `@jest/*`, @fast-check/jest and
// fast-check), and everything they depend on (`dependencies` and `optionalDependencies`; peers
// are the project's own choice), resolved as Node does (a nested copy first, then the
// hoisted one). Each comes with the lock's integrity, which the lane checks the
// installed files against (src/adapters/npm-verify.ts). Pure.
import { inFramework, type FrameworkPackages } from "./framework-lock.js";

type Json = Record<string, unknown>;

export interface NpmPin {
  /** The lockfile key, which is the install path: `node_modules/vitest/node_modules/chai`. */
  readonly path: string;
  readonly name: string;
  readonly version: string;
  /** The lock's integrity string (`sha512-…`, maybe several hashes), or undefined when it has none. */
  readonly integrity: string | undefined;
  /** Reached only through optional edges, or marked optional: it may be absent (another platform's binary). */
  readonly optional: boolean;
  /** The lock says it runs its own install script (esbuild's puts its binary in place): its files are not the tarball's by design. */
  readonly installScript: boolean;
}

/** What the installed closure is, against the base lock's tarballs. */
export interface FrameworkFiles {
  /** Every way node_modules differs from the base lock's tarballs, one line each naming the package and the file. */
  readonly problems: readonly string[];
  /** How many packages' tarballs no cache held (the hint then says how to fill one). */
  readonly uncached: number;
  /** Packages compared byte for byte. */
  readonly verified: number;
  /** Installed packages whose own install script changes their files: not compared (named in the log). */
  readonly unverified: readonly string[];
}

export interface FrameworkClosure {
  readonly pins: readonly NpmPin[];
  /** Every install path the lock knows: a nested node_modules entry outside it is not the base's. */
  readonly known: ReadonlySet<string>;
  /** Why the lock cannot pin the framework's files (a v1 lock, a linked package, no integrity). */
  readonly problems: readonly string[];
}

const nameOfKey = (key: string): string => key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length);
const edges = (e: Json, field: string): string[] => (e[field] !== null && typeof e[field] === "object" ? Object.keys(e[field] as Json) : []);

/** Where `name` resolves from the package at `from`: its own node_modules, then each parent's, then the root's. */
function resolveFrom(packages: Json, from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const key = `${dir === "" ? "" : `${dir}/`}node_modules/${name}`;
    if (key in packages) return key;
    if (dir === "") return undefined;
    const cut = dir.lastIndexOf("/node_modules/");
    dir = cut < 0 ? "" : dir.slice(0, cut);
  }
}

function pinOf(key: string, e: Json, optional: boolean): NpmPin {
  return {
    path: key,
    name: typeof e.name === "string" ? e.name : nameOfKey(key),
    version: typeof e.version === "string" ? e.version : "(no version)",
    integrity: typeof e.integrity === "string" ? e.integrity : undefined,
    optional: optional || e.optional === true,
    installScript: e.hasInstallScript === true,
  };
}

/** The framework's closure in the base lock, or why it cannot be read. */
export function frameworkClosure(lockText: string, fw: FrameworkPackages): FrameworkClosure {
  let lock: Json;
  try {
    lock = JSON.parse(lockText) as Json;
  } catch {
    return { pins: [], known: new Set(), problems: ["the base's package-lock.json is not valid JSON"] };
  }
  const packages = lock.packages;
  if (packages === null || typeof packages !== "object")
    return { pins: [], known: new Set(), problems: ["the base's package-lock.json has no `packages` (lockfileVersion 1): regenerate it with npm 7 or later"] };
  const all = packages as Json;
  const roots = Object.keys(all).filter((k) => k.includes("node_modules/") && inFramework(fw, nameOfKey(k)));
  const reached = new Map<string, boolean>(roots.map((k) => [k, false]));
  const queue = [...roots];
  while (queue.length > 0) {
    const key = queue.pop()!;
    const e = (all[key] ?? {}) as Json;
    const optionalHere = reached.get(key)!;
    const next = [...edges(e, "dependencies").map((n) => [n, optionalHere] as const), ...edges(e, "optionalDependencies").map((n) => [n, true] as const)];
    for (const [name, optional] of next) {
      const to = resolveFrom(all, key, name);
      if (to === undefined) continue; // an unmet optional: npm installed nothing for it
      if (reached.has(to) && (optional || reached.get(to) === false)) continue;
      reached.set(to, optional);
      queue.push(to);
    }
  }
  const pins = [...reached].sort(([a], [b]) => a.localeCompare(b)).map(([key, optional]) => pinOf(key, (all[key] ?? {}) as Json, optional));
  const problems = pins.flatMap((p) => {
    const e = all[p.path] as Json;
    if (e.link === true) return [`${p.path} is a link in the base's package-lock.json, not a registry tarball seedgate can check`];
    if (p.integrity === undefined || !/(^|\s)sha512-/.test(p.integrity)) return [`the base's package-lock.json has no sha512 integrity for ${p.path}`];
    return [];
  });
  return { pins, known: new Set(Object.keys(all)), problems };
}
