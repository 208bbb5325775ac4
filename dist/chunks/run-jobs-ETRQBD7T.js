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
} from "./chunk-HMZOUE3I.js";
import "./chunk-RA7BWXV3.js";
import "./chunk-UX5LOXUG.js";
import "./chunk-UG5WN6ZA.js";
import "./chunk-LSI7FAZX.js";
import "./chunk-SYD3XDVA.js";
import "./chunk-VSDQDJ3T.js";
import "./chunk-LEBZWIL3.js";
import "./chunk-YEEWSOER.js";
import "./chunk-J3BMVM6G.js";
import "./chunk-CEIF4YV5.js";
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
