import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/modes/base/sandbox.ts
function sandboxedOrThrow(sandboxes, exec, config, env, req) {
  const box = sandboxes.around(exec, config, env, req);
  if (!box.ok) throw new SeedgateError("config", box.message, { field: "runners.sandbox", hint: box.hint });
  return box.exec;
}

export {
  sandboxedOrThrow
};
