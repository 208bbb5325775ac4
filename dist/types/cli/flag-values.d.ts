/** Small readers of flag values shared by the commands (light: the program's definitions use them). */
import { type CountBounds } from "../core/count.js";
import type { Command } from "commander";
/** Commander's collector for a repeatable flag. */
export declare const collect: (value: string, previous?: string[]) => string[];
/** A count flag (decimal digits only, within `bounds`; default: a positive integer), or undefined when absent. */
export declare function countFlag(value: string | undefined, flag: string, bounds?: CountBounds): number | undefined;
/**
 * The values of the path flags in a command line, as given (`--flag value`, `--flag=value`, and
 * every value of a list flag up to the next option), for output to print escaped. Positional
 * arguments after a path flag's value are taken too: harmless, since only those holding a control
 * character are used.
 */
export declare function pathArguments(argv: readonly string[]): string[];
/**
 * Checks the flags of `command` and its subcommands as the command line is parsed, before
 * anything runs: a path flag given an empty value is a usage error, and so is a flag of one value
 * given a second time with another value (naming both). Commander keeps the last one silently,
 * so a CI script that appended `--metrics b` to a shared `--metrics a` evaluated only b.
 * Repeatable flags (collected, or lists like `--gate`) and switches may repeat; the same value
 * twice is harmless and accepted.
 */
export declare function checkFlagValues(command: Command): void;
