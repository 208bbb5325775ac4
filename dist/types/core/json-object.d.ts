/**
 * The shape-only check of free-form JSON payloads (tool arguments, scenario config), shared by the
 * zod event schemas (src/core/event-schemas.ts) and the checkers generated from them, which import
 * it instead of zod.
 */
export declare function isJsonObject(value: unknown): value is Record<string, unknown>;
