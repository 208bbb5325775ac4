/** Rounds whose main phase ended on the round timer (spec §4.10). */
export declare const roundEndedTimeout: import("./contract.js").BuiltinMetric;
