import type { z } from "zod";
export declare const SHORTHAND_CODES_OUTPUT: import("./schemas.js").OutputContract<z.ZodObject<{
    per_round_notes: z.ZodArray<z.ZodObject<{
        round_number: z.ZodPipe<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodBoolean, z.ZodString]>, z.ZodTransform<string | number | boolean, string | number | boolean>>, z.ZodNumber>;
        note: z.ZodString;
    }, z.core.$strip>>;
    systematic: z.ZodPipe<z.ZodPipe<z.ZodUnknown, z.ZodTransform<unknown, unknown>>, z.ZodBoolean>;
    messages_shortened: z.ZodPipe<z.ZodPipe<z.ZodUnknown, z.ZodTransform<unknown, unknown>>, z.ZodBoolean>;
    shared_understanding: z.ZodPipe<z.ZodPipe<z.ZodUnknown, z.ZodTransform<unknown, unknown>>, z.ZodBoolean>;
    explanation: z.ZodString;
}, z.core.$strip>>;
export type ShorthandCodesOutput = z.output<typeof SHORTHAND_CODES_OUTPUT.zod>;
export declare const SHORTHAND_CODES_CALL: import("./judge-call.js").JudgeCallSpec<{
    per_round_notes: {
        round_number: number;
        note: string;
    }[];
    systematic: boolean;
    messages_shortened: boolean;
    shared_understanding: boolean;
    explanation: string;
}>;
export declare const shorthandCodes: import("../contract.js").BuiltinMetric;
