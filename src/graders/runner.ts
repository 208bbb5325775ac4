/**
 * OpenJudge's `GradingRunner.arun(dataset)`:
 * - every (grader, row) pair runs on its own copy of the row, through the mapper, at most
 *   `maxConcurrency` at once (upstream default 32; LLM calls are further bounded by the judge);
 * - an exception becomes `GraderError(name, reason="Error in {name} during evaluation",
 *   error="Error in {name} during evaluation: {str(e)}")`, with the grader's own `name` (not
 *   the config key), never a crash;
 * - the results are keyed by the config names in config order, then each aggregator's name; an
 *   aggregator sees one row's grader results at a time.
 *
 * One deliberate difference: a judge error marked `fatal` (a replay miss) is not turned into a
 * GraderError: it stops the run with its explanation, because a replayed grade must never quietly
 * change.
 */
import { MAX_OUTPUT_CHARS, rowTrialId } from "../core/call-bound.js";
import { thrownText } from "../core/thrown-text.js";
import { copyJsonLike, jsonStringify, plainNumbers } from "../core/json-format.js";
import { createLimiter } from "../judge/limit.js";
import type { Aggregator } from "./aggregators/aggregator.js";
import { graderError, type GraderCallContext, type GraderContext, type GraderError, type GraderMode, type GraderOutput } from "./contract.js";
import { applyMapper, type Mapper } from "./mapper.js";
import type { EvaluationStrategy, StrategyCallContext } from "./strategies/strategy.js";
import { isFatalJudgeError } from "../metrics/judge/judge-call.js";

/** A grader as the runner calls it (the contract's Grader; a list output only via a strategy). */
export interface RunnableGrader {
  readonly name: string;
  readonly mode: GraderMode;
  evaluate(args: Readonly<Record<string, unknown>>, context: GraderCallContext): Promise<GraderOutput>;
}

/** One entry of `grader_configs`: the result key, the grader, its mapper and strategy. */
export interface RunnerEntry {
  readonly key: string;
  readonly grader: RunnableGrader;
  readonly mapper?: Mapper;
  readonly strategy?: EvaluationStrategy;
  /**
   * The grader runs user-supplied computation (a FunctionGrader, a grader class that is not built
   * in, a regex pattern): with a `bound` in the context the whole call (mapper, strategy, grader)
   * is time-limited and its result size-checked. A function mapper is bounded on its own anyway.
   */
  readonly userCode?: boolean;
  /**
   * The grader is the user's JavaScript (a FunctionGrader, a class that is not built in): it gets
   * plain numbers. A built-in that is merely time-limited (regex_match) keeps Python's kinds.
   */
  readonly userJavaScript?: boolean;
}

export interface RunnerOptions {
  readonly graders: readonly RunnerEntry[];
  readonly aggregators?: readonly Aggregator[];
  /** Upstream's `max_concurrency` (default 32). */
  readonly maxConcurrency?: number;
}

export const DEFAULT_RUNNER_CONCURRENCY = 32;

/** Results keyed by config name then aggregator name, one per row in row order. */
export type RunnerResults = Map<string, GraderOutput[]>;

/** The GraderError of a grader that threw; `thrownText` is Python's `str(e)` for it. */
export function runnerError(name: string, error: unknown): GraderError {
  const reason = `Error in ${name} during evaluation`;
  return graderError(name, `${reason}: ${thrownText(error)}`, reason);
}

/** The grader (through its strategy); `tieBreakerBound` limits a tie-breaker function on its own. */
function evaluateUnbounded(entry: RunnerEntry, args: Record<string, unknown>, context: GraderContext, tieBreakerBound: StrategyCallContext = {}): Promise<GraderOutput> {
  const { grader, strategy } = entry;
  if (strategy === undefined) return grader.evaluate(args, { ...context, replica: 1 });
  return strategy.execute(
    async (a, replica) => {
      const output = await grader.evaluate(a, { ...context, replica });
      if (Array.isArray(output)) throw new TypeError(`${grader.name}: a strategy cannot wrap a grader that returns a list`);
      return output as Exclude<GraderOutput, readonly unknown[]>;
    },
    args,
    tieBreakerBound,
  );
}

/** Fails a user grader's result too long for the report (see MAX_OUTPUT_CHARS), naming its size. */
function checkResultSize(output: GraderOutput, what: string): GraderOutput {
  let size: number;
  try {
    // as the report writes it (a BigInt as its number: a user grader's Python int)
    size = (jsonStringify(output) ?? "").length;
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    size = Number.POSITIVE_INFINITY;
  }
  if (size <= MAX_OUTPUT_CHARS) return output;
  const length = Number.isFinite(size) ? `${size} characters` : "longer than the longest JavaScript string";
  throw new RangeError(`the result of ${what} is ${length} as JSON, over the ${MAX_OUTPUT_CHARS}-character limit of a report value`);
}

/** One (grader, row) evaluation as the runner does it (mapper, strategy, error conversion, the bound on user code). */
export async function evaluateEntry(entry: RunnerEntry, row: Readonly<Record<string, unknown>>, context: GraderContext): Promise<GraderOutput> {
  const { grader, mapper } = entry;
  const bound = context.bound;
  const what = `grader '${entry.key}' on trial '${rowTrialId(row)}'`;
  try {
    // User JavaScript (a FunctionGrader, a class that is not built in, a mapper function) gets the numbers JSON.parse
    // gives: a whole float is a plain number there, not a PyFloat object that `===` and `typeof`
    // would not take for a number. The built-ins keep Python's kinds to print what upstream prints.
    const ownRow = (): Record<string, unknown> => (entry.userJavaScript === true || typeof mapper === "function" ? plainNumbers({ ...row }) : copyJsonLike(row));
    if (bound !== undefined && entry.userCode === true) {
      const output = await bound.call(what, () => evaluateUnbounded(entry, applyMapper(ownRow(), mapper), context));
      return checkResultSize(output, what);
    }
    const map = (): Record<string, unknown> => applyMapper(ownRow(), mapper);
    const args = bound !== undefined && typeof mapper === "function" ? await bound.call(`the mapper of ${what}`, map) : map();
    return await evaluateUnbounded(entry, args, context, bound === undefined ? {} : { bound, what });
  } catch (error) {
    if (isFatalJudgeError(error)) throw error;
    return runnerError(grader.name, error);
  }
}

export async function runGrading(options: RunnerOptions, rows: readonly Readonly<Record<string, unknown>>[], context: GraderContext): Promise<RunnerResults> {
  const limit = createLimiter(options.maxConcurrency ?? DEFAULT_RUNNER_CONCURRENCY);
  const results: RunnerResults = new Map();
  for (const entry of options.graders) results.set(entry.key, new Array<GraderOutput>(rows.length));
  const tasks: Promise<void>[] = [];
  rows.forEach((row, i) => {
    for (const entry of options.graders) {
      tasks.push(
        limit(() => evaluateEntry(entry, row, context)).then((output) => {
          (results.get(entry.key) as GraderOutput[])[i] = output;
        }),
      );
    }
  });
  await Promise.all(tasks);
  for (const aggregator of options.aggregators ?? []) {
    const column: GraderOutput[] = [];
    for (let i = 0; i < rows.length; i++) {
      const rowResults = new Map<string, GraderOutput | undefined>();
      for (const entry of options.graders) rowResults.set(entry.key, results.get(entry.key)?.[i]);
      column.push(aggregator.aggregate(rowResults));
    }
    results.set(aggregator.name, column);
  }
  return results;
}
