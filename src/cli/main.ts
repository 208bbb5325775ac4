/**
 * The `agent-eval` command line. `runCli` returns the exit status instead of exiting, so tests
 * can drive it in-process: 0 success, 1 a metric failed (reports still written), 2 usage or
 * input error (nothing written for the affected run), 3 an internal error (a bug in agent-eval).
 *
 * This module defines every command and option and imports light modules only (commander, option
 * choices, defaults): each action `import()`s its implementation, so `--version` and `--help` load
 * no command's code (esbuild gives each import() chunks of its own). The commands around the
 * evaluation share one module (evaluation-commands.ts); diff, grade and rubrics, with heavy code of
 * their own, are imported apart, so `evaluate` loads none of it (tests/package/startup-graph.test.ts).
 */
import path from "node:path";
import { Command, CommanderError, Option } from "commander";
import { EXIT_INTERNAL_ERROR, InputError, isInternalError } from "../core/errors.js";
import { THREAD_FORMATS, type ThreadFormat } from "../core/history/export-thread.js";
import { DEFAULT_FIXTURE_DIR } from "../providers/fixture-dir.js";
import { configuredApiKeys, secretRedactor } from "../node/api-keys.js";
import { EXPORT_FORMATS, type ExportFormat } from "../node/export-formats.js";
import type { StandbyThreads } from "../node/thread-plan.js";
import { describeFsError, isFsError } from "../node/files.js";
import { foundPathsWithControlCharacters } from "../node/found-paths.js";
import { AGENT_EVAL_VERSION } from "../version.js";
import type { FailOn } from "../diff/diff.js";
import { DIFF_FORMATS, type DiffFormat, FAIL_ON_VALUES } from "./diff-options.js";
import type { EvaluateFlags } from "./evaluate-command.js";
import { collect, countFlag, checkFlagValues, pathArguments } from "./flag-values.js";
import { type JudgeFlags, addJudgeOptions, judgeConfigFrom, noteInvocation } from "./judge-flags.js";
import { registerGradeCommand } from "./register-grade.js";
import { registerRubricsCommand } from "./register-rubrics.js";
import type { VerifyFlags } from "./verify-command.js";
import { hasControlCharacter, oneLine, printablePath } from "../core/printable.js";

export { judgeConfigFrom, probeConfigFrom } from "./judge-flags.js";
export { EXIT_INTERNAL_ERROR, isInternalError } from "../core/errors.js";

export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Where stderr goes, to tell a terminal (redrawn progress bar) from a log (structural: process.stderr fits). */
  readonly stderrStream?: { readonly isTTY?: boolean };
  /** The bundled CLI entry, reused as the worker script for parallel evaluation. */
  readonly workerScript?: URL;
  /** Evaluation threads of `workerScript` the entry started ahead (see node/thread-plan.ts). */
  readonly standbyThreads?: StandbyThreads;
}

const defaultIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stderrStream: process.stderr,
};

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
    .addOption(new Option("--concurrency <n>", "runs evaluated at once, in as many threads, at most one per core (default: one per core once the event logs add up to 48 MB, else one)"))
    .option("--json", "print machine-readable results on stdout", false)
    .option("--verbose", "also print each metric's per-run notes (why it does not apply, dropped replicas…) and how many threads evaluate", false);
  addJudgeOptions(evaluate).action(async (scenario: string | undefined, flags: EvaluateFlags) => {
    const { evaluateCommand } = await import("./evaluation-commands.js");
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
        const { runDiffCommand } = await import("./diff-command.js");
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
    .action(async (scenario: string | undefined, flags: VerifyFlags) => {
      const { verifyCommand } = await import("./evaluation-commands.js");
      setExit(await verifyCommand(scenario, flags, io));
    });

  program
    .command("export")
    .description("Turn reports into tables for pandas or a spreadsheet: one row per (run, metric), plus per-round and per-agent tables.")
    .option("--run-dir <dir>", "run directory with a report (repeatable)", collect, [])
    .option("--reports <path...>", "report files, run directories, or folders of run directories (searched recursively)", [])
    .addOption(new Option("--format <format>", "table format").choices([...EXPORT_FORMATS]).default("csv"))
    .option("--bom", "start each CSV with a UTF-8 byte-order mark, so Excel opens it as UTF-8 on a double-click", false)
    .option("--out <dir>", "write measurements, per_round and per_agent tables into this directory (default: the measurements table on stdout)")
    .action(async (flags: { runDir: string[]; reports: string[]; format: ExportFormat; bom: boolean; out?: string }) => {
      const { exportCommand } = await import("./evaluation-commands.js");
      setExit(await exportCommand({ runDirs: flags.runDir, reports: flags.reports, format: flags.format, bom: flags.bom, out: flags.out, cwd: process.cwd() }, io));
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
    .option("--overwrite", "replace --out if it exists (default: an existing file is refused, exit 2)", false)
    .action(
      async (
        scenario: string | undefined,
        flags: { runDir: string; agentId: string; round?: string; format?: ThreadFormat; flattenTools: boolean; includeThinking: boolean; scenarioAssets?: string; out?: string; overwrite: boolean },
      ) => {
        const { exportThreadCommand } = await import("./evaluation-commands.js");
        setExit(
          await exportThreadCommand(
            {
              scenario,
              runDir: flags.runDir,
              agentId: flags.agentId,
              round: countFlag(flags.round, "--round"),
              format: flags.format,
              flattenTools: flags.flattenTools,
              includeThinking: flags.includeThinking,
              out: flags.out,
              scenarioAssets: flags.scenarioAssets,
              overwrite: flags.overwrite,
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
      const { checkFixtures } = await import("./evaluation-commands.js");
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
      const { pruneFixtures, defaultNgramTablesDir } = await import("./evaluation-commands.js");
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
      for (const file of result.deleted) io.stdout(`${flags.dryRun ? "would delete" : "deleted"} ${printablePath(file)}\n`);
      for (const { file, error } of result.notDeleted) io.stderr(`error: ${printablePath(file)}: cannot delete it: ${error}; it is still in the store\n`);
      io.stdout(
        `${result.kept} recordings in use kept, ${result.deleted.length} ${flags.dryRun ? "would be " : ""}deleted${result.notDeleted.length > 0 ? `, ${result.notDeleted.length} not deleted (named on stderr)` : ""}${result.keptOthers > 0 ? `; ${result.keptOthers} of other commands (ontology consolidate, grade, rubrics), plug-ins or agent probes kept` : ""}\n`,
      );
      // a recording that could not be deleted is an output problem, as a report that cannot be written
      setExit(result.notDeleted.length > 0 ? 2 : 0);
    });

  const ontology = program.command("ontology").description("Build the communication ontology used by communication_feature_presence.");
  const consolidate = ontology
    .command("consolidate")
    .description("Pool communication_open_coding labels from runs and consolidate them into an ontology with the judge.")
    .requiredOption("--run-dir <dir>", "run directory with communication_open_coding.json (repeatable)", collect)
    .requiredOption("--out <file>", "where to write the ontology JSON (e.g. runs/<scenario>/_ontology/v1.json)")
    .option("--ontology-version <v>", "version string written into the ontology", "v1")
    .option("--overwrite", "replace --out if it exists (default: an existing file is refused, exit 2, before the judge is called)", false);
  addJudgeOptions(consolidate).action(async (flags: JudgeFlags & { runDir: string[]; out: string; ontologyVersion: string; overwrite: boolean }) => {
    const judge = judgeConfigFrom(flags, ["communication_ontology_consolidate"]);
    const { consolidateCommand } = await import("./evaluation-commands.js");
    if (judge === undefined) throw new InputError("a judge is required");
    io.stdout(`${await consolidateCommand({ runDirs: flags.runDir, out: flags.out, version: flags.ontologyVersion, judge, overwrite: flags.overwrite }, (line) => io.stderr(`${line}\n`))}\n`);
    setExit(0);
  });

  registerRubricsCommand(program, io, setExit);
  registerGradeCommand(program, io, setExit);

  program
    .command("metrics")
    .description("List every metric: what it measures, its unit, deterministic or judge, and when it does not apply.")
    .option("--json", "print as JSON", false)
    .option("--plugin <spec>", "also list the metrics a package declares (package name or ./dir); repeatable", collect, [])
    .action(async (flags: { json: boolean; plugin: string[] }) => {
      const { metricsCommand } = await import("./evaluation-commands.js");
      setExit(await metricsCommand(io, flags.json, flags.plugin));
    });
  checkFlagValues(program);
  return program;
}

/**
 * `io` whose stderr (human-readable throughout: errors, warnings, progress) prints every path given
 * on the command line that holds a control character quoted and escaped (see printablePath), in the
 * form given and resolved: a newline in a --run-dir would otherwise split one line of an error
 * message in two. stdout is escaped where each command prints a path in text, never in its JSON.
 */
function escapingIo(io: CliIo, argv: readonly string[]): CliIo {
  const given = pathArguments(argv).filter(hasControlCharacter).flatMap((p) => [p, path.resolve(p)]);
  const escape = (text: string) => {
    // paths found by searching a folder (a report under --baseline DIR) are escaped as well
    const found = foundPathsWithControlCharacters();
    if (given.length === 0 && found.length === 0) return text;
    const raw = [...new Set([...given, ...found])].sort((a, b) => b.length - a.length);
    // the escaped form holds no control character, so a shorter path never matches inside it again
    return raw.reduce((out, p) => out.replaceAll(p, printablePath(p)), text);
  };
  // names read from a run or a recording (an agent id holding ESC…) must not drive the terminal:
  // every stderr line keeps its newlines and tabs, its other control characters escaped
  const printableLines = (text: string) => (hasControlCharacter(text) ? text.split("\n").map(oneLine).join("\n") : text);
  return { ...io, stderr: (text) => io.stderr(printableLines(escape(text))) };
}

/** `io` with the configured API keys redacted from everything written to stdout and stderr. */
function redactingIo(io: CliIo, keys: readonly string[]): CliIo {
  if (keys.length === 0) return io;
  const redact = secretRedactor(keys);
  return { ...io, stdout: (text) => io.stdout(redact(text)), stderr: (text) => io.stderr(redact(text)) };
}

export async function runCli(argv: readonly string[], givenIo: CliIo = defaultIo): Promise<number> {
  // the key in use must never be printed, whatever echoed it (a judge answer, an event log, an error)
  const io = escapingIo(redactingIo(givenIo, configuredApiKeys(process.env)), argv);
  let exitCode = 0;
  const program = buildProgram(io, (code) => {
    exitCode = code;
  });
  try {
    noteInvocation(argv);
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
    const text = debug ? (error.stack ?? error.message) : error instanceof Error ? error.message : String(error);
    if (isInternalError(error)) {
      io.stderr(`internal error: ${text}\n`);
      io.stderr(`This is most likely a bug in agent-eval ${AGENT_EVAL_VERSION}, not in your input${debug ? "" : " (AGENT_EVAL_DEBUG=1 prints its stack trace)"}: please report it.\n`);
      return EXIT_INTERNAL_ERROR;
    }
    io.stderr(`error: ${text}\n`);
    return 1;
  } finally {
    noteInvocation(undefined);
  }
}
