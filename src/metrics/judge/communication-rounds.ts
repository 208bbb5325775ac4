/**
 * The two scenario hooks the communication judges read (spec §2.1, §2.4):
 * `build_communication_rounds` (per-round primary-channel view plus the scenario's ground truth)
 * and `detect_protocol_boundary_window` (the first personnel change of a run).
 *
 * Only veyru's communication rounds are specified in enough detail to port; container_yard_stacking,
 * drive_module_repair and spot_the_difference build them upstream too, but here they yield none
 * (see `communicationRoundsGap`). Every other scenario builds none upstream as well.
 */
import { type AgentEvent, ofType } from "../../core/events.js";

export interface CommunicationMessage {
  readonly channel_id: string;
  readonly sender_agent_id: string;
  /** Transmitted text (what the channel delivered), empty texts included. */
  readonly text: string;
}

export interface CommunicationRound {
  readonly round_number: number;
  readonly header: string;
  readonly ground_truth_block: string;
  readonly messages: readonly CommunicationMessage[];
}

/** `(mode_label, boundary_round, pre_boundary_last_round, post_boundary_first_round, newcomer_label, boundary_includes_round)`. */
export interface ProtocolBoundaryWindow {
  readonly mode_label: string;
  readonly boundary_round: number;
  readonly pre_boundary_last_round: number;
  readonly post_boundary_first_round: number;
  readonly newcomer_label: string;
  readonly boundary_includes_round: boolean;
}

type Config = Readonly<Record<string, unknown>>;

/** The scenario configuration recorded in `simulation_started` (`{}` when absent). */
export function scenarioConfigOf(events: readonly AgentEvent[]): Config {
  return events.find(ofType("simulation_started"))?.scenario_config ?? {};
}

const UPSTREAM_ONLY = new Set(["container_yard_stacking", "drive_module_repair", "spot_the_difference"]);

/** Why a scenario that builds communication rounds upstream builds none here, if it does. */
export function communicationRoundsGap(scenarioName: string): string | undefined {
  return UPSTREAM_ONLY.has(scenarioName)
    ? `GlossoGen's ${scenarioName} builds communication rounds, but agent-eval does not port that hook yet`
    : undefined;
}

const VEYRU_LINKS = new Set(["link", "link_a", "link_b"]);

/** A case field as text (they are strings in GlossoGen's case model). */
function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined || value === null) return "None";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value) ?? "";
}

function veyruGroundTruth(caseEvent: AgentEvent | undefined): string {
  if (caseEvent === undefined) return "(no case data for this round)";
  const rawStages = (caseEvent as { stages?: unknown }).stages;
  const stages = Array.isArray(rawStages) ? (rawStages as Record<string, unknown>[]) : [];
  if (stages.length === 0) return "(no stage data)";
  const observer = stages.map((stage, i) => `- stage ${i + 1}: ${text(stage.observable_symptoms)}`);
  const engineer = stages.map(
    (stage) =>
      `- ${text(stage.motif_name)} → treatment motif: ${text(stage.treatment_motif_name)}; procedure to relay: ${text(stage.judge_expected_actions)}`,
  );
  return [
    "OBSERVER sees (raw symptoms, no motif names):",
    ...observer,
    "",
    "ENGINEER sees (per-motif stellar table this round):",
    ...engineer,
  ].join("\n");
}

function veyruCommunicationRounds(events: readonly AgentEvent[]): CommunicationRound[] {
  const cases = new Map<number, AgentEvent>();
  const messages = new Map<number, CommunicationMessage[]>();
  for (const event of events) {
    if (event.event_type === "veyru_case_started") {
      cases.set(event.round_number, event); // the latest case of a round wins
    } else if (ofType("message_sent")(event) && VEYRU_LINKS.has(event.message.channel_id)) {
      const bucket = messages.get(event.round_number) ?? [];
      bucket.push({ channel_id: event.message.channel_id, sender_agent_id: event.message.sender_agent_id, text: event.message.text });
      messages.set(event.round_number, bucket);
    }
  }
  const rounds = [...new Set([...cases.keys(), ...messages.keys()])].sort((a, b) => a - b);
  return rounds.map((round) => {
    const caseEvent = cases.get(round);
    const failureName = (caseEvent as { failure_name?: unknown } | undefined)?.failure_name;
    return {
      round_number: round,
      // Python `case.failure_name or "(unknown)"`
      header: typeof failureName === "string" && failureName !== "" ? failureName : "(unknown)",
      ground_truth_block: veyruGroundTruth(caseEvent),
      messages: messages.get(round) ?? [],
    };
  });
}

/** `scenario.build_communication_rounds(events)`; `[]` for scenarios without the hook. */
export function buildCommunicationRounds(events: readonly AgentEvent[], scenarioName: string): CommunicationRound[] {
  return scenarioName === "veyru" ? veyruCommunicationRounds(events) : [];
}

function integerValue(value: unknown): number | undefined {
  return typeof value === "number" && Number.isInteger(value) ? value : undefined;
}

/** The base hook: the first in-run swap, whose round is the newcomer's first. */
function defaultBoundary(events: readonly AgentEvent[]): ProtocolBoundaryWindow | undefined {
  const swap = events.find(ofType("agent_swapped_mid_run"));
  if (swap === undefined) return undefined;
  const r = swap.round_number;
  return {
    mode_label: "scheduled_swap",
    boundary_round: r,
    pre_boundary_last_round: r - 1,
    post_boundary_first_round: r,
    newcomer_label: `swapped-in ${swap.agent_id}`,
    boundary_includes_round: true,
  };
}

function internOrSwap(config: Config, internLabel: string, swapLabel: string): ProtocolBoundaryWindow | undefined {
  const takeover = integerValue(config.intern_takeover_round);
  if (config.intern_enabled === true && takeover !== undefined) {
    return {
      mode_label: "intern",
      boundary_round: takeover,
      pre_boundary_last_round: takeover - 1,
      post_boundary_first_round: takeover,
      newcomer_label: internLabel,
      boundary_includes_round: true,
    };
  }
  const swapRound = integerValue(config.swap_round);
  if (config.two_teams === true && swapRound !== undefined) {
    return {
      mode_label: "swap",
      boundary_round: swapRound,
      pre_boundary_last_round: swapRound,
      post_boundary_first_round: swapRound + 1,
      newcomer_label: swapLabel,
      boundary_includes_round: false,
    };
  }
  return undefined;
}

/** `scenario.detect_protocol_boundary_window(events, agent_configs)`. */
export function detectProtocolBoundaryWindow(
  events: readonly AgentEvent[],
  scenarioName: string,
  config: Config = scenarioConfigOf(events),
): ProtocolBoundaryWindow | undefined {
  let window: ProtocolBoundaryWindow | undefined;
  if (scenarioName === "veyru") {
    window = internOrSwap(
      config,
      "intern (now acting as field observer)",
      "the swapped-in field observer in each team (observer_a on link_b, observer_b on link_a)",
    );
  } else if (scenarioName === "container_yard_stacking") {
    window = internOrSwap(
      config,
      "intern (now acting as crane operator)",
      "the swapped-in crane operator in each team (crane_operator_a on link_b, crane_operator_b on link_a)",
    );
  }
  return window ?? defaultBoundary(events);
}
