import type { Metric } from "../contract.js";
export type RoundEndTrigger = "all_agents_idle" | "round_timeout";
export declare function roundEndedMetric(name: string, trigger: RoundEndTrigger, description: string): Metric;
