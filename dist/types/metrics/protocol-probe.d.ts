import { type BuiltinMetric } from "./contract.js";
export declare const PROTOCOL_PROBE = "protocol_probe";
export declare const PROBE_USAGE_FILE = "protocol_probe_usage.json";
/** The text block before the question, followed by a cache point (GlossoGen's probe intro). */
export declare const PROBE_INTRO = "PROTOCOL PROBE:";
export declare const protocolProbe: BuiltinMetric;
