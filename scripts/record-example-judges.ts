/**
 * Records the bundled example judge fixtures (`recorded-judges/`) with the scripted local judge
 * of scripts/example-judge.ts — NOT a real model — and writes the example communication ontology.
 *
 *   npx tsx scripts/record-example-judges.ts
 *
 * 1. Copies every example run (examples/runs, examples/baseline, examples/candidate) to a scratch
 *    directory, so no report or sidecar is left in examples/.
 * 2. Evaluates communication_open_coding on every run, pools the labels of the open-coding
 *    sidecars (as `agent-eval ontology consolidate` does), consolidates them into an ontology
 *    with the scripted judge and writes it to examples/ontology/communication-ontology-v1.json.
 * 3. Evaluates every judge metric on fresh copies of the runs, with that ontology.
 *
 * All judge calls go through the record/replay stack in `record-missing` mode into a fresh
 * temporary store, with a fixed `recorded_at`; the result is then synced into recorded-judges/:
 * scripted fixtures no longer produced are deleted, fixtures from real providers are never
 * touched. Running the script again produces byte-identical files.
 */
import { cp, mkdir, mkdtemp, readFile, readdir, rm, unlink, writeFile } from "node:fs/promises";
import { register } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

// tsx does not understand `import text from "x.njk?raw"` (the bundler and vite do): serve such
// imports as a module exporting the file's text. Must be registered before the library loads.
const RAW_IMPORT_HOOKS = `
import { readFile } from "node:fs/promises";
export async function resolve(specifier, context, nextResolve) {
  if (!specifier.endsWith("?raw")) return nextResolve(specifier, context);
  const resolved = await nextResolve(specifier.slice(0, -4), context);
  return { url: resolved.url + "?raw", shortCircuit: true };
}
export async function load(url, context, nextLoad) {
  if (!url.endsWith("?raw")) return nextLoad(url, context);
  const text = await readFile(new URL(url.slice(0, -4)), "utf8");
  return { format: "module", source: "export default " + JSON.stringify(text) + ";", shortCircuit: true };
}
`;
register(`data:text/javascript,${encodeURIComponent(RAW_IMPORT_HOOKS)}`);

const { evaluateRun } = await import("../src/node/evaluate-run.js");
const { SCRIPTED_SOURCE, parseFixtureRecord } = await import("../src/judge/fixture-store.js");
const { JUDGE_METRICS, consolidateOntology } = await import("../src/metrics/judge/index.js");
const { communicationOpenCoding, OPEN_CODING_SIDECAR } = await import("../src/metrics/judge/communication-open-coding.js");
const { poolLabels } = await import("../src/node/ontology-files.js");
const { EXAMPLE_RECORDED_AT, createExampleJudgeStack } = await import("./example-judge.js");

type Metric = (typeof JUDGE_METRICS)[number];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const FIXTURES_DIR = path.join(root, "recorded-judges");
const ONTOLOGY_FILE = path.join(root, "examples", "ontology", "communication-ontology-v1.json");
const ONTOLOGY_VERSION = "communication-ontology-v1";
const RUN_SETS = ["runs", "baseline", "candidate"];

/** Run directories (relative to examples/) holding an event log, sorted. */
async function exampleRuns(): Promise<string[]> {
  const runs: string[] = [];
  for (const set of RUN_SETS) {
    const setDir = path.join(root, "examples", set);
    for (const scenario of (await readdir(setDir, { withFileTypes: true })).filter((e) => e.isDirectory())) {
      for (const run of (await readdir(path.join(setDir, scenario.name), { withFileTypes: true })).filter((e) => e.isDirectory())) {
        const files = await readdir(path.join(setDir, scenario.name, run.name));
        if (files.some((file) => file.endsWith(".jsonl"))) runs.push(path.posix.join(set, scenario.name, run.name));
      }
    }
  }
  return runs.sort();
}

async function copyRuns(runs: readonly string[], scratch: string): Promise<string[]> {
  return Promise.all(
    runs.map(async (run) => {
      const target = path.join(scratch, run);
      await cp(path.join(root, "examples", run), target, { recursive: true });
      return target;
    }),
  );
}

interface PassResult {
  readonly failures: string[];
  readonly recorded: number;
  readonly replayed: number;
}

async function evaluatePass(runDirs: readonly string[], metrics: readonly Metric[], store: string, ontologyPath?: string): Promise<PassResult> {
  const failures: string[] = [];
  let recorded = 0;
  let replayed = 0;
  for (const runDir of runDirs) {
    const outcome = await evaluateRun({
      runDir,
      metrics,
      log: () => undefined,
      judge: () => createExampleJudgeStack(store, "record-missing"),
      ...(ontologyPath === undefined ? {} : { metricOptions: { ontologyPath } }),
    });
    recorded += outcome.invocation.judge?.recorded ?? 0;
    replayed += outcome.invocation.judge?.replayed ?? 0;
    for (const failure of outcome.failed) failures.push(`${runDir}: ${failure.name}: ${failure.error}`);
    const statuses = Object.entries(outcome.metrics).map(([name, record]) => `${name}=${record.status}`);
    process.stdout.write(`  ${path.relative(path.dirname(path.dirname(path.dirname(runDir))), runDir)}: ${statuses.join(" ")}\n`);
  }
  return { failures, recorded, replayed };
}

/** The runs communication_open_coding applied to (it wrote its sidecar there). */
async function openCodedRuns(runDirs: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const runDir of runDirs) if ((await readdir(runDir)).includes(OPEN_CODING_SIDECAR)) out.push(runDir);
  return out;
}

async function fixtureFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const metric of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (!metric.isDirectory()) continue;
    for (const file of await readdir(path.join(dir, metric.name))) {
      if (/^[0-9a-f]{64}\.json$/.test(file)) out.push(path.posix.join(metric.name, file));
    }
  }
  return out.sort();
}

/** Mirrors the freshly recorded scripted fixtures into recorded-judges/, leaving real ones alone. */
async function syncFixtures(fresh: string): Promise<{ written: number; removed: number; bytes: number }> {
  const freshFiles = await fixtureFiles(fresh);
  const keep = new Set(freshFiles);
  let removed = 0;
  for (const file of await fixtureFiles(FIXTURES_DIR)) {
    if (keep.has(file)) continue;
    const record = parseFixtureRecord(await readFile(path.join(FIXTURES_DIR, file), "utf8"), file);
    if (record.source !== SCRIPTED_SOURCE) continue; // a real recording: not ours to delete
    await unlink(path.join(FIXTURES_DIR, file));
    removed++;
  }
  let bytes = 0;
  for (const file of freshFiles) {
    const text = await readFile(path.join(fresh, file));
    await mkdir(path.dirname(path.join(FIXTURES_DIR, file)), { recursive: true });
    await writeFile(path.join(FIXTURES_DIR, file), text);
    bytes += text.length;
  }
  for (const metric of await readdir(FIXTURES_DIR, { withFileTypes: true })) {
    if (metric.isDirectory() && (await readdir(path.join(FIXTURES_DIR, metric.name))).length === 0) await rm(path.join(FIXTURES_DIR, metric.name), { recursive: true });
  }
  return { written: freshFiles.length, removed, bytes };
}

async function main(): Promise<number> {
  const runs = await exampleRuns();
  const scratch = await mkdtemp(path.join(os.tmpdir(), "agent-eval-record-examples-"));
  const store = path.join(scratch, "recorded-judges");
  try {
    process.stdout.write(`Recording scripted example judges for ${runs.length} runs (scratch: ${scratch})\n`);

    process.stdout.write("pass 1: communication_open_coding\n");
    const openCodingDirs = await copyRuns(runs, path.join(scratch, "pass-1"));
    const first = await evaluatePass(openCodingDirs, [communicationOpenCoding], store);

    // pooled exactly as `agent-eval ontology consolidate --run-dir …` pools them, so that command
    // replays this recording for the same runs in the same order
    const { pool, runIds } = await poolLabels(await openCodedRuns(openCodingDirs));
    const stack = createExampleJudgeStack(store, "record-missing");
    const ontology = await consolidateOntology({
      labelPool: pool,
      sourceRunCount: runIds.length,
      judge: stack.judge,
      identity: stack.identity,
      version: ONTOLOGY_VERSION,
      generatedAt: EXAMPLE_RECORDED_AT,
      sourceRunIds: runIds,
    });
    await mkdir(path.dirname(ONTOLOGY_FILE), { recursive: true });
    await writeFile(ONTOLOGY_FILE, `${JSON.stringify(ontology, null, 2)}\n`, "utf8");
    process.stdout.write(
      `ontology: ${ontology.categories.length} categories from ${pool.length} pooled labels of ${runIds.length} runs -> ${path.relative(root, ONTOLOGY_FILE)}\n`,
    );

    process.stdout.write("pass 2: every judge metric\n");
    const allDirs = await copyRuns(runs, path.join(scratch, "pass-2"));
    const second = await evaluatePass(allDirs, JUDGE_METRICS, store, ONTOLOGY_FILE);

    const failures = [...first.failures, ...second.failures];
    if (failures.length > 0) {
      process.stderr.write(`${failures.length} metric(s) failed; recorded-judges/ was left unchanged:\n${failures.join("\n")}\n`);
      return 1;
    }
    const synced = await syncFixtures(store);
    const total = (await fixtureFiles(FIXTURES_DIR)).length;
    process.stdout.write(
      `recorded ${first.recorded + second.recorded + stack.accounting.snapshot().recorded} calls (pass 2 replayed ${second.replayed}); ` +
        `wrote ${synced.written} scripted fixtures (${synced.bytes} bytes) to recorded-judges/, removed ${synced.removed} stale; ${total} fixtures in the store\n`,
    );
    return 0;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

process.exitCode = await main();
