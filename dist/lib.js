import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runCli
} from "./chunks/chunk-PG3CJQEC.js";
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
} from "./chunks/chunk-J4NU7WYA.js";
import {
  parseTrialReport as parseTrialReport2
} from "./chunks/chunk-RKT73UHU.js";
import "./chunks/chunk-PYEEU3ZD.js";
import {
  anthropicMessages,
  openaiInput
} from "./chunks/chunk-WO6VPSDS.js";
import {
  evaluateRun
} from "./chunks/chunk-K2Y2U4XF.js";
import {
  mergeReport,
  parseReport,
  serializeReport
} from "./chunks/chunk-Y2PTJMBM.js";
import "./chunks/chunk-PXMPCYHK.js";
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
} from "./chunks/chunk-BGH6LEHW.js";
import "./chunks/chunk-SQ2UB2SU.js";
import {
  AGENT_EVAL_VERSION
} from "./chunks/chunk-UG5WN6ZA.js";
import "./chunks/chunk-BRQZZP3D.js";
import "./chunks/chunk-GSPP7DW3.js";
import "./chunks/chunk-YTANFRS4.js";
import {
  buildProbeStack
} from "./chunks/chunk-PT5SMSA2.js";
import "./chunks/chunk-II5H4QSA.js";
import {
  reportsToScoreTable
} from "./chunks/chunk-54JXIDTN.js";
import {
  loadProbeAssets
} from "./chunks/chunk-XQWUHSKW.js";
import {
  EventLogParser,
  builtinScenario,
  externalCommandMetric,
  loadPluginMetrics,
  pluginRegistry,
  pluginSpecs,
  registryWithPlugins,
  runMetrics
} from "./chunks/chunk-34JAOHJC.js";
import {
  BUILTIN_DECLARATIONS,
  BUILTIN_METRICS,
  UNAVAILABLE_METRICS,
  builtinRegistry,
  resolveMetricList
} from "./chunks/chunk-F3RYA2RR.js";
import "./chunks/chunk-YOYCD4TU.js";
import "./chunks/chunk-EBY3A3OK.js";
import "./chunks/chunk-AU4CGQBR.js";
import "./chunks/chunk-IBODWXAG.js";
import "./chunks/chunk-CQPRHBHR.js";
import {
  buildMessageHistory,
  lastEventTimestamp,
  probeRequest,
  probedAgents
} from "./chunks/chunk-DJTBP4VD.js";
import {
  toConversation
} from "./chunks/chunk-ZJOIMBVE.js";
import "./chunks/chunk-AAVRPCGR.js";
import {
  fullSystemPrompt,
  historyPrompts
} from "./chunks/chunk-XJ5EPYR6.js";
import "./chunks/chunk-2SSNAV3C.js";
import {
  metricNameFor,
  ofType
} from "./chunks/chunk-JL3KHDIP.js";
import "./chunks/chunk-5SVDX256.js";
import "./chunks/chunk-66NPHHCH.js";
import "./chunks/chunk-QITUHNQM.js";
import "./chunks/chunk-D4AL6DOR.js";
import {
  EventLogError,
  InputError
} from "./chunks/chunk-TESCUGIO.js";
import "./chunks/chunk-FFWTYHU2.js";
import "./chunks/chunk-HR3ZGJWV.js";
import "./chunks/chunk-DGVC2KCS.js";
import "./chunks/chunk-GQRDFNL6.js";
import "./chunks/chunk-KGWETHEU.js";
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
