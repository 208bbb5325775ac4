import type { BuiltinMetric } from "./contract.js";
/** GlossoGen's metric uses the cased, punctuation-keeping table. */
export declare const BACKOFF_TRIGRAM_FILE = "english_backoff_trigram_cased_punct.json";
export declare const englishNgramBackoffSurprisal: BuiltinMetric;
