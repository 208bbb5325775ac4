import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runCli
} from "./chunks/chunk-NK4NW2J4.js";
import {
  anthropicThreadBody,
  openaiThreadBody
} from "./chunks/chunk-OHOVXP2U.js";
import "./chunks/chunk-TBROILKQ.js";
import {
  VERDICT_SEVERITY,
  diffScoreTables,
  diffTrialReports,
  renderComment,
  shouldFail,
  signTestP,
  trialReportToScoreTable,
  verdictLabel
} from "./chunks/chunk-RXWR7XSL.js";
import {
  parseTrialReport as parseTrialReport2
} from "./chunks/chunk-ETOEV5OW.js";
import "./chunks/chunk-PYEEU3ZD.js";
import {
  parseReport
} from "./chunks/chunk-OLKXGZ6T.js";
import {
  evaluateRun
} from "./chunks/chunk-UYTX7KVG.js";
import {
  mergeReport,
  serializeReport
} from "./chunks/chunk-TJQANVGH.js";
import "./chunks/chunk-HQEVMA3Q.js";
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
  parseTrialReport,
  passAtK,
  reduceView,
  serializeTrialReport,
  summarize,
  tokenUsageMetric,
  toolCallCountMetric,
  validateMetricResult,
  verifierMetric
} from "./chunks/chunk-NNI7LNEN.js";
import {
  AGENT_EVAL_VERSION
} from "./chunks/chunk-UG5WN6ZA.js";
import "./chunks/chunk-BRQZZP3D.js";
import "./chunks/chunk-ZHWKWDEA.js";
import "./chunks/chunk-FBAKVYGU.js";
import {
  buildProbeStack
} from "./chunks/chunk-RUG6MBHF.js";
import "./chunks/chunk-7NWICMEA.js";
import {
  buildMessageHistory,
  lastEventTimestamp,
  probeRequest,
  probedAgents
} from "./chunks/chunk-UZKPXYHA.js";
import "./chunks/chunk-QJTL6TMB.js";
import "./chunks/chunk-ORNTTUT4.js";
import {
  anthropicMessages,
  openaiInput
} from "./chunks/chunk-WO6VPSDS.js";
import "./chunks/chunk-SQ2UB2SU.js";
import {
  toConversation
} from "./chunks/chunk-ZJOIMBVE.js";
import {
  reportsToScoreTable
} from "./chunks/chunk-P75BJOZM.js";
import {
  loadProbeAssets
} from "./chunks/chunk-SIA2BLBB.js";
import {
  builtinScenario,
  externalCommandMetric,
  loadPluginMetrics,
  pluginRegistry,
  pluginSpecs,
  registryWithPlugins,
  runMetrics
} from "./chunks/chunk-HYU6UF62.js";
import {
  BUILTIN_DECLARATIONS,
  BUILTIN_METRICS,
  UNAVAILABLE_METRICS,
  builtinRegistry,
  resolveMetricList
} from "./chunks/chunk-C7JZALC7.js";
import "./chunks/chunk-KB3TQBFM.js";
import "./chunks/chunk-UCHMFOYA.js";
import "./chunks/chunk-AU4CGQBR.js";
import "./chunks/chunk-3O3K6BF5.js";
import {
  fullSystemPrompt,
  historyPrompts
} from "./chunks/chunk-GU6XE3SK.js";
import "./chunks/chunk-QFROSMIM.js";
import {
  metricNameFor,
  ofType
} from "./chunks/chunk-BOV3E7SO.js";
import "./chunks/chunk-5SVDX256.js";
import "./chunks/chunk-66NPHHCH.js";
import {
  PyFloat
} from "./chunks/chunk-6UXS7MO4.js";
import "./chunks/chunk-WIWH3ZML.js";
import {
  EventLogParser
} from "./chunks/chunk-24VVVUZ5.js";
import "./chunks/chunk-KKBQIGQY.js";
import "./chunks/chunk-MGNCMOOF.js";
import {
  EventLogError,
  InputError
} from "./chunks/chunk-TESCUGIO.js";
import "./chunks/chunk-KA656VUM.js";
import "./chunks/chunk-XKESBC5O.js";
import "./chunks/chunk-DGVC2KCS.js";
import "./chunks/chunk-GQRDFNL6.js";
import "./chunks/chunk-3HSZMOAR.js";
import "./chunks/chunk-QITUHNQM.js";
import "./chunks/chunk-HR3ZGJWV.js";
import "./chunks/chunk-CQPRHBHR.js";
import "./chunks/chunk-GGZDER7J.js";
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
  PyFloat,
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
  parseTrialReport,
  parseTrialReport2 as parseTrialReportForDiff,
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
