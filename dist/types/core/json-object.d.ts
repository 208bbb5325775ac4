/**
 * The shape-only check of free-form JSON payloads (tool arguments, scenario config), shared by the
 * zod event schemas (src/core/event-schemas.ts) and the checkers generated from them, which import
 * it instead of zod; checkMeasurement (measurement.ts) uses it for the objects it walks.
 */
export declare function isJsonObject(value: unknown): value is Record<string, unknown>;
