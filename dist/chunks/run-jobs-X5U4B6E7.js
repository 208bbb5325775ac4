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
} from "./chunk-6SU5KE4A.js";
import "./chunk-K7UWSQL6.js";
import "./chunk-BFFNOEQJ.js";
import "./chunk-UG5WN6ZA.js";
import "./chunk-V7PIBF27.js";
import "./chunk-H24AKJJR.js";
import "./chunk-KB3TQBFM.js";
import "./chunk-X4XMN5QV.js";
import "./chunk-FD5WYT52.js";
import "./chunk-BOV3E7SO.js";
import "./chunk-6UXS7MO4.js";
import "./chunk-WIWH3ZML.js";
import "./chunk-ZJ5WRW3I.js";
import "./chunk-MGNCMOOF.js";
import "./chunk-TESCUGIO.js";
import "./chunk-KA656VUM.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-GQRDFNL6.js";
import "./chunk-WCD32WJH.js";
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
