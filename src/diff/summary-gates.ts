/**
 * Gate rules that name trial-report summary keys: `view.quality:-5pp`, `grader.correctness:-0.2`,
 * `aggregator.overall:-3pp`, `exact_match.correct.pass@3:-10pp`. Same grammar and errors as
 * gate-rules.ts; summary keys may also hold `@` (pass@k), which run metric names never do.
 */
import { type GateRule, GateRuleError, parseGateRules } from "./gate-rules.js";

// A stand-in made of characters gate-rules.ts accepts, and that no key contains.
const AT = "#at#";

// `<type>.<output>.pass@<k>` with k = 1, 2, ... written as grade writes it (no sign, no leading zero)
const PASS_AT_DIGITS = /\.pass@(\d+)$/;

/** Why a gate's key can never be in a summary (`x.pass@0`, `x.pass@03`), or undefined. */
function neverAKey(key: string): string | undefined {
  const k = PASS_AT_DIGITS.exec(key)?.[1];
  if (k === undefined || /^[1-9]\d*$/.test(k)) return undefined;
  const digits = k.replace(/^0+/, "");
  if (digits === "") return `no summary key ends in 'pass@${k}': pass@k is over k attempts, from k = 1`;
  return `no summary key ends in 'pass@${k}': k is written without leading zeros; did you mean '${key.slice(0, -k.length)}${digits}'?`;
}

/**
 * Parse gate rules over summary keys (a list, or one string separated by `,`, `;` or newlines).
 * A key no trial report can hold (`x.pass@0`) is refused here, before any file is read or graded;
 * keys absent from both sides are refused by the diff, which knows the keys.
 */
export function parseSummaryKeyGates(input: string | readonly string[]): GateRule[] {
  const items = (typeof input === "string" ? input.split(/[,;\n]/) : input).map((s) => s.trim()).filter((s) => s !== "");
  const restore = (s: string): string => s.split(AT).join("@");
  const masked = items.map((item) => {
    const colon = item.lastIndexOf(":");
    return colon < 0 ? item : `${item.slice(0, colon).split("@").join(AT)}${item.slice(colon)}`;
  });
  let rules: GateRule[];
  try {
    rules = parseGateRules(masked).map((g) => ({ ...g, raw: restore(g.raw), metric: restore(g.metric) }));
  } catch (error) {
    if (error instanceof GateRuleError) {
      throw new GateRuleError(error.problems.map((p) => ({ rule: restore(p.rule), reason: restore(p.reason) })));
    }
    throw error;
  }
  const impossible = rules.flatMap((g) => {
    const reason = neverAKey(g.metric);
    return reason === undefined ? [] : [{ rule: g.raw, reason }];
  });
  if (impossible.length > 0) throw new GateRuleError(impossible);
  return rules;
}
