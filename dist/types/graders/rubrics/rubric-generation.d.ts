import type { GraderCallContext, GraderMode } from "../contract.js";
/** The generated grader: a config entry ready to be written to a file and included. */
export interface GeneratedGrader {
    readonly grader: "LLMGrader";
    readonly params: {
        readonly name: string;
        readonly mode: GraderMode;
        readonly rubrics: string;
        readonly min_score: number;
        readonly max_score: number;
        readonly template?: string;
    };
}
export interface GenerationReport {
    readonly entry: GeneratedGrader;
    /** What happened, one line per step (for the command's log). */
    readonly log: readonly string[];
}
/** Rubrics as the numbered text the template shows. */
export declare function formatRubrics(rubrics: readonly string[]): string;
export interface SimpleRubricsConfig {
    readonly grader_name: string;
    readonly task_description: string;
    readonly scenario?: string;
    readonly sample_queries?: readonly string[];
    readonly grader_mode?: GraderMode;
    readonly min_score?: number;
    readonly max_score?: number;
    readonly default_rubrics?: readonly string[];
    readonly max_retries?: number;
    /** An OpenJudge placeholder template for the generated grader (it should use `{rubrics}`). */
    readonly custom_evaluation_prompt?: string;
}
export declare function generateSimpleRubrics(config: SimpleRubricsConfig, context: GraderCallContext): Promise<GenerationReport>;
export interface LabelledExample {
    readonly query: unknown;
    readonly response: unknown;
    readonly label_score: number;
}
export interface IterativeRubricsConfig {
    readonly grader_name: string;
    readonly task_description?: string;
    readonly min_score?: number;
    readonly max_score?: number;
    readonly max_epochs?: number;
    readonly batch_size?: number;
    readonly min_increment_threshold?: number;
    readonly patience?: number;
    readonly max_iterations?: number;
    readonly max_total_rubrics?: number;
    readonly query_specific_generate_number?: number;
    readonly enable_categorization?: boolean;
    readonly categories_number?: number;
    readonly max_retries?: number;
}
export declare function generateIterativeRubrics(config: IterativeRubricsConfig, dataset: readonly LabelledExample[], context: GraderCallContext): Promise<GenerationReport>;
