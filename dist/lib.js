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
} from "./chunks/chunk-XDMLH3O3.js";
import "./chunks/chunk-LXVAXIY7.js";
import {
  evaluateRun
} from "./chunks/chunk-XBC2SKOG.js";
import {
  buildProbeStack
} from "./chunks/chunk-OVUO43X2.js";
import {
  VERDICT_SEVERITY,
  diffScoreTables,
  diffTrialReports,
  renderComment,
  shouldFail,
  signTestP,
  trialReportToScoreTable,
  verdictLabel
} from "./chunks/chunk-USYXTVZZ.js";
import {
  mergeReport,
  parseReport,
  parseTrialReport,
  serializeReport
} from "./chunks/chunk-2UXMTJJS.js";
import {
  runCli
} from "./chunks/chunk-B4DJ6FOB.js";
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
import "./chunks/chunk-6TSXKW2V.js";
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
} from "./chunks/chunk-5DWXHIKA.js";
import "./chunks/chunk-YHFWBY63.js";
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
} from "./chunks/chunk-7HRETFRQ.js";
import "./chunks/chunk-DUTFW7DF.js";
import "./chunks/chunk-QITUHNQM.js";
import "./chunks/chunk-AU4CGQBR.js";
import {
  toConversation
} from "./chunks/chunk-ZJOIMBVE.js";
import {
  EventLogError,
  InputError
} from "./chunks/chunk-LL3HKA3K.js";
import "./chunks/chunk-AOQPUW4N.js";
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
