// Values, not answers (issue 44), on the oracle's side of fast-check's boundary: what
// the test's framework asks a value is never answered by production code.
//
// - Protocol hooks. A matcher asks a value for `asymmetricMatch` and the like: on a
//   production object (a handle) those keys read as absent. On a plain object production
//   code sent by value, a function under one of them, or under a key the language calls
//   by itself (`then`, `valueOf`, `toString`, `toJSON`), is replaced by a neutral value,
//   so `toEqual`, `toStrictEqual`, `toMatchObject` and `toContainEqual` compare data the
//   oracle holds and never call production code. (A handle's own methods stay callable:
//   `x.toString()` asks production for a value, which crosses back by value.)
// - Sealed failures. An assertion (or fast-check's precondition) thrown by a test
//   callback that production code called cannot be swallowed: whatever production does
//   with it (catches it, wraps it, returns), the request that carried it ends with it.

import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/** Keys a test framework's matchers ask a value to decide what it equals: absent on a production object. */
export const FRAMEWORK_HOOKS = new Set([
  "asymmetricMatch",
  "$$typeof",
  "_isMockFunction",
  "@@__IMMUTABLE_ITERABLE__@@",
  "@@__IMMUTABLE_RECORD__@@",
  "@@__IMMUTABLE_KEYED__@@",
  "@@__IMMUTABLE_ORDERED__@@",
]);

/** Those and the keys the language calls on its own (await, coercion, JSON): never production functions on data. */
export const PROTOCOL_KEYS = new Set([...FRAMEWORK_HOOKS, "then", "valueOf", "toString", "toJSON", "nodeType"]);

/** What stands where production code's data held a function under a protocol key: data, never called. */
export const NEUTRALISED = Object.freeze({ seedgate: "a production function under a protocol key, never called" });

/** A plain object decoded from the subject: its protocol keys hold no production function. */
export function neutralise(obj) {
  for (const key of Object.keys(obj)) if (PROTOCOL_KEYS.has(key) && typeof obj[key] === "function") obj[key] = NEUTRALISED;
}

/**
 * What stands for a production object's Symbol.toPrimitive. Coerced to a string
 * (`String(x)`, a template), it is asked for its `toString()` by name, as the test could
 * write it, and the string crosses by value. Coerced to a number or by `==` and `+`
 * (`x == 3`, `x < 3`, `+x`), the object would answer the test's own comparison: only a
 * class the base's hunt saw coerced so (the journal's `shapes`: `{class: "src/v.ts#Version",
 * operator: "<" | "==", against: "primitive"}`, SEEDGATE_BOOT's `coerced`) answers, with an
 * exact number; a hunt (SEEDGATE_BOOT's `records`, never a lane's) lets every class answer and records it at SEEDGATE_SHAPES_OUT;
 * anything else is refused (fast-check-primitive.mjs is the subject's half).
 */
export const coercion = (proxy, refuse, primitive) => (hint) => {
  if (hint === "string") return proxy.toString();
  const operator = hint === "number" ? "<" : "==";
  if (recording !== undefined || coerced.size > 0) {
    const only = recording !== undefined ? null : [...coerced].flatMap((c) => (c.startsWith(`${operator} `) ? [c.slice(operator.length + 1)] : []));
    const [cls, ...value] = primitive(hint, only);
    if (value.length === 1 && typeof value[0] === "number") return (record(cls, operator), value[0]);
    if (value.length === 1) throw refuse(`coercing a production ${cls} to a primitive (hint ${hint})`, `it answered a ${typeof value[0]}, not a number`, "");
    if (cls !== null)
      throw refuse(
        `coercing a production ${cls} to a primitive (hint ${hint})`,
        "the base's hunt never saw that class coerced so (the journal's shapes); an intended change is re-hunted in a sealed-only pull request",
        "",
      );
  }
  throw refuse(
    `coercing a production object to a primitive (hint ${hint}: ==, <, + or arithmetic against the test's value)`,
    "production code would answer what the test compares; call a method by name (x.valueOf(), x.toString()) so its result crosses by value, or re-hunt so the journal's shapes record its class",
    "",
  );
};

const boot = (() => {
  try {
    return JSON.parse(process.env.SEEDGATE_BOOT ?? "{}") ?? {};
  } catch {
    return {};
  }
})();
/** `"< src/v.ts#Version"`: the operator and class a lane lets answer, from the journal's shapes. */
const coerced = new Set(Array.isArray(boot.coerced) ? boot.coerced.filter((c) => typeof c === "string") : []);
/** A hunt's seed: where the classes it saw coerced are written (modes/hunt/shapes.ts reads them). */
const recording = boot.records === true ? process.env.SEEDGATE_SHAPES_OUT || undefined : undefined;
const seen = new Set();

function record(cls, operator) {
  const key = `${operator} ${cls}`;
  if (recording === undefined || seen.has(key)) return;
  seen.add(key);
  const shapes = [...seen].map((k) => ({ class: k.slice(k.indexOf(" ") + 1), operator: k.slice(0, k.indexOf(" ")), against: "primitive" }));
  mkdirSync(dirname(recording), { recursive: true });
  writeFileSync(recording, JSON.stringify(shapes));
}

/** A failure the test's own check raised (not one mirrored from the subject, which production may catch). */
export const sealedFailure = (err) =>
  err instanceof Error && (/AssertionError$/.test(err.name) || "matcherResult" in err || err.constructor?.name === "PreconditionFailure");

export const SWALLOWED =
  "seedgate: production code caught this failure of the test's own check (thrown by a test callback it was handed) and went on; a sealed failure cannot be suppressed, so the run fails";

/** The sealed failure that ends a request: `first`, noted when production swallowed or replaced it. */
export function unswallowed(first, reply) {
  if (reply !== first) first.message = `${first.message}\n${SWALLOWED}`;
  return first;
}
