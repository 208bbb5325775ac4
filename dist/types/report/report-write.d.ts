import type { Measurement } from "../core/measurement.js";
import { type TokenUsage } from "../judge/pricing.js";
import type { AgentEvalBlock, EvaluationReport } from "./report.js";
/**
 * How `evaluation_cost` is merged. `describe-report` (agent-eval's default, product decision 4):
 * the cost is the usage of the judge answers behind the measurements now in the report, summed
 * from the per-metric records, so a re-run metric replaces its own usage and a replayed report is
 * byte-identical to the recorded one. `glossogen-accumulate`: upstream's rule (spec §6.4), where
 * every invocation under the same judge adds its usage and another judge resets it.
 */
export type CostPolicy = "describe-report" | "glossogen-accumulate";
/** What one invocation produced for one run, before merging with an existing report. */
export interface InvocationResult {
    readonly simulationId: string;
    readonly scenarioName: string;
    /** Names the user asked for, in request order (duplicates kept, like upstream). */
    readonly requestedMetrics: readonly string[];
    readonly measurements: readonly Measurement[];
    /** Judge usage behind this invocation's measurements; undefined when no judge was involved. */
    readonly judgeCost: {
        readonly usage: TokenUsage;
        readonly model: string;
        readonly providerName: string;
    } | undefined;
    readonly agentEval: AgentEvalBlock;
}
/**
 * Merge an invocation into an existing report (spec §6.4): entries of every requested name and
 * every name emitted now are replaced; the rest keep their order and go first. Costs add up under
 * the same judge and reset under another. An invocation that made no judge calls leaves the cost
 * alone, so a deterministic re-run never erases what the judge measurements cost.
 */
export declare function mergeReport(existing: EvaluationReport | undefined, result: InvocationResult, costPolicy?: CostPolicy): EvaluationReport;
/** The report file's exact bytes (as a string): GlossoGen's key order and float style. */
export declare function serializeReport(report: EvaluationReport): string;
