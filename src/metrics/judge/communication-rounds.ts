/**
 * The two scenario hooks the communication judges read (spec §2.1, §2.4; probes-and-rounds §1):
 * `build_communication_rounds` (per-round primary-channel view plus the scenario's ground truth)
 * and `detect_protocol_boundary_window` (the first personnel change of a run).
 *
 * Four built-ins build communication rounds upstream, all on one skeleton (probes-and-rounds §1.1):
 * veyru, container_yard_stacking, drive_module_repair and spot_the_difference. Every other
 * scenario builds none, so the communication judges do not apply to it.
 */
import { z } from "zod";
import { type AgentEvent, ofType } from "../../core/events.js";
import { pyIntList } from "../../core/pynum.js";
import { firstIssue } from "../../core/schema-issue.js";

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

const NO_CASE = "(no case data for this round)";
const LINKS: ReadonlySet<string> = new Set(["link", "link_a", "link_b"]);

/**
 * How one scenario builds its rounds: which case event and channels it reads, and how a case
 * (undefined: the round has messages but no case) becomes the header and the ground-truth block.
 */
interface RoundsRecipe<C> {
  readonly caseEvent: string;
  readonly channels: ReadonlySet<string>;
  /** Validates the fields the recipe reads; extra fields are ignored, as GlossoGen's models do. */
  readonly caseSchema: z.ZodType<C>;
  readonly header: (found: C | undefined) => string;
  readonly groundTruth: (found: C | undefined) => string;
}

function parseCase<C>(recipe: RoundsRecipe<C>, event: AgentEvent): C {
  const parsed = recipe.caseSchema.safeParse(event);
  if (parsed.success) return parsed.data;
  const { field, message } = firstIssue(parsed.error);
  throw new Error(`round ${event.round_number}: ${recipe.caseEvent} event ${event.event_id}: field '${field ?? ""}': ${message}`);
}

/**
 * The common skeleton: the latest case event of each round, the kept channels' message_sent
 * events bucketed by the event's round (transmitted text, empty texts kept, file order), one view
 * per round that has either, rounds ascending.
 */
function buildRounds<C>(events: readonly AgentEvent[], recipe: RoundsRecipe<C>): CommunicationRound[] {
  const cases = new Map<number, AgentEvent>();
  const messages = new Map<number, CommunicationMessage[]>();
  for (const event of events) {
    if (event.event_type === recipe.caseEvent) {
      cases.set(event.round_number, event); // the latest case of a round wins
    } else if (ofType("message_sent")(event) && recipe.channels.has(event.message.channel_id)) {
      const bucket = messages.get(event.round_number) ?? [];
      bucket.push({ channel_id: event.message.channel_id, sender_agent_id: event.message.sender_agent_id, text: event.message.text });
      messages.set(event.round_number, bucket);
    }
  }
  const rounds = [...new Set([...cases.keys(), ...messages.keys()])].sort((a, b) => a - b);
  return rounds.map((round) => {
    const caseEvent = cases.get(round);
    const found = caseEvent === undefined ? undefined : parseCase(recipe, caseEvent);
    return {
      round_number: round,
      header: recipe.header(found),
      ground_truth_block: recipe.groundTruth(found),
      messages: messages.get(round) ?? [],
    };
  });
}

/** Python `str()` of a case field that GlossoGen's model types as a string or an integer. */
const caseText = z.union([z.string(), z.number().transform(String)]);
const caseInt = z.number().int();

/** `"s"` unless the count is exactly 1. */
function plural(count: number): string {
  return count === 1 ? "" : "s";
}

// ---- veyru (spec §2.4) ----

const veyruCase = z.looseObject({
  failure_name: z.string().nullish(),
  stages: z
    .array(
      z.looseObject({
        observable_symptoms: z.unknown(),
        motif_name: z.unknown(),
        treatment_motif_name: z.unknown(),
        judge_expected_actions: z.unknown(),
      }),
    )
    .nullish(),
});
type VeyruCase = z.output<typeof veyruCase>;

/** A veyru case field as text (they are strings in GlossoGen's case model). */
function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined || value === null) return "None";
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "True" : "False";
  return JSON.stringify(value) ?? "";
}

const VEYRU: RoundsRecipe<VeyruCase> = {
  caseEvent: "veyru_case_started",
  channels: LINKS,
  caseSchema: veyruCase,
  // Python `case.failure_name or "(unknown)"`
  header: (found) => (typeof found?.failure_name === "string" && found.failure_name !== "" ? found.failure_name : "(unknown)"),
  groundTruth: (found) => {
    if (found === undefined) return NO_CASE;
    const stages = found.stages ?? [];
    if (stages.length === 0) return "(no stage data)";
    return [
      "OBSERVER sees (raw symptoms, no motif names):",
      ...stages.map((stage, i) => `- stage ${i + 1}: ${text(stage.observable_symptoms)}`),
      "",
      "ENGINEER sees (per-motif stellar table this round):",
      ...stages.map(
        (stage) =>
          `- ${text(stage.motif_name)} → treatment motif: ${text(stage.treatment_motif_name)}; procedure to relay: ${text(stage.judge_expected_actions)}`,
      ),
    ].join("\n");
  },
};

/*
 * The label lines of the next three ground-truth blocks. The port reference gives each label's
 * opening words and position, not the whole sentence; everything else in the blocks (item lines,
 * order, separators, empty cases) follows it exactly. Kept together so they can be checked in one
 * place against GlossoGen's `build_communication_rounds.py` files.
 */
export const GROUND_TRUTH_LABELS = {
  yardSpotter: "YARD SPOTTER sees (container attributes and intake slots, no target bays):",
  logisticsPlanner: "LOGISTICS PLANNER sees (container attributes and target bays, no intake slots):",
  craneOperator: "CRANE OPERATOR sees only occupancy (no container attributes):",
  yardTruth: "Per-container ground truth (intake slot -> target bay):",
  technician: "TECHNICIAN sees (unit and symptom, no component names):",
  engineers: "ENGINEERS hold the mapping + procedure (symptom -> component -> procedure):",
  leftViewer: "LEFT VIEWER sees (scene A):",
  rightViewer: "RIGHT VIEWER sees (scene B):",
} as const;

// ---- container_yard_stacking (probes-and-rounds §1.2) ----

const container = z.looseObject({ attributes: z.array(z.looseObject({ name: z.string(), value: caseText })) });
const yardCase = z.looseObject({
  batch: z.array(z.looseObject({ container, intake_slot: caseInt, target_slot: caseInt })),
  initial_row: z.array(z.looseObject({ slot: caseInt, container: container.nullable() })),
});
type YardCase = z.output<typeof yardCase>;

/** A container's attribute values in recorded order (names unused). */
function containerText(item: z.output<typeof container>): string {
  return item.attributes.map((attribute) => attribute.value).join(", ");
}

const CONTAINER_YARD: RoundsRecipe<YardCase> = {
  caseEvent: "container_yard_case_started",
  channels: LINKS,
  caseSchema: yardCase,
  header: (found) =>
    found === undefined
      ? "(unknown)"
      : `${found.batch.length} container(s) · ${found.batch.map((item) => `${item.intake_slot}->${item.target_slot}`).join(" | ")}`,
  groundTruth: (found) => {
    if (found === undefined) return NO_CASE;
    const byIntake = [...found.batch].sort((a, b) => a.intake_slot - b.intake_slot);
    const byTarget = [...found.batch].sort((a, b) => a.target_slot - b.target_slot);
    const slots = (occupied: boolean): number[] =>
      found.initial_row
        .filter((slot) => (slot.container !== null) === occupied)
        .map((slot) => slot.slot)
        .sort((a, b) => a - b);
    return [
      GROUND_TRUTH_LABELS.yardSpotter,
      ...byIntake.map((item) => `- ${containerText(item.container)} @ slot ${item.intake_slot}`),
      "",
      GROUND_TRUTH_LABELS.logisticsPlanner,
      ...byTarget.map((item) => `- ${containerText(item.container)} -> bay ${item.target_slot}`),
      "",
      GROUND_TRUTH_LABELS.craneOperator,
      `- occupied slots: ${pyIntList(slots(true))}`,
      `- empty slots: ${pyIntList(slots(false))}`,
      "",
      GROUND_TRUTH_LABELS.yardTruth,
      ...found.batch.map((item) => `  ${containerText(item.container)}: slot ${item.intake_slot} -> bay ${item.target_slot}`),
    ].join("\n");
  },
};

// ---- drive_module_repair (probes-and-rounds §1.3) ----

const driveCase = z.looseObject({
  case_number: caseInt,
  module_count: caseInt,
  replacement_count: caseInt,
  stages: z.array(z.looseObject({ module_label: caseText, component: caseText, symptom: caseText, judge_expected_action: caseText })),
});
type DriveCase = z.output<typeof driveCase>;

const NO_FAULT_DATA = "(no fault data)";

const DRIVE_MODULE_REPAIR: RoundsRecipe<DriveCase> = {
  caseEvent: "drive_module_case_started",
  channels: new Set(["bay"]),
  caseSchema: driveCase,
  header: (found) =>
    found === undefined
      ? "(unknown case)"
      : `case ${found.case_number}: ${found.module_count} unit${plural(found.module_count)}, ${found.replacement_count} fault${plural(found.replacement_count)}`,
  groundTruth: (found) => {
    if (found === undefined) return NO_CASE;
    const orNone = (lines: string[]): string[] => (lines.length === 0 ? [NO_FAULT_DATA] : lines);
    return [
      GROUND_TRUTH_LABELS.technician,
      ...orNone(found.stages.map((stage) => `- ${stage.module_label}: ${stage.symptom}`)),
      "",
      GROUND_TRUTH_LABELS.engineers,
      ...orNone(
        found.stages.map(
          (stage) => `- ${stage.module_label} / "${stage.symptom}" -> ${stage.component}; procedure to relay: ${stage.judge_expected_action}`,
        ),
      ),
    ].join("\n");
  },
};

// ---- spot_the_difference (probes-and-rounds §1.4) ----

const sceneObject = z.looseObject({ shape: caseText, color: caseText, size: caseText, column: caseInt, row: caseInt, region: caseText });
const spotCase = z.looseObject({
  difference_count: caseInt,
  scene_a: z.array(sceneObject),
  scene_b: z.array(sceneObject),
  differences: z.array(z.looseObject({ kind: caseText, description: caseText })),
});
type SpotCase = z.output<typeof spotCase>;

function sceneLines(scene: readonly z.output<typeof sceneObject>[]): string[] {
  return [...scene]
    .sort((a, b) => a.row - b.row || a.column - b.column)
    .map((item) => `- ${item.size} ${item.color} ${item.shape} in the ${item.region}`);
}

const SPOT_THE_DIFFERENCE: RoundsRecipe<SpotCase> = {
  caseEvent: "spot_the_difference_case_started",
  channels: LINKS,
  caseSchema: spotCase,
  header: (found) => (found === undefined ? "(unknown)" : `${found.scene_a.length} objects · K=${found.difference_count} differences`),
  groundTruth: (found) => {
    if (found === undefined) return NO_CASE;
    return [
      GROUND_TRUTH_LABELS.leftViewer,
      ...sceneLines(found.scene_a),
      "",
      GROUND_TRUTH_LABELS.rightViewer,
      ...sceneLines(found.scene_b),
      "",
      `PLANTED DIFFERENCES (the ${found.difference_count} to be found):`,
      ...found.differences.map((difference, i) => `  ${i + 1}. [${difference.kind}] ${difference.description}`),
    ].join("\n");
  },
};

const RECIPES: Readonly<Record<string, (events: readonly AgentEvent[]) => CommunicationRound[]>> = {
  veyru: (events) => buildRounds(events, VEYRU),
  container_yard_stacking: (events) => buildRounds(events, CONTAINER_YARD),
  drive_module_repair: (events) => buildRounds(events, DRIVE_MODULE_REPAIR),
  spot_the_difference: (events) => buildRounds(events, SPOT_THE_DIFFERENCE),
};

/**
 * `scenario.build_communication_rounds(events)`; `[]` for scenarios without the hook. A case event
 * whose fields do not have GlossoGen's shape is an error naming the round, event and field.
 */
export function buildCommunicationRounds(events: readonly AgentEvent[], scenarioName: string): CommunicationRound[] {
  const build = Object.hasOwn(RECIPES, scenarioName) ? RECIPES[scenarioName] : undefined;
  return build === undefined ? [] : build(events);
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
