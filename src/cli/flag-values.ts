/** Small readers of flag values shared by the commands (light: the program's definitions use them). */
import { InputError } from "../core/errors.js";

/** Commander's collector for a repeatable flag. */
export const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

/** A flag that must be a positive integer, or undefined when absent. */
export function positiveIntFlag(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || !Number.isSafeInteger(n) || n < 1) throw new InputError(`${flag}: expected a positive integer, got '${value}'`);
  return n;
}
