/**
 * Gate rules: `<metric>:<sign><margin>[pp]`, e.g. `round_success:-5pp`, `message_entropy:-0.2`,
 * `gzip_compression_ratio:+0.1`. The sign says which way is bad (a drop, or a rise) and the margin
 * is the smallest change that matters (§4.7's practical-significance margin m).
 */

/** A parsed gate rule. */
export interface GateRule {
  /** The rule as written (trimmed), for messages. */
  readonly raw: string;
  readonly metric: string;
  /** Which change is bad. */
  readonly bad: "decrease" | "increase";
  /**
   * Margin in the metric's own units: `5pp` is stored as 0.05, so it compares directly with a
   * fraction's Δ.
   */
  readonly margin: number;
  /** `pp` rules only make sense on fraction metrics; the diff checks that. */
  readonly unit: "pp" | "absolute";
}

/** One rejected rule and why. */
export interface GateRuleProblem {
  readonly rule: string;
  readonly reason: string;
}

/** Thrown when any rule is invalid; lists every problem, not just the first. */
export class GateRuleError extends Error {
  readonly problems: readonly GateRuleProblem[];

  constructor(problems: readonly GateRuleProblem[]) {
    super(problems.map((p) => `gate rule '${p.rule}': ${p.reason}`).join("; "));
    this.name = "GateRuleError";
    this.problems = problems;
  }
}

/**
 * The warning for a gate that was given but holds no rule (`--gate "$GATE"` with GATE unset, or
 * an Action input of only commas), naming where rules go: `--gate` or the Action's `gate` input.
 */
export function emptyGateWarning(source: "flag" | "input"): string {
  const where = source === "flag" ? "--gate is empty" : "input 'gate' holds no rule";
  const instead =
    source === "flag"
      ? "give a rule such as --gate round_success:-5pp (trial reports: --gate view.quality:-5pp), or leave --gate out to diff without gating"
      : "give rules in the 'gate' input, e.g. `gate: round_success:-5pp` (trial reports: `view.quality:-5pp`), or remove the input to diff without gating";
  return `${where}: no metric is gated, so this diff cannot fail on a regression; ${instead}`;
}

const METRIC_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.#-]*$/;
const MARGIN = /^([+-])(\d+(?:\.\d+)?|\.\d+)(pp)?$/;

function parseOne(raw: string): GateRule | GateRuleProblem {
  const rule = raw.trim();
  const colon = rule.lastIndexOf(":");
  if (colon < 0) return { rule, reason: "expected '<metric>:<+|-><margin>[pp]', e.g. 'round_success:-5pp' (no ':' found)" };
  const metric = rule.slice(0, colon).trim();
  // People paste deltas from rendered comments, which use U+2212 for minus.
  const spec = rule.slice(colon + 1).trim().replace(/^\u2212/, "-").replace(/\s+/g, "");
  if (metric === "") return { rule, reason: "the metric name is empty" };
  if (!METRIC_NAME.test(metric)) return { rule, reason: `'${metric}' is not a metric name (letters, digits, '_', '.', '-', '#')` };
  if (spec === "") return { rule, reason: "the margin is missing" };
  if (/^\d|^\./.test(spec)) {
    return { rule, reason: "the margin needs a sign saying which way is bad: '-' (a drop is bad) or '+' (a rise is bad)" };
  }
  if (spec.endsWith("%")) {
    return { rule, reason: "'%' is ambiguous (relative or absolute?): write percentage points as 'pp', e.g. '-5pp'" };
  }
  const match = MARGIN.exec(spec);
  if (match === null) return { rule, reason: `'${spec}' is not a signed number with optional 'pp' suffix` };
  const value = Number(match[2]);
  if (!(value > 0)) {
    return { rule, reason: "the margin must be greater than 0: a zero margin gates on significance alone, which flaps (§4.7)" };
  }
  const unit = match[3] === "pp" ? "pp" : "absolute";
  if (unit === "pp" && value > 100) return { rule, reason: `${value}pp exceeds 100 percentage points` };
  return {
    raw: rule,
    metric,
    bad: match[1] === "-" ? "decrease" : "increase",
    // Dividing by 100 (not multiplying by 0.01) keeps 5pp exactly 0.05.
    margin: unit === "pp" ? value / 100 : value,
    unit,
  };
}

/**
 * Parse gate rules from a list, or from one string separated by commas, semicolons or newlines.
 * Throws a GateRuleError naming every bad rule and why; a metric may be gated only once.
 */
export function parseGateRules(input: string | readonly string[]): GateRule[] {
  const items = (typeof input === "string" ? input.split(/[,;\n]/) : input).map((s) => s.trim()).filter((s) => s !== "");
  const rules: GateRule[] = [];
  const problems: GateRuleProblem[] = [];
  const seen = new Map<string, string>();
  for (const item of items) {
    const parsed = parseOne(item);
    if ("reason" in parsed) {
      problems.push(parsed);
      continue;
    }
    const earlier = seen.get(parsed.metric);
    if (earlier !== undefined) {
      problems.push({ rule: parsed.raw, reason: `metric '${parsed.metric}' is already gated by '${earlier}'` });
      continue;
    }
    seen.set(parsed.metric, parsed.raw);
    rules.push(parsed);
  }
  if (problems.length > 0) throw new GateRuleError(problems);
  return rules;
}

/**
 * Gate options as typed rules, parsed once: text items are parsed with `parse`, rules pass through;
 * a name gated more than once (across both) is a GateRuleError. `noun` names what a gate gates.
 */
export function normalizeGateOption(
  gates: string | readonly (string | GateRule)[] | undefined,
  parse: (input: string | readonly string[]) => GateRule[],
  noun: string,
): GateRule[] {
  if (gates === undefined) return [];
  if (typeof gates === "string") return parse(gates);
  const text = gates.filter((g): g is string => typeof g === "string");
  const parsed = [...gates.filter((g): g is GateRule => typeof g !== "string"), ...parse(text)];
  const seen = new Set<string>();
  for (const g of parsed) {
    if (seen.has(g.metric)) throw new GateRuleError([{ rule: g.raw, reason: `${noun} '${g.metric}' is gated more than once` }]);
    seen.add(g.metric);
  }
  return parsed;
}
