// The sealed test's inputs for fast-check (issue 44 item 4, docs/formats.md "Sealed
// inputs"): what each fc.assert's arbitraries hold when the property first generates,
// before its first example. fast-check 4's arbitraries keep their constraints on the
// instance (an array's maxLength, an integer's min and max, constantFrom's values), so a
// bound the sealed test took from production (`fc.array(fc.integer(), { maxLength:
// lib.MAX })`) is printed here by value; the hunt records the texts (journal
// sealed_inputs) and a lane's pass must show the same. What cannot be printed by value
// is printed by kind only: a function (a map's mapper, a filter's predicate: the
// production code they call is not compared), an object of a class that is not an
// arbitrary (a handle under isolation: process), what lies deeper than DEPTH.
// CommonJS, for the jest preset's setup file; vitest's imports the ESM face (fast-check-inputs.mjs).

"use strict";
const { createHash } = require("node:crypto");

/** How deep an arbitrary's fields are followed, and how long one argument's text may be (the journal's limit is 4100). */
const DEPTH = 12;
const LONGEST = 4000;

/** `v` as text that depends on its data only: the same arbitrary built twice prints the same. */
function printed(fc, v, depth, seen) {
  if (v === null || v === undefined || typeof v === "boolean") return String(v);
  if (typeof v === "number") return Object.is(v, -0) ? "-0" : String(v);
  if (typeof v === "bigint") return `${v}n`;
  if (typeof v === "string") return JSON.stringify(v);
  if (typeof v === "symbol") return "symbol";
  if (typeof v === "function") return "function";
  if (depth > DEPTH) return "…";
  if (seen.has(v)) return "(cycle)";
  seen.add(v);
  try {
    const field = (x) => printed(fc, x, depth + 1, seen);
    if (Array.isArray(v)) return `[${v.map(field).join(", ")}]`;
    const proto = Object.getPrototypeOf(v);
    if (v instanceof fc.Arbitrary || proto === Object.prototype || proto === null) {
      const fields = Object.keys(v).map((k) => `${k}: ${field(v[k])}`);
      const name = proto === Object.prototype || proto === null ? "" : (proto.constructor?.name ?? "Arbitrary");
      return `${name}{${fields.join(", ")}}`;
    }
    if (v instanceof Date) return `Date(${Date.prototype.getTime.call(v)})`;
    return "object";
  } finally {
    seen.delete(v);
  }
}

/** Each argument's arbitrary of a property (its tuple's members), printed. */
function printedArguments(fc, property) {
  const tuple = property?.arb;
  const arbs = Array.isArray(tuple?.arbs) ? tuple.arbs : tuple === undefined ? [] : [tuple];
  return arbs.map((a) => {
    const text = printed(fc, a, 0, new Set());
    // A longer text keeps its start, and its whole by digest: a difference past the cut still shows.
    return text.length > LONGEST ? `${text.slice(0, LONGEST - 80)}… (sha256 ${createHash("sha256").update(text).digest("hex")})` : text;
  });
}

/**
 * Notes, for every property fast-check runs, its arguments' printed arbitraries at its
 * first generate (before any example: what the test built them from). `take()` hands
 * the latest unreported note to the fc.assert whose reporter is now called.
 */
function watchInputs(fc) {
  const noted = new WeakSet();
  let latest;
  const probe = () => true;
  for (const made of [fc.property(fc.constant(0), probe), fc.asyncProperty(fc.constant(0), async () => true)]) {
    const proto = Object.getPrototypeOf(made);
    const generate = proto.generate;
    // No mark on the prototype: a second watch (another test file in the same worker) wraps the first, each noting for its own reporter.
    if (typeof generate !== "function") continue;
    const watched = function (...args) {
      if (!noted.has(this)) {
        noted.add(this);
        try {
          latest = printedArguments(fc, this);
        } catch {
          latest = ["(unprintable)"]; // a field whose read throws: never the test's failure, never a match for a printed record
        }
      }
      return generate.apply(this, args);
    };
    proto.generate = watched;
  }
  return {
    take() {
      const t = latest;
      latest = undefined;
      return t;
    },
  };
}

module.exports = { printedArguments, watchInputs };
