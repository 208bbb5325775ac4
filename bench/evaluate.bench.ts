/**
 * Benchmark: the full deterministic catalogue over many ~1 MB runs, against floors measured in the
 * same session (Node processes that only read the same files and JSON.parse every line: the plain
 * way, and the tuned way agent-eval's reader decodes). Everything is timed as whole processes,
 * interleaved, several repetitions; ratios are paired (each repetition over the floor measured
 * seconds before it). Peak memory is measured at two run counts to show it stays flat.
 *
 *   npm run bench                                   # 25 and 100 runs, memory at 100 and 1,000
 *   npm run bench -- --runs 100 --repeat 5 --memory 100,2000
 *   npm run bench -- --source ../shared/runs/<id>/veyru.jsonl    # copies of a real log instead
 *   npm run bench -- --instructions --runs 25        # instruction counts (valgrind), not seconds
 *
 * Wall time on a shared VM moves with whatever else runs on it; `--instructions` counts the
 * instructions each process executes instead (valgrind's callgrind, all threads together: V8's
 * compiler and GC threads included), which repeats to a fraction of a percent whatever the load.
 * It measures work, not wall time: it cannot show what threads gain, and valgrind's CPU has no
 * SHA extensions, so sha256 counts several times what it costs on real hardware.
 *
 * Targets (issue 13): the default at most 0.9x the floor at 25 and at 100 runs, and peak RSS at
 * 1,000 runs within 10% of peak RSS at 100.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { generateRun } from "../scripts/generate-examples.js";
import { DETERMINISTIC_METRICS } from "../scripts/metric-selection.mjs";
import { median } from "./stats.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
};
const counts = (text: string): number[] => text.split(",").map((n) => Number(n));
const RUN_COUNTS = counts(option("runs") ?? "25,100");
const MEMORY_COUNTS = counts(option("memory") ?? "100,1000");
const REPEAT = Number(option("repeat") ?? 7);
const SOURCE = option("source");
const INSTRUCTIONS = args.includes("--instructions");
const TIME_TARGET = 0.9;
const MEMORY_TARGET = 1.1;
const dataDir = path.join(root, "bench", ".data");
const cli = path.join(root, "dist", "cli.js");
const floorScript = path.join(root, "bench", "floor.mjs");
const minimalScript = path.join(root, "bench", "minimal-evaluator.mjs");

const CATALOGUE: string[] = [...DETERMINISTIC_METRICS];
const tablesDir = path.join(os.homedir(), ".cache", "glossogen");
if (existsSync(path.join(tablesDir, "english_char_trigram.json"))) CATALOGUE.push("english_ngram_surprisal");
if (existsSync(path.join(tablesDir, "english_backoff_trigram_cased_punct.json"))) CATALOGUE.push("english_ngram_backoff_surprisal");

if (!existsSync(cli)) throw new Error("dist/cli.js is missing: run npm run build");

// A few distinct runs (realistic content without paying generation time per copy), or one real
// log. Each run directory holds a hard link to one of them: the bytes read are the same as a copy's
// (the page cache holds them either way) without writing a gigabyte for the memory measurement.
const distinct = SOURCE === undefined
  ? [1, 2, 3, 4, 5].map((seed) => generateRun({ runId: `veyru/bench-${seed}`, idNamespace: `bench-${seed}`, seed, rounds: 10, trafficScale: 2.2 }))
  : [readFileSync(SOURCE, "utf8")];
rmSync(dataDir, { recursive: true, force: true });
const originals = distinct.map((text, i) => {
  const file = path.join(dataDir, "originals", `log-${i}.jsonl`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
});
const largest = Math.max(...RUN_COUNTS, ...MEMORY_COUNTS);
const allDirs: string[] = [];
for (let i = 1; i <= largest; i++) {
  const dir = path.join(dataDir, "runs", `run-${String(i).padStart(5, "0")}`);
  mkdirSync(dir, { recursive: true });
  linkSync(originals[i % originals.length] as string, path.join(dir, "veyru.jsonl"));
  allDirs.push(dir);
}

interface ProcessTiming {
  readonly seconds: number;
  /** user + system CPU seconds (from /usr/bin/time); steadier than wall time on a shared VM */
  readonly cpuSeconds: number | undefined;
  readonly maxRssKb: number | undefined;
}

function timeProcess(command: string, commandArgs: string[]): ProcessTiming {
  const timeBinary = "/usr/bin/time";
  const useTime = existsSync(timeBinary);
  const started = process.hrtime.bigint();
  const result = useTime
    ? spawnSync(timeBinary, ["-f", "%U %S %M", command, ...commandArgs], { encoding: "utf8", maxBuffer: 1 << 28 })
    : spawnSync(command, commandArgs, { encoding: "utf8", maxBuffer: 1 << 28 });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.slice(0, 3).join(" ")} … failed: ${result.stderr.slice(-2000)}`);
  const [user, system, rss] = useTime ? (result.stderr.trim().split("\n").at(-1) ?? "").split(" ").map(Number) : [];
  const cpuSeconds = user === undefined || system === undefined ? undefined : user + system;
  return { seconds, cpuSeconds: Number.isFinite(cpuSeconds) ? cpuSeconds : undefined, maxRssKb: Number.isFinite(rss) ? rss : undefined };
}

/** `concurrency` undefined: the default (threads from the start once the logs pass 8 MB). */
function evaluateArgs(dirs: readonly string[], concurrency: number | undefined): string[] {
  return [
    "evaluate",
    ...dirs.flatMap((d) => ["--run-dir", d]),
    "--metrics",
    CATALOGUE.join(","),
    ...(concurrency === undefined ? [] : ["--concurrency", String(concurrency)]),
    "--json",
  ];
}

/**
 * Every timed evaluation starts from run directories without reports, as in CI where the runs are
 * fresh; otherwise the first repetition would write reports and the later ones merge into them.
 */
function removeOutputs(dirs: readonly string[]): void {
  for (const dir of dirs) {
    rmSync(path.join(dir, "veyru_report.json"), { force: true });
    rmSync(path.join(dir, "agent_eval_invocations.jsonl"), { force: true });
    rmSync(path.join(dir, "minimal_report.json"), { force: true });
  }
}

/**
 * Ratios are paired: each repetition's time over the floor measured seconds before it, then the
 * median over repetitions, so a slow spell of a shared machine cancels out instead of landing on
 * one side. The range shows how far single repetitions strayed.
 */
function pairedRatio(samples: readonly number[], floorSamples: readonly number[]): { median: number; low: number; high: number } {
  const ratios = samples.map((value, r) => value / (floorSamples[r] as number));
  return { median: median(ratios), low: Math.min(...ratios), high: Math.max(...ratios) };
}

const cores = os.availableParallelism();
const report: string[] = [
  `agent-eval evaluate benchmark (${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cores} cores)`,
  `metrics: ${CATALOGUE.length} (${CATALOGUE.join(", ")}); runs: ${SOURCE === undefined ? "5 generated logs" : `copies of ${SOURCE}`}`,
  "floor = read each file as one string + JSON.parse every line; tuned floor = read bytes, decode + JSON.parse each line;",
  "minimal evaluator = tuned floor + sha256 of each log + a small report written per run (no validation, no metrics)",
];
const verdicts: string[] = [];

/** Instructions the process executed, all threads together, from valgrind's callgrind. */
function instructionsOf(command: string[]): number {
  const result = spawnSync("valgrind", ["--tool=callgrind", "--callgrind-out-file=/dev/null", "--smc-check=all-non-file", process.execPath, ...command], { encoding: "utf8", maxBuffer: 1 << 28 });
  const collected = /Collected : (\d+)/.exec(result.stderr);
  if (result.status !== 0 || collected === null) throw new Error(`valgrind ${command.slice(0, 3).join(" ")} … failed: ${result.stderr.slice(-2000)}`);
  return Number(collected[1]);
}

if (INSTRUCTIONS) {
  if (spawnSync("valgrind", ["--version"]).status !== 0) throw new Error("--instructions needs valgrind (apt-get install valgrind)");
  const boot = instructionsOf(["-e", "0"]);
  report.push(
    `instructions (valgrind callgrind, all threads); an empty Node process: ${(boot / 1e9).toFixed(2)} G` +
      (process.env.NODE_EXTRA_CA_CERTS ? " (NODE_EXTRA_CA_CERTS is set: every Node process here parses that bundle at start)" : ""),
  );
  for (const runs of RUN_COUNTS) {
    const dirs = allDirs.slice(0, runs);
    const files = dirs.map((d) => path.join(d, "veyru.jsonl"));
    const floor = instructionsOf([floorScript, ...files]);
    removeOutputs(dirs);
    const one = instructionsOf([cli, ...evaluateArgs(dirs, 1)]);
    removeOutputs(dirs);
    const threads = instructionsOf([cli, ...evaluateArgs(dirs, undefined)]);
    removeOutputs(dirs);
    const g = (n: number) => `${(n / 1e9).toFixed(2)} G`;
    report.push(
      "",
      `${runs} runs:`,
      `  floor:                         ${g(floor)}`,
      `  agent-eval, --concurrency 1:   ${g(one)} = ${(one / floor).toFixed(2)}x floor; beyond an empty process: ${((one - boot) / (floor - boot)).toFixed(2)}x`,
      `  agent-eval, default:           ${g(threads)} = ${(threads / floor).toFixed(2)}x floor (all threads' work)`,
    );
  }
  process.stdout.write(`${report.join("\n")}\n`);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

for (const runs of RUN_COUNTS) {
  const dirs = allDirs.slice(0, runs);
  const files = dirs.map((d) => path.join(d, "veyru.jsonl"));
  const totalBytes = files.reduce((sum, f) => sum + statSync(f).size, 0);
  const lines = Number(execFileSync(process.execPath, [floorScript, ...files], { encoding: "utf8" }).trim());
  /** `rerun`: evaluated right after the variant before it, so every run merges into an existing report. */
  const variants: { label: string; command: string[]; rerun?: boolean }[] = [
    { label: "floor", command: [floorScript, ...files] },
    { label: "tuned floor", command: [floorScript, "--bytes", ...files] },
    { label: "agent-eval, default", command: [cli, ...evaluateArgs(dirs, undefined)] },
    { label: "  same, again (merging into its reports)", command: [cli, ...evaluateArgs(dirs, undefined)], rerun: true },
    { label: "agent-eval, --concurrency 1 (one thread)", command: [cli, ...evaluateArgs(dirs, 1)] },
    // what no evaluator can skip (bytes, sha256, JSON.parse per line, a report written per run),
    // with none of agent-eval's validation or metrics: how close to the floor any design can get
    { label: "minimal evaluator, one thread", command: [minimalScript, ...files] },
    ...(cores > 1 ? [{ label: `minimal evaluator, ${cores} threads`, command: [minimalScript, "--threads", String(cores), ...files] }] : []),
  ];
  const wall = variants.map(() => [] as number[]);
  const cpu = variants.map(() => [] as number[]);
  // interleaved, so a slow spell of a shared machine hits every variant alike
  for (let r = 0; r < REPEAT; r++) {
    variants.forEach((variant, i) => {
      if (variant.rerun !== true) removeOutputs(dirs);
      const timing = timeProcess(process.execPath, variant.command);
      wall[i]?.push(timing.seconds);
      if (timing.cpuSeconds !== undefined) cpu[i]?.push(timing.cpuSeconds);
    });
  }
  report.push("", `${runs} runs: ${(totalBytes / 1e6).toFixed(1)} MB, ${lines} events`);
  variants.forEach((variant, i) => {
    const w = median(wall[i] as number[]);
    const c = cpu[i]?.length ? median(cpu[i]) : undefined;
    let ratios = "";
    if (i >= 2) {
      const vsFloor = pairedRatio(wall[i] as number[], wall[0] as number[]);
      const vsTuned = pairedRatio(wall[i] as number[], wall[1] as number[]);
      ratios = `  = ${vsFloor.median.toFixed(2)}x floor (${vsFloor.low.toFixed(2)}-${vsFloor.high.toFixed(2)}), ${vsTuned.median.toFixed(2)}x tuned floor`;
      if (i === 2) verdicts.push(`${runs} runs: default ${vsFloor.median.toFixed(2)}x floor (target <= ${TIME_TARGET}x): ${vsFloor.median <= TIME_TARGET ? "met" : "NOT met"}`);
    }
    const cpuText = c === undefined ? "" : `   cpu ${c.toFixed(2)} s`;
    report.push(`  ${`${variant.label}:`.padEnd(46)}${w.toFixed(2)} s${ratios}${cpuText}`);
  });
}

// Peak RSS moves by ±10% between identical runs (when the collector happens to run), so each
// count is measured three times, interleaved, and the median is compared.
const MEMORY_REPEAT = 3;
const rssSamples = MEMORY_COUNTS.map(() => [] as number[]);
for (let r = 0; r < MEMORY_REPEAT; r++) {
  MEMORY_COUNTS.forEach((runs, i) => {
    const dirs = allDirs.slice(0, runs);
    removeOutputs(dirs);
    const rss = timeProcess(process.execPath, [cli, ...evaluateArgs(dirs, undefined)]).maxRssKb;
    if (rss !== undefined) rssSamples[i]?.push(rss / 1024);
  });
}
const memory = MEMORY_COUNTS.flatMap((runs, i) => (rssSamples[i]?.length ? [{ runs, mib: median(rssSamples[i]), all: rssSamples[i] }] : []));
removeOutputs(allDirs);
if (memory.length > 0) {
  report.push("", `peak RSS (default, whole process, median of ${MEMORY_REPEAT}): ${memory.map((m) => `${m.runs} runs ${m.mib.toFixed(0)} MiB (${m.all.map((v) => v.toFixed(0)).join("/")})`).join(", ")}`);
  const first = memory[0] as { runs: number; mib: number };
  const last = memory.at(-1) as { runs: number; mib: number };
  const growth = last.mib / first.mib;
  verdicts.push(`memory: ${last.runs} runs at ${growth.toFixed(2)}x the RSS of ${first.runs} (target <= ${MEMORY_TARGET}x): ${growth <= MEMORY_TARGET ? "met" : "NOT met"}`);
}
report.push(
  "",
  ...verdicts,
  `${REPEAT} interleaved repetitions: median times; ratios are medians of per-repetition ratios (range in brackets);`,
  "whole-process wall time (and user+system CPU time) including Node start-up for all",
);
process.stdout.write(`${report.join("\n")}\n`);
rmSync(dataDir, { recursive: true, force: true });
