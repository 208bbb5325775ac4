import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  COMPACT_EVERY_RUNS,
  EVALUATION_THREAD,
  YOUNG_GENERATION_CAP_BYTES,
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
} from "./chunk-ISYAJHTN.js";
import "./chunk-JIKIOKRA.js";
import "./chunk-3QAZCONM.js";
import "./chunk-UG5WN6ZA.js";
import "./chunk-OK3FIKEQ.js";
import "./chunk-BQTUTH3F.js";
import "./chunk-4BYGFHTP.js";
import "./chunk-7GHJ2R7W.js";
import "./chunk-OUHKKGL3.js";
import "./chunk-ID7ZGHUS.js";
import "./chunk-ET7WFZRV.js";
import "./chunk-MX4WD2LK.js";
import "./chunk-WIWH3ZML.js";
import "./chunk-5A73K2EQ.js";
import "./chunk-MGNCMOOF.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-WE7WMGMW.js";
import "./chunk-3HSZMOAR.js";
import "./chunk-F22SDX2K.js";
import "./chunk-PF7TFW42.js";
import "./chunk-TESCUGIO.js";
import "./chunk-6UXS7MO4.js";
import "./chunk-YGHWAPUX.js";
import "./chunk-KA656VUM.js";
import "./chunk-BZ4VPST6.js";
import "./chunk-UH4U5CWS.js";
export {
  COMPACT_EVERY_RUNS,
  EVALUATION_THREAD,
  YOUNG_GENERATION_CAP_BYTES,
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
