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
} from "./chunk-UB5OZAR5.js";
import "./chunk-MHG2DTOG.js";
import "./chunk-Y2PTJMBM.js";
import "./chunk-UG5WN6ZA.js";
import "./chunk-XJRFL3GB.js";
import "./chunk-F3RYA2RR.js";
import "./chunk-YOYCD4TU.js";
import "./chunk-IBODWXAG.js";
import "./chunk-WTETZPRF.js";
import "./chunk-CQPRHBHR.js";
import "./chunk-2SSNAV3C.js";
import "./chunk-JL3KHDIP.js";
import "./chunk-D4AL6DOR.js";
import "./chunk-TESCUGIO.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-GQRDFNL6.js";
import "./chunk-KGWETHEU.js";
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
