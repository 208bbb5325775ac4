/**
 * Judge plumbing: transcripts, template rendering, the request every metric sends (system prompt,
 * schema, identity, replica, template version), output validation, the judge requirement, the
 * concurrency bound and the Python-style JSON of the repetition sidecar.
 */
import { readFileSync } from "node:fs";
import { createLimiter } from "../../../src/judge/limit.js";
import { describe, expect, it } from "vitest";
import { renderTemplate } from "../../../src/core/template.js";
import type { Metric } from "../../../src/metrics/contract.js";
import { DIALOG_RETRANSMISSION_CALL, dialogRetransmission } from "../../../src/metrics/judge/dialog-retransmission.js";
import { JUDGE_METRICS } from "../../../src/metrics/judge/index.js";
import {
  type JudgeCallSpec,
  NEEDS_A_JUDGE,
  defineJudgeCall,
  renderSystemPrompt,
  renderUserPrompt,
} from "../../../src/metrics/judge/judge-call.js";
import { LANGUAGE_REPETITION_CALL, languageRepetition } from "../../../src/metrics/judge/language-repetition.js";
import {
  LANGUAGE_STRANGENESS_CALL,
  languageStrangeness,
  languageStrangenessOutputSchema,
} from "../../../src/metrics/judge/language-strangeness.js";
import { NEOLOGISM_CALL, neologism } from "../../../src/metrics/judge/neologism.js";
import { pyFloatRepr, pyJsonDumps, pyJsonString } from "../../../src/metrics/judge/py-json.js";
import { buildRoundTranscripts } from "../../../src/metrics/judge/round-transcripts.js";
import { SHORTHAND_CODES_CALL } from "../../../src/metrics/judge/shorthand-codes.js";
import { SLANG_EMERGENCE_CALL, slangEmergence } from "../../../src/metrics/judge/slang-emergence.js";
import { PyFloat } from "../../../src/core/json-format.js";
import { contextFor, parseJsonl } from "../../helpers/fixtures.js";
import { IDENTITY, judgeContext, scriptedJudge } from "./scripted.js";

const fixture = (path: string): string => readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), "utf8");
const F1 = parseJsonl(fixture("spec/F1.jsonl"), "F1.jsonl");
const F2 = parseJsonl(fixture("spec/F2.jsonl"), "F2.jsonl");
const SILENT = F1.filter((event) => event.event_type !== "message_sent");

const NOTHING_FOUND = { per_round_notes: [], anomaly_categories: [], mutually_adopted: false, explanation: "none" };

describe("round transcripts", () => {
  it("split primary and other channels, with display names and pristine text, empty texts kept", () => {
    const rounds = buildRoundTranscripts(F1, contextFor(F1).scenario);
    expect(rounds).toEqual([
      {
        round_number: 1,
        message_count: 3,
        transcript:
          "PRIMARY CHANNEL (budget-constrained):\n[comm link] Field Observer: alpha\n[comm link] Stabilization Engineer: beta\n\nOTHER CHANNELS:\n[team discussion] Field Observer: off-channel talk",
      },
      {
        round_number: 2,
        message_count: 3,
        transcript:
          "PRIMARY CHANNEL (budget-constrained):\n[comm link] Field Observer: LLLLLLL\n[comm link] Field Observer: \n[comm link] Stabilization Engineer: Lf Lf 12 12",
      },
    ]);
  });

  it("keep all lines together when the scenario has no primary channel", () => {
    const scenario = { ...contextFor(F1).scenario, primaryChannels: [] };
    const [first] = buildRoundTranscripts(F1, scenario);
    expect(first?.transcript).toBe("[comm link] Field Observer: alpha\n[comm link] Stabilization Engineer: beta\n[team discussion] Field Observer: off-channel talk");
  });
});

describe("templates", () => {
  const rounds = [
    { round_number: 1, message_count: 1, transcript: "[comm link] Field Observer: alpha" },
    { round_number: 4, message_count: 0, transcript: "" },
  ];

  it.each([
    ["language_strangeness", LANGUAGE_STRANGENESS_CALL as JudgeCallSpec<unknown>],
    ["slang_emergence", SLANG_EMERGENCE_CALL as JudgeCallSpec<unknown>],
    ["shorthand_codes", SHORTHAND_CODES_CALL as JudgeCallSpec<unknown>],
    ["dialog_retransmission", DIALOG_RETRANSMISSION_CALL as JudgeCallSpec<unknown>],
  ])("%s renders round blocks with the transcript", (_name, call) => {
    const text = renderUserPrompt(call, { rounds });
    expect(text).toContain("--- ROUND 1 (1 messages) ---\n[comm link] Field Observer: alpha\n");
    expect(text).toContain("--- ROUND 4 (0 messages) ---\n(No messages this round)\n");
    expect(text).toBe(text.trim());
  });

  it("neologism lists every agent's instructions under its upper-cased role", () => {
    const text = renderUserPrompt(NEOLOGISM_CALL, {
      rounds,
      agent_prompts: [{ role_name: "field_observer", system_prompt: "Observe the Veyru." }],
    });
    expect(text).toContain("=== FIELD_OBSERVER ===\nObserve the Veyru.");
    expect(text).toContain("alpha");
  });

  it("language_repetition numbers the round's messages", () => {
    const text = renderUserPrompt(LANGUAGE_REPETITION_CALL, {
      round_number: 7,
      messages: [
        { number: 1, sender: "field_observer", text: "12 12" },
        { number: 2, sender: "stabilization_engineer", text: "ok" },
      ],
    });
    expect(text).toContain("during round 7 ");
    expect(text).toContain("Message 1 (from field_observer):\n<<<\n12 12\n>>>");
    expect(text).toContain("Message 2 (from stabilization_engineer):\n<<<\nok\n>>>");
  });

  it("an undefined variable is an error, declared or used", () => {
    expect(() => renderUserPrompt(LANGUAGE_STRANGENESS_CALL, {})).toThrow("template language_strangeness_user.njk: variable 'rounds' is undefined");
    expect(() => renderUserPrompt(NEOLOGISM_CALL, { rounds })).toThrow("variable 'agent_prompts' is undefined");
    expect(() => renderUserPrompt(LANGUAGE_STRANGENESS_CALL, { rounds: [{ round_number: 1, transcript: "x" }] })).toThrow(
      /language_strangeness_user\.njk/,
    );
    expect(() => renderTemplate("{{ missing }}", {}, { name: "t.njk" })).toThrow("template t.njk");
  });

  it("the system prompt is the trimmed evaluator_system template", () => {
    const system = renderSystemPrompt();
    expect(system).toBe(system.trim());
    expect(system).toMatch(/evaluator/);
  });
});

describe("judge requests", () => {
  it("carry the system prompt, schema, identity and template version", async () => {
    const judge = scriptedJudge([NOTHING_FOUND]);
    await languageStrangeness.compute(judgeContext(F1, judge));
    const [request] = judge.requests;
    expect(request).toMatchObject({
      metric: "language_strangeness",
      system: renderSystemPrompt(),
      outputName: "LanguageStrangenessOutput",
      outputSchema: LANGUAGE_STRANGENESS_CALL.outputSchema,
      model: IDENTITY.model,
      provider: IDENTITY.provider,
      settings: IDENTITY.settings,
      replica: 1,
      templateVersion: LANGUAGE_STRANGENESS_CALL.templateVersion,
    });
    expect(request?.user).toContain("alpha");
    expect(request?.user).toContain("LLLLLLL");
    expect(request?.outputDescription).not.toBe("");
  });

  it("template versions are short digests that change with the template or schema", () => {
    const versions = [LANGUAGE_STRANGENESS_CALL, SLANG_EMERGENCE_CALL, NEOLOGISM_CALL, SHORTHAND_CODES_CALL, DIALOG_RETRANSMISSION_CALL, LANGUAGE_REPETITION_CALL].map(
      (call) => call.templateVersion,
    );
    expect(new Set(versions).size).toBe(versions.length);
    for (const version of versions) expect(version).toMatch(/^[0-9a-f]{12}$/);
    const { templateVersion, ...spec } = LANGUAGE_STRANGENESS_CALL;
    expect(templateVersion).toBe(LANGUAGE_STRANGENESS_CALL.templateVersion);
    expect(defineJudgeCall(spec).templateVersion).toBe(LANGUAGE_STRANGENESS_CALL.templateVersion);
    expect(defineJudgeCall({ ...spec, templateSource: `${spec.templateSource} ` }).templateVersion).not.toBe(LANGUAGE_STRANGENESS_CALL.templateVersion);
    expect(defineJudgeCall({ ...spec, outputSchema: { ...spec.outputSchema, title: "X" } }).templateVersion).not.toBe(
      LANGUAGE_STRANGENESS_CALL.templateVersion,
    );
  });

  it("replicated metrics number their calls 1..3", async () => {
    const answer = { per_round_counts: [], explanation: "x" };
    const judge = scriptedJudge([answer, answer, answer]);
    await dialogRetransmission.compute(judgeContext(F1, judge));
    expect(judge.requests.map((r) => r.replica)).toEqual([1, 2, 3]);
    expect(new Set(judge.requests.map((r) => r.user)).size).toBe(1);
  });

  it("the JSON schemas require exactly the fields the zod schemas need and are titled by outputName", () => {
    for (const call of [LANGUAGE_STRANGENESS_CALL, SLANG_EMERGENCE_CALL, NEOLOGISM_CALL, SHORTHAND_CODES_CALL, DIALOG_RETRANSMISSION_CALL, LANGUAGE_REPETITION_CALL]) {
      const schema = call.outputSchema as { title: string; required: string[]; properties: Record<string, unknown> };
      expect(schema.title).toBe(call.outputName);
      expect(Object.keys(schema.properties)).toEqual(schema.required);
      const parsed = call.output.safeParse({});
      expect(parsed.success).toBe(false);
    }
  });
});

describe("output validation", () => {
  it("an invalid output fails the metric quoting the zod issue", async () => {
    const judge = scriptedJudge([{ per_round_notes: [], anomaly_categories: [], explanation: "x" }]);
    await expect(languageStrangeness.compute(judgeContext(F1, judge))).rejects.toThrow(
      /language_strangeness: the judge's LanguageStrangenessOutput \(replica 1\) does not match its schema: mutually_adopted: .*boolean/,
    );
  });

  it("a nested issue names its path", async () => {
    const judge = scriptedJudge([{ per_round_notes: [{ round_number: 1.5, note: "x" }], shared_slang: true, domain_specific_slang: true, explanation: "x" }]);
    await expect(slangEmergence.compute(judgeContext(F1, judge))).rejects.toThrow(/per_round_notes\.0\.round_number/);
  });

  it("hands the judge a validator, so a live judge can retry an invalid answer and never record one", async () => {
    const judge = scriptedJudge([NOTHING_FOUND]);
    await languageStrangeness.compute(judgeContext(F1, judge));
    const validate = judge.options[0]?.validate;
    expect(validate?.(NOTHING_FOUND)).toBeUndefined();
    expect(validate?.({ ...NOTHING_FOUND, mutually_adopted: "maybe" })).toMatch(/^mutually_adopted: .*boolean/);
  });

  it("is lax like pydantic: integral numeric strings pass as ints, unknown keys are dropped", () => {
    const parsed = languageStrangenessOutputSchema.parse({
      per_round_notes: [{ round_number: "2", note: "x", extra: 1 }],
      anomaly_categories: [],
      mutually_adopted: true,
      explanation: "x",
      confidence: 3,
    });
    expect(parsed).toEqual({ per_round_notes: [{ round_number: 2, note: "x" }], anomaly_categories: [], mutually_adopted: true, explanation: "x" });
  });

  it("an invalid replica of a replicated metric is a failed replica (logged), not a failed metric", async () => {
    const good = { per_round_counts: [{ round_number: 1, dialog_count: 1, retransmission_request_count: 0, evidence: "e" }], explanation: "ok" };
    const judge = scriptedJudge([{ per_round_counts: "nope", explanation: "x" }, good, good]);
    const context = judgeContext(F1, judge);
    const [dialog] = await dialogRetransmission.compute(context);
    expect(dialog?.summary).toContain("averaged over 2 judge replicas");
    expect(context.logs.join("\n")).toMatch(/replica 1 failed, left out: .*per_round_counts/);
  });
});

describe("the judge requirement and not-applicable cases", () => {
  it.each(JUDGE_METRICS.filter((m) => !m.name.startsWith("communication_") && m.name !== "protocol_learned_after_swap").map((m) => [m.name, m] as const))(
    "%s without a judge fails with the needs-a-judge message",
    async (name, metric: Metric) => {
      await expect(metric.compute(judgeContext(F1, undefined))).rejects.toThrow(`${name} ${NEEDS_A_JUDGE}`);
    },
  );

  it.each([languageStrangeness, slangEmergence, neologism, dialogRetransmission, languageRepetition].map((m) => [m.name, m] as const))(
    "%s does not apply to a run without messages (no judge needed)",
    async (_name, metric: Metric) => {
      const context = judgeContext(SILENT, undefined);
      expect(await metric.compute(context)).toEqual([]);
      expect(context.logs).toHaveLength(1);
    },
  );

  it("language_repetition does not apply without a primary channel, even with off-channel messages", async () => {
    const judge = scriptedJudge([]);
    const context = judgeContext(F1, judge, { scenario: { ...contextFor(F1).scenario, primaryChannels: [] } });
    expect(await languageRepetition.compute(context)).toEqual([]);
    expect(judge.requests).toHaveLength(0);
    expect(context.logs[0]).toContain("no primary channel");
  });

  it("the transcript judges still apply to off-primary messages only", async () => {
    const offPrimary = F1.filter((e) => e.event_type !== "message_sent" || (e as { message: { channel_id: string } }).message.channel_id === "postmortem");
    const judge = scriptedJudge([NOTHING_FOUND]);
    const [m] = await languageStrangeness.compute(judgeContext(offPrimary, judge));
    expect(m?.score_unit).toBe("rounds with non-standard language (out of 1)");
    expect(judge.requests[0]?.user).toContain("OTHER CHANNELS:\n[team discussion] Field Observer: off-channel talk");
  });

  it("every judge metric declares kind judge and one-line texts", () => {
    expect(JUDGE_METRICS.map((m) => m.name)).toEqual([
      "communication_feature_presence",
      "communication_open_coding",
      "dialog_retransmission",
      "language_repetition",
      "language_strangeness",
      "neologism",
      "protocol_learned_after_swap",
      "shorthand_codes",
      "slang_emergence",
    ]);
    for (const metric of JUDGE_METRICS) {
      expect(metric.kind).toBe("judge");
      for (const text of [metric.description, metric.unit, metric.notApplicableWhen]) expect(text).not.toMatch(/\n/);
    }
  });
});

describe("language_repetition across two teams, under the concurrency bound", () => {
  const TWO_TEAMS = { scenarioConfig: { two_teams: true } };
  const everyMessage = { per_message: [{ message_number: 1, repetition_factor: 1.5 }] };

  it("scores each primary channel under its team-suffixed name and writes one ASCII-escaped sidecar", async () => {
    const judge = scriptedJudge(() => everyMessage);
    const context = judgeContext(F2, judge, TWO_TEAMS);
    const out = await languageRepetition.compute(context);
    expect(out.map((m) => [m.metric_name, m.score, m.per_round.length])).toEqual([
      ["language_repetition_a", 1.5, 5],
      ["language_repetition_b", 1.5, 5],
    ]);
    expect(judge.requests).toHaveLength(30);
    const lines = context.files.get("language_repetition_messages.jsonl")?.split("\n") ?? [];
    expect(lines).toHaveLength(11);
    expect(lines[4]).toContain('"channel_id": "link_a"');
    expect(lines[5]).toContain('"channel_id": "link_b"');
    const emojiPrompt = judge.requests.find((r) => r.user.includes("😀x😀"));
    expect(emojiPrompt).toBeDefined();
  });

  it("never has more than judgeConcurrency calls in flight (default 8)", async () => {
    const judgeDefault = scriptedJudge(() => everyMessage, { delayMs: 5 });
    await languageRepetition.compute(judgeContext(F2, judgeDefault, TWO_TEAMS));
    expect(judgeDefault.maxInFlight()).toBe(8);

    const judgeTwo = scriptedJudge(() => everyMessage, { delayMs: 5 });
    await languageRepetition.compute(judgeContext(F2, judgeTwo, { ...TWO_TEAMS, judgeConcurrency: 2 }));
    expect(judgeTwo.maxInFlight()).toBe(2);
    expect(judgeTwo.requests).toHaveLength(30);
  });

  it("rejects a concurrency bound that is not a positive integer", async () => {
    await expect(languageRepetition.compute(judgeContext(F2, scriptedJudge([]), { ...TWO_TEAMS, judgeConcurrency: 0 }))).rejects.toThrow(
      "judge concurrency must be a positive integer",
    );
  });

  it("the limiter hands a freed slot to the oldest waiter", async () => {
    const gate = createLimiter(1);
    const order: number[] = [];
    let release = (): void => undefined;
    const first = gate(() => new Promise<void>((resolve) => (release = resolve)).then(() => order.push(1)));
    const second = gate(() => Promise.resolve(order.push(2)));
    await new Promise((resolve) => setImmediate(resolve)); // the first task has started
    release();
    const third = gate(() => Promise.resolve(order.push(3)));
    await Promise.all([first, second, third]);
    expect(order).toEqual([1, 2, 3]);
  });
});

describe("Python json.dumps", () => {
  it("writes floats as repr", () => {
    expect([1, 0.5, 6.666666666666667, 1e-5, 0.0001, 1e16, 1.5e-7, 123456789012345.6, -0, 1e22].map(pyFloatRepr)).toEqual([
      "1.0",
      "0.5",
      "6.666666666666667",
      "1e-05",
      "0.0001",
      "1e+16",
      "1.5e-07",
      "123456789012345.6",
      "-0.0",
      "1e+22",
    ]);
  });

  it("escapes everything outside printable ASCII", () => {
    expect(pyJsonString('é😀\u007f"\\\n\u0001~')).toBe('"\\u00e9\\ud83d\\ude00\\u007f\\"\\\\\\n\\u0001~"');
    expect(pyJsonDumps({ a: [1, new PyFloat(2)], b: null, c: true, d: {} })).toBe('{"a": [1, 2.0], "b": null, "c": true, "d": {}}');
  });
});

