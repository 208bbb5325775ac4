/**
 * Plain-JavaScript validators generated from zod schemas, for the hot path of the event-log reader.
 * Validating ~90% LLM/tool traffic lines through zod's general machinery cost a third of the
 * evaluation time, and a tree of small closures still cost a third of JSON.parse; so each schema
 * becomes one straight-line function (field reads, typeof tests, loops) that V8 optimises as a
 * whole. A generated check accepts exactly what the zod schema accepts (a test compares them on
 * valid and mutated events) and fills in defaults in place; when it rejects, the caller
 * re-validates with zod to get zod's precise, field-naming error.
 *
 * The checkers are written once, as TypeScript source, by scripts/generate-event-checks.ts into
 * src/core/generated/event-checks.ts: an evaluation neither loads zod on its common path nor
 * compiles code at run time (both cost milliseconds in every process and evaluation thread). A
 * test regenerates the module and fails when the committed one differs. Schema constructs the
 * generator does not know stop the generation, naming the event type.
 */
import type { z } from "zod";
/** A zod schema's definition, as zod 4 keeps it (`schema._zod.def`). */
export interface Def {
    readonly type: string;
    readonly [key: string]: unknown;
}
export declare function defOf(schema: unknown): Def;
/** A custom predicate the generated code calls: imported by `name` from `from` (relative to the generated module). */
export interface PredicateImport {
    readonly fn: unknown;
    readonly name: string;
    readonly from: string;
}
export interface ChecksModuleSpec {
    /** The schemas to compile, by key (an event type): the module maps each key to its checker. */
    readonly schemas: Readonly<Record<string, z.ZodType>>;
    /** The custom (`z.custom`) predicates the schemas use, imported by the generated module. */
    readonly predicates: readonly PredicateImport[];
    /** The exported map's name. */
    readonly exportName: string;
    /** Comment lines for the module's header: what generated it, from what. */
    readonly header: readonly string[];
}
/**
 * The TypeScript source of a module exporting one straight-line checker per schema, as a
 * `ReadonlyMap<string, (value: unknown) => boolean>` named `spec.exportName`. Deterministic: the
 * same schemas give the same bytes. Throws, naming the key, when a schema uses a construct the
 * generator does not know.
 */
export declare function fastChecksModule(spec: ChecksModuleSpec): string;
