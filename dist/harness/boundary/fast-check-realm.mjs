// Whether a subject process may serve one more seed (issue 46 item 2). A fast-check
// shard keeps one subject per vitest worker and gives each seed a fresh production module
// graph (fast-check-loader.mjs); what a fresh graph cannot reset is the realm around it:
// the global object, the built-in constructors and their prototypes, process.env, the
// CommonJS cache, and timers or handles production code left running. This file takes
// their picture before the first production module loads and compares it after each
// seed: anything that changed (or cannot be compared) retires the subject, and the next
// seed starts a new one, exactly as a process per seed would.
import Module from "node:module";

/** Each own key of `obj` with the identity of its value (or accessor pair) and its flags. */
function ownShape(obj) {
  const shape = new Map();
  for (const key of Reflect.ownKeys(obj)) {
    const d = Reflect.getOwnPropertyDescriptor(obj, key);
    shape.set(key, [d.value, d.get, d.set, d.writable, d.enumerable, d.configurable]);
  }
  return shape;
}

/** The objects a seed could change for the next: the global object, each global function (a built-in constructor) and its prototype, and their prototypes' chain. */
function realmObjects() {
  const seen = new Set();
  const add = (o) => {
    for (let p = o; (typeof p === "object" || typeof p === "function") && p !== null && !seen.has(p); p = Object.getPrototypeOf(p)) seen.add(p);
  };
  add(globalThis);
  for (const key of Reflect.ownKeys(globalThis)) {
    const d = Reflect.getOwnPropertyDescriptor(globalThis, key);
    const v = d?.value;
    if (typeof v === "function" || (typeof v === "object" && v !== null)) {
      add(v);
      if (typeof v === "function" && (typeof v.prototype === "object" || typeof v.prototype === "function")) add(v.prototype);
    }
  }
  for (const o of [process, process.env, Module]) add(o);
  return [...seen];
}

const sameShape = (a, b) => a.size === b.size && [...a].every(([k, v]) => b.has(k) && b.get(k).every((x, i) => Object.is(x, v[i])));

/** What keeps running between seeds: timers and handles (requests in flight, such as vite's file reads, end by themselves). */
const resources = () =>
  process
    .getActiveResourcesInfo()
    .filter((kind) => !/Req/.test(kind))
    .sort()
    .join(",");

/** The same timers and handles as `active`, once the loader's own short timers (vite's, a few ms) have run: up to about 50 ms. */
async function settled(active) {
  for (let i = 0; i < 10 && resources() !== active; i++) await new Promise((resolve) => setTimeout(resolve, 5));
  return resources() === active;
}

/** The realm's picture now; `changed()` resolves to what differs since, or undefined. */
export function realmPicture() {
  (void process.stdout, void process.stderr); // their handles open on first use: part of the picture, whoever writes first
  const objects = realmObjects();
  const shapes = objects.map(ownShape);
  const env = JSON.stringify(process.env);
  const cached = Object.keys(Module._cache).length;
  const active = resources();
  return {
    async changed() {
      try {
        if (JSON.stringify(process.env) !== env) return "process.env";
        if (Object.keys(Module._cache).length !== cached) return "a CommonJS module loaded by require";
        if (!(await settled(active))) return "a timer or handle left running";
        const now = realmObjects();
        if (now.length !== objects.length || now.some((o, i) => o !== objects[i])) return "a global";
        const i = objects.findIndex((o, j) => !sameShape(shapes[j], ownShape(o)));
        return i === -1 ? undefined : "a global or a built-in prototype";
      } catch (err) {
        return `the realm could not be compared (${err?.message ?? err})`;
      }
    },
  };
}
