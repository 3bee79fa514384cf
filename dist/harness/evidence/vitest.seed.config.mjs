// seedgate's vitest config for replaying a fast-check seed by hand, the way the
// fast-check preset runs it: seedgate's setup file applies SEEDGATE_SEED to every
// fc.assert, retries are off, and the project's own vitest config is not loaded (the
// preset never loads it either). Run it from the repository root, with your own copy of
// seedgate (a report's reproduce line cannot name one: on the machine that rendered it,
// seedgate may be an action, with no path in your checkout; it gives the property the
// seed instead, as fast-check replays one):
//
//   SEEDGATE_SEED=1234 npx vitest run 'path/x.test.ts' -t '^suite test name$' \
//     --config '<seedgate>/dist/harness/evidence/vitest.seed.config.mjs'
//
// (vitest 4 has no --setupFiles flag: the setup file comes through this config.)
// seedgate's module plugin is loaded as in the preset's own config, under
// `isolation: shared`: production code runs in vitest's worker (a hand run has no
// sandboxed subject; a property's verdict is the same, only what the subject could not
// serve differs), and a module that resolves outside the workspace, which makes a lane
// row an error, is named on stderr (the preset's rows go to a channel a shell lacks).
// TypeScript `paths` resolve from your tsconfig.json through vite's own `resolve.tsconfigPaths`
// (vite 8 and later; an older vite ignores it): a lane resolves the sealed tsconfig's the same
// way (fast-check-modules.mjs), as the project's own vite config would.
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
// Imported at run time by a URL held in a variable: vite 6 and 7 bundle a config's static imports with esbuild,
// whose bundle of the harness's CommonJS fails ("Dynamic require of node:fs"), so Node loads the plugin itself.
const plugin = new URL("../boundary/fast-check-modules.mjs", import.meta.url).href;
const { default: seedgateModules } = await import(plugin);

const harness = dirname(dirname(fileURLToPath(import.meta.url))); // the folder of the four rooms

export default {
  root: process.cwd(),
  resolve: { tsconfigPaths: true },
  plugins: [seedgateModules({ root: process.cwd(), harness, isolation: "shared", oracleFiles: [], report: "stderr" })],
  test: {
    setupFiles: [fileURLToPath(new URL("./fast-check-setup.mjs", import.meta.url))],
    globals: true,
    pool: "forks",
    retry: 0, // a retry would turn the failing seed into a pass
    passWithNoTests: false,
    watch: false,
  },
};
