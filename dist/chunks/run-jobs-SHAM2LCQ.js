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
} from "./chunk-TOZUJXFO.js";
import "./chunk-PCI2AUZ4.js";
import "./chunk-7WAAWJT4.js";
import "./chunk-US6SNZEL.js";
import "./chunk-UG5WN6ZA.js";
import "./chunk-OF7PUKYS.js";
import "./chunk-BJ7J5PPW.js";
import "./chunk-4MXA5DX3.js";
import "./chunk-DR2GHTMJ.js";
import "./chunk-O7PZRQRV.js";
import "./chunk-QITUHNQM.js";
import "./chunk-AU4CGQBR.js";
import "./chunk-ZJOIMBVE.js";
import "./chunk-LL3HKA3K.js";
import "./chunk-UMTO33EF.js";
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
