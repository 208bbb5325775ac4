/**
 * The OpenJudge part of a grading config file (the same file as the trial config; other top-level
 * keys belong to it and are left alone here). Two equivalent forms:
 *
 *   graders:
 *     correctness: {grader: CorrectnessGrader, params: {threshold: 3}, mapper: {query: inputs.query, response: candidate.output_text}}
 *     format:      {grader: StringMatchGrader, params: {algorithm: regex_match, pattern: "#\\d+"}, mapper: {module: ./map.mjs}}
 *     no_pii:      {grader: FunctionGrader, module: ./checks.mjs, export: noPii}
 *     support:     {include: ./support.grader.yaml}        # resolved by the Node layer
 *   aggregators:
 *     - {name: overall, type: GatedWeightedSumAggregator, weights: {correctness: 0.7, format: 0.3}, gate_graders: [no_pii]}
 *
 * or the seed's
 *
 *   dimensions:
 *     - {id: correctness, grader: CorrectnessGrader, mode: score, weight: 0.4, mapper: {...}}
 *     - {id: no_pii, grader: FunctionGrader, module: ./checks.mjs, export: noPii, mode: gate, gate_threshold: 1.0}
 *   aggregation: GatedWeightedSumAggregator      # or {type, name, on_error}; the name defaults to "overall"
 *
 * which means the same thing. Parameter names are OpenJudge's (snake_case) so a config ports by
 * copy. Errors name the path of the bad field (`graders.correctness.params.threshold`).
 */
import { ownKeysRecord } from "../core/own-record.js";
import { defineOwn } from "../core/own-keys.js";
import { pyKeys } from "../core/py-dict-order.js";
import { z } from "zod";
import { FieldConfigError } from "../core/errors.js";
import { ON_ERROR_VALUES, type OnError, type Weight } from "./aggregators/aggregator.js";
import type { GateThreshold } from "./aggregators/gated-weighted-sum-aggregator.js";
import { PyFloat, plainNumbers } from "../core/json-format.js";

/** A number field: a config's whole float arrives as a PyFloat, a big int as a bigint (node/grading-config.ts). */
const numberField = <T extends z.ZodType>(schema: T) => z.preprocess((v: unknown) => plainNumbers(v), schema);
/** A number PyYAML reads as a string (YAML 1.1: `1e3`, `1.0e3`, `1e+3`, `-.5`), where JSON or YAML 1.2 would read a number. */
const YAML11_STRING_NUMBER = /^(?:[-+]?\d[\d_]*(?:\.[\d_]*)?[eE][-+]?\d+|[-+]\.\d[\d_]*(?:[eE][-+]?\d+)?)$/;

/**
 * An aggregator or dimension weight: a finite number. OpenJudge takes any float, but a NaN weight
 * makes every aggregate 0.0 (`total_weight > 0` is False) and an infinite one NaN: refused as the
 * config mistake it is, saying so, as is a number PyYAML reads as a string.
 */
const weightField = () =>
  z.union([
    // a float that is whole (`1.0`) keeps its kind: OpenJudge's metadata echoes the configured weights,
    // and json.dumps writes that one `1.0`
    // (a branch that never names the problem: misfit ranks it last)
    z.custom<PyFloat>((v) => v instanceof PyFloat && Number.isFinite(v.value), { params: { kindBranch: true } }),
    z.preprocess(
      (v: unknown) => (v instanceof PyFloat ? v.value : v),
      z.number({
      error: (issue) =>
        typeof issue.input === "number"
          ? "a weight must be a finite number (with .nan OpenJudge would score every aggregate 0.0, with .inf NaN)"
          : typeof issue.input === "string" && YAML11_STRING_NUMBER.test(issue.input)
            ? `'${issue.input}' is a string to PyYAML (a YAML 1.1 float needs a dot and a signed exponent: 1.0e+3)`
            : undefined,
      }),
    ),
    // an int beyond 2^53 stays a bigint: OpenJudge prints every digit of it (`{weight:.2f}`)
    z.bigint(),
  ]);

const finiteThreshold = (v: unknown): boolean => typeof v === "bigint" || (typeof v === "number" && Number.isFinite(v)) || (v instanceof PyFloat && Number.isFinite(v.value));

/**
 * A gate threshold keeps its Python kind and value: the seed prints `(< {gate_threshold})`, `1` for
 * an int, `1.0` for a float, every digit of a big int. A NaN or infinite one is refused as the
 * config mistake it is (as a NaN weight): OpenJudge's gate would then pass (nan, -inf) or fail (inf)
 * every trial whatever the score.
 */
const thresholdField = () =>
  z.custom<GateThreshold>(finiteThreshold, {
    error: (issue) =>
      typeof issue.input === "number" || issue.input instanceof PyFloat
        ? "a gate threshold must be a finite number (with .nan or -.inf OpenJudge would pass every gate, with .inf fail every one)"
        : `a gate threshold must be a number (OpenJudge compares the gate's score with it), received ${issue.input === null ? "null" : Array.isArray(issue.input) ? "array" : typeof issue.input}`,
  });

/** A config error naming the path of the bad field. */
export class GraderConfigError extends FieldConfigError {
  override readonly name = "GraderConfigError";
}

const moduleRefSchema = z.object({ module: z.string().min(1), export: z.string().min(1).optional() }).strict();
export type ModuleRef = z.infer<typeof moduleRefSchema>;

const dictMapperSchema = ownKeysRecord(z.string(), z.string());
const mapperSchema = z.union([moduleRefSchema, dictMapperSchema]);

/**
 * The most calls one strategy makes per trial. OpenJudge sets no limit; a mistyped or hostile
 * `num_votes: 10000000` ran ten million calls (gigabytes, and as many judge calls for an LLM grader).
 */
export const MAX_STRATEGY_CALLS = 1000;
const callCount = () =>
  numberField(
    z
      .number()
      .int()
      .min(2)
      .max(MAX_STRATEGY_CALLS, `at most ${MAX_STRATEGY_CALLS} (each one is another call of the grader, a judge call for an LLM grader, on every trial)`),
  ).default(3);

const strategySchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("DirectEvaluationStrategy") }).strict(),
  z.object({ type: z.literal("AverageEvaluationStrategy"), num_evaluations: callCount() }).strict(),
  z
    .object({
      type: z.literal("VotingEvaluationStrategy"),
      num_votes: callCount(),
      tie_breaker: z.union([z.enum(["min", "max", "closest_to_mean"]), moduleRefSchema]).default("min"),
    })
    .strict(),
  z.object({ type: z.literal("GRPOTournamentEvaluationStrategy"), debiased: z.boolean().default(false) }).strict(),
]);
export type StrategyConfig = z.infer<typeof strategySchema>;

/** The fields of one grader, shared by the `graders:` entries and the `dimensions:` items. */
const graderFields = {
  grader: z.string().min(1),
  params: ownKeysRecord(z.string(), z.unknown()).default({}),
  mapper: mapperSchema.optional(),
  strategy: strategySchema.optional(),
  module: z.string().min(1).optional(),
  export: z.string().min(1).optional(),
};

const graderEntrySchema = z.object(graderFields).strict();

const includeSchema = z.object({ include: z.string().min(1) }).strict();

const aggregatorSchema = z
  .object({
    name: z.string().min(1),
    type: z.enum(["WeightedSumAggregator", "GatedWeightedSumAggregator"]),
    weights: ownKeysRecord(z.string(), weightField()).optional(),
    gate_graders: z.array(z.string()).optional(),
    gate_threshold: thresholdField().optional(),
    on_error: z.enum(ON_ERROR_VALUES).default("skip"),
  })
  .strict();

const dimensionSchema = z
  .object({
    id: z.string().min(1),
    ...graderFields,
    mode: z.enum(["score", "gate"]).default("score"),
    weight: weightField().optional(),
    gate_threshold: thresholdField().optional(),
  })
  .strict();

const aggregationSchema = z.union([
  z.enum(["WeightedSumAggregator", "GatedWeightedSumAggregator"]),
  z
    .object({
      type: z.enum(["WeightedSumAggregator", "GatedWeightedSumAggregator"]),
      name: z.string().min(1).default("overall"),
      on_error: z.enum(ON_ERROR_VALUES).default("skip"),
      gate_threshold: thresholdField().optional(),
    })
    .strict(),
]);

/** The OpenJudge keys of the config file (everything else passes through untouched). */
export const openJudgeSectionSchema = z
  .object({
    graders: ownKeysRecord(z.string(), z.union([includeSchema, graderEntrySchema])).optional(),
    aggregators: z.array(aggregatorSchema).optional(),
    dimensions: z.array(dimensionSchema).optional(),
    aggregation: aggregationSchema.optional(),
  })
  .passthrough();

/** One grader, normalised. */
export interface GraderEntryConfig {
  readonly key: string;
  readonly grader: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly mapper?: Readonly<Record<string, string>> | ModuleRef;
  readonly strategy?: StrategyConfig;
  /** FunctionGrader's module and export. */
  readonly module?: string;
  readonly export?: string;
  /** The config path of this entry, for error messages (`graders.no_pii`, `dimensions.1`). */
  readonly path: string;
}

export interface AggregatorConfig {
  readonly name: string;
  readonly type: "WeightedSumAggregator" | "GatedWeightedSumAggregator";
  readonly weights?: Readonly<Record<string, Weight>>;
  readonly gateGraders: readonly string[];
  readonly gateThreshold?: GateThreshold;
  readonly gateThresholds?: Readonly<Record<string, GateThreshold>>;
  readonly onError: OnError;
  readonly path: string;
  /** The dimensions form's `aggregation: <type>`: the name is the default, written nowhere. */
  readonly defaultName?: boolean;
}

export interface OpenJudgeConfig {
  readonly graders: readonly GraderEntryConfig[];
  readonly aggregators: readonly AggregatorConfig[];
}

/**
 * How far a union branch's first issue shows the value was not meant for that branch: a value of
 * the wrong kind altogether (3), not one of its allowed values (2), a required key missing (1).
 * The branch that fits best names the real mistake (`strategy.tie_breaker`, `mapper.a`), where
 * zod reports the whole union as "Invalid input".
 */
function misfit(issue: z.core.$ZodIssue | undefined): number {
  if (issue === undefined || (issue.code === "custom" && issue.params?.kindBranch === true)) return 4;
  if (issue.path.length === 0 && issue.code === "invalid_type") return 3;
  if (issue.path.length === 0 && issue.code === "invalid_value") return 2;
  return issue.code === "invalid_type" && issue.message.endsWith("received undefined") ? 1 : 0;
}

/** The issue inside the best-fitting union branch (recursively), with its full path. */
function innermost(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  // a union with its own message (thresholdField) says it itself
  if (issue.code !== "invalid_union" || issue.errors.length === 0 || issue.message !== "Invalid input") return issue;
  let best: z.core.$ZodIssue | undefined;
  for (const branch of issue.errors) {
    const first = branch[0];
    if (first !== undefined && (best === undefined || misfit(first) < misfit(best))) best = first;
  }
  if (best === undefined) return issue;
  return innermost({ ...best, path: [...issue.path, ...best.path] });
}

function zodProblem(error: z.ZodError, prefix: string): GraderConfigError {
  const first = error.issues[0];
  const issue = first === undefined ? undefined : innermost(first);
  let field = (issue?.path ?? []).map(String);
  let message = issue?.message ?? "invalid";
  if (issue?.code === "unrecognized_keys" && issue.keys.length > 0) {
    const [key, ...others] = issue.keys as [string, ...string[]];
    field = [...field, key];
    message = `unknown key${others.length === 0 ? "" : `; also unknown here: ${others.map((k) => `'${k}'`).join(", ")}`}`;
  }
  return new GraderConfigError([prefix, ...field].filter((p) => p !== "").join("."), message);
}

export function isModuleRef(value: unknown): value is ModuleRef {
  return typeof value === "object" && value !== null && "module" in value;
}

/**
 * Reads and normalises the OpenJudge keys of a parsed config object. `include` entries must have
 * been resolved by the caller (the Node layer reads the included file); one left here is an error.
 */
export function parseOpenJudgeConfig(raw: unknown): OpenJudgeConfig {
  const parsed = openJudgeSectionSchema.safeParse(raw);
  if (!parsed.success) throw zodProblem(parsed.error, "");
  const section = parsed.data;
  const usesGraders = section.graders !== undefined || section.aggregators !== undefined;
  const usesDimensions = section.dimensions !== undefined || section.aggregation !== undefined;
  if (usesGraders && usesDimensions) {
    throw new GraderConfigError("dimensions", "use either graders:/aggregators: or the dimensions:/aggregation: form, not both");
  }
  const config = usesDimensions ? fromDimensions(section.dimensions ?? [], section.aggregation) : fromGraders(section.graders ?? {}, section.aggregators ?? []);
  checkNames(config);
  return config;
}

function fromGraders(graders: Record<string, z.infer<typeof includeSchema> | z.infer<typeof graderEntrySchema>>, aggregators: readonly z.infer<typeof aggregatorSchema>[]): OpenJudgeConfig {
  const entries: GraderEntryConfig[] = [];
  // Python's dict order (the file's): a JavaScript object lists integer-like names ("2", "1") first
  for (const key of pyKeys(graders)) {
    const entry = graders[key] as z.infer<typeof includeSchema> | z.infer<typeof graderEntrySchema>;
    const path = `graders.${key}`;
    if ("include" in entry) throw new GraderConfigError(`${path}.include`, `the included file ${entry.include} was not read (includes are resolved when the config file is loaded)`);
    entries.push({ key, path, ...entry });
  }
  const aggs: AggregatorConfig[] = aggregators.map((a, i) => ({
    name: a.name,
    type: a.type,
    ...(a.weights === undefined ? {} : { weights: a.weights }),
    gateGraders: a.gate_graders ?? [],
    ...(a.gate_threshold === undefined ? {} : { gateThreshold: a.gate_threshold }),
    onError: a.on_error,
    path: `aggregators.${i}`,
  }));
  return { graders: entries, aggregators: aggs };
}

function fromDimensions(dimensions: readonly z.infer<typeof dimensionSchema>[], aggregation: z.infer<typeof aggregationSchema> | undefined): OpenJudgeConfig {
  const graders: GraderEntryConfig[] = dimensions.map((d, i) => ({
    key: d.id,
    grader: d.grader,
    params: d.params,
    path: `dimensions.${i}`,
    ...(d.mapper === undefined ? {} : { mapper: d.mapper }),
    ...(d.strategy === undefined ? {} : { strategy: d.strategy }),
    ...(d.module === undefined ? {} : { module: d.module }),
    ...(d.export === undefined ? {} : { export: d.export }),
  }));
  if (aggregation === undefined) {
    if (dimensions.some((d) => d.mode === "gate")) throw new GraderConfigError("aggregation", "dimensions with mode: gate need aggregation: GatedWeightedSumAggregator");
    return { graders, aggregators: [] };
  }
  const spec = typeof aggregation === "string" ? { type: aggregation, name: "overall", on_error: "skip" as const, gate_threshold: undefined } : aggregation;
  const weights: Record<string, Weight> = {};
  const gateGraders: string[] = [];
  const gateThresholds: Record<string, GateThreshold> = {};
  dimensions.forEach((d, i) => {
    if (d.mode === "gate") {
      if (spec.type !== "GatedWeightedSumAggregator") throw new GraderConfigError(`dimensions.${i}.mode`, "mode: gate needs aggregation: GatedWeightedSumAggregator");
      gateGraders.push(d.id);
      const threshold = d.gate_threshold ?? spec.gate_threshold;
      if (threshold !== undefined) defineOwn(gateThresholds, d.id, threshold);
      if (d.weight !== undefined) defineOwn(weights, d.id, d.weight);
    } else {
      if (d.gate_threshold !== undefined) throw new GraderConfigError(`dimensions.${i}.gate_threshold`, "only a dimension with mode: gate has a gate_threshold");
      if (d.weight !== undefined) defineOwn(weights, d.id, d.weight);
    }
  });
  const aggregator: AggregatorConfig = {
    name: spec.name,
    type: spec.type,
    weights,
    gateGraders,
    ...(spec.gate_threshold === undefined ? {} : { gateThreshold: spec.gate_threshold }),
    gateThresholds,
    onError: spec.on_error,
    path: "aggregation",
    ...(typeof aggregation === "string" ? { defaultName: true } : {}),
  };
  return { graders, aggregators: [aggregator] };
}

function checkNames(config: OpenJudgeConfig): void {
  const seen = new Set<string>();
  config.graders.forEach((g) => {
    if (seen.has(g.key)) throw new GraderConfigError(g.path, `the name '${g.key}' is used twice`);
    seen.add(g.key);
  });
  for (const a of config.aggregators) {
    if (seen.has(a.name) && a.defaultName === true) {
      throw new GraderConfigError(a.path, `'${a.name}' (the aggregation's default name) is already the name of a dimension; give it another: aggregation: {type: ${a.type}, name: ...}`);
    }
    if (seen.has(a.name)) throw new GraderConfigError(`${a.path}.name`, `'${a.name}' is already the name of a grader or aggregator (results are keyed by name)`);
    seen.add(a.name);
    const graderKeys = new Set(config.graders.map((g) => g.key));
    for (const [i, gate] of a.gateGraders.entries()) {
      if (!graderKeys.has(gate)) throw new GraderConfigError(`${a.path}.gate_graders.${i}`, `'${gate}' is not a grader in this config`);
    }
    for (const name of Object.keys(a.weights ?? {})) {
      if (!graderKeys.has(name)) throw new GraderConfigError(`${a.path}.weights.${name}`, `'${name}' is not a grader in this config`);
    }
    if (a.type === "WeightedSumAggregator" && a.gateGraders.length > 0) {
      throw new GraderConfigError(`${a.path}.gate_graders`, "only a GatedWeightedSumAggregator has gate graders");
    }
    if (a.type === "GatedWeightedSumAggregator" && a.gateGraders.length === 0) {
      // the dimensions form has no gate_graders field: its gates are the dimensions with mode: gate
      if (a.path === "aggregation") throw new GraderConfigError(a.path, "a GatedWeightedSumAggregator needs at least one dimension with mode: gate");
      throw new GraderConfigError(`${a.path}.gate_graders`, "a GatedWeightedSumAggregator needs at least one gate grader");
    }
  }
}
