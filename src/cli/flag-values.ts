/** Small readers of flag values shared by the commands (light: the program's definitions use them). */
import { type CountBounds, describeCount, parseCount } from "../core/count.js";
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
