// The oracle's end of `isolation: process` for jest (issue 44 item 6), in jest's worker:
// the proxy files jest-resolver.cjs writes require this file, and every production
// module the test loads is the subject's (fast-check-oracle.mjs, the proxies vitest's
// rows use), run here in the test's own realm (harness-require.cjs says why).
"use strict";
const { join } = require("node:path");
const { harnessModule } = require("./harness-require.cjs");

const oracle = harnessModule(join(__dirname, "fast-check-oracle.mjs"));

/**
 * What `require` gives the test for production file `path` (`name`: its workspace
 * path): a CommonJS file's module.exports, as Node's loader hands it to an import as
 * `default`; an ES module's namespace, as Node's require(esm) does.
 */
exports.subjectExports = (path, name, commonJs) => {
  const namespace = oracle.subjectModule(path, name);
  return commonJs ? namespace.default : namespace;
};

/** Starts the subject before the test file loads (the setup file calls it), so its start-up overlaps jest's. */
exports.warmSubject = (next = false) => oracle.warmSubject(next);
