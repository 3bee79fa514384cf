import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);

// src/adapters/host.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname } from "node:path";
var systemClock = { now: () => /* @__PURE__ */ new Date() };
var hostCores = () => availableParallelism();
var hostEnvironment = () => ({ node: process.version, platform: process.platform });
function writeResultsFile(path, results) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(results, null, 2) + "\n");
}

export {
  systemClock,
  hostCores,
  hostEnvironment,
  writeResultsFile
};
