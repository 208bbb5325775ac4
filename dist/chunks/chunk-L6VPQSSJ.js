import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  mergeReport,
  serializeReport
} from "./chunk-3QAZCONM.js";
import {
  AGENT_EVAL_VERSION
} from "./chunk-UG5WN6ZA.js";
import {
  INVOCATION_LOG,
  builtinScenario,
  eventSelectionOf,
  loadRun,
  runMetrics,
  scanRunDir
} from "./chunk-MKJ3MT4X.js";
import {
  builtinRegistry,
  seedOfConfig
} from "./chunk-VTNSK7JX.js";
import {
  directorySidecars,
  fsInputError,
  fsOutputError,
  openAppendSync,
  readStrictUtf8TextIfExistsSync,
  readTextIfExists,
  stageFileSync,
  withFileLock,
  writeAllSync
} from "./chunk-JNUR4NUC.js";
import {
  redactApiKeys
} from "./chunk-QJRR5QJN.js";
import {
  descriptorFromConfigFile,
  inferDescriptor
} from "./chunk-7OZOL6PT.js";
import {
  canonicalJson
} from "./chunk-DGVC2KCS.js";
import {
  describeJsonSyntaxError
} from "./chunk-LAMXQWWM.js";
import {
  InputError,
  LineInputError,
  OutputError
} from "./chunk-Q5Q3ZZMX.js";

// src/node/evaluate-run.ts
import { createHash } from "node:crypto";
import { closeSync, existsSync, fstatSync, ftruncateSync } from "node:fs";
import path2 from "node:path";

// src/core/knobs.ts
var COMMON = [
  "agent_max_tokens",
  "channel_noise_level",
  "compaction",
  "max_round_duration_seconds",
  "model_overrides",
  "noise_replacement_mode",
  "postmortem_disabled_at_start",
  "postmortem_duration_seconds",
  "postmortem_enabled",
  "replace_agent_default_channel_visibility",
  "round_count",
  "scheduled_events"
];
var ROUNDS = ["round_time_budget_seconds", "seed"];
var JUDGED = ["judge_model", "judge_provider"];
var SWAPS = ["announce_swap", "intern_enabled", "intern_join_round", "intern_takeover_round", "postmortem_after_swap", "swap_round", "two_teams"];
var BUILTIN_KNOBS = {
  container_yard_stacking: [...COMMON, ...ROUNDS, ...SWAPS, "batch_size_values", "batch_size_weights", "easy_round_numbers", "yard_slot_count"],
  drive_module_repair: [
    ...COMMON,
    ...ROUNDS,
    ...JUDGED,
    "easy_round_numbers",
    "module_count_values",
    "module_count_weights",
    "replacements_count_values",
    "replacements_count_weights"
  ],
  hospital_bed_assignment_privacy: [
    ...COMMON,
    ...ROUNDS,
    "destination_pool_size",
    "observer_intercept_attempts",
    "patient_pool_size",
    "restricted_vocabulary_size",
    "transport_mode_pool_size"
  ],
  orbital_anomaly: [...COMMON, ...ROUNDS, ...JUDGED, "cipher_enabled", "easy_round_numbers", "fault_count_values", "fault_count_weights"],
  prisoners_dilemma: [...COMMON, "payoff_punishment", "payoff_reward", "payoff_sucker", "payoff_temptation"],
  satellite_contact_window: [...COMMON, ...ROUNDS, ...JUDGED, "pattern_count_max", "pattern_count_min"],
  spillway_release: [
    ...COMMON,
    ...ROUNDS,
    "archetype_weights",
    "day_end_hours",
    "easy_round_numbers",
    "gate_count",
    "max_level",
    "min_level",
    "release_per_gate_per_hour"
  ],
  spot_the_difference: [
    ...COMMON,
    ...ROUNDS,
    ...JUDGED,
    "all_must_submit",
    "difference_count_values",
    "difference_count_weights",
    "difference_kinds",
    "easy_round_numbers",
    "grid_size",
    "object_count_values",
    "object_count_weights",
    "shared_link",
    "two_teams"
  ],
  veyru: [...COMMON, ...ROUNDS, ...JUDGED, ...SWAPS, "easy_round_numbers"],
  warehouse_robot_recovery: [...COMMON, ...ROUNDS, ...JUDGED, "fault_count_max", "fault_count_min"]
};
function knownKnobs(scenarioName, recorded, declared = []) {
  const builtin = Object.hasOwn(BUILTIN_KNOBS, scenarioName) ? BUILTIN_KNOBS[scenarioName] ?? [] : [];
  return [.../* @__PURE__ */ new Set([...builtin, ...Object.keys(recorded), ...declared])].sort();
}
function applyKnobs(run, knobs, declared = [], label = "--knobs") {
  const names = Object.keys(knobs);
  if (names.length === 0) return run;
  const recorded = run.simulationStarted.scenario_config;
  const known = knownKnobs(run.scenarioName, recorded, declared);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new InputError(
      `${label}: the ${run.scenarioName} scenario has no knob ${unknown.map((n) => `'${n}'`).join(", ")} (${run.logPath}). Its knobs: ${known.join(", ")}`
    );
  }
  const simulationStarted = { ...run.simulationStarted, scenario_config: { ...recorded, ...knobs } };
  const events = run.events.map((event) => event === run.simulationStarted ? simulationStarted : event);
  return { ...run, simulationStarted, events };
}

// src/node/ontology-files.ts
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
async function openCodingSchema() {
  const { z } = await import("./zod-AO3PU2VV.js");
  return z.object({
    run_id: z.string(),
    labels: z.array(z.object({ text: z.string(), evidence: z.array(z.object({ round_number: z.number().int(), quote: z.string() })) }))
  });
}
var SAMPLE_QUOTES = 3;
async function poolLabels(runDirs) {
  const pooled = /* @__PURE__ */ new Map();
  const runIds = [];
  const schema = await openCodingSchema();
  for (const runDir of runDirs) {
    const file = path.join(runDir, "communication_open_coding.json");
    const text = await readTextIfExists(file);
    if (text === void 0) throw new InputError(`${file}: missing; run communication_open_coding on this run first`);
    let parsed;
    try {
      parsed = schema.parse(JSON.parse(text));
    } catch (error) {
      const problem = error instanceof SyntaxError ? describeJsonSyntaxError(error, text) : error.message.split("\n")[0] ?? "";
      throw new InputError(`${file}: not an open-coding sidecar (${problem})`, { cause: error });
    }
    runIds.push(parsed.run_id);
    for (const label of parsed.labels) {
      const key = label.text.trim().toLowerCase();
      const entry = pooled.get(key) ?? { text: label.text.trim(), runIds: [], evidence: 0, quotes: [] };
      if (!entry.runIds.includes(parsed.run_id)) entry.runIds.push(parsed.run_id);
      entry.evidence += label.evidence.length;
      for (const citation of label.evidence) if (entry.quotes.length < SAMPLE_QUOTES && !entry.quotes.includes(citation.quote)) entry.quotes.push(citation.quote);
      pooled.set(key, entry);
    }
  }
  return {
    pool: [...pooled.values()].map((e) => ({ text: e.text, run_ids: e.runIds, evidence_count_total: e.evidence, sample_quotes: e.quotes })),
    runIds
  };
}
async function newestOntology(runDir) {
  const dir = path.resolve(runDir, "..", "_ontology");
  let names;
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith(".json"));
  } catch {
    return void 0;
  }
  let newest;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file, { bigint: true });
    if (newest === void 0 || info.mtimeNs > newest.mtime) newest = { file, mtime: info.mtimeNs };
  }
  return newest?.file;
}

// src/node/evaluate-run.ts
var NO_NGRAM_TABLES = { location: "(no n-gram tables were given)" };
function reportPathFor(runDir, scenarioName, out) {
  return out ?? path2.join(runDir, `${scenarioName}_report.json`);
}
var INCOMPLETE_EXPLANATION = "the run has no simulation_ended event, so it did not finish: its last round may have been cut off mid-play and scoring it would count a partial round as a real outcome. Pass --allow-incomplete to evaluate it anyway";
function chooseScenario(run, configFile, log) {
  if (configFile !== void 0) return descriptorFromConfigFile(configFile, run.scenarioName);
  const builtin = builtinScenario(run.scenarioName, run.simulationStarted.scenario_config);
  if (builtin !== void 0) return builtin;
  const inferred = inferDescriptor(run.scenarioName, run.simulationStarted.channel_ids);
  log(
    `warning: ${run.runDir}: scenario '${run.scenarioName}' is not a GlossoGen built-in and no --scenario-config was given; primary channels inferred as [${inferred.primaryChannels.map((c) => c.channel_id).join(", ")}]`
  );
  return inferred;
}
async function loadSourceRun(runDir, scenarioName) {
  if (!existsSync(path2.join(runDir, `${scenarioName}.jsonl`))) return void 0;
  return (await loadRun(runDir, scenarioName)).events;
}
function onlyBuiltins(metrics) {
  const builtins = builtinRegistry().metrics;
  return metrics.every((metric) => builtins.get(metric.name) === metric);
}
var PROBE_READERS = /* @__PURE__ */ new Set(["protocol_probe_replica_self_similarity", "protocol_probe_agent_pair_similarity", "protocol_probe_cutoff_trajectory"]);
function probesFirst(metrics) {
  const probeAt = metrics.findIndex((m) => m.name === "protocol_probe");
  if (probeAt < 0) return [...metrics];
  const early = metrics.slice(0, probeAt).filter((m) => PROBE_READERS.has(m.name));
  if (early.length === 0) return [...metrics];
  const rest = metrics.filter((m, i) => !(i < probeAt && PROBE_READERS.has(m.name)));
  const at = rest.findIndex((m) => m.name === "protocol_probe");
  return [...rest.slice(0, at + 1), ...early, ...rest.slice(at + 1)];
}
async function evaluateRun(input) {
  const started = performance.now();
  const options = checkEvaluateRunOptions(input);
  const metricLog = options.metricLog ?? options.log;
  const { scenarioName, entries } = scanRunDir(options.runDir, options.scenario);
  const keep = eventSelectionOf(options.metrics);
  const knobs = options.knobs ?? {};
  const loaded = await loadRun(options.runDir, scenarioName, keep);
  const seed = seedOfConfig(loaded.simulationStarted.scenario_config);
  const run = applyKnobs(loaded, knobs, options.scenarioConfig?.knobs, options.knobsLabel);
  if (!run.finished && options.allowIncomplete !== true) throw new InputError(`${run.logPath}: ${INCOMPLETE_EXPLANATION}`);
  const scenario = chooseScenario(run, options.scenarioConfig, options.log);
  for (const warning of run.logWarnings ?? []) options.log(`warning: ${warning}`);
  const reportPath = reportPathFor(options.runDir, scenarioName, options.out);
  for (const [own, what] of [[run.logPath, "the run's event log"], [path2.join(options.runDir, INVOCATION_LOG), "the run's invocation log"]]) {
    if (path2.resolve(reportPath) === path2.resolve(own)) throw new InputError(`--out ${reportPath}: that is ${what}; name another file for the report`);
  }
  await readMergeableReport(reportPath, run, knobs);
  const needsJudge = options.metrics.some((m) => m.kind === "judge");
  let metricOptions = options.metricOptions ?? {};
  if (metricOptions.ontologyPath !== void 0) metricOptions = { ...metricOptions, ontologyPath: path2.resolve(metricOptions.ontologyPath) };
  else if (options.metrics.some((m) => m.name === "communication_feature_presence")) {
    const newest = await newestOntology(options.runDir);
    if (newest !== void 0) metricOptions = { ...metricOptions, ontologyPath: newest };
  }
  const stack = needsJudge ? await options.judge?.() : void 0;
  const needsProbes = options.metrics.some((m) => m.kind === "probe");
  const probeStack = needsProbes ? await options.probeModel?.() : void 0;
  const probeAssets = needsProbes && options.scenarioAssets !== void 0 ? (await import("./judge-and-probe-setup-GLAGXIML.js")).loadProbeAssets(options.scenarioAssets, scenarioName) : void 0;
  const outcomes = await runMetrics(
    probesFirst(options.metrics),
    {
      events: run.events,
      agentConfigs: run.agentConfigs,
      scenario,
      runDir: options.runDir,
      options: metricOptions,
      sidecars: directorySidecars(options.runDir, options.sidecarWriteDir, { cacheReads: onlyBuiltins(options.metrics) }),
      loadRun: loadSourceRun,
      ngramTables: options.ngramTables ?? NO_NGRAM_TABLES,
      log: (line) => metricLog(`${options.runDir}: ${line}`),
      ...stack === void 0 ? {} : { judge: stack.judge, judgeIdentity: stack.identity },
      ...probeStack === void 0 ? {} : { probeModel: probeStack.judge },
      ...probeAssets === void 0 ? {} : { probeAssets },
      now: () => (/* @__PURE__ */ new Date()).toISOString()
    },
    stack === void 0 ? {} : { judgeUsage: () => stack.accounting.snapshot().used.usage }
  );
  const metrics = {};
  for (const outcome of outcomes) metrics[outcome.name] = outcome.record;
  const measurements = outcomes.flatMap((o) => o.measurements);
  const flags = options.allowIncomplete === true ? ["--allow-incomplete"] : [];
  const inputs = { scenario_mode: scenario.mode };
  if (Object.keys(knobs).length > 0) {
    flags.push("--knobs");
    inputs.knobs = canonicalJson(knobs);
  }
  if (needsProbes) {
    if (metricOptions.probeReplicas !== void 0) inputs.probe_replicas = String(metricOptions.probeReplicas);
    if (metricOptions.probeRound !== void 0) inputs.probe_round = String(metricOptions.probeRound);
  }
  for (const [file, digest] of Object.entries(options.ngramTableDigests ?? {})) inputs[`ngram_table:${file}`] = digest;
  for (const [key, digest] of Object.entries(options.inputDigests ?? {})) inputs[key] = digest;
  if (metricOptions.ontologyPath !== void 0 && options.metrics.some((m) => m.name === "communication_feature_presence")) {
    const ontology = await readTextIfExists(metricOptions.ontologyPath);
    if (ontology !== void 0) inputs.ontology_sha256 = createHash("sha256").update(ontology).digest("hex");
  }
  if (stack !== void 0) {
    inputs.judge_model = stack.identity.model;
    inputs.judge_provider = stack.identity.provider;
    inputs.judge_settings = canonicalJson(stack.identity.settings);
  }
  const invocationLog = options.invocationLog === false ? void 0 : path2.join(path2.dirname(reportPath), INVOCATION_LOG);
  const judgeFacts = {
    judgeMode: stack?.mode,
    judge: stack?.accounting.snapshot(),
    probe: probeStack?.accounting.snapshot(),
    usedFixtureKeys: [.../* @__PURE__ */ new Set([...stack?.usedKeys ?? [], ...probeStack?.usedKeys ?? []])].sort()
  };
  const { report, invocation } = await withFileLock(reportPath, async () => {
    const existing = await readMergeableReport(reportPath, run, knobs);
    const merged = mergeReport(
      existing,
      {
        simulationId: run.simulationStarted.event_id,
        scenarioName,
        requestedMetrics: options.metrics.map((m) => m.name),
        measurements,
        judgeCost: stack === void 0 ? void 0 : { usage: stack.accounting.snapshot().used.usage, model: stack.identity.model, providerName: stack.identity.provider },
        agentEval: {
          tool_version: options.toolVersion ?? AGENT_EVAL_VERSION,
          event_log_sha256: run.eventLogSha256,
          incomplete_run: !run.finished,
          flags,
          inputs,
          metrics,
          ...run.logWarnings === void 0 || run.logWarnings.length === 0 ? {} : { log_warnings: [...run.logWarnings] }
        }
      },
      "describe-report"
    );
    const facts = { ...judgeFacts, durationMs: Math.round(performance.now() - started) };
    const entry = invocationLog === void 0 ? void 0 : {
      at: (/* @__PURE__ */ new Date()).toISOString(),
      tool_version: options.toolVersion ?? AGENT_EVAL_VERSION,
      report: path2.basename(reportPath),
      metrics: Object.fromEntries(Object.entries(metrics).map(([name, record]) => [name, record.status])),
      judge_mode: facts.judgeMode ?? null,
      judge_calls_used: facts.judge?.used.calls ?? 0,
      judge_calls_replayed: facts.judge?.replayed ?? 0,
      judge_calls_recorded: facts.judge?.recorded ?? 0,
      judge_spent_usd: facts.judge?.spent.costUsd ?? 0,
      ...facts.probe === void 0 ? {} : {
        probe_calls_used: facts.probe.used.calls,
        probe_calls_replayed: facts.probe.replayed,
        probe_calls_recorded: facts.probe.recorded,
        probe_spent_usd: facts.probe.spent.costUsd
      },
      duration_ms: facts.durationMs
    };
    const siblings = path2.resolve(path2.dirname(reportPath)) === path2.resolve(options.runDir) ? entries : void 0;
    writeReportAndLog(reportPath, serializeReport(merged), invocationLog, entry, siblings);
    return { report: merged, invocation: facts };
  });
  return {
    runDir: options.runDir,
    scenarioName,
    reportPath,
    measurements,
    metrics,
    failed: outcomes.filter((o) => o.record.status === "failed").map((o) => ({ name: o.name, error: o.record.error ?? "failed" })),
    report,
    invocation,
    ...seed === void 0 ? {} : { seed }
  };
}
async function readMergeableReport(reportPath, run, knobs) {
  let existingText;
  try {
    existingText = readStrictUtf8TextIfExistsSync(reportPath);
  } catch (error) {
    if (error instanceof LineInputError) throw new InputError(`existing report cannot be merged, so it was left untouched: ${error.message}`, { cause: error });
    throw fsInputError(error, reportPath, "read the existing report (to merge into it)");
  }
  if (existingText === void 0) return void 0;
  const { parseMergeableReport } = await import("./report-WBEQ7MAL.js");
  let existing;
  try {
    existing = parseMergeableReport(existingText, reportPath, AGENT_EVAL_VERSION);
  } catch (error) {
    throw new InputError(`existing report cannot be merged, so it was left untouched: ${error.message}`, {
      cause: error
    });
  }
  const previousDigest = existing.agent_eval?.event_log_sha256;
  const sameSimulation = existing.simulation_id === run.simulationStarted.event_id || existing.simulation_id === redactApiKeys(run.simulationStarted.event_id);
  if (!sameSimulation || previousDigest !== void 0 && previousDigest !== run.eventLogSha256) {
    throw new InputError(
      `${reportPath} was made from a different event log (simulation ${existing.simulation_id}${previousDigest === void 0 ? "" : `, sha256 ${previousDigest.slice(0, 12)}\u2026`}; now ${run.simulationStarted.event_id}, sha256 ${run.eventLogSha256.slice(0, 12)}\u2026), so its other measurements no longer describe this run. It was left untouched: delete it (or pass --out) and evaluate again.`
    );
  }
  const previousKnobs = existing.agent_eval?.inputs.knobs;
  const knobsNow = Object.keys(knobs).length > 0 ? canonicalJson(knobs) : void 0;
  if (existing.agent_eval !== void 0 && previousKnobs !== knobsNow) {
    throw new InputError(
      `${reportPath} was made with ${previousKnobs === void 0 ? "no --knobs" : `--knobs ${previousKnobs}`}, now ${knobsNow === void 0 ? "none are given" : `--knobs ${knobsNow}`}: its other measurements would describe another configuration. It was left untouched: evaluate with the same knobs, or delete it (or pass --out).`
    );
  }
  return existing;
}
function writeReportAndLog(reportPath, text, logFile, entry, siblings) {
  const unchanged = `nothing was changed (${path2.basename(reportPath)}${logFile === void 0 ? "" : ` and ${INVOCATION_LOG}`} are as they were)`;
  let staged;
  try {
    staged = stageFileSync(reportPath, text, siblings === void 0 ? {} : { siblings });
  } catch (error) {
    throw new OutputError(`${error.message}; ${unchanged}`, { cause: error });
  }
  let log;
  if (logFile !== void 0 && entry !== void 0) {
    let fd;
    let size = 0;
    try {
      fd = openAppendSync(logFile);
      size = fstatSync(fd).size;
      const line = Buffer.from(`${JSON.stringify(entry)}
`, "utf8");
      writeAllSync(fd, line);
      log = { fd, size };
    } catch (error) {
      staged.abandon();
      if (fd !== void 0) {
        try {
          ftruncateSync(fd, size);
        } catch {
        }
        closeSync(fd);
      }
      const failure = fsOutputError(error, logFile, "append to the invocation log");
      throw new OutputError(`${failure.message}; ${unchanged}`, { cause: error });
    }
  }
  try {
    staged.commit();
  } catch (error) {
    if (log !== void 0) {
      try {
        ftruncateSync(log.fd, log.size);
      } catch {
      }
    }
    const failure = fsOutputError(error, reportPath, "write the report");
    throw new OutputError(`${failure.message}; ${unchanged}`, { cause: error });
  } finally {
    if (log !== void 0) closeSync(log.fd);
  }
}
var defaultLog = (line) => {
  process.stderr.write(`${line}
`);
};
function checkEvaluateRunOptions(options) {
  const given = options;
  if (typeof given !== "object" || given === null) throw new InputError("evaluateRun(options): expected an options object such as { runDir, metrics }");
  if (typeof given.runDir !== "string" || given.runDir === "") throw new InputError("evaluateRun: `runDir` must be the path of a run directory (a string)");
  const metrics = given.metrics;
  if (!Array.isArray(metrics) || metrics.length === 0) {
    throw new InputError('evaluateRun: `metrics` must be a non-empty array of Metric objects, e.g. resolveMetricList(builtinRegistry(), "round_success,message_entropy")');
  }
  metrics.forEach((metric, index) => {
    if (typeof metric === "string") {
      throw new InputError(
        `evaluateRun: metrics[${index}] is the name '${metric}', not a Metric object: resolve names first with resolveMetricList(builtinRegistry(), "${metric}")`
      );
    }
    const m = metric;
    if (typeof m !== "object" || m === null || typeof m.name !== "string" || typeof m.compute !== "function") {
      throw new InputError(`evaluateRun: metrics[${index}] is not a Metric (an object with name, version, kind and compute(context))`);
    }
  });
  for (const fn of ["log", "metricLog", "judge"]) {
    if (given[fn] !== void 0 && typeof given[fn] !== "function") throw new InputError(`evaluateRun: \`${fn}\` must be a function`);
  }
  return { ...options, log: options.log ?? defaultLog };
}

export {
  poolLabels,
  reportPathFor,
  evaluateRun
};
