/**
 * `agent-eval/testing`: a kit for testing metrics (built-in or plug-in) without a simulation or a
 * live model. Build a run with `runBuilder()` or `events.*`, run a metric with `runMetric`, assert
 * on its measurements, logs and judge requests. Independent of any test framework.
 */
export { events } from "./testing/events.js";
export type { AgentRegisteredInput, AgentSwappedInput, EventBase, LlmResponseInput, MessageInput, RawEvent, RoundResultInput, SimulationEndedInput, SimulationStartedInput, } from "./testing/events.js";
export { RoundBuilder, RunBuilder, runBuilder, toJsonl } from "./testing/run-builder.js";
export type { RoundMessageOptions, RunBuilderOptions } from "./testing/run-builder.js";
export { jsonlOf, parseEvents, writeRunDirectory } from "./testing/run-source.js";
export type { RunSource, WrittenRun } from "./testing/run-source.js";
export { MetricTestError, runMetric } from "./testing/run-metric.js";
export type { MetricTestResult, RunMetricInput, ScenarioConfigInput } from "./testing/run-metric.js";
export { pluginMetric } from "./testing/plugin-metric.js";
export { diffReading } from "./testing/diff-reading.js";
export type { DiffReading } from "./testing/diff-reading.js";
export { TEST_JUDGE_IDENTITY, recordingJudge, testJudge } from "./testing/test-judge.js";
export type { FixtureJudge, QueuedAnswers, ScriptedAnswers, TestJudge } from "./testing/test-judge.js";
export { ScriptedJudge, createScriptedJudge, SCRIPTED_MODEL, SCRIPTED_SOURCE } from "./judge/scripted-judge.js";
export type { JudgeScript, ScriptedAnswer } from "./judge/scripted-judge.js";
export { openFixtureStore } from "./providers/fixture-files.js";
export type { Judge, JudgeCallOptions, JudgeIdentity, JudgeRequest, JudgeResponse, JsonSchema } from "./judge/judge.js";
export type { Metric, MetricContext, MetricDirection, MetricKind, MetricRunOptions, SidecarStore } from "./metrics/contract.js";
export type { Measurement, RoundObservation, AgentObservation, KeyedObservation } from "./core/measurement.js";
export type { AgentEvent, AgentConfig } from "./core/events.js";
export { ofType } from "./core/events.js";
export type { ScenarioDescriptor, PrimaryChannel } from "./core/scenario.js";
export { metricNameFor } from "./core/scenario.js";
