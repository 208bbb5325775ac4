/**
 * What `protocol_probe` and `protocol_explanation` share: the probed agents (GlossoGen's configs
 * after mid-run swaps, deduplicated), the probe request sent to the agent's own provider and model
 * (not the judge's), the failure policy, the per-model usage file, and the row timestamps.
 */
import { z } from "zod";
import { type AgentConfig, type AgentEvent } from "../../core/events.js";
import type { Conversation } from "../../core/history/conversation.js";
import type { Judge, JudgeRequest, JudgeResponse, JsonSchema } from "../../judge/judge.js";
import { type TokenUsage } from "../../judge/pricing.js";
import type { MetricContext } from "../contract.js";
import type { ProbeAssets } from "./probe-config.js";
/** `agent_registered` configs with the last `agent_swapped_mid_run` model/provider, deduplicated by agent (last registration wins, first position). */
export declare function probedAgents(events: readonly AgentEvent[], configs: readonly AgentConfig[]): AgentConfig[];
/** The fixed model settings GlossoGen's probe agents run with (no temperature). */
export declare function probeSettings(provider: string): Record<string, unknown>;
/** pydantic-ai's output tool name. */
export declare const OUTPUT_TOOL = "final_result";
export interface ProbeOutputSpec<T> {
    readonly description: string;
    readonly schema: JsonSchema;
    readonly output: z.ZodType<T>;
}
declare const PROBE_CONTRACT: import("../judge/schemas.js").OutputContract<z.ZodObject<{
    reasoning: z.ZodString;
    message: z.ZodString;
}, z.core.$strip>>;
export declare const PROBE_OUTPUT: ProbeOutputSpec<z.output<typeof PROBE_CONTRACT.zod>>;
declare const EXPLANATION_CONTRACT: import("../judge/schemas.js").OutputContract<z.ZodObject<{
    description: z.ZodString;
}, z.core.$strip>>;
export declare const EXPLANATION_OUTPUT: ProbeOutputSpec<z.output<typeof EXPLANATION_CONTRACT.zod>>;
export declare function probeRequest(metric: string, agent: AgentConfig, conversation: Conversation, spec: ProbeOutputSpec<unknown>, replica: number, templateSource: string): JudgeRequest;
/** The probe model and the assets, or the reason the metric cannot run / does not apply. */
export declare function requireProbeModel(context: MetricContext, metric: string): Judge;
export declare function assetsOrReason(context: MetricContext): ProbeAssets | string;
/**
 * One probe call under GlossoGen's failure policy: any failure is logged and the call skipped —
 * except a replay miss, a damaged recording, an answer that looks like it holds a credential, a
 * refused recording or a set-up error (no API key), which fail the metric with their explanation
 * (a silently smaller probe set would look like a real result).
 */
export declare function callProbe<T>(model: Judge, request: JudgeRequest, spec: ProbeOutputSpec<T>, context: MetricContext, what: string): Promise<{
    output: T;
    response: JudgeResponse;
} | undefined>;
/** Usage per (model, provider) in first-seen order (GlossoGen `ProbeUsageReport`). */
export declare class ProbeUsage {
    private readonly perModel;
    add(model: string, provider: string, usage: TokenUsage): void;
    totalCostUsd(): number;
    /** `model_dump_json(indent=2) + "\n"`. */
    serialize(): string;
}
/**
 * A row's `timestamp` as pydantic writes a UTC datetime (`…:05.678900Z`): when the answer was
 * recorded if it came through the fixture store (so a replay rewrites the recorded bytes), else now.
 */
export declare function rowTimestamp(response: JudgeResponse, context: MetricContext): string;
export {};
