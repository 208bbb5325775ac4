/**
 * round_success_after_resume (spec §7.1/§7.2) at odd swap places, through evaluateRun. Expected
 * strings follow the spec's algorithm by hand: windows from `sorted_rounds.index(R)` (first
 * occurrence), baselines chained in FILE order, Python round() half-to-even.
 */
import { describe, expect, it } from "vitest";
import { events, runBuilder } from "../../../src/testing.js";
import { evaluate } from "./helpers.js";

const outcomes = [true, false, true, true, false]; // rounds 1..5

function run(swaps: readonly { round: number; agent: string }[], after?: { round: number; agent: string }) {
  const builder = runBuilder({ scenario: "veyru" }).agent("a").agent("b");
  outcomes.forEach((won, i) => {
    const round = i + 1;
    builder.round(round, (r) => {
      for (const swap of swaps) if (swap.round === round) r.event(events.agentSwapped({ round, agent: swap.agent, model: "m2" }));
      r.result(won, { reason: `r${round}` });
    });
  });
  if (after !== undefined) builder.event(events.agentSwapped({ round: after.round, agent: after.agent, model: "m2" }));
  return builder;
}

async function summaries(source: ReturnType<typeof run>): Promise<[string, number, string][]> {
  const evaluated = await evaluate(source, "round_success_after_resume");
  return evaluated.measurements.map((m) => [m.metric_name, m.score, m.summary]);
}

describe("spec §7.1 in-run anchors at odd places", () => {
  it("swaps logged out of round order: windows by sorted rounds, baselines by file order", async () => {
    // file order: b at round 4 (first), a at round 2. sorted_rounds = [2, 4], last advanced = 5.
    const source = run([]);
    const lines = source.build();
    // the swap of round 4 is written before the one of round 2 (e.g. a resumed log)
    const firstResult = lines.findIndex((e) => e.event_type === "round_result_recorded");
    const withSwaps = [
      ...lines.slice(0, firstResult),
      events.agentSwapped({ round: 4, agent: "b", model: "m2" }),
      events.agentSwapped({ round: 2, agent: "a", model: "m2" }),
      ...lines.slice(firstResult),
    ];
    const evaluated = await evaluate(withSwaps, "round_success_after_resume");
    expect(evaluated.measurements.map((m) => [m.metric_name, m.score, m.summary])).toEqual([
      [
        "round_success_after_resume_round_4_b",
        0.5,
        // window 4..5; baseline 1..3 (first swap in file order) = 2/3 -> 67%; delta round(-16.67) = -17
        "Resumed: 1/2 (50%) won in post-resume rounds (round_start=4, rounds_after_swap=1). Source (rounds 1-3 of same run) over the same window: 2/3 (67%). Δ vs source: -17 pp (resumed worse). Scored rounds (resumed): [4, 5]. R5: r5",
      ],
      [
        "round_success_after_resume_round_2_a",
        0.5,
        // window 2..3 (next sorted swap at 4); baseline from the previous FILE-order swap's round 4 to 1: none
        "Resumed: 1/2 (50%) won in post-resume rounds (round_start=2, rounds_after_swap=1). Source unknown not available for comparison. Scored rounds (resumed): [2, 3]. R2: r2",
      ],
    ]);
  });

  it("two swaps in one round (quirk 22): both get the one-round window, the second a degenerate baseline", async () => {
    expect(await summaries(run([{ round: 2, agent: "a" }, { round: 2, agent: "b" }]))).toEqual([
      [
        "round_success_after_resume_round_2_a",
        0,
        "Resumed: 0/1 (0%) won in post-resume rounds (round_start=2, rounds_after_swap=0). Source (rounds 1-1 of same run) over the same window: 1/1 (100%). Δ vs source: -100 pp (resumed worse). Scored rounds (resumed): [2]. R2: r2",
      ],
      [
        "round_success_after_resume_round_2_b",
        0,
        "Resumed: 0/1 (0%) won in post-resume rounds (round_start=2, rounds_after_swap=0). Source unknown not available for comparison. Scored rounds (resumed): [2]. R2: r2",
      ],
    ]);
  });

  it("a swap after the last advanced round (the run ended early) did not advance any post-swap round", async () => {
    expect(await summaries(run([], { round: 7, agent: "a" }))).toEqual([
      ["round_success_after_resume_round_7_a", 0, "in-run scheduled swap did not advance any post-swap round (round_start=7, rounds_after_swap=0)."],
    ]);
  });
});

describe("spec §7.2 manifest anchors with odd windows", () => {
  it("a negative rounds_after_swap leaves no candidate round", async () => {
    const manifest = {
      source_run_id: "src-1",
      source_run_dir: "/nonexistent/source",
      round_start: 3,
      rounds_after_swap: -1,
      target_event_id: "e1",
      replaced_agent_id: "a",
      replacement_model: "m2",
      replacement_provider: "p",
      channels_with_visible_history: [],
      blocked_tool_call_channels: [],
      replaced_at: 1.5,
    };
    const evaluated = await evaluate(run([]), "round_success_after_resume", { files: { "replace_manifest.json": JSON.stringify(manifest) } });
    expect(evaluated.measurements.map((m) => [m.metric_name, m.score, m.summary])).toEqual([
      ["round_success_after_resume", 0, "replace-agent did not advance any post-swap round (round_start=3, rounds_after_swap=-1)."],
    ]);
  });
});

describe("spec §7.2 unit: `team_id or \"solo\"`", () => {
  it("an empty team id is falsy in Python, so the unit says solo while the name keeps the empty suffix", async () => {
    const source = runBuilder({ scenario: "veyru" })
      .agent("a")
      .round(1, (r) => r.result(true, { team: "" }))
      .round(2, (r) => r.event(events.agentSwapped({ round: 2, agent: "a", model: "m2" })).result(false, { team: "", reason: "lost" }));
    const [measurement] = (await evaluate(source, "round_success_after_resume")).measurements;
    // python3: f"fraction of post-resume rounds {'' or 'solo'} won (0/1)"; name f"{base}_{''}" (team_id is not None)
    expect(measurement?.score_unit).toBe("fraction of post-resume rounds solo won (0/1)");
    expect(measurement?.metric_name).toBe("round_success_after_resume_round_2_a_");
  });
});
