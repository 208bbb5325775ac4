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
} from "./chunk-YO7KWVS3.js";
import "./chunk-4V3FGTXU.js";
import "./chunk-RIL2DAN3.js";
import "./chunk-UG5WN6ZA.js";
import "./chunk-WCGXSY5C.js";
import "./chunk-N6NJBCMC.js";
import "./chunk-5P6JKEXM.js";
import "./chunk-Q6J3BXHI.js";
import "./chunk-YRAZM6M5.js";
import "./chunk-YAYA7YG5.js";
import "./chunk-6UXS7MO4.js";
import "./chunk-WIWH3ZML.js";
import "./chunk-5A73K2EQ.js";
import "./chunk-MGNCMOOF.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-GQRDFNL6.js";
import "./chunk-3HSZMOAR.js";
import "./chunk-R4NUEURG.js";
import "./chunk-PXYAA3UN.js";
import "./chunk-TESCUGIO.js";
import "./chunk-YGHWAPUX.js";
import "./chunk-KA656VUM.js";
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
