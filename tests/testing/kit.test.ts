import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EventLogParser } from "../../src/core/event-log.js";
import { isCoreEventType } from "../../src/core/events.js";
import { languageStrangeness } from "../../src/metrics/judge/language-strangeness.js";
import { builtinRegistry } from "../../src/metrics/registry.js";
import type { Metric } from "../../src/metrics/contract.js";
import { cli } from "../helpers/run-dirs.js";
import {
  MetricTestError,
  ScriptedJudge,
  TEST_JUDGE_IDENTITY,
  events,
  parseEvents,
  runBuilder,
  runMetric,
  writeRunDirectory,
} from "../../src/testing.js";

const root = mkdtempSync(path.join(os.tmpdir(), "agent-eval-kit-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function builtin(name: string): Metric {
  const metric = builtinRegistry().metrics.get(name);
  if (metric === undefined) throw new Error(`no built-in ${name}`);
  return metric;
}

/** A small judge metric: one call per round, the answer's `score` per round, averaged. */
const roundJudge: Metric = {
  name: "round_judge",
  version: "1",
  kind: "judge",
  description: "d",
  unit: "points",
  notApplicableWhen: "never",
  async compute(context) {
    const { judge, judgeIdentity } = context;
    if (judge === undefined || judgeIdentity === undefined) throw new Error("round_judge needs a judge");
    const rounds = [...new Set(context.events.filter((e) => e.event_type === "round_advanced").map((e) => e.round_number))];
    const perRound = [];
    for (const round of rounds) {
      const response = await judge.call(
        {
          metric: "round_judge",
          system: "Judge rounds.",
          user: `Round ${round}`,
          outputName: "Score",
          outputDescription: "a score",
          outputSchema: { type: "object", properties: { score: { type: "number" } } },
          model: judgeIdentity.model,
          provider: judgeIdentity.provider,
          settings: judgeIdentity.settings,
          replica: 1,
          templateVersion: "t1",
        },
        { validate: (output) => (typeof (output as { score?: unknown }).score === "number" ? undefined : "score: expected a number") },
      );
      perRound.push({ round_number: round, value: (response.output as { score: number }).score, note: "" });
    }
    const score = perRound.reduce((sum, r) => sum + r.value, 0) / perRound.length;
    context.log(`judged ${perRound.length} rounds`);
    return [{ metric_name: "round_judge", score, score_unit: "points", summary: "s", per_round: perRound, per_agent: [] }];
  },
};

const twoRounds = runBuilder({ scenario: "veyru", channels: ["link", "postmortem"] })
  .agent("field_observer", { role: "Field Observer" })
  .agent("stabilization_engineer")
  .round(1, (r) => r.message("field_observer", "Lf 12").message("stabilization_engineer", "venting").result(true))
  .round(2, (r) => r.message("field_observer", "Lf 19?").endedBy("timeout").result(false, { reason: "Veyru collapsed" }));

describe("event builders", () => {
  it("produce lines agent-eval's parser accepts as valid core events", () => {
    const lines = [
      events.simulationStarted({ scenario: "veyru", channels: ["link"], config: { two_teams: false } }),
      events.agentRegistered({ agent: "field_observer", role: "Field Observer" }),
      events.roundAdvanced({ round: 1 }),
      events.message({ round: 1, channel: "link", sender: "field_observer", text: "Lf 12", timestamp: "2026-01-01T00:00:00Z" }),
      events.llmResponse({ round: 1, agent: "field_observer", text: null, stopReason: "refusal" }),
      events.agentSwapped({ round: 1, agent: "field_observer", model: "m2", visibility: { link: { kind: "from_round", round_floor: 1 } } }),
      events.roundEnded({ round: 1, trigger: "timeout" }),
      events.roundResult({ round: 1, success: true, team: "team_a" }),
      events.postmortemStarted({ round: 1 }),
      events.postmortemEnded({ round: 1 }),
      events.simulationEnded({ round: 1, totalMessages: 1 }),
      events.custom("veyru_reading", { round: 1, fields: { lf: 12 } }),
    ];

    const parsed = parseEvents(lines);

    expect(parsed.map((e) => [e.event_type, isCoreEventType(e.event_type) && !("opaque" in e)])).toEqual(
      lines.map((l) => [l.event_type, l.event_type !== "veyru_reading"]),
    );
    expect(parsed[3]).toMatchObject({ message: { channel_id: "link", sender_agent_id: "field_observer", sender_display_name: "field_observer", text: "Lf 12", round_number: 1 } });
    expect(parsed[7]).toMatchObject({ success: true, team_id: "team_a", reason: "succeeded" });
  });

  it("runBuilder writes rounds in GlossoGen's order with sequential ids and a closing simulation_ended", () => {
    const lines = twoRounds.build();

    expect(lines.map((l) => `${l.event_type}@${l.round_number}`)).toEqual([
      "simulation_started@0",
      "agent_registered@0",
      "agent_registered@0",
      "round_advanced@1",
      "message_sent@1",
      "message_sent@1",
      "round_ended@1",
      "round_result_recorded@1",
      "round_advanced@2",
      "message_sent@2",
      "round_ended@2",
      "round_result_recorded@2",
      "simulation_ended@2",
    ]);
    expect(lines.map((l) => l.event_id)).toEqual(lines.map((_, i) => `e${String(i + 1).padStart(4, "0")}`));
    expect(lines[3]).toMatchObject({ trigger: "simulation_start" });
    expect(lines[8]).toMatchObject({ trigger: "all_agents_idle" });
    expect(lines[10]).toMatchObject({ trigger: "timeout" });
    expect(lines.at(-1)).toMatchObject({ reason: "scenario_complete", total_messages: 3 });
    expect(runBuilder().round(1).unfinished().build().map((l) => l.event_type)).toEqual(["simulation_started", "round_advanced", "round_ended"]);
  });

  it("round trip: builder → JSONL file → the CLI's reader and a built-in metric, end to end", async () => {
    const dir = path.join(root, "cli-run");
    const written = await writeRunDirectory(dir, twoRounds);
    expect(written).toEqual({ runDir: dir, scenarioName: "veyru", logPath: path.join(dir, "veyru.jsonl") });

    const parser = new EventLogParser(written.logPath);
    const text = readFileSync(written.logPath, "utf8");
    expect(text.endsWith("\n")).toBe(true);
    text.trimEnd().split("\n").forEach((line, i) => expect(parser.parseLine(line, i + 1)).toBeDefined());

    const result = await cli("evaluate", "--run-dir", dir, "--metrics", "round_success,mean_chars_per_message", "--json");
    expect(result.stderr).not.toMatch(/error|warning/);
    expect(result.code).toBe(0);
    const report = JSON.parse(readFileSync(path.join(dir, "veyru_report.json"), "utf8")) as { measurements: { metric_name: string; score: number }[] };
    expect(report.measurements.find((m) => m.metric_name === "round_success")?.score).toBe(0.5);
  });

  it("writeRunDirectory adds extra files and needs a scenario name when there is no simulation_started", async () => {
    const dir = path.join(root, "files-run");
    await writeRunDirectory(dir, [events.roundAdvanced({ round: 1 })], { scenario: "custom", files: { "notes/a.txt": "x" } });
    expect(readdirSync(dir).sort()).toEqual(["custom.jsonl", "notes"]);
    await expect(writeRunDirectory(path.join(root, "nameless"), [events.roundAdvanced({ round: 1 })])).rejects.toThrow("pass { scenario }");
  });
});

describe("runMetric", () => {
  it("gives the metric only the events its eventTypes and toolNames select, as an evaluation keeps them", async () => {
    const tool = (name: string, round: number) =>
      events.custom("tool_result_received", { round, fields: { agent_id: "a1", call_id: `c-${name}`, tool_name: name, arguments: {}, result: "{}" } });
    const run = runBuilder({ scenario: "veyru" })
      .agent("a1")
      .round(1, (r) => r.message("a1", "hello").event(tool("send_message", 1)).event(tool("read_channel", 1)).result(true));
    const seen: string[][] = [];
    const spy = (declared: Pick<Metric, "eventTypes" | "toolNames">): Metric => ({
      ...builtin("round_success"),
      eventTypes: undefined,
      ...declared,
      compute: (context) => {
        seen.push(context.events.map((e) => (e.event_type === "tool_result_received" ? `${e.event_type}:${String(e.tool_name)}` : e.event_type)));
        return Promise.resolve([]);
      },
    });
    const all = await runMetric(spy({}), { events: run });
    const selected = await runMetric(spy({ eventTypes: ["tool_result_received"], toolNames: ["send_message"] }), { events: run });
    await runMetric(spy({ eventTypes: ["round_result_recorded"] }), { events: run });

    expect(seen[0]).toContain("message_sent");
    expect(seen[0]).toContain("tool_result_received:read_channel");
    // the run's identity, agents and end are always kept; a message it did not declare is not
    expect(seen[1]).toEqual(["simulation_started", "agent_registered", "tool_result_received:send_message", "simulation_ended"]);
    expect(seen[2]).toEqual(["simulation_started", "agent_registered", "round_result_recorded", "simulation_ended"]);
    expect(selected.events.length).toBe(4);
    expect(all.events.length).toBeGreaterThan(selected.events.length);
  });

  it("runs a built-in metric over a builder run, choosing the scenario like the CLI", async () => {
    const result = await runMetric(builtin("round_success"), { events: twoRounds });

    expect(result.status).toBe("ok");
    expect(result.scenario).toMatchObject({ name: "veyru", mode: "solo", primaryChannels: [{ channel_id: "link", team_id: null }] });
    expect(result.measurements.map((m) => [m.metric_name, m.score])).toEqual([["round_success", 0.5]]);
    expect(result.judgeRequests).toEqual([]);
  });

  it("accepts JSONL text, a run directory and a scenario in --scenario-config shape", async () => {
    const fromText = await runMetric(builtin("mean_chars_per_message"), { events: twoRounds.toJsonl() });
    const dir = path.join(root, "dir-run");
    await writeRunDirectory(dir, twoRounds);
    const fromDir = await runMetric(builtin("mean_chars_per_message"), { run: dir });
    const custom = await runMetric(builtin("mean_chars_per_message"), {
      events: twoRounds,
      scenario: { primary_channels: [{ channel_id: "postmortem" }] },
    });

    expect(fromDir.measurements).toEqual(fromText.measurements);
    expect(custom.scenario).toMatchObject({ name: "veyru", mode: "custom", primaryChannels: [{ channel_id: "postmortem", team_id: null }] });
  });

  it("with scripted answers: answers in call order, requests captured with the default test identity", async () => {
    const result = await runMetric(roundJudge, { events: twoRounds, judge: { answers: [{ score: 4 }, { score: 2 }] } });

    expect(result.measurements[0]?.score).toBe(3);
    expect(result.measurements[0]?.per_round.map((r) => r.value)).toEqual([4, 2]);
    expect(result.logs).toEqual(["judged 2 rounds"]);
    expect(result.judgeRequests.map((r) => [r.user, r.model, r.provider])).toEqual([
      ["Round 1", TEST_JUDGE_IDENTITY.model, TEST_JUDGE_IDENTITY.provider],
      ["Round 2", TEST_JUDGE_IDENTITY.model, TEST_JUDGE_IDENTITY.provider],
    ]);
  });

  it("with a script, a ScriptedJudge or a custom identity", async () => {
    const scripted = await runMetric(roundJudge, {
      events: twoRounds,
      judge: { script: (request, index) => ({ score: request.user === "Round 1" ? 10 : index }) },
      judgeIdentity: { provider: "anthropic", model: "claude-haiku-4-5-20251001", settings: { max_tokens: 512 } },
    });
    const judge = new ScriptedJudge([{ output: { score: 1 } }, { output: { score: 1 } }]);
    const viaJudge = await runMetric(roundJudge, { events: twoRounds, judge });

    expect(scripted.measurements[0]?.per_round.map((r) => r.value)).toEqual([10, 1]);
    expect(scripted.judgeRequests[0]).toMatchObject({ provider: "anthropic", model: "claude-haiku-4-5-20251001", settings: { max_tokens: 512 } });
    expect(viaJudge.measurements[0]?.score).toBe(1);
    expect(judge.calls).toBe(2);
  });

  it("drives a real built-in judge metric with scripted answers", async () => {
    const answer = { per_round_notes: [{ round_number: 2, note: '"Lf 19?" is clipped' }], anomaly_categories: ["clipped"], mutually_adopted: false, explanation: "terse" };

    const result = await runMetric(languageStrangeness, { events: twoRounds, judge: { script: () => answer } });

    expect(result.status).toBe("ok");
    expect(result.judgeRequests.length).toBeGreaterThan(0);
    expect(result.judgeRequests.every((r) => r.metric === "language_strangeness" && r.user.includes("Lf 19?"))).toBe(true);
    expect(result.measurements[0]?.metric_name).toBe("language_strangeness");
  });

  it("throws MetricTestError naming the failure (e.g. answers running out), or returns it with allowFailure", async () => {
    const error = await runMetric(roundJudge, { events: twoRounds, judge: { answers: [{ score: 1 }] } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MetricTestError);
    expect((error as Error).message).toContain("metric round_judge failed: scripted judge: no answer queued for call 2");

    const invalid: Metric = { ...roundJudge, name: "invalid", compute: () => Promise.resolve([{ metric_name: "invalid" }] as never) };
    const result = await runMetric(invalid, { events: twoRounds, allowFailure: true });
    expect(result.status).toBe("failed");
    expect(result.error).toMatch(/^metric invalid returned an invalid measurement #1: field 'score'/);

    await expect(runMetric(roundJudge, { events: twoRounds })).rejects.toThrow("round_judge needs a judge");
  });

  it("records scripted answers into a fixture store, then replays them without a judge", async () => {
    const fixtures = path.join(root, "recorded-judges");

    const recorded = await runMetric(roundJudge, { events: twoRounds, judge: { fixtures, record: { answers: [{ score: 5 }, { score: 3 }] } } });
    const replayed = await runMetric(roundJudge, { events: twoRounds, judge: { fixtures } });

    expect(readdirSync(path.join(fixtures, "round_judge"))).toHaveLength(2);
    expect(replayed.measurements).toEqual(recorded.measurements);
    expect(replayed.measurements[0]?.score).toBe(4);
    const changed = runBuilder({ scenario: "veyru" }).round(7);
    const miss = await runMetric(roundJudge, { events: changed, judge: { fixtures }, allowFailure: true });
    expect(miss.error).toContain('No recorded judge response for metric "round_judge"');
    expect(miss.error).toContain("judge: { fixtures, record: { answers: [...] } }");
  });

  it("gives the metric in-memory sidecars: seeded files, written files and keyed observations", async () => {
    const sidecarMetric: Metric = {
      ...roundJudge,
      name: "sidecar",
      kind: "deterministic",
      async compute(context) {
        const seed = (await context.sidecars.readText("seed.txt")) ?? "none";
        await context.sidecars.writeText("sidecar_scores.json", JSON.stringify({ a: 1, seed }));
        return [];
      },
      async readKeyedObservations(sidecars) {
        const text = await sidecars.readText("sidecar_scores.json");
        return text === undefined ? [] : [{ keys: { category: "a" }, value: (JSON.parse(text) as { a: number }).a }];
      },
    };

    const result = await runMetric(sidecarMetric, { events: twoRounds, files: { "seed.txt": "hello" } });

    expect(result.status).toBe("not_applicable");
    expect(result.writtenFiles).toEqual({ "sidecar_scores.json": '{"a":1,"seed":"hello"}' });
    expect(result.keyedObservations).toEqual([{ keys: { category: "a" }, value: 1 }]);
  });
});

describe("agent-eval/testing", () => {
  it("does not depend on vitest (no source file under src/ imports it)", () => {
    const offenders: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.ts$/.test(entry.name) && /from\s+["']vitest|import\(["']vitest/.test(readFileSync(full, "utf8"))) offenders.push(full);
      }
    };
    walk(path.resolve(import.meta.dirname, "../../src"));
    expect(offenders).toEqual([]);
  });
});
