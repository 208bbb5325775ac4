/** Rounds whose main phase ended because every agent went idle (spec §4.10). */
export declare const roundEndedIdle: import("./contract.js").BuiltinMetric;
