import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runCli
} from "./chunks/chunk-DTCCPCFG.js";
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
} from "./chunks/chunk-N3KCKGB4.js";
import {
  parseTrialReport as parseTrialReport2
} from "./chunks/chunk-Q5JVCPUU.js";
import "./chunks/chunk-PYEEU3ZD.js";
import {
  anthropicMessages,
  openaiInput
} from "./chunks/chunk-WO6VPSDS.js";
import {
  parseReport
} from "./chunks/chunk-5ZMHZYUX.js";
import {
  evaluateRun
} from "./chunks/chunk-4V3FGTXU.js";
import {
  mergeReport,
  serializeReport
} from "./chunks/chunk-RIL2DAN3.js";
import "./chunks/chunk-UQRYG7H2.js";
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
} from "./chunks/chunk-7JSIAF7A.js";
import "./chunks/chunk-SQ2UB2SU.js";
import {
  AGENT_EVAL_VERSION
} from "./chunks/chunk-UG5WN6ZA.js";
import "./chunks/chunk-BRQZZP3D.js";
import "./chunks/chunk-PYSGQZT5.js";
import "./chunks/chunk-QQDGVGHH.js";
import {
  buildProbeStack
} from "./chunks/chunk-LAPLKDCA.js";
import "./chunks/chunk-4T6V3EE6.js";
import {
  buildMessageHistory,
  lastEventTimestamp,
  probeRequest,
  probedAgents
} from "./chunks/chunk-IR6VD4RM.js";
import {
  toConversation
} from "./chunks/chunk-ZJOIMBVE.js";
import "./chunks/chunk-2HKCG3UP.js";
import "./chunks/chunk-ORNTTUT4.js";
import {
  reportsToScoreTable
} from "./chunks/chunk-KQZHG7GG.js";
import {
  loadProbeAssets
} from "./chunks/chunk-GJ3OPGRE.js";
import {
  builtinScenario,
  externalCommandMetric,
  loadPluginMetrics,
  pluginRegistry,
  pluginSpecs,
  registryWithPlugins,
  runMetrics
} from "./chunks/chunk-WCGXSY5C.js";
import {
  BUILTIN_DECLARATIONS,
  BUILTIN_METRICS,
  UNAVAILABLE_METRICS,
  builtinRegistry,
  resolveMetricList
} from "./chunks/chunk-N6NJBCMC.js";
import "./chunks/chunk-5P6JKEXM.js";
import "./chunks/chunk-GJDWO332.js";
import "./chunks/chunk-AU4CGQBR.js";
import "./chunks/chunk-Q6J3BXHI.js";
import {
  fullSystemPrompt,
  historyPrompts
} from "./chunks/chunk-FYLDTIC2.js";
import "./chunks/chunk-YRAZM6M5.js";
import {
  metricNameFor,
  ofType
} from "./chunks/chunk-YAYA7YG5.js";
import "./chunks/chunk-Y5GWXIEH.js";
import "./chunks/chunk-66NPHHCH.js";
import "./chunks/chunk-QITUHNQM.js";
import {
  PyFloat
} from "./chunks/chunk-6UXS7MO4.js";
import "./chunks/chunk-WIWH3ZML.js";
import {
  EventLogParser
} from "./chunks/chunk-CVGRLMKF.js";
import "./chunks/chunk-5A73K2EQ.js";
import "./chunks/chunk-MGNCMOOF.js";
import "./chunks/chunk-TY7YBVZ7.js";
import "./chunks/chunk-HR3ZGJWV.js";
import "./chunks/chunk-DGVC2KCS.js";
import "./chunks/chunk-GQRDFNL6.js";
import "./chunks/chunk-3HSZMOAR.js";
import "./chunks/chunk-PXYAA3UN.js";
import {
  EventLogError,
  InputError
} from "./chunks/chunk-TESCUGIO.js";
import "./chunks/chunk-3AZQVGTX.js";
import "./chunks/chunk-YGHWAPUX.js";
import "./chunks/chunk-KA656VUM.js";
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
