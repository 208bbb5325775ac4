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
} from "./chunk-PSAXUZJH.js";
import "./chunk-JEQKWZHU.js";
import "./chunk-DMXCDJKJ.js";
import "./chunk-UG5WN6ZA.js";
import "./chunk-W2QBJMOA.js";
import "./chunk-VBJSRRVX.js";
import "./chunk-VSDQDJ3T.js";
import "./chunk-LEBZWIL3.js";
import "./chunk-YEEWSOER.js";
import "./chunk-J3BMVM6G.js";
import "./chunk-UOCMD5DL.js";
import "./chunk-JL3KHDIP.js";
import "./chunk-CGTJ4AP4.js";
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
