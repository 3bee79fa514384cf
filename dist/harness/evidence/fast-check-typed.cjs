// The typed form of a fast-check fixture (issue 47 item 1), used by fast-check-fixture.cjs:
//
//   {"$seedgate-fixture":1,"arguments":[TREE, ...]}
//
// one TREE per argument of the property, in order: the wire codec's tagged trees
// (protocol/wire.json, docs/wire.md), so a Date (an invalid one too), Map, Set, BigInt,
// Uint8Array and other typed arrays, -0, NaN, ±Infinity, undefined and a null-prototype
// object replay as the very values the failing run had. A value with no faithful form
// (a class instance, a function, a symbol, a getter, a sparse array, one object twice) is
// refused, naming the argument, the path inside it and its type; never stored
// approximately. The Python fixtures use the same marker (seedgate_fixture.py).
"use strict";
const { tags, number_specials: SPECIALS, limits } = require("../protocol/wire.json");

const TAG = Object.fromEntries(Object.entries(tags).map(([name, e]) => [name, e.tag]));
const MARKER = "$seedgate-fixture";
const VERSION = 1;
const [NAN, INF, NEG_INF, NEG_ZERO] = SPECIALS;
const SPECIAL = { [NAN]: NaN, [INF]: Infinity, [NEG_INF]: -Infinity, [NEG_ZERO]: -0 };
const TYPED = [Int8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array, BigInt64Array, BigUint64Array];
if (typeof Float16Array === "function") TYPED.push(Float16Array);

class Unfaithful extends Error {
  constructor(what, at) {
    super(`${what} at ${at}`);
    this.what = what;
    this.at = at;
  }
}

// No "u": the tags that start with one (Uint8Array, URL) are said "a you-".
const article = (word) => (/^[aeio]/i.test(word) ? `an ${word}` : `a ${word}`);

/** A value's type in words: "a Map", "an instance of Money", "an object with a null prototype", "a bigint". */
function typeOf(value) {
  if (value === null) return "null";
  if (typeof value === "function") return "a function";
  if (typeof value !== "object") return typeof value;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return "an object with a null prototype";
  if (proto === Object.prototype) return "an object";
  const builtin = [Array, Map, Set, Date, Uint8Array, ...TYPED].find((c) => c.prototype === proto);
  if (builtin !== undefined) return article(builtin.name);
  const name = typeof proto.constructor === "function" && proto.constructor.prototype === proto ? proto.constructor.name : "";
  if (!name) return "an object with a custom prototype";
  return globalThis[name]?.prototype === proto ? article(name) : `an instance of ${name}`;
}

/** What a value with no typed form is: its type, or a built-in's with properties of its own. */
const kindOf = (value) => {
  const type = typeOf(value);
  const proto = typeof value === "object" ? Object.getPrototypeOf(value) : undefined;
  return [Map, Set, Date, Uint8Array, ...TYPED].some((c) => c.prototype === proto) ? `${type} with properties of its own` : type;
};

const keyPath = (at, key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `${at}.${key}` : `${at}[${JSON.stringify(key)}]`);
const base64 = (v) => Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString("base64");
const special = (v) => (Number.isNaN(v) ? NAN : v === Infinity ? INF : v === -Infinity ? NEG_INF : NEG_ZERO);

/** The tagged tree of `v`, or an Unfaithful naming what has no faithful form and where. */
function encode(v, at, seen, depth) {
  switch (typeof v) {
    case "string":
    case "boolean":
      return v;
    case "number":
      return Number.isFinite(v) && !Object.is(v, -0) ? v : [TAG.number, special(v)];
    case "undefined":
      return [TAG.undefined];
    case "bigint":
      return [TAG.big_int, v.toString()];
    case "symbol":
      throw new Unfaithful("a Symbol", at);
    case "function":
      throw new Unfaithful("a function", at);
  }
  if (v === null) return null;
  if (depth >= limits.max_depth) throw new Unfaithful(`a value nested deeper than ${limits.max_depth} levels`, at);
  if (seen.has(v)) throw new Unfaithful("the same object twice", at);
  seen.add(v);
  const sub = (x, where) => encode(x, where, seen, depth + 1);
  const proto = Object.getPrototypeOf(v);
  const bare = Reflect.ownKeys(v).length === 0; // a Map, Set or Date with properties of its own has no typed form
  if (proto === Array.prototype) {
    const out = [TAG.list];
    for (let i = 0; i < v.length; i++) {
      if (!(i in v)) throw new Unfaithful("a sparse array (a hole)", `${at}[${i}]`);
      out.push(sub(v[i], `${at}[${i}]`));
    }
    if (Reflect.ownKeys(v).length !== v.length + 1) throw new Unfaithful("an array with extra properties", at);
    return out;
  }
  if (proto === Map.prototype && bare) {
    const out = [TAG.map];
    let i = 0;
    for (const [k, x] of v) out.push(sub(k, `${at} key #${i}`), sub(x, `${at} value #${i++}`));
    return out;
  }
  if (proto === Set.prototype && bare) return [TAG.set, ...[...v].map((x, i) => sub(x, `${at} item #${i}`))];
  if (proto === Date.prototype && bare) return [TAG.instant, Number.isNaN(v.getTime()) ? null : v.getTime()];
  const indexed = ArrayBuffer.isView(v) && Reflect.ownKeys(v).length === v.length; // a typed array's own keys are its indices
  if (proto === Uint8Array.prototype && indexed) return [TAG.bytes, base64(v)];
  const typed = TYPED.find((c) => c.prototype === proto);
  if (typed !== undefined && indexed) return [TAG.typed_array, typed.name, base64(v)];
  if (proto !== Object.prototype && proto !== null) throw new Unfaithful(kindOf(v), at);
  const out = [proto === null ? TAG.null_object : TAG.dict];
  for (const key of Reflect.ownKeys(v)) {
    if (typeof key === "symbol") throw new Unfaithful("a symbol-keyed property", at);
    const d = Object.getOwnPropertyDescriptor(v, key);
    if (!("value" in d)) throw new Unfaithful("a getter", keyPath(at, key));
    if (!d.enumerable) throw new Unfaithful("a non-enumerable property", keyPath(at, key));
    out.push(key, sub(d.value, keyPath(at, key)));
  }
  return out;
}

/** `{ bytes }` of the typed fixture of a counterexample (the tuple of the property's arguments), or `{ reason }` naming the argument and its type. */
function typedFixture(counterexample) {
  const seen = new Set([counterexample]);
  const args = [];
  for (let i = 0; i < counterexample.length; i++) {
    try {
      args.push(encode(counterexample[i], `argument ${i + 1}`, seen, 0));
    } catch (err) {
      if (!(err instanceof Unfaithful)) throw err;
      return {
        reason: `fixture not writable: argument ${i + 1} (${typeOf(counterexample[i])}) holds ${err.what} at ${err.at}, which a fast-check fixture cannot store faithfully; hint: draw plain values (numbers, strings, Dates, Maps, Sets, BigInts, typed arrays, plain objects) and build class instances, functions or symbols inside the property from them`,
      };
    }
  }
  return { bytes: JSON.stringify({ [MARKER]: VERSION, arguments: args }) };
}

const BIG_INT = /^-?[0-9]+$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const malformed = (what) => new Error(`seedgate: the fixture holds a malformed ${what}`);
const pairs = (x, make, set) => {
  if (x.length % 2 !== 1) throw malformed("container");
  for (let i = 1; i < x.length; i += 2) set(make(x[i]), make(x[i + 1]));
};

/** The value of a tagged tree; a tree seedgate would not write is an error, never a guess. */
function decode(x, depth = 0) {
  if (x === null || typeof x === "string" || typeof x === "boolean" || typeof x === "number") return x;
  if (!Array.isArray(x) || typeof x[0] !== "string") throw malformed("value");
  if (depth >= limits.max_depth) throw malformed("value (too deep)");
  const sub = (y) => decode(y, depth + 1);
  switch (x[0]) {
    case TAG.undefined:
      return undefined;
    case TAG.big_int:
      if (typeof x[1] !== "string" || !BIG_INT.test(x[1])) throw malformed("BigInt");
      return BigInt(x[1]);
    case TAG.number:
      if (!Object.hasOwn(SPECIAL, x[1])) throw malformed("number");
      return SPECIAL[x[1]];
    case TAG.list:
      return x.slice(1).map(sub);
    case TAG.set:
      return new Set(x.slice(1).map(sub));
    case TAG.map: {
      const m = new Map();
      pairs(x, sub, (k, v) => m.set(k, v));
      return m;
    }
    case TAG.dict:
    case TAG.null_object: {
      const o = x[0] === TAG.dict ? {} : Object.create(null);
      pairs(
        x,
        (y) => y,
        (k, v) => {
          if (typeof k !== "string") throw malformed("object key");
          Object.defineProperty(o, k, { value: sub(v), enumerable: true, writable: true, configurable: true });
        },
      );
      return o;
    }
    case TAG.instant:
      if (x.length !== 2 || (x[1] !== null && !Number.isInteger(x[1]))) throw malformed("Date");
      return new Date(x[1] === null ? NaN : x[1]);
    case TAG.bytes:
      if (x.length !== 2 || typeof x[1] !== "string" || !BASE64.test(x[1])) throw malformed("Uint8Array");
      return new Uint8Array(Buffer.from(x[1], "base64"));
    case TAG.typed_array: {
      const ctor = TYPED.find((c) => c.name === x[1]);
      if (x.length !== 3 || ctor === undefined || typeof x[2] !== "string" || !BASE64.test(x[2])) throw malformed("typed array");
      const bytes = Buffer.from(x[2], "base64");
      if (bytes.length % ctor.BYTES_PER_ELEMENT !== 0) throw malformed("typed array");
      return new ctor(new Uint8Array(bytes).buffer);
    }
    default:
      throw malformed(`value (tag ${JSON.stringify(x[0])})`);
  }
}

/** A fixture file's arguments: a plain JSON array (the older form), or the typed form of the marker's version 1. */
function fixtureArguments(doc, path) {
  if (Array.isArray(doc)) return doc;
  if (doc !== null && typeof doc === "object" && Object.hasOwn(doc, MARKER)) {
    if (doc[MARKER] !== VERSION)
      throw new Error(`seedgate: ${path} is a fixture of version ${JSON.stringify(doc[MARKER])}, not ${VERSION}: a newer seedgate wrote it`);
    if (!Array.isArray(doc.arguments)) throw new Error(`seedgate: ${path} has no "arguments" array`);
    return doc.arguments.map((tree) => decode(tree));
  }
  throw new Error(`seedgate: ${path} is not a JSON array of the property's arguments, nor a typed fixture`);
}

module.exports = { MARKER, VERSION, typedFixture, decode, fixtureArguments };
