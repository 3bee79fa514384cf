// seedgate's fast-check fixtures, used by fast-check-setup.mjs (see the contract at the
// top of that file) through fast-check-fixture.mjs, and by jest-setup.cjs: CommonJS, so
// jest's module registry can load it as vitest's ESM setup file does. Two global reporters, both failing a run exactly as fast-check's
// default reporter does (fc.defaultReportMessage, thrown with the predicate's error as
// its cause):
//
//   captureReporter  on the first failed fc.assert, writes the shrunk counterexample
//                    (runDetails.counterexample: the tuple of the property's arguments)
//                    to SEEDGATE_FIXTURE_OUT: a JSON array when JSON carries it exactly,
//                    else the typed form (fast-check-typed.cjs), or `<that path>.reason`
//                    when no form stores it faithfully; and the failure's error class at
//                    `<that path>.failure`, which the hunt's replay must show again;
//   replayConfig     runs the fixture as the only input of the test's fc.assert and
//                    appends one evidence line per fc.assert to SEEDGATE_FIXTURE_EVIDENCE.
//
// The bytes are JSON.stringify's compact form: no whitespace, keys in the object's own
// order (a JavaScript object's key order is observable, so it is kept, not sorted).
// Values JSON would mangle (undefined, BigInt, NaN, ±Infinity, -0, Map, Set, Date, typed
// arrays) take the typed form; class instances, functions, symbols, sparse arrays and the
// same object twice are refused with the reason, never encoded approximately.
"use strict";
const { appendFileSync, readFileSync, writeFileSync } = require("node:fs");
const { fixtureArguments, typedFixture } = require("./fast-check-typed.cjs");

// No "u": the tags that start with one (Uint8Array, URL) are said "a you-".
const article = (word) => (/^[aeio]/i.test(word) ? `an ${word}` : `a ${word}`);

/** What a non-plain object is, in words: "a Map", "a Uint8Array", "an instance of Money". */
function kindOf(value) {
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return "an object with a null prototype";
  const tag = Object.prototype.toString.call(value).slice(8, -1);
  if (tag !== "Object") return article(tag);
  const name = typeof proto.constructor === "function" ? proto.constructor.name : "";
  return name ? `an instance of ${name}` : "an object with a custom prototype";
}

const keyPath = (at, key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `${at}.${key}` : `${at}[${JSON.stringify(key)}]`);

/** `{ what, at }` for the first part of `value` that JSON cannot carry exactly; undefined when it can carry all of it. */
function unjsonable(value, at = "counterexample") {
  const seen = new Set();
  const walk = (v, at) => {
    if (v === null || typeof v === "boolean" || typeof v === "string") return undefined;
    if (typeof v === "number") {
      if (Number.isNaN(v)) return { what: "NaN", at };
      if (!Number.isFinite(v)) return { what: v > 0 ? "Infinity" : "-Infinity", at };
      return Object.is(v, -0) ? { what: "-0", at } : undefined;
    }
    if (v === undefined) return { what: "undefined", at };
    if (typeof v === "bigint") return { what: "a BigInt", at };
    if (typeof v === "symbol") return { what: "a Symbol", at };
    if (typeof v === "function") return { what: "a function", at };
    if (seen.has(v)) return { what: "the same object twice (JSON would make two copies)", at };
    seen.add(v);
    if (Array.isArray(v)) {
      if (Object.getPrototypeOf(v) !== Array.prototype) return { what: kindOf(v), at };
      for (let i = 0; i < v.length; i++) {
        if (!(i in v)) return { what: "a sparse array (a hole)", at: `${at}[${i}]` };
        const bad = walk(v[i], `${at}[${i}]`);
        if (bad) return bad;
      }
      return Reflect.ownKeys(v).length === v.length + 1 ? undefined : { what: "an array with extra properties", at };
    }
    if (Object.getPrototypeOf(v) !== Object.prototype) return { what: kindOf(v), at };
    for (const key of Reflect.ownKeys(v)) {
      if (typeof key === "symbol") return { what: "a symbol-keyed property", at };
      const d = Object.getOwnPropertyDescriptor(v, key);
      if (!("value" in d)) return { what: "a getter", at: keyPath(at, key) };
      if (!d.enumerable) return { what: "a non-enumerable property", at: keyPath(at, key) };
      const bad = walk(d.value, keyPath(at, key));
      if (bad) return bad;
    }
    return undefined;
  };
  return walk(value, at);
}

/** The fixture bytes of a failed run, or why there are none. */
function fixtureOf(out, nth) {
  if (nth > 1) return { reason: `the failing fc.assert is number ${nth} of its test: a fast-check fixture replays a test that runs one fc.assert` };
  if (out.counterexamplePath === null || out.counterexample === null) {
    return { reason: `fast-check failed without a counterexample (${out.interrupted ? "the run was interrupted" : "too many pre-condition failures"})` };
  }
  // A JSON array when JSON carries the arguments exactly (readable, and the older form), else the typed form.
  return unjsonable(out.counterexample) === undefined ? { bytes: JSON.stringify(out.counterexample) } : typedFixture(out.counterexample);
}

/** The class of the error the property failed with ("AssertionError", "TypeError"), which a verified replay must fail with too. */
const errorType = (out) => {
  const e = out.errorInstance;
  if (e === null || e === undefined) return null;
  return typeof e === "object" && typeof e.constructor === "function" && e.constructor.name ? e.constructor.name : typeof e;
};

/**
 * Fail as fast-check's default reporter (throwIfFailed) does: its message, the
 * predicate's error as the cause. The stack starts below `reporter`, so its first
 * frame outside node_modules is the test's fc.assert, as with the default reporter
 * (the row's location), not this harness file.
 */
function failAsDefault(fc, out, reporter) {
  if (!out.failed) return;
  const message = typeof fc.defaultReportMessage === "function" ? fc.defaultReportMessage(out) : `Property failed: ${fc.stringify(out.counterexample)}`;
  const conf = out.runConfiguration ?? {};
  // fast-check 4: includeErrorInReport puts the error in the message; 3: errorWithCause attaches it.
  const withCause = "includeErrorInReport" in conf ? conf.includeErrorInReport !== true : conf.errorWithCause === true;
  const error = withCause ? new Error(message, { cause: out.errorInstance }) : new Error(message);
  Error.captureStackTrace?.(error, reporter);
  throw error;
}

/** `count` (optional) sees every run's details first: the seed row's run count (fast-check-runs.mjs). */
function captureReporter(fc, outPath, count) {
  let asserts = 0;
  let recorded = false;
  const reporter = (out) => {
    count?.(out);
    asserts += 1;
    if (out.failed && !recorded) {
      recorded = true;
      const fixture = fixtureOf(out, asserts);
      if (fixture.bytes !== undefined) {
        writeFileSync(outPath, fixture.bytes);
        writeFileSync(`${outPath}.failure`, JSON.stringify({ type: errorType(out) }));
      } else writeFileSync(`${outPath}.reason`, `${fixture.reason}\n`);
    }
    failAsDefault(fc, out, reporter);
  };
  return reporter;
}

/**
 * The global parameters of a fixture replay. fast-check runs `examples` before any
 * generated value and counts them against `numRuns` (Tosser: examples first;
 * SourceValuesIterator: numRuns values in all), so numRuns 1 runs the fixture only.
 * An fc.assert that sets its own numRuns overrides that; on fast-check >= 4.10 a
 * global plugin stops every run after the first one (an interrupt, which is not a
 * failure), and on older versions the evidence shows the extra runs.
 */
function replayConfig(fc, fixturePath, evidencePath) {
  const input = fixtureArguments(JSON.parse(readFileSync(fixturePath, "utf8")), fixturePath);
  const examples = [input];
  if (typeof fc.installGlobalPlugin === "function") {
    fc.installGlobalPlugin(() => {
      let runs = 0;
      return { decorateRun: (run) => (value) => (++runs === 1 ? run(value) : new fc.PreconditionFailure(true)) };
    });
  }
  let asserts = 0;
  const reporter = (out) => {
    asserts += 1;
    const row = {
      assert: asserts,
      fixture: out.runConfiguration?.examples === examples,
      failed: out.failed === true,
      runs: out.numRuns,
      skips: out.numSkips,
      path: out.counterexamplePath ?? null,
      error: out.failed ? errorType(out) : null,
    };
    if (evidencePath) appendFileSync(evidencePath, `${JSON.stringify(row)}\n`);
    failAsDefault(fc, out, reporter);
  };
  return { examples, numRuns: 1, endOnFailure: true, reporter };
}

module.exports = { unjsonable, fixtureOf, failAsDefault, captureReporter, replayConfig };
