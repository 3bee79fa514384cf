// Attack rows on the fast-check framework's installed files (issue 26): a base whose
// runners.setup is `npm ci` (network open to setup only), and pull requests that keep
// the lockfile and package.json's framework specs exactly as the base has them but add
// a `postinstall` script that rewrites a framework file in node_modules under its own
// version. The lane finds each package's tarball by the base lockfile's sha512, unpacks
// it and compares every file: the rows are errors naming the package and the file. The
// control is the genuine fix installed by the same `npm ci`: green.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

const PACKAGE = JSON.parse(readFileSync(resolve("examples/fast-check/project/package.json"), "utf8")) as Record<string, unknown>;

/** The base: `npm ci` as setup in bwrap, node_modules made by it (Landlock would need `writable: [node_modules]`). */
export const NPM_BASE: Record<string, string> = {
  ".github/seedgate.yml": 'runners:\n  sandbox: bwrap\n  network: setup\n  setup: [["npm", "ci", "--no-audit", "--no-fund"]]\n',
};

/** package.json with a postinstall that runs `script` (CommonJS: the project is an ES module package). */
const withPostinstall = (script: string) => (write: (path: string, text: string) => void) => {
  write("package.json", JSON.stringify({ ...PACKAGE, scripts: { ...(PACKAGE.scripts as object), postinstall: "node tools/postinstall.cjs" } }, null, 2) + "\n");
  write("tools/postinstall.cjs", script);
};

/** Rewrites `file` under node_modules by `edit` (a JS expression over `t`, the text) and says so. */
const patch = (file: string, edit: string) =>
  `const fs = require("fs");\nconst f = ${JSON.stringify(`node_modules/${file}`)};\nconst t = fs.readFileSync(f, "utf8");\nfs.writeFileSync(f, ${edit});\nconsole.log("postinstall patched " + f);\n`;

export interface NpmRow {
  readonly name: string;
  readonly edit: (write: (path: string, text: string) => void) => void;
  /** null: the control, green. Otherwise what the red verdict's lane rows must say. */
  readonly reason: RegExp | null;
}

export const npmRows: NpmRow[] = [
  { name: "control: the fix, installed by npm ci", edit: () => {}, reason: null },
  {
    name: "postinstall turns fc.assert into a no-op in node_modules/fast-check (same version)",
    edit: withPostinstall(
      patch("fast-check/lib/fast-check.js", 't.replace("function assert(property, params) {", "function assert(property, params) {\\n\\treturn;")'),
    ),
    reason: /not the base lockfile's: node_modules\/fast-check\/lib\/fast-check\.js differs from fast-check@[\d.]+'s tarball/,
  },
  {
    name: "postinstall appends to @vitest/runner's dist (same version)",
    edit: withPostinstall(patch("@vitest/runner/dist/index.js", 't + "\\n;globalThis.__seedgatePatched = true;\\n"')),
    reason: /node_modules\/@vitest\/runner\/dist\/index\.js differs from @vitest\/runner@[\d.]+'s tarball/,
  },
  {
    name: "postinstall drops a file beside fast-check's entry point (same version)",
    edit: withPostinstall(
      `require("fs").writeFileSync("node_modules/fast-check/lib/fast-check.mjs", "export default {};\\n");\nconsole.log("postinstall added a file");\n`,
    ),
    reason: /node_modules\/fast-check\/lib\/fast-check\.mjs is not in fast-check@[\d.]+'s tarball/,
  },
];
