// What the paths rows may write hold, as one digest: every entry's path, type and mode,
// a file's bytes, a link's target (never followed). A check reuses a lane's runners.setup
// only while this is unchanged (src/modes/lane/setups.ts).
import { createHash } from "node:crypto";
import { lstat, readdir, readFile, readlink } from "node:fs/promises";
import { join } from "node:path";

export async function writableDigest(root: string, paths: readonly string[]): Promise<string> {
  const hash = createHash("sha256");
  const walk = async (rel: string): Promise<void> => {
    const at = join(root, rel);
    const stat = await lstat(at).catch(() => null);
    hash.update(`${rel}\0${stat?.mode ?? "absent"}\0`);
    if (stat?.isFile())
      hash.update(
        createHash("sha256")
          .update(await readFile(at))
          .digest("hex"),
      );
    else if (stat?.isSymbolicLink()) hash.update(await readlink(at));
    else if (stat?.isDirectory()) for (const name of (await readdir(at)).sort()) await walk(join(rel, name));
  };
  for (const p of paths) await walk(p);
  return hash.digest("hex");
}
