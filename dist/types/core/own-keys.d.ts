/**
 * Own keys only, for objects whose keys come from input (a dataset, a config, a report, an event
 * log): Python's dicts have no inherited members, so a key `constructor` or `toString` is found
 * only when the input has it, and a key `__proto__` is stored as an ordinary key (an assignment
 * would set the object's prototype instead). No zod here: the evaluation's startup path imports it.
 */
/** Sets `target[key] = value` as an own enumerable property, also for `__proto__`. */
export declare function defineOwn<T>(target: Record<string, T>, key: string, value: T): void;
/** `target[key]` when it is the target's own property, else undefined (never Object.prototype's `constructor`, `toString`, ...). */
export declare function ownValue<T>(target: Readonly<Record<string, T>>, key: string): T | undefined;
