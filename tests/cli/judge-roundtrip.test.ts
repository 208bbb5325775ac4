/**
 * Record → replay → verify, end to end through the CLI (in-process `runCli`):
 * (a) recording a run with the scripted example judge through the library, then replaying it with
 *     `agent-eval evaluate --provider scripted --model scripted-local-judge` gives the same bytes;
 * (b) the bundled examples replay from the committed recorded-judges/ byte-identically, without
 *     any network access, and an edited request is a replay miss naming the metric and the key;
 * (c) `agent-eval verify` accepts a reproducible report and rejects a tampered one with a
 *     per-metric diff.
 */
import { cpSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import nock from "nock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_JUDGE_IDENTITY, createExampleJudgeStack } from "../../scripts/example-judge.js";
import { type RunOutcome, evaluateRun } from "../../src/node/evaluate-run.js";
import { defaultNgramTablesDir, loadNgramTables } from "../../src/node/ngram-tables.js";
import { parseFixtureRecord, requestFromRecord } from "../../src/judge/fixture-store.js";
import { judgeRequestKey } from "../../src/judge/request-key.js";
import { JUDGE_METRICS } from "../../src/metrics/judge/index.js";
import { builtinRegistry, resolveMetricList } from "../../src/metrics/registry.js";
import { parseReport, serializeReport } from "../../src/report/report.js";
import { type CliResult, cli, tempDir } from "../helpers/run-dirs.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const EXAMPLES = path.join(ROOT, "examples");
const STORE = path.join(ROOT, "recorded-judges");
const ONTOLOGY = path.join(EXAMPLES, "ontology", "communication-ontology-v1.json");

const JUDGE = JUDGE_METRICS.map((m) => m.name);
const DETERMINISTIC = ["round_success", "message_entropy", "gzip_compression_ratio", "mean_chars_per_round"];
const METRICS = [...DETERMINISTIC, ...JUDGE].join(",");
const SCRIPTED = ["--provider", EXAMPLE_JUDGE_IDENTITY.provider, "--model", EXAMPLE_JUDGE_IDENTITY.model];
const SIDECARS = ["communication_open_coding.json", "communication_feature_presence.json", "language_repetition_messages.jsonl"];

/** Example run directories relative to examples/ (those holding an event log), sorted. */
function exampleRuns(): string[] {
  const runs: string[] = [];
  for (const set of ["runs", "baseline", "candidate"]) {
    for (const scenario of readdirSync(path.join(EXAMPLES, set))) {
      for (const run of readdirSync(path.join(EXAMPLES, set, scenario))) {
        const dir = path.join(EXAMPLES, set, scenario, run);
        if (statSync(dir).isDirectory() && readdirSync(dir).some((file) => file.endsWith(".jsonl"))) runs.push(path.join(set, scenario, run));
      }
    }
  }
  return runs.sort();
}

function copyRun(relative: string, target: string): string {
  cpSync(path.join(EXAMPLES, relative), target, { recursive: true });
  return target;
}

/** Evaluates through the library exactly as the CLI would, with the scripted example judge. */
async function recordWithLibrary(runDir: string, fixturesDir: string, ontologyPath?: string): Promise<RunOutcome> {
  const metrics = resolveMetricList(builtinRegistry(), METRICS);
  const { tables, digests } = await loadNgramTables(defaultNgramTablesDir(), { plain: false, backoff: false });
  return evaluateRun({
    runDir,
    metrics,
    ngramTables: tables,
    ngramTableDigests: digests,
    log: () => undefined,
    judge: () => createExampleJudgeStack(fixturesDir, "record-missing"),
    ...(ontologyPath === undefined ? {} : { metricOptions: { ontologyPath } }),
  });
}

function replayWithCli(runDirs: readonly string[], fixturesDir: string, extra: readonly string[] = []): Promise<CliResult> {
  return cli(
    "evaluate",
    ...runDirs.flatMap((dir) => ["--run-dir", dir]),
    "--metrics",
    METRICS,
    ...SCRIPTED,
    "--judge-mode",
    "replay",
    "--fixtures",
    fixturesDir,
    "--concurrency",
    "2",
    ...extra,
  );
}

function reportOf(runDir: string): string {
  const name = readdirSync(runDir).find((file) => file.endsWith("_report.json"));
  if (name === undefined) throw new Error(`no report in ${runDir}`);
  return readFileSync(path.join(runDir, name), "utf8");
}

function countFiles(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

describe("record with the scripted judge, replay with the CLI", () => {
  // GlossoGen's layout: the ontology sits in <scenario dir>/_ontology/, where evaluate and verify find it
  const root = tempDir("agent-eval-roundtrip-");
  const fixturesDir = path.join(root, "fixtures");
  const recorded = path.join(root, "recorded", "veyru");
  const replayed = path.join(root, "replayed", "veyru");
  let recordedRun: string;
  let replayedRun: string;

  beforeAll(() => {
    for (const side of [recorded, replayed]) {
      mkdirSync(path.join(side, "_ontology"), { recursive: true });
      cpSync(ONTOLOGY, path.join(side, "_ontology", "communication-ontology-v1.json"));
    }
    recordedRun = copyRun("runs/veyru/veyru-swap-001", path.join(recorded, "veyru-swap-001"));
    replayedRun = copyRun("runs/veyru/veyru-swap-001", path.join(replayed, "veyru-swap-001"));
  });

  it("(a) replays a fresh recording into byte-identical reports and sidecars", async () => {
    const outcome = await recordWithLibrary(recordedRun, fixturesDir);
    expect(outcome.failed).toEqual([]);
    for (const metric of JUDGE) expect(outcome.metrics[metric]?.status).toBe("ok"); // every judge metric applies to this run
    const recordedCalls = outcome.invocation.judge?.recorded ?? 0;
    expect(recordedCalls).toBeGreaterThan(0);
    expect(countFiles(fixturesDir)).toBe(recordedCalls);

    const result = await replayWithCli([replayedRun], fixturesDir);
    expect(result.stderr).not.toContain("error");
    expect(result.code).toBe(0);
    expect(reportOf(replayedRun)).toBe(reportOf(recordedRun));
    for (const sidecar of SIDECARS) {
      // the feature-presence sidecar names the (absolute) ontology path, which is per copy here
      const replayedText = readFileSync(path.join(replayedRun, sidecar), "utf8").replaceAll(replayed, "<scenario dir>");
      const recordedText = readFileSync(path.join(recordedRun, sidecar), "utf8").replaceAll(recorded, "<scenario dir>");
      expect(replayedText).toBe(recordedText);
    }
    expect(countFiles(fixturesDir)).toBe(recordedCalls); // replay wrote nothing

    const report = parseReport(reportOf(replayedRun), "replayed");
    expect(report.evaluation_cost.model).toBe("scripted-local-judge");
    expect(report.evaluation_cost.provider_name).toBe("scripted");
    expect(report.evaluation_cost.usage.input_tokens).toBeGreaterThan(0); // usage is carried...
    expect(report.evaluation_cost.estimated_cost_usd).toBe(0); // ...but the scripted judge has no price
  });

  it("(c) verify passes on the reproducible report and fails with a per-metric diff after tampering a score", async () => {
    const ok = await cli("verify", "--run-dir", replayedRun, "--fixtures", fixturesDir);
    expect(ok.stderr).not.toContain("error");
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain("✓");

    const reportFile = path.join(replayedRun, readdirSync(replayedRun).find((f) => f.endsWith("_report.json")) ?? "");
    const report = parseReport(readFileSync(reportFile, "utf8"), reportFile);
    const target = report.measurements.find((m) => m.metric_name === "shorthand_codes");
    expect(target).toBeDefined();
    const tampered = {
      ...report,
      measurements: report.measurements.map((m) => (m === target ? { ...m, score: m.score + 1 } : m)),
    };
    writeFileSync(reportFile, serializeReport(tampered));

    const bad = await cli("verify", "--run-dir", replayedRun, "--fixtures", fixturesDir);
    expect(bad.code).not.toBe(0);
    expect(bad.stdout).toContain("✗");
    expect(bad.stdout).toContain("shorthand_codes:");
    expect(bad.stdout).toMatch(/"score": \d+/);
    // only the tampered metric differs
    for (const metric of JUDGE.filter((m) => m !== "shorthand_codes")) expect(bad.stdout).not.toContain(`  ${metric}:`);
  });
});

describe("replaying the bundled examples from the committed recorded-judges/", () => {
  const attempts: string[] = [];
  const onNoMatch = (request: { method?: string; href?: string; host?: string; path?: string }): void => {
    attempts.push(`${request.method ?? "?"} ${request.href ?? `${request.host ?? ""}${request.path ?? ""}`}`);
  };

  beforeAll(() => {
    nock.disableNetConnect();
    nock.emitter.on("no match", onNoMatch);
  });

  afterAll(() => {
    nock.emitter.removeListener("no match", onNoMatch);
    nock.cleanAll();
    nock.enableNetConnect();
  });

  it("(b) gives reports byte-identical to the library's recording, and never touches the network", async () => {
    const runs = exampleRuns();
    expect(runs.length).toBeGreaterThanOrEqual(9);
    const root = tempDir("agent-eval-bundled-");
    // the library records against a copy of the committed store: nothing may be missing from it
    const storeCopy = path.join(root, "store");
    cpSync(STORE, storeCopy, { recursive: true });
    const before = countFiles(STORE);

    const libraryDirs = runs.map((run) => copyRun(run, path.join(root, "library", run)));
    for (const dir of libraryDirs) {
      const outcome = await recordWithLibrary(dir, storeCopy, ONTOLOGY);
      expect(outcome.failed).toEqual([]);
      expect(outcome.invocation.judge?.recorded).toBe(0);
      expect(outcome.invocation.judge?.replayed).toBeGreaterThan(0);
    }

    const cliDirs = runs.map((run) => copyRun(run, path.join(root, "cli", run)));
    const result = await replayWithCli(cliDirs, STORE, ["--ontology-path", ONTOLOGY]);
    expect(result.stderr).not.toContain("error");
    expect(result.code).toBe(0);
    runs.forEach((run, i) => {
      expect(reportOf(cliDirs[i] ?? ""), run).toBe(reportOf(libraryDirs[i] ?? ""));
    });

    expect(countFiles(STORE)).toBe(before); // replay never writes
    expect(attempts).toEqual([]);
    expect(nock.pendingMocks()).toEqual([]);
  });

  it("(b) an edited request (another judge model name) is a replay miss naming the metric and the key, exit 1, metric recorded as failed", async () => {
    const root = tempDir("agent-eval-miss-");
    const runDir = copyRun("runs/veyru/veyru-solo-001", path.join(root, "veyru-solo-001"));
    const edited = "scripted-local-judge-edited";
    const result = await cli(
      "evaluate",
      "--run-dir",
      runDir,
      "--metrics",
      `message_entropy,language_strangeness`,
      "--provider",
      "scripted",
      "--model",
      edited,
      "--fixtures",
      STORE,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("metric language_strangeness failed");
    expect(result.stderr).toContain('No recorded judge response for metric "language_strangeness"');
    // the key named is the key of this run's recorded request with the model swapped
    const expectedKeys = readdirSync(path.join(STORE, "language_strangeness")).map((name) => {
      const record = parseFixtureRecord(readFileSync(path.join(STORE, "language_strangeness", name), "utf8"), name);
      return judgeRequestKey({ ...requestFromRecord(record), model: edited });
    });
    const named = expectedKeys.filter((key) => result.stderr.includes(`key:      ${key}`));
    expect(named).toHaveLength(1);
    // the diff against the nearest recording shows the model change
    expect(result.stderr).toContain("-model: scripted-local-judge");
    expect(result.stderr).toContain(`+model: ${edited}`);

    const report = parseReport(reportOf(runDir), "report");
    expect(report.agent_eval?.metrics.language_strangeness?.status).toBe("failed");
    expect(report.agent_eval?.metrics.language_strangeness?.error).toContain(named[0]);
    expect(report.agent_eval?.metrics.message_entropy?.status).toBe("ok");
    expect(report.measurements.map((m) => m.metric_name)).not.toContain("language_strangeness");
    expect(attempts).toEqual([]);
  });

  it("(b) an edited transcript is a replay miss whose diff shows the changed message", async () => {
    const root = tempDir("agent-eval-miss-");
    const runDir = copyRun("runs/veyru/veyru-solo-001", path.join(root, "veyru-solo-001"));
    const log = path.join(runDir, "veyru.jsonl");
    const original = readFileSync(log, "utf8");
    expect(original).toContain("face? secs?");
    writeFileSync(log, original.replaceAll("face? secs?", "face? seconds?"));
    const result = await cli("evaluate", "--run-dir", runDir, "--metrics", "shorthand_codes", ...SCRIPTED, "--fixtures", STORE);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No recorded judge response for metric "shorthand_codes"');
    expect(result.stderr).toMatch(/key: {6}[0-9a-f]{64}/);
    expect(result.stderr).toMatch(/^\+.*face\? seconds\?/m);
    expect(result.stderr).toMatch(/^-.*face\? secs\?/m);
    expect(attempts).toEqual([]);
  });
});
