/**
 * build_communication_rounds for container_yard_stacking, drive_module_repair and
 * spot_the_difference, from hand-built logs whose case events have the shapes of GlossoGen's
 * engine baselines. Every expected string is written out by hand from the port reference
 * (glossogen-probes-and-rounds.md §1): headers, the order of each block's lines, Python list repr,
 * U+00B7 separators, the empty cases. The three communication judges then measure these scenarios.
 */
import { describe, expect, it } from "vitest";
import type { AgentEvent } from "../../../src/core/events.js";
import { communicationFeaturePresence } from "../../../src/metrics/judge/communication-feature-presence.js";
import { communicationOpenCoding } from "../../../src/metrics/judge/communication-open-coding.js";
import { GROUND_TRUTH_LABELS as L, buildCommunicationRounds } from "../../../src/metrics/judge/communication-rounds.js";
import { protocolLearnedAfterSwap } from "../../../src/metrics/judge/protocol-learned-after-swap.js";
import { events, parseEvents, runBuilder } from "../../../src/testing.js";
import { memorySidecars } from "../../helpers/fixtures.js";
import { judgeContext, scriptedJudge } from "./scripted.js";

const attrs = (...values: string[]) => ({
  attributes: values.map((value, i) => ({ name: ["colour", "size", "type", "marking"][i] ?? `a${i}`, value })),
});
const TEAL = attrs("teal", "medium", "tank", "priority");
const RED = attrs("red", "small", "reefer", "fragile");
const BLACK = attrs("black", "small", "opentop", "hazmat");

function yardCase(round: number, batch: unknown[], occupied: Record<number, unknown>, slots = 6) {
  return events.custom("container_yard_case_started", {
    round,
    fields: {
      case_number: round,
      round_time_budget_seconds: 140,
      yard_slot_count: slots,
      initial_row: Array.from({ length: slots }, (_, i) => ({ slot: i + 1, container: occupied[i + 1] ?? null })),
      batch,
    },
  });
}

function parse(run: ReturnType<typeof runBuilder>): AgentEvent[] {
  return parseEvents(run.build());
}

describe("container_yard_stacking communication rounds", () => {
  const batch = [
    { container: BLACK, intake_slot: 5, target_slot: 2 },
    { container: TEAL, intake_slot: 1, target_slot: 6 },
    { container: RED, intake_slot: 3, target_slot: 4 },
  ];
  const run = runBuilder({ scenario: "container_yard_stacking", channels: ["link", "postmortem"] })
    .agent("yard_operator")
    .agent("logistics_planner")
    .agent("crane_operator")
    .round(1, (r) =>
      r
        .event(yardCase(1, [{ container: TEAL, intake_slot: 9, target_slot: 9 }], {}))
        .event(yardCase(1, batch, { 1: TEAL, 3: RED, 5: BLACK }))
        .message("yard_operator", "blk sm open haz @5")
        .message("yard_operator", "", {})
        .message("logistics_planner", "debrief note", { channel: "postmortem" })
        .message("crane_operator", "ok"),
    )
    .round(2, (r) => r.event(yardCase(2, [], {}, 3)))
    .round(3, (r) => r.message("crane_operator", "idle"));

  it("build headers, moves, the four-part block and the empty cases as GlossoGen does", () => {
    const rounds = buildCommunicationRounds(parse(run), "container_yard_stacking");
    expect(rounds.map((r) => r.round_number)).toEqual([1, 2, 3]);
    const [first, second, third] = rounds;
    // the latest case of round 1 wins; moves in batch order; U+00B7 between count and moves
    expect(first?.header).toBe("3 container(s) \u00b7 5->2 | 1->6 | 3->4");
    expect(first?.ground_truth_block).toBe(
      [
        L.yardSpotter,
        "- teal, medium, tank, priority @ slot 1",
        "- red, small, reefer, fragile @ slot 3",
        "- black, small, opentop, hazmat @ slot 5",
        "",
        L.logisticsPlanner,
        "- black, small, opentop, hazmat -> bay 2",
        "- red, small, reefer, fragile -> bay 4",
        "- teal, medium, tank, priority -> bay 6",
        "",
        L.craneOperator,
        "- occupied slots: [1, 3, 5]",
        "- empty slots: [2, 4, 6]",
        "",
        "Per-container ground truth (intake slot -> target bay):",
        "  black, small, opentop, hazmat: slot 5 -> bay 2",
        "  teal, medium, tank, priority: slot 1 -> bay 6",
        "  red, small, reefer, fragile: slot 3 -> bay 4",
      ].join("\n"),
    );
    // transmitted text, empty texts kept, postmortem left out, file order
    expect(first?.messages).toEqual([
      { channel_id: "link", sender_agent_id: "yard_operator", text: "blk sm open haz @5" },
      { channel_id: "link", sender_agent_id: "yard_operator", text: "" },
      { channel_id: "link", sender_agent_id: "crane_operator", text: "ok" },
    ]);
    // a case without messages: an empty batch and an empty yard
    expect(second).toEqual({
      round_number: 2,
      header: "0 container(s) \u00b7 ",
      ground_truth_block: [
        L.yardSpotter,
        "",
        L.logisticsPlanner,
        "",
        L.craneOperator,
        "- occupied slots: []",
        "- empty slots: [1, 2, 3]",
        "",
        "Per-container ground truth (intake slot -> target bay):",
      ].join("\n"),
      messages: [],
    });
    // messages without a case
    expect(third).toEqual({
      round_number: 3,
      header: "(unknown)",
      ground_truth_block: "(no case data for this round)",
      messages: [{ channel_id: "link", sender_agent_id: "crane_operator", text: "idle" }],
    });
  });

  it("share one view per round between both teams' links, bucketed by the event's round", () => {
    const twoTeams = runBuilder({ scenario: "container_yard_stacking", channels: ["link_a", "link_b", "postmortem_a"], config: { two_teams: true } })
      .agent("yard_operator_a")
      .agent("yard_operator_b")
      .round(4, (r) =>
        r
          .message("yard_operator_a", "A1", { channel: "link_a" })
          .message("yard_operator_b", "B1", { channel: "link_b" })
          .message("yard_operator_a", "A2", { channel: "link_a" })
          .message("yard_operator_b", "B2", { channel: "link_b" })
          .message("yard_operator_a", "pm", { channel: "postmortem_a" }),
      );
    // the message object of B2 says round 9; the event's round (4) decides the bucket
    const raw = twoTeams.build().map((line) =>
      line.event_type === "message_sent" && (line.message as { text: string }).text === "B2"
        ? { ...line, message: { ...(line.message as object), round_number: 9 } }
        : line,
    );
    const rounds = buildCommunicationRounds(parseEvents(raw), "container_yard_stacking");
    expect(rounds).toHaveLength(1);
    expect(rounds[0]?.round_number).toBe(4);
    expect(rounds[0]?.messages.map((m) => `${m.channel_id}:${m.text}`)).toEqual(["link_a:A1", "link_b:B1", "link_a:A2", "link_b:B2"]);
  });

  it("name the round, event and field of a case without GlossoGen's shape", () => {
    const bad = runBuilder({ scenario: "container_yard_stacking" }).round(2, (r) =>
      r.event(yardCase(2, [{ container: TEAL, intake_slot: "3", target_slot: 1 }], {})),
    );
    expect(() => buildCommunicationRounds(parse(bad), "container_yard_stacking")).toThrow(
      /round 2: container_yard_case_started event .*: field 'batch\.0\.intake_slot'/,
    );
  });

  it("are nothing without case events or link messages", () => {
    const quiet = runBuilder({ scenario: "container_yard_stacking", channels: ["postmortem"] }).round(1, (r) => r.message("a", "pm only"));
    expect(buildCommunicationRounds(parse(quiet), "container_yard_stacking")).toEqual([]);
  });
});

function stage(module: string, component: string, symptom: string) {
  return {
    step_index: 0,
    module_label: module,
    component,
    symptom,
    service_class: "press-fit",
    tool: "clamp-4",
    torque_nm: 14,
    passes: 2,
    calibration: "null-balance",
    steps: ["Drain the cavity."],
    access_depth: 6,
    judge_expected_action: `Replace ${module}'s ${component}. Drain the cavity.`,
  };
}

function driveCase(round: number, fields: Record<string, unknown>) {
  return events.custom("drive_module_case_started", {
    round,
    fields: { case_number: 7, module_count: 1, replacement_count: 2, module_fault_trees: [], module_spec_tables: [], round_time_budget_seconds: 900, ...fields },
  });
}

describe("drive_module_repair communication rounds", () => {
  const run = runBuilder({ scenario: "drive_module_repair", channels: ["bay", "link", "postmortem"] })
    .agent("field_technician")
    .round(1, (r) =>
      r
        .event(driveCase(1, { stages: [stage("module-1", "shaft_seal", "contact arcing"), stage("module-2", "rotor", "grinding on spin-up")] }))
        .message("field_technician", "m1 arcing, m2 grinding")
        .message("field_technician", "not on the bay", { channel: "link" }),
    )
    .round(2, (r) => r.event(driveCase(2, { case_number: 8, module_count: 2, replacement_count: 1, stages: [] })))
    .round(3, (r) => r.message("diagnostics_engineer", "?", {}));

  it("build 'case N: U unit(s), F fault(s)', the technician/engineers block and the bay channel only", () => {
    const rounds = buildCommunicationRounds(parse(run), "drive_module_repair");
    expect(rounds).toEqual([
      {
        round_number: 1,
        header: "case 7: 1 unit, 2 faults",
        ground_truth_block: [
          L.technician,
          "- module-1: contact arcing",
          "- module-2: grinding on spin-up",
          "",
          L.engineers,
          `- module-1 / "contact arcing" -> shaft_seal; procedure to relay: Replace module-1's shaft_seal. Drain the cavity.`,
          `- module-2 / "grinding on spin-up" -> rotor; procedure to relay: Replace module-2's rotor. Drain the cavity.`,
        ].join("\n"),
        messages: [{ channel_id: "bay", sender_agent_id: "field_technician", text: "m1 arcing, m2 grinding" }],
      },
      {
        round_number: 2,
        header: "case 8: 2 units, 1 fault",
        ground_truth_block: [L.technician, "(no fault data)", "", L.engineers, "(no fault data)"].join("\n"),
        messages: [],
      },
      {
        round_number: 3,
        // drive_module_repair's own wording, unlike the other scenarios' "(unknown)"
        header: "(unknown case)",
        ground_truth_block: "(no case data for this round)",
        messages: [{ channel_id: "bay", sender_agent_id: "diagnostics_engineer", text: "?" }],
      },
    ]);
  });
});

const obj = (shape: string, color: string, size: string, column: number, row: number, region: string) => ({ shape, color, size, column, row, region });

describe("spot_the_difference communication rounds", () => {
  const sceneA = [
    obj("square", "red", "small", 1, 11, "lower-left"),
    obj("star", "green", "large", 6, 7, "center"),
    obj("circle", "yellow", "small", 5, 1, "upper-center"),
    obj("square", "green", "small", 6, 1, "upper-center"),
  ];
  const sceneB = [obj("square", "red", "small", 12, 2, "upper-right"), obj("star", "green", "large", 6, 7, "center")];
  const differences = [
    { kind: "object_removed", description: "Missing object: a small green square.", scene_a_object: sceneA[3], scene_b_object: null, attribute_name: null },
    { kind: "object_moved", description: "Position change: a small red square.", scene_a_object: sceneA[0], scene_b_object: sceneB[0], attribute_name: null },
  ];
  const run = runBuilder({ scenario: "spot_the_difference", channels: ["link_a", "link_b", "postmortem_a", "postmortem_b"] })
    .agent("viewer_left_a")
    .agent("viewer_right_b")
    .round(1, (r) =>
      r
        .event(
          events.custom("spot_the_difference_case_started", {
            round: 1,
            fields: { case_number: 1, grid_size: 12, round_time_budget_seconds: -1, difference_count: 2, scene_a: sceneA, scene_b: sceneB, differences },
          }),
        )
        .message("viewer_left_a", "sq r s LL", { channel: "link_a" })
        .message("viewer_right_b", "sq r s UR", { channel: "link_b" }),
    )
    .round(2, (r) => r.message("viewer_left_a", "ready", { channel: "link_a" }));

  it("sort each scene by (row, column), number the planted differences and count scene A", () => {
    const rounds = buildCommunicationRounds(parse(run), "spot_the_difference");
    expect(rounds[0]?.header).toBe("4 objects \u00b7 K=2 differences");
    expect(rounds[0]?.ground_truth_block).toBe(
      [
        L.leftViewer,
        "- small yellow circle in the upper-center",
        "- small green square in the upper-center",
        "- large green star in the center",
        "- small red square in the lower-left",
        "",
        L.rightViewer,
        "- small red square in the upper-right",
        "- large green star in the center",
        "",
        "PLANTED DIFFERENCES (the 2 to be found):",
        "  1. [object_removed] Missing object: a small green square.",
        "  2. [object_moved] Position change: a small red square.",
      ].join("\n"),
    );
    expect(rounds[0]?.messages.map((m) => m.channel_id)).toEqual(["link_a", "link_b"]);
    expect(rounds[1]).toEqual({
      round_number: 2,
      header: "(unknown)",
      ground_truth_block: "(no case data for this round)",
      messages: [{ channel_id: "link_a", sender_agent_id: "viewer_left_a", text: "ready" }],
    });
  });

  it("start each label line with the words the reference gives", () => {
    expect(L.yardSpotter.startsWith("YARD SPOTTER sees")).toBe(true);
    expect(L.logisticsPlanner.startsWith("LOGISTICS PLANNER sees")).toBe(true);
    expect(L.craneOperator.startsWith("CRANE OPERATOR sees only occupancy")).toBe(true);
    expect(L.technician.startsWith("TECHNICIAN sees")).toBe(true);
    expect(L.engineers.startsWith("ENGINEERS hold the mapping + procedure")).toBe(true);
  });

  const OPEN_CODING = { labels: [{ text: "region abbreviations", evidence: [{ round_number: 1, quote: "sq r s LL" }] }], explanation: "Terse." };

  it("feed communication_open_coding: the prompt carries both teams' messages and the ground truth", async () => {
    const judge = scriptedJudge([OPEN_CODING]);
    const context = judgeContext(parse(run), judge);
    const [m] = await communicationOpenCoding.compute(context);
    expect(m?.summary).toBe(
      "Open-coded 1 free-form label(s) across 2 round(s); written to communication_open_coding.json. Top labels: region abbreviations.",
    );
    const user = judge.requests[0]?.user ?? "";
    expect(user).toContain("4 objects \u00b7 K=2 differences");
    expect(user).toContain("PLANTED DIFFERENCES (the 2 to be found):");
    expect(user).toContain("sq r s LL");
    expect(user).toContain("sq r s UR");
  });

  it("feed communication_feature_presence", async () => {
    const ontology = JSON.stringify({
      version: "v1",
      generated_at: "2026-01-01T00:00:00Z",
      source_run_ids: [],
      categories: [{ id: "abbrev", name: "Abbreviations", description: "Short codes.", synonyms: [] }],
    });
    const judge = scriptedJudge([{ scores: [{ category_id: "abbrev", confidence: 0.75, justification: "sq r s" }], notes: "" }]);
    const sidecars = memorySidecars({ "ontology.json": ontology });
    const context = judgeContext(parse(run), judge, { sidecars, options: { ontologyPath: "ontology.json" } });
    const [m] = await communicationFeaturePresence.compute(context);
    expect(m?.score).toBe(1);
    expect(m?.summary).toContain("1/1 categories \u2265 0.5 on ontology v1");
    expect(judge.requests[0]?.user).toContain("PLANTED DIFFERENCES (the 2 to be found):");
  });
});

describe("protocol_learned_after_swap on container_yard_stacking", () => {
  it("splits the yard's rounds at the intern takeover and judges them", async () => {
    const run = runBuilder({ scenario: "container_yard_stacking", config: { intern_enabled: true, intern_takeover_round: 2 } })
      .agent("crane_operator")
      .agent("intern")
      .round(1, (r) => r.event(yardCase(1, [{ container: RED, intake_slot: 3, target_slot: 4 }], { 3: RED })).message("crane_operator", "3>4 done"))
      .round(2, (r) => r.message("intern", "3>4?"));
    const judge = scriptedJudge([
      { per_round_notes: [{ round_number: 2, note: "intern uses a>b" }], protocol_elements: ["a>b moves"], newcomer_agent_ids: ["intern"], protocol_established: true, explanation: "Kept." },
    ]);
    const [m] = await protocolLearnedAfterSwap.compute(judgeContext(parse(run), judge));
    expect(m?.score).toBe(1);
    expect(m?.score_unit).toBe("post-boundary rounds with newcomer protocol evidence (out of 1)");
    const user = judge.requests[0]?.user ?? "";
    expect(user).toContain("intern (now acting as crane operator)");
    expect(user).toContain("[link] crane_operator: 3>4 done");
    expect(user).toContain("[link] intern: 3>4?");
  });
});
