/** Small readers of flag values shared by the commands (light: the program's definitions use them). */
import { type CountBounds } from "../core/count.js";
/** Commander's collector for a repeatable flag. */
export declare const collect: (value: string, previous?: string[]) => string[];
/** A count flag (decimal digits only, within `bounds`; default: a positive integer), or undefined when absent. */
export declare function countFlag(value: string | undefined, flag: string, bounds?: CountBounds): number | undefined;
