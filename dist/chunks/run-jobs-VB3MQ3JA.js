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
} from "./chunk-XGQ5U52E.js";
import "./chunk-K2Y2U4XF.js";
import "./chunk-Y2PTJMBM.js";
import "./chunk-UG5WN6ZA.js";
import "./chunk-34JAOHJC.js";
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
