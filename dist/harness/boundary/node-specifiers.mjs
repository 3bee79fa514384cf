// What the harness's module hooks that decide what runs in the oracle share
// (sealed-node-hooks.mjs, sealed-node-isolation.mjs, fast-check-modules.mjs): which
// import specifiers name a package (a file under node_modules runs there only when it
// was reached as a package, never because a production path resolves into some
// node_modules folder), where a file really is, and the files an alias of the sealed
// tsconfig's `paths` names (fast-check-modules.mjs in vitest, fast-check-loader.mjs in
// the subject).
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

/**
 * The files a specifier names through the sealed tsconfig's `paths` (`aliases`: regex source → absolute targets,
 * `$1` the text `*` matched; src/runners/ts-paths.ts), in the order to try them; none when no pattern matches. As
 * TypeScript, the longest prefix before the `*` wins.
 */
function aliasTargets(aliases, specifier) {
  if (aliases === undefined || !packageSpecifier(specifier)) return [];
  let best;
  for (const [source, targets] of Object.entries(aliases)) {
    const m = new RegExp(source).exec(specifier);
    const prefix = source.indexOf("(.*)") < 0 ? Infinity : source.indexOf("(.*)");
    if (m !== null && (best === undefined || prefix > best.prefix)) best = { prefix, targets: targets.map((t) => t.replace("$1", m[1] ?? "")) };
  }
  return best?.targets ?? [];
}

/**
 * The first of an alias's targets the plugin context `ctx` resolves from `importer` (vite or rollup's
 * `this.resolve`), with the target's path: the file is then placed by that path, never as a package the
 * specifier looks like. Undefined when no pattern matches or no target resolves (the specifier resolves as usual).
 */
export async function resolveAlias(ctx, aliases, specifier, importer, options) {
  for (const target of aliasTargets(aliases, specifier)) {
    const resolved = await ctx.resolve(target, importer, { ...options, skipSelf: true });
    if (resolved !== null && typeof resolved?.id === "string") return { target, resolved };
  }
  return undefined;
}
