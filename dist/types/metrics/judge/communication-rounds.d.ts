import { type AgentEvent } from "../../core/events.js";
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
export declare function scenarioConfigOf(events: readonly AgentEvent[]): Config;
export declare const GROUND_TRUTH_LABELS: {
    readonly yardSpotter: "YARD SPOTTER sees (container attributes and intake slots, no target bays):";
    readonly logisticsPlanner: "LOGISTICS PLANNER sees (container attributes and target bays, no intake slots):";
    readonly craneOperator: "CRANE OPERATOR sees only occupancy (no container attributes):";
    readonly yardTruth: "Per-container ground truth (intake slot -> target bay):";
    readonly technician: "TECHNICIAN sees (unit and symptom, no component names):";
    readonly engineers: "ENGINEERS hold the mapping + procedure (symptom -> component -> procedure):";
    readonly leftViewer: "LEFT VIEWER sees (scene A):";
    readonly rightViewer: "RIGHT VIEWER sees (scene B):";
};
/**
 * `scenario.build_communication_rounds(events)`; `[]` for scenarios without the hook. A case event
 * whose fields do not have GlossoGen's shape is an error naming the round, event and field.
 */
export declare function buildCommunicationRounds(events: readonly AgentEvent[], scenarioName: string): CommunicationRound[];
/** `scenario.detect_protocol_boundary_window(events, agent_configs)`. */
export declare function detectProtocolBoundaryWindow(events: readonly AgentEvent[], scenarioName: string, config?: Config): ProtocolBoundaryWindow | undefined;
export {};
