// Types for what the tests read from eslint.config.js.
declare const config: unknown[];
export default config;
