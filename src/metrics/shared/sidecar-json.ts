/** Reading a JSON sidecar: tolerant (a metric's own, for `readKeyedObservations`) or strict (an input manifest). */
import type { z } from "zod";
import { firstIssue } from "../../core/schema-issue.js";
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

/**
 * A sidecar `file`'s `text` validated by `schema`; malformed JSON or an invalid field throws,
 * naming the metric, the file and the field.
 */
export function parseSidecarJson<T extends z.ZodType>(metric: string, file: string, text: string, schema: T): z.output<T> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`${metric}: ${file}: malformed JSON (${(error as Error).message})`, { cause: error });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    throw new Error(`${metric}: ${file}: field '${field ?? "(root)"}': ${message}`);
  }
  return parsed.data;
}
