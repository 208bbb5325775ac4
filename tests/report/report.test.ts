import { describe, expect, it } from "vitest";
import type { Measurement } from "../../src/core/measurement.js";
import { estimateCostUsd } from "../../src/judge/pricing.js";
import { type AgentEvalBlock, type EvaluationReport, type InvocationResult, mergeReport, parseReport, serializeReport } from "../../src/report/report.js";

const block: AgentEvalBlock = { tool_version: "t", event_log_sha256: "h", incomplete_run: false, flags: [], inputs: {}, metrics: {} };

function measurement(name: string, score = 1): Measurement {
  return { metric_name: name, score, score_unit: "u", summary: "s", per_round: [], per_agent: [] };
}

function invocation(requested: string[], produced: Measurement[], judge?: { usage: [number, number, number, number]; model: string; provider: string }): InvocationResult {
  return {
    simulationId: "sim-F1",
    scenarioName: "veyru",
    requestedMetrics: requested,
    measurements: produced,
    judgeCost:
      judge === undefined
        ? undefined
        : {
            usage: {
              input_tokens: judge.usage[0],
              output_tokens: judge.usage[1],
              cache_read_input_tokens: judge.usage[2],
              cache_creation_input_tokens: judge.usage[3],
            },
            model: judge.model,
            providerName: judge.provider,
          },
    agentEval: block,
  };
}

const haiku = "claude-haiku-4-5-20251001";

describe("cost (spec §5.4)", () => {
  it("prices haiku usage left to right like upstream", () => {
    expect(estimateCostUsd({ input_tokens: 1000, output_tokens: 200, cache_read_input_tokens: 50, cache_creation_input_tokens: 10 }, haiku)).toBe(0.0020175);
    expect(estimateCostUsd({ input_tokens: 2000, output_tokens: 400, cache_read_input_tokens: 100, cache_creation_input_tokens: 20 }, haiku)).toBe(0.004035);
    expect(estimateCostUsd({ input_tokens: 732, output_tokens: 13137, cache_read_input_tokens: 136960, cache_creation_input_tokens: 0 }, "gpt-5.4")).toBe(0.233125);
  });

  it("matches the longest listed prefix first and prices unknown models at zero", () => {
    expect(estimateCostUsd({ input_tokens: 1_000_000, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }, "gpt-5.4-mini-2026")).toBe(0.75);
    expect(estimateCostUsd({ input_tokens: 1_000_000, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }, "my-local-model")).toBe(0);
  });
});

describe("merge on rerun (spec §6.4 verified sequence)", () => {
  it("reproduces upstream's five-step sequence", () => {
    let report: EvaluationReport = mergeReport(
      undefined,
      invocation(["language_strangeness", "round_success"], [measurement("language_strangeness"), measurement("round_success")], { usage: [1000, 200, 50, 10], model: haiku, provider: "anthropic" }),
    );
    expect(report.evaluation_cost.estimated_cost_usd).toBe(0.0020175);

    report = mergeReport(report, invocation(["language_strangeness"], [measurement("language_strangeness", 2)], { usage: [1000, 200, 50, 10], model: haiku, provider: "anthropic" }));
    expect(report.measurements.map((m) => m.metric_name)).toEqual(["round_success", "language_strangeness"]);
    expect(report.evaluation_cost.usage).toEqual({ input_tokens: 2000, output_tokens: 400, cache_read_input_tokens: 100, cache_creation_input_tokens: 20 });
    expect(report.evaluation_cost.estimated_cost_usd).toBe(0.004035);

    report = mergeReport(report, invocation(["round_success"], [measurement("round_success")], { usage: [0, 0, 0, 0], model: "gpt-5.4", provider: "openai" }));
    expect(report.measurements.map((m) => m.metric_name)).toEqual(["language_strangeness", "round_success"]);
    expect(report.evaluation_cost).toEqual({
      usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
      estimated_cost_usd: 0,
      model: "gpt-5.4",
      provider_name: "openai",
    });

    report = mergeReport(report, invocation(["round_success", "round_success"], [measurement("round_success"), measurement("round_success")], { usage: [0, 0, 0, 0], model: "unpriced", provider: "openai" }));
    expect(report.measurements.map((m) => m.metric_name)).toEqual(["language_strangeness", "round_success", "round_success"]);
    expect(report.evaluation_cost.model).toBe("unpriced");
    expect(report.evaluation_cost.estimated_cost_usd).toBe(0);

    // neologism failed: it produced nothing, but it was requested, so old entries under its name go
    report = { ...report, measurements: [...report.measurements, measurement("neologism")] };
    report = mergeReport(report, invocation(["round_success", "neologism"], [measurement("round_success")], { usage: [0, 0, 0, 0], model: "unpriced", provider: "openai" }));
    expect(report.measurements.map((m) => m.metric_name)).toEqual(["language_strangeness", "round_success"]);
  });

  it("keeps team-suffixed entries a re-run no longer emits, like upstream", () => {
    const first = mergeReport(undefined, invocation(["round_success"], [measurement("round_success_team_a"), measurement("round_success_team_b")]));
    const second = mergeReport(first, invocation(["round_success"], []));
    expect(second.measurements.map((m) => m.metric_name)).toEqual(["round_success_team_a", "round_success_team_b"]);
  });

  it("leaves the judge cost alone when an invocation made no judge calls (product decision 4)", () => {
    const judged = mergeReport(undefined, invocation(["language_strangeness"], [measurement("language_strangeness")], { usage: [1000, 200, 50, 10], model: haiku, provider: "anthropic" }));
    const rerun = mergeReport(judged, invocation(["message_entropy"], [measurement("message_entropy")]));
    expect(rerun.evaluation_cost).toEqual(judged.evaluation_cost);
    expect(rerun.measurements.map((m) => m.metric_name)).toEqual(["language_strangeness", "message_entropy"]);
  });

  it("merges the agent_eval metric records per metric", () => {
    const first = mergeReport(undefined, {
      ...invocation(["a", "b"], [measurement("a")]),
      agentEval: { ...block, metrics: { a: { status: "ok", version: "1", measurements: ["a"] }, b: { status: "failed", version: "1", measurements: [], error: "boom" } } },
    });
    const second = mergeReport(first, {
      ...invocation(["b"], [measurement("b")]),
      agentEval: { ...block, metrics: { b: { status: "ok", version: "2", measurements: ["b"] } } },
    });
    expect(second.agent_eval?.metrics).toEqual({
      a: { status: "ok", version: "1", measurements: ["a"] },
      b: { status: "ok", version: "2", measurements: ["b"] },
    });
  });
});

describe("report bytes (spec §6.2)", () => {
  it("serialises in GlossoGen's key order and float style, without a trailing newline", () => {
    const withoutBlock: EvaluationReport = {
      simulation_id: "sim-F1",
      scenario_name: "veyru",
      measurements: [
        { metric_name: "mean_chars_per_round", score: 13.5, score_unit: "chars/round", summary: "≥ 2 rounds", per_round: [{ round_number: 1, value: 9, note: "2 messages" }], per_agent: [] },
      ],
      evaluation_cost: {
        usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
        estimated_cost_usd: 0,
        model: "none",
        provider_name: "none",
      },
    };
    expect(serializeReport(withoutBlock)).toBe(
      [
        "{",
        '  "simulation_id": "sim-F1",',
        '  "scenario_name": "veyru",',
        '  "measurements": [',
        "    {",
        '      "metric_name": "mean_chars_per_round",',
        '      "score": 13.5,',
        '      "score_unit": "chars/round",',
        '      "summary": "≥ 2 rounds",',
        '      "per_round": [',
        "        {",
        '          "round_number": 1,',
        '          "value": 9.0,',
        '          "note": "2 messages"',
        "        }",
        "      ],",
        '      "per_agent": []',
        "    }",
        "  ],",
        '  "evaluation_cost": {',
        '    "usage": {',
        '      "input_tokens": 0,',
        '      "output_tokens": 0,',
        '      "cache_read_input_tokens": 0,',
        '      "cache_creation_input_tokens": 0',
        "    },",
        '    "estimated_cost_usd": 0.0,',
        '    "model": "none",',
        '    "provider_name": "none"',
        "  }",
        "}",
      ].join("\n"),
    );
  });

  it("round-trips: parse(serialise(report)) serialises to the same bytes", () => {
    const report = mergeReport(undefined, invocation(["x"], [measurement("x", 0.1 + 0.2)]));
    const text = serializeReport(report);
    expect(serializeReport(parseReport(text, "r.json"))).toBe(text);
  });

  it("names the bad field of a broken report", () => {
    expect(() => parseReport('{"simulation_id": "s", "scenario_name": "v", "measurements": [{"metric_name": "x"}]}', "r.json")).toThrow(
      /r\.json: field 'measurements\.0\.score'/,
    );
    expect(() => parseReport("{", "r.json")).toThrow(/r\.json: not valid JSON/);
  });

  it("names the first bad field of a report with 200k bad per-round rows (zod's issue list used to overflow the stack)", () => {
    const rows = Array.from({ length: 200_000 }, (_, i) => ({ round_number: i + 1, value: 0.5 }));
    const text = JSON.stringify({
      simulation_id: "s",
      scenario_name: "v",
      measurements: [{ metric_name: "round_success", score: 0.5, score_unit: "u", summary: "s", per_round: rows }],
    });
    expect(() => parseReport(text, "r.json")).toThrow(/^r\.json: field 'measurements\.0\.per_round\.0\.note': /);
  });
});

describe("describe-report cost policy (product decision 4)", () => {
  const judge = (input: number) => ({
    model: haiku,
    provider: "anthropic",
    usage: { input_tokens: input, output_tokens: 10, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
  });
  const withRecords = (result: InvocationResult, records: AgentEvalBlock["metrics"]): InvocationResult => ({
    ...result,
    agentEval: { ...block, metrics: records },
  });

  it("costs the judge answers behind the report: a re-run replaces its own usage instead of adding", () => {
    const first = mergeReport(
      undefined,
      withRecords(invocation(["language_strangeness", "neologism"], [measurement("language_strangeness"), measurement("neologism")], { usage: [1100, 20, 0, 0], model: haiku, provider: "anthropic" }), {
        language_strangeness: { status: "ok", version: "1", measurements: ["language_strangeness"], judge: judge(1000) },
        neologism: { status: "ok", version: "1", measurements: ["neologism"], judge: judge(100) },
      }),
      "describe-report",
    );
    expect(first.evaluation_cost.usage.input_tokens).toBe(1100);
    const rerun = mergeReport(
      first,
      withRecords(invocation(["language_strangeness"], [measurement("language_strangeness")], { usage: [1000, 10, 0, 0], model: haiku, provider: "anthropic" }), {
        language_strangeness: { status: "ok", version: "1", measurements: ["language_strangeness"], judge: judge(1000) },
      }),
      "describe-report",
    );
    expect(rerun.evaluation_cost.usage).toEqual(first.evaluation_cost.usage);
    expect(rerun.evaluation_cost.estimated_cost_usd).toBe(first.evaluation_cost.estimated_cost_usd);
  });

  it("a deterministic re-run keeps the judge cost; a fresh deterministic report costs nothing", () => {
    const fresh = mergeReport(undefined, invocation(["message_entropy"], [measurement("message_entropy")]), "describe-report");
    expect(fresh.evaluation_cost).toEqual({
      usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
      estimated_cost_usd: 0,
      model: "none",
      provider_name: "none",
    });
    const judged = mergeReport(
      undefined,
      withRecords(invocation(["neologism"], [measurement("neologism")], { usage: [100, 10, 0, 0], model: haiku, provider: "anthropic" }), {
        neologism: { status: "ok", version: "1", measurements: ["neologism"], judge: judge(100) },
      }),
      "describe-report",
    );
    const rerun = mergeReport(judged, invocation(["message_entropy"], [measurement("message_entropy")]), "describe-report");
    expect(rerun.evaluation_cost).toEqual(judged.evaluation_cost);
  });

  it("writes per-metric judge usage into the agent_eval block", () => {
    const report = mergeReport(
      undefined,
      withRecords(invocation(["neologism"], [measurement("neologism")], { usage: [100, 10, 0, 0], model: haiku, provider: "anthropic" }), {
        neologism: { status: "ok", version: "1", measurements: ["neologism"], judge: judge(100) },
      }),
      "describe-report",
    );
    const text = serializeReport(report);
    expect(text).toContain('"judge": {\n          "model": "claude-haiku-4-5-20251001"');
    expect(parseReport(text, "r").agent_eval?.metrics.neologism?.judge?.usage.input_tokens).toBe(100);
  });
});
