// The Disk port on the host: scratch directories under the system's temp folder and
// read-only look-ups through node:fs.
import { randomUUID } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { SeedgateError } from "../core/errors.js";
import type { Disk, Scratch } from "../ports/scratch.js";

/** Plain names, `/`-joined (a fork's folder): nothing named may land outside the scratch directory. */
function inside(name: string): string {
  if (name.split("/").some((part) => part === "" || part === "." || part === ".." || part.includes("\\")))
    throw new SeedgateError("internal", `scratch file name ${JSON.stringify(name)} is not a plain name`);
  return name;
}

function scratch(prefix: string): Scratch {
  // The sandbox binds `<tmp>/seedgate-*` folders a run names writable (sandbox.ts scratchPaths), never the oracle's copy.
  if (!/^seedgate-[\w-]*$/.test(prefix) || prefix.startsWith("seedgate-oracle-"))
    throw new SeedgateError("internal", `scratch prefix ${JSON.stringify(prefix)} is not a seedgate- scratch name the sandbox binds`);
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const path = (name: string) => join(dir, inside(name));
  return {
    dir,
    path,
    write(name, text) {
      mkdirSync(dirname(path(name)), { recursive: true });
      writeFileSync(path(name), text, { mode: 0o600 });
    },
    read(name) {
      const file = path(name);
      try {
        return readFileSync(file, "utf8");
      } catch {
        return null;
      }
    },
    copyTo(dest) {
      mkdirSync(dest, { recursive: true });
      cpSync(dir, dest, { recursive: true });
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

function real(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

function names(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

export const hostDisk: Disk = {
  scratch,
  nowhere: (prefix) => join(tmpdir(), `${prefix}${randomUUID()}`),
  exists: (path) => existsSync(path),
  bytes(path) {
    try {
      return readFileSync(path);
    } catch {
      return null;
    }
  },
  real,
  names,
};
