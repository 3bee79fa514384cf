// The files of an npm package tarball as npm installs them: read by node-tar (npm's own
// reader: ustar, pax and GNU long names), the first path component stripped
// (`package/`), links and directories skipped, a later entry of one path winning. The
// bytes were checked against the base lockfile's sha512 before they get here; an
// archive that does not parse whole still throws.
import { Parser } from "tar";

const REGULAR = new Set(["File", "OldFile", "ContiguousFile"]);

/** `package/lib/a.js` is `lib/a.js`; `./package/` and a bare top folder are nothing. */
function stripped(path: string): string | undefined {
  const parts = path
    .replace(/^\.\//, "")
    .split("/")
    .filter((p) => p !== "" && p !== ".");
  if (parts.length < 2 || parts.includes("..")) return undefined;
  return parts.slice(1).join("/");
}

/** The regular files of a tarball (gzipped or not), by their installed path. node-tar parses a whole buffer synchronously. */
export function tarFiles(tarball: Uint8Array): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const problems: string[] = [];
  const parser = new Parser({
    strict: true,
    onwarn: (_code, message) => problems.push(String(message)),
    onReadEntry: (entry) => {
      const path = REGULAR.has(entry.type) ? stripped(entry.path) : undefined;
      if (path === undefined) return entry.resume();
      const chunks: Buffer[] = [];
      entry.on("data", (c: Buffer) => chunks.push(c));
      entry.on("end", () => out.set(path, Buffer.concat(chunks)));
    },
  });
  parser.on("error", (err: Error) => problems.push(err.message));
  parser.end(Buffer.from(tarball));
  if (problems.length > 0) throw new Error(`the tarball does not read whole: ${problems[0]}`);
  return out;
}
