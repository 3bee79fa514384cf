// The fast-check example project with an attack row's production code, for the runner
// level tests of the `isolation: process` table (fastcheck-process-control.test.ts,
// fastcheck-batch.test.ts): a temp git repository, seedgate's node_modules linked in.
import { mkdirSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import picomatch from "picomatch";
import { afterAll } from "vitest";
import { DEFAULT_CONFIG } from "../../src/core/inputs/config-defaults.js";
import type { NodeIsolation } from "../../src/runners/fast-check/isolation.js";
import { tempRepo, type TempRepo } from "../support/repo.js";
import type { ProcessRow } from "./table-fastcheck-process.js";

const EXAMPLE = resolve("examples/fast-check/project");
export const SELECTOR = "test/intervals.test.ts::merge > covers the same points";
export const PROCESS: NodeIsolation = { kind: "process", oracleFiles: DEFAULT_CONFIG.sealed.map((glob) => picomatch.makeRe(glob, { dot: true }).source) };
export const ENV = { PATH: process.env.PATH, HOME: process.env.HOME };

/** A maker of projects whose repositories are removed after the calling file's tests. */
export function rowProjects(prefix: string): (row: Pick<ProcessRow, "intervals" | "at">) => string {
  const repos: TempRepo[] = [];
  afterAll(() => {
    for (const r of repos) r.cleanup();
  });
  // The example project with the row's src/intervals.js (or a symlink to its bytes at `row.at`).
  return (row) => {
    const repo = tempRepo(prefix);
    repos.push(repo);
    mkdirSync(join(repo.dir, "node_modules"));
    for (const name of readdirSync(resolve("node_modules"))) symlinkSync(resolve("node_modules", name), join(repo.dir, "node_modules", name));
    repo.write(".gitignore", "node_modules/\n");
    repo.write("package.json", readFileSync(join(EXAMPLE, "package.json")));
    repo.write("test/intervals.test.ts", readFileSync(join(EXAMPLE, "test/intervals.test.ts")));
    if (row.at === undefined) repo.write("src/intervals.js", row.intervals);
    else {
      repo.write(row.at, row.intervals);
      repo.symlink("src/intervals.js", relative(join(repo.dir, "src"), join(repo.dir, row.at)));
    }
    repo.commit("the example with the row's production code");
    return repo.dir;
  };
}
