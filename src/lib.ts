/** The agent-eval library API: the pure core plus the run-directory evaluator. */
export type { AgentConfig, AgentEvent, CoreEvent, OpaqueEvent } from "./core/events.js";
export { ofType } from "./core/events.js";
export { EventLogParser } from "./core/event-log.js";
export { EventLogError, InputError } from "./core/errors.js";
export type { KeyedObservation, Measurement, RoundObservation, AgentObservation } from "./core/measurement.js";
export type { PrimaryChannel, ScenarioDescriptor } from "./core/scenario.js";
export { metricNameFor } from "./core/scenario.js";
export { builtinScenario } from "./core/builtin-scenarios.js";
export type { Metric, MetricContext, MetricKind, SidecarStore, NgramTables } from "./metrics/contract.js";
export { BUILTIN_METRICS, UNAVAILABLE_METRICS, builtinRegistry, resolveMetricList } from "./metrics/registry.js";
export { runMetrics } from "./metrics/run-metrics.js";
export type { EvaluationReport } from "./report/report.js";
export { mergeReport, parseReport, serializeReport } from "./report/report.js";
export { evaluateRun } from "./cli/evaluate-run.js";
export { runCli } from "./cli/main.js";
export { AGENT_EVAL_VERSION } from "./version.js";
