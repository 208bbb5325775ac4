/**
 * The output-contract builders of src/metrics/judge/schemas.ts: one declaration gives the JSON
 * Schema (pydantic's layout: `$defs` sorted and collected from every reference, `required` = the
 * fields without a default) and the validator, whose errors name the malformed field.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COMMUNICATION_FEATURE_PRESENCE_CALL } from "../../../src/metrics/judge/communication-feature-presence.js";
import { COMMUNICATION_OPEN_CODING_CALL } from "../../../src/metrics/judge/communication-open-coding.js";
import { DIALOG_RETRANSMISSION_CALL } from "../../../src/metrics/judge/dialog-retransmission.js";
import { outputIssues, parseJudgeOutput } from "../../../src/metrics/judge/judge-call.js";
import { neologism } from "../../../src/metrics/judge/neologism.js";
import {
  integerProperty,
  listProperty,
  numberProperty,
  objectDefinition,
  optionalStringProperty,
  outputSchema,
  stringProperty,
} from "../../../src/metrics/judge/schemas.js";
import { parseJsonl } from "../../helpers/fixtures.js";
import { judgeContext, scriptedJudge } from "./scripted.js";

const F1 = parseJsonl(readFileSync(new URL("../../fixtures/spec/F1.jsonl", import.meta.url), "utf8"), "F1.jsonl");

describe("output contract builders", () => {
  const leaf = objectDefinition({ title: "Leaf", description: "l", properties: { n: integerProperty("N", "n") } });
  const branch = objectDefinition({ title: "Branch", description: "b", properties: { leaves: listProperty("Leaves", leaf, undefined, { minItems: 1 }) } });
  const contract = outputSchema({
    title: "Tree",
    description: "t",
    properties: {
      branches: listProperty("Branches", branch, "bs"),
      more_leaves: listProperty("More Leaves", leaf),
      weight: numberProperty("Weight", "w", { minimum: 0, maximum: 2 }),
      notes: optionalStringProperty("Notes", "optional", "none"),
      name: stringProperty("Name", "nm"),
    },
  });

  it("write pydantic's layout: sorted keys, $defs collected from nested references once each, required without defaults", () => {
    expect(JSON.stringify(contract.json)).toBe(
      JSON.stringify({
        $defs: {
          Branch: {
            description: "b",
            properties: { leaves: { items: { $ref: "#/$defs/Leaf" }, minItems: 1, title: "Leaves", type: "array" } },
            required: ["leaves"],
            title: "Branch",
            type: "object",
          },
          Leaf: { description: "l", properties: { n: { description: "n", title: "N", type: "integer" } }, required: ["n"], title: "Leaf", type: "object" },
        },
        description: "t",
        properties: {
          branches: { description: "bs", items: { $ref: "#/$defs/Branch" }, title: "Branches", type: "array" },
          more_leaves: { items: { $ref: "#/$defs/Leaf" }, title: "More Leaves", type: "array" },
          weight: { description: "w", maximum: 2, minimum: 0, title: "Weight", type: "number" },
          notes: { default: "none", description: "optional", title: "Notes", type: "string" },
          name: { description: "nm", title: "Name", type: "string" },
        },
        required: ["branches", "more_leaves", "weight", "name"],
        title: "Tree",
        type: "object",
      }),
    );
  });

  it("validate what the JSON Schema describes, laxly, filling defaults and dropping unknown keys", () => {
    expect(contract.zod.parse({ branches: [{ leaves: [{ n: "3" }] }], more_leaves: [], weight: "1.5", name: "x", extra: true })).toEqual({
      branches: [{ leaves: [{ n: 3 }] }],
      more_leaves: [],
      weight: 1.5,
      notes: "none",
      name: "x",
    });
    expect(contract.zod.safeParse({ branches: [{ leaves: [] }], more_leaves: [], weight: 1, name: "x" }).success).toBe(false);
    expect(contract.zod.safeParse({ branches: [], more_leaves: [{ n: 1.5 }], weight: 1, name: "x" }).success).toBe(false);
    expect(contract.zod.safeParse({ branches: [], more_leaves: [], weight: 2.5, name: "x" }).success).toBe(false);
    expect(contract.zod.safeParse({ branches: [], more_leaves: [], weight: 1 }).success).toBe(false);
  });

  it("refuse two different definitions under one title", () => {
    const other = objectDefinition({ title: "Leaf", description: "another", properties: {} });
    expect(() => outputSchema({ title: "T", description: "t", properties: { a: listProperty("A", leaf), b: listProperty("B", other) } })).toThrow(
      "two different output definitions are titled Leaf",
    );
  });
});

describe("a malformed judge answer is rejected naming the field", () => {
  it("dialog_retransmission: a count that is no integer", () => {
    const answer = { per_round_counts: [{ round_number: 1, dialog_count: "two", retransmission_request_count: 0, evidence: "e" }], explanation: "x" };
    expect(outputIssues(DIALOG_RETRANSMISSION_CALL, answer)).toBe("per_round_counts.0.dialog_count: Invalid input: expected number, received string");
    expect(() => parseJudgeOutput(DIALOG_RETRANSMISSION_CALL, answer, 2)).toThrow(
      "dialog_retransmission: the judge's DialogRetransmissionOutput (replica 2) does not match its schema: per_round_counts.0.dialog_count: Invalid input",
    );
  });

  it("communication_feature_presence: a confidence above 1", () => {
    const answer = { scores: [{ category_id: "a", confidence: 1.5, justification: "j" }] };
    expect(outputIssues(COMMUNICATION_FEATURE_PRESENCE_CALL, answer)).toBe("scores.0.confidence: Too big: expected number to be <=1");
    expect(parseJudgeOutput(COMMUNICATION_FEATURE_PRESENCE_CALL, { scores: [{ ...answer.scores[0], confidence: "0.25" }] }, 1)).toEqual({
      scores: [{ category_id: "a", confidence: 0.25, justification: "j" }],
      notes: "",
    });
  });

  it("communication_open_coding: a label without evidence", () => {
    expect(outputIssues(COMMUNICATION_OPEN_CODING_CALL, { labels: [{ text: "t", evidence: [] }], explanation: "x" })).toBe(
      "labels.0.evidence: Too small: expected array to have >=1 items",
    );
  });

  it("neologism: the metric fails when the explanation is missing", async () => {
    const judge = scriptedJudge([{ per_round_notes: [], semantically_stable: true, mutually_adopted: false }]);
    await expect(neologism.compute(judgeContext(F1, judge))).rejects.toThrow(
      "neologism: the judge's NeologismOutput (replica 1) does not match its schema: explanation: Invalid input: expected string, received undefined",
    );
  });
});
