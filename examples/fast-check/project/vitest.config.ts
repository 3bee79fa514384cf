import { defineConfig } from "vitest/config";

// seedgate ignores this file (it writes its own config for each run). It is here so
// a human can replay a seed with plain vitest:
//   SEEDGATE_SETUP=/path/to/seedgate/dist/harness/evidence/fast-check-setup.mjs SEEDGATE_SEED=3 \
//     npx vitest run test/intervals.test.ts -t 'merge covers the same points'
export default defineConfig({
  test: { setupFiles: process.env.SEEDGATE_SETUP ? [process.env.SEEDGATE_SETUP] : [] },
});
