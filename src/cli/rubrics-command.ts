/**
 * `agent-eval rubrics generate --simple | --iterative` and `agent-eval rubrics check`.
 *
 * generate writes an LLMGrader entry (YAML) that a grading config includes with
 * `graders: {<name>: {include: <file>}}`; every judge call is recorded, so generating again in
 * replay mode writes the same bytes. check grades a labelled JSONL set with one grader of a config
 * and reports accuracy, Cohen's kappa and the confusion matrix; it exits 1 when agreement falls
 * below --min-accuracy/--min-kappa or below a --baseline result written by an earlier check.
 * The flags are defined in register-rubrics.ts, which imports this module when a subcommand runs.
 */
import { readRegularText } from "../node/files.js";
import { stringify } from "yaml";
import { z } from "zod";
import { COUNT_FORM, parseDecimal } from "../core/count.js";
import { InputError } from "../core/errors.js";
import { describeJsonLineSyntaxError } from "../core/json-error.js";
import { formatFixed } from "../core/pynum.js";
import { firstIssue } from "../core/schema-issue.js";
import type { GraderContext } from "../graders/contract.js";
import { getValueByPath } from "../graders/mapper.js";
import { agreement, type Agreement, type PredictedClass } from "../graders/rubrics/agreement.js";
import {
  generateIterativeRubrics,
  generateSimpleRubrics,
  type GenerationReport,
  type LabelledExample,
} from "../graders/rubrics/rubric-generation.js";
import { LLM_GRADER_CLASSES } from "../graders/registry.js";
import { runGraders, scoreOf } from "../graders/run-graders.js";
import { refuseExistingOut, writeOutFileSync } from "../node/files.js";
import { loadOpenJudgeConfig } from "../node/grading-config.js";
import { type JudgeConfig, buildJudgeStack } from "../node/judge-setup.js";
import { countFlag } from "./flag-values.js";
import { printablePath } from "../core/printable.js";

export interface RubricsIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

/**
 * A number flag (a score, a threshold; counts are read by countFlag) in decimal digits (`0.8`;
 * with `signed`, `-1.5` too), within the bounds, or undefined when absent. Strict like the
 * counts: `Number()` would take `0x1`, `1e3` or ` 0.5`.
 */
function number(flag: string, value: string | undefined, options: { min?: number; max?: number; signed?: boolean; example: string }): number | undefined {
  if (value === undefined) return undefined;
  const n = options.signed === true && value.startsWith("-") ? -(parseDecimal(value.slice(1)) ?? Number.NaN) : (parseDecimal(value) ?? Number.NaN);
  const { min, max } = options;
  if (Number.isNaN(n) || Object.is(n, -0) || (min !== undefined && n < min) || (max !== undefined && n > max)) {
    const range = min !== undefined && max !== undefined ? ` from ${min} to ${max}` : min !== undefined ? ` of at least ${min}` : "";
    throw new InputError(`${flag}: expected a number${range} ${COUNT_FORM}, e.g. ${options.example}, got '${value}'`);
  }
  return n;
}

const SCALE = { signed: true, example: "0 or -1.5" } as const;

async function judgeContext(config: JudgeConfig | undefined, log: (line: string) => void): Promise<{ context: GraderContext; summary: () => string }> {
  if (config === undefined) throw new InputError("a judge is required (--provider and --model)");
  const stack = await buildJudgeStack(config, process.env, log);
  return {
    context: { judge: stack.judge, judgeIdentity: stack.identity },
    summary: () => {
      const s = stack.accounting.snapshot();
      return `judge calls: ${s.used.calls} (${s.replayed} replayed, ${s.recorded} recorded), spent $${formatFixed(s.spent.costUsd, 4)}`;
    },
  };
}

/** Reads a JSONL file of objects; errors name the file and line. */
async function readJsonl(file: string, what: string): Promise<Array<Record<string, unknown>>> {
  let text: string;
  try {
    text = await readRegularText(file);
  } catch (error) {
    throw new InputError(`${what} ${(error as Error).message}`, { cause: error });
  }
  const rows: Array<Record<string, unknown>> = [];
  text.split("\n").forEach((line, i) => {
    if (line.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new InputError(`${file}:${i + 1}: not valid JSON (${describeJsonLineSyntaxError(error, line)})`, { cause: error });
    }
    if (value === null || typeof value !== "object" || Array.isArray(value)) throw new InputError(`${file}:${i + 1}: expected a JSON object`);
    rows.push(value as Record<string, unknown>);
  });
  if (rows.length === 0) throw new InputError(`${what} ${file}: no examples`);
  return rows;
}

const labelledSchema = z.object({ query: z.unknown().optional(), response: z.unknown(), label_score: z.number() }).passthrough();

function header(kind: string, judge: JudgeConfig): string {
  return (
    `# LLMGrader written by \`agent-eval rubrics generate --${kind}\` (judge: ${judge.provider} ${judge.model}).\n` +
    `# Include it from a grading config: graders: {<name>: {include: <this file>}}. Every judge call behind\n` +
    `# these rubrics is recorded, so generating again in replay mode writes this file byte for byte.\n`
  );
}

/**
 * A generated grader (the judge's answers, paid for) or a check result kept as a later --baseline
 * is not rebuilt from its inputs alone: replacing one silently would lose it, as `ontology
 * consolidate --out` would. Refused unless --overwrite, before any judge call.
 */
function checkOutFree(out: string | undefined, overwrite: boolean | undefined): void {
  if (out !== undefined) refuseExistingOut(out, overwrite === true);
}

function writeOut(out: string, text: string, overwrite: boolean | undefined): Promise<void> {
  // created meanwhile by someone else: still not replaced
  writeOutFileSync(out, text, overwrite === true);
  return Promise.resolve();
}

async function writeGenerated(out: string, overwrite: boolean | undefined, kind: string, judge: JudgeConfig, report: GenerationReport, io: RubricsIo, summary: string): Promise<void> {
  await writeOut(out, header(kind, judge) + stringify(report.entry, { lineWidth: 0 }), overwrite);
  for (const line of report.log) io.stderr(`${line}\n`);
  io.stderr(`${summary}\n`);
  io.stdout(`${printablePath(out)}: LLMGrader '${report.entry.params.name}' with ${report.entry.params.rubrics.split("\n").length} rubrics\n`);
}

export interface GenerateFlags {
  simple: boolean;
  iterative: boolean;
  graderName: string;
  taskDescription?: string;
  scenario?: string;
  query: string[];
  data?: string;
  minScore: string;
  maxScore: string;
  mode: "pointwise" | "listwise";
  defaultRubric: string[];
  maxRetries: string;
  maxEpochs: string;
  batchSize: string;
  minIncrementThreshold: string;
  patience: string;
  maxTotalRubrics: string;
  enableCategorization: boolean;
  categoriesNumber: string;
  out: string;
  overwrite?: boolean;
}

export async function generateCommand(flags: GenerateFlags, judgeConfig: JudgeConfig | undefined, io: RubricsIo): Promise<number> {
  if (flags.simple === flags.iterative) throw new InputError("rubrics generate: give exactly one of --simple or --iterative");
  const log = (line: string) => io.stderr(`${line}\n`);
  const min = number("--min-score", flags.minScore, SCALE) as number;
  const max = number("--max-score", flags.maxScore, SCALE) as number;
  const minIncrementThreshold = number("--min-increment-threshold", flags.minIncrementThreshold, { min: 0, example: "0.1" }) as number;
  // every count is checked before any file is read or judge built (a typo is a usage error first)
  const counts = {
    max_retries: countFlag(flags.maxRetries, "--max-retries", { min: flags.iterative ? 0 : 1 }),
    max_epochs: countFlag(flags.maxEpochs, "--max-epochs"),
    batch_size: countFlag(flags.batchSize, "--batch-size"),
    patience: countFlag(flags.patience, "--patience"),
    max_total_rubrics: countFlag(flags.maxTotalRubrics, "--max-total-rubrics"),
    categories_number: countFlag(flags.categoriesNumber, "--categories-number"),
  };
  if (!(max > min)) throw new InputError(`--max-score (${max}) must be greater than --min-score (${min})`);
  checkOutFree(flags.out, flags.overwrite);
  if (flags.simple) {
    if (flags.taskDescription === undefined) throw new InputError("rubrics generate --simple needs --task-description");
    const { context, summary } = await judgeContext(judgeConfig, log);
    const report = await generateSimpleRubrics(
      {
        grader_name: flags.graderName,
        task_description: flags.taskDescription,
        ...(flags.scenario === undefined ? {} : { scenario: flags.scenario }),
        sample_queries: flags.query,
        grader_mode: flags.mode,
        min_score: min,
        max_score: max,
        default_rubrics: flags.defaultRubric,
        max_retries: counts.max_retries,
      },
      context,
    );
    await writeGenerated(flags.out, flags.overwrite, "simple", judgeConfig as JudgeConfig, report, io, summary());
    return 0;
  }
  if (flags.data === undefined) throw new InputError("rubrics generate --iterative needs --data (JSONL of {query, response, label_score})");
  if (flags.mode !== "pointwise") throw new InputError("rubrics generate --iterative builds pointwise graders (--mode pointwise)");
  const rows = await readJsonl(flags.data, "--data");
  const dataset: LabelledExample[] = rows.map((row, i) => {
    const parsed = labelledSchema.safeParse(row);
    if (!parsed.success) {
      const { field, message } = firstIssue(parsed.error);
      throw new InputError(`${flags.data ?? ""}: example ${i + 1}: field '${field ?? ""}': ${message}`);
    }
    return { query: parsed.data.query ?? "", response: parsed.data.response, label_score: parsed.data.label_score };
  });
  const { context, summary } = await judgeContext(judgeConfig, log);
  const report = await generateIterativeRubrics(
    {
      grader_name: flags.graderName,
      ...(flags.taskDescription === undefined ? {} : { task_description: flags.taskDescription }),
      min_score: min,
      max_score: max,
      max_epochs: counts.max_epochs,
      batch_size: counts.batch_size,
      min_increment_threshold: minIncrementThreshold,
      patience: counts.patience,
      max_total_rubrics: counts.max_total_rubrics,
      enable_categorization: flags.enableCategorization,
      categories_number: counts.categories_number,
      max_retries: counts.max_retries,
    },
    dataset,
    context,
  );
  await writeGenerated(flags.out, flags.overwrite, "iterative", judgeConfig as JudgeConfig, report, io, summary());
  return 0;
}

export interface CheckFlags {
  config: string;
  grader: string;
  data: string;
  labelField: string;
  minAccuracy?: string;
  minKappa?: string;
  baseline?: string;
  out?: string;
  overwrite?: boolean;
  json: boolean;
}

export interface CheckResult extends Agreement {
  readonly grader: string;
  readonly data: string;
}

const baselineSchema = z.object({ accuracy: z.number(), kappa: z.number().nullable() }).passthrough();

function classLabel(c: PredictedClass): string {
  return typeof c === "number" ? String(c) : c;
}

export function formatAgreement(result: CheckResult): string {
  const kappa = result.kappa === null ? "undefined (one class only)" : formatFixed(result.kappa, 3);
  const labels = result.classes.map(classLabel);
  const width = Math.max(5, ...labels.map((l) => l.length));
  const lines = [
    `${result.grader} on ${result.data}: ${result.n} labelled examples`,
    `accuracy ${formatFixed(result.accuracy, 3)}, Cohen's kappa ${kappa}`,
    "confusion matrix (rows: label, columns: grader):",
    `${"".padStart(width)} ${labels.map((l) => l.padStart(width)).join(" ")}`,
    ...result.matrix.map((row, i) => `${(labels[i] ?? "").padStart(width)} ${row.map((v) => String(v).padStart(width)).join(" ")}`),
  ];
  return lines.join("\n");
}

export async function checkCommand(flags: CheckFlags, judgeFrom: (names: readonly string[]) => JudgeConfig | undefined, io: RubricsIo): Promise<number> {
  // before any file is read: a typo in a threshold is a usage error first
  const minAccuracy = number("--min-accuracy", flags.minAccuracy, { min: 0, max: 1, example: "0.8" });
  const minKappa = number("--min-kappa", flags.minKappa, { min: -1, max: 1, signed: true, example: "0.4" });
  checkOutFree(flags.out, flags.overwrite);
  const loaded = await loadOpenJudgeConfig(flags.config);
  const entry = loaded.plan.graders.find((g) => g.key === flags.grader);
  if (entry === undefined) {
    throw new InputError(`--grader ${flags.grader}: not a grader in ${flags.config} (graders: ${loaded.plan.graders.map((g) => g.key).join(", ") || "none"})`);
  }
  const rows = await readJsonl(flags.data, "--data");
  const labels = rows.map((row, i) => {
    const label = getValueByPath(row, flags.labelField);
    if (typeof label !== "number") throw new InputError(`${flags.data}: example ${i + 1}: field '${flags.labelField}': expected a number label, got ${JSON.stringify(label)}`);
    return label;
  });
  let baseline: z.infer<typeof baselineSchema> | undefined;
  if (flags.baseline !== undefined) {
    let raw: unknown;
    try {
      raw = JSON.parse(await readRegularText(flags.baseline));
    } catch (error) {
      throw new InputError(`--baseline ${flags.baseline}: ${(error as Error).message}`);
    }
    const parsed = baselineSchema.safeParse(raw);
    if (!parsed.success) {
      const { field, message } = firstIssue(parsed.error);
      throw new InputError(`--baseline ${flags.baseline}: field '${field ?? ""}': ${message}`);
    }
    baseline = parsed.data;
  }
  const className = loaded.plan.classes.get(flags.grader) ?? "";
  const needsJudge = LLM_GRADER_CLASSES.has(className);
  const log = (line: string) => io.stderr(`${line}\n`);
  const judge = needsJudge ? await judgeContext(judgeFrom([flags.grader]), log) : undefined;
  const outcome = await runGraders({ graders: [entry], aggregators: [], classes: loaded.plan.classes }, rows, judge?.context ?? {});
  const predictions = (outcome.results[flags.grader] ?? []).map((r): PredictedClass => scoreOf(r) ?? "error");
  const result: CheckResult = { grader: flags.grader, data: flags.data, ...agreement(labels, predictions) };
  if (flags.out !== undefined) await writeOut(flags.out, `${JSON.stringify(result, null, 2)}\n`, flags.overwrite);
  io.stdout(flags.json ? `${JSON.stringify(result, null, 2)}\n` : `${formatAgreement(result)}\n`);
  if (judge !== undefined) log(judge.summary());
  const failures: string[] = [];
  if (minAccuracy !== undefined && result.accuracy < minAccuracy) failures.push(`accuracy ${formatFixed(result.accuracy, 3)} < --min-accuracy ${minAccuracy}`);
  if (minKappa !== undefined && (result.kappa === null || result.kappa < minKappa)) failures.push(`kappa ${result.kappa === null ? "undefined" : formatFixed(result.kappa, 3)} < --min-kappa ${minKappa}`);
  if (baseline !== undefined) {
    if (result.accuracy < baseline.accuracy) failures.push(`accuracy dropped from ${formatFixed(baseline.accuracy, 3)} (baseline) to ${formatFixed(result.accuracy, 3)}`);
    if (baseline.kappa !== null && (result.kappa === null || result.kappa < baseline.kappa)) {
      failures.push(`kappa dropped from ${formatFixed(baseline.kappa, 3)} (baseline) to ${result.kappa === null ? "undefined" : formatFixed(result.kappa, 3)}`);
    }
  }
  for (const failure of failures) io.stderr(`gate failed: ${failure}\n`);
  return failures.length > 0 ? 1 : 0;
}
