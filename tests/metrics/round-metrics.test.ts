/**
 * Round / outcome metrics against GlossoGen's own numbers: spec §9.3 fixtures F1–F3 (exact
 * tables), the §9.2 upstream-suite vectors, §7 manifest flows and the §7.2 rounding examples.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { AgentEvent } from "../../src/core/events.js";
import type { Measurement } from "../../src/core/measurement.js";
import type { ScenarioDescriptor } from "../../src/core/scenario.js";
import type { Metric, RunLoader } from "../../src/metrics/contract.js";
import { contentFilterRefusal } from "../../src/metrics/content-filter-refusal.js";
import { postmortemEndedTimeout } from "../../src/metrics/postmortem-ended-timeout.js";
import { roundEndedIdle } from "../../src/metrics/round-ended-idle.js";
import { roundEndedTimeout } from "../../src/metrics/round-ended-timeout.js";
import { roundSuccessAfterResume } from "../../src/metrics/round-success-after-resume.js";
import { roundSuccess } from "../../src/metrics/round-success.js";
import { type ContextOverrides, contextFor, memorySidecars, parseJsonl } from "../helpers/fixtures.js";

function fixture(name: string): AgentEvent[] {
  return parseJsonl(readFileSync(new URL(`../fixtures/spec/${name}.jsonl`, import.meta.url), "utf8"), `${name}.jsonl`);
}

async function run(metric: Metric, events: AgentEvent[], overrides: ContextOverrides = {}) {
  const context = contextFor(events, overrides);
  const measurements = await metric.compute(context);
  return { measurements, logs: context.logs };
}

async function measure(metric: Metric, events: AgentEvent[], overrides: ContextOverrides = {}): Promise<Measurement[]> {
  return (await run(metric, events, overrides)).measurements;
}

type Row = [round: number, value: number, note: string];

function m(
  metric_name: string,
  score: number,
  score_unit: string,
  summary: string,
  perRound: Row[] = [],
  perAgent: [agent: string, value: number, note: string][] = [],
): Measurement {
  return {
    metric_name,
    score,
    score_unit,
    summary,
    per_round: perRound.map(([round_number, value, note]) => ({ round_number, value, note })),
    per_agent: perAgent.map(([agent_id, value, note]) => ({ agent_id, value, note })),
  };
}

/** Exact comparison, including the score via toBe on its Python repr value. */
function expectExactly(actual: Measurement[], expected: Measurement[]): void {
  expect(actual.map((x) => x.metric_name)).toEqual(expected.map((x) => x.metric_name));
  actual.forEach((got, i) => {
    const want = expected[i] as Measurement;
    expect(got.score).toBe(want.score);
    expect(got.score_unit).toBe(want.score_unit);
    expect(got.summary).toBe(want.summary);
    expect(got).toStrictEqual(want);
  });
}

// ---------------------------------------------------------------------------------------------
// Event builders for synthetic logs
// ---------------------------------------------------------------------------------------------

let counter = 0;
function ev(event_type: string, round_number: number, fields: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return { event_id: `x${counter}`, timestamp: "2026-01-01T00:00:00Z", event_type, round_number, ...fields };
}
const started = (scenario = "veyru") =>
  ev("simulation_started", 0, {
    run_id: `${scenario}/t`,
    scenario_name: scenario,
    scenario_description: "d",
    channel_ids: ["link"],
    scenario_config: {},
    provider: "anthropic",
  });
const registered = (agent_id: string) =>
  ev("agent_registered", 0, {
    agent_id,
    role_name: agent_id,
    system_prompt: "p",
    channel_ids: ["link"],
    tool_names: [],
    model: "m",
    provider: "anthropic",
    max_tokens: 100,
  });
const advanced = (round: number, trigger = "all_agents_idle") => ev("round_advanced", round, { trigger });
const ended = (round: number, trigger: string) => ev("round_ended", round, { trigger });
const result = (round: number, success: boolean, team_id: string | null = null, reason = success ? "won" : "lost") =>
  ev("round_result_recorded", round, { success, team_id, reason });
const swap = (round: number, agent_id: string) =>
  ev("agent_swapped_mid_run", round, { agent_id, new_model: "m2", new_provider: "openai", channel_visibility: {} });
const refusal = (round: number, agent_id: string, error_type = "ContentFilterError") =>
  ev("agent_run_cycle_failed", round, { agent_id, cycle: 1, error_type, message: "x" });

function log(...records: Record<string, unknown>[]): AgentEvent[] {
  return parseJsonl(records.map((r) => JSON.stringify(r)).join("\n"));
}

/** Rounds 1..n, each advanced, ended idle and judged with the given outcome. */
function rounds(outcomes: readonly boolean[], from = 1, team: string | null = null): Record<string, unknown>[] {
  return outcomes.flatMap((won, i) => [advanced(from + i), ended(from + i, "all_agents_idle"), result(from + i, won, team)]);
}

const SMOKE: ScenarioDescriptor = {
  name: "smoke",
  mode: "custom",
  primaryChannels: [{ channel_id: "link", team_id: null }],
  channelDisplayNames: {},
  agentDisplayNames: {},
  worldName: "world",
};

// ---------------------------------------------------------------------------------------------
// §9.3 fixtures
// ---------------------------------------------------------------------------------------------

describe("spec §9.3 fixture F1", () => {
  const events = fixture("F1");

  it("round_success", async () => {
    expectExactly(await measure(roundSuccess, events), [
      m("round_success", 0.6666666666666666, "fraction of rounds succeeded (2/3)", "succeeded in 2/3 rounds", [
        [1, 1.0, "stabilized"],
        [2, 0.0, "Veyru collapsed"],
        [3, 1.0, "stabilized"],
      ]),
    ]);
  });

  it("round_ended_idle", async () => {
    expectExactly(await measure(roundEndedIdle, events), [
      m(
        "round_ended_idle",
        1.0,
        "rounds ended via all_agents_idle (out of 3)",
        "1/3 rounds ended with the all_agents_idle trigger: [1]",
        [[1, 1.0, "all_agents_idle"]],
      ),
    ]);
  });

  it("round_ended_timeout", async () => {
    expectExactly(await measure(roundEndedTimeout, events), [
      m(
        "round_ended_timeout",
        1.0,
        "rounds ended via round_timeout (out of 3)",
        "1/3 rounds ended with the round_timeout trigger: [2]",
        [[2, 1.0, "round_timeout"]],
      ),
    ]);
  });

  it("postmortem_ended_timeout", async () => {
    expectExactly(await measure(postmortemEndedTimeout, events), [
      m(
        "postmortem_ended_timeout",
        1.0,
        "postmortem phases ended via timeout (out of 2)",
        "1/2 postmortem phases ended with the postmortem_timeout trigger: [1]",
        [[1, 1.0, "postmortem_timeout"]],
      ),
    ]);
  });

  it("content_filter_refusal", async () => {
    expectExactly(await measure(contentFilterRefusal, events), [
      m(
        "content_filter_refusal",
        2.0,
        "refusal events across the run",
        "2 content-filter refusals across 2/3 rounds",
        [
          [2, 1.0, "refused: stabilization_engineer"],
          [3, 1.0, "refused: stabilization_engineer"],
        ],
        [["stabilization_engineer", 2.0, "2 refusals"]],
      ),
    ]);
  });

  it("round_success_after_resume does not apply (no swap)", async () => {
    const { measurements, logs } = await run(roundSuccessAfterResume, events);
    expect(measurements).toEqual([]);
    expect(logs).toHaveLength(1);
  });
});

describe("spec §9.3 fixture F2 (veyru two_teams)", () => {
  const events = fixture("F2");
  const overrides = { scenarioConfig: { two_teams: true } };

  it("round_success per team, with the _team_a/_team_b names", async () => {
    expectExactly(await measure(roundSuccess, events, overrides), [
      m("round_success_team_a", 0.6, "fraction of rounds succeeded (3/5)", "succeeded in 3/5 rounds", [
        [1, 1.0, "stabilized"],
        [2, 1.0, "stabilized"],
        [3, 0.0, "Veyru collapsed"],
        [4, 1.0, "stabilized"],
        [5, 0.0, "Veyru collapsed"],
      ]),
      m("round_success_team_b", 0.6, "fraction of rounds succeeded (3/5)", "succeeded in 3/5 rounds", [
        [1, 0.0, "did not stabilize before round end"],
        [2, 1.0, "stabilized"],
        [3, 1.0, "stabilized"],
        [4, 1.0, "stabilized"],
        [5, 0.0, "did not stabilize before round end"],
      ]),
    ]);
  });

  it("round_ended_idle", async () => {
    expectExactly(await measure(roundEndedIdle, events, overrides), [
      m(
        "round_ended_idle",
        5.0,
        "rounds ended via all_agents_idle (out of 5)",
        "5/5 rounds ended with the all_agents_idle trigger: [1, 2, 3, 4, 5]",
        [1, 2, 3, 4, 5].map((r): Row => [r, 1.0, "all_agents_idle"]),
      ),
    ]);
  });

  it("round_ended_timeout", async () => {
    expectExactly(await measure(roundEndedTimeout, events, overrides), [
      m("round_ended_timeout", 0.0, "rounds ended via round_timeout (out of 5)", "0/5 rounds ended with the round_timeout trigger: []"),
    ]);
  });

  it("postmortem_ended_timeout does not apply (no postmortem)", async () => {
    const { measurements, logs } = await run(postmortemEndedTimeout, events, overrides);
    expect(measurements).toEqual([]);
    expect(logs).toHaveLength(1);
  });

  it("content_filter_refusal", async () => {
    expectExactly(await measure(contentFilterRefusal, events, overrides), [
      m("content_filter_refusal", 0.0, "refusal events across the run", "0 content-filter refusals across 0/5 rounds"),
    ]);
  });

  it("round_success_after_resume per team with per-team in-run baselines", async () => {
    expectExactly(await measure(roundSuccessAfterResume, events, overrides), [
      m(
        "round_success_after_resume_round_3_observer_a_team_a",
        0.3333333333333333,
        "fraction of post-resume rounds team_a won (1/3)",
        "Resumed: 1/3 (33%) won in post-resume rounds (round_start=3, rounds_after_swap=2). Source (rounds 1-2 of same run) over the same window: 2/2 (100%). Δ vs source: -67 pp (resumed worse). Scored rounds (resumed): [3, 4, 5]. R3: Veyru collapsed R5: Veyru collapsed",
        [
          [3, 0.0, "Veyru collapsed"],
          [4, 1.0, "stabilized"],
          [5, 0.0, "Veyru collapsed"],
        ],
      ),
      m(
        "round_success_after_resume_round_3_observer_a_team_b",
        0.6666666666666666,
        "fraction of post-resume rounds team_b won (2/3)",
        "Resumed: 2/3 (67%) won in post-resume rounds (round_start=3, rounds_after_swap=2). Source (rounds 1-2 of same run) over the same window: 1/2 (50%). Δ vs source: +17 pp (resumed better). Scored rounds (resumed): [3, 4, 5]. R5: did not stabilize before round end",
        [
          [3, 1.0, "stabilized"],
          [4, 1.0, "stabilized"],
          [5, 0.0, "did not stabilize before round end"],
        ],
      ),
    ]);
  });
});

describe("spec §9.3 fixture F3 (two swaps, chained baselines)", () => {
  const events = fixture("F3");

  it("round_success", async () => {
    expectExactly(await measure(roundSuccess, events), [
      m("round_success", 0.6666666666666666, "fraction of rounds succeeded (4/6)", "succeeded in 4/6 rounds", [
        [1, 1.0, "stabilized"],
        [2, 0.0, "Veyru collapsed"],
        [3, 1.0, "stabilized"],
        [4, 1.0, "stabilized"],
        [5, 0.0, "Veyru collapsed"],
        [6, 1.0, "stabilized"],
      ]),
    ]);
  });

  it("round_ended_idle", async () => {
    expectExactly(await measure(roundEndedIdle, events), [
      m(
        "round_ended_idle",
        6.0,
        "rounds ended via all_agents_idle (out of 6)",
        "6/6 rounds ended with the all_agents_idle trigger: [1, 2, 3, 4, 5, 6]",
        [1, 2, 3, 4, 5, 6].map((r): Row => [r, 1.0, "all_agents_idle"]),
      ),
    ]);
  });

  it("round_ended_timeout", async () => {
    expectExactly(await measure(roundEndedTimeout, events), [
      m("round_ended_timeout", 0.0, "rounds ended via round_timeout (out of 6)", "0/6 rounds ended with the round_timeout trigger: []"),
    ]);
  });

  it("content_filter_refusal", async () => {
    expectExactly(await measure(contentFilterRefusal, events), [
      m("content_filter_refusal", 0.0, "refusal events across the run", "0 content-filter refusals across 0/6 rounds"),
    ]);
  });

  it("postmortem_ended_timeout does not apply", async () => {
    expect(await measure(postmortemEndedTimeout, events)).toEqual([]);
  });

  it("round_success_after_resume, one measurement per swap", async () => {
    expectExactly(await measure(roundSuccessAfterResume, events), [
      m(
        "round_success_after_resume_round_3_field_observer",
        1.0,
        "fraction of post-resume rounds solo won (2/2)",
        "Resumed: 2/2 (100%) won in post-resume rounds (round_start=3, rounds_after_swap=1). Source (rounds 1-2 of same run) over the same window: 1/2 (50%). Δ vs source: +50 pp (resumed better). Scored rounds (resumed): [3, 4].",
        [
          [3, 1.0, "stabilized"],
          [4, 1.0, "stabilized"],
        ],
      ),
      m(
        "round_success_after_resume_round_5_stabilization_engineer",
        0.5,
        "fraction of post-resume rounds solo won (1/2)",
        "Resumed: 1/2 (50%) won in post-resume rounds (round_start=5, rounds_after_swap=1). Source (rounds 3-4 of same run) over the same window: 2/2 (100%). Δ vs source: -50 pp (resumed worse). Scored rounds (resumed): [5, 6]. R5: Veyru collapsed",
        [
          [5, 0.0, "Veyru collapsed"],
          [6, 1.0, "stabilized"],
        ],
      ),
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// §9.2 upstream-suite vectors (smoke scenario: 2 rounds, agents first_agent / second_agent)
// ---------------------------------------------------------------------------------------------

describe("spec §9.2 vectors", () => {
  const smoke = { scenario: SMOKE };
  /** metric_run: every phase ends idle, no finding recorded → both rounds fail, no postmortem. */
  const metricRun = log(
    started("smoke"),
    registered("first_agent"),
    registered("second_agent"),
    advanced(1, "simulation_start"),
    ended(1, "all_agents_idle"),
    result(1, false, null, "no finding"),
    advanced(2),
    ended(2, "all_agents_idle"),
    result(2, false, null, "no finding"),
  );
  /** timed_out_postmortem_run: main phases and postmortems time out, incl. the final round's. */
  const timedOut = log(
    started("smoke"),
    advanced(1, "simulation_start"),
    ended(1, "round_timeout"),
    ev("postmortem_started", 1),
    ev("postmortem_ended", 1, { trigger: "postmortem_timeout" }),
    advanced(2, "postmortem_timeout"),
    ended(2, "round_timeout"),
    ev("postmortem_started", 2),
    ev("postmortem_ended", 2, { trigger: "postmortem_timeout" }),
  );

  it("metric_run round_success: 0.0, two failed rounds, single unsuffixed name", async () => {
    const out = await measure(roundSuccess, metricRun, smoke);
    expect(out.map((x) => x.metric_name)).toEqual(["round_success"]);
    expect(out[0]?.score).toBe(0.0);
    expect(out[0]?.per_round.map((r) => r.value)).toEqual([0.0, 0.0]);
  });

  it("metric_run round_ended_idle 2.0 with 2 per_round entries; round_ended_timeout 0.0 and written", async () => {
    const idle = await measure(roundEndedIdle, metricRun, smoke);
    expect(idle[0]?.score).toBe(2.0);
    expect(idle[0]?.per_round).toHaveLength(2);
    const timeout = await measure(roundEndedTimeout, metricRun, smoke);
    expect(timeout).toHaveLength(1);
    expect(timeout[0]?.score).toBe(0.0);
    expect(timeout[0]?.per_round).toEqual([]);
  });

  it("timed_out_postmortem_run: round_ended_timeout 2.0 and idle + timeout == 2", async () => {
    const timeout = (await measure(roundEndedTimeout, timedOut, smoke))[0];
    const idle = (await measure(roundEndedIdle, timedOut, smoke))[0];
    expect(timeout?.score).toBe(2.0);
    expect((timeout?.score ?? 0) + (idle?.score ?? 0)).toBe(2);
  });

  it("timed_out_postmortem_run: postmortem_ended_timeout 2.0, rounds [1, 2] (final one only via postmortem_ended)", async () => {
    expectExactly(await measure(postmortemEndedTimeout, timedOut, smoke), [
      m(
        "postmortem_ended_timeout",
        2.0,
        "postmortem phases ended via timeout (out of 2)",
        "2/2 postmortem phases ended with the postmortem_timeout trigger: [1, 2]",
        [
          [1, 1.0, "postmortem_timeout"],
          [2, 1.0, "postmortem_timeout"],
        ],
      ),
    ]);
  });

  it("metric_run postmortem_ended_timeout: no measurement", async () => {
    expect(await measure(postmortemEndedTimeout, metricRun, smoke)).toEqual([]);
  });

  it("metric_run content_filter_refusal: 0.0, no per_round, no per_agent", async () => {
    const out = await measure(contentFilterRefusal, metricRun, smoke);
    expect(out).toHaveLength(1);
    expect(out[0]?.score).toBe(0.0);
    expect(out[0]?.per_round).toEqual([]);
    expect(out[0]?.per_agent).toEqual([]);
  });

  it("swapped_run: exactly one name round_success_after_resume_round_2_first_agent, rounds >= 2", async () => {
    const swapped = log(
      started("smoke"),
      registered("first_agent"),
      registered("second_agent"),
      advanced(1, "simulation_start"),
      ended(1, "all_agents_idle"),
      result(1, false, null, "no finding"),
      advanced(2),
      swap(2, "first_agent"),
      ended(2, "all_agents_idle"),
      result(2, false, null, "no finding"),
    );
    const out = await measure(roundSuccessAfterResume, swapped, smoke);
    expect(out.map((x) => x.metric_name)).toEqual(["round_success_after_resume_round_2_first_agent"]);
    expect(out[0]?.per_round.length).toBeGreaterThan(0);
    expect(out[0]?.per_round.every((r) => r.round_number >= 2)).toBe(true);
  });

  it("metric_run round_success_after_resume: no measurement", async () => {
    expect(await measure(roundSuccessAfterResume, metricRun, smoke)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Further behaviour of §4.9–4.12
// ---------------------------------------------------------------------------------------------

describe("round_success", () => {
  it("orders the null team first, then team ids by code point, and counts duplicate rounds", async () => {
    const events = log(
      started(),
      advanced(1),
      result(1, true, "\u{1D400}"),
      result(1, true, "\uFF21"),
      result(1, false, "team_b"),
      result(1, true, null),
      advanced(2),
      result(2, true, "team_b"),
      result(1, true, "team_b", "resumed copy"),
    );
    const out = await measure(roundSuccess, events);
    // JS's default UTF-16 sort would put U+1D400 before U+FF21.
    expect(out.map((x) => x.metric_name)).toEqual([
      "round_success",
      "round_success_team_b",
      "round_success_\uFF21",
      "round_success_\u{1D400}",
    ]);
    const teamB = out[1] as Measurement;
    expect(teamB.score).toBe(0.6666666666666666);
    expect(teamB.score_unit).toBe("fraction of rounds succeeded (2/3)");
    // Sorted by round, stable: round 1's two results keep file order.
    expect(teamB.per_round).toEqual([
      { round_number: 1, value: 0, note: "lost" },
      { round_number: 1, value: 1, note: "resumed copy" },
      { round_number: 2, value: 1, note: "won" },
    ]);
  });

  it("does not apply without results, and logs once why", async () => {
    const { measurements, logs } = await run(roundSuccess, log(started(), advanced(1)));
    expect(measurements).toEqual([]);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain("round_result_recorded");
  });
});

describe("round_ended_idle / round_ended_timeout", () => {
  it("emit the legacy sentinel when rounds advanced but no round_ended exists", async () => {
    const events = log(started(), advanced(1, "simulation_start"), advanced(2));
    expectExactly(await measure(roundEndedIdle, events), [
      m(
        "round_ended_idle",
        0.0,
        "rounds ended via all_agents_idle",
        "round_ended_idle metric requires round_ended events; this run predates that event type — re-run the scenario to re-evaluate.",
      ),
    ]);
    expectExactly(await measure(roundEndedTimeout, events), [
      m(
        "round_ended_timeout",
        0.0,
        "rounds ended via round_timeout",
        "round_ended_timeout metric requires round_ended events; this run predates that event type — re-run the scenario to re-evaluate.",
      ),
    ]);
  });

  it("still emit with zero rounds", async () => {
    expectExactly(await measure(roundEndedIdle, log(started())), [
      m("round_ended_idle", 0.0, "rounds ended via all_agents_idle (out of 0)", "0/0 rounds ended with the all_agents_idle trigger: []"),
    ]);
  });

  it("use the highest advanced round (not a count), the last trigger per round, and ignore early triggers", async () => {
    const events = log(
      started(),
      advanced(1, "simulation_start"),
      ended(1, "round_timeout"),
      advanced(3),
      ended(3, "veyru_stabilized"),
      ended(1, "all_agents_idle"),
      advanced(3),
      ended(3, "all_agents_idle"),
    );
    expectExactly(await measure(roundEndedIdle, events), [
      m(
        "round_ended_idle",
        2.0,
        "rounds ended via all_agents_idle (out of 3)",
        "2/3 rounds ended with the all_agents_idle trigger: [1, 3]",
        [
          [1, 1.0, "all_agents_idle"],
          [3, 1.0, "all_agents_idle"],
        ],
      ),
    ]);
    expect((await measure(roundEndedTimeout, events))[0]?.summary).toBe("0/3 rounds ended with the round_timeout trigger: []");
  });
});

describe("postmortem_ended_timeout", () => {
  it("unions postmortem_ended timeouts with the legacy round_advanced fallback (round - 1)", async () => {
    const events = log(
      started(),
      advanced(1, "simulation_start"),
      ev("postmortem_started", 1),
      advanced(2, "postmortem_timeout"),
      ev("postmortem_started", 2),
      ev("postmortem_ended", 2, { trigger: "postmortem_timeout" }),
      advanced(3, "postmortem_timeout"),
      ev("postmortem_started", 3),
      ev("postmortem_ended", 3, { trigger: "all_agents_idle" }),
    );
    expectExactly(await measure(postmortemEndedTimeout, events), [
      m(
        "postmortem_ended_timeout",
        2.0,
        "postmortem phases ended via timeout (out of 3)",
        "2/3 postmortem phases ended with the postmortem_timeout trigger: [1, 2]",
        [
          [1, 1.0, "postmortem_timeout"],
          [2, 1.0, "postmortem_timeout"],
        ],
      ),
    ]);
  });
});

describe("content_filter_refusal", () => {
  it("sorts agent ids by code point, keeps duplicates, counts round_advanced events", async () => {
    const astral = "\u{1D400}gent";
    const fullwidth = "\uFF21gent";
    const events = log(
      started(),
      registered("zeta"),
      registered("Alpha"),
      registered("idle_agent"),
      advanced(1, "simulation_start"),
      refusal(1, astral),
      refusal(1, "zeta"),
      refusal(1, fullwidth),
      refusal(1, "zeta"),
      refusal(1, "Alpha", "ModelHTTPError"),
      advanced(2),
      advanced(2),
      refusal(2, "Alpha"),
    );
    expectExactly(await measure(contentFilterRefusal, events), [
      m(
        "content_filter_refusal",
        5.0,
        "refusal events across the run",
        "5 content-filter refusals across 2/3 rounds",
        [
          [1, 4.0, `refused: zeta, zeta, ${fullwidth}, ${astral}`],
          [2, 1.0, "refused: Alpha"],
        ],
        [
          ["Alpha", 1.0, "1 refusals"],
          ["zeta", 2.0, "2 refusals"],
          [fullwidth, 1.0, "1 refusals"],
          [astral, 1.0, "1 refusals"],
        ],
      ),
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// §7 round_success_after_resume: in-run details, manifest flows, rounding
// ---------------------------------------------------------------------------------------------

/** In-run log: the baseline outcomes in rounds 1..B, a swap at B+1, then the resumed outcomes. */
function inRunLog(baseline: readonly boolean[], resumed: readonly boolean[]): AgentEvent[] {
  const swapRound = baseline.length + 1;
  const resumedRecords = rounds(resumed, swapRound);
  resumedRecords.splice(1, 0, swap(swapRound, "field_observer"));
  return log(started(), ...rounds(baseline), ...resumedRecords);
}

async function resumeSummary(baseline: readonly boolean[], resumed: readonly boolean[]): Promise<string> {
  const out = await measure(roundSuccessAfterResume, inRunLog(baseline, resumed));
  expect(out).toHaveLength(1);
  return (out[0] as Measurement).summary;
}

const wins = (won: number, total: number): boolean[] => Array.from({ length: total }, (_, i) => i < won);

describe("round_success_after_resume: §7.2 rounding (Python round, half to even)", () => {
  it.each([
    [1, 8, "12%"],
    [3, 8, "38%"],
    [5, 8, "62%"],
    [7, 8, "88%"],
  ])("%i/%i → %s", async (won, total, text) => {
    const summary = await resumeSummary([true], wins(won, total));
    expect(summary.startsWith(`Resumed: ${won}/${total} (${text}) won in post-resume rounds`)).toBe(true);
  });

  it("renders the source percentage the same way (3/8 → 38%)", async () => {
    expect(await resumeSummary(wins(3, 8), [true])).toContain("over the same window: 3/8 (38%).");
  });

  it.each([
    ["2/3 vs 1/2", wins(1, 2), wins(2, 3), "Δ vs source: +17 pp (resumed better)."],
    ["1/3 vs 2/3", wins(2, 3), wins(1, 3), "Δ vs source: -33 pp (resumed worse)."],
    ["3/8 vs 1/4 (raw 12.5)", wins(1, 4), wins(3, 8), "Δ vs source: +12 pp (resumed better)."],
    ["1/4 vs 3/8 (raw -12.5)", wins(3, 8), wins(1, 4), "Δ vs source: -12 pp (resumed worse)."],
    ["equal", wins(1, 2), wins(2, 4), "Δ vs source: 0 pp (same)."],
  ])("%s", async (_label, baseline, resumed, text) => {
    expect(await resumeSummary(baseline, resumed)).toContain(text);
  });
});

describe("round_success_after_resume: in-run anchors", () => {
  it("a swap in round 1 has no baseline window", async () => {
    const events = log(started(), advanced(1, "simulation_start"), swap(1, "a"), result(1, false, null, "lost it"), advanced(2), result(2, true));
    expectExactly(await measure(roundSuccessAfterResume, events), [
      m(
        "round_success_after_resume_round_1_a",
        0.5,
        "fraction of post-resume rounds solo won (1/2)",
        "Resumed: 1/2 (50%) won in post-resume rounds (round_start=1, rounds_after_swap=1). Source unknown not available for comparison. Scored rounds (resumed): [1, 2]. R1: lost it",
        [
          [1, 0.0, "lost it"],
          [2, 1.0, "won"],
        ],
      ),
    ]);
  });

  it("a baseline window without results is reported as not available", async () => {
    const events = log(started(), advanced(1, "simulation_start"), advanced(2), swap(2, "a"), result(2, true));
    expect((await measure(roundSuccessAfterResume, events))[0]?.summary).toBe(
      "Resumed: 1/1 (100%) won in post-resume rounds (round_start=2, rounds_after_swap=0). Source (rounds 1-1 of same run) not available for comparison. Scored rounds (resumed): [2].",
    );
  });

  it("a swap with no judged post-swap round yields the single 'did not advance' measurement", async () => {
    const events = log(started(), ...rounds([true, false]), advanced(3), swap(3, "b"));
    expectExactly(await measure(roundSuccessAfterResume, events), [
      m(
        "round_success_after_resume_round_3_b",
        0.0,
        "fraction of post-resume rounds won",
        "in-run scheduled swap did not advance any post-swap round (round_start=3, rounds_after_swap=0).",
      ),
    ]);
  });

  it("a team without a baseline in the window is not compared", async () => {
    const events = log(started(), advanced(1), result(1, true, "team_a"), advanced(2), swap(2, "x"), result(2, true, "team_a"), result(2, false, "team_b"));
    const out = await measure(roundSuccessAfterResume, events);
    expect(out.map((x) => x.metric_name)).toEqual([
      "round_success_after_resume_round_2_x_team_a",
      "round_success_after_resume_round_2_x_team_b",
    ]);
    expect(out[0]?.summary).toContain("Source (rounds 1-1 of same run) over the same window: 1/1 (100%). Δ vs source: 0 pp (same).");
    expect(out[1]?.summary).toBe(
      "Resumed: 0/1 (0%) won in post-resume rounds (round_start=2, rounds_after_swap=0). Source (rounds 1-1 of same run) not available for comparison. Scored rounds (resumed): [2]. R2: lost",
    );
  });

  it("does not apply when the run has no round results, logging once", async () => {
    const { measurements, logs } = await run(roundSuccessAfterResume, log(started(), advanced(1), swap(1, "a"), advanced(2)));
    expect(measurements).toEqual([]);
    expect(logs).toHaveLength(1);
  });

  it("in-run swap events take precedence over a manifest (which is then not even read)", async () => {
    const sidecars = memorySidecars({ "replace_manifest.json": "{not json" });
    const out = await measure(roundSuccessAfterResume, fixture("F3"), { sidecars });
    expect(out.map((x) => x.metric_name)).toEqual([
      "round_success_after_resume_round_3_field_observer",
      "round_success_after_resume_round_5_stabilization_engineer",
    ]);
  });
});

function replaceManifest(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    source_run_id: "veyru-source-1",
    source_run_dir: "runs/veyru/veyru-source-1",
    round_start: 3,
    rounds_after_swap: 1,
    target_event_id: "a3",
    replaced_agent_id: "field_observer",
    replacement_model: "m2",
    replacement_provider: "openai",
    channels_with_visible_history: ["link"],
    blocked_tool_call_channels: [],
    replaced_at: 1780600361.5,
    ...overrides,
  });
}

function crossRunManifest(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    source_a_run_id: "veyru-a",
    source_a_run_dir: "runs/veyru/veyru-a",
    source_b_run_id: "veyru-b",
    source_b_run_dir: "runs/veyru/veyru-b",
    imported_history_source: "b",
    round_start: 3,
    rounds_after_swap: 1,
    target_event_id: "a3",
    source_b_round_end: 4,
    source_b_cutoff_event_id: "b4",
    replaced_agent_id: "field_observer",
    imported_model: "m",
    imported_provider: "anthropic",
    channels_with_visible_history: ["link"],
    blocked_tool_call_channels: [],
    replaced_at: 1780600361,
    ...overrides,
  });
}

describe("round_success_after_resume: manifest flows", () => {
  // The resumed run: a copy of the source up to round 3's round_advanced, then new rounds 3 and 4.
  const resumedRun = log(started(), ...rounds([true, true]), ...rounds([false, true], 3));
  // The source run: rounds 1-4 judged, round 5 judged but never advanced in the window anyway.
  const sourceRun = log(started(), ...rounds([true, true, true, true, false]));

  function loaderFor(runs: Record<string, AgentEvent[]>): RunLoader & { calls: [string, string][] } {
    const calls: [string, string][] = [];
    const loader = (runDir: string, scenarioName: string) => {
      calls.push([runDir, scenarioName]);
      return Promise.resolve(runs[runDir]);
    };
    return Object.assign(loader, { calls });
  }

  it("replace-agent: compares with the source run over the same rounds", async () => {
    const loadRun = loaderFor({ "runs/veyru/veyru-source-1": sourceRun });
    const sidecars = memorySidecars({ "replace_manifest.json": replaceManifest() });
    expectExactly(await measure(roundSuccessAfterResume, resumedRun, { sidecars, loadRun }), [
      m(
        "round_success_after_resume",
        0.5,
        "fraction of post-resume rounds solo won (1/2)",
        "Resumed: 1/2 (50%) won in post-resume rounds (round_start=3, rounds_after_swap=1). Source veyru-source-1 over the same window: 2/2 (100%). Δ vs source: -50 pp (resumed worse). Scored rounds (resumed): [3, 4]. R3: lost",
        [
          [3, 0.0, "lost"],
          [4, 1.0, "won"],
        ],
      ),
    ]);
    expect(loadRun.calls).toEqual([["runs/veyru/veyru-source-1", "veyru"]]);
  });

  it("source rounds are limited to rounds the source advanced and judged", async () => {
    // Round 4 was judged in the source but never advanced there: only round 3 counts.
    const source = log(started(), ...rounds([true, true, false]), result(4, true));
    const loadRun = loaderFor({ "runs/veyru/veyru-source-1": source });
    const sidecars = memorySidecars({ "replace_manifest.json": replaceManifest() });
    const out = await measure(roundSuccessAfterResume, resumedRun, { sidecars, loadRun });
    expect(out[0]?.summary).toContain("Source veyru-source-1 over the same window: 0/1 (0%). Δ vs source: +50 pp (resumed better).");
  });

  it("a missing source run is reported as not available", async () => {
    const loadRun = loaderFor({});
    const sidecars = memorySidecars({ "replace_manifest.json": replaceManifest() });
    const out = await measure(roundSuccessAfterResume, resumedRun, { sidecars, loadRun });
    expect(out[0]?.summary).toBe(
      "Resumed: 1/2 (50%) won in post-resume rounds (round_start=3, rounds_after_swap=1). Source veyru-source-1 not available for comparison. Scored rounds (resumed): [3, 4]. R3: lost",
    );
  });

  it("matches source baselines to resumed teams by team_id", async () => {
    const resumed = log(started(), ...rounds([true], 3, "team_a"), result(3, false, "team_b"), result(3, true, "team_c"));
    const source = log(started(), ...rounds([true, true, false], 1, "team_a"), result(3, true, "team_b"));
    const loadRun = loaderFor({ "runs/veyru/veyru-source-1": source });
    const sidecars = memorySidecars({ "replace_manifest.json": replaceManifest({ rounds_after_swap: 0 }) });
    const out = await measure(roundSuccessAfterResume, resumed, { sidecars, loadRun });
    expect(out.map((x) => x.metric_name)).toEqual([
      "round_success_after_resume_team_a",
      "round_success_after_resume_team_b",
      "round_success_after_resume_team_c",
    ]);
    expect(out.map((x) => x.summary)).toEqual([
      "Resumed: 1/1 (100%) won in post-resume rounds (round_start=3, rounds_after_swap=0). Source veyru-source-1 over the same window: 0/1 (0%). Δ vs source: +100 pp (resumed better). Scored rounds (resumed): [3].",
      "Resumed: 0/1 (0%) won in post-resume rounds (round_start=3, rounds_after_swap=0). Source veyru-source-1 over the same window: 1/1 (100%). Δ vs source: -100 pp (resumed worse). Scored rounds (resumed): [3]. R3: lost",
      "Resumed: 1/1 (100%) won in post-resume rounds (round_start=3, rounds_after_swap=0). Source veyru-source-1 not available for comparison. Scored rounds (resumed): [3].",
    ]);
  });

  it("cross-run replace-agent uses source A and its own flow label", async () => {
    const loadRun = loaderFor({ "runs/veyru/veyru-a": sourceRun });
    const sidecars = memorySidecars({ "cross_run_replace_manifest.json": crossRunManifest() });
    const out = await measure(roundSuccessAfterResume, resumedRun, { sidecars, loadRun });
    expect(out[0]?.summary).toContain("Source veyru-a over the same window: 2/2 (100%).");
    expect(loadRun.calls).toEqual([["runs/veyru/veyru-a", "veyru"]]);

    const far = memorySidecars({ "cross_run_replace_manifest.json": crossRunManifest({ round_start: 7, rounds_after_swap: 2 }) });
    expectExactly(await measure(roundSuccessAfterResume, resumedRun, { sidecars: far, loadRun }), [
      m(
        "round_success_after_resume",
        0.0,
        "fraction of post-resume rounds won",
        "cross-run replace-agent did not advance any post-swap round (round_start=7, rounds_after_swap=2).",
      ),
    ]);
  });

  it("replace_manifest.json takes precedence over cross_run_replace_manifest.json", async () => {
    const loadRun = loaderFor({});
    const sidecars = memorySidecars({
      "replace_manifest.json": replaceManifest({ rounds_after_swap: 0 }),
      "cross_run_replace_manifest.json": crossRunManifest(),
    });
    const out = await measure(roundSuccessAfterResume, resumedRun, { sidecars, loadRun });
    expect(out[0]?.summary).toContain("(round_start=3, rounds_after_swap=0). Source veyru-source-1 not available");
  });

  it.each([
    ["a wrong type", "replace_manifest.json", replaceManifest({ round_start: "3" }), "round_start"],
    ["a missing field", "replace_manifest.json", replaceManifest({ source_run_dir: undefined }), "source_run_dir"],
    ["a bad list item", "replace_manifest.json", replaceManifest({ channels_with_visible_history: ["link", 4] }), "channels_with_visible_history.1"],
    ["a non-integer round", "cross_run_replace_manifest.json", crossRunManifest({ rounds_after_swap: 1.5 }), "rounds_after_swap"],
  ])("an invalid manifest (%s) fails naming the file and field", async (_label, file, text, field) => {
    const sidecars = memorySidecars({ [file]: text });
    await expect(measure(roundSuccessAfterResume, resumedRun, { sidecars })).rejects.toThrow(`${file}: field '${field}'`);
  });

  it("a manifest that is not JSON fails naming the file", async () => {
    const sidecars = memorySidecars({ "replace_manifest.json": "{oops" });
    await expect(measure(roundSuccessAfterResume, resumedRun, { sidecars })).rejects.toThrow(/replace_manifest\.json: malformed JSON/);
  });

  it("no swap event and no manifest: no measurement, one log line", async () => {
    const { measurements, logs } = await run(roundSuccessAfterResume, resumedRun);
    expect(measurements).toEqual([]);
    expect(logs).toHaveLength(1);
  });
});
