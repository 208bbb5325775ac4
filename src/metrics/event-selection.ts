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
export const TOOL_EVENT_TYPES: ReadonlySet<string> = new Set(["tool_call_invoked", "tool_result_received"]);

/** Event types kept whatever the selection: they describe the run (identity, agents, completion). */
const ALWAYS_KEPT = ["simulation_started", "agent_registered", "simulation_ended"];

/**
 * Whether an event is kept under `selection` (every event when undefined). The reader asks it of
 * every validated line, and the testing kit of every event it hands a metric, so a metric's tests
 * see exactly the events an evaluation would keep for it.
 */
export function eventFilter(selection: EventSelection | undefined): (event: { readonly event_type: string; readonly tool_name?: unknown }) => boolean {
  if (selection === undefined) return () => true;
  // one lookup per line
  const types = new Set([...selection.types, ...ALWAYS_KEPT]);
  const tools = selection.toolNames;
  if (tools === undefined) return (event) => types.has(event.event_type);
  return (event) => types.has(event.event_type) && (!TOOL_EVENT_TYPES.has(event.event_type) || tools.has(event.tool_name as string));
}

/**
 * The events `metrics` read: undefined (all of them) when one declares no `eventTypes`; every
 * tool's traffic when one reads a tool event type without naming its tools.
 */
export function eventSelectionOf(metrics: readonly Pick<Metric, "eventTypes" | "toolNames">[]): EventSelection | undefined {
  const types = new Set<string>();
  let toolNames: Set<string> | undefined = new Set();
  for (const metric of metrics) {
    if (metric.eventTypes === undefined) return undefined;
    for (const type of metric.eventTypes) types.add(type);
    if (!metric.eventTypes.some((type) => TOOL_EVENT_TYPES.has(type))) continue;
    if (metric.toolNames === undefined) toolNames = undefined;
    else for (const name of metric.toolNames) toolNames?.add(name);
  }
  return toolNames === undefined ? { types } : { types, toolNames };
}
