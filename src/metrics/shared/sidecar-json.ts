/** Tolerant reading of a metric's own JSON sidecar, for `readKeyedObservations`. */
import type { SidecarStore } from "../contract.js";

/**
 * The array under `field` in a JSON sidecar file, or [] when the file is missing, is not JSON or
 * lacks the array: keyed observations are best-effort, like upstream's sidecar readers.
 */
export async function readSidecarArray(sidecars: SidecarStore, file: string, field: string): Promise<unknown[]> {
  const text = await sidecars.readText(file);
  if (text === undefined) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const value = typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>)[field] : undefined;
  return Array.isArray(value) ? (value as unknown[]) : [];
}
