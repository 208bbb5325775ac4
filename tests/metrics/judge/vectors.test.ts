/**
 * The judge metrics' aggregation against the spec's vectors: §9.5 on fixture F1 (exact
 * measurements and exact sidecar bytes) and the judge rows of §9.2 on the smoke-scenario run.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Measurement } from "../../../src/core/measurement.js";
import { dialogRetransmission } from "../../../src/metrics/judge/dialog-retransmission.js";
import { languageRepetition } from "../../../src/metrics/judge/language-repetition.js";
import { languageStrangeness } from "../../../src/metrics/judge/language-strangeness.js";
import { pyFloatRepr, pyJsonDumps } from "../../../src/metrics/judge/py-json.js";
import { shorthandCodes } from "../../../src/metrics/judge/shorthand-codes.js";
import { PyFloat } from "../../../src/core/json-format.js";
import { FixtureFileError, FixtureSecretError } from "../../../src/judge/fixture-store.js";
import { parseJsonl } from "../../helpers/fixtures.js";
import { judgeContext, promptRound, scriptedJudge } from "./scripted.js";

const fixture = (path: string): string => readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), "utf8");
const F1 = parseJsonl(fixture("spec/F1.jsonl"), "F1.jsonl");
const SMOKE = parseJsonl(fixture("judge/smoke.jsonl"), "smoke.jsonl");
const SMOKE_SCENARIO = {
  name: "smoke",
  mode: "solo",
  primaryChannels: [{ channel_id: "link", team_id: null }],
  channelDisplayNames: {},
  agentDisplayNames: {},
  worldName: "world",
};

/** A measurement in the spec's notation: the head as Python json.dumps, then `R round value note` lines. */
function specText(measurements: readonly Measurement[]): string {
  return measurements
    .flatMap((m) => [
      pyJsonDumps({ metric_name: m.metric_name, score: new PyFloat(m.score), score_unit: m.score_unit, summary: m.summary }),
      ...m.per_round.map((r) => `   R ${r.round_number} ${pyFloatRepr(r.value)} ${r.note}`),
    ])
    .join("\n");
}

const counts = (round_number: number, dialog_count: number, retransmission_request_count: number, evidence: string) => ({
  round_number,
  dialog_count,
  retransmission_request_count,
  evidence,
});
const factors = (...pairs: [number, number][]) => ({
  per_message: pairs.map(([message_number, repetition_factor]) => ({ message_number, repetition_factor })),
});

describe("§9.5 judge aggregation vectors on F1", () => {
  it("dialog_retransmission", async () => {
    const judge = scriptedJudge([
      { per_round_counts: [counts(1, 2, 0, '"ok?" ack'), counts(2, 1, 1, '"resend"')], explanation: "E1" },
      { per_round_counts: [counts(1, 1, 0, "")], explanation: "E2" },
      { per_round_counts: [counts(2, 0, 2, '"say again"')], explanation: "E3" },
    ]);
    const out = await dialogRetransmission.compute(judgeContext(F1, judge));
    expect(specText(out)).toBe(
      [
        '{"metric_name": "dialog_count", "score": 0.6666666666666666, "score_unit": "dialog messages/round", "summary": "mean dialog 0.667/round across 2 rounds (averaged over 3 judge replicas, in 2 rounds). E1"}',
        '   R 1 1.0 replicas=[2, 1, 0]; "ok?" ack',
        '   R 2 0.3333333333333333 replicas=[1, 0, 0]; "resend"',
        '{"metric_name": "retransmission_request_count", "score": 0.5, "score_unit": "retransmission request messages/round", "summary": "mean retransmission request 0.500/round across 2 rounds (averaged over 3 judge replicas, in 1 rounds). E1"}',
        '   R 2 1.0 replicas=[1, 0, 2]; "resend"',
      ].join("\n"),
    );
    expect(out.every((m) => m.per_agent.length === 0)).toBe(true);
    expect(judge.requests.map((r) => r.replica)).toEqual([1, 2, 3]);
    expect(judge.requests.every((r) => r.outputName === "DialogRetransmissionOutput")).toBe(true);
  });

  it("language_repetition, with the exact language_repetition_messages.jsonl bytes", async () => {
    const replies: Record<number, unknown[]> = {
      1: [factors([1, 1.0], [2, 2.0]), factors([1, 0.5], [2, 3.0]), factors([2, 2.5])],
      2: [factors([1, 7.0], [2, 2.0]), factors([1, 7.0], [2, 2.0]), factors([1, 6.0])],
    };
    const judge = scriptedJudge((request) => replies[promptRound(request)]?.[request.replica - 1]);
    const context = judgeContext(F1, judge);
    const out = await languageRepetition.compute(context);
    expect(specText(out)).toBe(
      [
        '{"metric_name": "language_repetition", "score": 3.041666666666667, "score_unit": "mean encodings per information unit (x; 1.0 = no repetition)", "summary": "mean redundancy factor 3.04x across 2 rounds on link (max 4.33x), per-message judged over 3 replicas; per-message factors in language_repetition_messages.jsonl"}',
        "   R 1 1.75 2 msgs, mean 1.75x, max 2.50x over 3 replicas",
        "   R 2 4.333333333333334 2 msgs, mean 4.33x, max 6.67x over 3 replicas",
      ].join("\n"),
    );
    expect(context.files.get("language_repetition_messages.jsonl")).toBe(
      [
        '{"round_number": 1, "message_number": 1, "message_id": "m1", "channel_id": "link", "sender_agent_id": "field_observer", "repetition_factor": 1.0, "replica_factors": [1.0, 1.0]}',
        '{"round_number": 1, "message_number": 2, "message_id": "m2", "channel_id": "link", "sender_agent_id": "stabilization_engineer", "repetition_factor": 2.5, "replica_factors": [2.0, 3.0, 2.5]}',
        '{"round_number": 2, "message_number": 1, "message_id": "m4", "channel_id": "link", "sender_agent_id": "field_observer", "repetition_factor": 6.666666666666667, "replica_factors": [7.0, 7.0, 6.0]}',
        '{"round_number": 2, "message_number": 2, "message_id": "m6", "channel_id": "link", "sender_agent_id": "stabilization_engineer", "repetition_factor": 2.0, "replica_factors": [2.0, 2.0]}',
        "",
      ].join("\n"),
    );
    // 2 rounds x 3 replicas; the pristine text of m4 is judged, the empty m5 is not
    expect(judge.requests).toHaveLength(6);
    const round2 = judge.requests.find((r) => promptRound(r) === 2);
    expect(round2?.user).toContain("LLLLLLL");
    expect(round2?.user).not.toContain("L_LLL_L");
    expect(round2?.user).toContain("Message 2 (from stabilization_engineer)");
    expect(round2?.user).not.toContain("Message 3");
    expect(
      judge.requests
        .map((r) => `${promptRound(r)}:${r.replica}`)
        .sort()
        .join(" "),
    ).toBe("1:1 1:2 1:3 2:1 2:2 2:3");
    const observations = await languageRepetition.readKeyedObservations?.(context.sidecars);
    expect(observations?.[2]).toEqual({
      keys: { message_id: "m4", channel_id: "link", sender_agent_id: "field_observer", round_number: "2" },
      value: 6.666666666666667,
    });
  });

  it("language_strangeness", async () => {
    const judge = scriptedJudge([
      {
        per_round_notes: [{ round_number: 2, note: "telegraphic" }],
        anomaly_categories: ["telegraphic", "repetition"],
        mutually_adopted: true,
        explanation: "Short.",
      },
    ]);
    expect(specText(await languageStrangeness.compute(judgeContext(F1, judge)))).toBe(
      [
        '{"metric_name": "language_strangeness", "score": 1.0, "score_unit": "rounds with non-standard language (out of 2)", "summary": "1/2 rounds contained non-standard language (categories: telegraphic, repetition; mutually adopted). Short."}',
        "   R 2 1.0 telegraphic",
      ].join("\n"),
    );
  });

  it("shorthand_codes", async () => {
    const judge = scriptedJudge([
      { per_round_notes: [], systematic: false, messages_shortened: false, shared_understanding: false, explanation: "None seen." },
    ]);
    expect(specText(await shorthandCodes.compute(judgeContext(F1, judge)))).toBe(
      '{"metric_name": "shorthand_codes", "score": 0.0, "score_unit": "rounds with shorthand codes (out of 2)", "summary": "0/2 rounds contained shorthand codes. None seen."}',
    );
  });
});

describe("§9.2 judge rows on the smoke-scenario run", () => {
  const smoke = (judge: ReturnType<typeof scriptedJudge>) => judgeContext(SMOKE, judge, { scenario: SMOKE_SCENARIO });
  const everyMessage = (factor: number) => factors([1, factor], [2, factor], [3, factor], [4, factor]);

  it("dialog_retransmission: 3 identical replicas give dialog 2.0 and retransmission 1.0", async () => {
    const answer = { per_round_counts: [counts(1, 2, 1, "ack")], explanation: "x" };
    const judge = scriptedJudge([answer, answer, answer]);
    const out = await dialogRetransmission.compute(smoke(judge));
    expect(out.map((m) => [m.metric_name, m.score])).toEqual([
      ["dialog_count", 2],
      ["retransmission_request_count", 1],
    ]);
    expect(judge.requests).toHaveLength(3);
    expect(judge.requests[0]?.user).toContain("alpha");
  });

  it("dialog_retransmission: all replicas failing writes neither measurement", async () => {
    const judge = scriptedJudge([new Error("503"), new Error("503"), new Error("timeout")]);
    const context = smoke(judge);
    expect(await dialogRetransmission.compute(context)).toEqual([]);
    expect(judge.requests).toHaveLength(3);
    expect(context.logs.join("\n")).toContain("all 3 judge replicas failed");
  });

  it("a judge error marked fatal (e.g. a replay miss) fails the metric instead of dropping the replica", async () => {
    const miss = Object.assign(new Error("no recording for replica 2"), { fatal: true });
    const answer = { per_round_counts: [], explanation: "x" };
    await expect(dialogRetransmission.compute(smoke(scriptedJudge([answer, miss, answer])))).rejects.toThrow("no recording for replica 2");
    await expect(languageRepetition.compute(smoke(scriptedJudge([everyMessage(2), miss, everyMessage(2)])))).rejects.toThrow(
      "no recording for replica 2",
    );
  });

  it("a damaged recording or one that would hold a credential fails the metric, as a replay miss does (the replica is not dropped)", async () => {
    const answer = { per_round_counts: [], explanation: "x" };
    for (const error of [new FixtureFileError("recorded-judges/dialog_retransmission/k.json: not valid JSON"), new FixtureSecretError("refusing to write k.json")]) {
      await expect(dialogRetransmission.compute(smoke(scriptedJudge([answer, error, answer])))).rejects.toThrow(error.message);
      await expect(languageRepetition.compute(smoke(scriptedJudge([everyMessage(2), error, everyMessage(2)])))).rejects.toThrow(error.message);
    }
  });

  it("dialog_retransmission: a failed replica is left out of k and of the counts", async () => {
    const judge = scriptedJudge([new Error("503"), { per_round_counts: [counts(1, 2, 0, "a")], explanation: "E2" }, { per_round_counts: [], explanation: "E3" }]);
    const [dialog] = await dialogRetransmission.compute(smoke(judge));
    expect(dialog?.summary).toBe("mean dialog 1.000/round across 1 rounds (averaged over 2 judge replicas, in 1 rounds). E2");
    expect(dialog?.per_round).toEqual([{ round_number: 1, value: 1, note: "replicas=[2, 0]; a" }]);
  });

  it("dialog_retransmission: a round listed twice keeps its last entry; evidence comes from a replica that counted", async () => {
    const judge = scriptedJudge([
      { per_round_counts: [counts(1, 5, 0, "first"), counts(1, 0, 1, "retry please")], explanation: "E1" },
      { per_round_counts: [counts(1, 3, 0, "")], explanation: "E2" },
      { per_round_counts: [counts(1, 1, 0, "ack ack")], explanation: "E3" },
    ]);
    const [dialog, retransmission] = await dialogRetransmission.compute(smoke(judge));
    expect(dialog?.per_round).toEqual([{ round_number: 1, value: 4 / 3, note: "replicas=[0, 3, 1]; ack ack" }]);
    expect(retransmission?.per_round).toEqual([{ round_number: 1, value: 1 / 3, note: "replicas=[1, 0, 0]; retry please" }]);
  });

  it("language_repetition: factor 2.0 everywhere scores 2.0 in 3 calls", async () => {
    const judge = scriptedJudge(() => everyMessage(2.0));
    const [m] = await languageRepetition.compute(smoke(judge));
    expect(m?.score).toBe(2);
    expect(judge.requests).toHaveLength(3);
  });

  it("language_repetition: factors below 1.0 are floored at 1.0", async () => {
    const judge = scriptedJudge(() => everyMessage(0.25));
    const [m] = await languageRepetition.compute(smoke(judge));
    expect(m?.score).toBe(1);
  });

  it("language_repetition: unscored messages are dropped, not defaulted", async () => {
    const judge = scriptedJudge(() => factors([1, 3.0]));
    const context = smoke(judge);
    const [m] = await languageRepetition.compute(context);
    expect(m?.score).toBe(3);
    expect(m?.per_round[0]?.note).toBe("1 msgs, mean 3.00x, max 3.00x over 3 replicas");
    expect(context.files.get("language_repetition_messages.jsonl")?.trimEnd().split("\n")).toHaveLength(1);
  });

  it("language_repetition: out-of-range numbers are ignored and duplicates count twice", async () => {
    const judge = scriptedJudge((request) => (request.replica === 1 ? factors([0, 9], [5, 9], [1, 2], [1, 4]) : new Error("down")));
    const context = smoke(judge);
    const [m] = await languageRepetition.compute(context);
    expect(m?.score).toBe(3);
    expect(context.files.get("language_repetition_messages.jsonl")).toContain('"replica_factors": [2.0, 4.0]');
    expect(context.logs.filter((line) => line.includes("failed, left out"))).toHaveLength(2);
  });

  it("language_repetition: all replicas failing writes no measurement and no sidecar", async () => {
    const judge = scriptedJudge(() => new Error("overloaded"));
    const context = smoke(judge);
    expect(await languageRepetition.compute(context)).toEqual([]);
    expect(context.files.has("language_repetition_messages.jsonl")).toBe(false);
    expect(context.logs.join("\n")).toContain("no message on link was scored");
  });

  it("language_strangeness: one note scores 1.0 in one call with LanguageStrangenessOutput", async () => {
    const judge = scriptedJudge([
      {
        per_round_notes: [{ round_number: 1, note: "telegraphic phrasing, articles dropped" }],
        anomaly_categories: [],
        mutually_adopted: false,
        explanation: "x",
      },
    ]);
    const [m] = await languageStrangeness.compute(smoke(judge));
    expect(m?.score).toBe(1);
    expect(m?.per_round).toEqual([{ round_number: 1, value: 1, note: "telegraphic phrasing, articles dropped" }]);
    expect(judge.requests).toHaveLength(1);
    expect(judge.requests[0]?.outputName).toBe("LanguageStrangenessOutput");
    expect(m?.score_unit).toBe("rounds with non-standard language (out of 1)");
  });

  it("language_strangeness: no notes still writes a 0.0 measurement", async () => {
    const judge = scriptedJudge([{ per_round_notes: [], anomaly_categories: [], mutually_adopted: false, explanation: "Plain." }]);
    const out = await languageStrangeness.compute(smoke(judge));
    expect(out).toEqual([
      {
        metric_name: "language_strangeness",
        score: 0,
        score_unit: "rounds with non-standard language (out of 1)",
        summary: "0/1 rounds contained non-standard language. Plain.",
        per_round: [],
        per_agent: [],
      },
    ]);
  });
});
