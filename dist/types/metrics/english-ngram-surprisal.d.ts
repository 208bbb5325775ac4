import type { z } from "zod";
import type { Measurement } from "../core/measurement.js";
import type { MetricContext, BuiltinMetric } from "./contract.js";
import { type PerMessageMetricSpec } from "./shared/primary-channel-messages.js";
export declare const PLAIN_TRIGRAM_FILE = "english_char_trigram.json";
/**
 * Validate one of the n-gram count tables handed to a metric. Missing tables are an error that says
 * where they were looked for and how to get them; there is no fallback model.
 */
export declare function requireNgramTable<S extends z.ZodType>(metric: string, fileName: string, raw: unknown, location: string, schema: S): z.output<S>;
/** The per-message pipeline, loading the model only when there is a channel to score. */
export declare function perMessageWithModel<M>(context: MetricContext, loadModel: () => M, spec: Omit<PerMessageMetricSpec, "score"> & {
    score: (model: M, text: string) => number;
}): Measurement[];
export declare const englishNgramSurprisal: BuiltinMetric;
