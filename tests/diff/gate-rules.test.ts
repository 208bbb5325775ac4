import { describe, expect, it } from "vitest";
import { GateRuleError, parseGateRules } from "../../src/diff/gate-rules.js";

function problemsOf(input: string | string[]): { rule: string; reason: string }[] {
  try {
    parseGateRules(input);
  } catch (error) {
    expect(error).toBeInstanceOf(GateRuleError);
    return [...(error as GateRuleError).problems];
  }
  throw new Error("expected a GateRuleError");
}

describe("parseGateRules", () => {
  it("parses the three rule shapes from the brief", () => {
    expect(parseGateRules(["round_success:-5pp", "message_entropy:-0.2", "gzip_compression_ratio:+0.1"])).toEqual([
      { raw: "round_success:-5pp", metric: "round_success", bad: "decrease", margin: 0.05, unit: "pp" },
      { raw: "message_entropy:-0.2", metric: "message_entropy", bad: "decrease", margin: 0.2, unit: "absolute" },
      { raw: "gzip_compression_ratio:+0.1", metric: "gzip_compression_ratio", bad: "increase", margin: 0.1, unit: "absolute" },
    ]);
  });

  it("keeps pp margins exact (7pp is 0.07, not 0.07000000000000001)", () => {
    expect(parseGateRules("round_success:-7pp")[0]?.margin).toBe(0.07);
    expect(parseGateRules("round_success:-0.5pp")[0]?.margin).toBe(0.005);
  });

  it("accepts one string with commas/newlines, whitespace, and a pasted U+2212 minus", () => {
    const rules = parseGateRules(" round_success_teamA : \u22125 pp ,\nmessage_entropy:+.25 ");
    expect(rules.map((r) => [r.metric, r.bad, r.margin])).toEqual([
      ["round_success_teamA", "decrease", 0.05],
      ["message_entropy", "increase", 0.25],
    ]);
    expect(parseGateRules("")).toEqual([]);
  });

  it.each([
    ["round_success-5pp", /no ':' found/],
    [":-5pp", /metric name is empty/],
    ["round success:-5pp", /not a metric name/],
    ["round_success:", /margin is missing/],
    ["round_success:5pp", /needs a sign/],
    ["round_success:-5%", /'%' is ambiguous/],
    ["round_success:-5ppx", /not a signed number/],
    ["round_success:-abc", /not a signed number/],
    ["round_success:-0pp", /greater than 0/],
    ["round_success:-150pp", /exceeds 100/],
  ])("rejects %s and says why", (rule, reason) => {
    const problems = problemsOf([rule]);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.rule).toBe(rule);
    expect(problems[0]?.reason).toMatch(reason);
  });

  it("reports every bad rule at once, and duplicate gates", () => {
    const problems = problemsOf("a:5, b:-1, b:-2, c:-1%");
    expect(problems.map((p) => p.rule)).toEqual(["a:5", "b:-2", "c:-1%"]);
    expect(problems[1]?.reason).toMatch(/already gated by 'b:-1'/);
    expect(() => parseGateRules("a:5")).toThrow(/gate rule 'a:5': the margin needs a sign/);
  });
});
