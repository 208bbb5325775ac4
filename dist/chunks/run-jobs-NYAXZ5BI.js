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
} from "./chunk-BCYNRDSS.js";
import "./chunk-TVINV4TZ.js";
import "./chunk-6HEMRVS5.js";
import "./chunk-UG5WN6ZA.js";
import "./chunk-ZGBSQ55E.js";
import "./chunk-ARENALWT.js";
import "./chunk-KB3TQBFM.js";
import "./chunk-X4XMN5QV.js";
import "./chunk-5ODJH3MT.js";
import "./chunk-BOV3E7SO.js";
import "./chunk-YHEHVARC.js";
import "./chunk-WIWH3ZML.js";
import "./chunk-K2NHFVWT.js";
import "./chunk-MGNCMOOF.js";
import "./chunk-TESCUGIO.js";
import "./chunk-KA656VUM.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-GQRDFNL6.js";
import "./chunk-ZAYF7RTS.js";
import "./chunk-WTETZPRF.js";
import "./chunk-CQPRHBHR.js";
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
