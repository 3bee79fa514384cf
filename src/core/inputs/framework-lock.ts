// A Node preset's framework (fast-check and vitest, or jest and @fast-check/jest) is
// part of the oracle: a pull request that changes how the lockfile or package.json
// resolves it could ship an fc.assert that never fails. Which packages make it up is the
// preset entry's `framework` (src/runners/presets.ts), passed in as data: the core knows
// no preset. Pure: the base and head texts come from git blobs
// (src/modes/lane/framework.ts); this says what changed, or nothing.

export const FRAMEWORK_HINT = "change the framework in its own PR, reviewed by the owners of the sealed paths";

/** The npm packages a preset's rows load, which the lane pins to the base lockfile. */
export interface FrameworkPackages {
  /** How a refusal names it: "the installed jest framework is not the base lockfile's". */
  readonly name: string;
  /**
   * Exact names, which a row cannot run without (each must be installed at
   * node_modules/<name>, at the base lock's version), prefixes ending in `*`
   * (`@vitest/*`, `jest-*`) and names ending in `?` (`ts-jest?`: loaded only when the
   * project has it) for whatever of them the lock has; with the dependency closure of
   * all (framework-closure.ts).
   */
  readonly packages: readonly string[];
}

/** Whether `name` is one of the framework's packages (its closure aside). */
export const inFramework = (fw: FrameworkPackages, name: string): boolean =>
  fw.packages.some((p) => (p.endsWith("*") ? name.startsWith(p.slice(0, -1)) : p.endsWith("?") ? name === p.slice(0, -1) : name === p));

/** The packages a row cannot run without: the exact names (not the optional `?` ones). */
export const requiredPackages = (fw: FrameworkPackages): string[] => fw.packages.filter((p) => !p.endsWith("*") && !p.endsWith("?"));

export interface ManifestTexts {
  /** package-lock.json's text, or null when the commit has none. */
  readonly lock: string | null;
  /** package.json's text, or null when the commit has none. */
  readonly manifest: string | null;
}

type Json = Record<string, unknown>;
const LOCK_FIELDS = ["version", "resolved", "integrity", "link"] as const;
/** The package.json fields that declare dependencies (init reads them too, core/edits/init-layout.ts). */
export const SPEC_FIELDS = ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies"] as const;

function parsed(text: string | null, file: string): Json | string | null {
  if (text === null) return null;
  try {
    const v = JSON.parse(text) as unknown;
    return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Json) : `${file} is not a JSON object`;
  } catch {
    return `${file} is not valid JSON`;
  }
}

/** The package name of a lockfile key: `node_modules/a/node_modules/@b/c` is `@b/c`. */
const nameOfKey = (key: string): string => key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length);

/** Framework entries of a lockfile, keyed by their install path (v2/v3 `packages`, else v1 `dependencies`). */
export function frameworkEntries(lock: Json, fw: FrameworkPackages): Map<string, Json> {
  const isFrameworkPackage = (name: string) => inFramework(fw, name);
  const out = new Map<string, Json>();
  const packages = lock.packages;
  if (packages !== null && typeof packages === "object") {
    for (const [key, entry] of Object.entries(packages as Json))
      if (key.includes("node_modules/") && isFrameworkPackage(nameOfKey(key))) out.set(key, (entry ?? {}) as Json);
    return out;
  }
  const deps = lock.dependencies;
  if (deps !== null && typeof deps === "object")
    for (const [name, entry] of Object.entries(deps as Json)) if (isFrameworkPackage(name)) out.set(`node_modules/${name}`, (entry ?? {}) as Json);
  return out;
}

/**
 * Override entries (npm overrides, yarn resolutions, pnpm.overrides) whose path mentions
 * the framework: any of its names or prefixes as a substring, so `vitest@3`, `a>vitest`
 * and a nested override count too.
 */
function frameworkOverrides(manifest: Json, fw: FrameworkPackages): Map<string, string> {
  const out = new Map<string, string>();
  const stems = fw.packages.map((p) => p.replace(/[*?]$/, ""));
  const walk = (where: string, v: unknown): void => {
    if (v !== null && typeof v === "object") for (const [k, x] of Object.entries(v as Json)) walk(`${where}.${k}`, x);
    else if (stems.some((s) => where.includes(s))) out.set(where, JSON.stringify(v));
  };
  walk("overrides", manifest.overrides);
  walk("resolutions", manifest.resolutions);
  walk("pnpm.overrides", (manifest.pnpm as Json | undefined)?.overrides);
  return out;
}

function frameworkSpecs(manifest: Json, fw: FrameworkPackages): Map<string, string> {
  const out = new Map<string, string>();
  for (const field of SPEC_FIELDS) {
    const deps = manifest[field];
    if (deps !== null && typeof deps === "object")
      for (const [name, spec] of Object.entries(deps as Json)) if (inFramework(fw, name)) out.set(`${field}.${name}`, JSON.stringify(spec));
  }
  return out;
}

function mapChanges(file: string, base: Map<string, string>, head: Map<string, string>): string[] {
  const keys = [...new Set([...base.keys(), ...head.keys()])].sort();
  return keys.flatMap((k) => (base.get(k) === head.get(k) ? [] : [`${file} ${k}: ${base.get(k) ?? "(absent)"} → ${head.get(k) ?? "(absent)"}`]));
}

const flattenLock = (entries: Map<string, Json>): Map<string, string> =>
  new Map([...entries].flatMap(([key, e]) => LOCK_FIELDS.map((f) => [`${key} ${f}`, JSON.stringify(e[f] ?? null)] as [string, string])));

/**
 * What the head changed in the framework's resolution against the base, one line each
 * naming the package and the change; empty when it resolves the framework as the base does.
 */
export function frameworkChanges(base: ManifestTexts, head: ManifestTexts, fw: FrameworkPackages): string[] {
  const [bl, hl, bm, hm] = [
    parsed(base.lock, "the base's package-lock.json"),
    parsed(head.lock, "the head's package-lock.json"),
    parsed(base.manifest, "the base's package.json"),
    parsed(head.manifest, "the head's package.json"),
  ];
  const broken = [bl, hl, bm, hm].filter((x): x is string => typeof x === "string");
  if (broken.length > 0) return broken;
  const out: string[] = [];
  if (bl !== null && hl === null) out.push("package-lock.json was removed: the framework is no longer pinned");
  if (bl === null && hl !== null && frameworkEntries(hl as Json, fw).size > 0)
    out.push("package-lock.json was added with framework entries the base does not pin");
  if (bl !== null && hl !== null)
    out.push(...mapChanges("package-lock.json", flattenLock(frameworkEntries(bl as Json, fw)), flattenLock(frameworkEntries(hl as Json, fw))));
  const [bj, hj] = [(bm ?? {}) as Json, (hm ?? {}) as Json];
  out.push(...mapChanges("package.json", frameworkSpecs(bj, fw), frameworkSpecs(hj, fw)));
  out.push(...mapChanges("package.json", frameworkOverrides(bj, fw), frameworkOverrides(hj, fw)));
  return out;
}

export interface InstalledPackage {
  readonly name: string;
  /** "directory": a real directory; "link": a symlink; "absent": nothing there. */
  readonly kind: "directory" | "link" | "absent";
  readonly version: string | undefined;
}

/** The top-level version the base lock pins for `name`, if it pins one. */
export function lockedVersion(lock: string | null, name: string): string | undefined {
  const l = parsed(lock, "package-lock.json");
  if (l === null || typeof l === "string") return undefined;
  const v = frameworkEntries(l, { name, packages: [name] }).get(`node_modules/${name}`)?.version;
  return typeof v === "string" ? v : undefined;
}

/** Why what setup installed is not the base's framework, or undefined when it is. */
export function installedProblem(baseLock: string | null, installed: InstalledPackage): string | undefined {
  const where = `node_modules/${installed.name}`;
  if (installed.kind === "absent") return `${where} is not installed: runners.setup must install the project's dependencies (npm ci)`;
  if (installed.kind === "link") return `${where} is a symlink, not the package the base lockfile resolves: install it with npm ci`;
  if (baseLock === null) return undefined; // nothing pinned: the package.json comparison is the check
  const want = lockedVersion(baseLock, installed.name);
  if (want === undefined) return `the base's package-lock.json does not pin ${installed.name} at ${where}`;
  if (installed.version !== want) return `${where} is version ${installed.version ?? "(unknown)"}, the base's package-lock.json pins ${want}`;
  return undefined;
}
