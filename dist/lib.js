import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  AGENT_EVAL_VERSION,
  BUILTIN_METRICS,
  EventLogError,
  EventLogParser,
  InputError,
  UNAVAILABLE_METRICS,
  builtinRegistry,
  builtinScenario,
  evaluateRun,
  mergeReport,
  metricNameFor,
  ofType,
  parseReport,
  resolveMetricList,
  runCli,
  runMetrics,
  serializeReport
} from "./chunks/chunk-JB5QCDJV.js";
export {
  AGENT_EVAL_VERSION,
  BUILTIN_METRICS,
  EventLogError,
  EventLogParser,
  InputError,
  UNAVAILABLE_METRICS,
  builtinRegistry,
  builtinScenario,
  evaluateRun,
  mergeReport,
  metricNameFor,
  ofType,
  parseReport,
  resolveMetricList,
  runCli,
  runMetrics,
  serializeReport
};
