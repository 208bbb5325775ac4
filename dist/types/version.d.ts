/** agent-eval's version; a test keeps it equal to package.json's. */
export declare const AGENT_EVAL_VERSION = "0.1.0";
