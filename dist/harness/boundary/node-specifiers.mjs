// What the harness's module hooks that decide what runs in the oracle share
// (sealed-node-hooks.mjs, sealed-node-isolation.mjs, fast-check-modules.mjs): which
// import specifiers name a package (a file under node_modules runs there only when it
// was reached as a package, never because a production path resolves into some
// node_modules folder), and where a file really is.
import { realpathSync } from "node:fs";
import { sep } from "node:path";

/** A package specifier (`pkg`, `@scope/pkg/sub`): not a path, a URL or a package.json `imports` entry (`#x`). */
export const packageSpecifier = (specifier) => !/^(?:[./#]|[a-z][a-z0-9+.-]*:)/i.test(specifier);

/** A file's real path (symlinks resolved), or the path itself when it does not exist yet. */
export const realOrSelf = (p) => {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
};

/** Is `file` `dir` or below it (real paths)? */
export const under = (file, dir) => file === dir || file.startsWith(dir.endsWith(sep) ? dir : dir + sep);
