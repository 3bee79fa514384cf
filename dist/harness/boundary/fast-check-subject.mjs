// seedgate's subject process for the fast-check preset under `isolation: process`
// (issue 25): production code runs here, in the lane's sandbox, never in vitest's
// worker (nor in the sealed-node harness's process). Started by fast-check-oracle.mjs
// with two inherited pipes (fd 3: requests, fd 4: answers), SUBJECT_ROOT and
// SUBJECT_LOADER (both removed before any production code runs). Modules load
// through the project's own vite, as vitest would load them, or Node's own loader for
// the sealed-node harness (fast-check-loader.mjs); objects stay here in a handle table and the oracle
// works on them by request. A container the oracle passed by value and a call changed
// in place is refused, never silently diverged from; a promise is settled before it
// is answered.
import { moduleLoader } from "./fast-check-loader.mjs";
import { realmPicture } from "./fast-check-realm.mjs";
import { classOf, toPrimitive } from "./fast-check-primitive.mjs";
import { Refused, TAG, decode, decodeKey, encode, encodeKey, recvFrame, sendFrame } from "./fast-check-wire.mjs";

const IN = 3;
const OUT = 4;
const root = process.env.SUBJECT_ROOT ?? process.env.SEEDGATE_SUBJECT_ROOT ?? process.cwd();
const loader = process.env.SUBJECT_LOADER ?? process.env.SEEDGATE_SUBJECT_LOADER; // "node": the sealed-node harness's subject
const aliases = JSON.parse(process.env.SUBJECT_ALIASES ?? "{}"); // the sealed tsconfig's `paths` (isolation.ts)
for (const k of ["SUBJECT_ROOT", "SUBJECT_LOADER", "SUBJECT_ALIASES", "SEEDGATE_SUBJECT_ROOT", "SEEDGATE_SUBJECT_LOADER"]) delete process.env[k];
// Production code finds no path of this file's in its argv or /proc/self/cmdline (issue 44 item 7): the title
// overwrites the command line's memory, as `node` alone.
process.argv.length = 1;
process.title = "node";

class Isolation extends Error {}

const objects = new Map(); // handle id → object
const ids = new Map(); // object → handle id
const fromOracle = new WeakMap(); // errors the oracle threw into a callback → its id
const BUILTIN = ["TypeError", "RangeError", "SyntaxError", "ReferenceError", "EvalError", "URIError", "Error"];

let lastId = 0; // never reused: a handle of a seed before the last fresh graph names nothing
function handle(v) {
  let id = ids.get(v);
  if (id === undefined) {
    id = ++lastId;
    objects.set(id, v);
    ids.set(v, id);
  }
  return id;
}

function errorTree(e) {
  if (fromOracle.has(e)) return [TAG.held_error, fromOracle.get(e)];
  let base = "Error";
  for (let p = Object.getPrototypeOf(e); p !== null; p = Object.getPrototypeOf(p)) {
    const name = Object.prototype.hasOwnProperty.call(p, "constructor") ? p.constructor : undefined;
    if (BUILTIN.some((b) => globalThis[b] === name)) {
      base = name.name;
      break;
    }
  }
  const props = {};
  for (const k of Object.keys(e)) {
    try {
      props[k] = encode(e[k], reply());
    } catch {
      // a property with no by-value form stays behind
    }
  }
  return [TAG.exception, handle(e), String(e.name), String(e.message), String(e.stack ?? "").slice(0, 4000), base, props];
}

/** The encoder of answers: objects with no by-value form are handles; the request's own containers come back as aliases. */
function reply(sent = new Map()) {
  return {
    alias: (v) => (sent.has(v) ? [TAG.alias, sent.get(v)] : undefined),
    error: errorTree,
    other: (v) => [TAG.handle, handle(v), typeof v === "function" ? "f" : "o"],
  };
}

/** The decoder of requests: handles are the table's objects, call-only handles ask the oracle. */
function request(sent) {
  return {
    made: (obj) => void sent.set(obj, sent.size),
    resolve(x) {
      if (x[0] === TAG.handle && objects.has(x[1])) return objects.get(x[1]);
      if (x[0] === TAG.call_only && Number.isInteger(x[1])) return callOnly(x[1]);
      if (x[0] === TAG.held_error && Number.isInteger(x[1])) {
        const e = new Error(String(x[3]));
        e.name = String(x[2]);
        fromOracle.set(e, x[1]);
        return e;
      }
      throw new Refused(`an unknown value tag ${JSON.stringify(x[0])}`);
    },
  };
}

/** The same tree the oracle sent, read back after the call: a difference is an in-place change. */
function asSent() {
  return {
    own: (v) => (ids.has(v) ? [TAG.handle, ids.get(v)] : callOnlyIds.has(v) ? [TAG.call_only, callOnlyIds.get(v)] : undefined),
    error: (e) => (fromOracle.has(e) ? [TAG.held_error, fromOracle.get(e), e.name, e.message] : [TAG.refused]),
    other: () => [TAG.refused],
  };
}

const callOnlyIds = new WeakMap();
const callOnlies = new Map();
function callOnly(cid) {
  let fn = callOnlies.get(cid);
  if (fn === undefined) {
    fn = function (...args) {
      sendFrame(OUT, { cb: cid, args: encode([this === undefined ? undefined : this, args], reply()) });
      return awaitAnswer();
    };
    callOnlies.set(cid, fn);
    callOnlyIds.set(fn, cid);
  }
  return fn;
}

/** Waits for the oracle's answer to a callback, serving the requests the callback makes meanwhile. */
function awaitAnswer() {
  for (;;) {
    const msg = recvFrame(IN);
    if (typeof msg.op === "string") {
      const out = serve(msg);
      sendFrame(OUT, out instanceof Promise ? { i: "production code awaited inside a test callback" } : out);
      continue;
    }
    if (typeof msg.i === "string") throw new Isolation(msg.i);
    if ("e" in msg) throw decode(msg.e, request(new Map()));
    return decode(msg.r, request(new Map()));
  }
}

const load = moduleLoader(root, loader, aliases);
// A shard's next seed (issue 46 item 2): fresh production modules in this process while the realm around them is as
// the first seed found it (fast-check-realm.mjs); otherwise the oracle starts a new subject, as a process per seed.
let picture;
const pictured = (load.ready ?? Promise.resolve()).then(() => void (picture = realmPicture()));
pictured.catch(() => {});

async function nextSeed() {
  if (load.fresh === undefined || picture === undefined || (await load.native())) return { r: false };
  await load.fresh(); // first: jest's loader takes back what it added to the CommonJS cache, which the picture compares
  if ((await picture.changed()) !== undefined) return { r: false };
  objects.clear();
  ids.clear();
  callOnlies.clear();
  loaded.clear();
  return { r: true };
}

const loaded = new Map(); // module path → namespace, as the oracle imported it

const OPS = {
  import: ([path]) => pictured.then(() => load(String(path))).then((ns) => (loaded.set(String(path), ns), ns)),
  // A handle's coercion (issue 44 item 2): its class, and its primitive only when the oracle may take it from that class.
  primitive([obj, hint, only]) {
    const cls = classOf(loaded, root, obj);
    return cls !== null && (only === null || only.includes(cls)) ? [cls, toPrimitive(obj, String(hint))] : [cls];
  },
  get: ([obj, key]) => Reflect.get(obj, decodeKey(key)),
  set: ([obj, key, value]) => Reflect.set(obj, decodeKey(key), value),
  has: ([obj, key]) => Reflect.has(obj, decodeKey(key)),
  delete: ([obj, key]) => Reflect.deleteProperty(obj, decodeKey(key)),
  keys: ([obj]) =>
    Reflect.ownKeys(obj)
      .map(encodeKey)
      .filter((k) => k !== undefined),
  describe([obj, key]) {
    const d = Reflect.getOwnPropertyDescriptor(obj, decodeKey(key));
    return d === undefined ? null : [d.enumerable === true, "value" in d ? d.value : Reflect.get(obj, decodeKey(key))];
  },
  call: ([fn, self, args]) => Reflect.apply(fn, self, args),
  construct: ([cls, args]) => Reflect.construct(cls, args),
  instanceof: ([value, cls]) => value instanceof cls,
};

/** One request: `{r}` / `{e}` (an error the operation threw) / `{i}` (what cannot be served), or a promise of one. */
function serve(msg) {
  if (msg.op === "fresh") return nextSeed().catch(() => ({ r: false }));
  const sent = new Map();
  let args;
  try {
    args = decode(msg.args, request(sent));
  } catch (err) {
    return { i: `a request seedgate's codec refuses (${err.message})` };
  }
  const op = OPS[msg.op];
  if (op === undefined || !Array.isArray(args)) return { i: `an unknown operation ${JSON.stringify(msg.op)}` };
  const answer = (settle) => {
    try {
      const value = settle();
      const changed = mutated(msg.args, args, sent);
      if (changed) return { i: "production code changed, in place, an argument the test passed by value (the test's own object did not change)" };
      return { r: encode(value, reply(sent)) };
    } catch (err) {
      if (err instanceof Isolation) return { i: err.message };
      if (err instanceof Refused) return { i: `an answer seedgate's codec refuses (${err.message})` };
      try {
        return { e: encode(err instanceof Error ? err : new Error(`thrown: ${String(err)}`), reply(sent)) };
      } catch (again) {
        return { i: `an error seedgate's codec refuses (${again.message})` };
      }
    }
  };
  let value;
  try {
    value = op(args);
  } catch (err) {
    return answer(() => {
      throw err;
    });
  }
  // A promise is settled here, where its code runs; the oracle gets one already settled.
  const later = (a) => (msg.op === "import" ? a : { ...a, p: true });
  if (value instanceof Promise)
    return value.then(
      (v) => later(answer(() => v)),
      (e) =>
        later(
          answer(() => {
            throw e;
          }),
        ),
    );
  return answer(() => value);
}

function mutated(tree, args, sent) {
  if (sent.size === 0) return false;
  try {
    return JSON.stringify(encode(args, asSent())) !== JSON.stringify(tree);
  } catch {
    return true;
  }
}

for (;;) {
  let msg;
  try {
    msg = recvFrame(IN);
  } catch {
    process.exit(0); // the oracle is done (or gone)
  }
  let out = serve(msg);
  if (out instanceof Promise) out = await out;
  sendFrame(OUT, out);
}
