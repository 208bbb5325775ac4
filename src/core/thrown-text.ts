/**
 * The text of whatever user code threw, for an error message, without ever throwing itself: user
 * code may throw a value whose `toString` throws, a Proxy whose every read throws, or an Error
 * whose `message` getter throws, and taking its text must not end the whole run.
 */

/** Python's `str(e)` as far as JavaScript has one: an Error's message (its name when empty, with `emptyAsName`), else `String(value)`. */
export function thrownText(value: unknown, options: { readonly emptyAsName?: boolean } = {}): string {
  try {
    if (value instanceof Error) {
      const message: unknown = value.message;
      if (typeof message === "string") return message === "" && options.emptyAsName === true ? String(value.name) : message;
      return String(message);
    }
    return String(value);
  } catch {
    return "a thrown value whose text cannot be read (its toString or message threw)";
  }
}

/** `value[key]` of a thrown value, undefined when reading it throws (a Proxy, a getter). */
export function thrownField(value: unknown, key: string): unknown {
  if (typeof value !== "object" || value === null) return undefined;
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}
