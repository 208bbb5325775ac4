import { eventsOfType, ofType } from "../core/events.js";
import type { Measurement } from "../core/measurement.js";
import { compareCodePoints } from "../core/pynum.js";
import type { BuiltinMetric } from "./contract.js";

/** Provider content-filter refusals across the run, per round and per agent (spec §4.12). */
export const contentFilterRefusal: BuiltinMetric = {
  name: "content_filter_refusal",
  version: "1",
  kind: "deterministic",
  direction: "lower",
  fraction: false,
  eventTypes: ["round_advanced", "agent_run_cycle_failed"],
  description: "Number of agent run cycles that failed with a provider content-filter refusal.",
  unit: "refusal events across the run",
  notApplicableWhen: "never (zero refusals is a real observation)",
  compute(context) {
    // A count of round_advanced events (unlike round_ended_*, which take the highest round number).
    const totalRounds = eventsOfType(context.events, "round_advanced").length;
    const refusals = context.events
      .filter(ofType("agent_run_cycle_failed"))
      .filter((e) => e.error_type === "ContentFilterError");
    const perAgent = new Map<string, number>(context.agentConfigs.map((config) => [config.agent_id, 0]));
    const perRound = new Map<number, string[]>();
    for (const refusal of refusals) {
      perAgent.set(refusal.agent_id, (perAgent.get(refusal.agent_id) ?? 0) + 1);
      const agents = perRound.get(refusal.round_number);
      if (agents === undefined) perRound.set(refusal.round_number, [refusal.agent_id]);
      else agents.push(refusal.agent_id);
    }
    const measurement: Measurement = {
      metric_name: "content_filter_refusal",
      score: refusals.length,
      score_unit: "refusal events across the run",
      summary: `${refusals.length} content-filter refusals across ${perRound.size}/${totalRounds} rounds`,
      per_round: [...perRound.entries()]
        .sort(([a], [b]) => a - b)
        .map(([round, agents]) => ({
          round_number: round,
          value: agents.length,
          note: `refused: ${[...agents].sort(compareCodePoints).join(", ")}`,
        })),
      per_agent: [...perAgent.entries()]
        .filter(([, count]) => count > 0)
        .sort(([a], [b]) => compareCodePoints(a, b))
        .map(([agentId, count]) => ({ agent_id: agentId, value: count, note: `${count} refusals` })),
    };
    return Promise.resolve([measurement]);
  },
};
