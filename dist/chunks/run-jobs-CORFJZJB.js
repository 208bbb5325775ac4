import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  COMPACT_EVERY_RUNS,
  EVALUATION_THREAD,
  THREADS_FROM_BYTES,
  THREAD_YOUNG_GENERATION_MB,
  checkJob,
  isEvaluationThreadData,
  jobMetrics,
  periodicCompaction,
  registryFor,
  runFailureMessage,
  runJob,
  runMany,
  serveEvaluationThread,
  threadsFor,
  withGpt2Model
} from "./chunk-ISRJJ43X.js";
import "./chunk-XBC2SKOG.js";
import "./chunk-OVUO43X2.js";
import "./chunk-2UXMTJJS.js";
import "./chunk-UG5WN6ZA.js";
import "./chunk-OF7PUKYS.js";
import "./chunk-5DWXHIKA.js";
import "./chunk-YHFWBY63.js";
import "./chunk-7HRETFRQ.js";
import "./chunk-DUTFW7DF.js";
import "./chunk-QITUHNQM.js";
import "./chunk-AU4CGQBR.js";
import "./chunk-ZJOIMBVE.js";
import "./chunk-LL3HKA3K.js";
import "./chunk-AOQPUW4N.js";
import "./chunk-HR3ZGJWV.js";
import "./chunk-UH4U5CWS.js";
export {
  COMPACT_EVERY_RUNS,
  EVALUATION_THREAD,
  THREADS_FROM_BYTES,
  THREAD_YOUNG_GENERATION_MB,
  checkJob,
  isEvaluationThreadData,
  jobMetrics,
  periodicCompaction,
  registryFor,
  runFailureMessage,
  runJob,
  runMany,
  serveEvaluationThread,
  threadsFor,
  withGpt2Model
};
