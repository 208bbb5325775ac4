/** Small readers of flag values shared by the commands (light: the program's definitions use them). */
import { type CountBounds, describeCount, parseCount } from "../core/count.js";
import type { Command } from "commander";
import { InputError } from "../core/errors.js";

/** Commander's collector for a repeatable flag. */
export const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

/** A count flag (decimal digits only, within `bounds`; default: a positive integer), or undefined when absent. */
export function countFlag(value: string | undefined, flag: string, bounds: CountBounds = {}): number | undefined {
  if (value === undefined) return undefined;
  const n = parseCount(value, bounds);
  if (n === undefined) throw new InputError(`${flag}: expected ${describeCount(bounds)}, got '${value}'`);
  return n;
}

/**
 * The flags whose value names a file or directory, in every command that has them. An empty one
 * (`--fixtures "$FIXTURES"` with the variable unset) would mean the working directory.
 */
const PATH_FLAGS = new Set([
  "--run-dir", "--out", "--scenario-config", "--ngram-tables", "--gpt2-model", "--ontology-path", "--scenario-assets", "--fixtures",
  "--baseline", "--candidate", "--reports", "--dataset", "--config", "--merge", "--data",
]);

/**
 * The values of the path flags in a command line, as given (`--flag value`, `--flag=value`, and
 * every value of a list flag up to the next option), for output to print escaped. Positional
 * arguments after a path flag's value are taken too: harmless, since only those holding a control
 * character are used.
 */
export function pathArguments(argv: readonly string[]): string[] {
  const values: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--") break;
    const inline = arg.startsWith("--") ? arg.indexOf("=") : -1;
    if (!PATH_FLAGS.has(inline === -1 ? arg : arg.slice(0, inline))) continue;
    if (inline !== -1) values.push(arg.slice(inline + 1));
    else for (; i + 1 < argv.length && !(argv[i + 1] as string).startsWith("-"); i++) values.push(argv[i + 1] as string);
  }
  return values;
}

/**
 * Checks the flags of `command` and its subcommands as the command line is parsed, before
 * anything runs: a path flag given an empty value is a usage error, and so is a flag of one value
 * given a second time with another value (naming both). Commander keeps the last one silently,
 * so a CI script that appended `--metrics b` to a shared `--metrics a` evaluated only b.
 * Repeatable flags (collected, or lists like `--gate`) and switches may repeat; the same value
 * twice is harmless and accepted.
 */
export function checkFlagValues(command: Command): void {
  for (const option of command.options) {
    if (option.isBoolean()) continue;
    const flag = option.long ?? option.flags;
    const single = !option.variadic && option.parseArg !== collect;
    const path = PATH_FLAGS.has(flag);
    if (!single && !path) continue;
    let first: string | undefined;
    command.on(`option:${option.name()}`, (value: string) => {
      if (path && value === "") throw new InputError(`${flag} is empty (an unset variable?): give a path, or leave the flag out`);
      if (!single) return;
      if (first === undefined) first = value;
      else if (value !== first) throw new InputError(`${flag} is given twice ('${first}', then '${value}'); it takes one value: give it once`);
    });
  }
  for (const sub of command.commands) checkFlagValues(sub);
}
