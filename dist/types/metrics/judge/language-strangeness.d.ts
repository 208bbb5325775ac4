import type { z } from "zod";
export declare const LANGUAGE_STRANGENESS_OUTPUT: import("./schemas.js").OutputContract<z.ZodObject<{
    per_round_notes: z.ZodArray<z.ZodObject<{
        round_number: z.ZodPipe<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodBoolean, z.ZodString]>, z.ZodTransform<string | number | boolean, string | number | boolean>>, z.ZodNumber>;
        note: z.ZodString;
    }, z.core.$strip>>;
    anomaly_categories: z.ZodArray<z.ZodString>;
    mutually_adopted: z.ZodPipe<z.ZodPipe<z.ZodUnknown, z.ZodTransform<unknown, unknown>>, z.ZodBoolean>;
    explanation: z.ZodString;
}, z.core.$strip>>;
export type LanguageStrangenessOutput = z.output<typeof LANGUAGE_STRANGENESS_OUTPUT.zod>;
/** The validator of a language_strangeness answer (derived from LANGUAGE_STRANGENESS_OUTPUT). */
export declare const languageStrangenessOutputSchema: z.ZodObject<{
    per_round_notes: z.ZodArray<z.ZodObject<{
        round_number: z.ZodPipe<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodBoolean, z.ZodString]>, z.ZodTransform<string | number | boolean, string | number | boolean>>, z.ZodNumber>;
        note: z.ZodString;
    }, z.core.$strip>>;
    anomaly_categories: z.ZodArray<z.ZodString>;
    mutually_adopted: z.ZodPipe<z.ZodPipe<z.ZodUnknown, z.ZodTransform<unknown, unknown>>, z.ZodBoolean>;
    explanation: z.ZodString;
}, z.core.$strip>;
export declare const LANGUAGE_STRANGENESS_CALL: import("./judge-call.js").JudgeCallSpec<{
    per_round_notes: {
        round_number: number;
        note: string;
    }[];
    anomaly_categories: string[];
    mutually_adopted: boolean;
    explanation: string;
}>;
export declare const languageStrangeness: import("../contract.js").BuiltinMetric;
