/** The agent-eval library API: the pure core plus the run-directory evaluator. */
export type { AgentConfig, AgentEvent, CoreEvent, OpaqueEvent } from "./core/events.js";
export { ofType } from "./core/events.js";
export { EventLogParser } from "./core/event-log.js";
export { EventLogError, InputError } from "./core/errors.js";
export type { KeyedObservation, Measurement, RoundObservation, AgentObservation } from "./core/measurement.js";
export type { PrimaryChannel, ScenarioDescriptor } from "./core/scenario.js";
export { metricNameFor } from "./core/scenario.js";
export { builtinScenario } from "./core/builtin-scenarios.js";
export type { Metric, MetricContext, MetricDirection, MetricDiffDeclaration, MetricKind, SidecarStore, NgramTables } from "./metrics/contract.js";
export { BUILTIN_DECLARATIONS, BUILTIN_METRICS, UNAVAILABLE_METRICS, builtinRegistry, resolveMetricList } from "./metrics/registry.js";
export { runMetrics } from "./metrics/run-metrics.js";
export type { EvaluationReport } from "./report/report.js";
export { mergeReport, parseReport, serializeReport } from "./report/report.js";
export { evaluateRun } from "./node/evaluate-run.js";
export type { EvaluateRunOptions, RunOutcome } from "./node/evaluate-run.js";
export { runCli } from "./cli/main.js";
export { AGENT_EVAL_VERSION } from "./version.js";
export type { Judge, JudgeRequest, JudgeResponse, JudgeCallOptions, JudgeIdentity, JsonSchema } from "./judge/judge.js";
export type { MetricRunOptions } from "./metrics/contract.js";
export { loadPluginMetrics, registryWithPlugins, pluginSpecs, pluginRegistry } from "./plugins/load-plugins.js";
export { externalCommandMetric } from "./plugins/external-command-metric.js";
export { diffScoreTables, shouldFail } from "./diff/diff.js";
export type { DiffOptions, DiffResult, FailOn, MetricDiff, Verdict } from "./diff/diff.js";
export { VERDICT_SEVERITY, verdictLabel } from "./diff/verdicts.js";
export type { GateDecision, IccInfo, IntervalKind, RunAdvice, SequentialInfo, TostResult } from "./diff/verdicts.js";
export { reportsToScoreTable } from "./diff/from-reports.js";
export type { MetricDeclarations } from "./diff/from-reports.js";
export type { ScoreTable } from "./diff/score-table.js";
export { diffTrialReports, trialReportToScoreTable } from "./diff/trial-diff.js";
export type { TaskFlip, TrialDiffOptions, TrialDiffResult } from "./diff/trial-diff.js";
export { parseTrialReport as parseTrialReportForDiff } from "./diff/trial-report.js";
export { signTestP } from "./diff/exact-tests.js";
export { renderComment } from "./report/render-comment.js";
export type { CommentInput, RenderedComment } from "./report/render-comment.js";
export type {
  CandidateEvidence,
  CandidateOutput,
  CommandResult,
  DatasetRow,
  EvidenceDescriptor,
  FilesystemDiff,
  FilesystemDiffEntry,
  FilesystemHandle,
  LogsHandle,
  MetricFactoryContext,
  MetricInput,
  MetricOutput,
  MetricOutputKind,
  MetricResult,
  TraceHandle,
  TraceStep,
  TraceTokenUsage,
  TraceToolCall,
  TrialMetric,
  TrialMetricFactory,
  TrialRowData,
  TrialStatus,
  VerifierOptions,
} from "./trials/contract.js";
export {
  EVIDENCE_FINAL_STATE,
  EVIDENCE_INITIAL_STATE,
  EVIDENCE_LOGS,
  EVIDENCE_TRACE,
  EVIDENCE_VERIFIER_LOGS,
  MetricConfigError,
  MetricOutputSpec,
  TRIAL_STATUSES,
} from "./trials/contract.js";
export { validateMetricResult } from "./trials/validate.js";
export { coerceValue } from "./trials/coerce.js";
/** A dataset's whole float (`1.0`) as the built-in metrics and graders see it: a Number object that prints as a Python float; user code gets plain numbers (docs/trials.md). */
export { PyFloat } from "./core/json-format.js";
export { summarize } from "./trials/summary.js";
export type { TaskDescriptor, TrialEntry } from "./trials/summary.js";
export { aggregateRangeScore } from "./trials/stats.js";
export { passAtK } from "./trials/pass-at-k.js";
export { reduceView } from "./trials/views.js";
export type { TrialReport } from "./trials/report.js";
export { mergeTrialReports, parseTrialReport, serializeTrialReport } from "./trials/report.js";
export { gradeDataset } from "./node/grade-trials.js";
export type { GradeOptions, GradeOutcome } from "./node/grade-trials.js";
export { buildMessageHistory, lastEventTimestamp } from "./core/history/message-history.js";
export type { ChannelVisibility, HistoryMessage, HistoryOptions, RequestPart, ResponsePart } from "./core/history/message-history.js";
export { toConversation } from "./core/history/conversation.js";
export type { Conversation, ConversationBlock, ConversationMessage } from "./core/history/conversation.js";
export { anthropicMessages, openaiInput } from "./core/history/wire.js";
export { anthropicThreadBody, openaiThreadBody } from "./core/history/export-thread.js";
export { fullSystemPrompt, historyPrompts } from "./metrics/probes/probe-config.js";
export type { ProbeAssets } from "./metrics/probes/probe-config.js";
export { probedAgents, probeRequest } from "./metrics/probes/probe-call.js";
export { loadProbeAssets } from "./node/scenario-assets.js";
export { buildJudgeStack, buildProbeStack } from "./node/judge-setup.js";
export type { JudgeConfig, JudgeStack, ProbeModelConfig, ProbeModelStack } from "./node/judge-setup.js";
// Trial evidence handles (Node) and the built-in trial metrics, each a factory `(options, context)`.
export { openTrialEvidence } from "./node/evidence/candidate-evidence.js";
export { validateAtif, type AtifIssue, type AtifValidation } from "./graders/atif-validate.js";
export { TRIAL_METRIC_FACTORIES } from "./trials/metrics/registry.js";
export { exactMatchMetric } from "./trials/metrics/exact-match.js";
export { keywordMatchMetric } from "./trials/metrics/keyword-match.js";
export { toolCallCountMetric } from "./trials/metrics/tool-call-count.js";
export { efficientToolUseMetric } from "./trials/metrics/efficient-tool-use.js";
export { tokenUsageMetric } from "./trials/metrics/token-usage.js";
export { verifierMetric } from "./trials/metrics/verifier.js";
export { llmJudgeMetric } from "./trials/metrics/llm-judge.js";
