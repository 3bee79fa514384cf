// The host's own ports, built the same way for both faces: the wall clock, the cores, the
// interpreter this process runs on, and the results file a mode that runs rows writes.
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname } from "node:path";
import type { Clock } from "../ports/local.js";

export const systemClock: Clock = { now: () => new Date() };

export const hostCores = (): number => availableParallelism();

export const hostEnvironment = (): { node: string; platform: string } => ({ node: process.version, platform: process.platform });

/** Pretty JSON with a final newline; the folder is made if missing. */
export function writeResultsFile(path: string, results: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(results, null, 2) + "\n");
}
