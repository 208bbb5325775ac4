/**
 * `communication_open_coding` (spec §4.18): one judge call names, in free form, the features of
 * how the agents communicate, each with per-round evidence; the labels go to
 * `communication_open_coding.json`, the input of the ontology consolidation.
 */
import type { z } from "zod";
import { type AgentEvent } from "../../core/events.js";
import type { MetricContext, BuiltinMetric } from "../contract.js";
import { type CommunicationRound } from "./communication-rounds.js";
export declare const OPEN_CODING_SIDECAR = "communication_open_coding.json";
export declare const COMMUNICATION_OPEN_CODING_OUTPUT: import("./schemas.js").OutputContract<z.ZodObject<{
    labels: z.ZodArray<z.ZodObject<{
        text: z.ZodString;
        evidence: z.ZodArray<z.ZodObject<{
            round_number: z.ZodPipe<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodBoolean, z.ZodString]>, z.ZodTransform<string | number | boolean, string | number | boolean>>, z.ZodNumber>;
            quote: z.ZodString;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    explanation: z.ZodString;
}, z.core.$strip>>;
export type CommunicationOpenCodingOutput = z.output<typeof COMMUNICATION_OPEN_CODING_OUTPUT.zod>;
export declare const COMMUNICATION_OPEN_CODING_CALL: import("./judge-call.js").JudgeCallSpec<{
    labels: {
        text: string;
        evidence: {
            round_number: number;
            quote: string;
        }[];
    }[];
    explanation: string;
}>;
/** `simulation_started.event_id`, else `<parent dir name>/<run dir name>` (upstream's run id). */
export declare function communicationRunId(events: readonly AgentEvent[], runDir: string): string;
/**
 * The communication rounds both communication judges read; logs why and returns undefined when
 * there are none.
 */
export declare function communicationRoundsOrSkip(context: MetricContext, metric: string): CommunicationRound[] | undefined;
export declare const communicationOpenCoding: BuiltinMetric;
