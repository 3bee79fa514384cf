import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";

// src/adapters/tree-reader.ts
import { lstatSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
var picomatchLoaded = () => import("./picomatch-WURPYH37.js").then((m) => m.default);
var MAX_SEALED_FILE_BYTES = 16 * 1024 * 1024;
function gitTreeReader(git, rev) {
  const known = /* @__PURE__ */ new Map();
  const listings = /* @__PURE__ */ new Map();
  const preloaded = [];
  const covering = (path) => preloaded.find((p) => path === p.prefix || path.startsWith(`${p.prefix}/`));
  const below = (dir, all) => all.filter((e) => e.path === dir || e.path.startsWith(`${dir}/`));
  const lookUp = (paths) => {
    const wanted = [...new Set(paths)].filter((p) => !known.has(p));
    const spawn = wanted.filter((p) => covering(p) === void 0);
    const listed = spawn.length === 0 ? null : git.lsTree(rev, spawn).then((all) => new Map(all.map((e) => [e.path, e])));
    for (const p of wanted) {
      const from = covering(p)?.listing.then((all) => new Map(all.map((e) => [e.path, e]))) ?? listed;
      known.set(
        p,
        from.then((m) => m.get(p)?.type === "tree" ? void 0 : m.get(p))
      );
    }
  };
  const entry = (path) => (lookUp([path]), known.get(path));
  const blobs = /* @__PURE__ */ new Map();
  const fetch = (oids) => {
    const wanted = [...new Set(oids)].filter((o) => !blobs.has(o));
    if (wanted.length === 0) return;
    const batch = git.readBlobs(wanted);
    for (const oid of wanted)
      blobs.set(
        oid,
        batch.then((m) => m.get(oid))
      );
  };
  const regular = (e) => e.mode === "100644" || e.mode === "100755";
  return {
    label: `commit ${rev.slice(0, 12)}`,
    preload(prefixes) {
      const fresh = [...new Set(prefixes)].filter((p) => p !== "" && covering(p) === void 0);
      if (fresh.length === 0) return;
      const listing = git.lsTree(rev, fresh);
      for (const prefix of fresh) preloaded.push({ prefix, listing });
    },
    async readFile(path) {
      const e = await entry(path);
      if (e === void 0) return null;
      if (!regular(e)) {
        throw new SeedgateError("input", `${path} is not a regular file at ${rev.slice(0, 12)} (mode ${e.mode})`, {
          file: path,
          hint: "sealed inputs must be regular files; symlinks and submodules are refused"
        });
      }
      fetch([e.oid]);
      const bytes = await blobs.get(e.oid);
      if (bytes.length > MAX_SEALED_FILE_BYTES) throw sizeError(path, bytes.length);
      return bytes;
    },
    async prefetch(paths) {
      lookUp(paths);
      const found = await Promise.all(paths.map((p) => known.get(p)));
      fetch(found.flatMap((e) => e !== void 0 && regular(e) ? [e.oid] : []));
    },
    async glob(pattern) {
      const picomatch = await picomatchLoaded();
      const re = picomatch(pattern, { dot: true });
      const dir = picomatch.scan(pattern).base.replace(/\\(.)/g, "$1");
      const key = dir === "." ? "" : dir;
      let listing = listings.get(key);
      const cover = key === "" ? void 0 : covering(key);
      if (listing === void 0) {
        listing = cover !== void 0 ? cover.listing.then((all) => below(key, all)) : git.lsTree(rev, key === "" ? void 0 : key);
        listings.set(key, listing);
      }
      const files = (await listing).filter((e) => e.type !== "tree");
      for (const e of files) if (!known.has(e.path)) known.set(e.path, Promise.resolve(e));
      return files.filter((e) => re(e.path)).map((e) => e.path).sort();
    }
  };
}
function fsTreeReader(root) {
  return {
    label: "working tree",
    async readFile(path) {
      const abs = join(root, path);
      let st;
      try {
        st = lstatSync(abs);
      } catch {
        return null;
      }
      if (!st.isFile()) {
        throw new SeedgateError("input", `${path} is not a regular file`, { file: path, hint: "symlinks are refused" });
      }
      if (st.size > MAX_SEALED_FILE_BYTES) throw sizeError(path, st.size);
      return readFileSync(abs);
    },
    async glob(pattern) {
      const re = (await picomatchLoaded())(pattern, { dot: true });
      return walk(root, "").filter((p) => re(p)).sort();
    }
  };
}
function walk(root, rel) {
  const out = [];
  for (const d of readdirSync(join(root, rel), { withFileTypes: true })) {
    const p = rel === "" ? d.name : `${rel}/${d.name}`;
    if (d.name === ".git" || d.name === "node_modules") continue;
    if (d.isDirectory()) out.push(...walk(root, p));
    else out.push(p);
  }
  return out;
}
var sizeError = (path, size) => new SeedgateError("input", `${path} is ${size} bytes, over the ${MAX_SEALED_FILE_BYTES}-byte cap for sealed inputs`, {
  file: path,
  hint: "sealed inputs are small JSON and code files; keep large fixtures under a manifest root"
});

export {
  MAX_SEALED_FILE_BYTES,
  gitTreeReader,
  fsTreeReader
};
