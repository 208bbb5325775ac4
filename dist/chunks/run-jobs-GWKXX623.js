import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  COMPACT_EVERY_RUNS,
  EVALUATION_THREAD,
  checkJob,
  isEvaluationThreadData,
  jobMetrics,
  periodicCompaction,
  registryFor,
  runFailureMessage,
  runJob,
  runMany,
  serveEvaluationThread,
  withGpt2Model
} from "./chunk-DCU4W2VX.js";
import "./chunk-CVYKZACB.js";
import "./chunk-5YFJYA6Q.js";
import "./chunk-UG5WN6ZA.js";
import "./chunk-454J6WDB.js";
import "./chunk-VVKX56PM.js";
import "./chunk-S3MMOY6Y.js";
import "./chunk-FJ25OACQ.js";
import "./chunk-K7M353AM.js";
import "./chunk-RM5HSU2H.js";
import "./chunk-EJITCUFP.js";
import "./chunk-KUT4VPV2.js";
import "./chunk-WIWH3ZML.js";
import "./chunk-6UXS7MO4.js";
import "./chunk-5A73K2EQ.js";
import "./chunk-MGNCMOOF.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-WE7WMGMW.js";
import "./chunk-3HSZMOAR.js";
import "./chunk-R4NUEURG.js";
import "./chunk-PXYAA3UN.js";
import "./chunk-TESCUGIO.js";
import "./chunk-P76LXSW3.js";
import "./chunk-KA656VUM.js";
import "./chunk-UH4U5CWS.js";
export {
  COMPACT_EVERY_RUNS,
  EVALUATION_THREAD,
  checkJob,
  isEvaluationThreadData,
  jobMetrics,
  periodicCompaction,
  registryFor,
  runFailureMessage,
  runJob,
  runMany,
  serveEvaluationThread,
  withGpt2Model
};
