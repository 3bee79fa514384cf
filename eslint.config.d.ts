// Types for what the tests read from eslint.config.js.
export declare const MODES_WITH_IO: string[];
declare const config: unknown[];
export default config;
