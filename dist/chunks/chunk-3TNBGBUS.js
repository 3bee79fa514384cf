import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);

// src/core/seal/glob-escape.ts
var escapeGlob = (path) => path.replace(/[*?[\]{}()!+@\\]/g, "\\$&");

export {
  escapeGlob
};
