/**
 * A zod record that keeps every key of its input, `__proto__` included. zod's own `z.record`
 * (and loose/passthrough objects) skip a `__proto__` key silently, while Python's json.loads and
 * PyYAML keep it as an ordinary key: a dataset's `{"__proto__": 1}` must reach the graders, the
 * printers and the counts as upstream's does. The output is a fresh object whose keys are all own
 * data properties (defined, never assigned, so no prototype is ever set); values are validated by
 * `value` and errors are zod's own issues at the key's path.
 */
import { z } from "zod";
import { defineOwn } from "./own-keys.js";
import { copyPyKeyOrder } from "./py-dict-order.js";
import { safeParseToFirstIssue } from "./schema-issue.js";

const PROTO = "__proto__";

/** `z.record(key, value, params)` that keeps a `__proto__` key (see the module comment). */
export function ownKeysRecord<K extends z.ZodType<string, string>, V extends z.ZodType>(key: K, value: V, params?: string | { message?: string }) {
  const record = z.record(key, value, params);
  return z.unknown().transform((input, ctx): Record<string, z.output<V>> => {
    const parsed = safeParseToFirstIssue(record, input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.issues.push(issue as never);
      return z.NEVER;
    }
    const data = parsed.data as Record<string, z.output<V>>;
    // zod's copy is in JavaScript's key order: keep the input's (Python's) where it was recorded
    copyPyKeyOrder(input, data);
    if (!Object.hasOwn(input as object, PROTO)) return data;
    // zod left `__proto__` out: validate its key and value alone, then rebuild in the input's key order
    const pair = safeParseToFirstIssue(z.object({ k: key, v: value }), { k: PROTO, v: (input as Record<string, unknown>)[PROTO] });
    if (!pair.success) {
      for (const issue of pair.error.issues) ctx.issues.push({ ...issue, path: [PROTO, ...issue.path.slice(1)] } as never);
      return z.NEVER;
    }
    const out: Record<string, z.output<V>> = {};
    for (const k of Object.keys(input as object)) {
      if (k === PROTO) defineOwn(out, k, (pair.data as { v: z.output<V> }).v);
      else if (Object.hasOwn(data, k)) out[k] = data[k] as z.output<V>;
    }
    copyPyKeyOrder(input, out);
    return out;
  });
}

/**
 * A loose (passthrough) object schema that keeps an input's `__proto__` key, which zod's loose
 * objects drop: the output gets it back as an own property, after the keys zod passed through.
 */
export function withProtoKey<S extends z.ZodType>(schema: S) {
  return z.unknown().transform((input, ctx): z.output<S> => {
    const parsed = safeParseToFirstIssue(schema, input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.issues.push(issue as never);
      return z.NEVER;
    }
    const data = parsed.data;
    if (input === null || typeof input !== "object" || !Object.hasOwn(input, PROTO) || data === null || typeof data !== "object") return data;
    const out = { ...(data as Record<string, unknown>) };
    defineOwn(out, PROTO, (input as Record<string, unknown>)[PROTO]);
    return out as z.output<S>;
  });
}
