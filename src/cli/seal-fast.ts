// `seedgate seal --base REV ...` in its plainest spellings, without loading commander
// (~3,400 lines, 30-40 ms of every seal's start-up). Anything else, including every
// spelling that could be an error (a repeated, unknown or `=` flag, a value that
// starts with "-", a positional, help), goes to the full parser, so errors stay its own.
import { describeError } from "../core/errors.js";
import type { CliIo } from "./io.js";

const VALUE_FLAGS = new Set(["base", "head", "config", "cwd"]);
const SWITCHES = new Set(["json", "fetch", "markdown"]);

/** The seal's flag values when argv is one of the plain spellings; otherwise null. */
export function plainSealArgs(argv: readonly string[]): Record<string, string | boolean> | null {
  if (argv[0] !== "seal") return null;
  const values: Record<string, string | boolean> = {};
  for (let i = 1; i < argv.length; i++) {
    const name = /^--([a-z]+)$/.exec(argv[i]!)?.[1];
    if (name === undefined || Object.hasOwn(values, name)) return null;
    if (SWITCHES.has(name)) values[name] = true;
    else if (VALUE_FLAGS.has(name) && /^[^-]/.test(argv[i + 1] ?? "")) values[name] = argv[++i]!;
    else return null;
  }
  return typeof values.base === "string" ? values : null;
}

/** What dispatch does with the command's result and errors (exit 2, help hint on a usage error). */
export async function runPlainSeal(values: Record<string, string | boolean>, io: CliIo): Promise<number> {
  try {
    const [{ sealCli }, { usageOf }, { exitCode }] = await Promise.all([import("./seal.js"), import("./commands.js"), import("./exit.js")]);
    return exitCode("seal", await sealCli({ values, positionals: [], usage: usageOf("seal") }, io));
  } catch (err) {
    const { withHelpHint } = await import("./usage-hint.js");
    io.err(describeError(withHelpHint(err, ["seal"])));
    return 2;
  }
}
