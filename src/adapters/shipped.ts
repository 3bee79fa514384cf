// seedgate's own files beside its code (the example workflows init copies), found from
// where this module runs: src/adapters/ in a checkout, dist/ in the bundle.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { SeedgateError } from "../core/errors.js";

/** examples/workflows of seedgate's own checkout: the files the action-metadata test parses and lints. */
export function shippedWorkflowsDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++, dir = dirname(dir)) {
    if (existsSync(join(dir, "examples", "workflows", "quick-start.yml"))) return join(dir, "examples", "workflows");
  }
  throw new SeedgateError("internal", "seedgate's examples/workflows/ was not found beside its files", {
    hint: "run seedgate from a checkout of its repository (dist/cli.js)",
  });
}
