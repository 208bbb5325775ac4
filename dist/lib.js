import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  EVIDENCE_FINAL_STATE,
  EVIDENCE_INITIAL_STATE,
  EVIDENCE_LOGS,
  EVIDENCE_TRACE,
  EVIDENCE_VERIFIER_LOGS,
  MetricConfigError,
  MetricOutputSpec,
  TRIAL_METRIC_FACTORIES,
  TRIAL_STATUSES,
  aggregateRangeScore,
  coerceValue,
  efficientToolUseMetric,
  exactMatchMetric,
  gradeDataset,
  keywordMatchMetric,
  llmJudgeMetric,
  mergeTrialReports,
  openTrialEvidence,
  parseTrialReport as parseTrialReport2,
  passAtK,
  reduceView,
  serializeTrialReport,
  summarize,
  tokenUsageMetric,
  toolCallCountMetric,
  validateMetricResult,
  verifierMetric
} from "./chunks/chunk-FYCXKJN2.js";
import "./chunks/chunk-ALL5THNE.js";
import {
  evaluateRun
} from "./chunks/chunk-PCI2AUZ4.js";
import {
  buildProbeStack
} from "./chunks/chunk-7WAAWJT4.js";
import {
  VERDICT_SEVERITY,
  diffScoreTables,
  diffTrialReports,
  renderComment,
  shouldFail,
  signTestP,
  trialReportToScoreTable,
  verdictLabel
} from "./chunks/chunk-62353HSK.js";
import {
  mergeReport,
  parseReport,
  parseTrialReport,
  serializeReport
} from "./chunks/chunk-US6SNZEL.js";
import {
  runCli
} from "./chunks/chunk-TNFLAOWQ.js";
import "./chunks/chunk-BRQZZP3D.js";
import {
  anthropicThreadBody,
  openaiThreadBody
} from "./chunks/chunk-OHOVXP2U.js";
import "./chunks/chunk-PYEEU3ZD.js";
import {
  anthropicMessages,
  openaiInput
} from "./chunks/chunk-WO6VPSDS.js";
import "./chunks/chunk-DETWYEUC.js";
import "./chunks/chunk-SQ2UB2SU.js";
import {
  AGENT_EVAL_VERSION
} from "./chunks/chunk-UG5WN6ZA.js";
import "./chunks/chunk-OF7PUKYS.js";
import "./chunks/chunk-TBROILKQ.js";
import {
  EventLogParser,
  builtinScenario,
  externalCommandMetric,
  loadPluginMetrics,
  loadProbeAssets,
  pluginRegistry,
  pluginSpecs,
  registryWithPlugins,
  runMetrics
} from "./chunks/chunk-BJ7J5PPW.js";
import "./chunks/chunk-4MXA5DX3.js";
import {
  BUILTIN_DECLARATIONS,
  BUILTIN_METRICS,
  UNAVAILABLE_METRICS,
  buildMessageHistory,
  builtinRegistry,
  fullSystemPrompt,
  historyPrompts,
  lastEventTimestamp,
  metricNameFor,
  ofType,
  probeRequest,
  probedAgents,
  reportsToScoreTable,
  resolveMetricList
} from "./chunks/chunk-DR2GHTMJ.js";
import "./chunks/chunk-O7PZRQRV.js";
import "./chunks/chunk-QITUHNQM.js";
import "./chunks/chunk-AU4CGQBR.js";
import {
  toConversation
} from "./chunks/chunk-ZJOIMBVE.js";
import {
  EventLogError,
  InputError
} from "./chunks/chunk-LL3HKA3K.js";
import "./chunks/chunk-UMTO33EF.js";
import "./chunks/chunk-HR3ZGJWV.js";
import "./chunks/chunk-UH4U5CWS.js";
export {
  AGENT_EVAL_VERSION,
  BUILTIN_DECLARATIONS,
  BUILTIN_METRICS,
  EVIDENCE_FINAL_STATE,
  EVIDENCE_INITIAL_STATE,
  EVIDENCE_LOGS,
  EVIDENCE_TRACE,
  EVIDENCE_VERIFIER_LOGS,
  EventLogError,
  EventLogParser,
  InputError,
  MetricConfigError,
  MetricOutputSpec,
  TRIAL_METRIC_FACTORIES,
  TRIAL_STATUSES,
  UNAVAILABLE_METRICS,
  VERDICT_SEVERITY,
  aggregateRangeScore,
  anthropicMessages,
  anthropicThreadBody,
  buildMessageHistory,
  buildProbeStack,
  builtinRegistry,
  builtinScenario,
  coerceValue,
  diffScoreTables,
  diffTrialReports,
  efficientToolUseMetric,
  evaluateRun,
  exactMatchMetric,
  externalCommandMetric,
  fullSystemPrompt,
  gradeDataset,
  historyPrompts,
  keywordMatchMetric,
  lastEventTimestamp,
  llmJudgeMetric,
  loadPluginMetrics,
  loadProbeAssets,
  mergeReport,
  mergeTrialReports,
  metricNameFor,
  ofType,
  openTrialEvidence,
  openaiInput,
  openaiThreadBody,
  parseReport,
  parseTrialReport2 as parseTrialReport,
  parseTrialReport as parseTrialReportForDiff,
  passAtK,
  pluginRegistry,
  pluginSpecs,
  probeRequest,
  probedAgents,
  reduceView,
  registryWithPlugins,
  renderComment,
  reportsToScoreTable,
  resolveMetricList,
  runCli,
  runMetrics,
  serializeReport,
  serializeTrialReport,
  shouldFail,
  signTestP,
  summarize,
  toConversation,
  tokenUsageMetric,
  toolCallCountMetric,
  trialReportToScoreTable,
  validateMetricResult,
  verdictLabel,
  verifierMetric
};
