/**
 * The trial part of a grading config (issue 8 §2); the OpenJudge keys (`graders:`, `aggregators:`,
 * `dimensions:`, `aggregation:`) of the same file are read by src/graders/config.ts.
 *
 *   metrics:                       # applied to every task
 *     - {type: keyword_match}      # a built-in: every other key is an option
 *     - {module: ./checks.mjs, export: usedTool, options: {tool: search}}   # an object or a factory
 *   views:
 *     quality: {reducer: mean, signals: [{metric: keyword_match, output: score}, {metric: grader, output: correctness}]}
 *   tasks:
 *     capital-japan: {metrics: [...], views: {...}}   # replaces the defaults for that task (per key)
 *
 * Validation as NeMo's task model (TASKS 55d2849): duplicate metric types in a task
 * (`duplicate task metric types: [...]`), a view naming an unknown metric
 * (`view 'v' references unknown metric 'm'`) or output
 * (`view 'v' references unknown output 'o' for metric 'm'`) are errors, each with the path of the
 * bad field. View signals may also name `grader.<name>` / `aggregator.<name>` scores.
 */
import { coerceContinuous } from "./coerce.js";
import { ownKeysRecord, withProtoKey } from "../core/own-record.js";
import { defineOwn, ownValue } from "../core/own-keys.js";
import { z } from "zod";
import { FieldConfigError } from "../core/errors.js";
import { firstIssue } from "../core/schema-issue.js";
import { compareCodePoints } from "../core/pynum.js";
import { MetricConfigError, type MetricFactoryContext, type MetricOutputSpec, type TrialMetric, type TrialMetricFactory } from "./contract.js";
import { pyStrList } from "../core/py-repr.js";
import { VIEW_REDUCERS, type ViewSpec } from "./views.js";

/** A config error naming the path of the bad field (`tasks.t1.views.quality.signals.0.metric`). */
export class TrialConfigError extends FieldConfigError {
  override readonly name = "TrialConfigError";
}

/** Metric types that name other score families in `scores` keys. */
export const RESERVED_METRIC_TYPES: ReadonlySet<string> = new Set(["view", "grader", "aggregator"]);

const moduleEntrySchema = z
  .object({
    module: z.string().min(1),
    export: z.string().min(1).optional(),
    options: ownKeysRecord(z.string(), z.unknown()).optional(),
  })
  .strict();

const builtinEntrySchema = withProtoKey(z.object({ type: z.string().min(1) }).passthrough());

const metricEntrySchema = z.union([moduleEntrySchema, builtinEntrySchema], {
  error: () => "expected {type: <built-in>, ...options} or {module: ./file.mjs, export?, options?}",
});

const signalSchema = z
  .object({
    metric: z.string().min(1, { message: "must not be empty" }),
    output: z.string().min(1, { message: "must not be empty" }),
    // pydantic's lax `float | None`: null is no weight (1.0); numeric strings and booleans are numbers; NaN and ±inf are kept
    weight: z.preprocess((value) => {
      if (value === null) return undefined;
      if (typeof value !== "string" && typeof value !== "boolean" && typeof value !== "bigint") return value;
      const coerced = coerceContinuous(value);
      return coerced.ok ? coerced.value : value;
    }, z.custom<number>((value) => typeof value === "number", { message: "Input should be a valid number" }).optional()),
  })
  .strict();

const viewSchema = z
  .object({
    // NeMo's SemanticReducer members are upper case (SINGLE, WEIGHTED_MEAN): both spellings work
    reducer: z.preprocess((v) => (typeof v === "string" ? v.toLowerCase() : v), z.enum(VIEW_REDUCERS)),
    signals: z.array(signalSchema).min(1, { message: "a view needs at least one signal" }),
  })
  .strict();

const taskOverrideSchema = z
  .object({
    metrics: z.array(metricEntrySchema).optional(),
    views: ownKeysRecord(z.string(), viewSchema).optional(),
  })
  .strict();

/** The trial keys of the config file (everything else is left to the OpenJudge part). */
export const trialSectionSchema = z
  .object({
    metrics: z.array(metricEntrySchema).optional(),
    views: ownKeysRecord(z.string(), viewSchema).optional(),
    tasks: ownKeysRecord(z.string(), taskOverrideSchema).optional(),
  })
  .passthrough();

/** One metric entry, normalised. */
export interface MetricEntryConfig {
  /** `metrics.0`, `tasks.t1.metrics.2`. */
  readonly path: string;
  readonly type?: string;
  readonly module?: string;
  readonly export?: string;
  readonly options: Readonly<Record<string, unknown>>;
}

export interface ViewEntryConfig extends ViewSpec {
  readonly name: string;
  readonly path: string;
}

export interface TaskOverrideConfig {
  readonly metrics?: readonly MetricEntryConfig[];
  readonly views?: readonly ViewEntryConfig[];
  readonly path: string;
}

export interface TrialConfig {
  readonly metrics: readonly MetricEntryConfig[];
  readonly views: readonly ViewEntryConfig[];
  readonly tasks: Readonly<Record<string, TaskOverrideConfig>>;
}

function zodProblem(error: z.ZodError): TrialConfigError {
  const { field, message } = firstIssue(error);
  return new TrialConfigError(field ?? "", message);
}

function metricEntries(entries: readonly z.infer<typeof metricEntrySchema>[], prefix: string): MetricEntryConfig[] {
  return entries.map((entry, i) => {
    const path = `${prefix}.${i}`;
    if ("module" in entry && "type" in entry) throw new TrialConfigError(path, "give either type: (a built-in metric) or module: (a file), not both");
    if ("module" in entry && typeof entry.module === "string") {
      const m = entry as z.infer<typeof moduleEntrySchema>;
      return { path, module: m.module, ...(m.export === undefined ? {} : { export: m.export }), options: m.options ?? {} };
    }
    const { type, ...options } = entry as { type: string } & Record<string, unknown>;
    return { path, type, options };
  });
}

function viewEntries(views: Readonly<Record<string, z.infer<typeof viewSchema>>>, prefix: string): ViewEntryConfig[] {
  return Object.entries(views).map(([name, view]) => ({
    name,
    path: `${prefix}.${name}`,
    reducer: view.reducer,
    signals: view.signals.map((s) => ({ metric: s.metric, output: s.output, ...(s.weight === undefined ? {} : { weight: s.weight }) })),
  }));
}

/** Reads and normalises the trial keys of a parsed config object. */
export function parseTrialConfig(raw: unknown): TrialConfig {
  const parsed = trialSectionSchema.safeParse(raw ?? {});
  if (!parsed.success) throw zodProblem(parsed.error);
  const section = parsed.data;
  const tasks: Record<string, TaskOverrideConfig> = {};
  for (const [id, override] of Object.entries(section.tasks ?? {})) {
    const path = `tasks.${id}`;
    defineOwn(tasks, id, {
      path,
      ...(override.metrics === undefined ? {} : { metrics: metricEntries(override.metrics, `${path}.metrics`) }),
      ...(override.views === undefined ? {} : { views: viewEntries(override.views, `${path}.views`) }),
    });
  }
  return {
    metrics: metricEntries(section.metrics ?? [], "metrics"),
    views: viewEntries(section.views ?? {}, "views"),
    tasks,
  };
}

// ---------------------------------------------------------------------------------------------
// Building the metrics and the per-task plans

/** One metric as a task runs it: the object, its specs (read once) and where it came from. */
export interface PlannedMetric {
  readonly metric: TrialMetric;
  readonly type: string;
  readonly specs: readonly MetricOutputSpec[];
  /** `built-in` or `module <path>[#export]`, for provenance. */
  readonly source: string;
  readonly path: string;
}

export interface TaskPlan {
  readonly taskId: string;
  readonly metrics: readonly PlannedMetric[];
  readonly views: readonly ViewEntryConfig[];
}

/** What the Node layer imported for `module:` entries, keyed by entry path. */
export type LoadedMetricModules = ReadonlyMap<string, unknown>;

export interface PlanOptions {
  readonly factories: Readonly<Record<string, TrialMetricFactory>>;
  readonly modules: LoadedMetricModules;
  readonly context: MetricFactoryContext;
  /** Names of the configured OpenJudge graders and aggregators (views may name their scores). */
  readonly graders: readonly string[];
  readonly aggregators: readonly string[];
}

const OUTPUT_KINDS = new Set(["continuous_score", "discrete_score", "boolean", "label", "model"]);

function checkMetricShape(value: unknown, path: string): TrialMetric {
  if (value === null || typeof value !== "object") throw new TrialConfigError(path, "a metric is an object with type, outputSpec() and computeScores(input)");
  const m = value as Partial<TrialMetric>;
  if (typeof m.type !== "string" || m.type === "") throw new TrialConfigError(path, "the metric has no type (a non-empty string)");
  if (typeof m.outputSpec !== "function") throw new TrialConfigError(path, `metric '${m.type}' has no outputSpec() method`);
  if (typeof m.computeScores !== "function") throw new TrialConfigError(path, `metric '${m.type}' has no computeScores(input) method`);
  if (RESERVED_METRIC_TYPES.has(m.type)) throw new TrialConfigError(path, `'${m.type}' is reserved (scores keys '${m.type}.<name>' belong to views, graders and aggregators)`);
  return value as TrialMetric;
}

/** The values that occur more than once, each once, in code-point order (for the duplicate-name errors). */
function repeated(values: readonly string[]): string[] {
  // one pass with a set (indexOf per value was quadratic: 100,000 declared outputs took minutes)
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const v of values) (seen.has(v) ? twice : seen).add(v);
  return [...twice].sort(compareCodePoints);
}

function readSpecs(metric: TrialMetric, path: string): MetricOutputSpec[] {
  let specs: unknown;
  try {
    specs = metric.outputSpec();
  } catch (error) {
    throw new TrialConfigError(path, `outputSpec() of metric '${metric.type}' failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!Array.isArray(specs) || specs.length === 0) throw new TrialConfigError(path, `outputSpec() of metric '${metric.type}' must return at least one MetricOutputSpec`);
  const names: string[] = [];
  for (const [i, spec] of (specs as unknown[]).entries()) {
    const s = spec as Partial<MetricOutputSpec> | null;
    if (s === null || typeof s !== "object" || typeof s.name !== "string" || s.name === "") throw new TrialConfigError(path, `outputSpec() of metric '${metric.type}': output ${i} has no name`);
    if (typeof s.kind !== "string" || !OUTPUT_KINDS.has(s.kind)) throw new TrialConfigError(path, `outputSpec() of metric '${metric.type}': output '${s.name}' has no valid kind (use the MetricOutputSpec constructors)`);
    if (s.kind === "model" && (s.valueSchema === undefined || typeof (s.valueSchema as { safeParse?: unknown }).safeParse !== "function")) {
      throw new TrialConfigError(path, `outputSpec() of metric '${metric.type}': model output '${s.name}' needs a zod value schema`);
    }
    names.push(s.name);
  }
  const duplicates = repeated(names);
  if (duplicates.length > 0) throw new TrialConfigError(path, `metric '${metric.type}': duplicate metric output names: ${pyStrList(duplicates)}`);
  return specs as MetricOutputSpec[];
}

function withPath<T>(path: string, build: () => T): T {
  try {
    return build();
  } catch (error) {
    if (error instanceof TrialConfigError) throw error;
    if (error instanceof MetricConfigError) throw new TrialConfigError(error.field === "" ? path : `${path}.${error.field}`, error.problem);
    throw new TrialConfigError(path, error instanceof Error ? error.message : String(error));
  }
}

function buildMetric(entry: MetricEntryConfig, options: PlanOptions): PlannedMetric {
  if (entry.type !== undefined) {
    const factory = ownValue(options.factories, entry.type);
    if (factory === undefined) {
      const known = Object.keys(options.factories).sort();
      throw new TrialConfigError(`${entry.path}.type`, `unknown metric type '${entry.type}'; built-in: ${known.length === 0 ? "none" : known.join(", ")} (or {module: ./file.mjs})`);
    }
    const metric = withPath(entry.path, () => checkMetricShape(factory(entry.options, options.context), entry.path));
    return { metric, type: metric.type, specs: readSpecs(metric, entry.path), source: "built-in", path: entry.path };
  }
  const loaded = options.modules.get(entry.path);
  if (loaded === undefined) throw new TrialConfigError(`${entry.path}.module`, "the module was not loaded");
  const metric = withPath(entry.path, () => {
    if (typeof loaded === "function") return checkMetricShape((loaded as TrialMetricFactory)(entry.options, options.context), entry.path);
    if (Object.keys(entry.options).length > 0) throw new TrialConfigError(`${entry.path}.options`, "options need a factory export (a function called with the options); this export is a metric object");
    return checkMetricShape(loaded, entry.path);
  });
  return { metric, type: metric.type, specs: readSpecs(metric, entry.path), source: `module ${entry.module ?? ""}${entry.export === undefined ? "" : `#${entry.export}`}`, path: entry.path };
}

function checkDuplicateTypes(metrics: readonly PlannedMetric[], path: string): void {
  const duplicates = repeated(metrics.map((m) => m.type));
  if (duplicates.length > 0) throw new TrialConfigError(path, `duplicate task metric types: ${pyStrList(duplicates)}`);
}

function checkViews(views: readonly ViewEntryConfig[], metrics: readonly PlannedMetric[], options: PlanOptions, context: string): void {
  const outputsOf = new Map<string, Set<string>>(metrics.map((m) => [m.type, new Set(m.specs.map((s) => s.name))]));
  outputsOf.set("grader", new Set(options.graders));
  outputsOf.set("aggregator", new Set(options.aggregators));
  for (const view of views) {
    view.signals.forEach((signal, i) => {
      const outputs = outputsOf.get(signal.metric);
      if (outputs === undefined) throw new TrialConfigError(`${view.path}.signals.${i}.metric`, `view '${view.name}' references unknown metric '${signal.metric}'${context}`);
      if (!outputs.has(signal.output)) throw new TrialConfigError(`${view.path}.signals.${i}.output`, `view '${view.name}' references unknown output '${signal.output}' for metric '${signal.metric}'${context}`);
    });
  }
}

/**
 * The report keys every score by one string, `<type>.<output>`, and the summary adds
 * `<type>.<output>.pass@<k>`, `view.<name>`, `grader.<name>` and `aggregator.<name>`. Two different
 * things with one key (metric `a.b` output `c` and metric `a` output `b.c`; an output named
 * `s.pass@1` beside a pass@k output `s`; a metric type `view.x` beside a view) would overwrite each
 * other's scores and statistics silently, so such a config is refused, naming both. (NeMo keeps its
 * aggregates in a list, where two can share a name; a keyed report cannot hold them.)
 */
function checkReportKeys(plans: ReadonlyMap<string, TaskPlan>, options: PlanOptions): void {
  const owners = new Map<string, { what: string; pair: string; path: string }>();
  const passKeys = new Map<string, string>();
  const claim = (key: string, what: string, pair: string, path: string): void => {
    const owner = owners.get(key);
    if (owner === undefined) owners.set(key, { what, pair, path });
    else if (owner.pair !== pair) throw new TrialConfigError(path, `${what} and ${owner.what} would both be reported as '${key}'; rename one`);
  };
  for (const plan of plans.values()) {
    for (const planned of plan.metrics) {
      for (const spec of planned.specs) {
        const key = `${planned.type}.${spec.name}`;
        const what = `metric '${planned.type}' output '${spec.name}'`;
        claim(key, what, JSON.stringify([planned.type, spec.name]), planned.path);
        if (spec.kind === "continuous_score" || spec.kind === "boolean") passKeys.set(key, what);
      }
    }
    for (const view of plan.views) claim(`view.${view.name}`, `view '${view.name}'`, JSON.stringify(["view", view.name]), view.path);
  }
  options.graders.forEach((g) => claim(`grader.${g}`, `grader '${g}'`, JSON.stringify(["grader", g]), `graders.${g}`));
  options.aggregators.forEach((a) => claim(`aggregator.${a}`, `aggregator '${a}'`, JSON.stringify(["aggregator", a]), `aggregators.${a}`));
  for (const [key, owner] of owners) {
    const pass = /^(.*)\.pass@[1-9][0-9]*$/.exec(key);
    const base = pass === null ? undefined : passKeys.get(pass[1] as string);
    if (base !== undefined) throw new TrialConfigError(owner.path, `${owner.what} and the pass@k of ${base} would both be reported as '${key}'; rename one`);
  }
}

/**
 * Builds every metric once and a plan for each task id (in the given order): the task's override
 * of `metrics`/`views` when it has one, else the defaults. `taskIds` are the dataset's tasks; an
 * override for a task the dataset lacks is an error.
 */
export function buildTaskPlans(config: TrialConfig, taskIds: readonly string[], options: PlanOptions): Map<string, TaskPlan> {
  const known = new Set(taskIds);
  for (const [id, override] of Object.entries(config.tasks)) {
    if (!known.has(id)) throw new TrialConfigError(override.path, `no trial in the dataset has task_id '${id}'`);
  }
  const defaults = config.metrics.map((entry) => buildMetric(entry, options));
  checkDuplicateTypes(defaults, "metrics");
  checkViews(config.views, defaults, options, "");
  const plans = new Map<string, TaskPlan>();
  for (const id of taskIds) {
    const override = ownValue(config.tasks, id);
    const metrics = override?.metrics === undefined ? defaults : override.metrics.map((entry) => buildMetric(entry, options));
    if (override?.metrics !== undefined) checkDuplicateTypes(metrics, `${override.path}.metrics`);
    const views = override?.views ?? config.views;
    if (override !== undefined && (override.metrics !== undefined || override.views !== undefined)) {
      checkViews(views, metrics, options, override.views === undefined ? ` (task '${id}' replaces metrics: but keeps the default views:)` : "");
    }
    if (metrics.length === 0 && options.graders.length === 0 && options.aggregators.length === 0) {
      throw new TrialConfigError(override?.metrics === undefined ? "metrics" : `${override.path}.metrics`, `task '${id}' has no metrics (and the config has no graders)`);
    }
    plans.set(id, { taskId: id, metrics, views });
  }
  checkReportKeys(plans, options);
  return plans;
}
