/**
 * `agent-eval evaluate`: compute the requested metrics for each run directory, write each run's
 * report and print a score table (or JSON). Loaded only when this command runs.
 */
import { existsSync } from "node:fs";
import os from "node:os";
import { describeJsonSyntaxError } from "../core/json-error.js";
import { InputError } from "../core/errors.js";
import type { ScenarioConfigFile } from "../core/scenario.js";
import { firstIssue } from "../core/schema-issue.js";
import { pluginRegistry, pluginSpecs } from "../plugins/load-plugins.js";
import { readTextIfExists } from "../node/files.js";
import { readKnobs } from "../node/knobs-input.js";
import { defaultNgramTablesDir } from "../node/ngram-tables.js";
import { OrderedOutput } from "../node/ordered-output.js";
import { createProgress } from "../node/progress.js";
import { type EvaluationJob, type RunSummary, checkJob, jobMetrics, runMany } from "../node/run-jobs.js";
import { formatScoreTable } from "./format.js";
import { countFlag } from "./flag-values.js";
import { refuseBrokenPluginFlags } from "./plugin-flags.js";
import { type JudgeFlags, judgeConfigFrom, probeConfigFrom } from "./judge-flags.js";
import { findPricing } from "../judge/pricing.js";
import type { CliIo } from "./main.js";

export interface EvaluateFlags extends JudgeFlags {
  plugin: string[];
  runDir: string[];
  metrics: string;
  out?: string;
  allowIncomplete: boolean;
  scenarioConfig?: string;
  ngramTables?: string;
  ontologyPath?: string;
  json: boolean;
  verbose: boolean;
  concurrency?: string;
  knobs?: string;
  gpt2Model?: string;
  probeReplicas?: string;
  probeRound?: string;
  scenarioAssets?: string;
}

async function readScenarioConfig(file: string): Promise<ScenarioConfigFile> {
  let text: string | undefined;
  try {
    text = await readTextIfExists(file);
  } catch (error) {
    throw error instanceof InputError ? new InputError(`--scenario-config ${error.message}`, { cause: error }) : error;
  }
  if (text === undefined) throw new InputError(`--scenario-config ${file}: file not found`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new InputError(`--scenario-config ${file}: not valid JSON (${describeJsonSyntaxError(error, text)})`);
  }
  const { scenarioConfigFileSchema } = await import("../core/scenario-config.js");
  const parsed = scenarioConfigFileSchema.safeParse(raw);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    throw new InputError(`--scenario-config ${file}: field '${field ?? ""}': ${message}`);
  }
  return parsed.data;
}

function parseConcurrency(value: string | undefined): number {
  if (value === undefined) return Math.max(1, os.availableParallelism());
  return countFlag(value, "--concurrency") as number;
}

/** One run of `evaluate --json`, as JSON.stringify(…, null, 2) writes it at the top level. */
function jsonRun(o: RunSummary): string {
  const run = { run_dir: o.runDir, scenario: o.scenarioName, report_path: o.reportPath, measurements: o.measurements, metrics: o.metrics, invocation: o.invocation };
  return JSON.stringify(run, null, 2);
}

/**
 * A run's piece of JSON.stringify({ exit_status, runs }, null, 2), from the run stringified on its
 * own: a value nested two levels deep is the same text with four more spaces after each newline
 * (newlines inside strings are escaped, so every newline is a line break of the layout).
 */
function jsonRunItem(run: string): string {
  return `    ${run.replaceAll("\n", "\n    ")}`;
}

export async function evaluateCommand(scenario: string | undefined, flags: EvaluateFlags, io: CliIo): Promise<number> {
  if (flags.out !== undefined && flags.runDir.length > 1) {
    throw new InputError("--out names one report file, so it can only be used with a single --run-dir");
  }
  const concurrency = parseConcurrency(flags.concurrency);
  const logLine = (line: string) => io.stderr(`${line}\n`);
  const plugins = await pluginSpecs({ cwd: process.cwd(), flags: flags.plugin });
  const { loaded } = await pluginRegistry(plugins, { cwd: process.cwd(), log: logLine });
  refuseBrokenPluginFlags(flags.plugin, loaded.skipped, process.cwd());
  if (flags.ontologyPath !== undefined && !existsSync(flags.ontologyPath)) throw new InputError(`--ontology-path ${flags.ontologyPath}: file not found`);
  // resolved once: checkJob and every run of this process read the same list
  const metrics = await jobMetrics({ metrics: flags.metrics, plugins, pluginCwd: process.cwd(), ...(flags.gpt2Model === undefined ? {} : { gpt2Model: flags.gpt2Model }) });
  const judgeMetricNames = [...new Set(metrics.filter((m) => m.kind === "judge").map((m) => m.name))];
  const probeMetricNames = [...new Set(metrics.filter((m) => m.kind === "probe").map((m) => m.name))];
  const probeReplicas = countFlag(flags.probeReplicas, "--probe-replicas");
  const probeRound = countFlag(flags.probeRound, "--probe-round");
  if (flags.scenarioAssets !== undefined && !existsSync(flags.scenarioAssets)) throw new InputError(`--scenario-assets ${flags.scenarioAssets}: no such directory`);
  const probe = probeConfigFrom(flags, probeMetricNames);
  const job: EvaluationJob = {
    scenario,
    metrics: flags.metrics,
    out: flags.out,
    allowIncomplete: flags.allowIncomplete,
    scenarioConfig: flags.scenarioConfig === undefined ? undefined : await readScenarioConfig(flags.scenarioConfig),
    ngramTablesDir: flags.ngramTables ?? defaultNgramTablesDir(),
    judge: judgeConfigFrom(flags, judgeMetricNames),
    metricOptions: {
      ...(flags.ontologyPath === undefined ? {} : { ontologyPath: flags.ontologyPath }),
      ...(probeReplicas === undefined ? {} : { probeReplicas }),
      ...(probeRound === undefined ? {} : { probeRound }),
    },
    ...(probe === undefined ? {} : { probe }),
    ...(flags.scenarioAssets === undefined ? {} : { scenarioAssets: flags.scenarioAssets }),
    plugins,
    pluginCwd: process.cwd(),
    ...(flags.knobs === undefined ? {} : { knobs: await readKnobs(flags.knobs) }),
    ...(flags.gpt2Model === undefined ? {} : { gpt2Model: flags.gpt2Model }),
    ...(flags.verbose ? { verbose: true } : {}),
  };
  await checkJob(job);
  // GlossoGen prices an unknown model at 0 with a warning (spec 5.4); a silent 0 reads as "free" (reference D.9)
  if (job.judge !== undefined && job.judge.provider !== "scripted" && findPricing(job.judge.model) === undefined) {
    logLine(`warning: no price is known for judge model ${job.judge.model}; evaluation_cost.estimated_cost_usd will show 0, not what its calls cost`);
  }

  const progress = createProgress(flags.runDir.length, io.stderr, io.stderrStream);
  let worst = 0;
  // each run's part of the output, rendered as it arrives and kept in --run-dir order (on disk
  // once it is large): holding every run's output until the end would make memory grow with the
  // number of runs
  const output = new OrderedOutput(flags.json ? ",\n" : "\n");
  // the runs that could not be evaluated, for --json (in --run-dir order): stderr names them too
  const notEvaluated: { index: number; run_dir: string; error: string }[] = [];
  try {
    await runMany(flags.runDir, job, {
      concurrency,
      threads: flags.concurrency === undefined ? "auto" : "fixed",
      onThreadsStarted: (threads) => {
        if (flags.verbose) logLine(`evaluating in ${threads} threads`);
      },
      workerScript: io.workerScript,
      ...(io.standbyThreads === undefined ? {} : { standby: io.standbyThreads }),
      log: logLine,
      retain: false,
      onResult: (runDir, result, index) => {
        if (result.kind === "input-error") {
          logLine(`error: ${result.message}`);
          notEvaluated.push({ index, run_dir: runDir, error: result.message });
          worst = 2;
          output.put(index, undefined);
          progress.advance(`${runDir} (not evaluated)`);
          return;
        }
        const { outcome } = result;
        for (const failure of outcome.failed) logLine(`error: ${runDir}: metric ${failure.name} failed: ${failure.error}`);
        if (outcome.failed.length > 0) worst = Math.max(worst, 1);
        // one failure is already one line; several get a summary naming them all
        if (outcome.failed.length > 1) {
          logLine(
            `${outcome.failed.length} metric(s) failed: ${outcome.failed.map((f) => f.name).join(", ")}. ` +
              `Results from the metrics that succeeded were still written to ${outcome.reportPath}.`,
          );
        }
        output.put(index, flags.json ? jsonRunItem(jsonRun(outcome)) : formatScoreTable([outcome]));
        progress.advance(runDir);
      },
    });
  } catch (error) {
    output.dispose();
    throw error;
  }
  progress.done();
  if (flags.json) {
    io.stdout(`{\n  "exit_status": ${JSON.stringify(worst)},\n  "runs": ${output.empty ? "[]" : "[\n"}`);
    for (const piece of output.pieces()) io.stdout(piece);
    const failed = notEvaluated.sort((a, b) => a.index - b.index).map(({ run_dir, error }) => ({ run_dir, error }));
    io.stdout(`${output.empty ? "" : "\n  ]"},\n  "not_evaluated": ${JSON.stringify(failed, null, 2).replaceAll("\n", "\n  ")}\n}\n`);
  } else if (!output.empty) {
    for (const piece of output.pieces()) io.stdout(piece);
    io.stdout("\n");
  }
  return worst;
}

