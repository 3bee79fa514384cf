// Replaced at bundle time by build.mjs; read from package.json in tests.
declare const __SEEDGATE_VERSION__: string | undefined;
export const VERSION: string = typeof __SEEDGATE_VERSION__ === "string" ? __SEEDGATE_VERSION__ : "0.0.0-dev";
