/** Upstream's `IterativePointwiseRubricsGeneratorConfig` defaults. */
export declare const ITERATIVE_DEFAULTS: {
    readonly min_score: 0;
    readonly max_score: 1;
    readonly max_epochs: 5;
    readonly batch_size: 10;
    readonly min_increment_threshold: 0.002;
    readonly patience: 2;
    readonly max_iterations: 50;
    readonly max_total_rubrics: 200;
    readonly query_specific_generate_number: 1;
    readonly enable_categorization: false;
    readonly categories_number: 5;
    readonly max_retries: 2;
};
