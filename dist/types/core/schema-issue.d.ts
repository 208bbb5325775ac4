import type { z } from "zod";
/**
 * The first problem zod found, as the field path ("a.b.0", undefined for the value itself) and
 * zod's message: what every input error needs to name the bad field.
 */
export declare function firstIssue(error: z.ZodError): {
    readonly field: string | undefined;
    readonly message: string;
};
/** `schema.safeParse(value)` for inputs of any size: stops at the first issue (see firstIssue). */
export declare function safeParseToFirstIssue<T extends z.ZodType>(schema: T, value: unknown): z.ZodSafeParseResult<z.output<T>>;
