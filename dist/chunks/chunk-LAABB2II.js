import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);

// src/version.ts
var VERSION = true ? "0.1.0" : "0.0.0-dev";

export {
  VERSION
};
