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
} from "./chunk-LOPQCYVL.js";
import "./chunk-EQFWE434.js";
import "./chunk-NNY6FGIR.js";
import "./chunk-UG5WN6ZA.js";
import "./chunk-D46AIFPH.js";
import "./chunk-7A332QUF.js";
import "./chunk-KB3TQBFM.js";
import "./chunk-IBODWXAG.js";
import "./chunk-D2S6JGA5.js";
import "./chunk-FZMJIMXD.js";
import "./chunk-BOV3E7SO.js";
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
