/**
 * Which events an evaluation keeps, from what its metrics declare they read. Every line is
 * validated either way; the selection only decides what stays in memory for `compute`.
 */
import type { Metric } from "./contract.js";
/**
 * The events a reader keeps: those whose type `types` lists and, of the tool traffic among them,
 * only the events of the tools `toolNames` lists (every tool's when undefined).
 */
export interface EventSelection {
    readonly types: ReadonlySet<string>;
    readonly toolNames?: ReadonlySet<string>;
}
/** The tool traffic: the event types that carry a `tool_name`. */
export declare const TOOL_EVENT_TYPES: ReadonlySet<string>;
/**
 * Whether an event is kept under `selection` (every event when undefined). The reader asks it of
 * every validated line, and the testing kit of every event it hands a metric, so a metric's tests
 * see exactly the events an evaluation would keep for it.
 */
export declare function eventFilter(selection: EventSelection | undefined): (event: {
    readonly event_type: string;
    readonly tool_name?: unknown;
}) => boolean;
/**
 * The events `metrics` read: undefined (all of them) when one declares no `eventTypes`; every
 * tool's traffic when one reads a tool event type without naming its tools.
 */
export declare function eventSelectionOf(metrics: readonly Pick<Metric, "eventTypes" | "toolNames">[]): EventSelection | undefined;
