/**
 * Gate rules that name trial-report summary keys: `view.quality:-5pp`, `grader.correctness:-0.2`,
 * `aggregator.overall:-3pp`, `exact_match.correct.pass@3:-10pp`. Same grammar and errors as
 * gate-rules.ts; summary keys may also hold `@` (pass@k), which run metric names never do.
 */
import { type GateRule } from "./gate-rules.js";
/**
 * Parse gate rules over summary keys (a list, or one string separated by `,`, `;` or newlines).
 * A key no trial report can hold (`x.pass@0`) is refused here, before any file is read or graded;
 * keys absent from both sides are refused by the diff, which knows the keys.
 */
export declare function parseSummaryKeyGates(input: string | readonly string[]): GateRule[];
