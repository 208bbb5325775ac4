/**
 * Own keys only, for objects whose keys come from input (a dataset, a config, a report, an event
 * log): Python's dicts have no inherited members, so a key `constructor` or `toString` is found
 * only when the input has it, and a key `__proto__` is stored as an ordinary key (an assignment
 * would set the object's prototype instead). No zod here: the evaluation's startup path imports it.
 */

/** Sets `target[key] = value` as an own enumerable property, also for `__proto__`. */
export function defineOwn<T>(target: Record<string, T>, key: string, value: T): void {
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/** `target[key]` when it is the target's own property, else undefined (never Object.prototype's `constructor`, `toString`, ...). */
export function ownValue<T>(target: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(target, key) ? target[key] : undefined;
}
