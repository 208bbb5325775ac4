/**
 * GlossoGen event-log model. Core event types are validated strictly (a missing field stops the
 * evaluation, naming it); any other event type is carried through as an opaque event so runs from
 * scenario plug-ins stay readable (product decision 1).
 */
import type { z } from "zod";
import type { coreEventSchemas } from "./event-schemas.js";
export type CoreEventType = keyof typeof coreEventSchemas;
type Schemas = typeof coreEventSchemas;
export type CoreEventOf<T extends CoreEventType> = z.output<Schemas[T]>;
export type CoreEvent = {
    [T in CoreEventType]: CoreEventOf<T>;
}[CoreEventType];
/** An event of a type agent-eval does not model (scenario events, plug-in events). */
export interface OpaqueEvent {
    readonly event_type: string;
    readonly event_id: string;
    readonly round_number: number;
    readonly opaque: true;
    readonly [field: string]: unknown;
}
export type AgentEvent = CoreEvent | OpaqueEvent;
export type SimulationStarted = CoreEventOf<"simulation_started">;
export type AgentRegistered = CoreEventOf<"agent_registered">;
export type MessageSent = CoreEventOf<"message_sent">;
export type RoundResultRecorded = CoreEventOf<"round_result_recorded">;
export type AgentSwappedMidRun = CoreEventOf<"agent_swapped_mid_run">;
export type ToolResultReceived = CoreEventOf<"tool_result_received">;
export declare function isCoreEventType(type: string): type is CoreEventType;
type EventPredicate<T extends CoreEventType> = (event: AgentEvent) => event is CoreEventOf<T>;
/**
 * Narrowing helper: `events.filter(ofType("message_sent"))`. Comparing the type is enough: the
 * reader only makes opaque events of types that are not core. Predicates are cached because
 * metrics call this per event.
 */
export declare function ofType<T extends CoreEventType>(type: T): EventPredicate<T>;
/**
 * The events of one core type, in file order: `events.filter(ofType(type))`, computed once per
 * run for all types (every metric of an evaluation asks about the same events).
 */
export declare function eventsOfType<T extends CoreEventType>(events: readonly AgentEvent[], type: T): readonly CoreEventOf<T>[];
/** The per-agent configuration GlossoGen rebuilds from `agent_registered` events. */
export interface AgentConfig {
    readonly agent_id: string;
    readonly role_name: string;
    readonly system_prompt: string;
    readonly channel_ids: readonly string[];
    readonly tool_names: readonly string[];
    readonly model: string;
    readonly provider: string;
    readonly max_tokens: number;
}
export declare function agentConfigsOf(events: readonly AgentEvent[]): AgentConfig[];
export {};
