/** The LLM-judge metrics, in GlossoGen's registry order, for the metric registry to add. */
import type { BuiltinMetric } from "../contract.js";
import type { JudgeCallSpec } from "./judge-call.js";
import { COMMUNICATION_FEATURE_PRESENCE_CALL } from "./communication-feature-presence.js";
import { COMMUNICATION_OPEN_CODING_CALL } from "./communication-open-coding.js";
import { DIALOG_RETRANSMISSION_CALL } from "./dialog-retransmission.js";
import { LANGUAGE_REPETITION_CALL } from "./language-repetition.js";
import { LANGUAGE_STRANGENESS_CALL } from "./language-strangeness.js";
import { NEOLOGISM_CALL } from "./neologism.js";
import { ONTOLOGY_CONSOLIDATION_CALL } from "./ontology.js";
import { PROTOCOL_LEARNED_CALL } from "./protocol-learned-after-swap.js";
import { SHORTHAND_CODES_CALL } from "./shorthand-codes.js";
import { SLANG_EMERGENCE_CALL } from "./slang-emergence.js";
import { communicationFeaturePresence } from "./communication-feature-presence.js";
import { communicationOpenCoding } from "./communication-open-coding.js";
import { dialogRetransmission } from "./dialog-retransmission.js";
import { languageRepetition } from "./language-repetition.js";
import { languageStrangeness } from "./language-strangeness.js";
import { neologism } from "./neologism.js";
import { protocolLearnedAfterSwap } from "./protocol-learned-after-swap.js";
import { shorthandCodes } from "./shorthand-codes.js";
import { slangEmergence } from "./slang-emergence.js";

export const JUDGE_METRICS: readonly BuiltinMetric[] = [
  communicationFeaturePresence,
  communicationOpenCoding,
  dialogRetransmission,
  languageRepetition,
  languageStrangeness,
  neologism,
  protocolLearnedAfterSwap,
  shorthandCodes,
  slangEmergence,
];

export { consolidateOntology } from "./ontology.js";
export type { ConsolidateOntologyInput, ConsolidatedOntology, PooledLabel } from "./ontology.js";


/** Every judge call definition (prompt templates, output contract, template version). */
export const JUDGE_CALL_SPECS = [
  COMMUNICATION_FEATURE_PRESENCE_CALL,
  COMMUNICATION_OPEN_CODING_CALL,
  DIALOG_RETRANSMISSION_CALL,
  LANGUAGE_REPETITION_CALL,
  LANGUAGE_STRANGENESS_CALL,
  NEOLOGISM_CALL,
  ONTOLOGY_CONSOLIDATION_CALL,
  PROTOCOL_LEARNED_CALL,
  SHORTHAND_CODES_CALL,
  SLANG_EMERGENCE_CALL,
] as readonly JudgeCallSpec<unknown>[];

/** Metric, template version and output name of every call: recordings under another version are stale. */
export const JUDGE_CALLS = JUDGE_CALL_SPECS.map((call) => ({ metric: call.metric, templateVersion: call.templateVersion, outputName: call.outputName }));
