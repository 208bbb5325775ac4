import type { RunSummary } from "../node/run-jobs.js";
export declare function formatScoreTable(outcomes: readonly RunSummary[]): string;
