/**
 * `--knobs`: overrides merged onto the scenario configuration a run recorded in
 * `simulation_started.scenario_config`, before anything reads it (GlossoGen's evaluation guide:
 * "knob overrides merged onto the run's recorded config before validation", for a run whose
 * scenario gained a knob after the run was made). The merge is a top-level one, like Python's
 * `{**recorded, **overrides}`: a knob given replaces the recorded value whole.
 *
 * A knob the scenario does not know is an input error naming it. A scenario knows the knobs of
 * its GlossoGen configuration (the built-ins' lists below, taken from each scenario's default
 * knobs as GlossoGen's engine baselines record them), every knob its run recorded, and, for a
 * scenario agent-eval does not know, the `knobs` its `--scenario-config` file declares.
 */
import { InputError } from "./errors.js";
import type { AgentEvent } from "./events.js";
import type { LoadedRun } from "./run.js";

/** Knobs every built-in scenario's configuration has. */
const COMMON = [
  "agent_max_tokens",
  "channel_noise_level",
  "compaction",
  "max_round_duration_seconds",
  "model_overrides",
  "noise_replacement_mode",
  "postmortem_disabled_at_start",
  "postmortem_duration_seconds",
  "postmortem_enabled",
  "replace_agent_default_channel_visibility",
  "round_count",
  "scheduled_events",
];
const ROUNDS = ["round_time_budget_seconds", "seed"];
const JUDGED = ["judge_model", "judge_provider"];
const SWAPS = ["announce_swap", "intern_enabled", "intern_join_round", "intern_takeover_round", "postmortem_after_swap", "swap_round", "two_teams"];

export const BUILTIN_KNOBS: Readonly<Record<string, readonly string[]>> = {
  container_yard_stacking: [...COMMON, ...ROUNDS, ...SWAPS, "batch_size_values", "batch_size_weights", "easy_round_numbers", "yard_slot_count"],
  drive_module_repair: [
    ...COMMON,
    ...ROUNDS,
    ...JUDGED,
    "easy_round_numbers",
    "module_count_values",
    "module_count_weights",
    "replacements_count_values",
    "replacements_count_weights",
  ],
  hospital_bed_assignment_privacy: [
    ...COMMON,
    ...ROUNDS,
    "destination_pool_size",
    "observer_intercept_attempts",
    "patient_pool_size",
    "restricted_vocabulary_size",
    "transport_mode_pool_size",
  ],
  orbital_anomaly: [...COMMON, ...ROUNDS, ...JUDGED, "cipher_enabled", "easy_round_numbers", "fault_count_values", "fault_count_weights"],
  prisoners_dilemma: [...COMMON, "payoff_punishment", "payoff_reward", "payoff_sucker", "payoff_temptation"],
  satellite_contact_window: [...COMMON, ...ROUNDS, ...JUDGED, "pattern_count_max", "pattern_count_min"],
  spillway_release: [
    ...COMMON,
    ...ROUNDS,
    "archetype_weights",
    "day_end_hours",
    "easy_round_numbers",
    "gate_count",
    "max_level",
    "min_level",
    "release_per_gate_per_hour",
  ],
  spot_the_difference: [
    ...COMMON,
    ...ROUNDS,
    ...JUDGED,
    "all_must_submit",
    "difference_count_values",
    "difference_count_weights",
    "difference_kinds",
    "easy_round_numbers",
    "grid_size",
    "object_count_values",
    "object_count_weights",
    "shared_link",
    "two_teams",
  ],
  veyru: [...COMMON, ...ROUNDS, ...JUDGED, ...SWAPS, "easy_round_numbers"],
  warehouse_robot_recovery: [...COMMON, ...ROUNDS, ...JUDGED, "fault_count_max", "fault_count_min"],
};

export type Knobs = Readonly<Record<string, unknown>>;

/** The knobs a run's scenario accepts, sorted. */
export function knownKnobs(scenarioName: string, recorded: Knobs, declared: readonly string[] = []): string[] {
  const builtin = Object.hasOwn(BUILTIN_KNOBS, scenarioName) ? (BUILTIN_KNOBS[scenarioName] ?? []) : [];
  return [...new Set([...builtin, ...Object.keys(recorded), ...declared])].sort();
}

/**
 * The run with `knobs` merged onto its recorded scenario configuration, in `simulationStarted` and
 * in the `simulation_started` event among `events` (metrics read either). `label` names the input
 * the knobs came from, for errors.
 */
export function applyKnobs(run: LoadedRun, knobs: Knobs, declared: readonly string[] = [], label = "--knobs"): LoadedRun {
  const names = Object.keys(knobs);
  if (names.length === 0) return run;
  const recorded = run.simulationStarted.scenario_config;
  const known = knownKnobs(run.scenarioName, recorded, declared);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new InputError(
      `${label}: the ${run.scenarioName} scenario has no knob ${unknown.map((n) => `'${n}'`).join(", ")}` +
        ` (${run.logPath}). Its knobs: ${known.join(", ")}`,
    );
  }
  const simulationStarted = { ...run.simulationStarted, scenario_config: { ...recorded, ...knobs } };
  const events: AgentEvent[] = run.events.map((event) => (event === run.simulationStarted ? simulationStarted : event));
  return { ...run, simulationStarted, events };
}
