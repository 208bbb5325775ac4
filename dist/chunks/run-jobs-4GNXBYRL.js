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
} from "./chunk-XCNDUGDH.js";
import "./chunk-L6VPQSSJ.js";
import "./chunk-3QAZCONM.js";
import "./chunk-UG5WN6ZA.js";
import "./chunk-MKJ3MT4X.js";
import "./chunk-VTNSK7JX.js";
import "./chunk-K2GLU2FO.js";
import "./chunk-H5ITCIL5.js";
import "./chunk-JNUR4NUC.js";
import "./chunk-QJRR5QJN.js";
import "./chunk-7JKKI3U2.js";
import "./chunk-7OZOL6PT.js";
import "./chunk-KOGF5K4K.js";
import "./chunk-VM7EAPB7.js";
import "./chunk-J6F6MZKC.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-WE7WMGMW.js";
import "./chunk-YQUIWL3O.js";
import "./chunk-LAMXQWWM.js";
import "./chunk-74ZPRVVT.js";
import "./chunk-OSQLWR62.js";
import "./chunk-Q5Q3ZZMX.js";
import "./chunk-GYEXMW2G.js";
import "./chunk-EZQ3DI64.js";
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
