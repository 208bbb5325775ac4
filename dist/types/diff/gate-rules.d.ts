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
export declare class GateRuleError extends Error {
    readonly problems: readonly GateRuleProblem[];
    constructor(problems: readonly GateRuleProblem[]);
}
/**
 * The warning for a gate that was given but holds no rule (`--gate "$GATE"` with GATE unset, or
 * an Action input of only commas), naming where rules go: `--gate` or the Action's `gate` input.
 */
export declare function emptyGateWarning(source: "flag" | "input"): string;
/**
 * Parse gate rules from a list, or from one string separated by commas, semicolons or newlines.
 * Throws a GateRuleError naming every bad rule and why; a metric may be gated only once.
 */
export declare function parseGateRules(input: string | readonly string[]): GateRule[];
/**
 * Gate options as typed rules, parsed once: text items are parsed with `parse`, rules pass through;
 * a name gated more than once (across both) is a GateRuleError. `noun` names what a gate gates.
 */
export declare function normalizeGateOption(gates: string | readonly (string | GateRule)[] | undefined, parse: (input: string | readonly string[]) => GateRule[], noun: string): GateRule[];
