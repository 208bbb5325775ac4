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
 * Makes every flag of one value of `command` and its subcommands refuse a second occurrence with
 * another value (a usage error naming both), while the command line is parsed, before anything
 * runs: Commander keeps the last one silently, so a CI script that appended `--metrics b` to a
 * shared `--metrics a` evaluated only b. Repeatable flags (collected, or lists like `--gate`)
 * and switches are left alone; the same value twice is harmless and accepted.
 */
export function refuseConflictingRepeats(command: Command): void {
  for (const option of command.options) {
    if (option.variadic || option.isBoolean() || option.parseArg === collect) continue;
    const flag = option.long ?? option.flags;
    let first: string | undefined;
    command.on(`option:${option.name()}`, (value: string) => {
      if (first === undefined) first = value;
      else if (value !== first) throw new InputError(`${flag} is given twice ('${first}', then '${value}'); it takes one value: give it once`);
    });
  }
  for (const sub of command.commands) refuseConflictingRepeats(sub);
}
