// seedgate's wire between the fast-check oracle (vitest's worker) and the subject
// process (production code), issue 25 under `isolation: process`. Blocking reads and
// writes on two inherited pipe descriptors, so a call is synchronous from the test's
// view. A frame is a 4-byte length and a JSON text; a value inside is a tagged tree
// (no eval, no structured clone of arbitrary objects): what cannot be encoded is a
// handle, a call-only handle, or a refusal the caller turns into an isolation error.
import { readSync, writeSync } from "node:fs";

const MAX_FRAME = 16 * 1024 * 1024;
const MAX_DEPTH = 64;

export class Refused extends Error {}

function readExactly(fd, n) {
  const buf = Buffer.alloc(n);
  let got = 0;
  while (got < n) {
    let r;
    try {
      r = readSync(fd, buf, got, n - got, null);
    } catch (err) {
      if (err.code === "EAGAIN") continue;
      throw err;
    }
    if (r === 0) throw new Refused("the other process hung up");
    got += r;
  }
  return buf;
}

export function recvFrame(fd) {
  const len = readExactly(fd, 4).readUInt32BE(0);
  if (len > MAX_FRAME) throw new Refused(`a frame of ${len} bytes (over ${MAX_FRAME})`);
  const text = readExactly(fd, len).toString("utf8");
  try {
    return JSON.parse(text);
  } catch {
    throw new Refused("a frame that is not JSON");
  }
}

export function sendFrame(fd, message) {
  const body = Buffer.from(JSON.stringify(message), "utf8");
  if (body.length > MAX_FRAME) throw new Refused(`a message of ${body.length} bytes (over ${MAX_FRAME})`);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(body.length, 0);
  const all = Buffer.concat([head, body]);
  let sent = 0;
  while (sent < all.length) sent += writeSync(fd, all, sent, all.length - sent);
}

const WELL_KNOWN = ["iterator", "asyncIterator", "toPrimitive", "toStringTag", "hasInstance", "isConcatSpreadable", "species"];
export const symbolName = (s) => WELL_KNOWN.find((n) => Symbol[n] === s);

/** A property key on the wire: a string, or a well-known symbol's name; other symbols are not forwarded. */
export const encodeKey = (key) => (typeof key === "symbol" ? (symbolName(key) === undefined ? undefined : ["y", symbolName(key)]) : key);
export function decodeKey(x) {
  if (typeof x === "string") return x;
  if (Array.isArray(x) && x[0] === "y" && WELL_KNOWN.includes(x[1])) return Symbol[x[1]];
  throw new Refused("a malformed property key");
}

const isPlain = (v) => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/**
 * `side.other(v)` encodes what has no by-value form (a handle, a call-only handle) or
 * throws Refused; `side.error(e)` an error; `side.alias(v)` an object of the request.
 * Subclasses of Array, Map, Set and Date cross as the built-in's value.
 */
export function encode(v, side, depth = 0) {
  if (depth > MAX_DEPTH) throw new Refused(`a value nested deeper than ${MAX_DEPTH}`);
  switch (typeof v) {
    case "string":
    case "boolean":
      return v;
    case "undefined":
      return ["u"];
    case "bigint":
      return ["b", v.toString()];
    case "number":
      return Number.isFinite(v) && !Object.is(v, -0) ? v : ["n", Object.is(v, -0) ? "-0" : String(v)];
    case "symbol":
      throw new Refused("a symbol value");
  }
  if (v === null) return null;
  const alias = side.alias?.(v);
  if (alias !== undefined) return alias;
  const own = side.own?.(v);
  if (own !== undefined) return own;
  if (v instanceof Error) return side.error(v, depth);
  const sub = (x) => encode(x, side, depth + 1);
  if (typeof v === "function") return side.other(v);
  if (Array.isArray(v)) return ["a", Array.from(v, sub)];
  if (v instanceof Map) return ["M", [...Map.prototype.entries.call(v)].map(([k, x]) => [sub(k), sub(x)])];
  if (v instanceof Set) return ["S", [...Set.prototype.values.call(v)].map(sub)];
  if (v instanceof Date) return ["D", Date.prototype.getTime.call(v)];
  if (isPlain(v)) return ["o", Object.keys(v).map((k) => [k, sub(v[k])])];
  return side.other(v);
}

const NUMBERS = { NaN, Infinity, "-Infinity": -Infinity, "-0": -0 };

/** `side.resolve(tag, x)` decodes the side's own tags (handles, errors, aliases) or throws Refused. */
export function decode(x, side, depth = 0) {
  if (depth > MAX_DEPTH) throw new Refused(`a value nested deeper than ${MAX_DEPTH}`);
  if (x === null || typeof x === "string" || typeof x === "boolean") return x;
  if (typeof x === "number") return x;
  if (!Array.isArray(x) || typeof x[0] !== "string") throw new Refused("a malformed value");
  const sub = (y) => decode(y, side, depth + 1);
  // Containers are counted in the order the encoder met them (before their contents): aliases name them by that index.
  const made = (obj) => {
    side.made?.(obj);
    return obj;
  };
  const list = (y) => {
    if (!Array.isArray(y)) throw new Refused("a malformed container");
    return y;
  };
  switch (x[0]) {
    case "u":
      return undefined;
    case "b":
      return BigInt(String(x[1]));
    case "n":
      if (!(x[1] in NUMBERS)) throw new Refused("a malformed number");
      return NUMBERS[x[1]];
    case "a": {
      const a = made([]);
      for (const y of list(x[1])) a.push(sub(y));
      return a;
    }
    case "M": {
      const m = made(new Map());
      for (const e of list(x[1])) m.set(sub(list(e)[0]), sub(e[1]));
      return m;
    }
    case "S": {
      const s = made(new Set());
      for (const y of list(x[1])) s.add(sub(y));
      return s;
    }
    case "D":
      return made(new Date(Number(x[1])));
    case "o": {
      const o = made({});
      for (const e of list(x[1])) {
        const [k, y] = list(e);
        if (typeof k !== "string") throw new Refused("a malformed object key");
        Object.defineProperty(o, k, { value: sub(y), enumerable: true, writable: true, configurable: true });
      }
      return o;
    }
    default:
      return side.resolve(x, depth);
  }
}
