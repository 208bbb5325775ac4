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
} from "./chunk-DTCTDS5J.js";
import "./chunk-NQNLL3DT.js";
import "./chunk-3QAZCONM.js";
import "./chunk-UG5WN6ZA.js";
import "./chunk-EILBWX74.js";
import "./chunk-YJYSDM4V.js";
import "./chunk-T2X44IXX.js";
import "./chunk-JNUR4NUC.js";
import "./chunk-QJRR5QJN.js";
import "./chunk-OROP36RL.js";
import "./chunk-M6YSU6LN.js";
import "./chunk-35UR42NC.js";
import "./chunk-WIWH3ZML.js";
import "./chunk-UY6COCOW.js";
import "./chunk-JORGJB3O.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-WE7WMGMW.js";
import "./chunk-LAMXQWWM.js";
import "./chunk-74ZPRVVT.js";
import "./chunk-OSQLWR62.js";
import "./chunk-Q5Q3ZZMX.js";
import "./chunk-XF3I4BV5.js";
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
