/**
 * Python's key order for objects read from input. A Python dict keeps insertion order; a
 * JavaScript object lists integer-like keys ("2", "10", canonical array indexes) first, in numeric
 * order, whatever the input's order. Where the two differ, the reader that knows the input's
 * order (the trial dataset's CPython-exact json.loads) records it on the object under a
 * non-enumerable symbol, invisible to JSON.stringify, Object.keys, spreads and user code; the
 * Python printers (core/py-repr.ts: str(), repr(), str.format) list the keys in that order, so
 * `str(reference["expected"])` is upstream's text. An object changed after the order was recorded
 * (a key added or removed) falls back to Object.keys. No zod here: evaluation imports this.
 */
/** Records `keys` (the object's own keys in input order) when JavaScript's order differs. */
export declare function setPyKeyOrder(target: object, keys: readonly string[]): void;
/** The object's own enumerable string keys in Python's order (the recorded one when it still fits). */
export declare function pyKeys(value: object): string[];
/** Gives `to` the order recorded on `from`, for a copy with the same keys (a validated record). */
export declare function copyPyKeyOrder(from: unknown, to: object): void;
