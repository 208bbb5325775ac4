/**
 * Judge answers at the edges of what GlossoGen's pydantic models accept, replayed through the
 * metrics on fixture F1 (spec §9.3) and the veyru swap fixture. Every expected value was produced
 * by an independent Python re-implementation of spec §4.14–4.19 run here (python3, pydantic 2.13.4,
 * `statistics.fmean`, f-strings), fed the same answers: /tmp/judges-audit/ref.py in the audit that
 * added these tests.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { communicationOpenCoding } from "../../../src/metrics/judge/communication-open-coding.js";
import { dialogRetransmission } from "../../../src/metrics/judge/dialog-retransmission.js";
import { languageRepetition } from "../../../src/metrics/judge/language-repetition.js";
import { neologism } from "../../../src/metrics/judge/neologism.js";
import { slangEmergence } from "../../../src/metrics/judge/slang-emergence.js";
import { parseJsonl } from "../../helpers/fixtures.js";
import { judgeContext, promptRound, scriptedJudge } from "./scripted.js";

const fixture = (path: string): string => readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), "utf8");
const F1 = parseJsonl(fixture("spec/F1.jsonl"), "F1.jsonl");
const SWAP = parseJsonl(fixture("judge/veyru-swap.jsonl"), "veyru-swap.jsonl");

describe("flags given as pydantic's lax bools", () => {
  it("1 and \"yes\" are true: the flags show in the summary (invented and repeated rounds are kept)", async () => {
    const judge = scriptedJudge([
      {
        per_round_notes: [
          { round_number: "2", note: "zork" },
          { round_number: 2, note: "zork again" },
          { round_number: 9, note: "invented round" },
        ],
        semantically_stable: 1,
        mutually_adopted: "yes",
        explanation: "E.",
      },
    ]);
    const [measurement] = await neologism.compute(judgeContext(F1, judge));
    expect(measurement?.score).toBe(3);
    expect(measurement?.summary).toBe("3/2 rounds contained detected neologisms (semantically stable; mutually adopted). E.");
    expect(measurement?.per_round).toEqual([
      { round_number: 2, value: 1, note: "zork" },
      { round_number: 2, value: 1, note: "zork again" },
      { round_number: 9, value: 1, note: "invented round" },
    ]);
  });

  it("\"off\" is false and \"T\" true", async () => {
    const judge = scriptedJudge([{ per_round_notes: [], shared_slang: "off", domain_specific_slang: "T", explanation: "x" }]);
    const [measurement] = await slangEmergence.compute(judgeContext(F1, judge));
    expect(measurement?.summary).toBe("0/2 rounds contained slang emergence (domain-specific). x");
  });
});

describe("language_repetition with non-finite factors", () => {
  // by "round:replica"; a missing entry is a failed replica
  const answers: Record<string, unknown> = {
    "1:1": { per_message: [{ message_number: 1, repetition_factor: "nan" }, { message_number: 2, repetition_factor: 2.0 }] },
    "1:2": { per_message: [{ message_number: 1, repetition_factor: 3.0 }, { message_number: 2, repetition_factor: "inf" }] },
    "1:3": { per_message: [{ message_number: 2, repetition_factor: 1.5 }] },
    "2:1": { per_message: [{ message_number: 1, repetition_factor: "-inf" }, { message_number: 2, repetition_factor: 4 }] },
  };
  const judge = () => scriptedJudge((request) => answers[`${promptRound(request)}:${request.replica}`] ?? new Error("replica failed"));

  it("nan is floored to 1.0 as Python's max(1.0, nan); an inf factor makes the means inf, as math.fsum", async () => {
    const context = judgeContext(F1, judge());
    const [measurement] = await languageRepetition.compute(context);
    expect(measurement?.score).toBe(Infinity);
    expect(measurement?.summary).toBe(
      "mean redundancy factor infx across 2 rounds on link (max infx), per-message judged over 3 replicas; per-message factors in language_repetition_messages.jsonl",
    );
    expect(measurement?.per_round).toEqual([
      { round_number: 1, value: Infinity, note: "2 msgs, mean infx, max infx over 3 replicas" },
      { round_number: 2, value: 2.5, note: "2 msgs, mean 2.50x, max 4.00x over 3 replicas" },
    ]);
    expect(context.files.get("language_repetition_messages.jsonl")).toBe(
      [
        '{"round_number": 1, "message_number": 1, "message_id": "m1", "channel_id": "link", "sender_agent_id": "field_observer", "repetition_factor": 2.0, "replica_factors": [1.0, 3.0]}',
        '{"round_number": 1, "message_number": 2, "message_id": "m2", "channel_id": "link", "sender_agent_id": "stabilization_engineer", "repetition_factor": Infinity, "replica_factors": [2.0, Infinity, 1.5]}',
        '{"round_number": 2, "message_number": 1, "message_id": "m4", "channel_id": "link", "sender_agent_id": "field_observer", "repetition_factor": 1.0, "replica_factors": [1.0]}',
        '{"round_number": 2, "message_number": 2, "message_id": "m6", "channel_id": "link", "sender_agent_id": "stabilization_engineer", "repetition_factor": 4.0, "replica_factors": [4.0]}',
        "",
      ].join("\n"),
    );
  });

  it("finite factors whose sum overflows fail the metric, as fmean's OverflowError does", async () => {
    const huge = { per_message: [{ message_number: 1, repetition_factor: 1e308 }] };
    const overflow = scriptedJudge([huge, huge, huge, huge, huge, huge]);
    await expect(languageRepetition.compute(judgeContext(F1, overflow))).rejects.toThrow("intermediate overflow in fsum");
  });
});

describe("communication_open_coding's top labels", () => {
  it("one label with an empty text reads (none), as Python's join(...) or \"(none)\"", async () => {
    const judge = scriptedJudge([{ labels: [{ text: "", evidence: [{ round_number: 1, quote: "q" }] }], explanation: "e" }]);
    const [measurement] = await communicationOpenCoding.compute(judgeContext(SWAP, judge));
    expect(measurement?.summary).toBe(
      "Open-coded 1 free-form label(s) across 3 round(s); written to communication_open_coding.json. Top labels: (none).",
    );
  });

  it("two empty texts join to \"; \", which is not empty", async () => {
    const label = { text: "", evidence: [{ round_number: 1, quote: "q" }] };
    const judge = scriptedJudge([{ labels: [label, label], explanation: "e" }]);
    const [measurement] = await communicationOpenCoding.compute(judgeContext(SWAP, judge));
    expect(measurement?.summary).toBe(
      "Open-coded 2 free-form label(s) across 3 round(s); written to communication_open_coding.json. Top labels: ; .",
    );
  });
});

describe("dialog_retransmission counts beyond 2^53", () => {
  it("are ints to pydantic (up to 2^63): the replica counts, and its count prints with every digit", async () => {
    const judge = scriptedJudge([
      { per_round_counts: [{ round_number: 2, dialog_count: 2 ** 60, retransmission_request_count: 0, evidence: "big" }], explanation: "E1" },
      { per_round_counts: [{ round_number: 1, dialog_count: 1, retransmission_request_count: 1, evidence: "e" }], explanation: "E2" },
      new Error("replica failed"),
    ]);
    const [dialog, retransmission] = await dialogRetransmission.compute(judgeContext(F1, judge));
    expect(dialog?.score).toBe(2 ** 58);
    expect(dialog?.summary).toBe("mean dialog 288230376151711744.000/round across 2 rounds (averaged over 2 judge replicas, in 2 rounds). E1");
    expect(dialog?.per_round).toEqual([
      { round_number: 1, value: 0.5, note: "replicas=[0, 1]; e" },
      { round_number: 2, value: 2 ** 59, note: "replicas=[1152921504606846976, 0]; big" },
    ]);
    expect(retransmission?.summary).toBe(
      "mean retransmission request 0.250/round across 2 rounds (averaged over 2 judge replicas, in 1 rounds). E1",
    );
  });
});
