import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  refuseBrokenPluginFlags
} from "./chunk-EVNKF7RU.js";
import {
  readKnobs
} from "./chunk-G334DCB3.js";
import {
  checkJob,
  createProgress,
  defaultNgramTablesDir,
  jobMetrics,
  runMany
} from "./chunk-XCNDUGDH.js";
import "./chunk-L6VPQSSJ.js";
import "./chunk-3QAZCONM.js";
import {
  judgeConfigFrom,
  probeConfigFrom
} from "./chunk-SQDP7LQI.js";
import "./chunk-SQ2UB2SU.js";
import "./chunk-UG5WN6ZA.js";
import {
  countFlag
} from "./chunk-AUO7JLO2.js";
import {
  printablePath
} from "./chunk-O5SDIVA5.js";
import "./chunk-HCZV36L4.js";
import {
  pluginRegistry,
  pluginSpecs
} from "./chunk-MKJ3MT4X.js";
import "./chunk-VTNSK7JX.js";
import "./chunk-K2GLU2FO.js";
import "./chunk-AU4CGQBR.js";
import "./chunk-H5ITCIL5.js";
import {
  readTextIfExists
} from "./chunk-JNUR4NUC.js";
import "./chunk-QJRR5QJN.js";
import "./chunk-7JKKI3U2.js";
import "./chunk-7OZOL6PT.js";
import "./chunk-66NPHHCH.js";
import "./chunk-KOGF5K4K.js";
import "./chunk-VM7EAPB7.js";
import "./chunk-J6F6MZKC.js";
import "./chunk-VAM67OB3.js";
import "./chunk-DGVC2KCS.js";
import {
  findPricing
} from "./chunk-WE7WMGMW.js";
import {
  formatFixed
} from "./chunk-YQUIWL3O.js";
import {
  describeJsonSyntaxError
} from "./chunk-LAMXQWWM.js";
import "./chunk-74ZPRVVT.js";
import "./chunk-OSQLWR62.js";
import {
  InputError
} from "./chunk-Q5Q3ZZMX.js";
import "./chunk-GYEXMW2G.js";
import "./chunk-EZQ3DI64.js";
import "./chunk-6UXS7MO4.js";
import "./chunk-YGHWAPUX.js";
import {
  firstIssue
} from "./chunk-74ZREX4V.js";
import "./chunk-BZ4VPST6.js";
import "./chunk-UH4U5CWS.js";

// src/cli/evaluate-command.ts
import { existsSync } from "node:fs";
import os2 from "node:os";

// src/node/ordered-output.ts
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";
var READ_CHUNK = 1 << 15;
var OrderedOutput = class {
  /**
   * @param separator written between two pieces (not before the first)
   * @param spillAt characters held in memory before the pieces move to a temporary file
   */
  constructor(separator, spillAt = 256 << 10, readChunk = READ_CHUNK) {
    this.separator = separator;
    this.spillAt = spillAt;
    this.readChunk = readChunk;
  }
  separator;
  spillAt;
  readChunk;
  next = 0;
  waiting = /* @__PURE__ */ new Map();
  memory = [];
  memoryChars = 0;
  spill;
  written = false;
  /** The piece at `index` (undefined: that slot has no output). Every index from 0 is put once. */
  put(index, text) {
    this.waiting.set(index, text);
    while (this.waiting.has(this.next)) {
      const piece = this.waiting.get(this.next);
      this.waiting.delete(this.next);
      this.next += 1;
      if (piece !== void 0) this.append(piece);
    }
  }
  /** True while no piece has been appended. */
  get empty() {
    return !this.written;
  }
  append(text) {
    const piece = this.written ? `${this.separator}${text}` : text;
    this.written = true;
    if (this.spill !== void 0) {
      writeSync(this.spill.fd, piece);
      return;
    }
    this.memory.push(piece);
    this.memoryChars += piece.length;
    if (this.memoryChars > this.spillAt) {
      const dir = mkdtempSync(path.join(os.tmpdir(), "agent-eval-output-"));
      const fd = openSync(path.join(dir, "output.txt"), "w+");
      this.spill = { dir, fd };
      for (const held of this.memory) writeSync(fd, held);
      this.memory = [];
      this.memoryChars = 0;
    }
  }
  /**
   * The whole output in order, in pieces of at most ~32 KiB of the file for the caller to write one by one.
   * A piece that never arrived ends the ordered part; the ones after it follow in index order.
   * The temporary file is removed once read.
   */
  *pieces() {
    for (const index of [...this.waiting.keys()].sort((a, b) => a - b)) {
      const piece = this.waiting.get(index);
      if (piece !== void 0) this.append(piece);
    }
    this.waiting.clear();
    yield* this.memory;
    this.memory = [];
    if (this.spill === void 0) return;
    const { dir, fd } = this.spill;
    this.spill = void 0;
    try {
      const buffer = Buffer.allocUnsafe(this.readChunk);
      const decoder = new TextDecoder("utf-8");
      let position = 0;
      for (; ; ) {
        const read = readSync(fd, buffer, 0, buffer.length, position);
        if (read === 0) break;
        position += read;
        const text = decoder.decode(buffer.subarray(0, read), { stream: true });
        if (text !== "") yield text;
      }
      const rest = decoder.decode();
      if (rest !== "") yield rest;
    } finally {
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    }
  }
  /** Removes the temporary file without reading it (on an error path). */
  dispose() {
    if (this.spill === void 0) return;
    closeSync(this.spill.fd);
    rmSync(this.spill.dir, { recursive: true, force: true });
    this.spill = void 0;
  }
};

// src/cli/format.ts
function pad(text, width) {
  return text.length >= width ? text : text + " ".repeat(width - text.length);
}
function formatScoreTable(outcomes) {
  const lines = [];
  for (const outcome of outcomes) {
    lines.push(`${printablePath(outcome.runDir)} (${outcome.scenarioName}) \u2192 ${printablePath(outcome.reportPath)}`);
    const judge = outcome.invocation.judge;
    if (judge !== void 0) {
      lines.push(
        `  judge (${outcome.invocation.judgeMode ?? "?"}): ${judge.used.calls} answers used, ${judge.replayed} replayed, ${judge.recorded} recorded; spent now $${formatFixed(judge.spent.costUsd, 4)}`
      );
    }
    const probe = outcome.invocation.probe;
    if (probe !== void 0) {
      lines.push(
        `  agent probes: ${probe.used.calls} answers used, ${probe.replayed} replayed, ${probe.recorded} recorded; spent now $${formatFixed(probe.spent.costUsd, 4)} (not part of evaluation_cost)`
      );
    }
    const rows = outcome.measurements.map((m) => [m.metric_name, formatFixed(m.score, 4), m.score_unit]);
    for (const [name, status] of Object.entries(outcome.metrics)) {
      if (status.status === "not_applicable") rows.push([name, "-", "does not apply to this run"]);
      if (status.status === "failed") rows.push([name, "FAILED", "(error above)"]);
    }
    const nameWidth = Math.max(...rows.map((r) => (r[0] ?? "").length), 6);
    const scoreWidth = Math.max(...rows.map((r) => (r[1] ?? "").length), 5);
    for (const [name, score, unit] of rows) {
      lines.push(`  ${pad(name ?? "", nameWidth)}  ${(score ?? "").padStart(scoreWidth)}  ${unit ?? ""}`);
    }
  }
  return lines.join("\n");
}

// src/cli/evaluate-command.ts
async function readScenarioConfig(file) {
  let text;
  try {
    text = await readTextIfExists(file);
  } catch (error) {
    throw error instanceof InputError ? new InputError(`--scenario-config ${error.message}`, { cause: error }) : error;
  }
  if (text === void 0) throw new InputError(`--scenario-config ${file}: file not found`);
  let raw;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new InputError(`--scenario-config ${file}: not valid JSON (${describeJsonSyntaxError(error, text)})`);
  }
  const { scenarioConfigFileSchema } = await import("./scenario-config-H2SPTHHG.js");
  const parsed = scenarioConfigFileSchema.safeParse(raw);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    throw new InputError(`--scenario-config ${file}: field '${field ?? ""}': ${message}`);
  }
  return parsed.data;
}
function parseConcurrency(value) {
  if (value === void 0) return Math.max(1, os2.availableParallelism());
  return countFlag(value, "--concurrency");
}
function jsonRun(o) {
  const run = { run_dir: o.runDir, scenario: o.scenarioName, report_path: o.reportPath, measurements: o.measurements, metrics: o.metrics, invocation: o.invocation };
  return JSON.stringify(run, null, 2);
}
function jsonRunItem(run) {
  return `    ${run.replaceAll("\n", "\n    ")}`;
}
async function evaluateCommand(scenario, flags, io) {
  if (flags.out !== void 0 && flags.runDir.length > 1) {
    throw new InputError("--out names one report file, so it can only be used with a single --run-dir");
  }
  const concurrency = parseConcurrency(flags.concurrency);
  const logLine = (line) => io.stderr(`${line}
`);
  const plugins = await pluginSpecs({ cwd: process.cwd(), flags: flags.plugin });
  const { loaded } = await pluginRegistry(plugins, { cwd: process.cwd(), log: logLine });
  refuseBrokenPluginFlags(flags.plugin, loaded.skipped, process.cwd());
  if (flags.ontologyPath !== void 0 && !existsSync(flags.ontologyPath)) throw new InputError(`--ontology-path ${flags.ontologyPath}: file not found`);
  const metrics = await jobMetrics({ metrics: flags.metrics, plugins, pluginCwd: process.cwd(), ...flags.gpt2Model === void 0 ? {} : { gpt2Model: flags.gpt2Model } });
  const judgeMetricNames = [...new Set(metrics.filter((m) => m.kind === "judge").map((m) => m.name))];
  const probeMetricNames = [...new Set(metrics.filter((m) => m.kind === "probe").map((m) => m.name))];
  const probeReplicas = countFlag(flags.probeReplicas, "--probe-replicas");
  const probeRound = countFlag(flags.probeRound, "--probe-round");
  if (flags.scenarioAssets !== void 0 && !existsSync(flags.scenarioAssets)) throw new InputError(`--scenario-assets ${flags.scenarioAssets}: no such directory`);
  const probe = probeConfigFrom(flags, probeMetricNames);
  const job = {
    scenario,
    metrics: flags.metrics,
    out: flags.out,
    allowIncomplete: flags.allowIncomplete,
    scenarioConfig: flags.scenarioConfig === void 0 ? void 0 : await readScenarioConfig(flags.scenarioConfig),
    ngramTablesDir: flags.ngramTables ?? defaultNgramTablesDir(),
    judge: judgeConfigFrom(flags, judgeMetricNames),
    metricOptions: {
      ...flags.ontologyPath === void 0 ? {} : { ontologyPath: flags.ontologyPath },
      ...probeReplicas === void 0 ? {} : { probeReplicas },
      ...probeRound === void 0 ? {} : { probeRound }
    },
    ...probe === void 0 ? {} : { probe },
    ...flags.scenarioAssets === void 0 ? {} : { scenarioAssets: flags.scenarioAssets },
    plugins,
    pluginCwd: process.cwd(),
    ...flags.knobs === void 0 ? {} : { knobs: await readKnobs(flags.knobs) },
    ...flags.gpt2Model === void 0 ? {} : { gpt2Model: flags.gpt2Model },
    ...flags.verbose ? { verbose: true } : {}
  };
  await checkJob(job);
  if (job.judge !== void 0 && job.judge.provider !== "scripted" && findPricing(job.judge.model) === void 0) {
    logLine(`warning: no price is known for judge model ${job.judge.model}; evaluation_cost.estimated_cost_usd will show 0, not what its calls cost`);
  }
  const progress = createProgress(flags.runDir.length, io.stderr, io.stderrStream);
  let worst = 0;
  const output = new OrderedOutput(flags.json ? ",\n" : "\n");
  const notEvaluated = [];
  try {
    await runMany(flags.runDir, job, {
      concurrency,
      threads: flags.concurrency === void 0 ? "auto" : "fixed",
      onThreadsStarted: (threads) => {
        if (flags.verbose) logLine(`evaluating in ${threads} threads`);
      },
      workerScript: io.workerScript,
      ...io.standbyThreads === void 0 ? {} : { standby: io.standbyThreads },
      log: logLine,
      retain: false,
      onResult: (runDir, result, index) => {
        if (result.kind === "input-error") {
          logLine(`error: ${result.message}`);
          notEvaluated.push({ index, run_dir: runDir, error: result.message });
          worst = 2;
          output.put(index, void 0);
          progress.advance(`${runDir} (not evaluated)`);
          return;
        }
        const { outcome } = result;
        for (const failure of outcome.failed) logLine(`error: ${runDir}: metric ${failure.name} failed: ${failure.error}`);
        if (outcome.failed.length > 0) worst = Math.max(worst, 1);
        if (outcome.failed.length > 1) {
          logLine(
            `${outcome.failed.length} metric(s) failed: ${outcome.failed.map((f) => f.name).join(", ")}. Results from the metrics that succeeded were still written to ${outcome.reportPath}.`
          );
        }
        output.put(index, flags.json ? jsonRunItem(jsonRun(outcome)) : formatScoreTable([outcome]));
        progress.advance(runDir);
      }
    });
  } catch (error) {
    output.dispose();
    throw error;
  }
  progress.done();
  if (flags.json) {
    io.stdout(`{
  "exit_status": ${JSON.stringify(worst)},
  "runs": ${output.empty ? "[]" : "[\n"}`);
    for (const piece of output.pieces()) io.stdout(piece);
    const failed = notEvaluated.sort((a, b) => a.index - b.index).map(({ run_dir, error }) => ({ run_dir, error }));
    io.stdout(`${output.empty ? "" : "\n  ]"},
  "not_evaluated": ${JSON.stringify(failed, null, 2).replaceAll("\n", "\n  ")}
}
`);
  } else if (!output.empty) {
    for (const piece of output.pieces()) io.stdout(piece);
    io.stdout("\n");
  }
  return worst;
}

// src/cli/metrics-command.ts
async function metricsCommand(io, json, pluginFlags) {
  const plugins = await pluginSpecs({ cwd: process.cwd(), flags: pluginFlags });
  const { registry, loaded } = await pluginRegistry(plugins, { cwd: process.cwd(), log: (line) => io.stderr(`${line}
`) });
  refuseBrokenPluginFlags(pluginFlags, loaded.skipped, process.cwd());
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
            not_applicable_when: m.notApplicableWhen
          })),
          unavailable
        },
        null,
        2
      )}
`
    );
    return 0;
  }
  const width = Math.max(...available.map((m) => m.name.length), ...unavailable.map((m) => m.name.length));
  const lines = available.map(
    (m) => `${m.name.padEnd(width)}  [${m.kind}] ${m.description} Unit: ${m.unit}. ` + (m.notApplicableWhen.startsWith("never") ? `Always applies (${m.notApplicableWhen.replace(/^never\s*/, "").replace(/^\((.*)\)$/, "$1") || "never skipped"}).` : `Does not apply when ${m.notApplicableWhen}.`)
  );
  lines.push("", "Not available:");
  for (const m of unavailable) lines.push(`${m.name.padEnd(width)}  ${m.reason}`);
  io.stdout(`${lines.join("\n")}
`);
  return 0;
}

// src/cli/evaluation-commands.ts
async function verifyCommand(...args) {
  return (await import("./commands-on-use-2Y32YTUF.js")).verifyCommand(...args);
}
async function checkFixtures(...args) {
  return (await import("./commands-on-use-2Y32YTUF.js")).checkFixtures(...args);
}
async function pruneFixtures(...args) {
  return (await import("./commands-on-use-2Y32YTUF.js")).pruneFixtures(...args);
}
async function consolidateCommand(...args) {
  return (await import("./commands-on-use-2Y32YTUF.js")).consolidateCommand(...args);
}
async function exportCommand(...args) {
  return (await import("./commands-on-use-2Y32YTUF.js")).exportCommand(...args);
}
async function exportThreadCommand(...args) {
  return (await import("./commands-on-use-2Y32YTUF.js")).exportThreadCommand(...args);
}
export {
  checkFixtures,
  consolidateCommand,
  defaultNgramTablesDir,
  evaluateCommand,
  exportCommand,
  exportThreadCommand,
  metricsCommand,
  pruneFixtures,
  verifyCommand
};
