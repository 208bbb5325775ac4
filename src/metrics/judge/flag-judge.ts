/**
 * The four single-call transcript judges (spec §4.14): one judge call over every round's
 * transcript; score = number of per-round notes the judge returned, trusted verbatim.
 */
import type { Measurement } from "../../core/measurement.js";
import type { BuiltinMetric, MetricContext } from "../contract.js";
import { type JudgeCallSpec, callJudge, requireJudge } from "./judge-call.js";
import { buildRoundTranscripts } from "./round-transcripts.js";
import type { RoundNote } from "./schemas.js";
import { metricDeclaration } from "../lazy-builtins.js";

export interface FlagJudgeOutput {
  readonly per_round_notes: readonly RoundNote[];
  readonly explanation: string;
}

export interface FlagJudgeConfig<T extends FlagJudgeOutput> {
  /** The metric's name; what it declares is its registry entry (lazy-builtins.ts). */
  readonly name: string;
  readonly call: JudgeCallSpec<T>;
  /** The output's flags, in summary order (e.g. `["systematic"]`). */
  readonly flags: (output: T) => string[];
  /** Template variables besides `rounds`. */
  readonly extraVariables?: (context: MetricContext) => Record<string, unknown>;
}

/**
 * What a flag judge's rounds contain, read from its declared unit (`rounds with {phrase} (out of
 * {total_rounds})` in lazy-builtins.ts), so the summary's `rounds contained {phrase}` and the
 * unit cannot drift apart.
 */
export function flagJudgePhrase(name: string): string {
  const unit = metricDeclaration(name).unit;
  const match = /^rounds with (.+) \(out of \{total_rounds\}\)$/.exec(unit ?? "");
  if (match === null) throw new Error(`flag judge ${name}: its declared unit '${unit}' is not 'rounds with … (out of {total_rounds})'`);
  return match[1] as string;
}

export function flagJudgeMeasurement<T extends FlagJudgeOutput>(
  config: Pick<FlagJudgeConfig<T>, "name" | "flags"> & { readonly phrase: string },
  output: T,
  roundCount: number,
): Measurement {
  const perRound = output.per_round_notes.map((note) => ({ round_number: note.round_number, value: 1, note: note.note }));
  const flags = config.flags(output);
  const flagText = flags.length > 0 ? ` (${flags.join("; ")})` : "";
  return {
    metric_name: config.name,
    score: perRound.length,
    score_unit: `rounds with ${config.phrase} (out of ${roundCount})`,
    summary: `${perRound.length}/${roundCount} rounds contained ${config.phrase}${flagText}. ${output.explanation}`,
    per_round: perRound,
    per_agent: [],
  };
}

export function flagJudgeMetric<T extends FlagJudgeOutput>(config: FlagJudgeConfig<T>): BuiltinMetric {
  const phrase = flagJudgePhrase(config.name);
  return {
    ...metricDeclaration(config.name),
    async compute(context) {
      const rounds = buildRoundTranscripts(context.events, context.scenario);
      if (rounds.length === 0) {
        context.log(`${config.name}: the run has no message on any channel (no measurement)`);
        return [];
      }
      const access = requireJudge(context, config.name);
      const output = await callJudge(access, config.call, { rounds, ...config.extraVariables?.(context) });
      return [flagJudgeMeasurement({ ...config, phrase }, output, rounds.length)];
    },
  };
}
