/** Tolerant reading of a metric's own JSON sidecar, for `readKeyedObservations`. */
import type { SidecarStore } from "../contract.js";
/**
 * The array under `field` in a JSON sidecar file, or [] when the file is missing, is not JSON or
 * lacks the array: keyed observations are best-effort, like upstream's sidecar readers.
 */
export declare function readSidecarArray(sidecars: SidecarStore, file: string, field: string): Promise<unknown[]>;
