import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);

// src/core/inputs/framework-lock.ts
var FRAMEWORK_HINT = "change the framework in its own PR, reviewed by the owners of the sealed paths";
var inFramework = (fw, name) => fw.packages.some((p) => p.endsWith("*") ? name.startsWith(p.slice(0, -1)) : p.endsWith("?") ? name === p.slice(0, -1) : name === p);
var requiredPackages = (fw) => fw.packages.filter((p) => !p.endsWith("*") && !p.endsWith("?"));
var LOCK_FIELDS = ["version", "resolved", "integrity", "link"];
var SPEC_FIELDS = ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies"];
function parsed(text, file) {
  if (text === null) return null;
  try {
    const v = JSON.parse(text);
    return v !== null && typeof v === "object" && !Array.isArray(v) ? v : `${file} is not a JSON object`;
  } catch {
    return `${file} is not valid JSON`;
  }
}
var nameOfKey = (key) => key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length);
function frameworkEntries(lock, fw) {
  const isFrameworkPackage = (name) => inFramework(fw, name);
  const out = /* @__PURE__ */ new Map();
  const packages = lock.packages;
  if (packages !== null && typeof packages === "object") {
    for (const [key, entry] of Object.entries(packages))
      if (key.includes("node_modules/") && isFrameworkPackage(nameOfKey(key))) out.set(key, entry ?? {});
    return out;
  }
  const deps = lock.dependencies;
  if (deps !== null && typeof deps === "object") {
    for (const [name, entry] of Object.entries(deps)) if (isFrameworkPackage(name)) out.set(`node_modules/${name}`, entry ?? {});
  }
  return out;
}
function frameworkOverrides(manifest, fw) {
  const out = /* @__PURE__ */ new Map();
  const stems = fw.packages.map((p) => p.replace(/[*?]$/, ""));
  const walk = (where, v) => {
    if (v !== null && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(`${where}.${k}`, x);
    else if (stems.some((s) => where.includes(s))) out.set(where, JSON.stringify(v));
  };
  walk("overrides", manifest.overrides);
  walk("resolutions", manifest.resolutions);
  walk("pnpm.overrides", manifest.pnpm?.overrides);
  return out;
}
function frameworkSpecs(manifest, fw) {
  const out = /* @__PURE__ */ new Map();
  for (const field of SPEC_FIELDS) {
    const deps = manifest[field];
    if (deps !== null && typeof deps === "object") {
      for (const [name, spec] of Object.entries(deps)) if (inFramework(fw, name)) out.set(`${field}.${name}`, JSON.stringify(spec));
    }
  }
  return out;
}
function mapChanges(file, base, head) {
  const keys = [.../* @__PURE__ */ new Set([...base.keys(), ...head.keys()])].sort();
  return keys.flatMap((k) => base.get(k) === head.get(k) ? [] : [`${file} ${k}: ${base.get(k) ?? "(absent)"} → ${head.get(k) ?? "(absent)"}`]);
}
var flattenLock = (entries) => new Map([...entries].flatMap(([key, e]) => LOCK_FIELDS.map((f) => [`${key} ${f}`, JSON.stringify(e[f] ?? null)])));
function frameworkChanges(base, head, fw) {
  const [bl, hl, bm, hm] = [
    parsed(base.lock, "the base's package-lock.json"),
    parsed(head.lock, "the head's package-lock.json"),
    parsed(base.manifest, "the base's package.json"),
    parsed(head.manifest, "the head's package.json")
  ];
  const broken = [bl, hl, bm, hm].filter((x) => typeof x === "string");
  if (broken.length > 0) return broken;
  const out = [];
  if (bl !== null && hl === null) out.push("package-lock.json was removed: the framework is no longer pinned");
  if (bl === null && hl !== null && frameworkEntries(hl, fw).size > 0)
    out.push("package-lock.json was added with framework entries the base does not pin");
  if (bl !== null && hl !== null)
    out.push(...mapChanges("package-lock.json", flattenLock(frameworkEntries(bl, fw)), flattenLock(frameworkEntries(hl, fw))));
  const [bj, hj] = [bm ?? {}, hm ?? {}];
  out.push(...mapChanges("package.json", frameworkSpecs(bj, fw), frameworkSpecs(hj, fw)));
  out.push(...mapChanges("package.json", frameworkOverrides(bj, fw), frameworkOverrides(hj, fw)));
  return out;
}
function lockedVersion(lock, name) {
  const l = parsed(lock, "package-lock.json");
  if (l === null || typeof l === "string") return void 0;
  const v = frameworkEntries(l, { name, packages: [name] }).get(`node_modules/${name}`)?.version;
  return typeof v === "string" ? v : void 0;
}
function installedProblem(baseLock, installed) {
  const where = `node_modules/${installed.name}`;
  if (installed.kind === "absent") return `${where} is not installed: runners.setup must install the project's dependencies (npm ci)`;
  if (installed.kind === "link") return `${where} is a symlink, not the package the base lockfile resolves: install it with npm ci`;
  if (baseLock === null) return void 0;
  const want = lockedVersion(baseLock, installed.name);
  if (want === void 0) return `the base's package-lock.json does not pin ${installed.name} at ${where}`;
  if (installed.version !== want) return `${where} is version ${installed.version ?? "(unknown)"}, the base's package-lock.json pins ${want}`;
  return void 0;
}

export {
  FRAMEWORK_HINT,
  inFramework,
  requiredPackages,
  SPEC_FIELDS,
  frameworkChanges,
  installedProblem
};
