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
} from "./chunk-WO66VXP5.js";
import "./chunk-UYTX7KVG.js";
import "./chunk-TJQANVGH.js";
import "./chunk-UG5WN6ZA.js";
import "./chunk-HYU6UF62.js";
import "./chunk-C7JZALC7.js";
import "./chunk-KB3TQBFM.js";
import "./chunk-3O3K6BF5.js";
import "./chunk-QFROSMIM.js";
import "./chunk-BOV3E7SO.js";
import "./chunk-6UXS7MO4.js";
import "./chunk-WIWH3ZML.js";
import "./chunk-KKBQIGQY.js";
import "./chunk-MGNCMOOF.js";
import "./chunk-TESCUGIO.js";
import "./chunk-KA656VUM.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-GQRDFNL6.js";
import "./chunk-3HSZMOAR.js";
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
