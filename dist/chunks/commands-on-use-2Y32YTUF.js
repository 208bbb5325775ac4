import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  refuseBrokenPluginFlags
} from "./chunk-EVNKF7RU.js";
import {
  loadExportTables,
  renderTable,
  writeExportTables
} from "./chunk-TXWQ2WU2.js";
import "./chunk-UFP2BIRN.js";
import {
  checkJob,
  defaultNgramTablesDir,
  runFailureMessage,
  runJob
} from "./chunk-XCNDUGDH.js";
import {
  JUDGE_CALLS,
  JUDGE_METRICS,
  PROTOCOL_EXPLANATION,
  PROTOCOL_PROBE,
  consolidateOntology
} from "./chunk-ZCIKPANV.js";
import "./chunk-TR7GW62F.js";
import {
  anthropicThreadBody,
  openaiThreadBody
} from "./chunk-OHOVXP2U.js";
import "./chunk-GL5WYNCH.js";
import "./chunk-PYEEU3ZD.js";
import {
  noteFoundPath
} from "./chunk-ZSDPZHVA.js";
import "./chunk-WO6VPSDS.js";
import {
  parseReport,
  unknownField
} from "./chunk-FAGQQPAE.js";
import {
  poolLabels,
  reportPathFor
} from "./chunk-L6VPQSSJ.js";
import {
  serializeReport
} from "./chunk-3QAZCONM.js";
import {
  AGENT_EVAL_VERSION
} from "./chunk-UG5WN6ZA.js";
import {
  hasControlCharacter,
  printablePath
} from "./chunk-O5SDIVA5.js";
import {
  buildJudgeStack
} from "./chunk-CKEUYNKI.js";
import {
  JUDGE_PROVIDERS
} from "./chunk-HCZV36L4.js";
import {
  buildMessageHistory,
  lastEventTimestamp,
  probedAgents
} from "./chunk-ALRPQX7A.js";
import {
  toConversation
} from "./chunk-ZJOIMBVE.js";
import "./chunk-GGDGZLDO.js";
import "./chunk-ORNTTUT4.js";
import "./chunk-LK5F76WY.js";
import {
  loadProbeAssets
} from "./chunk-TLDYGX67.js";
import {
  detectScenario,
  loadRun,
  pluginRegistry,
  pluginSpecs
} from "./chunk-MKJ3MT4X.js";
import "./chunk-VTNSK7JX.js";
import "./chunk-K2GLU2FO.js";
import {
  FileFixtureStorage,
  unifiedLineDiff
} from "./chunk-QXKP6OXB.js";
import "./chunk-AU4CGQBR.js";
import "./chunk-H5ITCIL5.js";
import {
  describeFsError,
  isFsError,
  readStrictUtf8TextIfExistsSync,
  readTextIfExists,
  refuseExistingOut,
  writeOutFileSync
} from "./chunk-JNUR4NUC.js";
import "./chunk-QJRR5QJN.js";
import {
  fullSystemPrompt,
  historyPrompts,
  renderStrict
} from "./chunk-DASWF4AS.js";
import "./chunk-7JKKI3U2.js";
import "./chunk-7OZOL6PT.js";
import "./chunk-Y5GWXIEH.js";
import {
  DEFAULT_JUDGE_CONCURRENCY
} from "./chunk-66NPHHCH.js";
import "./chunk-QITUHNQM.js";
import "./chunk-KOGF5K4K.js";
import "./chunk-VM7EAPB7.js";
import {
  isJsonObject
} from "./chunk-J6F6MZKC.js";
import {
  checkFileName,
  parseFixtureRecord
} from "./chunk-RNBRVDIZ.js";
import {
  findSecretLikeValues,
  scrubSecrets
} from "./chunk-VAM67OB3.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-WE7WMGMW.js";
import "./chunk-YQUIWL3O.js";
import "./chunk-LAMXQWWM.js";
import "./chunk-74ZPRVVT.js";
import "./chunk-OSQLWR62.js";
import {
  InputError
} from "./chunk-Q5Q3ZZMX.js";
import "./chunk-GYEXMW2G.js";
import "./chunk-OFXXVDK2.js";
import "./chunk-EZQ3DI64.js";
import "./chunk-6UXS7MO4.js";
import "./chunk-7GJBLW7Q.js";
import {
  ownValue
} from "./chunk-YGHWAPUX.js";
import "./chunk-74ZREX4V.js";
import "./chunk-BZ4VPST6.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";

// src/cli/verify-command.ts
import path2 from "node:path";

// src/node/replay.ts
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
function replayJudgeOf(report, fixturesDir, concurrency) {
  const inputs = report.agent_eval?.inputs ?? {};
  if (inputs.judge_model === void 0 || inputs.judge_provider === void 0) return void 0;
  const provider = JUDGE_PROVIDERS.find((p) => p === inputs.judge_provider);
  if (provider === void 0) throw new InputError(`the report names an unknown judge provider '${inputs.judge_provider}'`);
  return {
    provider,
    model: inputs.judge_model,
    settings: JSON.parse(inputs.judge_settings ?? "{}"),
    mode: "replay",
    fixturesDir,
    concurrency
  };
}
function recordedKnobs(report) {
  const text = report.agent_eval?.inputs.knobs;
  if (text === void 0) return {};
  const parsed = JSON.parse(text);
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new InputError(`the report's agent_eval.inputs.knobs is not a JSON object: ${text}`);
  return parsed;
}
async function replayInScratch(runDir, spec, log) {
  const scratch = await mkdtemp(path.join(os.tmpdir(), "agent-eval-replay-"));
  try {
    const job = {
      scenario: spec.scenario,
      metrics: spec.metrics.join(","),
      out: path.join(scratch, "report.json"),
      allowIncomplete: spec.allowIncomplete,
      scenarioConfig: void 0,
      ngramTablesDir: spec.ngramTablesDir,
      judge: spec.judge,
      metricOptions: spec.ontologyPath === void 0 ? {} : { ontologyPath: spec.ontologyPath },
      sidecarWriteDir: scratch,
      invocationLog: false,
      ...spec.plugins === void 0 ? {} : { plugins: spec.plugins },
      ...spec.pluginCwd === void 0 ? {} : { pluginCwd: spec.pluginCwd },
      ...spec.metricsLabel === void 0 ? {} : { metricsLabel: spec.metricsLabel },
      ...spec.knobs === void 0 ? {} : { knobs: spec.knobs },
      ...spec.gpt2Model === void 0 ? {} : { gpt2Model: spec.gpt2Model }
    };
    await checkJob(job);
    const result = await runJob(runDir, job, log);
    if (result.kind === "input-error") throw new InputError(result.message);
    return result.outcome;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

// src/cli/verify-command.ts
function verifyExitStatus(result) {
  return result.status === "different" || result.failedMetrics.length > 0 ? 1 : 0;
}
function metricsInReportOrder(report) {
  const records = report.agent_eval?.metrics ?? {};
  const position = (name) => {
    const emitted = new Set(ownValue(records, name)?.measurements ?? []);
    const index = report.measurements.findIndex((m) => emitted.has(m.metric_name));
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return Object.keys(records).sort((a, b) => position(a) - position(b) || a.localeCompare(b));
}
function measurementsOf(report, names) {
  return report.measurements.filter((m) => names.has(m.metric_name));
}
var NOT_REPLAYED = /* @__PURE__ */ new Set(["protocol_probe", "protocol_explanation"]);
var LABELS = { fromLabel: "committed report", toLabel: "replayed now" };
function shortJson(value) {
  const text = value === void 0 ? "(absent)" : JSON.stringify(value);
  return text.length > 200 ? `${text.slice(0, 200)}\u2026` : text;
}
function firstDifference(committed, replayed, at = "") {
  const bothArrays = Array.isArray(committed) && Array.isArray(replayed);
  const bothObjects = !bothArrays && isJsonObject(committed) && isJsonObject(replayed);
  if (bothArrays) {
    const a = committed;
    const b = replayed;
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const found = firstDifference(a[i], b[i], `${at}[${i}]`);
      if (found !== void 0) return found;
    }
    return void 0;
  }
  if (bothObjects) {
    const a = committed;
    const b = replayed;
    for (const key of /* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference(Object.hasOwn(a, key) ? a[key] : void 0, Object.hasOwn(b, key) ? b[key] : void 0, at === "" ? key : `${at}.${key}`);
      if (found !== void 0) return found;
    }
    return void 0;
  }
  if (Object.is(committed, replayed)) return void 0;
  return `${at}: committed ${shortJson(committed)}, replayed ${shortJson(replayed)}`;
}
function compareReports(committed, fresh, eventLog) {
  const differences = [];
  const committedRecords = committed.agent_eval?.metrics ?? {};
  const freshRecords = fresh.agent_eval?.metrics ?? {};
  for (const name of Object.keys(committedRecords)) {
    if (NOT_REPLAYED.has(name)) continue;
    const before = ownValue(committedRecords, name);
    const after = ownValue(freshRecords, name);
    const names = /* @__PURE__ */ new Set([...before?.measurements ?? [], ...after?.measurements ?? []]);
    const sideA = { record: before, measurements: measurementsOf(committed, names) };
    const sideB = { record: after, measurements: measurementsOf(fresh, names) };
    const a = JSON.stringify(sideA, null, 2);
    const b = JSON.stringify(sideB, null, 2);
    if (a === b) continue;
    const first = after?.status === "failed" && before?.status !== "failed" ? `failed on replay: ${after.error ?? "no error recorded"}` : firstDifference(sideA, sideB);
    differences.push({ metric: name, ...first === void 0 ? {} : { first }, diff: unifiedLineDiff(a, b, LABELS) });
  }
  for (const field of ["simulation_id", "scenario_name"]) {
    const a = JSON.stringify(committed[field]);
    const b = JSON.stringify(fresh[field]);
    if (a !== b) differences.push({ metric: field, first: `committed ${a}, replayed ${b}`, diff: unifiedLineDiff(a, b, LABELS) });
  }
  const evaluated = committed.agent_eval?.event_log_sha256;
  const now = fresh.agent_eval?.event_log_sha256;
  if (evaluated !== void 0 && now !== void 0 && evaluated !== now) {
    differences.push({
      metric: `event_log_sha256 (${eventLog} differs from the event log the report was evaluated from)`,
      diff: unifiedLineDiff(JSON.stringify(evaluated), JSON.stringify(now), LABELS)
    });
  }
  const claimed = new Set([...Object.values(committedRecords), ...Object.values(freshRecords)].flatMap((record) => record?.measurements ?? []));
  const unclaimed = committed.measurements.filter((m) => !claimed.has(m.metric_name));
  if (unclaimed.length > 0) {
    differences.push({
      metric: `measurements no metric record lists (${[...new Set(unclaimed.map((m) => m.metric_name))].join(", ")}; verify cannot reproduce them)`,
      diff: unifiedLineDiff(JSON.stringify(unclaimed, null, 2), "[]", LABELS)
    });
  }
  const costA = JSON.stringify(committed.evaluation_cost, null, 2);
  const costB = JSON.stringify(fresh.evaluation_cost, null, 2);
  if (costA !== costB) {
    const first = firstDifference(committed.evaluation_cost, fresh.evaluation_cost);
    differences.push({ metric: "evaluation_cost", ...first === void 0 ? {} : { first }, diff: unifiedLineDiff(costA, costB, LABELS) });
  }
  return differences;
}
async function verifyRun(runDir, options, log) {
  const scenarioName = await detectScenario(runDir, options.scenario);
  const reportPath = reportPathFor(runDir, scenarioName, void 0);
  const text = readStrictUtf8TextIfExistsSync(reportPath);
  if (text === void 0) throw new InputError(`${reportPath}: no report to verify (run agent-eval evaluate first)`);
  let committed;
  try {
    committed = parseReport(text, reportPath);
  } catch (error) {
    throw new InputError(error.message, { cause: error });
  }
  if (committed.agent_eval === void 0) {
    throw new InputError(`${reportPath}: the report has no agent_eval block (written by another tool), so its metric list and judge are unknown`);
  }
  const listed = metricsInReportOrder(committed);
  if (listed.length === 0) throw new InputError(`${reportPath}: the report lists no metrics`);
  const unprintable = listed.find(hasControlCharacter);
  if (unprintable !== void 0) {
    throw new InputError(`${reportPath}: field 'agent_eval.metrics': ${printablePath(unprintable)} is not a metric name (it holds a control character); the report was edited`);
  }
  const skipped = listed.filter((name) => NOT_REPLAYED.has(name));
  const metrics = listed.filter((name) => !NOT_REPLAYED.has(name));
  if (skipped.length > 0) log(`${reportPath}: not replaying ${skipped.join(", ")} (agent probes: replay them with evaluate --scenario-assets \u2026)`);
  if (metrics.length === 0) throw new InputError(`${reportPath}: the report lists only agent-probe metrics (${skipped.join(", ")}), which verify does not replay`);
  const outcome = await replayInScratch(
    runDir,
    {
      metricsLabel: `${reportPath} lists a metric agent-eval cannot replay here (pass the same --plugin as the evaluation if a plug-in declares it)`,
      scenario: scenarioName,
      metrics,
      allowIncomplete: committed.agent_eval.flags.includes("--allow-incomplete"),
      ngramTablesDir: options.ngramTablesDir,
      judge: replayJudgeOf(committed, options.fixturesDir, options.judgeConcurrency),
      ontologyPath: options.ontologyPath,
      ...options.plugins === void 0 ? {} : { plugins: options.plugins },
      ...options.pluginCwd === void 0 ? {} : { pluginCwd: options.pluginCwd },
      knobs: recordedKnobs(committed),
      ...options.gpt2Model === void 0 ? {} : { gpt2Model: options.gpt2Model }
    },
    log
  );
  const fresh = outcome.report;
  const freshText = serializeReport(fresh);
  const counts = {
    metricCount: metrics.length,
    failedMetrics: metrics.filter((name) => (committed.agent_eval === void 0 ? void 0 : ownValue(committed.agent_eval.metrics, name))?.status === "failed")
  };
  if (freshText === text) return { runDir, reportPath, status: "identical", differences: [], ...counts };
  const differences = compareReports(committed, fresh, path2.join(runDir, `${scenarioName}.jsonl`));
  const unknown = unknownField(JSON.parse(text), committed);
  if (unknown !== void 0) {
    const writer = committed.agent_eval.tool_version;
    differences.push({
      metric: `field ${unknown} (${writer === AGENT_EVAL_VERSION ? "" : `written by agent-eval ${writer}; `}this agent-eval ${AGENT_EVAL_VERSION} does not know it, so verify cannot reproduce it${writer === AGENT_EVAL_VERSION ? "" : `: verify with agent-eval ${writer}`})`,
      diff: ""
    });
  }
  if (differences.length === 0) {
    const before = committed.agent_eval.tool_version;
    const after = fresh.agent_eval?.tool_version;
    const asWritten = serializeReport(committed);
    const editedAt = asWritten === text ? void 0 : firstDifferingLine(asWritten, text);
    return {
      runDir,
      reportPath,
      status: "equivalent",
      note: skipped.length > 0 ? `same measurements and cost (${skipped.join(", ")} not replayed)` : editedAt !== void 0 ? `same values; the file is not as agent-eval writes them from line ${editedAt} on: edited by hand or reformatted` : before === after ? "same measurements and cost; bytes differ only in provenance fields" : `same measurements and cost; written by agent-eval ${before}, replayed with ${after}`,
      differences: [],
      ...counts
    };
  }
  return { runDir, reportPath, status: "different", differences: differences.map(scrubDifference), ...counts };
}
function scrubDifference(difference) {
  return {
    metric: scrubSecrets(difference.metric),
    ...difference.first === void 0 ? {} : { first: scrubSecrets(difference.first) },
    diff: scrubSecrets(difference.diff)
  };
}
function firstDifferingLine(a, b) {
  const linesA = a.split("\n");
  const linesB = b.split("\n");
  let i = 0;
  while (i < linesA.length && i < linesB.length && linesA[i] === linesB[i]) i++;
  return i + 1;
}
function formatVerifyResult(result) {
  if (result.status !== "different") {
    const how = result.status === "identical" ? "replayed byte-identical" : result.note ?? "equivalent";
    const failed = result.failedMetrics;
    if (failed.length === 0) return `\u2713 ${printablePath(result.reportPath)}: reproduced, all ${result.metricCount} metric(s) ok (${how})`;
    return `\u2717 ${printablePath(result.reportPath)}: reproduced, ${failed.length} of ${result.metricCount} metric(s) failed: ${failed.join(", ")} (${how})`;
  }
  const lines = [`\u2717 ${printablePath(result.reportPath)}: ${result.differences.length} difference(s)`];
  for (const difference of result.differences) {
    lines.push(`  ${difference.metric}:${difference.first === void 0 ? "" : ` ${difference.first}`}`);
    if (difference.diff !== "") lines.push(...difference.diff.split("\n").map((l) => `    ${l}`));
  }
  return lines.join("\n");
}
async function verifyCommand(scenario, flags, io) {
  const plugins = await pluginSpecs({ cwd: process.cwd(), flags: flags.plugin });
  if (flags.plugin.length > 0) {
    const { loaded } = await pluginRegistry(plugins, { cwd: process.cwd(), log: (line) => io.stderr(`${line}
`) });
    refuseBrokenPluginFlags(flags.plugin, loaded.skipped, process.cwd());
  }
  const results = [];
  const notVerified = [];
  let worst = 0;
  for (const runDir of flags.runDir) {
    let result;
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
          gpt2Model: flags.gpt2Model
        },
        (line) => io.stderr(`${line}
`)
      );
    } catch (error) {
      if (!(error instanceof InputError) && !isFsError(error)) throw error;
      const message = runFailureMessage(runDir, error);
      io.stderr(`error: ${message}
`);
      notVerified.push({ runDir, error: message });
      worst = 2;
      continue;
    }
    results.push(result);
    worst = Math.max(worst, verifyExitStatus(result));
    if (!flags.json) io.stdout(`${formatVerifyResult(result)}
`);
  }
  if (flags.json) io.stdout(`${JSON.stringify({ exit_status: worst, runs: results, not_verified: notVerified }, null, 2)}
`);
  return worst;
}

// src/cli/fixtures-command.ts
import { readdir, unlink } from "node:fs/promises";
import path3 from "node:path";
var PROBE_METRICS = /* @__PURE__ */ new Set([PROTOCOL_PROBE, PROTOCOL_EXPLANATION]);
var PRUNABLE_METRICS = new Set(JUDGE_METRICS.map((metric) => metric.name));
function isTrialNamespace(metric) {
  return metric === "nemo.llm_judge" || metric.startsWith("openjudge.");
}
async function listFixtureFiles(root, options = {}) {
  let entries;
  try {
    entries = (await readdir(root, { withFileTypes: true })).sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  } catch (error) {
    if (error.code === "ENOENT") throw new InputError(`--fixtures ${root}: no such directory`, { cause: error });
    throw error;
  }
  const dirs = entries.filter((d) => d.isDirectory() || options.linkedDirs === true && d.isSymbolicLink()).map((d) => d.name);
  if (options.outside !== void 0) {
    for (const entry of entries) if (!entry.isDirectory() && !entry.isSymbolicLink() && !STORE_EXTRAS.has(entry.name)) options.outside.push(entry.name);
  }
  for (const entry of entries) noteFoundPath(path3.join(root, entry.name));
  const files = [];
  for (const dir of dirs) {
    let names;
    try {
      names = await readdir(path3.join(root, dir), { withFileTypes: true });
    } catch (error) {
      if (["ENOTDIR", "ENOENT"].includes(error.code ?? "")) continue;
      throw error;
    }
    for (const entry of names.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0)) {
      const name = entry.name;
      noteFoundPath(path3.join(root, dir, name));
      if (name.endsWith(".json")) files.push({ relative: `${dir}/${name}`, absolute: path3.join(root, dir, name) });
      else if (/^\..+\.json\.\d+\.[0-9a-f-]+\.tmp$/.test(name)) options.leftovers?.push(`${dir}/${name}`);
      else if (!STORE_EXTRAS.has(name)) options.outside?.push(`${dir}/${name}`);
    }
  }
  return files;
}
var STORE_EXTRAS = /* @__PURE__ */ new Set(["README.md", ".gitattributes", ".gitignore", ".gitkeep"]);
async function checkFixtures(root, options) {
  const current = /* @__PURE__ */ new Map();
  for (const call of JUDGE_CALLS) {
    const versions = current.get(call.metric) ?? /* @__PURE__ */ new Set();
    versions.add(call.templateVersion);
    current.set(call.metric, versions);
  }
  const problems = [];
  const stale = [];
  const leftovers = [];
  const outside = [];
  const files = await listFixtureFiles(root, { leftovers, outside, linkedDirs: true });
  for (const file of outside) problems.push(`${path3.join(root, file)}: not part of the store's layout (<metric>/<64-hex key>.json); move or delete it`);
  for (const file of leftovers) problems.push(`${path3.join(root, file)}: left by an interrupted recording (not a recording); delete it`);
  const storage = new FileFixtureStorage(root);
  for (const file of files) {
    const display = path3.join(root, file.relative);
    let text;
    try {
      const read = await storage.readText(file.relative);
      if (read === void 0) throw new Error(`${display}: a dangling symbolic link`);
      text = read;
    } catch (error) {
      problems.push(error.message);
      continue;
    }
    const secrets = findSecretLikeValues(text, options.secrets);
    if (secrets.length > 0) {
      problems.push(`${display}: contains something that looks like a credential (${secrets.map((s) => s.rule).join(", ")})`);
      continue;
    }
    let record;
    try {
      record = parseFixtureRecord(text, display);
      checkFileName(record, file.relative, display);
    } catch (error) {
      problems.push(error.message);
      continue;
    }
    const directory = file.relative.split("/")[0];
    const misfiled = directory === record.request.metric ? void 0 : `filed under '${directory}' but recorded for metric '${record.request.metric}'`;
    const reasons = [];
    const versions = current.get(record.request.metric);
    if (PROBE_METRICS.has(record.request.metric) || isTrialNamespace(record.request.metric)) {
    } else if (versions === void 0) reasons.push(`metric '${record.request.metric}' no longer exists`);
    else if (!versions.has(record.request.template_version)) {
      reasons.push(`template version ${record.request.template_version}, current ${[...versions].join("/")} (prompt or schema changed since it was recorded)`);
    }
    if (options.model !== void 0 && record.request.model !== options.model) reasons.push(`recorded for model ${record.request.model}, not ${options.model}`);
    if (options.provider !== void 0 && record.request.provider !== options.provider) {
      reasons.push(`recorded for provider ${record.request.provider}, not ${options.provider}`);
    }
    if (misfiled !== void 0) problems.push(`${display}: ${[misfiled, ...reasons].join("; ")}`);
    else if (reasons.length > 0) stale.push(`${display}: ${reasons.join("; ")}`);
  }
  return { files: files.length, problems, stale };
}
async function pruneFixtures(options, log) {
  const used = /* @__PURE__ */ new Set();
  for (const runDir of options.runDirs) {
    const scenario = await detectScenario(runDir, void 0);
    const reportPath = reportPathFor(runDir, scenario, void 0);
    const text = await readTextIfExists(reportPath);
    if (text === void 0) throw new InputError(`${reportPath}: no report; prune keeps what the reports' judge metrics use, so evaluate first`);
    const report = parseReport(text, reportPath);
    const judgeNames = new Set(JUDGE_CALLS.map((c) => c.metric));
    const metrics = Object.keys(report.agent_eval?.metrics ?? {}).filter((name) => judgeNames.has(name));
    const judge = replayJudgeOf(report, options.fixturesDir, DEFAULT_JUDGE_CONCURRENCY);
    if (metrics.length === 0 || judge === void 0) continue;
    const outcome = await replayInScratch(
      runDir,
      { scenario, metrics, allowIncomplete: true, ngramTablesDir: options.ngramTablesDir, judge, ontologyPath: options.ontologyPath, knobs: recordedKnobs(report) },
      log
    );
    const failed = Object.entries(outcome.metrics).filter(([, r]) => r.status === "failed");
    if (failed.length > 0) {
      throw new InputError(
        `${runDir}: ${failed.map(([name, r]) => `${name} (${r.error ?? "failed"})`).join("; ")}: replay failed, so prune would delete recordings still needed; nothing was deleted`
      );
    }
    for (const key of outcome.invocation.usedFixtureKeys) used.add(key);
  }
  const remove = options.remove ?? unlink;
  const deleted = [];
  const notDeleted = [];
  let kept = 0;
  let keptOthers = 0;
  for (const file of await listFixtureFiles(options.fixturesDir)) {
    const key = path3.basename(file.relative, ".json");
    if (!PRUNABLE_METRICS.has(file.relative.split("/")[0] ?? "")) {
      keptOthers += 1;
      continue;
    }
    if (used.has(key)) {
      kept += 1;
      continue;
    }
    const shown = path3.join(options.fixturesDir, file.relative);
    if (!options.dryRun) {
      try {
        await remove(file.absolute);
      } catch (error) {
        if (!isFsError(error) || error.code !== "ENOENT") {
          notDeleted.push({ file: shown, error: describeFsError(error) });
          continue;
        }
      }
    }
    deleted.push(shown);
  }
  return { kept, keptOthers, deleted, notDeleted };
}

// src/cli/ontology-command.ts
var OTHER_OUT = "choose another --out (e.g. a new --ontology-version's file)";
async function consolidateCommand(options, log) {
  refuseExistingOut(options.out, options.overwrite === true, OTHER_OUT);
  const { pool, runIds } = await poolLabels(options.runDirs);
  const stack = await buildJudgeStack(options.judge, process.env, log);
  const ontology = await consolidateOntology({
    labelPool: pool,
    sourceRunCount: runIds.length,
    judge: stack.judge,
    identity: stack.identity,
    version: options.version,
    generatedAt: (/* @__PURE__ */ new Date()).toISOString(),
    sourceRunIds: runIds
  });
  const text = `${JSON.stringify(ontology, null, 2)}
`;
  writeOutFileSync(options.out, text, options.overwrite === true, OTHER_OUT);
  return `${printablePath(options.out)}: ${ontology.categories.length} categories from ${pool.length} labels across ${runIds.length} runs`;
}

// src/cli/export-command.ts
async function exportCommand(options, io) {
  if (options.runDirs.length === 0 && options.reports.length === 0) {
    throw new InputError("export needs --run-dir DIR (repeatable) or --reports PATH... (report files or folders of runs)");
  }
  const bom = options.bom === true;
  if (bom && options.format !== "csv") throw new InputError(`--bom applies to --format csv (a JSON Lines file must not start with one)`);
  const flag = options.reports.length === 0 ? "--run-dir" : options.runDirs.length === 0 ? "--reports" : "--run-dir/--reports";
  const { tables, warnings, reports } = await loadExportTables([...options.runDirs, ...options.reports], flag, options.cwd);
  for (const warning of warnings) io.stderr(`warning: ${warning}
`);
  if (options.out === void 0) {
    const [measurements] = tables;
    if (measurements !== void 0) io.stdout(renderTable(measurements, options.format, { bom }));
    io.stderr(`${reports} report(s); per-round and per-agent tables are written with --out DIR
`);
    return 0;
  }
  const written = await writeExportTables(tables, options.format, options.out, { bom });
  for (const [i, file] of written.entries()) io.stdout(`${printablePath(file)}: ${tables[i]?.rows.length ?? 0} rows
`);
  io.stderr(`${reports} report(s) exported
`);
  return 0;
}

// raw-text:templates/probes/export_initial_prompt.njk
var export_initial_prompt_default = "Here is the conversation so far. Continue from where it stopped.\n";

// raw-text:templates/probes/export_continue_prompt.njk
var export_continue_prompt_default = "Continue.\n";

// src/cli/export-thread-command.ts
async function exportThreadCommand(options, io) {
  const overwrite = options.overwrite === true;
  if (options.out !== void 0) refuseExistingOut(options.out, overwrite);
  const scenario = await detectScenario(options.runDir, options.scenario);
  const run = await loadRun(options.runDir, scenario);
  const agents = probedAgents(run.events, run.agentConfigs);
  const agent = agents.find((a) => a.agent_id === options.agentId);
  if (agent === void 0) {
    throw new InputError(`--agent-id ${options.agentId}: no such agent in ${run.logPath} (agents: ${agents.map((a) => a.agent_id).join(", ") || "none"})`);
  }
  let systemPrompt = agent.system_prompt;
  let prompts = {
    initial: renderStrict({ name: "templates/probes/export_initial_prompt.njk", source: export_initial_prompt_default }, {}),
    continuation: renderStrict({ name: "templates/probes/export_continue_prompt.njk", source: export_continue_prompt_default }, {})
  };
  if (options.scenarioAssets === void 0) {
    io.stderr("note: no --scenario-assets: the system prompt is the agent's registered one, without GlossoGen's protocol suffix, and the initial/continue prompts are agent-eval's own wording\n");
  } else {
    const assets = loadProbeAssets(options.scenarioAssets, scenario);
    if (!assets.runner.ok) throw new InputError(`--scenario-assets ${options.scenarioAssets}: ${assets.runner.reason}`);
    systemPrompt = fullSystemPrompt(agent.system_prompt, agent.role_name, assets.runner.value);
    prompts = historyPrompts(assets.runner.value);
  }
  const history = buildMessageHistory(run.events, {
    agentId: agent.agent_id,
    systemPrompt,
    prompts,
    cutoffRound: options.round ?? null,
    targetTimestamp: lastEventTimestamp(run.events),
    splitParallelToolCalls: agent.provider === "self-hosted"
  });
  if (history.length === 0) {
    throw new InputError(`agent ${agent.agent_id} has no conversation to export${options.round === void 0 ? "" : ` before round ${options.round}`}`);
  }
  const format = options.format ?? (agent.provider === "anthropic" ? "anthropic" : "openai");
  const exportOptions = {
    format,
    model: agent.model,
    maxTokens: agent.max_tokens,
    toolNames: agent.tool_names,
    flattenTools: options.flattenTools,
    includeThinking: options.includeThinking
  };
  const conversation = toConversation(history);
  const body = format === "anthropic" ? anthropicThreadBody(conversation, exportOptions) : openaiThreadBody(conversation, exportOptions);
  const text = `${JSON.stringify(body, null, 2)}
`;
  if (options.out === void 0) io.stdout(text);
  else {
    writeOutFileSync(options.out, text, overwrite);
    const count = "messages" in body ? `${body.messages.length} messages` : `${body.input.length} input items`;
    io.stderr(`${options.out}: ${format} request body for ${agent.agent_id} (${agent.provider}/${agent.model}), ${count}
`);
  }
  return 0;
}
export {
  checkFixtures,
  consolidateCommand,
  exportCommand,
  exportThreadCommand,
  pruneFixtures,
  verifyCommand
};
