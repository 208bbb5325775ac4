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
} from "./chunk-R7PTVP67.js";
import "./chunk-O2VBN7D7.js";
import "./chunk-3QAZCONM.js";
import "./chunk-UG5WN6ZA.js";
import "./chunk-AVRD3TPJ.js";
import "./chunk-IM3VF4IN.js";
import "./chunk-DL4YUUCO.js";
import "./chunk-XAJC7DJR.js";
import "./chunk-JNUR4NUC.js";
import "./chunk-QJRR5QJN.js";
import "./chunk-U65454OC.js";
import "./chunk-AQ56GXTA.js";
import "./chunk-NG4CFS5I.js";
import "./chunk-MDBJWBIT.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-WE7WMGMW.js";
import "./chunk-OJXNWR7G.js";
import "./chunk-LAMXQWWM.js";
import "./chunk-74ZPRVVT.js";
import "./chunk-OSQLWR62.js";
import "./chunk-Q5Q3ZZMX.js";
import "./chunk-GYEXMW2G.js";
import "./chunk-TUEZPCYB.js";
import "./chunk-6UXS7MO4.js";
import "./chunk-YGHWAPUX.js";
import "./chunk-74ZREX4V.js";
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
