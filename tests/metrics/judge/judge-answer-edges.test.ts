/**
 * Judge answers at the edges of what GlossoGen's pydantic models accept, replayed through the
 * metrics on fixture F1 (spec §9.3) and the veyru swap fixture. Every expected value was produced
 * by an independent Python re-implementation of spec §4.14–4.19 run here (python3, pydantic 2.13.4,
 * `statistics.fmean`, f-strings), fed the same answers: /tmp/judges-audit/ref.py in the audit that
 * added these tests.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { neologism } from "../../../src/metrics/judge/neologism.js";
import { slangEmergence } from "../../../src/metrics/judge/slang-emergence.js";
import { parseJsonl } from "../../helpers/fixtures.js";
import { judgeContext, scriptedJudge } from "./scripted.js";

const fixture = (path: string): string => readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), "utf8");
const F1 = parseJsonl(fixture("spec/F1.jsonl"), "F1.jsonl");

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
