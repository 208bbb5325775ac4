/**
 * The `agent-eval` command line. `runCli` returns the exit status instead of exiting, so tests
 * can drive it in-process: 0 success, 1 a metric failed (reports still written), 2 usage or
 * input error (nothing written for the affected run).
 */
import os from "node:os";
import { Command, CommanderError, Option } from "commander";
import { InputError } from "../core/errors.js";
import { type ScenarioConfigFile, scenarioConfigFileSchema } from "../core/scenario.js";
import { builtinRegistry } from "../metrics/registry.js";
import { AGENT_EVAL_VERSION } from "../version.js";
import { readTextIfExists } from "./files.js";
import { formatScoreTable } from "./format.js";
import { defaultNgramTablesDir } from "./ngram-tables.js";
import { createProgress } from "./progress.js";
import { type EvaluationJob, checkJob, runMany } from "./run-jobs.js";

export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly stderrStream?: NodeJS.WriteStream;
  /** The bundled CLI entry, reused as the worker script for parallel evaluation. */
  readonly workerScript?: URL;
}

const defaultIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stderrStream: process.stderr,
};

interface EvaluateFlags {
  runDir: string[];
  metrics: string;
  out?: string;
  allowIncomplete: boolean;
  scenarioConfig?: string;
  ngramTables?: string;
  json: boolean;
  concurrency?: string;
}

async function readScenarioConfig(file: string): Promise<ScenarioConfigFile> {
  const text = await readTextIfExists(file);
  if (text === undefined) throw new InputError(`--scenario-config ${file}: file not found`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new InputError(`--scenario-config ${file}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = scenarioConfigFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InputError(`--scenario-config ${file}: field '${issue?.path.join(".") ?? "?"}': ${issue?.message ?? "invalid"}`);
  }
  return parsed.data;
}

function parseConcurrency(value: string | undefined): number {
  if (value === undefined) return Math.max(1, os.availableParallelism());
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InputError(`--concurrency: expected a positive integer, got '${value}'`);
  return n;
}

async function evaluateCommand(scenario: string | undefined, flags: EvaluateFlags, io: CliIo): Promise<number> {
  if (flags.out !== undefined && flags.runDir.length > 1) {
    throw new InputError("--out names one report file, so it can only be used with a single --run-dir");
  }
  const concurrency = parseConcurrency(flags.concurrency);
  const job: EvaluationJob = {
    scenario,
    metrics: flags.metrics,
    out: flags.out,
    allowIncomplete: flags.allowIncomplete,
    scenarioConfig: flags.scenarioConfig === undefined ? undefined : await readScenarioConfig(flags.scenarioConfig),
    ngramTablesDir: flags.ngramTables ?? defaultNgramTablesDir(),
  };
  await checkJob(job);

  const progress = createProgress(flags.runDir.length, io.stderrStream);
  const logLine = (line: string) => io.stderr(`${line}\n`);
  let worst = 0;
  const results = await runMany(flags.runDir, job, {
    concurrency,
    workerScript: io.workerScript,
    log: logLine,
    onResult: (runDir, result) => {
      if (result.kind === "input-error") {
        logLine(`error: ${result.message}`);
        worst = 2;
        progress.advance(`${runDir} (not evaluated)`);
        return;
      }
      const { outcome } = result;
      for (const failure of outcome.failed) logLine(`error: ${runDir}: metric ${failure.name} failed: ${failure.error}`);
      if (outcome.failed.length > 0) {
        logLine(
          `${outcome.failed.length} metric(s) failed: ${outcome.failed.map((f) => f.name).join(", ")}. ` +
            `Results from the metrics that succeeded were still written to ${outcome.reportPath}.`,
        );
        worst = Math.max(worst, 1);
      }
      progress.advance(runDir);
    },
  });
  progress.done();
  const done = results.flatMap((r) => (r.kind === "ok" ? [r.outcome] : []));
  if (flags.json) {
    io.stdout(
      `${JSON.stringify(
        {
          exit_status: worst,
          runs: done.map((o) => ({
            run_dir: o.runDir,
            scenario: o.scenarioName,
            report_path: o.reportPath,
            measurements: o.measurements,
            metrics: o.metrics,
          })),
        },
        null,
        2,
      )}\n`,
    );
  } else if (done.length > 0) io.stdout(`${formatScoreTable(done)}\n`);
  return worst;
}

function metricsCommand(io: CliIo, json: boolean): number {
  const registry = builtinRegistry();
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
    (m) => `${m.name.padEnd(width)}  [${m.kind}] ${m.description} Unit: ${m.unit}. Does not apply when ${m.notApplicableWhen}.`,
  );
  lines.push("", "Not available:");
  for (const m of unavailable) lines.push(`${m.name.padEnd(width)}  ${m.reason}`);
  io.stdout(`${lines.join("\n")}\n`);
  return 0;
}

function buildProgram(io: CliIo, setExit: (code: number) => void): Command {
  const program = new Command("agent-eval")
    .description("Score GlossoGen agent-simulation runs and compare them against a baseline.")
    .version(AGENT_EVAL_VERSION)
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr });

  program
    .command("evaluate")
    .description("Compute metrics for one or more run directories and write <scenario>_report.json into each.")
    .argument("[scenario]", "scenario name (default: detected from the run directory's event log)")
    .requiredOption("--run-dir <dir>", "run directory (repeatable)", (value: string, previous: string[] = []) => [...previous, value])
    .requiredOption("--metrics <list>", "comma-separated metric names (see `agent-eval metrics`)")
    .option("--out <file>", "report path (default: <run-dir>/<scenario>_report.json; single --run-dir only)")
    .option("--allow-incomplete", "evaluate runs without a simulation_ended event (recorded in the report)", false)
    .option("--scenario-config <file>", "JSON descriptor (primary channels, display names) for a scenario agent-eval does not know")
    .option("--ngram-tables <dir>", "directory with GlossoGen's n-gram count tables (default: ~/.cache/glossogen)")
    .addOption(new Option("--concurrency <n>", "runs evaluated at once (default: number of cores)"))
    .option("--json", "print machine-readable results on stdout", false)
    .action(async (scenario: string | undefined, flags: EvaluateFlags) => {
      setExit(await evaluateCommand(scenario, flags, io));
    });

  program
    .command("metrics")
    .description("List every metric: what it measures, its unit, deterministic or judge, and when it does not apply.")
    .option("--json", "print as JSON", false)
    .action((flags: { json: boolean }) => {
      setExit(metricsCommand(io, flags.json));
    });
  return program;
}

export async function runCli(argv: readonly string[], io: CliIo = defaultIo): Promise<number> {
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
    io.stderr(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 1;
  }
}
