// seedgate's sealed-node harness (seed 003, executor 2, Node flavour).
//
//   node sealed_harness.mjs ORACLE_DIR CASE_ID
//
// Loads the sealed ORACLE_DIR/properties.mjs by path, awaits its exported
// check(case) for the case of ORACLE_DIR/seeds.json whose id is CASE_ID, and writes
// one JSON row to fd 3, the result channel seedgate opened (never a path in argv, env
// or the workspace the code under test could write first). A run that writes no row
// (process.exit at import or inside check, a crash, a kill) is an error to the
// caller, never a pass.
//
// Under `isolation: process` (SEEDGATE_BOOT, issue 25) this process is the oracle: the
// production modules properties.mjs imports are proxies to a subject process in the
// lane's sandbox (sealed-node-isolation.mjs), so no pull-request code runs where the
// row is written. What the subject could not serve is an `isolation` row instead of a
// verdict (exit 3): the caller makes it an error with the hint `isolation: shared`.
import { readFileSync } from "node:fs";
import channel from "../protocol/channel.cjs"; // its writeSync bound before any oracle code runs
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const TRACE_LIMIT = 2000;

function bootOf(text) {
  try {
    const boot = JSON.parse(text ?? "{}");
    return boot !== null && typeof boot === "object" ? boot : {};
  } catch {
    return {};
  }
}

function caseById(oracleDir, caseId) {
  const cases = JSON.parse(readFileSync(join(oracleDir, "seeds.json"), "utf8")).cases;
  const found = cases.find((c) => c.id === caseId);
  if (found === undefined) throw new Error(`seeds.json has no case ${JSON.stringify(caseId)}`);
  return found;
}

function failedRow(caseId, err) {
  const detail = err instanceof Error ? `${err.name}: ${err.message}` : `thrown: ${String(err)}`;
  const trace = err instanceof Error && typeof err.stack === "string" ? err.stack.slice(-TRACE_LIMIT) : "";
  return { case: caseId, outcome: "fail", detail, trace };
}

async function main([oracleDir, caseId]) {
  const theCase = caseById(oracleDir, caseId);
  const boot = bootOf(process.env.SEEDGATE_BOOT);
  const isolated = boot.isolation === "process" ? await import("../boundary/sealed-node-isolation.mjs") : undefined;
  isolated?.isolate({ root: String(boot.root ?? process.cwd()), oracleFiles: Array.isArray(boot.oracleFiles) ? boot.oracleFiles.map(String) : [] });
  let row;
  try {
    row = await checked(oracleDir, caseId, theCase);
  } finally {
    // Before the row and after a failed import alike: a refusal votes neither way.
    const refused = isolated?.refusals()[0];
    if (refused !== undefined) {
      channel.send({ event: "isolation", what: refused }); // its own way out: the shared hint only where it helps (fast-check-oracle.mjs isolation)
      process.exit(3);
    }
  }
  channel.send(row);
}

async function checked(oracleDir, caseId, theCase) {
  const oracle = await import(pathToFileURL(join(oracleDir, "properties.mjs")).href);
  // No check() is a broken oracle, not a verdict on the code: no row, so an error.
  if (typeof oracle.check !== "function") throw new Error(`${oracleDir}/properties.mjs exports no check(case) function`);
  let row = { case: caseId, outcome: "pass", detail: "passed" };
  try {
    await oracle.check(theCase);
  } catch (err) {
    row = failedRow(caseId, err); // the property's verdict: anything thrown fails the case
  }
  return row;
}

try {
  await main(process.argv.slice(2));
  // The verdict is written: timers or sockets left open by the code under test
  // must not keep the run alive until its timeout.
  process.exit(0);
} catch (err) {
  process.stderr.write(`seedgate sealed harness: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(2);
}
