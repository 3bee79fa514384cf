// seedgate's wire between the fast-check oracle (vitest's worker) and the subject
// process (production code), issue 25 under `isolation: process`. Blocking reads and
// writes on two inherited pipe descriptors, so a call is synchronous from the test's
// view. A frame is a 4-byte length and a JSON text; a value inside is a tagged tree
// (no eval, no structured clone of arbitrary objects): what cannot be encoded is a
// handle, a call-only handle, or a refusal the caller turns into an isolation error.
// Tags, caps and the frame's header come from protocol/wire.json, the table the Python
// codec reads too: a value both languages have crosses as the same tree in both.
import { readSync, writeSync } from "node:fs";
import { HEADER_BYTES, MAX_BYTES, MAX_DEPTH, NUMBER_SPECIALS, TAG } from "../protocol/wire-vocabulary.mjs";

export { MAX_DEPTH, TAG };

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
  const len = readExactly(fd, HEADER_BYTES).readUIntBE(0, HEADER_BYTES);
  if (len > MAX_BYTES) throw new Refused(`a frame of ${len} bytes (over ${MAX_BYTES})`);
  const text = readExactly(fd, len).toString("utf8");
  try {
    return JSON.parse(text);
  } catch {
    throw new Refused("a frame that is not JSON");
  }
}

export function sendFrame(fd, message) {
  const body = Buffer.from(JSON.stringify(message), "utf8");
  if (body.length > MAX_BYTES) throw new Refused(`a message of ${body.length} bytes (over ${MAX_BYTES})`);
  const head = Buffer.alloc(HEADER_BYTES);
  head.writeUIntBE(body.length, 0, HEADER_BYTES);
  const all = Buffer.concat([head, body]);
  let sent = 0;
  while (sent < all.length) sent += writeSync(fd, all, sent, all.length - sent);
}

const WELL_KNOWN = ["iterator", "asyncIterator", "toPrimitive", "toStringTag", "hasInstance", "isConcatSpreadable", "species"];
export const symbolName = (s) => WELL_KNOWN.find((n) => Symbol[n] === s);

/** A property key on the wire: a string, or a well-known symbol's name; other symbols are not forwarded. */
export const encodeKey = (key) => (typeof key === "symbol" ? (symbolName(key) === undefined ? undefined : [TAG.symbol_key, symbolName(key)]) : key);
export function decodeKey(x) {
  if (typeof x === "string") return x;
  if (Array.isArray(x) && x[0] === TAG.symbol_key && WELL_KNOWN.includes(x[1])) return Symbol[x[1]];
  throw new Refused("a malformed property key");
}

const isPlain = (v) => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};
const [NAN, INF, NEG_INF, NEG_ZERO] = NUMBER_SPECIALS;
const SPECIAL = { [NAN]: NaN, [INF]: Infinity, [NEG_INF]: -Infinity, [NEG_ZERO]: -0 };
const special = (v) => (Number.isNaN(v) ? NAN : v === Infinity ? INF : v === -Infinity ? NEG_INF : NEG_ZERO);
const tooDeep = () => new Refused(`a value nested deeper than ${MAX_DEPTH} levels`);
function flat(tag, entries, sub) {
  const out = [tag];
  for (const [k, x] of entries) out.push(sub(k), sub(x));
  return out;
}
const base64 = (v) => Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString("base64");

/**
 * `side.other(v)` encodes what has no by-value form (a handle, a call-only handle) or
 * throws Refused; `side.error(e)` an error; `side.alias(v)` an object of the request.
 * Subclasses of Array, Map, Set and Date cross as the built-in's value; a Uint8Array only
 * as itself (a Buffer keeps its methods by crossing as a handle).
 */
export function encode(v, side, depth = 0) {
  switch (typeof v) {
    case "string":
    case "boolean":
      return v;
    case "undefined":
      return [TAG.undefined];
    case "bigint":
      return [TAG.big_int, v.toString()];
    case "number":
      return Number.isFinite(v) && !Object.is(v, -0) ? v : [TAG.number, special(v)];
    case "symbol":
      throw new Refused("a symbol value");
  }
  if (v === null) return null;
  if (depth >= MAX_DEPTH) throw tooDeep();
  const alias = side.alias?.(v);
  if (alias !== undefined) return alias;
  const own = side.own?.(v);
  if (own !== undefined) return own;
  if (v instanceof Error) return side.error(v, depth);
  const sub = (x) => encode(x, side, depth + 1);
  if (typeof v === "function") return side.other(v);
  if (Array.isArray(v)) return [TAG.list].concat(Array.from(v, sub));
  if (v instanceof Map) return flat(TAG.map, Map.prototype.entries.call(v), sub);
  if (v instanceof Set) return [TAG.set].concat([...Set.prototype.values.call(v)].map(sub));
  if (v instanceof Date) return [TAG.instant, Date.prototype.getTime.call(v)]; // NaN (an invalid Date) is JSON's null
  if (Object.getPrototypeOf(v) === Uint8Array.prototype) return [TAG.bytes, base64(v)];
  if (isPlain(v))
    return flat(
      TAG.dict,
      Object.keys(v).map((k) => [k, v[k]]),
      sub,
    );
  return side.other(v);
}

const list = (y) => {
  if (!Array.isArray(y) || y.length % 2 !== 1) throw new Refused("a malformed container");
  return y;
};
const BIG_INT = /^-?[0-9]+$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** `side.resolve(x, depth)` decodes the side's own tags (handles, errors, aliases) or throws Refused. */
export function decode(x, side, depth = 0) {
  if (x === null || typeof x === "string" || typeof x === "boolean" || typeof x === "number") return x;
  if (!Array.isArray(x) || typeof x[0] !== "string") throw new Refused("a malformed value");
  if (depth >= MAX_DEPTH) throw tooDeep();
  const sub = (y) => decode(y, side, depth + 1);
  // Containers are counted in the order the encoder met them (before their contents): aliases name them by that index.
  const made = (obj) => {
    side.made?.(obj);
    return obj;
  };
  switch (x[0]) {
    case TAG.undefined:
      return undefined;
    case TAG.big_int:
      if (typeof x[1] !== "string" || !BIG_INT.test(x[1])) throw new Refused("a malformed big integer");
      return BigInt(x[1]);
    case TAG.number:
      if (typeof x[1] !== "string" || !Object.hasOwn(SPECIAL, x[1])) throw new Refused("a malformed number");
      return SPECIAL[x[1]];
    case TAG.list:
    case TAG.set: {
      const c = made(x[0] === TAG.list ? [] : new Set());
      const add = x[0] === TAG.list ? (y) => c.push(y) : (y) => c.add(y);
      for (let i = 1; i < x.length; i++) add(sub(x[i]));
      return c;
    }
    case TAG.map: {
      const m = made(new Map());
      for (let i = 1, n = list(x).length; i < n; i += 2) m.set(sub(x[i]), sub(x[i + 1]));
      return m;
    }
    case TAG.dict: {
      const o = made({});
      for (let i = 1, n = list(x).length; i < n; i += 2) {
        if (typeof x[i] !== "string") throw new Refused("a malformed object key");
        Object.defineProperty(o, x[i], { value: sub(x[i + 1]), enumerable: true, writable: true, configurable: true });
      }
      side.filled?.(o); // the receiver's last word on a plain object's keys (the oracle neutralises protocol hooks)
      return o;
    }
    case TAG.instant:
      if (x.length !== 2 || (x[1] !== null && !Number.isInteger(x[1]))) throw new Refused("a malformed instant");
      return made(new Date(x[1] === null ? NaN : x[1]));
    case TAG.bytes:
      if (x.length !== 2 || typeof x[1] !== "string" || !BASE64.test(x[1])) throw new Refused("malformed bytes");
      return made(new Uint8Array(Buffer.from(x[1], "base64")));
    default:
      return side.resolve(x, depth);
  }
}
