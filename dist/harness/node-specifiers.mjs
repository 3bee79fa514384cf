// Which import specifiers name a package, shared by the harness's module hooks that
// decide what runs in the oracle (sealed-node-hooks.mjs, sealed-node-isolation.mjs,
// fast-check-modules.mjs): a file under node_modules runs there only when it was reached
// as a package, never because a production path resolves into some node_modules folder.

/** A package specifier (`pkg`, `@scope/pkg/sub`): not a path, a URL or a package.json `imports` entry (`#x`). */
export const packageSpecifier = (specifier) => !/^(?:[./#]|[a-z][a-z0-9+.-]*:)/i.test(specifier);
