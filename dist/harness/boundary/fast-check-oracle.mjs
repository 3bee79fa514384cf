// The oracle's end of `isolation: process` for fast-check (issue 25), in vitest's worker:
// the proxy modules fast-check-modules.mjs generates call subjectModule(path), and every
// get, set, call, construct, `in`, key listing and `instanceof` on what comes back is a
// request to the subject process (fast-check-subject.mjs), answered before the
// operation returns: blocking reads on a pipe, so the test sees plain synchronous calls.
// Values cross by value (fast-check-wire.mjs); subject objects as proxies; the test's
// functions as call-only handles; errors as mirror Error subclasses that keep the
// remote name and message, and answer `instanceof` of a production class through the
// subject. What cannot be served faithfully (class extension across the boundary, an
// argument mutated in place, an object with no by-value form) throws and records an
// isolation event the setup file hands to seedgate's reporter: the row is an error.
import { spawnSubject } from "./fast-check-spawn.mjs";
import { forgetMirrors, keep, keptPeer, mirrorError, renewSubject } from "./fast-check-peer.mjs";
import { FRAMEWORK_HOOKS, neutralise, coercion, sealedFailure, unswallowed } from "./fast-check-values.mjs";
import { Refused, TAG, decode, encode, encodeKey, recvFrame, sendFrame } from "./fast-check-wire.mjs";

const EVENTS = Symbol.for("seedgate.isolation.events");
const events = (globalThis[EVENTS] ??= []);

export class SeedgateIsolationError extends Error {
  name = "SeedgateIsolationError";
}

/** A refusal: the operation, the production module it was asked of (the request in flight's, unless named), why and the way out ("" when `why` says it: a shape refusal must not suggest shared). */
export function isolation(operation, why, module = serving, hint = "set isolation: shared for this property in the base config") {
  const what = `${operation}${module === undefined ? "" : ` (on ${module})`}: ${String(why).slice(0, 1500)}${hint === "" ? "" : `; ${hint}`}`;
  events.push(what);
  return new SeedgateIsolationError(`seedgate isolation: process cannot serve ${what}`);
}

let peer = keptPeer(); // { rd, wr } once the subject runs; a batch's next file renews the one its last file kept
let serving; // the production module the request in flight is about (a refusal names it)
let raised = []; // the test's own failures its callbacks threw into production code during the request in flight
const moduleOf = new Map(); // handle id → the production module (workspace path) whose request made it
const proxies = new Map(); // handle id → proxy (identity of a subject object is kept)
const handleOf = new WeakMap(); // proxy or mirror error → handle id
const callables = []; // the test's functions the subject may call
const callableIds = new Map();
const thrown = new Map(); // the test's errors that crossed to the subject, by id

function start() {
  const ends = spawnSubject();
  if (ends === undefined) throw isolation("import", "no subject process was started for this run");
  peer = keep({ ...ends, dead: null });
}

const side = {
  own(v) {
    const id = handleOf.get(v);
    return id === undefined ? undefined : [TAG.handle, id];
  },
  error(e) {
    const id = thrown.size + 1;
    thrown.set(id, e);
    return [TAG.held_error, id, String(e.name), String(e.message)];
  },
  other(v) {
    if (typeof v !== "function") throw new Refused(`passing a ${v?.constructor?.name ?? "object"} with no by-value form to production code`);
    let cid = callableIds.get(v);
    if (cid === undefined) callableIds.set(v, (cid = callables.push(v)));
    return [TAG.call_only, cid];
  },
  filled: neutralise,
  resolve(x) {
    if (x[0] === TAG.handle && Number.isInteger(x[1])) return proxyOf(x[1], x[2] === "f" ? "f" : "o");
    if (x[0] === TAG.exception) return mirror(x);
    if (x[0] === TAG.held_error && thrown.has(x[1])) return thrown.get(x[1]);
    if (x[0] === TAG.alias && Number.isInteger(x[1]) && current !== undefined && x[1] < current.length) return current[x[1]];
    throw new Refused(`an unknown value tag ${JSON.stringify(x[0])}`);
  },
};

let current; // the request's by-value containers, in the order the subject counts them

/** A subject error as its mirror (fast-check-peer.mjs), with its handle and its own fields. */
function mirror([, id, name, message, stack, base, props]) {
  const e = mirrorError(name, message, stack, base);
  if (Number.isInteger(id)) handleOf.set(e, id);
  if (props && typeof props === "object") for (const [k, v] of Object.entries(props)) if (!(k in e)) e[k] = decode(v, side);
  return e;
}

/** One request about `module` (the module of the proxy it works on, by default); answers to the subject's callbacks are served while it waits. */
function ask(op, args, module = moduleOf.get(handleOf.get(args[0]))) {
  const [outer, outerRaised] = [serving, raised];
  [serving, raised] = [module ?? outer, []];
  try {
    return request(op, args);
  } finally {
    [serving, raised] = [outer, outerRaised];
  }
}

function request(op, args) {
  if (peer === undefined) start();
  if (peer.dead !== null) throw isolation(op, peer.dead);
  const containers = [];
  const tracking = {
    ...side,
    alias: (v) => (typeof v === "object" && v !== null && !handleOf.has(v) && !(v instanceof Error) ? void containers.push(v) : undefined),
  };
  let tree;
  try {
    tree = encode(args, tracking);
  } catch (err) {
    if (err instanceof Refused) throw isolation(op, err.message);
    throw err;
  }
  return exchange(op, { op, args: tree }, containers);
}

function exchange(op, message, containers) {
  try {
    sendFrame(peer.wr, message);
    for (;;) {
      const reply = recvFrame(peer.rd);
      if ("cb" in reply) {
        sendFrame(peer.wr, callback(reply));
        continue;
      }
      if (typeof reply.i === "string") throw isolation(op, reply.i);
      const outer = current;
      current = containers;
      try {
        const failed = "e" in reply;
        const value = decode(failed ? reply.e : reply.r, side);
        if (failed || raised.length > 0) {
          // A sealed failure a callback raised ends the request as itself, whatever production did with it.
          const err = raised.length > 0 ? unswallowed(raised[0], failed ? value : undefined) : value;
          if (reply.p === true) return Promise.reject(err);
          throw err;
        }
        return reply.p === true ? Promise.resolve(value) : value;
      } finally {
        current = outer;
      }
    }
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
    peer.dead = `the subject process failed (${err.message})`;
    throw isolation(op, peer.dead);
  }
}

/** The subject calls one of the test's functions: the call runs here, by value both ways. */
function callback(req) {
  const fn = callables[req.cb - 1];
  if (fn === undefined) throw new Refused("a callback the oracle never sent");
  const [self, args] = decode(req.args, side);
  let result;
  try {
    result = Reflect.apply(fn, self, args);
  } catch (err) {
    if (err instanceof SeedgateIsolationError) return { i: err.message };
    if (sealedFailure(err) && !handleOf.has(err)) raised.push(err);
    return { e: encode(err, side) };
  }
  if (result instanceof Promise) return { i: String(isolation("a test callback", "it returned a promise to synchronous production code").message) };
  try {
    return { r: encode(result, side) };
  } catch (err) {
    if (err instanceof Refused) return { i: String(isolation("returning from a test callback", err.message).message) };
    throw err;
  }
}

function instanceCheck(value, classId) {
  return handleOf.has(value) ? ask("instanceof", [value, proxies.get(classId)]) === true : false;
}

function proxyOf(id, kind) {
  const known = proxies.get(id);
  if (known !== undefined) return known;
  if (serving !== undefined && !moduleOf.has(id)) moduleOf.set(id, serving);
  const refuse = (operation, why, hint) => isolation(operation, why, moduleOf.get(id), hint);
  const target = kind === "f" ? function () {} : {};
  const proxy = new Proxy(target, {
    get(t, key) {
      if (key === Symbol.hasInstance && kind === "f") return (v) => instanceCheck(v, id);
      const k = encodeKey(key);
      if (key === Symbol.toPrimitive) return coercion(proxy, refuse, (hint, only) => ask("primitive", [proxy, hint, only]));
      return k === undefined || FRAMEWORK_HOOKS.has(k) ? undefined : ask("get", [proxy, k]);
    },
    set(t, key, value) {
      const k = encodeKey(key);
      if (k === undefined) throw refuse("setting a symbol property on a production object", "only well-known symbols cross");
      ask("set", [proxy, k, value]);
      return true;
    },
    has: (t, key) => (encodeKey(key) === undefined || FRAMEWORK_HOOKS.has(key) ? false : ask("has", [proxy, encodeKey(key)]) === true),
    deleteProperty: (t, key) => (encodeKey(key) === undefined ? true : ask("delete", [proxy, encodeKey(key)]) === true),
    ownKeys(_t) {
      const keys = ask("keys", [proxy]).map((k) => (Array.isArray(k) ? Symbol[k[1]] : k));
      return kind === "f" && !keys.includes("prototype") ? [...keys, "prototype"] : keys;
    },
    getOwnPropertyDescriptor(t, key) {
      if (kind === "f" && key === "prototype") return { value: ask("get", [proxy, "prototype"]), writable: true, enumerable: false, configurable: false };
      const k = encodeKey(key);
      const d = k === undefined ? null : ask("describe", [proxy, k]);
      return d === null ? undefined : { value: d[1], writable: true, enumerable: d[0] === true, configurable: true };
    },
    defineProperty() {
      throw refuse("defining a property on a production object", "only plain assignment crosses");
    },
    setPrototypeOf() {
      throw refuse("changing a production object's prototype", "a prototype cannot span two processes");
    },
    apply: (t, self, args) => ask("call", [proxy, self, args]),
    construct(t, args, newTarget) {
      if (newTarget !== proxy) throw refuse(`a class extending a production class`, "a class cannot have bases in two processes");
      return ask("construct", [proxy, args]);
    },
  });
  proxies.set(id, proxy);
  handleOf.set(proxy, id);
  return proxy;
}

/** An import in the subject; an error it throws (the module's own, or its loader's) says where it was loaded, and what to try. */
function imported(path, name) {
  try {
    return ask("import", [path], name);
  } catch (err) {
    if (err instanceof Error && !(err instanceof SeedgateIsolationError))
      err.message += ` (seedgate loaded ${name} in its subject process, isolation: process; if it loads under isolation: shared, set that for this property in the base config)`;
    throw err;
  }
}

/** A batch's next seed in this worker (issue 46 item 2): fresh modules in the subject, or a new subject; the last seed's handles, callbacks and mirrors are forgotten. */
function renewed() {
  const kept = peer !== undefined && renewSubject(peer);
  for (const table of [proxies, moduleOf, callableIds, thrown, { clear: forgetMirrors }]) table.clear();
  callables.length = 0;
  if (!kept) start();
}

const ONE = Symbol.for("seedgate.oracle");
// One oracle per worker, however many module instances of this file vitest makes.
globalThis[ONE] ??= {
  module: (path, name) => imported(path, name),
  warm: (next) => (next ? renewed() : void (peer === undefined && start())),
};

/** The namespace of production module `path` (`name`: its workspace path), as the subject loaded it. */
export const subjectModule = (path, name = path) => globalThis[ONE].module(path, name);

/** Starts the subject before the test file loads (the setup file calls it), so its start-up overlaps vitest's; `next` renews it (a batch's next seed). */
export const warmSubject = (next = false) => globalThis[ONE].warm(next);
