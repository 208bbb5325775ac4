export declare const JUDGE_PROVIDERS: readonly ["anthropic", "openai", "scripted"];
export type JudgeProviderName = (typeof JUDGE_PROVIDERS)[number];
/** Parse judge settings JSON (an object), naming the problem and the flag or input (`label`). */
export declare function parseJudgeSettings(text: string | undefined, label?: string): Record<string, unknown>;
/**
 * Parse a judge timeout in seconds (a positive number) into ms; undefined when not given. A blank
 * value is "not given" only where it cannot be told from unset (`blankIsUnset`: an Action input); a
 * flag given as `''` is refused, as the counts are.
 */
export declare function parseJudgeTimeout(text: string | undefined, label?: string, blankIsUnset?: boolean): number | undefined;
