/**
 * The evidence factory `agent-eval grade` uses by default. The handle implementations live in
 * src/node/evidence/ (trace, filesystem, logs); this module is the one seam that names them.
 */
import type { EvidenceFactory } from "../trials/contract.js";
export declare const defaultEvidenceFactory: EvidenceFactory;
