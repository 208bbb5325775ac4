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
} from "./chunk-A6MAEBGK.js";
import "./chunk-PRDMTIVK.js";
import "./chunk-LF22J7GJ.js";
import "./chunk-RRHP6SOH.js";
import "./chunk-UG5WN6ZA.js";
import "./chunk-OF7PUKYS.js";
import "./chunk-N73DI5MI.js";
import "./chunk-TON7MP3W.js";
import "./chunk-VLUM3H7F.js";
import "./chunk-DUTFW7DF.js";
import "./chunk-QITUHNQM.js";
import "./chunk-AU4CGQBR.js";
import "./chunk-ZJOIMBVE.js";
import "./chunk-LL3HKA3K.js";
import "./chunk-LWZ57PAE.js";
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
