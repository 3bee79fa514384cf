// The write-set's API fallback over the GitHub port; the client is created only
// if the fallback is needed, so ordinary runs never load octokit.
import type { GitHub } from "../../ports/github.js";
import type { PullFilesSource } from "./write-set.js";

export function pullFilesSource(github: () => Promise<GitHub>, pullNumber: number): PullFilesSource {
  let client: Promise<GitHub> | undefined;
  const gh = () => (client ??= github());
  return {
    changedFiles: async () => (await (await gh()).getPull(pullNumber)).changedFiles,
    listFiles: async () =>
      (await (await gh()).listPullFiles(pullNumber)).map((f) => ({
        filename: f.path,
        status: f.status,
        ...(f.previousPath === undefined ? {} : { previous_filename: f.previousPath }),
      })),
  };
}
