import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  scenarioConfigFileSchema
} from "./chunks/chunk-DDHFMJAI.js";
import {
  SCRIPTED_MODEL,
  ScriptedJudge,
  createScriptedJudge
} from "./chunks/chunk-GAD2OWH4.js";
import {
  reportsToScoreTable
} from "./chunks/chunk-LK5F76WY.js";
import {
  loadProbeAssets
} from "./chunks/chunk-TLDYGX67.js";
import {
  builtinScenario,
  detectScenario,
  eventFilter,
  eventSelectionOf,
  loadPluginMetrics,
  loadRun,
  runMetrics
} from "./chunks/chunk-MKJ3MT4X.js";
import {
  recordedDeclaration
} from "./chunks/chunk-VTNSK7JX.js";
import "./chunks/chunk-K2GLU2FO.js";
import {
  JudgeAccounting,
  ReplayJudge,
  openFixtureStore
} from "./chunks/chunk-QXKP6OXB.js";
import "./chunks/chunk-AU4CGQBR.js";
import "./chunks/chunk-H5ITCIL5.js";
import {
  directorySidecars,
  makeDirectories
} from "./chunks/chunk-JNUR4NUC.js";
import "./chunks/chunk-QJRR5QJN.js";
import "./chunks/chunk-DASWF4AS.js";
import "./chunks/chunk-7JKKI3U2.js";
import {
  agentConfigsOf,
  descriptorFromConfigFile,
  inferDescriptor,
  metricNameFor,
  ofType
} from "./chunks/chunk-7OZOL6PT.js";
import "./chunks/chunk-Y5GWXIEH.js";
import "./chunks/chunk-66NPHHCH.js";
import "./chunks/chunk-QITUHNQM.js";
import {
  EventLogParser
} from "./chunks/chunk-WOIYEFSG.js";
import "./chunks/chunk-KOGF5K4K.js";
import "./chunks/chunk-VM7EAPB7.js";
import "./chunks/chunk-J6F6MZKC.js";
import {
  SCRIPTED_SOURCE
} from "./chunks/chunk-RNBRVDIZ.js";
import "./chunks/chunk-VAM67OB3.js";
import "./chunks/chunk-DGVC2KCS.js";
import "./chunks/chunk-WE7WMGMW.js";
import "./chunks/chunk-YQUIWL3O.js";
import "./chunks/chunk-LAMXQWWM.js";
import "./chunks/chunk-Q5Q3ZZMX.js";
import "./chunks/chunk-GYEXMW2G.js";
import "./chunks/chunk-OFXXVDK2.js";
import "./chunks/chunk-EZQ3DI64.js";
import "./chunks/chunk-6UXS7MO4.js";
import "./chunks/chunk-7GJBLW7Q.js";
import "./chunks/chunk-YGHWAPUX.js";
import {
  firstIssue
} from "./chunks/chunk-74ZREX4V.js";
import "./chunks/chunk-BZ4VPST6.js";
import "./chunks/chunk-GGZDER7J.js";
import "./chunks/chunk-UH4U5CWS.js";

// src/testing/events.ts
function line(type, round, base, fields, defaultId) {
  return {
    event_id: base.id ?? defaultId ?? `${type}-r${round}`,
    event_type: type,
    round_number: round,
    ...base.timestamp === void 0 ? {} : { timestamp: base.timestamp },
    ...fields,
    ...base.extra
  };
}
function wordCount(text) {
  return text.split(/\s+/).filter((word) => word !== "").length;
}
var events = {
  simulationStarted(input) {
    return line("simulation_started", 0, input, {
      run_id: input.runId ?? `${input.scenario}/test-run`,
      scenario_name: input.scenario,
      scenario_description: input.description ?? `test run of ${input.scenario}`,
      channel_ids: [...input.channels ?? ["link"]],
      scenario_config: { ...input.config },
      provider: input.provider ?? "scripted"
    });
  },
  agentRegistered(input) {
    return line(
      "agent_registered",
      0,
      input,
      {
        agent_id: input.agent,
        role_name: input.role ?? input.agent,
        system_prompt: input.systemPrompt ?? `You are ${input.role ?? input.agent}.`,
        channel_ids: [...input.channels ?? ["link"]],
        tool_names: [...input.tools ?? ["send_message", "read_channel"]],
        model: input.model ?? `scripted::${input.agent}`,
        provider: input.provider ?? "scripted",
        max_tokens: input.maxTokens ?? 16384
      },
      `agent_registered-${input.agent}`
    );
  },
  /** Starts round `round`; GlossoGen's trigger is `simulation_start` for round 1, else `all_agents_idle`. */
  roundAdvanced(input) {
    return line("round_advanced", input.round, input, {
      trigger: input.trigger ?? (input.round <= 1 ? "simulation_start" : "all_agents_idle")
    });
  },
  message(input) {
    const messageId = input.messageId ?? input.id ?? `msg-r${input.round}-${input.sender}-${wordCount(input.text)}`;
    return line(
      "message_sent",
      input.round,
      input,
      {
        message: {
          message_id: messageId,
          channel_id: input.channel,
          sender_agent_id: input.sender,
          sender_display_name: input.senderName ?? input.sender,
          text: input.text,
          round_number: input.round,
          ...input.timestamp === void 0 ? {} : { timestamp: input.timestamp }
        },
        token_count: input.tokenCount ?? wordCount(input.text)
      },
      `message_sent-${messageId}`
    );
  },
  /** Ends round `round`; triggers GlossoGen writes: `all_agents_idle`, `timeout`, `scenario_resolved`… */
  roundEnded(input) {
    return line("round_ended", input.round, input, { trigger: input.trigger ?? "all_agents_idle" });
  },
  roundResult(input) {
    return line(
      "round_result_recorded",
      input.round,
      input,
      {
        success: input.success,
        team_id: input.team ?? null,
        reason: input.reason ?? (input.success ? "succeeded" : "failed")
      },
      `round_result_recorded-r${input.round}${input.team === void 0 || input.team === null ? "" : `-${input.team}`}`
    );
  },
  llmResponse(input) {
    return line("llm_response_received", input.round, input, {
      agent_id: input.agent,
      thinking: input.thinking ?? null,
      text: input.text,
      tool_calls: [],
      stop_reason: input.stopReason === void 0 ? "end_turn" : input.stopReason,
      usage: { input_tokens: input.inputTokens ?? 0, output_tokens: input.outputTokens ?? 0 }
    });
  },
  agentSwapped(input) {
    return line("agent_swapped_mid_run", input.round, input, {
      agent_id: input.agent,
      new_model: input.model,
      new_provider: input.provider ?? "scripted",
      channel_visibility: { ...input.visibility }
    });
  },
  postmortemStarted(input) {
    return line("postmortem_started", input.round, input, {});
  },
  postmortemEnded(input) {
    return line("postmortem_ended", input.round, input, { trigger: input.trigger ?? "all_agents_idle" });
  },
  simulationEnded(input) {
    return line("simulation_ended", input.round, input, {
      reason: input.reason ?? "scenario_complete",
      total_messages: input.totalMessages ?? 0,
      total_cost_usd: input.totalCostUsd ?? 0
    });
  },
  /** Any other event type (a scenario's own events): carried through as an opaque event. */
  custom(type, input) {
    return line(type, input.round, input, { ...input.fields });
  }
};

// src/testing/run-builder.ts
var RoundBuilder = class {
  constructor(round, defaultChannel) {
    this.round = round;
    this.defaultChannel = defaultChannel;
  }
  round;
  defaultChannel;
  body = [];
  results = [];
  endTrigger = "all_agents_idle";
  /** A `message_sent` by `sender` (on the run's first channel unless `options.channel`). */
  message(sender, text, options = {}) {
    this.body.push(
      events.message({
        ...options,
        round: this.round,
        channel: options.channel ?? this.defaultChannel,
        sender,
        text
      })
    );
    return this;
  }
  /** A `round_result_recorded` (written after `round_ended`, as GlossoGen does). */
  result(success, options = {}) {
    this.results.push(events.roundResult({ ...options, round: this.round, success }));
    return this;
  }
  /** An LLM response of `agent` (e.g. a refusal: `{ stopReason: "refusal" }`). */
  llmResponse(agent, text, options = {}) {
    this.body.push(events.llmResponse({ ...options, round: this.round, agent, text }));
    return this;
  }
  /** Any event in the round body, e.g. `events.agentSwapped({...})` or `events.custom(...)`. */
  event(event) {
    this.body.push(event);
    return this;
  }
  /** How the round ended (`round_ended.trigger`, default `all_agents_idle`); `null` writes no `round_ended`. */
  endedBy(trigger) {
    this.endTrigger = trigger ?? void 0;
    return this;
  }
  /** The round's lines: `round_advanced`, body, `round_ended`, results. */
  build() {
    return [
      events.roundAdvanced({ round: this.round }),
      ...this.body,
      ...this.endTrigger === void 0 ? [] : [events.roundEnded({ round: this.round, trigger: this.endTrigger })],
      ...this.results
    ];
  }
};
var RunBuilder = class {
  scenario;
  channels;
  config;
  provider;
  agents = [];
  lines = [];
  lastRound = 0;
  finished = true;
  constructor(options = {}) {
    this.scenario = options.scenario ?? "test_scenario";
    this.channels = options.channels ?? ["link"];
    if (this.channels.length === 0) throw new Error("runBuilder: give at least one channel");
    this.config = options.config ?? {};
    this.provider = options.provider ?? "scripted";
  }
  /** Registers an agent (an `agent_registered` line right after `simulation_started`). */
  agent(id, options = {}) {
    this.agents.push(events.agentRegistered({ channels: this.channels, ...options, agent: id }));
    return this;
  }
  /** Adds round `round`; `build` fills it with messages and results. */
  round(round, build = () => void 0) {
    if (!Number.isInteger(round) || round < 1) throw new Error(`runBuilder: round numbers are integers from 1, got ${round}`);
    const builder = new RoundBuilder(round, this.channels[0]);
    build(builder);
    this.lines.push(...builder.build());
    this.lastRound = Math.max(this.lastRound, round);
    return this;
  }
  /** Adds any line between rounds (it keeps the `round_number` it was built with). */
  event(event) {
    this.lines.push(event);
    return this;
  }
  /** Leaves out `simulation_ended`: the run did not finish (the CLI refuses it without --allow-incomplete). */
  unfinished() {
    this.finished = false;
    return this;
  }
  /** Every line in log order. Event ids are renumbered `e0001`, `e0002`… (metrics do not read them). */
  build() {
    const body = [
      events.simulationStarted({ scenario: this.scenario, channels: this.channels, config: this.config, provider: this.provider }),
      ...this.agents,
      ...this.lines
    ];
    const messages = body.filter((event) => event.event_type === "message_sent").length;
    if (this.finished) body.push(events.simulationEnded({ round: this.lastRound, totalMessages: messages }));
    return body.map((event, i) => ({ ...event, event_id: `e${String(i + 1).padStart(4, "0")}` }));
  }
  /** The run as JSONL text, one event per line, ending with a newline. */
  toJsonl() {
    return toJsonl(this.build());
  }
};
function runBuilder(options = {}) {
  return new RunBuilder(options);
}
function toJsonl(lines) {
  return lines.map((event) => JSON.stringify(event)).join("\n") + (lines.length > 0 ? "\n" : "");
}

// src/testing/run-source.ts
import { writeFile } from "node:fs/promises";
import path from "node:path";
function isBuilder(source) {
  return typeof source === "object" && !Array.isArray(source) && typeof source.toJsonl === "function";
}
function jsonlOf(source) {
  if (typeof source === "string") return source;
  if (isBuilder(source)) return source.toJsonl();
  return toJsonl(source);
}
function parseEvents(source, file = "test-run.jsonl") {
  const parser = new EventLogParser(file);
  const parsed = [];
  jsonlOf(source).split("\n").forEach((text, i) => {
    const event = parser.parseLine(text, i + 1);
    if (event !== void 0) parsed.push(event);
  });
  return parsed;
}
function scenarioNameOf(jsonl) {
  for (const text of jsonl.split("\n")) {
    if (text.trim() === "") continue;
    try {
      const first = JSON.parse(text);
      return first.event_type === "simulation_started" && typeof first.scenario_name === "string" ? first.scenario_name : void 0;
    } catch {
      return void 0;
    }
  }
  return void 0;
}
async function writeRunDirectory(dir, source, options = {}) {
  const jsonl = jsonlOf(source);
  const scenarioName = options.scenario ?? scenarioNameOf(jsonl);
  if (scenarioName === void 0) {
    throw new Error("writeRunDirectory: the run has no simulation_started line to name the scenario; pass { scenario }");
  }
  await makeDirectories(dir);
  const logPath = path.join(dir, `${scenarioName}.jsonl`);
  await writeFile(logPath, jsonl, "utf8");
  for (const [name, contents] of Object.entries(options.files ?? {})) {
    await makeDirectories(path.dirname(path.join(dir, name)));
    await writeFile(path.join(dir, name), contents, "utf8");
  }
  return { runDir: dir, scenarioName, logPath };
}

// src/testing/test-judge.ts
var TEST_JUDGE_IDENTITY = { provider: "scripted", model: "scripted-local-judge", settings: {} };
function isJudge(value) {
  return typeof value.call === "function";
}
function scriptedJudge(option) {
  if (isJudge(option)) return option;
  if ("answers" in option) return new ScriptedJudge(option.answers.map((output) => ({ output })));
  return new ScriptedJudge(async (request, index) => ({ output: await option.script(request, index) }));
}
var refusingJudge = {
  source: "agent-eval/testing (no live judge)",
  call(request) {
    return Promise.reject(new Error(`agent-eval/testing: no live judge for metric "${request.metric}"`));
  }
};
var RECORD_HINT = "In a test, pass judge: { fixtures, record: { answers: [...] } } to record scripted answers, or record real answers with agent-eval evaluate --judge-mode record-missing and commit them.";
function testJudge(option) {
  if (isJudge(option) || "answers" in option || "script" in option) return scriptedJudge(option);
  return new ReplayJudge({
    mode: option.record === void 0 ? "replay" : "record-missing",
    inner: option.record === void 0 ? refusingJudge : scriptedJudge(option.record),
    store: openFixtureStore(option.fixtures),
    now: () => (/* @__PURE__ */ new Date()).toISOString(),
    accounting: new JudgeAccounting(),
    recordHint: RECORD_HINT
  });
}
function recordingJudge(inner) {
  const requests = [];
  const judge = {
    ...inner.source === void 0 ? {} : { source: inner.source },
    call(request, options) {
      requests.push(request);
      return inner.call(request, options);
    }
  };
  return { judge, requests };
}

// src/testing/run-metric.ts
var MetricTestError = class extends Error {
  constructor(message, result) {
    super(message);
    this.result = result;
  }
  result;
  name = "MetricTestError";
};
function isDescriptor(value) {
  return "primaryChannels" in value;
}
function chooseScenario(given, events2, fallbackName) {
  const started = events2.find(ofType("simulation_started"));
  const name = started?.scenario_name ?? fallbackName;
  if (given !== void 0) {
    if (isDescriptor(given)) return given;
    const parsed = scenarioConfigFileSchema.safeParse(given);
    if (!parsed.success) {
      const { field, message } = firstIssue(parsed.error);
      throw new Error(`runMetric: invalid scenario: ${field ?? ""}: ${message}`);
    }
    return descriptorFromConfigFile(parsed.data, name);
  }
  if (started !== void 0) {
    return builtinScenario(name, started.scenario_config) ?? inferDescriptor(name, started.channel_ids);
  }
  const channels = [...new Set(events2.filter(ofType("message_sent")).map((e) => e.message.channel_id))];
  return inferDescriptor(name, channels);
}
function memorySidecars(initial) {
  const files = new Map(Object.entries(initial));
  return {
    readText: (name) => Promise.resolve(files.get(name)),
    writeText: (name, contents) => {
      files.set(name, contents);
      return Promise.resolve();
    }
  };
}
function trackWrites(store, written) {
  return {
    readText: (name) => store.readText(name),
    writeText: async (name, contents) => {
      await store.writeText(name, contents);
      written[name] = contents;
    }
  };
}
async function loadInput(input) {
  if (input.run !== void 0 && input.events !== void 0) throw new Error("runMetric: give either `events` or `run`, not both");
  if (input.run !== void 0) {
    const scenarioName = await detectScenario(input.run, void 0);
    const store = input.files === void 0 ? directorySidecars(input.run) : memorySidecars(input.files);
    return { events: (await loadRun(input.run, scenarioName)).events, runDir: input.run, store };
  }
  if (input.events === void 0) throw new Error("runMetric: give the run as `events` (a runBuilder, events.* lines or JSONL) or `run` (a directory)");
  return { events: parseEvents(input.events), runDir: "test-run", store: memorySidecars(input.files ?? {}) };
}
async function runMetric(metric, input) {
  const { events: allEvents, runDir, store } = await loadInput(input);
  const scenario = chooseScenario(input.scenario, allEvents, "test_scenario");
  const events2 = allEvents.filter(eventFilter(eventSelectionOf([metric])));
  const logs = [];
  const writtenFiles = {};
  const sidecars = trackWrites(store, writtenFiles);
  const recorder = input.judge === void 0 ? void 0 : recordingJudge(testJudge(input.judge));
  const probeRecorder = input.probeModel === void 0 ? void 0 : recordingJudge(testJudge(input.probeModel));
  const started = events2.find(ofType("simulation_started"));
  const probeAssets = typeof input.probeAssets === "string" ? loadProbeAssets(input.probeAssets, started?.scenario_name ?? scenario.name) : input.probeAssets;
  const context = {
    events: events2,
    agentConfigs: agentConfigsOf(events2),
    scenario,
    runDir,
    options: input.options ?? {},
    sidecars,
    loadRun: input.loadRun ?? (() => Promise.resolve(void 0)),
    ngramTables: input.ngramTables ?? { location: "(no n-gram tables in agent-eval/testing; pass ngramTables)" },
    ...recorder === void 0 ? {} : { judge: recorder.judge, judgeIdentity: input.judgeIdentity ?? TEST_JUDGE_IDENTITY },
    ...input.judgeConcurrency === void 0 ? {} : { judgeConcurrency: input.judgeConcurrency },
    ...probeRecorder === void 0 ? {} : { probeModel: probeRecorder.judge },
    ...probeAssets === void 0 ? {} : { probeAssets },
    now: input.now ?? (() => "2026-01-01T00:00:00.000Z"),
    log: (line2) => logs.push(line2)
  };
  const [outcome] = await runMetrics([metric], context);
  if (outcome === void 0) throw new Error("runMetric: the runner returned no outcome");
  const status = outcome.record.status;
  const keyedObservations = status !== "failed" && metric.readKeyedObservations !== void 0 ? await metric.readKeyedObservations(sidecars) : [];
  const result = {
    status,
    ...outcome.record.error === void 0 ? {} : { error: outcome.record.error },
    measurements: [...outcome.measurements],
    logs,
    judgeRequests: recorder?.requests ?? [],
    probeRequests: probeRecorder?.requests ?? [],
    writtenFiles,
    keyedObservations,
    scenario,
    events: events2
  };
  if (status === "failed" && input.allowFailure !== true) {
    const logged = logs.length === 0 ? "" : `
logged:
  ${logs.join("\n  ")}`;
    throw new MetricTestError(`metric ${metric.name} failed: ${outcome.record.error ?? "unknown error"}${logged}`, result);
  }
  return result;
}

// src/testing/plugin-metric.ts
async function pluginMetric(packageDir, name) {
  const logs = [];
  const loaded = await loadPluginMetrics([packageDir], { cwd: packageDir, log: (line2) => logs.push(line2), only: [name] });
  const metric = loaded.metrics.find((m) => m.name === name);
  if (metric !== void 0) return metric;
  const reason = loaded.skipped[0]?.reason ?? `${packageDir}/package.json declares no metric '${name}'`;
  throw new Error(`agent-eval would not load metric '${name}': ${reason}`);
}

// src/testing/diff-reading.ts
function diffReading(metric, measurement) {
  const report = {
    simulation_id: "diff-reading",
    scenario_name: "diff-reading",
    measurements: [{ metric_name: measurement.metric_name, score: 0, score_unit: measurement.score_unit, summary: "", per_round: [], per_agent: [] }],
    evaluation_cost: {
      usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
      estimated_cost_usd: 0,
      model: "none",
      provider_name: "none"
    },
    agent_eval: {
      tool_version: "",
      event_log_sha256: "",
      incomplete_run: false,
      flags: [],
      inputs: {},
      metrics: { [metric.name]: { status: "ok", version: metric.version, measurements: [measurement.metric_name], ...recordedDeclaration(metric) } }
    }
  };
  const score = reportsToScoreTable([report]).runs[0]?.metrics[measurement.metric_name];
  if (score === void 0) throw new Error(`diffReading: no score for ${measurement.metric_name}`);
  return { direction: score.direction, fraction: score.fraction };
}
export {
  MetricTestError,
  RoundBuilder,
  RunBuilder,
  SCRIPTED_MODEL,
  SCRIPTED_SOURCE,
  ScriptedJudge,
  TEST_JUDGE_IDENTITY,
  createScriptedJudge,
  diffReading,
  events,
  jsonlOf,
  metricNameFor,
  ofType,
  openFixtureStore,
  parseEvents,
  pluginMetric,
  recordingJudge,
  runBuilder,
  runMetric,
  testJudge,
  toJsonl,
  writeRunDirectory
};
