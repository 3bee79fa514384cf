import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  writeManifest
} from "./chunk-VRYDOQRV.js";
import {
  blobDigests
} from "./chunk-6ENNH4B6.js";
import {
  localGit
} from "./chunk-BXUDB6KX.js";
import {
  verifyManifestAt
} from "./chunk-F4XUKZHO.js";
import "./chunk-TLHTINSL.js";
import "./chunk-6GYLSYQK.js";
import "./chunk-IAKL2HAF.js";
import "./chunk-ZARIGTK5.js";
import {
  findingLine
} from "./chunk-KQPKPCX7.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-V7QMJJJF.js";
import "./chunk-NXVDCMLE.js";
import "./chunk-3VTLRWNT.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-TIXSLBC3.js";
import {
  workspaceAt
} from "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/cli/manifest.ts
import { relative, resolve } from "node:path";
async function manifestCli({ values, positionals, usage }, io) {
  const [action, dir, ...extra] = positionals;
  if (dir === void 0 || extra.length > 0 || action !== "write" && action !== "verify")
    throw new SeedgateError("usage", "expected `manifest write DIR` or `manifest verify DIR`", { hint: usage });
  if (action === "write") {
    const format = values.format ?? "json";
    if (format !== "json" && format !== "sha256sum") throw new SeedgateError("usage", `--format is json or sha256sum, not ${format}`);
    const r = writeManifest(workspaceAt(resolve(values.cwd ?? ".", dir)), format);
    io.out(values.json ? JSON.stringify(r, null, 2) : `wrote ${r.file} (${r.entries} entries, ${r.format}); review and commit it`);
    return "success";
  }
  const git = await localGit(values.cwd);
  const rel = relative(git.root, resolve(values.cwd ?? ".", dir)).split("\\").join("/");
  const report = await verifyManifestAt(git, blobDigests, rel, values.rev ?? "HEAD");
  if (values.json) io.out(JSON.stringify({ command: "manifest-verify", verdict: report.status === "verified" ? "success" : "failure", ...report }, null, 2));
  else {
    io.out(
      report.status === "verified" ? `✓ ${rel}: ${report.entries} entries verified from git blobs at ${values.rev ?? "HEAD"}` : `✗ ${rel}: ${report.findings.length} problem(s)`
    );
    for (const f of report.findings) io.out(`  ${findingLine(f)}`);
  }
  return report.status === "verified" ? "success" : "failure";
}
export {
  manifestCli
};
