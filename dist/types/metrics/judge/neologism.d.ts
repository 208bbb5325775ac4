import type { z } from "zod";
export declare const NEOLOGISM_OUTPUT: import("./schemas.js").OutputContract<z.ZodObject<{
    per_round_notes: z.ZodArray<z.ZodObject<{
        round_number: z.ZodPipe<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodBoolean, z.ZodString]>, z.ZodTransform<string | number | boolean, string | number | boolean>>, z.ZodNumber>;
        note: z.ZodString;
    }, z.core.$strip>>;
    semantically_stable: z.ZodPipe<z.ZodPipe<z.ZodUnknown, z.ZodTransform<unknown, unknown>>, z.ZodBoolean>;
    mutually_adopted: z.ZodPipe<z.ZodPipe<z.ZodUnknown, z.ZodTransform<unknown, unknown>>, z.ZodBoolean>;
    explanation: z.ZodString;
}, z.core.$strip>>;
export type NeologismOutput = z.output<typeof NEOLOGISM_OUTPUT.zod>;
export declare const NEOLOGISM_CALL: import("./judge-call.js").JudgeCallSpec<{
    per_round_notes: {
        round_number: number;
        note: string;
    }[];
    semantically_stable: boolean;
    mutually_adopted: boolean;
    explanation: string;
}>;
export declare const neologism: import("../contract.js").BuiltinMetric;
