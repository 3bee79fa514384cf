// `seedgate manifest write DIR [--format json|sha256sum]` and `manifest verify DIR [--rev REV]`.
import { relative, resolve } from "node:path";
import { verifyManifestAt } from "../modes/manifest/manifest.js";
import { writeManifest } from "../modes/manifest/write.js";
import { workspaceAt } from "../adapters/workspace.js";
import { SeedgateError } from "../core/errors.js";
import { findingLine } from "../render/text.js";
import type { Args } from "./commands.js";
import type { Verdict } from "../core/findings.js";
import type { CliIo } from "./io.js";
import { localGit } from "./local.js";
import { blobDigests } from "./wiring.js";

export async function manifestCli({ values, positionals, usage }: Args<"manifest">, io: CliIo): Promise<Verdict> {
  const [action, dir, ...extra] = positionals;
  if (dir === undefined || extra.length > 0 || (action !== "write" && action !== "verify"))
    throw new SeedgateError("usage", "expected `manifest write DIR` or `manifest verify DIR`", { hint: usage });
  if (action === "write") {
    const format = values.format ?? "json";
    if (format !== "json" && format !== "sha256sum") throw new SeedgateError("usage", `--format is json or sha256sum, not ${format}`);
    const r = writeManifest(workspaceAt(resolve(values.cwd ?? ".", dir)), format);
    io.out(values.json ? JSON.stringify(r, null, 2) : `wrote ${r.file} (${r.entries} entries, ${r.format}); review and commit it`);
    return "success";
  }
  const git = await localGit(values.cwd);
  const rel = relative(git.root, resolve(values.cwd ?? ".", dir))
    .split("\\")
    .join("/");
  const report = await verifyManifestAt(git, blobDigests, rel, values.rev ?? "HEAD");
  if (values.json) io.out(JSON.stringify({ command: "manifest-verify", verdict: report.status === "verified" ? "success" : "failure", ...report }, null, 2));
  else {
    io.out(
      report.status === "verified"
        ? `✓ ${rel}: ${report.entries} entries verified from git blobs at ${values.rev ?? "HEAD"}`
        : `✗ ${rel}: ${report.findings.length} problem(s)`,
    );
    for (const f of report.findings) io.out(`  ${findingLine(f)}`);
  }
  return report.status === "verified" ? "success" : "failure";
}
