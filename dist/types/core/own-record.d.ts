/**
 * A zod record that keeps every key of its input, `__proto__` included. zod's own `z.record`
 * (and loose/passthrough objects) skip a `__proto__` key silently, while Python's json.loads and
 * PyYAML keep it as an ordinary key: a dataset's `{"__proto__": 1}` must reach the graders, the
 * printers and the counts as upstream's does. The output is a fresh object whose keys are all own
 * data properties (defined, never assigned, so no prototype is ever set); values are validated by
 * `value` and errors are zod's own issues at the key's path.
 */
import { z } from "zod";
/** `z.record(key, value, params)` that keeps a `__proto__` key (see the module comment). */
export declare function ownKeysRecord<K extends z.ZodType<string, string>, V extends z.ZodType>(key: K, value: V, params?: string | {
    message?: string;
}): z.ZodPipe<z.ZodUnknown, z.ZodTransform<Record<string, z.output<V>>, unknown>>;
/**
 * A loose (passthrough) object schema that keeps an input's `__proto__` key, which zod's loose
 * objects drop: the output gets it back as an own property, after the keys zod passed through.
 */
export declare function withProtoKey<S extends z.ZodType>(schema: S): z.ZodPipe<z.ZodUnknown, z.ZodTransform<Awaited<z.output<S>>, unknown>>;
