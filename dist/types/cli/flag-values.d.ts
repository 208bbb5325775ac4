/** Commander's collector for a repeatable flag. */
export declare const collect: (value: string, previous?: string[]) => string[];
/** A flag that must be a positive integer, or undefined when absent. */
export declare function positiveIntFlag(value: string | undefined, flag: string): number | undefined;
