/**
 * Plain-JavaScript validators compiled from zod schemas, for the hot path of the event-log reader.
 * Validating ~90% LLM/tool traffic lines through zod's general machinery cost a third of the
 * evaluation time, and a tree of small closures still cost a third of JSON.parse; so each schema
 * becomes one generated, straight-line function (field reads, typeof tests, loops) that V8
 * optimises as a whole. A compiled check accepts exactly what the zod schema accepts (a test
 * compares them on valid and mutated events) and fills in defaults in place; when it rejects, the
 * caller re-validates with zod to get zod's precise, field-naming error. Schema constructs the
 * compiler does not know make it return undefined, and the caller then always uses zod.
 */
import type { z } from "zod";
/** Returns true when `value` is valid; may fill in defaults of nested object fields in place. */
export type FastCheck = (value: unknown) => boolean;
/** A compiled validator for `schema`, or undefined when it uses constructs the compiler lacks. */
export declare function compileFastCheck(schema: z.ZodType): FastCheck | undefined;
