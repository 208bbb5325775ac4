import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runCli
} from "./chunks/chunk-NCHO546I.js";
import {
  AGENT_EVAL_VERSION,
  diffScoreTables,
  evaluateRun,
  mergeReport,
  parseReport,
  renderComment,
  reportsToScoreTable,
  serializeReport,
  shouldFail
} from "./chunks/chunk-QS6RJS2K.js";
import {
  BUILTIN_METRICS,
  EventLogError,
  EventLogParser,
  InputError,
  UNAVAILABLE_METRICS,
  builtinRegistry,
  builtinScenario,
  externalCommandMetric,
  loadPluginMetrics,
  metricNameFor,
  ofType,
  pluginRegistry,
  pluginSpecs,
  registryWithPlugins,
  resolveMetricList,
  runMetrics
} from "./chunks/chunk-WDAPZPU4.js";
import "./chunks/chunk-NIFHNOOX.js";
import "./chunks/chunk-UH4U5CWS.js";
export {
  AGENT_EVAL_VERSION,
  BUILTIN_METRICS,
  EventLogError,
  EventLogParser,
  InputError,
  UNAVAILABLE_METRICS,
  builtinRegistry,
  builtinScenario,
  diffScoreTables,
  evaluateRun,
  externalCommandMetric,
  loadPluginMetrics,
  mergeReport,
  metricNameFor,
  ofType,
  parseReport,
  pluginRegistry,
  pluginSpecs,
  registryWithPlugins,
  renderComment,
  reportsToScoreTable,
  resolveMetricList,
  runCli,
  runMetrics,
  serializeReport,
  shouldFail
};
