/**
 * Scenario descriptors: the parts of a GlossoGen scenario that evaluation reads (spec §2):
 * primary channels with their team ids, and display names for judge transcripts.
 */
import { ownValue } from "./own-keys.js";
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
export function metricNameFor(base: string, channel: PrimaryChannel): string {
  return channel.team_id === null ? base : `${base}_${channel.team_id}`;
}

export function channelDisplayName(scenario: ScenarioDescriptor, channelId: string): string {
  return ownValue(scenario.channelDisplayNames, channelId) ?? channelId;
}

export function agentDisplayName(scenario: ScenarioDescriptor, agentId: string): string {
  if (agentId === "world") return scenario.worldName;
  return ownValue(scenario.agentDisplayNames, agentId) ?? agentId;
}

export function descriptorFromConfigFile(config: ScenarioConfigFile, scenarioName: string): ScenarioDescriptor {
  return {
    name: config.name ?? scenarioName,
    mode: "custom",
    primaryChannels: config.primary_channels,
    channelDisplayNames: config.channel_display_names,
    agentDisplayNames: config.agent_display_names,
    worldName: config.world_name,
  };
}

const NON_PRIMARY_CHANNEL = /^(postmortem|debrief)(_|$)/;

/** For unknown scenarios: every channel of `simulation_started` except postmortem/debrief ones. */
export function inferDescriptor(scenarioName: string, channelIds: readonly string[]): ScenarioDescriptor {
  return {
    name: scenarioName,
    mode: "inferred",
    primaryChannels: channelIds.filter((id) => !NON_PRIMARY_CHANNEL.test(id)).map((id) => ({ channel_id: id, team_id: null })),
    channelDisplayNames: {},
    agentDisplayNames: {},
    worldName: "world",
  };
}
