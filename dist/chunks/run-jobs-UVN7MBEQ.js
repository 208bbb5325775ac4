import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  EVALUATION_THREAD,
  THREADS_FROM_BYTES,
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
} from "./chunk-DBM2K2JA.js";
import "./chunk-G26Y4D3X.js";
import "./chunk-D67Q6H56.js";
import "./chunk-7UFXUXX3.js";
import "./chunk-HR3ZGJWV.js";
import "./chunk-UH4U5CWS.js";
export {
  EVALUATION_THREAD,
  THREADS_FROM_BYTES,
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
