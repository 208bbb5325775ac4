import type { ScenarioConfigFile } from "./scenario-config.js";
export type { ScenarioConfigFile };
export interface PrimaryChannel {
    readonly channel_id: string;
    /** `null` for single-team channels; appended to metric names otherwise. */
    readonly team_id: string | null;
}
export interface ScenarioDescriptor {
    readonly name: string;
    /** Which built-in mode was chosen, or "custom"/"inferred". */
    readonly mode: string;
    readonly primaryChannels: readonly PrimaryChannel[];
    readonly channelDisplayNames: Readonly<Record<string, string>>;
    readonly agentDisplayNames: Readonly<Record<string, string>>;
    /** Display name of the `world` pseudo-sender. */
    readonly worldName: string;
}
/** GlossoGen's `PrimaryChannel.metric_name`: plain underscore join with the team id. */
export declare function metricNameFor(base: string, channel: PrimaryChannel): string;
export declare function channelDisplayName(scenario: ScenarioDescriptor, channelId: string): string;
export declare function agentDisplayName(scenario: ScenarioDescriptor, agentId: string): string;
export declare function descriptorFromConfigFile(config: ScenarioConfigFile, scenarioName: string): ScenarioDescriptor;
/** For unknown scenarios: every channel of `simulation_started` except postmortem/debrief ones. */
export declare function inferDescriptor(scenarioName: string, channelIds: readonly string[]): ScenarioDescriptor;
