// The house rules a reviewer should not have to check by hand: the core stays pure
// (no IO, no process, no clock, no edge), and no module imports itself in a circle
// (type-only circles: test/docs/import-cycles.test.ts).
// Layout is the formatter's (prettier); this file checks only boundaries.
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import tseslint from "typescript-eslint";
import { builtinRules } from "eslint/use-at-your-own-risk";

// The runner's toolkit belongs to the action face alone.
const TOOLKIT = { group: ["@actions/*"], message: "only src/action talks to the runner's toolkit" };
const restrict = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });
// Folder boundaries, resolved (so a file's depth does not matter).
const zone = (target, from, message, except) => ({ target: `./src/${target}`, from: `./src/${from}`, message, ...(except ? { except } : {}) });
const BOUNDARIES = [
  zone("core", "", "src/core depends on nothing outside it (the JSON Schemas at the root are data)", ["./core"]),
  zone("cli", "action", "the faces stay apart: shared parsing lives in src/core"),
  zone("action", "cli", "the faces stay apart: shared parsing lives in src/core"),
  // No arrow climbs back up: a room imports only rooms below it (core, ports, the shared
  // pieces), never the mode, the publisher or the face that uses it.
  zone("ports", "", "a port is an interface over the core's types alone", ["./ports", "./core"]),
  ...["modes", "publish", "demo", "cli", "action"].map((up) =>
    zone("render", up, "src/render holds pieces the modes share: it never imports a mode, the publisher or a face"),
  ),
  ...["modes", "demo", "cli", "action"].map((up) => zone("publish", up, "src/publish posts what a mode rendered: it never imports a mode or a face")),
  ...["demo", "cli", "action"].map((up) => zone("modes", up, "a mode never imports the demo or a face: the face calls the mode")),
  ...["modes", "publish", "demo", "cli", "action"].map((up) =>
    zone("runners", up, "a runner runs rows for the modes: it never imports a mode, the publisher or a face"),
  ),
  ...["modes", "demo", "cli", "action"].map((up) => zone("adapters", up, "an adapter implements a port: it never imports a mode or a face")),
  ...["cli", "action"].map((face) => zone("demo", face, "the demo wires its own ports: it never imports a face")),
  zone("modes/seal", "modes/gate", "the gate judges the seal's result: the seal never imports the gate"),
];

// Everything that touches the host: files, processes, the OS, threads, the network.
const IO_MODULES = ["fs", "fs/promises", "child_process", "os", "worker_threads", "net", "http", "https", "dgram", "url"].flatMap((m) => [m, `node:${m}`]);
// A room that reaches IO only through src/ports/: no host module, no adapter; the face's wiring passes the adapters in.
const throughPorts = (message, modules = IO_MODULES) => ({
  "no-restricted-imports": [
    "error",
    {
      paths: modules.map((name) => ({ name, message })),
      patterns: [TOOLKIT, { group: ["**/adapters/*"], message: `${message}: the face's wiring passes the adapter in` }],
    },
  ],
});
// Runner files that still touch the host themselves, each with why.
const RUNNER_IO = [
  "src/runners/harness-path.ts", // seedgate's own shipped files, found beside the bundle (import.meta.url) before any port exists
];

// The harness's own JavaScript (src/harness/**/*.mjs, *.cjs): plain Node beside the code
// under test, no bundler, no TypeScript. ESLint's recommended rules, read from its own rule
// metadata (the list @eslint/js ships, without adding that package), with Node's globals.
const RECOMMENDED = Object.fromEntries([...builtinRules].filter(([, rule]) => rule.meta?.docs?.recommended).map(([name]) => [name, "error"]));
const readonly = (...names) => Object.fromEntries(names.map((name) => [name, "readonly"]));
const NODE_GLOBALS = readonly(
  ...["AbortController", "AbortSignal", "Buffer", "console", "fetch", "performance", "process", "queueMicrotask", "structuredClone"],
  ...["setTimeout", "clearTimeout", "setInterval", "clearInterval", "setImmediate", "clearImmediate"],
  ...["TextDecoder", "TextEncoder", "URL", "URLSearchParams"],
);
const HARNESS_RULES = { ...RECOMMENDED, "no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }] };
const HARNESS_JS = [
  { files: ["src/harness/**/*.mjs"], languageOptions: { ecmaVersion: "latest", sourceType: "module", globals: NODE_GLOBALS }, rules: HARNESS_RULES },
  {
    files: ["src/harness/**/*.cjs"],
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "commonjs",
      globals: { ...NODE_GLOBALS, ...readonly("require", "module", "exports", "__dirname", "__filename") },
    },
    rules: HARNESS_RULES,
  },
  // Jest loads its setup file with the test globals defined.
  { files: ["src/harness/evidence/jest-setup.cjs"], languageOptions: { globals: readonly("beforeEach", "afterEach", "expect") } },
];

export default [
  { ignores: ["dist/**", "src/core/inputs/validators.generated.ts", "node_modules/**", "bench/**", "scripts/**", "test/**", "examples/**"] },
  {
    files: ["src/**/*.ts"],
    languageOptions: { parser: tseslint.parser, parserOptions: { sourceType: "module" } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts"] },
      "import-x/extensions": [".ts"],
    },
    // No cycle, not even through a lazy `import()` (the CLI's loaders import each command that
    // way). import-x skips `import type`: test/docs/import-cycles.test.ts walks every import,
    // type-only ones included, and holds the same line for them.
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-duplicates": "error",
      "import-x/no-restricted-paths": ["error", { zones: BOUNDARIES }],
    },
  },
  { files: ["src/**/*.ts"], ignores: ["src/action/**", "src/core/**"], rules: restrict(TOOLKIT) },
  {
    files: ["src/core/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["fs", "child_process", "os", "process", "worker_threads", "net", "http", "https"]
            .flatMap((m) => [m, `node:${m}`])
            .map((name) => ({ name, message: "src/core is pure: IO goes through a port" })),
          patterns: [{ group: ["@actions/*", "@octokit/*"], message: "src/core knows no runner and no API client" }],
        },
      ],
      "no-restricted-globals": ["error", { name: "process", message: "src/core is pure: settings arrive as arguments" }],
      "no-restricted-properties": ["error", { object: "Date", property: "now", message: "src/core has no clock: take `now` from the Clock port" }],
      "no-restricted-syntax": [
        "error",
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "src/core has no clock: take `now` from the Clock port" },
      ],
    },
  },
  { files: ["src/modes/**/*.ts"], rules: throughPorts("a mode reaches IO only through its ports") },
  // A runner gets its processes (Exec) and files (Disk: scratch, look-ups) through the row's context.
  { files: ["src/runners/**/*.ts"], ignores: RUNNER_IO, rules: throughPorts("a runner reaches IO only through its ports (RowContext: exec, disk)") },
  // Node's loader names modules by file:// URL: sealed-node turns a stack frame's back into a path (no IO).
  {
    files: ["src/runners/sealed/node.ts"],
    rules: throughPorts(
      "a runner reaches IO only through its ports (RowContext: exec, disk)",
      IO_MODULES.filter((m) => !m.endsWith("url")),
    ),
  },
  ...HARNESS_JS,
];
