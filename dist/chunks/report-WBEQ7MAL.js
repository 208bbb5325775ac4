import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  agentEvalBlockSchema,
  evaluationCostSchema,
  isLaterVersion,
  metricJudgeSchema,
  metricRecordSchema,
  parseMergeableReport,
  parseReport,
  reportSchema,
  unknownField
} from "./chunk-FAGQQPAE.js";
import {
  mergeReport,
  serializeReport
} from "./chunk-3QAZCONM.js";
import "./chunk-ORNTTUT4.js";
import "./chunk-WE7WMGMW.js";
import "./chunk-LAMXQWWM.js";
import "./chunk-6UXS7MO4.js";
import "./chunk-7GJBLW7Q.js";
import "./chunk-YGHWAPUX.js";
import "./chunk-74ZREX4V.js";
import "./chunk-BZ4VPST6.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";
export {
  agentEvalBlockSchema,
  evaluationCostSchema,
  isLaterVersion,
  mergeReport,
  metricJudgeSchema,
  metricRecordSchema,
  parseMergeableReport,
  parseReport,
  reportSchema,
  serializeReport,
  unknownField
};
