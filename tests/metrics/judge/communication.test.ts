/**
 * The communication judges: veyru's communication rounds and protocol boundaries,
 * protocol_learned_after_swap, open coding, feature presence (ontology handling, ≥ summary,
 * sidecar bytes) and the ontology consolidation.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type AgentEvent, ofType } from "../../../src/core/events.js";
import { communicationFeaturePresence } from "../../../src/metrics/judge/communication-feature-presence.js";
import { communicationOpenCoding, communicationRunId } from "../../../src/metrics/judge/communication-open-coding.js";
import {
  buildCommunicationRounds,
  detectProtocolBoundaryWindow,
} from "../../../src/metrics/judge/communication-rounds.js";
import { NEEDS_A_JUDGE } from "../../../src/metrics/judge/judge-call.js";
import { ONTOLOGY_CONSOLIDATION_CALL, consolidateOntology } from "../../../src/metrics/judge/ontology.js";
import { protocolLearnedAfterSwap } from "../../../src/metrics/judge/protocol-learned-after-swap.js";
import { memorySidecars, parseJsonl } from "../../helpers/fixtures.js";
import { IDENTITY, judgeContext, scriptedJudge } from "./scripted.js";

const fixture = (path: string): string => readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), "utf8");
const F1 = parseJsonl(fixture("spec/F1.jsonl"), "F1.jsonl");
const SWAP = parseJsonl(fixture("judge/veyru-swap.jsonl"), "veyru-swap.jsonl");
const ONTOLOGY = fixture("judge/ontology-v1.json");

function withConfig(events: readonly AgentEvent[], config: Record<string, unknown>): AgentEvent[] {
  return events.map((event) =>
    ofType("simulation_started")(event) ? { ...event, scenario_config: { ...event.scenario_config, ...config } } : event,
  );
}

describe("veyru communication rounds", () => {
  it("join case and link rounds, with transmitted text, the latest case per round and its ground truth", () => {
    const rounds = buildCommunicationRounds(SWAP, "veyru");
    expect(rounds.map((r) => [r.round_number, r.header, r.messages.length])).toEqual([
      [1, "Leak Instability", 2],
      [2, "(unknown)", 0],
      [3, "Propagation Stall", 2],
    ]);
    expect(rounds[0]?.messages[0]).toEqual({ channel_id: "link", sender_agent_id: "field_observer", text: "c_rners dim, hum thin" });
    expect(rounds[1]?.ground_truth_block).toBe("(no stage data)");
    expect(rounds[2]?.messages[1]).toEqual({ channel_id: "link", sender_agent_id: "stabilization_engineer", text: "" });
    expect(rounds[2]?.ground_truth_block).toBe(
      [
        "OBSERVER sees (raw symptoms, no motif names):",
        "- stage 1: frozen lights",
        "- stage 2: edges faint",
        "",
        "ENGINEER sees (per-motif stellar table this round):",
        "- Propagation Stall → treatment motif: Harmonic Split; procedure to relay: soft surface 5s",
        "- Leak Instability → treatment motif: Resonance Cascade; procedure to relay: chime twice",
      ].join("\n"),
    );
  });

  it("mark rounds without a case", () => {
    const rounds = buildCommunicationRounds(F1, "veyru");
    expect(rounds.map((r) => [r.round_number, r.header, r.ground_truth_block, r.messages.length])).toEqual([
      [1, "(unknown)", "(no case data for this round)", 2],
      [2, "(unknown)", "(no case data for this round)", 3],
    ]);
  });

  it("are not built for scenarios without the hook", () => {
    expect(buildCommunicationRounds(SWAP, "orbital_anomaly")).toEqual([]);
    expect(buildCommunicationRounds(SWAP, "toString")).toEqual([]);
  });
});

describe("protocol boundary windows", () => {
  it("default to the first in-run swap", () => {
    expect(detectProtocolBoundaryWindow(SWAP, "veyru")).toEqual({
      mode_label: "scheduled_swap",
      boundary_round: 3,
      pre_boundary_last_round: 2,
      post_boundary_first_round: 3,
      newcomer_label: "swapped-in field_observer",
      boundary_includes_round: true,
    });
    expect(detectProtocolBoundaryWindow(SWAP, "orbital_anomaly")?.mode_label).toBe("scheduled_swap");
    expect(detectProtocolBoundaryWindow(F1, "veyru")).toBeUndefined();
  });

  it("follow veyru's and container_yard_stacking's intern and two-team swap modes", () => {
    const intern = withConfig(F1, { intern_enabled: true, intern_takeover_round: 4 });
    expect(detectProtocolBoundaryWindow(intern, "veyru")).toEqual({
      mode_label: "intern",
      boundary_round: 4,
      pre_boundary_last_round: 3,
      post_boundary_first_round: 4,
      newcomer_label: "intern (now acting as field observer)",
      boundary_includes_round: true,
    });
    expect(detectProtocolBoundaryWindow(intern, "container_yard_stacking")?.newcomer_label).toBe("intern (now acting as crane operator)");
    expect(detectProtocolBoundaryWindow(intern, "drive_module_repair")).toBeUndefined();
    const swap = withConfig(F1, { two_teams: true, swap_round: 2 });
    expect(detectProtocolBoundaryWindow(swap, "veyru")).toEqual({
      mode_label: "swap",
      boundary_round: 2,
      pre_boundary_last_round: 2,
      post_boundary_first_round: 3,
      newcomer_label: "the swapped-in field observer in each team (observer_a on link_b, observer_b on link_a)",
      boundary_includes_round: false,
    });
    expect(detectProtocolBoundaryWindow(withConfig(F1, { intern_enabled: true, intern_takeover_round: null }), "veyru")).toBeUndefined();
  });
});

const LEARNED = {
  per_round_notes: [{ round_number: 3, note: "field_observer uses FL code" }],
  protocol_elements: ["RC = Resonance Cascade (r1)", "e2", "e3", "e4", "e5", "e6"],
  newcomer_agent_ids: ["field_observer"],
  protocol_established: true,
  explanation: "Adopted.",
};

describe("protocol_learned_after_swap", () => {
  it("judges the rounds around the boundary with raw ids and transmitted text", async () => {
    const judge = scriptedJudge([LEARNED]);
    const out = await protocolLearnedAfterSwap.compute(judgeContext(SWAP, judge));
    expect(out).toEqual([
      {
        metric_name: "protocol_learned_after_swap",
        score: 1,
        score_unit: "post-boundary rounds with newcomer protocol evidence (out of 1)",
        summary:
          "1/1 post-boundary rounds had observable newcomer protocol evidence. Adopted. Pre-boundary protocol elements: RC = Resonance Cascade (r1); e2; e3; e4; e5 Newcomer agents: field_observer",
        per_round: [{ round_number: 3, value: 1, note: "field_observer uses FL code" }],
        per_agent: [],
      },
    ]);
    const user = judge.requests[0]?.user ?? "";
    expect(user).toContain("swapped-in field_observer joined at round 3 (change type: scheduled_swap)");
    expect(user).toContain("--- ROUND 1 (2 messages) ---\n[link] field_observer: c_rners dim, hum thin\n[link] stabilization_engineer: RC: drape 8s gentle");
    expect(user).toContain("--- ROUND 2 (0 messages) ---\n(No messages this round)");
    expect(user).toContain("AFTER THE CHANGE (rounds from 3 on):\n\n--- ROUND 3 (2 messages) ---\n[link] field_observer: FL frozen\n[link] stabilization_engineer: ");
    expect(user).not.toContain("we should use codes");
    expect(judge.requests[0]?.outputName).toBe("ProtocolLearnedOutput");
  });

  it("says when no protocol was established", async () => {
    const judge = scriptedJudge([{ ...LEARNED, per_round_notes: [], protocol_elements: [], newcomer_agent_ids: [], protocol_established: false }]);
    const [m] = await protocolLearnedAfterSwap.compute(judgeContext(SWAP, judge));
    expect(m?.summary).toBe(
      "0/1 post-boundary rounds had observable newcomer protocol evidence. Adopted. No identifiable protocol was established pre-boundary.",
    );
  });

  it("does not apply without a boundary, without communication rounds, or with an empty side", async () => {
    const noBoundary = judgeContext(F1, undefined);
    expect(await protocolLearnedAfterSwap.compute(noBoundary)).toEqual([]);
    expect(noBoundary.logs[0]).toContain("no personnel boundary");

    // drive_module_repair reads drive cases and the bay channel: nothing of this veyru log
    const otherScenario = judgeContext(SWAP, undefined, { scenario: { ...judgeContext(SWAP, undefined).scenario, name: "drive_module_repair" } });
    expect(await protocolLearnedAfterSwap.compute(otherScenario)).toEqual([]);
    expect(otherScenario.logs[0]).toContain("the drive_module_repair scenario builds no communication rounds for this run");

    const lateSwap = judgeContext(withConfig(SWAP, { two_teams: true, swap_round: 3 }), undefined, { scenarioConfig: {} });
    expect(await protocolLearnedAfterSwap.compute(lateSwap)).toEqual([]);
    expect(lateSwap.logs[0]).toContain("no communication round after the boundary at round 3");

    const firstRound = SWAP.map((e) => (e.event_type === "agent_swapped_mid_run" ? { ...e, round_number: 1 } : e));
    const early = judgeContext(firstRound, undefined);
    expect(await protocolLearnedAfterSwap.compute(early)).toEqual([]);
    expect(early.logs[0]).toContain("before the boundary");
  });

  it("needs a judge when it applies", async () => {
    await expect(protocolLearnedAfterSwap.compute(judgeContext(SWAP, undefined))).rejects.toThrow(`protocol_learned_after_swap ${NEEDS_A_JUDGE}`);
  });
});

const OPEN_CODING = {
  labels: [
    { text: "motif initials", evidence: [{ round_number: 1, quote: "RC: drape 8s gentle" }, { round_number: 3, quote: "FL frozen" }] },
    { text: "digits for durations", evidence: [{ round_number: 1, quote: "8s" }] },
  ],
  explanation: "Terse codes.",
};

describe("communication_open_coding", () => {
  it("writes the labels sidecar and counts the labels", async () => {
    const judge = scriptedJudge([OPEN_CODING]);
    const context = judgeContext(SWAP, judge);
    expect(await communicationOpenCoding.compute(context)).toEqual([
      {
        metric_name: "communication_open_coding",
        score: 2,
        score_unit: "free-form labels",
        summary:
          "Open-coded 2 free-form label(s) across 3 round(s); written to communication_open_coding.json. Top labels: motif initials; digits for durations.",
        per_round: [],
        per_agent: [],
      },
    ]);
    expect(context.files.get("communication_open_coding.json")).toBe(
      `{
  "run_id": "sim-J1",
  "generated_at": null,
  "labels": [
    {
      "text": "motif initials",
      "evidence": [
        {
          "round_number": 1,
          "quote": "RC: drape 8s gentle"
        },
        {
          "round_number": 3,
          "quote": "FL frozen"
        }
      ]
    },
    {
      "text": "digits for durations",
      "evidence": [
        {
          "round_number": 1,
          "quote": "8s"
        }
      ]
    }
  ],
  "explanation": "Terse codes."
}
`,
    );
    const user = judge.requests[0]?.user ?? "";
    expect(user).toContain("--- ROUND 3 (2 messages) ---\nCase: Propagation Stall\nGround truth:\nOBSERVER sees");
    expect(user).toContain("[link] field_observer: c_rners dim, hum thin");
    expect(user).toContain("--- ROUND 2 (0 messages) ---\nCase: (unknown)\nGround truth:\n(no stage data)\nMessages:\n(No messages this round)");
    expect(await communicationOpenCoding.readKeyedObservations?.(context.sidecars)).toEqual([
      { keys: { label: "motif initials" }, value: 1 },
      { keys: { label: "digits for durations" }, value: 1 },
    ]);
  });

  it("requires at least one evidence citation per label", async () => {
    const judge = scriptedJudge([{ labels: [{ text: "x", evidence: [] }], explanation: "" }]);
    await expect(communicationOpenCoding.compute(judgeContext(SWAP, judge))).rejects.toThrow(/labels\.0\.evidence/);
  });

  it("summarises an empty label list as (none)", async () => {
    const [m] = await communicationOpenCoding.compute(judgeContext(SWAP, scriptedJudge([{ labels: [], explanation: "" }])));
    expect(m?.summary).toBe("Open-coded 0 free-form label(s) across 3 round(s); written to communication_open_coding.json. Top labels: (none).");
  });

  it("does not apply to scenarios without communication rounds", async () => {
    const context = judgeContext(SWAP, undefined, { scenario: { ...judgeContext(SWAP, undefined).scenario, name: "orbital_anomaly" } });
    expect(await communicationOpenCoding.compute(context)).toEqual([]);
    expect(context.logs[0]).toBe("communication_open_coding: the orbital_anomaly scenario builds no communication rounds for this run (no measurement)");
  });

  it("falls back to <parent>/<run dir> as run id without simulation_started", () => {
    expect(communicationRunId([], "/runs/veyru/1742234567/")).toBe("veyru/1742234567");
    expect(communicationRunId(SWAP, "/x/y")).toBe("sim-J1");
  });
});

const PRESENCE = {
  scores: [
    { category_id: "abbreviation", confidence: 0.9, justification: "RC, FL" },
    { category_id: "numeric_durations", confidence: 0.5, justification: "8s" },
    { category_id: "acknowledgement", confidence: 0.125, justification: "none" },
    { category_id: "invented_one", confidence: 0.5, justification: "?" },
  ],
  notes: "",
};

describe("communication_feature_presence", () => {
  const withOntology = (judge: ReturnType<typeof scriptedJudge> | undefined, ontology = ONTOLOGY, path = "../_ontology/v1.json") =>
    judgeContext(SWAP, judge, { sidecars: memorySidecars({ [path]: ontology }), options: { ontologyPath: path } });

  it("counts categories at confidence ≥ 0.5 and writes the confidence vector", async () => {
    const judge = scriptedJudge([PRESENCE]);
    const context = withOntology(judge);
    expect(await communicationFeaturePresence.compute(context)).toEqual([
      {
        metric_name: "communication_feature_presence",
        score: 3,
        score_unit: "categories \u2265 0.5 (of 4)",
        summary:
          "3/4 categories \u2265 0.5 on ontology v1; written to communication_feature_presence.json. Top: abbreviation=0.90; numeric_durations=0.50; invented_one=0.50.",
        per_round: [],
        per_agent: [],
      },
    ]);
    expect(context.files.get("communication_feature_presence.json")).toBe(
      `{
  "run_id": "sim-J1",
  "ontology_version": "v1",
  "ontology_path": "../_ontology/v1.json",
  "generated_at": null,
  "scores": [
    {
      "category_id": "abbreviation",
      "confidence": 0.9,
      "justification": "RC, FL"
    },
    {
      "category_id": "numeric_durations",
      "confidence": 0.5,
      "justification": "8s"
    },
    {
      "category_id": "acknowledgement",
      "confidence": 0.125,
      "justification": "none"
    },
    {
      "category_id": "invented_one",
      "confidence": 0.5,
      "justification": "?"
    }
  ],
  "notes": ""
}
`,
    );
    expect(context.logs).toEqual([
      "communication_feature_presence: the judge scored no confidence for fixed_layout",
      "communication_feature_presence: the judge scored categories not in the ontology: invented_one",
    ]);
    const user = judge.requests[0]?.user ?? "";
    expect(user).toContain("* id: abbreviation\n  name: Abbreviation\n  definition: ");
    expect(user).toContain("also described as: uses initials; short codes");
    expect(user).toContain("[link] field_observer: FL frozen");
    expect(await communicationFeaturePresence.readKeyedObservations?.(context.sidecars)).toEqual([
      { keys: { category_id: "abbreviation" }, value: 0.9 },
      { keys: { category_id: "numeric_durations" }, value: 0.5 },
      { keys: { category_id: "acknowledgement" }, value: 0.125 },
      { keys: { category_id: "invented_one" }, value: 0.5 },
    ]);
  });

  it("summarises no scores as Top: (none) and defaults notes", async () => {
    const [m] = await communicationFeaturePresence.compute(withOntology(scriptedJudge([{ scores: [] }])));
    expect(m?.summary).toBe("0/4 categories \u2265 0.5 on ontology v1; written to communication_feature_presence.json. Top: (none).");
  });

  it("rejects a confidence outside [0, 1]", async () => {
    const judge = scriptedJudge([{ scores: [{ category_id: "abbreviation", confidence: 1.5, justification: "" }] }]);
    await expect(communicationFeaturePresence.compute(withOntology(judge))).rejects.toThrow(/scores\.0\.confidence: .*1/);
  });

  it("requires an ontology, saying where it was looked for and how to make one", async () => {
    const context = judgeContext(SWAP, scriptedJudge([]));
    await expect(communicationFeaturePresence.compute(context)).rejects.toThrow(
      /communication_feature_presence needs an ontology: none was given with --ontology-path and there is no \*\.json in \.\.\/_ontology\/.*agent-eval ontology consolidate/,
    );
  });

  it("fails clearly on a missing, malformed, invalid or empty ontology", async () => {
    const missing = judgeContext(SWAP, scriptedJudge([]), { options: { ontologyPath: "../_ontology/v9.json" } });
    await expect(communicationFeaturePresence.compute(missing)).rejects.toThrow("ontology file not found: ../_ontology/v9.json");
    await expect(communicationFeaturePresence.compute(withOntology(scriptedJudge([]), "{not json"))).rejects.toThrow(/is not valid JSON/);
    await expect(communicationFeaturePresence.compute(withOntology(scriptedJudge([]), '{"version": "v1"}'))).rejects.toThrow(
      /is not a communication ontology: .*categories/,
    );
    const empty = JSON.stringify({ version: "v2", generated_at: "2026-01-01T00:00:00Z", source_run_ids: [], categories: [] });
    await expect(communicationFeaturePresence.compute(withOntology(scriptedJudge([]), empty))).rejects.toThrow("has no categories");
  });

  it("does not apply (and needs no ontology) without communication rounds", async () => {
    const context = judgeContext(SWAP, undefined, { scenario: { ...judgeContext(SWAP, undefined).scenario, name: "prisoners_dilemma" } });
    expect(await communicationFeaturePresence.compute(context)).toEqual([]);
    expect(context.logs[0]).toContain("the prisoners_dilemma scenario builds no communication rounds");
  });

  it("needs a judge once the ontology is loaded", async () => {
    await expect(communicationFeaturePresence.compute(withOntology(undefined))).rejects.toThrow(`communication_feature_presence ${NEEDS_A_JUDGE}`);
  });
});

describe("consolidateOntology", () => {
  const labelPool = [
    { text: "uses initials", run_ids: ["veyru/1", "veyru/2"], evidence_count_total: 5, sample_quotes: ["RC: drape"] },
    { text: "short codes", run_ids: ["veyru/2", "veyru/3"], evidence_count_total: 2, sample_quotes: [] },
  ];
  const categories = [{ id: "abbreviation", name: "Abbreviation", description: "Initials for terms.", synonyms: ["uses initials", "short codes"] }];

  it("asks the judge once and returns the versioned ontology", async () => {
    const judge = scriptedJudge([{ categories, explanation: "One axis." }]);
    const ontology = await consolidateOntology({ labelPool, sourceRunCount: 3, judge, identity: IDENTITY, version: "v1", generatedAt: null });
    expect(ontology).toEqual({
      version: "v1",
      generated_at: null,
      source_run_ids: ["veyru/1", "veyru/2", "veyru/3"],
      categories,
      explanation: "One axis.",
    });
    const [request] = judge.requests;
    expect(request).toMatchObject({
      metric: "communication_ontology_consolidate",
      outputName: "CommunicationOntologyConsolidationOutput",
      replica: 1,
      model: IDENTITY.model,
      templateVersion: ONTOLOGY_CONSOLIDATION_CALL.templateVersion,
    });
    expect(request?.user).toContain('- "uses initials" (runs: 2; evidence: 5)\n    example: RC: drape');
    expect(request?.user).toContain("from 3 runs");
  });

  it("keeps the caller's run ids and timestamp", async () => {
    const judge = scriptedJudge([{ categories, explanation: "" }]);
    const ontology = await consolidateOntology({
      labelPool,
      sourceRunCount: 2,
      judge,
      identity: IDENTITY,
      version: "v2",
      generatedAt: "2026-12-01T00:00:00Z",
      sourceRunIds: ["veyru/2", "veyru/1"],
    });
    expect(ontology.source_run_ids).toEqual(["veyru/2", "veyru/1"]);
    expect(ontology.generated_at).toBe("2026-12-01T00:00:00Z");
  });

  it("rejects an empty pool and an empty answer", async () => {
    await expect(
      consolidateOntology({ labelPool: [], sourceRunCount: 0, judge: scriptedJudge([]), identity: IDENTITY, version: "v1", generatedAt: null }),
    ).rejects.toThrow("label pool is empty");
    await expect(
      consolidateOntology({ labelPool, sourceRunCount: 3, judge: scriptedJudge([{ categories: [], explanation: "" }]), identity: IDENTITY, version: "v1", generatedAt: null }),
    ).rejects.toThrow("returned no categories");
  });
});
