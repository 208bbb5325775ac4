import { z } from "zod";
import { type GraderFactory } from "../params.js";
import { type BuiltinLlmGraderSpec } from "./builtin-llm-grader.js";
import { type GraderPrompt } from "./llm-grader.js";
declare const templateSchema: z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodObject<{
    role: z.ZodEnum<{
        user: "user";
        system: "system";
    }>;
    content: z.ZodString;
}, z.core.$strict>>]>;
export declare function formatPrompt(template: z.infer<typeof templateSchema>): GraderPrompt;
export declare const createLlmGraderFromParams: GraderFactory;
/** A factory for one built-in grader class. */
export declare function builtinFactory(spec: BuiltinLlmGraderSpec): GraderFactory;
export {};
