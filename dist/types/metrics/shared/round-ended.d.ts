import type { BuiltinMetric, MetricDirection } from "../contract.js";
export type RoundEndTrigger = "all_agents_idle" | "round_timeout";
export declare function roundEndedMetric(name: string, trigger: RoundEndTrigger, description: string, direction: MetricDirection): BuiltinMetric;
