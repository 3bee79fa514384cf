// The sealed-node harness under `isolation: process` (issue 25), in the oracle process:
// sealed_harness.mjs, the sealed properties.mjs and its oracle files run here; every
// production module they import is served by sealed-node-hooks.mjs as a module whose
// exports are fast-check-oracle.mjs's proxies to a subject Node process
// (fast-check-subject.mjs with Node's own loader, started in the lane's sandbox from
// SEEDGATE_BOOT). The same wire, codec and subject as fast-check's: values by value,
// production objects as handles, errors as mirrors. A `require()` of a production file
// (createRequire in an oracle file, or a package under node_modules requiring into the
// workspace) is not hooked by Node's loader: it is refused, never run here. What cannot
// be served is an isolation event; the harness then writes no verdict (refusals()).
import { register } from "node:module";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { MessageChannel } from "node:worker_threads";
import { subjectModule, warmSubject } from "./fast-check-oracle.mjs";
import { refuseRequire } from "./node-require.mjs";
import { productionFiles } from "./sealed-node-hooks.mjs";

const EVENTS = Symbol.for("seedgate.isolation.events");
const modules = new Map();

/** The namespace of production module `path` (absolute, real), as the subject loaded it: its exports by value or as proxies. */
export function productionModule(path) {
  if (!modules.has(path)) modules.set(path, subjectModule(path));
  return modules.get(path);
}

/** What the subject could not serve during this run, in order. */
export const refusals = () => [...(globalThis[EVENTS] ?? [])];

/** From here on, production modules load as proxies: `root` the workspace, `oracleFiles` regex sources of root-relative paths that run here. */
export function isolate({ root, oracleFiles }) {
  try {
    warmSubject(); // its start-up overlaps the oracle's imports
  } catch {
    // recorded as an isolation event: the first proxy says so again
  }
  const options = { root, oracleFiles, harness: dirname(dirname(fileURLToPath(import.meta.url))) };
  const { port1, port2 } = new MessageChannel();
  port1.on("message", ({ id, path }) => {
    try {
      port1.postMessage({ id, names: Object.keys(productionModule(String(path))) });
    } catch (err) {
      port1.postMessage({ id, error: err instanceof Error ? `${err.name}: ${err.message}` : `thrown: ${String(err)}` });
    }
  });
  port1.unref();
  register("./sealed-node-hooks.mjs", import.meta.url, { data: { ...options, proxy: import.meta.url, port: port2 }, transferList: [port2] });
  refuseRequire(productionFiles(options));
}
