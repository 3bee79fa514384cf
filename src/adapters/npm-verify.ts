// The framework's installed files checked against the base lockfile (issue 26): each
// package's tarball is found in an npm cache by the base lock's sha512 (cacache is
// content-addressed), hashed here, unpacked, and compared byte for byte with
// node_modules/<path>. Extra files count: one beside a module can shadow it. Read after
// runners.setup, with nothing setup started still alive; the cache's bytes need no
// trust, the hash decides.
import { createHash } from "node:crypto";
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import { join } from "node:path";
import type { FrameworkClosure, FrameworkFiles, NpmPin } from "../core/inputs/framework-closure.js";
import { tarFiles } from "./npm-tarball.js";

/** At most this many files named per package: the first few say what happened. */
const SHOWN = 3;

const sha512Of = (integrity: string): string[] =>
  integrity
    .split(/\s+/)
    .filter((h) => h.startsWith("sha512-"))
    .map((h) => Buffer.from(h.slice("sha512-".length), "base64").toString("hex"));

/** The tarball's bytes from the first cache that holds them with this sha512, or undefined. */
function tarball(caches: readonly string[], hex: string): Buffer | undefined {
  for (const cache of caches) {
    const file = join(cache, "_cacache", "content-v2", "sha512", hex.slice(0, 2), hex.slice(2, 4), hex.slice(4));
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch {
      continue;
    }
    if (createHash("sha512").update(bytes).digest("hex") === hex) return bytes;
  }
  return undefined;
}

/** Regular files under `dir` by relative path; its own node_modules is left to the nested check. Non-files are listed apart. */
function installedFiles(dir: string): { files: Map<string, string>; odd: string[] } {
  const files = new Map<string, string>();
  const odd: string[] = [];
  const walk = (rel: string): void => {
    for (const name of readdirSync(join(dir, rel))) {
      const path = rel === "" ? name : `${rel}/${name}`;
      if (path === "node_modules") continue;
      const st = lstatSync(join(dir, path));
      if (st.isDirectory()) walk(path);
      else if (st.isFile()) files.set(path, join(dir, path));
      else odd.push(path);
    }
  };
  walk("");
  return { files, odd };
}

/** Entries of `<pkg>/node_modules` (scopes opened) that the base lock does not list there. */
function strangers(root: string, pin: NpmPin, known: ReadonlySet<string>): string[] {
  const nested = `${pin.path}/node_modules`;
  const list = (rel: string): string[] => {
    try {
      return readdirSync(join(root, rel));
    } catch {
      return [];
    }
  };
  return list(nested).flatMap((n) => {
    if (n === ".bin" || n.startsWith(".package-lock")) return [];
    const names = n.startsWith("@") ? list(`${nested}/${n}`).map((s) => `${n}/${s}`) : [n];
    return names.map((x) => `${nested}/${x}`).filter((k) => !known.has(k));
  });
}

/** One package's check: what differs, or that its tarball is in no cache (one line then names every such package). */
type PackageCheck = { readonly kind: "checked"; readonly problems: readonly string[] } | { readonly kind: "uncached"; readonly at: string };
const checked = (problems: readonly string[]): PackageCheck => ({ kind: "checked", problems });

/** One line for every tarball no cache holds (a cold cache misses them all): the first few named, then a count. */
function uncachedLine(missing: readonly string[], caches: readonly string[]): string[] {
  if (missing.length === 0) return [];
  const shown = missing.slice(0, SHOWN).join(", ") + (missing.length > SHOWN ? ` and ${missing.length - SHOWN} more` : "");
  return [`the tarball of ${shown} (by the base lockfile's sha512) is in no npm cache seedgate read (${caches.join(", ")})`];
}

function packageProblems(root: string, pin: NpmPin, known: ReadonlySet<string>, caches: readonly string[]): PackageCheck {
  const dir = join(root, pin.path);
  const at = `${pin.name}@${pin.version}`;
  let st;
  try {
    st = lstatSync(dir);
  } catch {
    return checked(pin.optional ? [] : [`${pin.path} (${at}) is not installed`]);
  }
  if (!st.isDirectory()) return checked([`${pin.path} is not a directory (a link?): install ${at} with npm ci`]);
  // A link above it (node_modules, a scope folder) into another folder of the workspace would point the
  // rows at files the sandbox does not keep from them, as it keeps node_modules; a link out of the
  // workspace (a developer's linked node_modules) reaches files no sandboxed process may write.
  const [real, workspace] = [realpathSync(dir), realpathSync(root)];
  if (real !== join(workspace, pin.path) && real.startsWith(`${workspace}/`))
    return checked([`${pin.path} is reached through a link into the workspace (its real path is ${real}): install ${at} with npm ci`]);
  if (pin.installScript) return checked(strangers(root, pin, known).map((k) => `${k} is not in the base's package-lock.json`));
  const hexes = sha512Of(pin.integrity ?? "");
  const bytes = hexes.map((h) => tarball(caches, h)).find((b) => b !== undefined);
  if (bytes === undefined) return { kind: "uncached", at: `${at} (${hexes[0]?.slice(0, 16) ?? "no sha512"}…)` };
  const want = tarFiles(bytes);
  const { files, odd } = installedFiles(dir);
  const bad = [
    ...[...want].flatMap(([p, b]) => {
      const have = files.get(p);
      if (have === undefined) return [`${pin.path}/${p} is missing`];
      return readFileSync(have).equals(b) ? [] : [`${pin.path}/${p} differs from ${at}'s tarball`];
    }),
    ...[...files.keys()].filter((p) => !want.has(p) && !p.startsWith("node_modules/")).map((p) => `${pin.path}/${p} is not in ${at}'s tarball`),
    ...odd.map((p) => `${pin.path}/${p} is not a regular file`),
    ...strangers(root, pin, known).map((k) => `${k} is not in the base's package-lock.json`),
  ];
  return checked(bad.length <= SHOWN ? bad : [...bad.slice(0, SHOWN), `${bad.length - SHOWN} more in ${pin.path}`]);
}

/** The framework's closure under `root` checked against the base lock's tarballs. */
export function frameworkFiles(root: string, closure: FrameworkClosure, caches: readonly string[]): FrameworkFiles {
  const present = closure.pins.filter((p) => !p.optional || existsSync(join(root, p.path)));
  const found = present.map((pin) => packageProblems(root, pin, closure.known, caches));
  const missing = found.flatMap((f) => (f.kind === "uncached" ? [f.at] : []));
  return {
    problems: [...uncachedLine(missing, caches), ...found.flatMap((f) => (f.kind === "checked" ? f.problems : []))],
    uncached: missing.length,
    verified: present.filter((p) => !p.installScript).length,
    unverified: present.filter((p) => p.installScript).map((p) => `${p.name}@${p.version}`),
  };
}
