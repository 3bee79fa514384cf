// seedgate CLI dispatch on commander. Exit codes: 0 green, 1 red verdict, 2 usage, config or internal error.
import { Command, CommanderError } from "commander";
import { describeError, SeedgateError } from "../core/errors.js";
import { VERSION } from "../version.js";
import { COMMON_FLAGS, type FlagSpec, type Flags } from "./args.js";
import { COMMANDS, usageOf, type CommandEntry, type CommandName } from "./commands.js";
import { exitCode } from "./exit.js";
import type { CliIo } from "./io.js";
import { LOADERS } from "./loaders.js";
import { helpHint, withHelpHint } from "./usage-hint.js";

const AFTER_HELP = `
Every command takes --json for a machine-readable result and --cwd DIR.
Exit codes: 0 green, 1 red verdict, 2 usage, config or internal error.`;

export async function main(argv: string[], io: CliIo): Promise<number> {
  const outcome = { code: 0 };
  const program = new Command("seedgate")
    .usage("<command> [options]")
    .description(`seedgate ${VERSION} — a fail-closed merge gate for agent-written pull requests`)
    .version(VERSION, "-V, --version", "print the version")
    .helpOption("-h, --help", "print this help")
    .helpCommand("help [command]", "print the help of a command")
    .addHelpText("after", AFTER_HELP)
    // Command names alone in the list ("seal", not "seal [options]"): a narrow column, unwrapped summaries.
    .configureHelp({ subcommandTerm: (cmd) => cmd.name() })
    // Errors come back as exceptions (never process.exit) and are printed here, once, in seedgate's format.
    .exitOverride()
    .configureOutput({ writeOut: (t) => io.out(t.replace(/\n$/, "")), writeErr: (t) => io.err(t.replace(/\n$/, "")), outputError: () => undefined });
  for (const [name, entry] of Object.entries(COMMANDS)) addCommand(program, name as CommandName, entry, io, outcome);
  try {
    await program.parseAsync(argv, { from: "user" });
    return outcome.code;
  } catch (err) {
    if (err instanceof CommanderError) return commanderExit(err, argv, io);
    // Git's own words come second: the first line says which command stopped, in seedgate's.
    if (err instanceof SeedgateError && err.kind === "git" && /^git \S+ .*failed/.test(err.message))
      io.err(`seedgate ${argv[0] ?? ""} stopped: a git command it ran failed`);
    io.err(describeError(withHelpHint(err, argv)));
    return 2;
  }
}

function addCommand(program: Command, name: CommandName, entry: CommandEntry, io: CliIo, outcome: { code: number }): void {
  const cmd = program
    .command(name)
    .summary(entry.summary)
    .description(entry.note ? `${entry.summary}\n\n${entry.note}` : entry.summary)
    .usage(entry.usage);
  for (const arg of entry.args ?? []) cmd.argument(arg);
  const flags: Flags = { ...entry.flags, ...COMMON_FLAGS };
  for (const [flag, spec] of Object.entries(flags)) cmd.option(optionSyntax(flag, spec), typeof spec === "string" ? spec : spec[1]);
  cmd.action(async () => {
    const opts = cmd.opts();
    // Keyed by the long name as typed (`per-process`), as the commands read them.
    const values = Object.fromEntries(cmd.options.map((o) => [o.long!.slice(2), opts[o.attributeName()]]).filter(([, v]) => v !== undefined));
    // The command's usage comes from its own entry, passed in: no command imports the table back.
    outcome.code = exitCode(name, await (await LOADERS[name]())({ values, positionals: cmd.args, usage: usageOf(name) }, io));
  });
}

const optionSyntax = (flag: string, spec: FlagSpec): string => (typeof spec === "string" ? `--${flag}` : `--${flag} <${spec[0]}>`);

/** Help and --version exit 0; help for no command, and every parse error, exit 2. */
function commanderExit(err: CommanderError, argv: string[], io: CliIo): number {
  if (err.code === "commander.helpDisplayed" || err.code === "commander.version") return 0;
  if (err.code === "commander.help") return err.exitCode === 0 ? 0 : 2;
  const reason = err.message
    .replace(/^error: /, "")
    .replace(/\n\(Did you mean/, " (did you mean")
    .replace(/\s*\n\s*/g, " ");
  io.err(describeError(new SeedgateError("usage", reason, { hint: helpHint(argv) })));
  return 2;
}
