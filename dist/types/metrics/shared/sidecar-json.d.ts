/** Reading a JSON sidecar: tolerant (a metric's own, for `readKeyedObservations`) or strict (an input manifest). */
import type { z } from "zod";
import type { SidecarStore } from "../contract.js";
/**
 * The array under `field` in a JSON sidecar file, or [] when the file is missing, is not JSON or
 * lacks the array: keyed observations are best-effort, like upstream's sidecar readers.
 */
export declare function readSidecarArray(sidecars: SidecarStore, file: string, field: string): Promise<unknown[]>;
/**
 * A sidecar `file`'s `text` validated by `schema`; malformed JSON or an invalid field throws,
 * naming the metric, the file and the field.
 */
export declare function parseSidecarJson<T extends z.ZodType>(metric: string, file: string, text: string, schema: T): z.output<T>;
