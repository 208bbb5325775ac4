/**
 * Loading a grading config for `agent-eval grade`: one YAML or JSON file holding the trial keys
 * (`metrics`, `views`, `tasks`, read by src/trials/config.ts) and the OpenJudge keys (`graders`,
 * `aggregators`, `dimensions`, `aggregation`, read by src/node/grading-config.ts, which also
 * parses the YAML). `module:` metrics are imported relative to the config file. Every error is an
 * InputError naming the file, the line and the path of the bad field.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { InputError } from "../core/errors.js";
import { plainNumbers } from "../core/json-format.js";
import type { GraderFactory } from "../graders/params.js";
import { GRADER_FACTORIES, LLM_GRADER_CLASSES } from "../graders/registry.js";
import { TrialConfigError, buildTaskPlans, parseTrialConfig, type TaskPlan, type TrialConfig } from "../trials/config.js";
import type { MetricFactoryContext, TrialMetricFactory } from "../trials/contract.js";
import { JUDGE_METRIC_TYPES, TRIAL_METRIC_FACTORIES } from "../trials/metrics/registry.js";
import { readRegularFile } from "./files.js";
import { configFieldError, decodeConfigText, importConfigModule, parseYamlText, prepareOpenJudge, type LoadedOpenJudge, type ParsedYaml } from "./grading-config.js";

const TOP_LEVEL_KEYS = ["metrics", "views", "tasks", "graders", "aggregators", "dimensions", "aggregation"];

export interface LoadedGradingConfig {
  readonly file: string;
  readonly sha256: string;
  readonly trial: TrialConfig;
  readonly openJudge: LoadedOpenJudge;
  /** Imported `module:` metric exports by entry path. */
  readonly modules: ReadonlyMap<string, unknown>;
  /** sha256 of each imported module file, by entry path (provenance: the code behind a score). */
  readonly moduleDigests: ReadonlyMap<string, string>;
  readonly lineOf: ParsedYaml["lineOf"];
  /** Config entries that call the judge (llm_judge metrics, LLM graders), for the judge flags check. */
  readonly judgeUsers: readonly string[];
}

async function importMetricModule(specifier: string, exportName: string | undefined, baseDir: string, where: string): Promise<unknown> {
  const module = await importConfigModule(specifier, baseDir, where);
  const name = exportName ?? "default";
  if (!Object.hasOwn(module, name) || module[name] === undefined) {
    throw new InputError(`${where}: module ${specifier} has no export '${name}' (exports: ${Object.keys(module).join(", ") || "none"})`);
  }
  return module[name];
}

/** Reads and validates the config file; metrics are built later, once the dataset's tasks are known. */
export async function loadGradingConfig(
  file: string,
  graderFactories: Readonly<Record<string, GraderFactory>> = GRADER_FACTORIES,
): Promise<LoadedGradingConfig> {
  let bytes: Buffer;
  try {
    // a regular file only: a named pipe named like the config would block a plain read forever
    bytes = await readRegularFile(file);
  } catch (error) {
    const notFound = (error as { cause?: NodeJS.ErrnoException }).cause?.code === "ENOENT";
    throw new InputError(`--config ${notFound ? `${file}: file not found` : (error as Error).message}`, { cause: error });
  }
  const parsed = parseYamlText(decodeConfigText(bytes, file), file);
  const raw = parsed.value ?? {};
  if (typeof raw !== "object" || Array.isArray(raw)) throw new InputError(`${file}: expected a mapping with metrics:, views:, tasks:, graders: ...`);
  for (const key of Object.keys(raw)) {
    if (!TOP_LEVEL_KEYS.includes(key)) throw configFieldError(file, parsed.lineOf, key, `unknown key (expected ${TOP_LEVEL_KEYS.join(", ")})`);
  }
  let trial: TrialConfig;
  try {
    // the trial keys' numbers are plain numbers (PyYAML's whole floats are PyFloats in `raw`, for the graders' params)
    trial = parseTrialConfig(plainNumbers(raw));
  } catch (error) {
    if (error instanceof TrialConfigError) throw configFieldError(file, parsed.lineOf, error.field, error.problem);
    throw error;
  }
  const openJudge = await prepareOpenJudge(raw, file, parsed.lineOf, graderFactories);
  const entries = [...trial.metrics, ...Object.values(trial.tasks).flatMap((t) => t.metrics ?? [])];
  const modules = new Map<string, unknown>();
  const moduleDigests = new Map<string, string>();
  for (const entry of entries) {
    if (entry.module === undefined) continue;
    const line = parsed.lineOf(`${entry.path}.module`);
    modules.set(entry.path, await importMetricModule(entry.module, entry.export, path.dirname(file), `${file}${line === undefined ? "" : `:${line}`}: field '${entry.path}.module'`));
    moduleDigests.set(entry.path, createHash("sha256").update(await readFile(path.resolve(path.dirname(file), entry.module))).digest("hex"));
  }
  const judgeUsers = [
    ...entries.filter((e) => e.type !== undefined && JUDGE_METRIC_TYPES.has(e.type)).map((e) => `${e.path} (${e.type ?? ""})`),
    ...openJudge.config.graders.filter((g) => LLM_GRADER_CLASSES.has(g.grader)).map((g) => `${g.path} (${g.grader})`),
  ];
  return {
    file,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    trial,
    openJudge,
    modules,
    moduleDigests,
    lineOf: parsed.lineOf,
    judgeUsers,
  };
}

/** Builds every metric and a plan per task id; errors name the config file, line and field. */
export function planTasks(
  config: LoadedGradingConfig,
  taskIds: readonly string[],
  context: MetricFactoryContext,
  factories: Readonly<Record<string, TrialMetricFactory>> = TRIAL_METRIC_FACTORIES,
): Map<string, TaskPlan> {
  try {
    return buildTaskPlans(config.trial, taskIds, {
      factories,
      modules: config.modules,
      context,
      graders: config.openJudge.config.graders.map((g) => g.key),
      aggregators: config.openJudge.config.aggregators.map((a) => a.name),
    });
  } catch (error) {
    if (error instanceof TrialConfigError) throw configFieldError(config.file, config.lineOf, error.field, error.problem);
    throw error;
  }
}
