/** Public surface of the report diff: score tables, the report adapter, gates, statistics, the diff. */
export * from "./score-table.js";
export * from "./from-reports.js";
export * from "./gate-rules.js";
export * from "./statistics.js";
export * from "./format.js";
export * from "./diff.js";
