/**
 * The judge interface metrics see. A request goes in, a structured output plus token usage comes
 * out; whether it was answered live, from a recording, or by a script is invisible to metrics.
 */
import type { ConversationMessage } from "../core/history/conversation.js";
import type { TokenUsage } from "./pricing.js";
/** A JSON Schema object describing the structured output (sent to the provider as-is). */
export type JsonSchema = Readonly<Record<string, unknown>>;
export interface JudgeRequest {
    /** The metric asking; used in error messages and fixture metadata, not in the fixture key. */
    readonly metric: string;
    readonly system: string;
    readonly user: string;
    /** Name of the output type (the provider's tool/function name), e.g. `LanguageStrangenessOutput`. */
    readonly outputName: string;
    readonly outputDescription: string;
    readonly outputSchema: JsonSchema;
    readonly model: string;
    readonly provider: string;
    /** Provider settings that change answers (e.g. max_tokens, reasoning effort, temperature). */
    readonly settings: Readonly<Record<string, unknown>>;
    /** 1-based replica index: N replicas of one prompt are N distinct calls and recordings. */
    readonly replica: number;
    /** Version of the prompt template that produced `system`/`user`, for staleness reports. */
    readonly templateVersion: string;
    /**
     * A multi-turn request (agent probes): every message after the system prompt, the new user
     * turn included; `user` is then "". Absent for single-turn judge requests (and then not part of
     * their fixture key, so existing recordings keep their keys).
     */
    readonly conversation?: readonly ConversationMessage[];
}
export interface JudgeResponse {
    /** The structured output, already parsed from the provider's tool call / JSON. */
    readonly output: unknown;
    readonly usage: TokenUsage;
    /** The model that answered, as the provider reported it. */
    readonly model: string;
    /** When the answer was recorded (ISO 8601), for answers served from or written to the store. */
    readonly recordedAt?: string;
}
/**
 * Per-call options that are neither sent to the provider nor part of the fixture key or file.
 * (Additive: a judge written against `call(request)` still satisfies `Judge`.)
 */
export interface JudgeCallOptions {
    /**
     * Checks the structured output: a readable description of what is wrong, or undefined when it is
     * valid. Wrappers retry an invalid live answer once and never record one.
     */
    readonly validate?: (output: unknown) => string | undefined;
}
export interface Judge {
    call(request: JudgeRequest, options?: JudgeCallOptions): Promise<JudgeResponse>;
    /**
     * Who answers, written into fixture files as provenance, e.g. `anthropic Messages API (live
     * model)` or `scripted local judge (not a real model)`. Optional.
     */
    readonly source?: string;
}
/** The judge identity a report's cost is attributed to. */
export interface JudgeIdentity {
    readonly model: string;
    readonly provider: string;
    readonly settings: Readonly<Record<string, unknown>>;
}
