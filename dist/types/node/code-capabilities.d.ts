import type { CodeCapabilities } from "../graders/code/capabilities.js";
/** Whether runs are cut off from the network on this machine (for metadata and docs). */
export declare function networkIsolated(): boolean;
/** The Node implementation of the code graders' capabilities. */
export declare const nodeCodeCapabilities: CodeCapabilities;
