import type { Grader, GraderCallContext, GraderScore } from "../contract.js";
import { type GraderFactory } from "../params.js";
import { type WordTokenizer } from "./word-tokens.js";
export declare const STRING_MATCH_ALGORITHMS: readonly ["exact_match", "prefix_match", "suffix_match", "regex_match", "substring_match", "contains_all", "contains_any", "word_overlap", "char_overlap"];
export type StringMatchAlgorithm = (typeof STRING_MATCH_ALGORITHMS)[number];
type Params = Readonly<Record<string, unknown>>;
export interface StringMatchOptions {
    readonly name?: string;
    readonly algorithm?: string;
    readonly case_sensitive?: boolean;
    readonly ignore_whitespace?: boolean;
    /** word_overlap's tokenizer (jieba accurate mode), loaded on first use. */
    readonly wordTokenizer?: () => Promise<WordTokenizer>;
    /** Our addition: per-call keyword arguments given once in the config (`pattern`, `substrings`, `bidirectional`); call arguments override them. */
    readonly callDefaults?: Readonly<Record<string, unknown>>;
}
export declare class StringMatchGrader implements Grader {
    readonly name: string;
    readonly mode: "pointwise";
    readonly algorithm: StringMatchAlgorithm;
    readonly caseSensitive: boolean;
    readonly ignoreWhitespace: boolean;
    private readonly wordTokenizer;
    /** DEFAULT_PARAMS, then the constructor's case_sensitive / ignore_whitespace, then config defaults. */
    private readonly baseParams;
    constructor(options?: StringMatchOptions);
    /** The parameters one call runs with (upstream's merge order). */
    callParams(kwargs: Readonly<Record<string, unknown>>): Params;
    evaluate(args: Readonly<Record<string, unknown>>, _context?: GraderCallContext): Promise<GraderScore>;
    private compute;
    private reason;
}
/** Registry factory: `{grader: StringMatchGrader, params: {algorithm, case_sensitive, ignore_whitespace, name}}`. */
export declare const createStringMatchGraderFromParams: GraderFactory;
export {};
