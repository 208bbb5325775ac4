/**
 * Gate rules that name trial-report summary keys: `view.quality:-5pp`, `grader.correctness:-0.2`,
 * `aggregator.overall:-3pp`, `exact_match.correct.pass@3:-10pp`. Same grammar and errors as
 * gate-rules.ts; summary keys may also hold `@` (pass@k), which run metric names never do.
 */
import { type GateRule, GateRuleError, parseGateRules } from "./gate-rules.js";

// A stand-in made of characters gate-rules.ts accepts, and that no key contains.
const AT = "#at#";

/** Parse gate rules over summary keys (a list, or one string separated by `,`, `;` or newlines). */
export function parseSummaryKeyGates(input: string | readonly string[]): GateRule[] {
  const items = (typeof input === "string" ? input.split(/[,;\n]/) : input).map((s) => s.trim()).filter((s) => s !== "");
  const restore = (s: string): string => s.split(AT).join("@");
  const masked = items.map((item) => {
    const colon = item.lastIndexOf(":");
    return colon < 0 ? item : `${item.slice(0, colon).split("@").join(AT)}${item.slice(colon)}`;
  });
  try {
    return parseGateRules(masked).map((g) => ({ ...g, raw: restore(g.raw), metric: restore(g.metric) }));
  } catch (error) {
    if (error instanceof GateRuleError) {
      throw new GateRuleError(error.problems.map((p) => ({ rule: restore(p.rule), reason: restore(p.reason) })));
    }
    throw error;
  }
}
