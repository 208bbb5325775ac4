/**
 * The validator of every judge and probe answer accepts and rejects exactly what it did on main,
 * with the same parsed value and the same issue text. The reference validators below are the zod
 * schemas each metric file declared by hand on main at eadcded (copied verbatim; the lax int/float/bool
 * are today's, which follow pydantic's coercion since); each is run against a valid answer
 * and many malformed variants of it (every key dropped, every value replaced by values of other
 * types, every list emptied), and against every answer recorded in recorded-judges/.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseFixtureRecord } from "../../../src/judge/fixture-store.js";
import { JUDGE_CALL_SPECS } from "../../../src/metrics/judge/index.js";
import { describeIssues } from "../../../src/metrics/judge/judge-call.js";
import { EXPLANATION_OUTPUT, PROBE_OUTPUT } from "../../../src/metrics/probes/probe-call.js";
// the lax int/float/bool themselves now follow pydantic exactly (trials/coerce.ts; tests/metrics/judge/lax-numbers.test.ts)
import { laxBool, laxInt, laxNumber } from "../../../src/metrics/judge/schemas.js";

const roundNoteSchema = z.object({ round_number: laxInt, note: z.string() });
const ontologyCategorySchema = z.object({ id: z.string(), name: z.string(), description: z.string(), synonyms: z.array(z.string()) });

const ON_MAIN: Readonly<Record<string, z.ZodType>> = {
  communication_feature_presence: z.object({
    scores: z.array(
      z.object({
        category_id: z.string(),
        confidence: laxNumber.pipe(z.number().min(0).max(1)),
        justification: z.string(),
      }),
    ),
    notes: z.string().default(""),
  }),
  communication_open_coding: z.object({
    labels: z.array(
      z.object({
        text: z.string(),
        evidence: z.array(z.object({ round_number: laxInt, quote: z.string() })).min(1),
      }),
    ),
    explanation: z.string(),
  }),
  dialog_retransmission: z.object({
    per_round_counts: z.array(
      z.object({
        round_number: laxInt,
        dialog_count: laxInt,
        retransmission_request_count: laxInt,
        evidence: z.string(),
      }),
    ),
    explanation: z.string(),
  }),
  language_repetition: z.object({
    per_message: z.array(z.object({ message_number: laxInt, repetition_factor: laxNumber })),
  }),
  language_strangeness: z.object({
    per_round_notes: z.array(roundNoteSchema),
    anomaly_categories: z.array(z.string()),
    mutually_adopted: laxBool,
    explanation: z.string(),
  }),
  neologism: z.object({
    per_round_notes: z.array(roundNoteSchema),
    semantically_stable: laxBool,
    mutually_adopted: laxBool,
    explanation: z.string(),
  }),
  communication_ontology_consolidate: z.object({
    categories: z.array(ontologyCategorySchema),
    explanation: z.string(),
  }),
  protocol_learned_after_swap: z.object({
    per_round_notes: z.array(roundNoteSchema),
    protocol_elements: z.array(z.string()),
    newcomer_agent_ids: z.array(z.string()),
    protocol_established: laxBool,
    explanation: z.string(),
  }),
  shorthand_codes: z.object({
    per_round_notes: z.array(roundNoteSchema),
    systematic: laxBool,
    messages_shortened: laxBool,
    shared_understanding: laxBool,
    explanation: z.string(),
  }),
  slang_emergence: z.object({
    per_round_notes: z.array(roundNoteSchema),
    shared_slang: laxBool,
    domain_specific_slang: laxBool,
    explanation: z.string(),
  }),
};

const NOTE = { round_number: 2, note: "x" };
/** One valid answer per call, every list non-empty so nested fields get malformed too. */
const VALID: Readonly<Record<string, unknown>> = {
  communication_feature_presence: { scores: [{ category_id: "a", confidence: 0.5, justification: "j" }], notes: "n" },
  communication_open_coding: { labels: [{ text: "t", evidence: [{ round_number: 1, quote: "q" }] }], explanation: "e" },
  dialog_retransmission: { per_round_counts: [{ round_number: 1, dialog_count: 2, retransmission_request_count: 0, evidence: "e" }], explanation: "e" },
  language_repetition: { per_message: [{ message_number: 1, repetition_factor: 1.5 }] },
  language_strangeness: { per_round_notes: [NOTE], anomaly_categories: ["c"], mutually_adopted: true, explanation: "e" },
  neologism: { per_round_notes: [NOTE], semantically_stable: false, mutually_adopted: true, explanation: "e" },
  communication_ontology_consolidate: { categories: [{ id: "i", name: "n", description: "d", synonyms: ["s"] }], explanation: "e" },
  protocol_learned_after_swap: {
    per_round_notes: [NOTE],
    protocol_elements: ["p"],
    newcomer_agent_ids: ["a"],
    protocol_established: true,
    explanation: "e",
  },
  shorthand_codes: { per_round_notes: [NOTE], systematic: true, messages_shortened: false, shared_understanding: true, explanation: "e" },
  slang_emergence: { per_round_notes: [NOTE], shared_slang: true, domain_specific_slang: false, explanation: "e" },
};

const REPLACEMENTS: readonly unknown[] = [null, "x", "", "2", " -3 ", "0.5", "1e400", 1, 0, 1.5, -1, 2, true, false, [], {}, ["x"], [1]];

/** Malformed (and some still valid) variants of `value`, each differing in one place. */
function variants(value: unknown): unknown[] {
  const out: unknown[] = [...REPLACEMENTS];
  if (Array.isArray(value)) {
    const items = value as unknown[];
    out.push([], [...items, ...items]);
    items.forEach((item, i) => {
      for (const variant of variants(item)) out.push(items.map((other, j) => (j === i ? variant : other)));
    });
  } else if (typeof value === "object" && value !== null) {
    const record = value as Record<string, unknown>;
    out.push({ ...record, zz_extra: 1 });
    for (const key of Object.keys(record)) {
      out.push(Object.fromEntries(Object.entries(record).filter(([name]) => name !== key)));
      for (const variant of variants(record[key])) out.push({ ...record, [key]: variant });
    }
  }
  return out;
}

function outcome(schema: z.ZodType, answer: unknown): { ok: true; data: unknown } | { ok: false; issues: string } {
  const parsed = schema.safeParse(answer);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, issues: describeIssues(parsed.error) };
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const STORE = path.join(ROOT, "recorded-judges");

describe("derived answer validators behave as main's hand-written zod schemas", () => {
  // the calls that existed on main; a judge call added later has no hand-written twin to match
  const callsOnMain = JUDGE_CALL_SPECS.filter((call) => call.metric in ON_MAIN);

  it("cover every judge call main had", () => {
    expect(callsOnMain.map((call) => call.metric).sort()).toEqual(Object.keys(ON_MAIN).sort());
  });

  it.each(callsOnMain.map((call) => [call.metric, call] as const))("%s", (metric, call) => {
    const reference = ON_MAIN[metric] as z.ZodType;
    const valid = VALID[metric];
    expect(outcome(reference, valid).ok).toBe(true);
    const answers = [valid, ...variants(valid)];
    const rejected = answers.filter((answer) => !reference.safeParse(answer).success).length;
    // the variants do exercise rejection (and acceptance)
    expect(rejected).toBeGreaterThan(20);
    expect(rejected).toBeLessThan(answers.length);
    for (const answer of answers) expect(outcome(call.output, answer), JSON.stringify(answer)).toEqual(outcome(reference, answer));
  });

  it("agree on every answer recorded in recorded-judges/", () => {
    let checked = 0;
    for (const call of callsOnMain) {
      const reference = ON_MAIN[call.metric] as z.ZodType;
      for (const name of readdirSync(path.join(STORE, call.metric)).filter((file) => file.endsWith(".json"))) {
        const file = path.join(STORE, call.metric, name);
        const { output } = parseFixtureRecord(readFileSync(file, "utf8"), file).response;
        expect(outcome(call.output, output), file).toEqual(outcome(reference, output));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it("protocol probe and explanation answers", () => {
    const probe = z.object({ reasoning: z.string(), message: z.string() });
    const explanation = z.object({ description: z.string() });
    for (const [derived, reference, valid] of [
      [PROBE_OUTPUT.output, probe, { reasoning: "r", message: "m" }],
      [EXPLANATION_OUTPUT.output, explanation, { description: "d" }],
    ] as const) {
      for (const answer of [valid, ...variants(valid)]) expect(outcome(derived, answer), JSON.stringify(answer)).toEqual(outcome(reference, answer));
    }
  });
});
