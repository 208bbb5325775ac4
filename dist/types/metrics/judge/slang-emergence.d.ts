import type { z } from "zod";
export declare const SLANG_EMERGENCE_OUTPUT: import("./schemas.js").OutputContract<z.ZodObject<{
    per_round_notes: z.ZodArray<z.ZodObject<{
        round_number: z.ZodPipe<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodBoolean, z.ZodString]>, z.ZodTransform<string | number | boolean, string | number | boolean>>, z.ZodNumber>;
        note: z.ZodString;
    }, z.core.$strip>>;
    shared_slang: z.ZodPipe<z.ZodPipe<z.ZodUnknown, z.ZodTransform<unknown, unknown>>, z.ZodBoolean>;
    domain_specific_slang: z.ZodPipe<z.ZodPipe<z.ZodUnknown, z.ZodTransform<unknown, unknown>>, z.ZodBoolean>;
    explanation: z.ZodString;
}, z.core.$strip>>;
export type SlangEmergenceOutput = z.output<typeof SLANG_EMERGENCE_OUTPUT.zod>;
export declare const SLANG_EMERGENCE_CALL: import("./judge-call.js").JudgeCallSpec<{
    per_round_notes: {
        round_number: number;
        note: string;
    }[];
    shared_slang: boolean;
    domain_specific_slang: boolean;
    explanation: string;
}>;
export declare const slangEmergence: import("../contract.js").BuiltinMetric;
