export declare const JUDGE_PROVIDERS: readonly ["anthropic", "openai", "scripted"];
export type JudgeProviderName = (typeof JUDGE_PROVIDERS)[number];
/** Parse judge settings JSON (an object), naming the problem and the flag or input (`label`). */
export declare function parseJudgeSettings(text: string | undefined, label?: string): Record<string, unknown>;
/** A judge call's per-attempt timeout in decimal seconds, into ms; undefined when not given (see parseLimitSeconds). */
export declare function parseJudgeTimeout(text: string | undefined, label?: string, blankIsUnset?: boolean): number | undefined;
