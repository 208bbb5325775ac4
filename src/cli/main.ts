/**
 * The `agent-eval` command line. `runCli` returns the exit status instead of exiting, so tests
 * can drive it in-process: 0 success, 1 a metric failed (reports still written), 2 usage or
 * input error (nothing written for the affected run).
 */
import { describeJsonSyntaxError } from "../core/json-error.js";
import { existsSync } from "node:fs";
import os from "node:os";
import { Command, CommanderError, Option } from "commander";
import { InputError } from "../core/errors.js";
import { type ScenarioConfigFile, scenarioConfigFileSchema } from "../core/scenario.js";
import { DEFAULT_JUDGE_CONCURRENCY } from "../judge/limit.js";
import { DEFAULT_FIXTURE_DIR } from "../providers/fixture-files.js";
import { type JudgeMode, parseJudgeMode } from "../judge/replay-judge.js";
import { pluginRegistry, pluginSpecs } from "../plugins/load-plugins.js";
import { AGENT_EVAL_VERSION } from "../version.js";
import { readTextIfExists } from "../node/files.js";
import { formatScoreTable } from "./format.js";
import { JUDGE_PROVIDERS, type JudgeConfig, type ProbeModelConfig, configuredApiKeys, parseJudgeSettings, parseJudgeTimeout } from "../node/judge-setup.js";
import { DEFAULT_MAX_ATTEMPTS, DEFAULT_TIMEOUT_MS } from "../providers/retry.js";
import { describeFsError, isFsError } from "../node/files.js";
import type { FailOn } from "../diff/diff.js";
import { DIFF_FORMATS, type DiffFormat, FAIL_ON_VALUES, runDiffCommand } from "./diff-command.js";
import { checkFixtures, pruneFixtures } from "./fixtures-command.js";
import { defaultNgramTablesDir } from "../node/ngram-tables.js";
import { consolidateCommand } from "./ontology-command.js";
import { formatVerifyResult, verifyExitStatus, verifyRun } from "./verify-command.js";
import { registerRubricsCommand } from "./rubrics-command.js";
import { registerGradeCommand } from "./grade-command.js";
import type { JudgeFlags } from "./judge-flags.js";
import { createProgress } from "../node/progress.js";
import { type EvaluationJob, type RunSummary, checkJob, jobMetrics, runFailureMessage, runMany } from "../node/run-jobs.js";
import { firstIssue } from "../core/schema-issue.js";
import { readKnobs } from "../node/knobs-input.js";
import { EXPORT_FORMATS, type ExportFormat } from "../node/export-files.js";
import { exportCommand } from "./export-command.js";
import { exportThreadCommand } from "./export-thread-command.js";
import { THREAD_FORMATS, type ThreadFormat } from "../core/history/export-thread.js";

export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Where stderr goes, to tell a terminal (redrawn progress bar) from a log (structural: process.stderr fits). */
  readonly stderrStream?: { readonly isTTY?: boolean };
  /** The bundled CLI entry, reused as the worker script for parallel evaluation. */
  readonly workerScript?: URL;
}

const defaultIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stderrStream: process.stderr,
};

interface EvaluateFlags extends JudgeFlags {
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

/** A flag that must be a positive integer, or undefined when absent. */
function positiveIntFlag(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || !Number.isSafeInteger(n) || n < 1) throw new InputError(`${flag}: expected a positive integer, got '${value}'`);
  return n;
}

/** The probe model stack's settings (mode and store shared with the judge); undefined without probe metrics. */
export function probeConfigFrom(flags: JudgeFlags, probeMetricNames: readonly string[]): ProbeModelConfig | undefined {
  if (probeMetricNames.length === 0) return undefined;
  let mode: JudgeMode;
  try {
    mode = parseJudgeMode(flags.judgeMode);
  } catch (error) {
    throw new InputError(`--judge-mode: ${(error as Error).message}`, { cause: error });
  }
  if (mode !== "live" && !existsSync(flags.fixtures)) {
    throw new InputError(`--fixtures ${flags.fixtures}: no such directory (${probeMetricNames.join(", ")} in judge mode ${mode} read recorded answers from it)`);
  }
  return { mode, fixturesDir: flags.fixtures, concurrency: positiveIntFlag(flags.judgeConcurrency, "--judge-concurrency") ?? DEFAULT_JUDGE_CONCURRENCY };
}

/** Judge configuration from flags; undefined when no judge metric is requested. */
export function judgeConfigFrom(flags: JudgeFlags, judgeMetricNames: readonly string[]): JudgeConfig | undefined {
  // Every judge flag is checked even when no judge metric runs: a typo in CI should fail now,
  // not on the day a judge metric is added.
  let mode: JudgeMode;
  try {
    mode = parseJudgeMode(flags.judgeMode);
  } catch (error) {
    throw new InputError(`--judge-mode: ${(error as Error).message}`, { cause: error });
  }
  const settings = parseJudgeSettings(flags.judgeSettings);
  const provider = JUDGE_PROVIDERS.find((p) => p === flags.provider);
  if (flags.provider !== undefined && provider === undefined) {
    throw new InputError(`--provider: '${flags.provider}' is not one of ${JUDGE_PROVIDERS.join(", ")}`);
  }
  parseJudgeTimeout(flags.judgeTimeout, "--judge-timeout");
  if (judgeMetricNames.length === 0) return undefined;
  // A missing store is not an input error: it is a first run. The deterministic metrics are still
  // written and each judge metric fails with one line saying how to record (or dry-run) it.
  if (provider === undefined || flags.model === undefined) {
    throw new InputError(
      `judge metrics (${judgeMetricNames.join(", ")}) need --provider and --model: recorded answers are keyed by them, ` +
        `and record/live modes call that model`,
    );
  }
  let concurrency = DEFAULT_JUDGE_CONCURRENCY;
  if (flags.judgeConcurrency !== undefined) {
    const n = Number(flags.judgeConcurrency);
    if (!Number.isInteger(n) || n < 1) throw new InputError(`--judge-concurrency: expected a positive integer, got '${flags.judgeConcurrency}'`);
    concurrency = n;
  }
  const timeoutMs = parseJudgeTimeout(flags.judgeTimeout, "--judge-timeout");
  return {
    provider,
    model: flags.model,
    settings,
    mode,
    fixturesDir: flags.fixtures,
    concurrency,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  };
}

function addJudgeOptions(command: Command): Command {
  return command
    .option("--provider <name>", `judge provider: ${JUDGE_PROVIDERS.join(" | ")} (scripted = the local judge behind the bundled example fixtures)`)
    .option("--model <model>", "judge model, e.g. claude-haiku-4-5-20251001 or gpt-5.4-mini")
    .option("--judge-settings <json>", "judge model settings as JSON, e.g. '{\"max_tokens\": 4096}' (part of the recording key)")
    .option("--judge-mode <mode>", "replay (recorded answers only, never the network) | record-missing | record-all | live", "replay")
    .option("--fixtures <dir>", "judge recording store", DEFAULT_FIXTURE_DIR)
    .option("--judge-concurrency <n>", `concurrent judge calls (default: ${DEFAULT_JUDGE_CONCURRENCY})`)
    .option("--judge-timeout <seconds>", `per-attempt timeout of a judge call, in seconds (default: ${DEFAULT_TIMEOUT_MS / 1000}; ${DEFAULT_MAX_ATTEMPTS} attempts)`);
}

async function readScenarioConfig(file: string): Promise<ScenarioConfigFile> {
  const text = await readTextIfExists(file);
  if (text === undefined) throw new InputError(`--scenario-config ${file}: file not found`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new InputError(`--scenario-config ${file}: not valid JSON (${describeJsonSyntaxError(error, text)})`);
  }
  const parsed = scenarioConfigFileSchema.safeParse(raw);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    throw new InputError(`--scenario-config ${file}: field '${field ?? ""}': ${message}`);
  }
  return parsed.data;
}

function parseConcurrency(value: string | undefined): number {
  if (value === undefined) return Math.max(1, os.availableParallelism());
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InputError(`--concurrency: expected a positive integer, got '${value}'`);
  return n;
}

/** One run of `evaluate --json`, as JSON.stringify(…, null, 2) writes it at the top level. */
function jsonRun(o: RunSummary): string {
  const run = { run_dir: o.runDir, scenario: o.scenarioName, report_path: o.reportPath, measurements: o.measurements, metrics: o.metrics, invocation: o.invocation };
  return JSON.stringify(run, null, 2);
}

/**
 * The bytes of JSON.stringify({ exit_status, runs }, null, 2) from runs stringified one by one:
 * a value nested two levels deep is the same text with four more spaces after each newline
 * (newlines inside strings are escaped, so every newline is a line break of the layout).
 */
function jsonDocument(exitStatus: number, runs: readonly string[]): string {
  const items = runs.map((run) => `    ${run.replaceAll("\n", "\n    ")}`).join(",\n");
  return `{\n  "exit_status": ${JSON.stringify(exitStatus)},\n  "runs": ${runs.length === 0 ? "[]" : `[\n${items}\n  ]`}\n}`;
}

async function evaluateCommand(scenario: string | undefined, flags: EvaluateFlags, io: CliIo): Promise<number> {
  if (flags.out !== undefined && flags.runDir.length > 1) {
    throw new InputError("--out names one report file, so it can only be used with a single --run-dir");
  }
  const concurrency = parseConcurrency(flags.concurrency);
  const logLine = (line: string) => io.stderr(`${line}\n`);
  const plugins = await pluginSpecs({ cwd: process.cwd(), flags: flags.plugin });
  const { loaded } = await pluginRegistry(plugins, { cwd: process.cwd(), log: logLine });
  const broken = loaded.skipped.filter((s) => s.scope === "plugin" && flags.plugin.includes(s.plugin));
  if (broken.length > 0) throw new InputError(broken.map((s) => `--plugin ${s.plugin}: ${s.reason}`).join("; "));
  if (flags.ontologyPath !== undefined && !existsSync(flags.ontologyPath)) throw new InputError(`--ontology-path ${flags.ontologyPath}: file not found`);
  // resolved once: checkJob and every run of this process read the same list
  const metrics = await jobMetrics({ metrics: flags.metrics, plugins, pluginCwd: process.cwd(), ...(flags.gpt2Model === undefined ? {} : { gpt2Model: flags.gpt2Model }) });
  const judgeMetricNames = [...new Set(metrics.filter((m) => m.kind === "judge").map((m) => m.name))];
  const probeMetricNames = [...new Set(metrics.filter((m) => m.kind === "probe").map((m) => m.name))];
  const probeReplicas = positiveIntFlag(flags.probeReplicas, "--probe-replicas");
  const probeRound = positiveIntFlag(flags.probeRound, "--probe-round");
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

  const progress = createProgress(flags.runDir.length, io.stderr, io.stderrStream);
  let worst = 0;
  // each run's part of the output, rendered as it arrives: holding every run's measurements until
  // the end would make memory grow with the number of runs
  const rendered = new Array<string | undefined>(flags.runDir.length);
  await runMany(flags.runDir, job, {
    concurrency,
    threads: flags.concurrency === undefined ? "auto" : "fixed",
    onThreadsStarted: (threads) => {
      if (flags.verbose) logLine(`evaluating in ${threads} threads`);
    },
    workerScript: io.workerScript,
    log: logLine,
    retain: false,
    onResult: (runDir, result, index) => {
      if (result.kind === "input-error") {
        logLine(`error: ${result.message}`);
        worst = 2;
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
      rendered[index] = flags.json ? jsonRun(outcome) : formatScoreTable([outcome]);
      progress.advance(runDir);
    },
  });
  progress.done();
  // in --run-dir order, whatever order the runs finished in
  const done = rendered.filter((text): text is string => text !== undefined);
  if (flags.json) io.stdout(`${jsonDocument(worst, done)}\n`);
  else if (done.length > 0) io.stdout(`${done.join("\n")}\n`);
  return worst;
}

async function metricsCommand(io: CliIo, json: boolean, pluginFlags: string[]): Promise<number> {
  const plugins = await pluginSpecs({ cwd: process.cwd(), flags: pluginFlags });
  const { registry } = await pluginRegistry(plugins, { cwd: process.cwd(), log: (line) => io.stderr(`${line}\n`) });
  const available = [...registry.metrics.values()].sort((a, b) => a.name.localeCompare(b.name));
  const unavailable = [...registry.unavailable.values()].sort((a, b) => a.name.localeCompare(b.name));
  if (json) {
    io.stdout(
      `${JSON.stringify(
        {
          available: available.map((m) => ({
            name: m.name,
            kind: m.kind,
            version: m.version,
            unit: m.unit,
            description: m.description,
            not_applicable_when: m.notApplicableWhen,
          })),
          unavailable,
        },
        null,
        2,
      )}\n`,
    );
    return 0;
  }
  const width = Math.max(...available.map((m) => m.name.length), ...unavailable.map((m) => m.name.length));
  const lines = available.map(
    (m) =>
      `${m.name.padEnd(width)}  [${m.kind}] ${m.description} Unit: ${m.unit}. ` +
      (m.notApplicableWhen.startsWith("never") ? `Always applies (${m.notApplicableWhen.replace(/^never\s*/, "").replace(/^\((.*)\)$/, "$1") || "never skipped"}).` : `Does not apply when ${m.notApplicableWhen}.`),
  );
  lines.push("", "Not available:");
  for (const m of unavailable) lines.push(`${m.name.padEnd(width)}  ${m.reason}`);
  io.stdout(`${lines.join("\n")}\n`);
  return 0;
}

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

function buildProgram(io: CliIo, setExit: (code: number) => void): Command {
  const program = new Command("agent-eval")
    .description("Score GlossoGen agent-simulation runs and compare them against a baseline.")
    .version(AGENT_EVAL_VERSION)
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr });

  const evaluate = program
    .command("evaluate")
    .description("Compute metrics for one or more run directories and write <scenario>_report.json into each.")
    .argument("[scenario]", "scenario name (default: detected from the run directory's event log)")
    .requiredOption("--run-dir <dir>", "run directory (repeatable)", collect)
    .requiredOption("--metrics <list>", "comma-separated metric names (see `agent-eval metrics`)")
    .option("--out <file>", "report path (default: <run-dir>/<scenario>_report.json; single --run-dir only)")
    .option("--allow-incomplete", "evaluate runs without a simulation_ended event (recorded in the report)", false)
    .option("--scenario-config <file>", "JSON descriptor (primary channels, display names) for a scenario agent-eval does not know")
    .option("--knobs <json|file>", "knob overrides merged onto each run's recorded scenario configuration, as JSON or a JSON file, e.g. '{\"two_teams\": true}'")
    .option("--ngram-tables <dir>", "directory with GlossoGen's n-gram count tables (default: ~/.cache/glossogen)")
    .option("--gpt2-model <dir>", "local GPT-2 model directory (config.json, model.safetensors, tokenizer) that makes perplexity available")
    .option("--ontology-path <file>", "ontology JSON for communication_feature_presence (default: newest in <run-dir>/../_ontology/)")
    .option("--scenario-assets <dir>", "a GlossoGen checkout's src/glossogen/scenarios folder: the probe questions and prompts protocol_probe and protocol_explanation send")
    .option("--probe-replicas <n>", "replicas per (agent, question); required with protocol_probe")
    .option("--probe-round <r>", "exclusive round cutoff for protocol_probe: the history covers rounds 1..R-1 (default: the whole run)")
    .option("--plugin <spec>", "load the metrics a package declares in its package.json (package name or ./dir); repeatable", collect, [])
    .addOption(new Option("--concurrency <n>", "runs evaluated at once, in as many processes (default: up to one process per core, started only when the remaining work pays for one)"))
    .option("--json", "print machine-readable results on stdout", false)
    .option("--verbose", "also print each metric's per-run notes (why it does not apply, dropped replicas…)", false);
  addJudgeOptions(evaluate).action(async (scenario: string | undefined, flags: EvaluateFlags) => {
    setExit(await evaluateCommand(scenario, flags, io));
  });

  program
    .command("diff")
    .description("Compare candidate reports with baseline reports: Δ (pp for fractions), 95% intervals over runs, a verdict per metric, gates.")
    .requiredOption("--baseline <path...>", "baseline report files, run directories, or folders of run directories")
    .requiredOption("--candidate <path...>", "candidate report files, run directories, or folders of run directories")
    .addOption(new Option("--format <format>", "output format").choices([...DIFF_FORMATS]).default("text"))
    .option("--gate <rule...>", "gate rules such as round_success:-5pp or message_entropy:-0.2 (only gated metrics can fail)", [])
    .addOption(new Option("--fail-on <when>", "exit 1 on").choices([...FAIL_ON_VALUES]).default("regression"))
    .option("--icc <x>", "within-run correlation of rounds (0 to 1) for pooled-rounds intervals (default: estimated from the runs, at least 0.3 below 3 runs a side)")
    .option("--sequential", "confirm mode: runs may be added until the verdict is conclusive; each look at k runs a side is tested at alpha/((k-2)(k-1))", false)
    .option("--comment-id <id>", "markdown: start with the sticky-comment marker for this id")
    .option("--head-sha <sha>", "markdown: record the commit the comment was written for")
    .option("--title <text>", "markdown: comment title")
    .action(
      async (flags: {
        baseline: string[];
        candidate: string[];
        format: DiffFormat;
        gate: string[];
        failOn: FailOn;
        icc?: string;
        sequential: boolean;
        commentId?: string;
        headSha?: string;
        title?: string;
      }) => {
        setExit(
          await runDiffCommand(
            {
              baseline: flags.baseline,
              candidate: flags.candidate,
              format: flags.format,
              gate: flags.gate,
              failOn: flags.failOn,
              ...(flags.icc === undefined ? {} : { icc: flags.icc }),
              sequential: flags.sequential,
              ...(flags.commentId === undefined ? {} : { commentId: flags.commentId }),
              ...(flags.headSha === undefined ? {} : { headSha: flags.headSha }),
              ...(flags.title === undefined ? {} : { title: flags.title }),
            },
            io,
          ),
        );
      },
    );

  program
    .command("verify")
    .description("Re-evaluate, in replay mode, every metric in each run's report and fail with a per-metric diff if anything differs.")
    .argument("[scenario]", "scenario name (default: detected)")
    .requiredOption("--run-dir <dir>", "run directory with a report (repeatable)", collect)
    .option("--fixtures <dir>", "judge recording store", DEFAULT_FIXTURE_DIR)
    .option("--ngram-tables <dir>", "directory with GlossoGen's n-gram count tables (default: ~/.cache/glossogen)")
    .option("--ontology-path <file>", "ontology JSON for communication_feature_presence (default: newest in <run-dir>/../_ontology/)")
    .option("--plugin <spec>", "load the metrics a package declares, for reports that list them (package name or ./dir); repeatable", collect, [])
    .option("--gpt2-model <dir>", "local GPT-2 model directory, for reports that list perplexity")
    .option("--json", "print machine-readable results", false)
    .action(async (scenario: string | undefined, flags: { runDir: string[]; fixtures: string; ngramTables?: string; ontologyPath?: string; plugin: string[]; gpt2Model?: string; json: boolean }) => {
      const plugins = await pluginSpecs({ cwd: process.cwd(), flags: flags.plugin });
      const results = [];
      let worst = 0;
      for (const runDir of flags.runDir) {
        // one run that cannot be verified is reported, named, and the others are still verified
        let result: Awaited<ReturnType<typeof verifyRun>>;
        try {
          result = await verifyRun(
            runDir,
            {
              scenario,
              fixturesDir: flags.fixtures,
              ngramTablesDir: flags.ngramTables ?? defaultNgramTablesDir(),
              judgeConcurrency: DEFAULT_JUDGE_CONCURRENCY,
              ontologyPath: flags.ontologyPath,
              plugins,
              pluginCwd: process.cwd(),
              gpt2Model: flags.gpt2Model,
            },
            (line) => io.stderr(`${line}\n`),
          );
        } catch (error) {
          if (!(error instanceof InputError) && !isFsError(error)) throw error;
          io.stderr(`error: ${runFailureMessage(runDir, error)}\n`);
          worst = 2;
          continue;
        }
        results.push(result);
        worst = Math.max(worst, verifyExitStatus(result));
        if (!flags.json) io.stdout(`${formatVerifyResult(result)}\n`);
      }
      if (flags.json) io.stdout(`${JSON.stringify({ exit_status: worst, runs: results }, null, 2)}\n`);
      setExit(worst);
    });

  program
    .command("export")
    .description("Turn reports into tables for pandas or a spreadsheet: one row per (run, metric), plus per-round and per-agent tables.")
    .option("--run-dir <dir>", "run directory with a report (repeatable)", collect, [])
    .option("--reports <path...>", "report files, run directories, or folders of run directories (searched recursively)", [])
    .addOption(new Option("--format <format>", "table format").choices([...EXPORT_FORMATS]).default("csv"))
    .option("--out <dir>", "write measurements, per_round and per_agent tables into this directory (default: the measurements table on stdout)")
    .action(async (flags: { runDir: string[]; reports: string[]; format: ExportFormat; out?: string }) => {
      setExit(await exportCommand({ runDirs: flags.runDir, reports: flags.reports, format: flags.format, out: flags.out, cwd: process.cwd() }, io));
    });

  program
    .command("export-thread")
    .description("Print one agent's reconstructed conversation as a request body its provider's API accepts as is.")
    .argument("[scenario]", "scenario name (default: detected from the run directory's event log)")
    .requiredOption("--run-dir <dir>", "run directory")
    .requiredOption("--agent-id <id>", "the agent whose conversation to export")
    .option("--round <r>", "exclusive round cutoff, as --probe-round: the conversation covers rounds 1..R-1 (default: the whole run)")
    .addOption(new Option("--format <format>", "provider request format (default: the agent's own provider)").choices([...THREAD_FORMATS]))
    .option("--flatten-tools", "render tool calls and results as plain text (a body that needs no tool configuration)", false)
    .option("--include-thinking", "keep reasoning parts, as <think> text (dropped by default: replaying them raw needs provider signatures)", false)
    .option("--scenario-assets <dir>", "a GlossoGen checkout's src/glossogen/scenarios folder: GlossoGen's system-prompt suffix and runner prompts, exactly as the probes send them")
    .option("--out <file>", "write the body here (default: stdout)")
    .action(
      async (
        scenario: string | undefined,
        flags: { runDir: string; agentId: string; round?: string; format?: ThreadFormat; flattenTools: boolean; includeThinking: boolean; scenarioAssets?: string; out?: string },
      ) => {
        setExit(
          await exportThreadCommand(
            {
              scenario,
              runDir: flags.runDir,
              agentId: flags.agentId,
              round: positiveIntFlag(flags.round, "--round"),
              format: flags.format,
              flattenTools: flags.flattenTools,
              includeThinking: flags.includeThinking,
              out: flags.out,
              scenarioAssets: flags.scenarioAssets,
            },
            io,
          ),
        );
      },
    );

  const fixtures = program.command("fixtures").description("Check or prune the judge recording store.");
  fixtures
    .command("check")
    .description("Parse every recording, refuse secrets, and list stale recordings (another template version, model or provider).")
    .option("--fixtures <dir>", "judge recording store", DEFAULT_FIXTURE_DIR)
    .option("--model <model>", "flag recordings made for another judge model")
    .option("--provider <name>", "flag recordings made for another provider")
    .option("--fail-on-stale", "exit 1 when stale recordings exist", false)
    .action(async (flags: { fixtures: string; model?: string; provider?: string; failOnStale: boolean }) => {
      const result = await checkFixtures(flags.fixtures, { ...flags, secrets: configuredApiKeys(process.env) });
      for (const problem of result.problems) io.stderr(`error: ${problem}\n`);
      for (const entry of result.stale) io.stderr(`stale: ${entry}\n`);
      io.stdout(`${result.files} recordings checked: ${result.problems.length} problem(s), ${result.stale.length} stale\n`);
      setExit(result.problems.length > 0 || (flags.failOnStale && result.stale.length > 0) ? 1 : 0);
    });
  fixtures
    .command("prune")
    .description("Delete recordings that no judge metric in the given runs' reports uses (replays them to find out).")
    .requiredOption("--run-dir <dir>", "run directory whose report's judge metrics must stay reproducible (repeatable)", collect)
    .option("--fixtures <dir>", "judge recording store", DEFAULT_FIXTURE_DIR)
    .option("--ngram-tables <dir>", "directory with GlossoGen's n-gram count tables (default: ~/.cache/glossogen)")
    .option("--ontology-path <file>", "ontology JSON for communication_feature_presence")
    .option("--dry-run", "list what would be deleted without deleting", false)
    .action(async (flags: { runDir: string[]; fixtures: string; ngramTables?: string; ontologyPath?: string; dryRun: boolean }) => {
      const result = await pruneFixtures(
        {
          runDirs: flags.runDir,
          fixturesDir: flags.fixtures,
          ngramTablesDir: flags.ngramTables ?? defaultNgramTablesDir(),
          dryRun: flags.dryRun,
          ontologyPath: flags.ontologyPath,
        },
        (line) => io.stderr(`${line}\n`),
      );
      for (const file of result.deleted) io.stdout(`${flags.dryRun ? "would delete" : "deleted"} ${file}\n`);
      io.stdout(`${result.kept} recordings in use kept, ${result.deleted.length} ${flags.dryRun ? "would be " : ""}deleted\n`);
      setExit(0);
    });

  const ontology = program.command("ontology").description("Build the communication ontology used by communication_feature_presence.");
  const consolidate = ontology
    .command("consolidate")
    .description("Pool communication_open_coding labels from runs and consolidate them into an ontology with the judge.")
    .requiredOption("--run-dir <dir>", "run directory with communication_open_coding.json (repeatable)", collect)
    .requiredOption("--out <file>", "where to write the ontology JSON (e.g. runs/<scenario>/_ontology/v1.json)")
    .option("--ontology-version <v>", "version string written into the ontology", "v1");
  addJudgeOptions(consolidate).action(async (flags: JudgeFlags & { runDir: string[]; out: string; ontologyVersion: string }) => {
    const judge = judgeConfigFrom(flags, ["communication_ontology_consolidate"]);
    if (judge === undefined) throw new InputError("a judge is required");
    io.stdout(`${await consolidateCommand({ runDirs: flags.runDir, out: flags.out, version: flags.ontologyVersion, judge }, (line) => io.stderr(`${line}\n`))}\n`);
    setExit(0);
  });

  registerRubricsCommand(program, io, setExit, addJudgeOptions, judgeConfigFrom);
  registerGradeCommand(program, io, setExit, addJudgeOptions, judgeConfigFrom);

  program
    .command("metrics")
    .description("List every metric: what it measures, its unit, deterministic or judge, and when it does not apply.")
    .option("--json", "print as JSON", false)
    .option("--plugin <spec>", "also list the metrics a package declares (package name or ./dir); repeatable", collect, [])
    .action(async (flags: { json: boolean; plugin: string[] }) => {
      setExit(await metricsCommand(io, flags.json, flags.plugin));
    });
  return program;
}

/** `io` with the configured API keys redacted from everything written to stdout and stderr. */
function redactingIo(io: CliIo, keys: readonly string[]): CliIo {
  if (keys.length === 0) return io;
  const redact = (text: string): string => keys.reduce((out, key) => (out.includes(key) ? out.split(key).join("[redacted]") : out), text);
  return { ...io, stdout: (text) => io.stdout(redact(text)), stderr: (text) => io.stderr(redact(text)) };
}

export async function runCli(argv: readonly string[], givenIo: CliIo = defaultIo): Promise<number> {
  // the key in use must never be printed, whatever echoed it (a judge answer, an event log, an error)
  const io = redactingIo(givenIo, configuredApiKeys(process.env));
  let exitCode = 0;
  const program = buildProgram(io, (code) => {
    exitCode = code;
  });
  try {
    await program.parseAsync([...argv], { from: "user" });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end through here with exit code 0
      return error.exitCode === 0 ? 0 : 2;
    }
    if (error instanceof InputError) {
      io.stderr(`error: ${error.message}\n`);
      return 2;
    }
    // a file that cannot be read or written is an input problem (exit 1 is for failed metrics)
    if (isFsError(error)) {
      io.stderr(`error: ${typeof error.path === "string" ? `${error.path}: ` : ""}${describeFsError(error)}\n`);
      return 2;
    }
    // a stack trace helps only agent-eval's developers; AGENT_EVAL_DEBUG=1 shows it
    const debug = process.env.AGENT_EVAL_DEBUG === "1" && error instanceof Error;
    io.stderr(`error: ${debug ? (error.stack ?? error.message) : error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
