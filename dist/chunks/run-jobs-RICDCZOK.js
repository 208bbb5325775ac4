import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  EVALUATION_THREAD,
  THREADS_FROM_BYTES,
  THREAD_YOUNG_GENERATION_MB,
  checkJob,
  isEvaluationThreadData,
  jobMetrics,
  registryFor,
  runFailureMessage,
  runJob,
  runMany,
  serveEvaluationThread,
  threadHeapCapMb,
  threadsFor,
  withGpt2Model
} from "./chunk-MJ42HT6J.js";
import "./chunk-MQ4K54YA.js";
import "./chunk-D67Q6H56.js";
import "./chunk-PYUMYFPS.js";
import "./chunk-HR3ZGJWV.js";
import "./chunk-UH4U5CWS.js";
export {
  EVALUATION_THREAD,
  THREADS_FROM_BYTES,
  THREAD_YOUNG_GENERATION_MB,
  checkJob,
  isEvaluationThreadData,
  jobMetrics,
  registryFor,
  runFailureMessage,
  runJob,
  runMany,
  serveEvaluationThread,
  threadHeapCapMb,
  threadsFor,
  withGpt2Model
};
