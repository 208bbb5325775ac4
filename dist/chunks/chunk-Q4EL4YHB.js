import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  AGENT_EVAL_VERSION
} from "./chunk-UG5WN6ZA.js";
import {
  CallTimeoutError,
  GRADER_FACTORIES,
  LLM_GRADER_CLASSES,
  MAX_OUTPUT_CHARS,
  PyError,
  PyRegexError,
  atifTokenUsage,
  compilePyRegex,
  configFieldError,
  decodeConfigText,
  formatLimit,
  formatToolCall,
  importConfigModule,
  laxFloat,
  parseYamlText,
  prepareOpenJudge,
  pyContains,
  readAtifReadModel,
  runGraders
} from "./chunk-DGJC227G.js";
import {
  buildJudgeStack
} from "./chunk-CKEUYNKI.js";
import {
  NEEDS_A_JUDGE,
  isFatalJudgeError,
  thrownText
} from "./chunk-GGDGZLDO.js";
import {
  pyLower
} from "./chunk-H5ITCIL5.js";
import {
  invalidUtf8Offset,
  makeDirectories,
  readRegularFile,
  readRegularText,
  readTextIfExists,
  writeFileAtomic
} from "./chunk-JNUR4NUC.js";
import {
  configuredApiKeys,
  secretRedactor
} from "./chunk-QJRR5QJN.js";
import {
  renderTemplate
} from "./chunk-Y5GWXIEH.js";
import {
  createLimiter
} from "./chunk-66NPHHCH.js";
import {
  isJsonObject
} from "./chunk-J6F6MZKC.js";
import {
  attachPythonReading,
  pythonReadingOf
} from "./chunk-RNBRVDIZ.js";
import {
  templateVersionOf
} from "./chunk-DGVC2KCS.js";
import {
  PyIntDigitsError,
  PyJsonDecodeError,
  PyRecursionError,
  compareCodePoints,
  hasLongDigitRun,
  pyJsonLoads,
  pyJsonToJs,
  pyJsonTooDeep,
  pyStrip
} from "./chunk-YQUIWL3O.js";
import {
  describeJsonLineSyntaxError,
  describeJsonSyntaxError,
  jsonSyntaxErrorOffset
} from "./chunk-LAMXQWWM.js";
import {
  parseLimitSeconds
} from "./chunk-OSQLWR62.js";
import {
  FieldConfigError,
  InputError,
  LineInputError
} from "./chunk-Q5Q3ZZMX.js";
import {
  coerceContinuous,
  coerceValue,
  coercionDetail
} from "./chunk-OFXXVDK2.js";
import {
  isPyInt,
  pyFloatRepr,
  pyRepr,
  pyStr,
  pyStrList,
  pyStrRepr
} from "./chunk-EZQ3DI64.js";
import {
  PyFloat,
  jsonStringify,
  plainNumbers
} from "./chunk-6UXS7MO4.js";
import {
  ownKeysRecord,
  withProtoKey
} from "./chunk-7GJBLW7Q.js";
import {
  defineOwn,
  ownValue
} from "./chunk-YGHWAPUX.js";
import {
  firstIssue
} from "./chunk-74ZREX4V.js";
import {
  external_exports
} from "./chunk-GGZDER7J.js";

// src/node/call-bound.ts
import vm from "node:vm";

// src/node/stuck-call-watchdog.ts
import { isMainThread, Worker } from "node:worker_threads";
import { closeSync, writeSync } from "node:fs";
import { AsyncLocalStorage } from "node:async_hooks";
import { inspect } from "node:util";
var MIN_GRACE_MS = 1e3;
var HEARTBEAT_MS = 100;
var ANSWER_MS = 1e3;
var RECHECK_MS = 200;
function stuckGraceMs(limitMs) {
  return Math.max(MIN_GRACE_MS, limitMs);
}
var VERSION = 0;
var DUE = 1;
var GRACE = 2;
var ALIVE = 3;
var WAKE = 4;
var SLOTS = 5;
var WORKER_SOURCE = `"use strict";
const { workerData } = require("node:worker_threads");
const { writeSync } = require("node:fs");
const s = new Int32Array(workerData.shared);
const hr0 = workerData.hr0;
const now = () => Number(process.hrtime.bigint() - hr0) / 1e6;
const CHECK = "globalThis[Symbol.for(" + JSON.stringify(workerData.checkKey) + ")]?.()";
let session;
for (let lastAsk = -Infinity;;) {
  const version = Atomics.load(s, ${VERSION});
  const due = Atomics.load(s, ${DUE});
  const wake = due === 0 ? 0 : Math.max(due, Atomics.load(s, ${ALIVE})) + Atomics.load(s, ${GRACE}) + 2;
  Atomics.store(s, ${WAKE}, wake);
  if (Atomics.load(s, ${DUE}) !== due) continue;
  const wait = wake === 0 ? Infinity : Math.max(wake - now(), lastAsk + ${RECHECK_MS} - now());
  if (wait > 0) {
    Atomics.wait(s, ${VERSION}, version, wait);
    continue;
  }
  lastAsk = now();
  try {
    if (session === undefined) {
      session = new (require("node:inspector").Session)();
      session.connectToMainThread();
    }
    session.post("Runtime.evaluate", { expression: CHECK });
  } catch {
    // no inspector in this Node: the fallback below
  }
  if (Atomics.wait(s, ${VERSION}, version, ${ANSWER_MS}) === "timed-out") {
    writeSync(2, workerData.fallbackMessage);
    process.kill(process.pid, "SIGKILL");
  }
  // a false alarm: the main thread turned meanwhile and said so; a connected session would
  // make the inspector print a line at a normal exit
  session?.disconnect();
  session = undefined;
}
`;
var userCalls = "_enable" in AsyncLocalStorage.prototype ? void 0 : new AsyncLocalStorage();
function runAsUserCall(user, call) {
  return userCalls !== void 0 && armable() ? userCalls.run(user, call) : call();
}
var CHECK_KEY = "agent-eval.stuck-user-call-check";
var running;
var unavailable = false;
function inspectorIsOpen() {
  try {
    const inspector = process.getBuiltinModule("node:inspector");
    return inspector.url() !== void 0;
  } catch {
    return false;
  }
}
var wanted;
function armable() {
  wanted ??= isMainThread && !inspectorIsOpen();
  return wanted && !unavailable;
}
function start(knob) {
  if (running !== void 0 || !armable()) return running;
  const buffer = new SharedArrayBuffer(SLOTS * Int32Array.BYTES_PER_ELEMENT);
  const hr0 = process.hrtime.bigint();
  const base = performance.now();
  let worker;
  try {
    worker = new Worker(WORKER_SOURCE, {
      eval: true,
      // the worker needs no loader (tsx) or flag of the main thread's, and writes with writeSync
      execArgv: [],
      stdout: false,
      stderr: false,
      workerData: {
        shared: buffer,
        hr0,
        checkKey: CHECK_KEY,
        // the knob of the first call watched: one process grades under one adapter
        fallbackMessage: `error: a call of user-supplied code ran over its time limit (${knob}) and the main thread has not returned to its event loop since, nor answered the watchdog (it is blocked outside JavaScript): agent-eval ends the process with SIGKILL; no report is written. To fix it, make the code use the asynchronous form of what blocks it (e.g. execFile, not execFileSync), or raise ${knob} if it needs more time
`
      }
    });
  } catch {
    unavailable = true;
    return void 0;
  }
  worker.unref();
  worker.on("error", () => {
    unavailable = true;
  });
  const state = { shared: new Int32Array(buffer), base, pending: /* @__PURE__ */ new Set(), earliest: void 0, aliveUntil: base, heartbeat: void 0, suspected: void 0 };
  Object.defineProperty(globalThis, Symbol.for(CHECK_KEY), { value: () => confirm(state), configurable: true });
  running = state;
  return state;
}
function relative(state, time) {
  return Math.min(2147483647, Math.max(1, Math.ceil(time - state.base)));
}
function publish(state, force) {
  const { shared: shared2, earliest } = state;
  let wake = force;
  if (earliest === void 0) {
    Atomics.store(shared2, DUE, 0);
  } else {
    const due = relative(state, earliest.deadline);
    const grace = stuckGraceMs(earliest.limitMs);
    Atomics.store(shared2, GRACE, grace);
    Atomics.store(shared2, DUE, due);
    const looksAt = Atomics.load(shared2, WAKE);
    if (looksAt === 0 || due + grace < looksAt) wake = true;
  }
  if (!wake) return;
  Atomics.add(shared2, VERSION, 1);
  Atomics.notify(shared2, VERSION);
}
function beat(state, until) {
  state.aliveUntil = until;
  Atomics.store(state.shared, ALIVE, relative(state, until));
}
function watchAsyncCall(owner, user, deadline, settled) {
  const state = start(user.knob);
  if (state === void 0) return;
  const done = () => {
    if (!state.pending.delete(call) || state.earliest !== call) return;
    state.earliest = void 0;
    for (const other of state.pending) if (state.earliest === void 0 || other.deadline < state.earliest.deadline) state.earliest = other;
    publish(state, false);
  };
  const call = { what: user.what, limitMs: user.limitMs, knob: user.knob, deadline, settled, owner, done };
  if (state.pending.size === 0) beat(state, performance.now() + HEARTBEAT_MS);
  state.heartbeat ??= setInterval(() => {
    if (state.pending.size > 0) beat(state, performance.now() + HEARTBEAT_MS);
    else {
      clearInterval(state.heartbeat);
      state.heartbeat = void 0;
    }
  }, HEARTBEAT_MS).unref();
  state.pending.add(call);
  if (state.earliest === void 0 || deadline < state.earliest.deadline) {
    state.earliest = call;
    publish(state, false);
  }
  settled.then(done, done);
}
function forgetCalls(owner) {
  if (running === void 0) return;
  for (const call of running.pending) if (call.owner === owner) call.done();
}
function timedRunStarting(ms) {
  if (running !== void 0 && running.pending.size > 0) beat(running, performance.now() + ms + HEARTBEAT_MS);
}
function timedRunEnded() {
  if (running !== void 0 && running.pending.size > 0) beat(running, performance.now() + HEARTBEAT_MS);
}
function stuckCall(state, now) {
  let stuck;
  for (const call of state.pending) {
    if (now - Math.max(call.deadline, state.aliveUntil) < stuckGraceMs(call.limitMs)) continue;
    if (stuck === void 0 || call.deadline < stuck.deadline) stuck = call;
  }
  return stuck;
}
function stuckHeadline(call, grace) {
  return `${call.what} ran over the time limit of ${formatLimit(call.limitMs)} per call of user-supplied code (${call.knob}) and has not yielded to the event loop for ${grace} (work after an await that never yields cannot be interrupted): agent-eval ends the process, exit 1, without writing the report`;
}
function whatToDo(knob) {
  return `. To fix it, make the code yield inside its long work (e.g. \`await new Promise((resolve) => setImmediate(resolve))\` in the loop), so that the limit fails only this call, or raise ${knob} if it needs more time`;
}
function escapeWorkflowCommand(text) {
  return text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
}
function interruptedFrames() {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 12;
  const stack = new Error("stuck").stack ?? "";
  Error.stackTraceLimit = limit;
  const frames = stack.split("\n").filter((line) => line.startsWith("    at "));
  const first = frames.findIndex((line) => line.startsWith("    at <anonymous>"));
  return frames.slice(first + 1, first + 6);
}
function confirm(state) {
  const now = performance.now();
  const stuck = stuckCall(state, now);
  const { suspected } = state;
  if (stuck === void 0 || suspected === void 0 || suspected.aliveUntil !== state.aliveUntil || now - suspected.at < RECHECK_MS / 2) {
    if (stuck === void 0) state.suspected = void 0;
    else if (suspected?.aliveUntil !== state.aliveUntil) state.suspected = { at: now, aliveUntil: state.aliveUntil };
    publish(state, true);
    return false;
  }
  const grace = formatLimit(stuckGraceMs(stuck.limitMs));
  let headline;
  if (userCalls !== void 0) {
    const running2 = userCalls.getStore();
    headline = running2 === void 0 ? `the event loop has not turned for ${grace} while ${stuck.what} was past its time limit of ${formatLimit(stuck.limitMs)} per call of user-supplied code (${stuck.knob}), and what runs is not a call of user-supplied code: agent-eval ends the process, exit 1, without writing the report` : stuckHeadline(running2, grace);
    headline += whatToDo((running2 ?? stuck).knob);
  } else {
    for (const call of state.pending) if (!inspect(call.settled, { depth: 0 }).startsWith("Promise { <pending>")) call.done();
    const first = stuckCall(state, performance.now()) ?? stuck;
    const others = [...state.pending].filter((call) => call !== first).map((call) => call.what);
    headline = stuckHeadline(first, grace);
    if (others.length > 0) headline += ` (or the code of another call in flight: ${others.slice(0, 3).join(", ")}${others.length > 3 ? `, and ${others.length - 3} more` : ""})`;
    headline += whatToDo(first.knob);
  }
  const frames = interruptedFrames();
  const message = [`error: ${headline}`, ...frames.length > 0 ? ["  running when stopped:", ...frames] : []];
  try {
    writeSync(2, `${message.join("\n")}
`);
    if (process.env.GITHUB_ACTIONS === "true") writeSync(1, `::error::${escapeWorkflowCommand(headline)}
`);
  } catch {
  }
  process.on("exit", () => {
    try {
      closeSync(2);
    } catch {
    }
  });
  process.exit(1);
}

// src/node/call-bound.ts
var DEFAULT_USER_CODE_TIMEOUT_MS = 1e4;
var LIBRARY_USER_CODE_TIMEOUT_KNOB = "gradeDataset's userCodeTimeoutMs";
function parseUserCodeTimeout(text, label = "--user-code-timeout", blankIsUnset = false) {
  return parseLimitSeconds(text, label, "e.g. 10 or 0.5", blankIsUnset);
}
var ADMIT_SHARE = 0.1;
var shared;
function timedRunner() {
  shared ??= { context: vm.createContext({ run: void 0 }), timedRun: new vm.Script("run()", { filename: "agent-eval-user-code-bound" }) };
  return shared;
}
function isVmTimeout(error) {
  return typeof error === "object" && error !== null && error.code === "ERR_SCRIPT_EXECUTION_TIMEOUT";
}
function isThenable(value) {
  return (typeof value === "object" || typeof value === "function") && value !== null && typeof value.then === "function";
}
function createCallBound(limitMs = DEFAULT_USER_CODE_TIMEOUT_MS, knob = LIBRARY_USER_CODE_TIMEOUT_KNOB) {
  const owner = {};
  const admitMs = limitMs * ADMIT_SHARE;
  const stopMs = Math.max(limitMs + 1, Math.ceil(limitMs * (1 + ADMIT_SHARE)));
  let queue = [];
  let scheduled = false;
  const flush = () => {
    const { context, timedRun } = timedRunner();
    scheduled = false;
    const pending = queue;
    queue = [];
    let next = 0;
    while (next < pending.length) {
      const first = next;
      context.run = () => {
        const runStarted = performance.now();
        while (next < pending.length && (next === first || performance.now() - runStarted < admitMs)) {
          const call = pending[next++];
          const started = performance.now();
          try {
            const value = runAsUserCall({ what: call.what, limitMs, knob }, call.call);
            call.outcome = { ok: true, value, ms: performance.now() - started };
          } catch (error) {
            call.outcome = { ok: false, error };
          }
        }
      };
      let failure;
      timedRunStarting(stopMs);
      try {
        timedRun.runInContext(context, { timeout: stopMs });
      } catch (error) {
        if (!isVmTimeout(error)) failure = error;
      } finally {
        context.run = void 0;
        timedRunEnded();
      }
      for (let i = first; i < next; i++) {
        const call = pending[i];
        call.settle(watched(call.what, call.outcome) ?? { ok: false, error: failure ?? new CallTimeoutError(call.what, limitMs) });
      }
    }
  };
  const watched = (what, outcome) => {
    if (outcome?.ok !== true || !isThenable(outcome.value)) return outcome;
    const settled = Promise.resolve(outcome.value);
    watchAsyncCall(owner, { what, limitMs, knob }, performance.now() + Math.max(0, limitMs - outcome.ms), settled);
    return { ok: true, value: settled, ms: outcome.ms };
  };
  const syncPart = (what, call) => new Promise((resolve, reject) => {
    queue.push({ what, call, settle: (outcome) => outcome.ok ? resolve({ value: outcome.value, ms: outcome.ms }) : reject(outcome.error) });
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  });
  return {
    limitMs,
    close: () => forgetCalls(owner),
    call: async (what, call) => {
      const { value, ms } = await syncPart(what, call);
      if (!isThenable(value)) return value;
      let timer;
      const expired = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new CallTimeoutError(what, limitMs)), Math.max(0, limitMs - ms));
      });
      try {
        return await Promise.race([value, expired]);
      } finally {
        clearTimeout(timer);
      }
    }
  };
}

// src/trials/validate.ts
function shapeError(message) {
  return { ok: false, message: `compute_scores must return {outputs: [{name, value}, ...]}: ${message}` };
}
function validateMetricResult(result, specs, redact) {
  if (result === null || typeof result !== "object") return shapeError(`got ${result === null ? "null" : typeof result}`);
  const outputs = result.outputs;
  if (!Array.isArray(outputs)) return shapeError("'outputs' is not a list");
  const returned = [];
  for (const [i, output] of outputs.entries()) {
    if (output === null || typeof output !== "object" || typeof output.name !== "string") {
      return shapeError(`outputs[${i}] has no string 'name'`);
    }
    returned.push({ name: output.name, value: output.value });
  }
  const names = returned.map((o) => o.name);
  const counts = /* @__PURE__ */ new Map();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  const duplicates = [...counts].filter(([, n]) => n > 1).map(([name]) => name).sort(compareCodePoints);
  if (duplicates.length > 0) return { ok: false, message: `Duplicate metric output names: ${pyStrList(duplicates)}` };
  const declared = specs.map((s) => s.name);
  const missing = declared.filter((name) => !counts.has(name));
  if (missing.length > 0) return { ok: false, message: `Missing declared metric outputs: ${pyStrList(missing)}` };
  const declaredSet = new Set(declared);
  const undeclared = names.filter((name) => !declaredSet.has(name));
  if (undeclared.length > 0) return { ok: false, message: `Undeclared metric outputs: ${pyStrList(undeclared)}` };
  const specByName = new Map(specs.map((s) => [s.name, s]));
  const coerced = /* @__PURE__ */ new Map();
  for (const output of returned) {
    const spec = specByName.get(output.name);
    const result2 = coerceValue(spec, output.value);
    if (!result2.ok) return { ok: false, message: `Invalid value for metric output ${pyStrRepr(output.name)} (${spec.kind}): ${coercionDetail(result2, output.value, redact)}` };
    coerced.set(output.name, result2.value);
  }
  return { ok: true, outputs: specs.map((s) => ({ name: s.name, value: coerced.get(s.name) })) };
}

// src/trials/stats.ts
var PERCENTILES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
function pySum(values) {
  let total = 0;
  for (const v of values) total += v;
  return total;
}
function percentileOf(sorted, p) {
  const n = sorted.length;
  const rank = p / 100 * (n + 1) - 1;
  if (rank <= 0) return sorted[0];
  if (rank >= n - 1) return sorted[n - 1];
  const lower = Math.floor(rank);
  const weight = rank - lower;
  const a = sorted[lower];
  const b = sorted[lower + 1];
  return a + (b - a) * weight;
}
function aggregateRangeScore(values, total) {
  const finite = values.filter((v) => Number.isFinite(v));
  const count = finite.length;
  const nanCount = Math.max(total - count, 0);
  if (count === 0) {
    return {
      count: 0,
      nan_count: nanCount,
      sum: null,
      mean: null,
      min: null,
      max: null,
      variance: null,
      std_dev: null,
      sample_variance: null,
      sample_std_dev: null,
      percentiles: null,
      median: null
    };
  }
  const sum = pySum(finite);
  const mean = sum / count;
  let min = finite[0];
  let max = finite[0];
  for (const v of finite) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const squares = pySum(finite.map((v) => (v - mean) * (v - mean)));
  const variance = squares / count;
  const sampleVariance = count < 2 ? null : squares / (count - 1);
  const sorted = [...finite].sort((a, b) => a - b);
  const percentiles = Object.fromEntries(PERCENTILES.map((p) => [`p${p}`, percentileOf(sorted, p)]));
  return {
    count,
    nan_count: nanCount,
    sum,
    mean,
    min,
    max,
    variance,
    std_dev: Math.sqrt(variance),
    sample_variance: sampleVariance,
    sample_std_dev: sampleVariance === null ? null : Math.sqrt(sampleVariance),
    percentiles,
    median: percentiles.p50
  };
}

// src/trials/views.ts
var VIEW_REDUCERS = ["single", "all", "any", "mean", "weighted_mean"];
function semanticValue(value) {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  return void 0;
}
function pyMin(values) {
  let current = values[0];
  for (const v of values.slice(1)) if (v < current) current = v;
  return current;
}
function pyMax(values) {
  let current = values[0];
  for (const v of values.slice(1)) if (v > current) current = v;
  return current;
}
function reduceView(reducer, values, weights = []) {
  if (values.length === 0) return void 0;
  switch (reducer) {
    case "single":
      return values[0];
    case "all":
      return pyMin(values);
    case "any":
      return pyMax(values);
    case "mean": {
      const finite = values.filter((v) => Number.isFinite(v));
      return finite.length === 0 ? void 0 : pySum(finite) / finite.length;
    }
    case "weighted_mean": {
      const w = values.map((_, i) => weights[i] ?? 1);
      const totalWeight = pySum(w);
      if (totalWeight === 0) return void 0;
      return pySum(values.map((v, i) => w[i] * v)) / totalWeight;
    }
  }
}
function computeView(view, scores) {
  const values = [];
  for (const signal of view.signals) {
    const key = `${signal.metric}.${signal.output}`;
    const value = Object.hasOwn(scores, key) ? semanticValue(scores[key]) : void 0;
    if (value === void 0) return void 0;
    values.push(value);
  }
  return reduceView(
    view.reducer,
    values,
    view.signals.map((s) => s.weight)
  );
}

// src/trials/pass-at-k.ts
function passAtK(n, c, k) {
  if (n - c < k) return 1;
  let product = 1;
  for (let i = n - c + 1; i <= n; i++) product *= 1 - k / i;
  return 1 - product;
}
function isPass(value) {
  return value !== null && value >= 1;
}

// src/trials/summary.ts
function numericValue(value) {
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  return void 0;
}
var byTypeThenOutput = (a, b) => compareCodePoints(a[0], b[0]) || compareCodePoints(a[1], b[1]);
function summarize(tasks, entries, graders = [], aggregators = []) {
  const taskById = new Map(tasks.map((t) => [t.id, t]));
  const taskIndex = new Map(tasks.map((t, i) => [t.id, i]));
  const trials = [...entries].sort((a, b) => (taskIndex.get(a.task_id) ?? 0) - (taskIndex.get(b.task_id) ?? 0) || a.row_index - b.row_index);
  const taskOf = (entry) => {
    const task = taskById.get(entry.task_id);
    if (task === void 0) throw new Error(`trial '${entry.trial_id}' names task '${entry.task_id}', which the report does not describe`);
    return task;
  };
  const outputsByType = /* @__PURE__ */ new Map();
  const passKeys = /* @__PURE__ */ new Set();
  for (const task of tasks) {
    for (const metric of task.metrics) {
      const outputs = outputsByType.get(metric.type) ?? /* @__PURE__ */ new Set();
      outputsByType.set(metric.type, outputs);
      for (const output of metric.outputs) {
        outputs.add(output.name);
        if (output.kind === "continuous_score" || output.kind === "boolean") passKeys.add(JSON.stringify([metric.type, output.name]));
      }
    }
  }
  const outputKeys = [...outputsByType].flatMap(([type, outputs]) => [...outputs].map((o) => [type, o])).sort(byTypeThenOutput);
  const totals = /* @__PURE__ */ new Map();
  const slotByKey = /* @__PURE__ */ new Map();
  const slots = /* @__PURE__ */ new Map();
  for (const [type, outputs] of outputsByType) {
    slots.set(
      type,
      [...outputs].map((o) => {
        const slot = { key: `${type}.${o}`, cover: { total: 0, scored: 0, failed: 0 }, values: [] };
        slotByKey.set(slot.key, slot);
        return slot;
      })
    );
  }
  for (const entry of trials) {
    const task = taskOf(entry);
    for (const metric of task.metrics) {
      totals.set(metric.type, (totals.get(metric.type) ?? 0) + 1);
      const failed = entry.status === "failed" || Object.hasOwn(entry.errors, metric.type);
      for (const slot of slots.get(metric.type) ?? []) {
        slot.cover.total++;
        if (failed) {
          slot.cover.failed++;
          continue;
        }
        if (!Object.hasOwn(entry.scores, slot.key)) continue;
        slot.cover.scored++;
        const v = numericValue(entry.scores[slot.key]);
        if (v !== void 0) slot.values.push(v);
      }
    }
  }
  const summary = {};
  const coverage = {};
  for (const [type, output] of outputKeys) {
    const key = `${type}.${output}`;
    const { values, cover: c } = slotByKey.get(key);
    summary[key] = aggregateRangeScore(values, totals.get(type) ?? 0);
    coverage[key] = { total: c.total, scored: c.scored, failed: c.failed, missing: Math.max(c.total - c.scored - c.failed, 0) };
  }
  const viewNames = [...new Set(tasks.flatMap((t) => Object.keys(t.views)))].sort(compareCodePoints);
  for (const name of viewNames) {
    const key = `view.${name}`;
    let total = 0;
    const viewValues = [];
    for (const entry of trials) {
      if (!Object.hasOwn(taskOf(entry).views, name)) continue;
      total++;
      const v = semanticValue(entry.scores[key]);
      if (Object.hasOwn(entry.scores, key) && v !== void 0) viewValues.push(v);
    }
    summary[key] = aggregateRangeScore(viewValues, total);
  }
  const passPairs = outputKeys.filter(([type, output]) => passKeys.has(JSON.stringify([type, output])));
  for (const [type, output] of passPairs) {
    const key = `${type}.${output}`;
    const attempts = /* @__PURE__ */ new Map();
    for (const task of tasks) {
      if (task.metrics.some((m) => m.type === type && m.outputs.some((o) => o.name === output))) attempts.set(task.id, []);
    }
    for (const entry of trials) {
      const list = attempts.get(entry.task_id);
      if (list === void 0) continue;
      if (entry.status === "failed") {
        list.push(null);
        continue;
      }
      if (Object.hasOwn(entry.errors, type) || !Object.hasOwn(entry.scores, key)) continue;
      const v = semanticValue(entry.scores[key]);
      if (v !== void 0) list.push(v);
    }
    const counts = [...attempts.values()].map((list) => ({ n: list.length, c: list.filter(isPass).length }));
    const maxN = counts.reduce((max, { n }) => Math.max(max, n), 0);
    for (let k = 1; k <= maxN; k++) {
      const estimates = [];
      let empty = 0;
      for (const { n, c } of counts) {
        if (n === 0) empty++;
        else if (n >= k) estimates.push(passAtK(n, c, k));
      }
      summary[`${key}.pass@${k}`] = aggregateRangeScore(estimates, estimates.length + empty);
    }
  }
  for (const key of [...graders.map((g) => `grader.${g}`), ...aggregators.map((a) => `aggregator.${a}`)]) {
    const extra = [];
    for (const entry of trials) {
      const v = numericValue(entry.scores[key]);
      if (Object.hasOwn(entry.scores, key) && v !== void 0) extra.push(v);
    }
    summary[key] = aggregateRangeScore(extra, trials.length);
  }
  return { summary, coverage };
}

// src/trials/report.ts
var TRIAL_REPORT_FORMAT = "agent-eval/trial-report@1";
function buildTrialReport(entries, tasks, results, provenance2) {
  const { summary, coverage } = summarize(
    tasks,
    entries,
    provenance2.graders.map((g) => g.name),
    provenance2.aggregators.map((a) => a.name)
  );
  return { trials: entries, summary, coverage, results, tasks, agent_eval: provenance2 };
}
function reportValue(value) {
  return typeof value === "number" && !Number.isFinite(value) ? Number.isNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity" : value;
}
var escapeRegExp = (text) => text.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&");
function resultNames(report) {
  const ordered = [...report.agent_eval.graders.map((g) => g.name), ...report.agent_eval.aggregators.map((a) => a.name)].filter((name) => Object.hasOwn(report.results, name));
  return [.../* @__PURE__ */ new Set([...ordered, ...Object.keys(report.results)])];
}
var RESULTS_SLOT = "\0results\0";
function stringifyReport(value, indent, options = {}) {
  const pythonFloats = options.pythonFloats === true;
  for (let attempt = 0; ; attempt++) {
    const marker = `\0agent-eval-number:${attempt}\0`;
    let clash = false;
    const text = JSON.stringify(
      value,
      (key, item) => {
        if (key.includes(marker) || typeof item === "string" && item.includes(marker)) clash = true;
        if (pythonFloats && item instanceof PyFloat) return Number.isFinite(item.value) ? `${marker}${pyFloatRepr(item.value)}` : reportValue(item.value);
        if (pythonFloats && typeof item === "number" && Number.isFinite(item) && !isPyInt(item)) return `${marker}${pyFloatRepr(item)}`;
        if (Object.is(item, -0)) return `${marker}-0.0`;
        if (typeof item === "bigint") return `${marker}${item.toString()}`;
        return reportValue(item);
      },
      indent
    );
    if (clash) continue;
    const placeholder = new RegExp(`"${escapeRegExp(JSON.stringify(marker).slice(1, -1))}(-?[0-9]+(?:\\.[0-9]+)?(?:e[+-][0-9]+)?)"`, "g");
    return text.replace(placeholder, "$1");
  }
}
function withPyFloatScore(result) {
  return isJsonObject(result) && typeof result.score === "number" ? { ...result, score: new PyFloat(result.score) } : result;
}
function serializeTrialReport(report) {
  const text = stringifyReport({ ...report, results: RESULTS_SLOT }, 2);
  const names = resultNames(report);
  const body = names.length === 0 ? "{}" : `{
${names.map((name) => `    ${JSON.stringify(name)}: ${stringifyReport((report.results[name] ?? []).map(withPyFloatScore), 2, { pythonFloats: true }).replace(/\n/g, "\n    ")}`).join(",\n")}
  }`;
  const slot = `
  "results": ${JSON.stringify(RESULTS_SLOT)}`;
  const at = text.indexOf(slot);
  return `${text.slice(0, at)}
  "results": ${body}${text.slice(at + slot.length)}
`;
}
var entrySchema = external_exports.object({
  row_index: external_exports.number().int().min(0),
  task_id: external_exports.string(),
  trial_id: external_exports.string(),
  status: external_exports.string(),
  scores: ownKeysRecord(external_exports.string(), external_exports.unknown()),
  errors: ownKeysRecord(external_exports.string(), external_exports.string())
});
var weightSchema = external_exports.union([
  external_exports.number(),
  external_exports.enum(["NaN", "Infinity", "-Infinity"]).transform((text) => text === "NaN" ? Number.NaN : text === "Infinity" ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY)
]);
var taskSchema = external_exports.object({
  id: external_exports.string(),
  metrics: external_exports.array(
    external_exports.object({
      type: external_exports.string(),
      outputs: external_exports.array(external_exports.object({ name: external_exports.string(), kind: external_exports.enum(["continuous_score", "discrete_score", "boolean", "label", "model"]) }))
    })
  ),
  views: ownKeysRecord(external_exports.string(), external_exports.object({ reducer: external_exports.enum(["single", "all", "any", "mean", "weighted_mean"]), signals: external_exports.array(external_exports.object({ metric: external_exports.string(), output: external_exports.string(), weight: weightSchema.optional() })) }))
});
var provenanceSchema = external_exports.object({
  report_format: external_exports.literal(TRIAL_REPORT_FORMAT),
  dataset: external_exports.object({ file: external_exports.string(), sha256: external_exports.string(), trials: external_exports.number().int(), tasks: external_exports.number().int() }).passthrough(),
  graders: external_exports.array(external_exports.object({ name: external_exports.string(), class: external_exports.string() })),
  aggregators: external_exports.array(external_exports.object({ name: external_exports.string(), type: external_exports.string() })),
  shard: external_exports.object({ index: external_exports.number().int().min(1), total: external_exports.number().int().min(1) }).optional()
}).passthrough();
var reportSchema = external_exports.object({
  trials: external_exports.array(entrySchema),
  results: ownKeysRecord(external_exports.string(), external_exports.array(external_exports.unknown())),
  tasks: external_exports.array(taskSchema),
  agent_eval: provenanceSchema
}).passthrough();
var NON_FINITE = { NaN: Number.NaN, Infinity: Number.POSITIVE_INFINITY, "-Infinity": Number.NEGATIVE_INFINITY };
function reviveScores(entry, numericKeys, exactScores) {
  const scores = {};
  for (const [key, value] of Object.entries(entry.scores)) {
    const numeric = numericKeys.has(key) || key.startsWith("view.") || key.startsWith("grader.") || key.startsWith("aggregator.");
    const exact = isJsonObject(exactScores) && Object.hasOwn(exactScores, key) ? exactScores[key] : value;
    defineOwn(scores, key, numeric ? typeof value === "string" && Object.hasOwn(NON_FINITE, value) ? NON_FINITE[value] : value : exact);
  }
  return { ...entry, scores };
}
var MAYBE_EXACT = /[0-9]{16}|[0-9]\.0(?![0-9])/;
function exactInts(value) {
  if (typeof value === "bigint") return Number.isSafeInteger(Number(value)) ? Number(value) : value;
  if (Array.isArray(value)) return value.map(exactInts);
  if (value instanceof Map) {
    const out = {};
    for (const [key, item] of value) defineOwn(out, key, exactInts(item));
    return out;
  }
  return value;
}
function exactParts(text) {
  if (!MAYBE_EXACT.test(text) || pyJsonTooDeep(text) !== void 0) return void 0;
  let value;
  try {
    value = pyJsonLoads(text);
  } catch {
    return void 0;
  }
  return value instanceof Map ? { trials: exactInts(value.get("trials") ?? null), results: pyJsonToJs(value.get("results") ?? null) } : void 0;
}
function withFloatScore(exact, parsed) {
  return isJsonObject(exact) && isJsonObject(parsed) && (typeof exact.score === "bigint" || exact.score instanceof PyFloat) ? { ...exact, score: parsed.score } : exact;
}
function parseTrialReport(text, source) {
  let raw;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source}: not valid JSON (${describeJsonSyntaxError(error, text)})`, { cause: error });
  }
  const parsed = reportSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${source}: not an agent-eval trial report: field '${(issue?.path ?? []).map(String).join(".")}': ${issue?.message ?? "invalid"}`);
  }
  const data = raw;
  const tasks = data.tasks;
  const numericByTask = new Map(
    tasks.map((t) => [t.id, new Set(t.metrics.flatMap((m) => m.outputs.filter((o) => o.kind === "continuous_score" || o.kind === "discrete_score").map((o) => `${m.type}.${o.name}`)))])
  );
  const exact = exactParts(text);
  const exactTrials = Array.isArray(exact?.trials) ? exact.trials : [];
  const exactResults = isJsonObject(exact?.results) ? exact.results : {};
  const results = {};
  for (const [name, column] of Object.entries(data.results)) {
    const exactColumn = Object.hasOwn(exactResults, name) ? exactResults[name] : void 0;
    defineOwn(results, name, Array.isArray(exactColumn) && exactColumn.length === column.length ? exactColumn.map((r, i) => withFloatScore(r, column[i])) : column);
  }
  return {
    trials: data.trials.map((e, i) => {
      const exactEntry = exactTrials[i];
      return reviveScores(e, numericByTask.get(e.task_id) ?? /* @__PURE__ */ new Set(), isJsonObject(exactEntry) ? exactEntry.scores : void 0);
    }),
    results,
    tasks,
    agent_eval: data.agent_eval
  };
}
function shardTasks(taskIds, shard) {
  return new Set(taskIds.filter((_, i) => i % shard.total === shard.index - 1));
}
function withoutShard(provenance2) {
  const rest = { ...provenance2 };
  delete rest.shard;
  return rest;
}
var shardOf = (provenance2) => provenance2.shard ?? { index: 1, total: 1 };
var shardLabel = (shard) => shard.total === 1 ? "shard 1/1 (the whole dataset: graded without --shard or with --shard 1/1)" : `shard ${shard.index}/${shard.total}`;
var PROVENANCE_WHAT = {
  report_format: "another report format",
  tool_version: "another agent-eval version",
  dataset: "another dataset",
  config: "another config",
  metrics: "other metrics",
  graders: "other graders",
  aggregators: "other aggregators",
  judge: "another judge"
};
var shown = (value) => value === void 0 ? "absent" : typeof value === "string" ? `'${value}'` : JSON.stringify(value);
function differingFields(here, there, at) {
  if (isJsonObject(here) && isJsonObject(there)) {
    const keys = [.../* @__PURE__ */ new Set([...Object.keys(there), ...Object.keys(here)])];
    return keys.flatMap((key) => differingFields(ownValue(here, key), ownValue(there, key), `${at}.${key}`));
  }
  return JSON.stringify(here) === JSON.stringify(there) ? [] : [{ path: at, here, there }];
}
function provenanceMismatch(source, here, firstSource, there) {
  const fields = differingFields(withoutShard(here), withoutShard(there), "agent_eval");
  const what = [...new Set(fields.map((f) => ownValue(PROVENANCE_WHAT, f.path.split(".")[1] ?? "") ?? "another provenance"))];
  const detail = fields.map((f) => {
    const scalar = (v) => v === void 0 || v === null || typeof v !== "object";
    if (f.there === void 0) return `${f.path}: ${shown(f.here)} here, absent in ${firstSource}`;
    if (f.here === void 0) return `${f.path}: absent here`;
    return scalar(f.here) && scalar(f.there) ? `${f.path}: ${shown(f.here)} here, ${shown(f.there)} in ${firstSource}` : `${f.path} differs`;
  }).join("; ");
  return `${source}: graded with ${what.join(" and ")} than ${firstSource} (${detail})`;
}
function mergeTrialReports(reports) {
  const first = reports[0];
  if (first === void 0) throw new Error("no shard reports to merge");
  const firstShard = shardOf(first.report.agent_eval);
  const total = firstShard.total;
  const seen = /* @__PURE__ */ new Map();
  const reference = JSON.stringify(withoutShard(first.report.agent_eval));
  for (const { source, report } of reports) {
    const shard = shardOf(report.agent_eval);
    if (shard.total !== total) throw new Error(`${source}: ${shardLabel(shard)} does not belong with ${shardLabel(firstShard)} (${first.source})`);
    const twin = seen.get(shard.index);
    if (twin !== void 0) throw new Error(`${source}: ${shardLabel(shard)} is also ${twin}`);
    seen.set(shard.index, source);
    if (JSON.stringify(withoutShard(report.agent_eval)) !== reference) throw new Error(provenanceMismatch(source, report.agent_eval, first.source, first.report.agent_eval));
  }
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter((i) => !seen.has(i));
  if (missing.length > 0) throw new Error(`missing shard${missing.length > 1 ? "s" : ""} ${missing.map((i) => `${i}/${total}`).join(", ")}`);
  for (const { source, report } of reports) {
    for (const [name, column] of Object.entries(report.results)) {
      if (column.length !== report.trials.length) throw new Error(`${source}: results.${name} holds ${column.length} results for ${report.trials.length} trials`);
    }
  }
  const positioned = reports.flatMap(({ source, report }) => report.trials.map((entry, j) => ({ entry, results: report.results, j, source })));
  positioned.sort((a, b) => a.entry.row_index - b.entry.row_index);
  const expected = first.report.agent_eval.dataset.trials;
  const lacking = (i) => new Error(`the shard reports lack trial ${i} (row_index) of the dataset's ${expected}`);
  positioned.forEach(({ entry, source }, i) => {
    if (entry.row_index === i) return;
    if (entry.row_index > i) throw lacking(i);
    const twin = positioned[i - 1];
    throw new Error(`trial ${entry.row_index} (row_index) of the dataset is in ${twin?.source ?? "?"} and in ${source}`);
  });
  if (positioned.length < expected) throw lacking(positioned.length);
  if (positioned.length > expected) throw new Error(`the shard reports hold ${positioned.length} trials; the dataset has ${expected}`);
  const names = Object.keys(first.report.results);
  for (const { source, report } of reports) {
    if (JSON.stringify(Object.keys(report.results)) !== JSON.stringify(names)) throw new Error(`${source}: its results name other graders than ${first.source}`);
  }
  const results = {};
  for (const name of names) defineOwn(results, name, positioned.map(({ results: r, j }) => ownValue(r, name)?.[j] ?? null));
  const firstRow = /* @__PURE__ */ new Map();
  for (const { entry } of positioned) if (!firstRow.has(entry.task_id)) firstRow.set(entry.task_id, entry.row_index);
  const tasks = reports.flatMap(({ report }) => report.tasks).sort((a, b) => (firstRow.get(a.id) ?? 0) - (firstRow.get(b.id) ?? 0));
  return buildTrialReport(
    positioned.map((p) => p.entry),
    tasks,
    results,
    withoutShard(first.report.agent_eval)
  );
}

// src/trials/contract.ts
var MetricOutputSpec = class _MetricOutputSpec {
  constructor(name, kind, description, valueSchema) {
    this.name = name;
    this.kind = kind;
    this.description = description;
    this.valueSchema = valueSchema;
  }
  name;
  kind;
  description;
  valueSchema;
  /** A float score (0–1 or unbounded); gets a mean in the summary. */
  static continuousScore(name, description) {
    return new _MetricOutputSpec(name, "continuous_score", description);
  }
  /** An int: counts or ordinal levels. */
  static discreteScore(name, description) {
    return new _MetricOutputSpec(name, "discrete_score", description);
  }
  /** A pass/fail check; no mean in the summary, 1/0 in views and pass@k. */
  static boolean(name, description) {
    return new _MetricOutputSpec(name, "boolean", description);
  }
  /** A category label (a string). */
  static label(name, description) {
    return new _MetricOutputSpec(name, "label", description);
  }
  /** A structured value validated by `valueSchema` (NeMo: a custom pydantic model). */
  static model(name, valueSchema, description) {
    return new _MetricOutputSpec(name, "model", description, valueSchema);
  }
};
var TRIAL_STATUSES = ["completed", "partial", "failed"];
var MetricConfigError = class extends FieldConfigError {
  name = "MetricConfigError";
};
var EVIDENCE_INITIAL_STATE = "initial_state";
var EVIDENCE_TRACE = "trace";
var EVIDENCE_LOGS = "logs";
var EVIDENCE_FINAL_STATE = "final_state";
var EVIDENCE_VERIFIER_LOGS = "verifier_logs";

// src/trials/metrics/options.ts
function parseMetricOptions(type, schema, options) {
  const parsed = schema.safeParse(options);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (issue === void 0) throw new MetricConfigError("", `${type}: invalid options`);
  if (issue.code === "unrecognized_keys") {
    const where = issue.path.map(String);
    const fields = issue.keys.map((key) => [...where, key].join(".")).join(", ");
    const known = where.length === 0 ? schemaKeys(schema) : "";
    throw new MetricConfigError(fields, `${type}: unknown ${where.length === 0 ? "option" : "key"}${issue.keys.length === 1 ? "" : "s"}${known === "" ? "" : ` (known: ${known})`}`);
  }
  throw new MetricConfigError(issue.path.map(String).join("."), `${type}: ${issue.message}`);
}
function schemaKeys(schema) {
  const shape = schema.shape;
  return shape === void 0 ? "" : Object.keys(shape).join(", ");
}
var DEFAULT_TRACE_EVIDENCE = "trace";
async function traceOf(input, name) {
  const evidence = input.candidate.evidence;
  if (evidence === null || evidence.get(name)?.kind !== "trace") return void 0;
  return evidence.trace(name);
}
var traceEvidenceOption = external_exports.string().min(1).default(DEFAULT_TRACE_EVIDENCE);

// src/trials/metrics/efficient-tool-use.ts
var EFFICIENT_TOOL_USE = "efficient_tool_use";
var optionsSchema = external_exports.object({ evidence: traceEvidenceOption, max_repeats: external_exports.number().int().min(1).default(1) }).strict();
function pyJsonNumber(value) {
  if (typeof value === "number" && !Number.isFinite(value)) return Number.isNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity";
  return pyRepr(value);
}
function sortedJson(value) {
  if (typeof value === "bigint" || typeof value === "number" || value instanceof PyFloat) return pyJsonNumber(value);
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(",")}]`;
  const record = value;
  return `{${Object.keys(record).sort().map((key) => `${JSON.stringify(key)}:${sortedJson(record[key])}`).join(",")}}`;
}
function maxRepeatedToolCalls(calls) {
  const counts = /* @__PURE__ */ new Map();
  let max = 0;
  for (const call of calls) {
    const key = sortedJson([call.function_name, pythonReadingOf(call.arguments ?? {})]);
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    if (n > max) max = n;
  }
  return max;
}
var efficientToolUseMetric = (options) => {
  const { evidence, max_repeats: maxRepeats } = parseMetricOptions(EFFICIENT_TOOL_USE, optionsSchema, options);
  return {
    type: EFFICIENT_TOOL_USE,
    version: "1",
    outputSpec: () => [
      MetricOutputSpec.boolean("efficient_tool_use", `no identical tool call (same name and arguments) more than ${maxRepeats} time${maxRepeats === 1 ? "" : "s"}`),
      MetricOutputSpec.discreteScore("max_repeated_tool_calls", "occurrences of the most repeated identical tool call")
    ],
    computeScores: async (input) => {
      const trace = await traceOf(input, evidence);
      const max = maxRepeatedToolCalls(trace === void 0 ? [] : await trace.toolCalls());
      return {
        outputs: [
          { name: "efficient_tool_use", value: max <= maxRepeats },
          { name: "max_repeated_tool_calls", value: max }
        ]
      };
    }
  };
};

// src/trials/metrics/exact-match.ts
var EXACT_MATCH = "exact_match";
var optionsSchema2 = external_exports.object({
  reference_key: external_exports.string().min(1).default("expected"),
  case_sensitive: external_exports.boolean().default(true),
  strip: external_exports.boolean().default(true)
}).strict();
var exactMatchMetric = (options) => {
  const { reference_key: key, case_sensitive: caseSensitive, strip } = parseMetricOptions(EXACT_MATCH, optionsSchema2, options);
  const normalise = (text) => {
    const stripped = strip ? pyStrip(text) : text;
    return caseSensitive ? stripped : pyLower(stripped);
  };
  return {
    type: EXACT_MATCH,
    version: "1",
    outputSpec: () => [MetricOutputSpec.continuousScore("score", `1.0 when the answer equals reference.${key}, else 0.0`)],
    computeScores: (input) => {
      const reference = input.row.data.reference;
      if (!Object.hasOwn(reference, key)) return Promise.reject(new Error(`${EXACT_MATCH}: the trial's reference has no '${key}'`));
      const expected = normalise(pyStr(reference[key]));
      const answer = normalise(input.candidate.outputText ?? "");
      return Promise.resolve({ outputs: [{ name: "score", value: answer === expected ? 1 : 0 }] });
    }
  };
};

// src/trials/metrics/keyword-match.ts
var KEYWORD_MATCH = "keyword_match";
var optionsSchema3 = external_exports.object({ reference_key: external_exports.string().min(1).default("expected") }).strict();
var keywordMatchMetric = (options) => {
  const { reference_key: key } = parseMetricOptions(KEYWORD_MATCH, optionsSchema3, options);
  return {
    type: KEYWORD_MATCH,
    version: "1",
    outputSpec: () => [MetricOutputSpec.continuousScore("score", `1.0 when reference.${key} occurs in the answer (case-insensitive), else 0.0`)],
    computeScores: (input) => {
      const reference = input.row.data.reference;
      const expected = pyLower(pyStr(Object.hasOwn(reference, key) ? reference[key] : ""));
      const answer = pyLower(input.candidate.outputText ?? "");
      return Promise.resolve({ outputs: [{ name: "score", value: expected !== "" && pyContains(answer, expected) ? 1 : 0 }] });
    }
  };
};

// raw-text:templates/trials/llm_judge_system.njk
var llm_judge_system_default = "You are an impartial evaluator of an AI agent's work on one task. Judge only what the material in front of you shows, apply the criteria as written, and put your whole reply in the `answer` field of the structured output, in exactly the format the request describes.\n";

// raw-text:templates/trials/llm_judge_user.njk
var llm_judge_user_default = `Evaluate one attempt by an AI agent at a task.
{% if criteria %}
What to judge:
{{ criteria }}
{% endif %}
Task given to the agent:
{{ instruction if instruction else "(no instruction recorded)" }}
{% if reference_text %}
Reference (known to be correct; the agent did not see it):
{{ reference_text }}
{% endif %}
The agent's final answer:
{{ output_text if output_text else "(the agent gave no answer)" }}
{% if trace_text %}
The agent's trajectory (ATIF steps):
{{ trace_text }}
{% endif %}
Scores to give:
{% for score in scores -%}
- {{ score.name }}{% if score.description %}: {{ score.description }}{% endif %}
{% if score.kind == "range" %}  a number from {{ score.minimum }} to {{ score.maximum }}
{% else %}  one of these labels:
{% for level in score.rubric %}    {{ level.label }}{% if level.description %} \u2014 {{ level.description }}{% endif %}
{% endfor %}{% endif %}{% endfor %}
How to write your answer:
{% if json_example %}- {{ "Include" if regex_scores.length else "Reply with" }} one JSON object{{ "" if regex_scores.length else " and nothing else" }}, shaped like this with each placeholder replaced by your value: {{ json_example }}
{% endif %}{% for score in regex_scores %}- For {{ score.name }}, write {{ score.hint if score.hint else "a line" }} that the regular expression {{ score.pattern }} matches{% if score.has_group %} (its first group is read as the value){% endif %}.
{% endfor %}`;

// src/trials/metrics/llm-judge.ts
var LLM_JUDGE = "llm_judge";
var LLM_JUDGE_NAMESPACE = "nemo.llm_judge";
var LLM_JUDGE_DEFAULT_MAX_TOKENS = 1024;
var LLM_JUDGE_OUTPUT_NAME = "LLMJudgeAnswer";
var OUTPUT_DESCRIPTION = "Your whole reply to the evaluation request, as text in the format the request describes.";
var LLM_JUDGE_OUTPUT_SCHEMA = {
  type: "object",
  properties: { answer: { type: "string", description: "The complete reply, in exactly the requested format." } },
  required: ["answer"],
  additionalProperties: false
};
var jsonParserSchema = external_exports.object({ type: external_exports.literal("json"), json_path: external_exports.string().min(1) }).strict();
var regexParserSchema = external_exports.object({
  type: external_exports.literal("regex"),
  pattern: external_exports.string().min(1),
  /** How the prompt describes the expected line, e.g. `SCORE: <1-5>`. */
  hint: external_exports.string().min(1).optional()
}).strict().superRefine((parser, context) => {
  try {
    pyPattern(parser.pattern);
  } catch (error) {
    const what = error instanceof PyRegexError ? `re.error: ${error.message}` : error instanceof PyError ? `${error.pyType}: ${error.message}` : error.message;
    context.addIssue({ code: "custom", path: ["pattern"], message: `not a valid Python regular expression: ${what}` });
  }
});
var parserSchema = external_exports.union([jsonParserSchema, regexParserSchema]);
var pyPatterns = /* @__PURE__ */ new Map();
function pyPattern(source) {
  let pattern = pyPatterns.get(source);
  if (pattern === void 0) {
    pattern = compilePyRegex(source);
    if (pyPatterns.size >= 256) pyPatterns.clear();
    pyPatterns.set(source, pattern);
  }
  return pattern;
}
var scoreName = external_exports.string().min(1).refine((name) => !name.endsWith(".label"), { message: "a score name must not end in '.label' (that output is added for rubric scores)" });
var rangeScoreSchema = external_exports.object({
  name: scoreName,
  description: external_exports.string().optional(),
  minimum: external_exports.number(),
  maximum: external_exports.number(),
  parser: parserSchema
}).strict().refine((score) => score.minimum < score.maximum, { message: "minimum must be below maximum", path: ["maximum"] });
var rubricLevelSchema = external_exports.object({ label: external_exports.string().min(1), value: external_exports.number(), description: external_exports.string().optional() }).strict();
var rubricScoreSchema = external_exports.object({
  name: scoreName,
  description: external_exports.string().optional(),
  rubric: external_exports.array(rubricLevelSchema).min(1),
  parser: parserSchema
}).strict().refine((score) => new Set(score.rubric.map((l) => l.label)).size === score.rubric.length, { message: "rubric labels must be unique", path: ["rubric"] });
var scoreSchema = external_exports.union([rubricScoreSchema, rangeScoreSchema]);
var optionsSchema4 = external_exports.object({
  scores: external_exports.array(scoreSchema).min(1).refine((scores) => new Set(scores.map((s) => s.name)).size === scores.length, { message: "score names must be unique" }),
  criteria: external_exports.string().optional(),
  prompt_template: external_exports.string().min(1).optional(),
  include_trace: external_exports.union([external_exports.boolean(), external_exports.string().min(1)]).default(false),
  max_tokens: external_exports.number().int().positive().optional(),
  ignore_request_failure: external_exports.boolean().default(false)
}).strict();
function isRubric(score) {
  return "rubric" in score;
}
var LlmJudgeParseError = class extends Error {
  name = "LlmJudgeParseError";
};
function quoteAnswer(answer) {
  const flat = answer.replace(/\s+/g, " ").trim();
  return JSON.stringify(flat.length > 200 ? `${flat.slice(0, 199)}\u2026` : flat);
}
function firstJsonObject(text) {
  const start2 = text.indexOf("{");
  if (start2 < 0) return void 0;
  let depth = 0;
  let inString = false;
  for (let i = start2; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return text.slice(start2, i + 1);
  }
  return void 0;
}
function readAnswerJson(answer) {
  const candidates = [pyStrip(answer)];
  const fenced = /```(?:json)?\s*\n?([\s\S]*?)```/i.exec(answer)?.[1];
  if (fenced !== void 0) candidates.push(pyStrip(fenced));
  const object = firstJsonObject(answer);
  if (object !== void 0) candidates.push(object);
  let firstError;
  for (const candidate of candidates) {
    try {
      return { ok: true, value: pyJsonToJs(pyJsonLoads(candidate)) };
    } catch (error) {
      firstError ??= error.message;
    }
  }
  return { ok: false, error: firstError ?? "" };
}
function parseAnswer(parser, answer) {
  if (parser.type === "json") {
    const json = readAnswerJson(answer);
    if (!json.ok) return { ok: false, reason: `is not JSON (json.loads: ${json.error})` };
    let value = json.value;
    for (const key of parser.json_path.split(".")) {
      if (value === null || typeof value !== "object" || Array.isArray(value) || value instanceof PyFloat || !Object.hasOwn(value, key)) {
        return { ok: false, reason: `has no '${parser.json_path}'` };
      }
      value = value[key];
    }
    return { ok: true, value };
  }
  const pattern = pyPattern(parser.pattern);
  const match = pattern.search(answer);
  if (match === null) return { ok: false, reason: `does not match /${parser.pattern}/` };
  return { ok: true, value: pattern.groups > 0 ? match.groups[0] ?? "" : match.match };
}
function levelEquals(level, raw) {
  if (typeof raw === "number") return level === raw;
  if (raw instanceof PyFloat) return level === raw.value;
  if (typeof raw === "bigint") return Number.isInteger(level) && BigInt(level) === raw;
  return false;
}
function scoreOutputs(score, answer) {
  const parsed = parseAnswer(score.parser, answer);
  const where = `${LLM_JUDGE}: score '${score.name}'`;
  if (!parsed.ok) throw new LlmJudgeParseError(`${where}: the judge's answer ${parsed.reason}: ${quoteAnswer(answer)}`);
  const raw = parsed.value;
  if (isRubric(score)) {
    const level = typeof raw === "number" || typeof raw === "bigint" || raw instanceof PyFloat ? score.rubric.find((l) => levelEquals(l.value, raw)) : typeof raw === "string" ? score.rubric.find((l) => l.label === raw) ?? score.rubric.find((l) => pyLower(l.label) === pyLower(pyStrip(raw))) : void 0;
    if (level === void 0) {
      const labels = score.rubric.map((l) => l.label).join(", ");
      throw new LlmJudgeParseError(`${where}: the judge chose ${pyRepr(raw)}, which is not one of the rubric's labels (${labels}): ${quoteAnswer(answer)}`);
    }
    return [
      { name: score.name, value: level.value },
      { name: `${score.name}.label`, value: level.label }
    ];
  }
  let value;
  try {
    if (typeof raw !== "number" && typeof raw !== "bigint" && !(raw instanceof PyFloat) && typeof raw !== "string") throw new Error("not a number");
    value = laxFloat(raw, "RangeScore", score.name);
  } catch {
    throw new LlmJudgeParseError(`${where}: the judge's value ${pyRepr(raw)} is not a number: ${quoteAnswer(answer)}`);
  }
  if (!(value >= score.minimum && value <= score.maximum)) {
    throw new LlmJudgeParseError(`${where}: the judge's value ${pyFloatRepr(value)} is outside ${pyStr(score.minimum)}..${pyStr(score.maximum)}: ${quoteAnswer(answer)}`);
  }
  return [{ name: score.name, value }];
}
function failedOutputs(scores) {
  return scores.flatMap((score) => isRubric(score) ? [{ name: score.name, value: NaN }, { name: `${score.name}.label`, value: "" }] : [{ name: score.name, value: NaN }]);
}
function jsonExample(scores) {
  const example = {};
  let any = false;
  for (const score of scores) {
    if (score.parser.type !== "json") continue;
    any = true;
    const keys = score.parser.json_path.split(".");
    let target = example;
    for (const key of keys.slice(0, -1)) {
      const next = ownValue(target, key);
      if (next === void 0 || next === null || typeof next !== "object") defineOwn(target, key, {});
      target = ownValue(target, key);
    }
    const placeholder = isRubric(score) ? `<one of: ${score.rubric.map((l) => l.label).join(", ")}>` : `<number from ${pyStr(score.minimum)} to ${pyStr(score.maximum)}>`;
    defineOwn(target, keys[keys.length - 1], placeholder);
  }
  return any ? JSON.stringify(example) : "";
}
function referenceText(reference) {
  return Object.entries(reference).map(([key, value]) => `${key}: ${typeof value === "string" ? value : jsonStringify(value)}`).join("\n");
}
function messageText(message) {
  if (typeof message === "string") return message;
  return message.map((part) => part !== null && typeof part === "object" && typeof part.text === "string" ? part.text : "[part]").join("\n");
}
function traceText(steps) {
  const lines = [];
  steps.forEach((step, index) => {
    const message = messageText(step.message);
    lines.push(`Step ${index + 1} [${step.source}]${message === "" ? "" : `: ${message}`}`);
    for (const call of step.tool_calls ?? []) lines.push(`  tool call: ${formatToolCall({ function_name: call.function_name, arguments: call.arguments })}`);
  });
  return lines.join("\n");
}
var llmJudgeMetric = (options, context) => {
  const parsed = parseMetricOptions(LLM_JUDGE, optionsSchema4, options);
  const { scores } = parsed;
  const template = parsed.prompt_template === void 0 ? { name: "trials/llm_judge_user.njk", source: llm_judge_user_default } : { name: `${LLM_JUDGE} prompt_template`, source: parsed.prompt_template };
  const templateVersion = templateVersionOf([llm_judge_system_default, template.source, LLM_JUDGE_OUTPUT_NAME, LLM_JUDGE_OUTPUT_SCHEMA]);
  const traceName = parsed.include_trace === false ? void 0 : parsed.include_trace === true ? "trace" : parsed.include_trace;
  const promptScores = scores.map((score) => ({
    name: score.name,
    description: score.description ?? "",
    kind: isRubric(score) ? "rubric" : "range",
    ...isRubric(score) ? { rubric: score.rubric.map((l) => ({ label: l.label, description: l.description ?? "" })) } : { minimum: pyStr(score.minimum), maximum: pyStr(score.maximum) }
  }));
  const regexScores = scores.flatMap(
    (score) => score.parser.type === "regex" ? [{ name: score.name, pattern: score.parser.pattern, hint: score.parser.hint ?? "", has_group: pyPattern(score.parser.pattern).groups > 0 }] : []
  );
  const example = jsonExample(scores);
  const requireJudge = () => {
    if (context.judge === void 0 || context.judgeIdentity === void 0) throw new Error(`${LLM_JUDGE} ${NEEDS_A_JUDGE}`);
    return { judge: context.judge, identity: context.judgeIdentity };
  };
  const request = async (input) => {
    const { identity } = requireJudge();
    const data = input.row.data;
    const outputText = input.candidate.outputText ?? "";
    let trace = "";
    if (traceName !== void 0) {
      const handle = await traceOf(input, traceName);
      trace = handle === void 0 ? "" : traceText(await handle.steps());
    }
    const instruction = data.inputs.instruction;
    const variables = {
      item: data,
      sample: { output_text: outputText, response: input.candidate.response ?? null, metadata: input.candidate.metadata },
      inputs: data.inputs,
      reference: data.reference,
      output_text: outputText,
      instruction: typeof instruction === "string" ? instruction : instruction === void 0 ? "" : jsonStringify(instruction),
      criteria: parsed.criteria ?? "",
      reference_text: referenceText(data.reference),
      trace_text: trace,
      scores: promptScores,
      json_example: example,
      regex_scores: regexScores
    };
    const settings = { max_tokens: LLM_JUDGE_DEFAULT_MAX_TOKENS, ...identity.settings, ...parsed.max_tokens === void 0 ? {} : { max_tokens: parsed.max_tokens } };
    return {
      metric: LLM_JUDGE_NAMESPACE,
      system: renderTemplate(llm_judge_system_default, {}, { name: "trials/llm_judge_system.njk", strip: true }),
      user: renderTemplate(template.source, variables, { name: template.name, strip: true }),
      outputName: LLM_JUDGE_OUTPUT_NAME,
      outputDescription: OUTPUT_DESCRIPTION,
      outputSchema: LLM_JUDGE_OUTPUT_SCHEMA,
      model: identity.model,
      provider: identity.provider,
      settings,
      replica: 1,
      templateVersion
    };
  };
  return {
    type: LLM_JUDGE,
    version: "1",
    request,
    outputSpec: () => scores.flatMap((score) => [
      MetricOutputSpec.continuousScore(score.name, score.description),
      ...isRubric(score) ? [MetricOutputSpec.label(`${score.name}.label`, `the rubric level chosen for ${score.name}`)] : []
    ]),
    computeScores: async (input) => {
      const { judge } = requireJudge();
      const judgeRequest = await request(input);
      let answer;
      try {
        const response = await judge.call(judgeRequest, { validate: answerIssue });
        answer = response.output.answer;
      } catch (error) {
        if (!parsed.ignore_request_failure || isFatalJudgeError(error)) throw error;
        return { outputs: failedOutputs(scores) };
      }
      const parse = () => scores.flatMap((score) => scoreOutputs(score, answer));
      const bound = regexScores.length === 0 ? void 0 : context.bound;
      return { outputs: bound === void 0 ? parse() : await bound.call(`the regex parser of metric '${LLM_JUDGE}' on trial '${input.row.data.trial.id}'`, parse) };
    }
  };
};
function answerIssue(output) {
  if (output === null || typeof output !== "object" || Array.isArray(output)) return "the structured output must be a JSON object {answer}";
  const answer = output.answer;
  return typeof answer === "string" ? void 0 : "answer: must be a string";
}

// src/trials/metrics/token-usage.ts
var TOKEN_USAGE = "token_usage";
var optionsSchema5 = external_exports.object({ evidence: traceEvidenceOption }).strict();
var tokenUsageMetric = (options) => {
  const { evidence } = parseMetricOptions(TOKEN_USAGE, optionsSchema5, options);
  return {
    type: TOKEN_USAGE,
    version: "1",
    outputSpec: () => [
      MetricOutputSpec.continuousScore("completion_tokens", "generated tokens (reasoning and tool calls included)"),
      MetricOutputSpec.continuousScore("prompt_tokens", "input tokens, cached ones included"),
      MetricOutputSpec.continuousScore("total_tokens", "prompt_tokens + completion_tokens")
    ],
    computeScores: async (input) => {
      const trace = await traceOf(input, evidence);
      const usage = trace === void 0 ? void 0 : await trace.tokenUsage();
      const prompt = usage?.total_prompt_tokens ?? NaN;
      const completion = usage?.total_completion_tokens ?? NaN;
      return {
        outputs: [
          { name: "completion_tokens", value: completion },
          { name: "prompt_tokens", value: prompt },
          { name: "total_tokens", value: prompt + completion }
        ]
      };
    }
  };
};

// src/trials/metrics/tool-call-count.ts
var TOOL_CALL_COUNT = "tool_call_count";
var optionsSchema6 = external_exports.object({ evidence: traceEvidenceOption, tool: external_exports.string().min(1).optional() }).strict();
var toolCallCountMetric = (options) => {
  const { evidence, tool } = parseMetricOptions(TOOL_CALL_COUNT, optionsSchema6, options);
  return {
    type: TOOL_CALL_COUNT,
    version: "1",
    outputSpec: () => [MetricOutputSpec.discreteScore("count", tool === void 0 ? "tool calls in the trace" : `calls of ${tool} in the trace`)],
    computeScores: async (input) => {
      const trace = await traceOf(input, evidence);
      const calls = trace === void 0 ? [] : await trace.toolCalls();
      const count = tool === void 0 ? calls.length : calls.filter((call) => call.function_name === tool).length;
      return { outputs: [{ name: "count", value: count }] };
    }
  };
};

// src/core/py-splitlines.ts
var LINE_BREAK = /\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/;
var LINE_WITH_END = /[^\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]*(?:\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029])?/g;
function splitLines(text) {
  if (text === "") return [];
  const lines = text.split(LINE_BREAK);
  if (LINE_BREAK.test(text.slice(-1))) lines.pop();
  return lines;
}
function splitLinesKeepEnds(text) {
  const lines = [];
  for (const match of text.matchAll(LINE_WITH_END)) if (match[0] !== "") lines.push(match[0]);
  return lines;
}

// src/trials/metrics/verifier.ts
function outputTail(stdout, stderr, lines) {
  return [...splitLines(stdout).slice(-lines), ...splitLines(stderr).slice(-lines)].join("\n");
}
var VERIFIER = "verifier";
var DEFAULT_VERIFIER_TIMEOUT_S = 120;
var optionsSchema7 = external_exports.object({
  command: external_exports.union([external_exports.string().min(1), external_exports.array(external_exports.string()).min(1)]),
  timeout_s: external_exports.number().positive().default(DEFAULT_VERIFIER_TIMEOUT_S),
  expected_exit_code: external_exports.number().int().default(0),
  evidence: external_exports.string().min(1).default(EVIDENCE_FINAL_STATE),
  cwd: external_exports.string().min(1).optional(),
  overlay_files: ownKeysRecord(external_exports.string(), external_exports.string()).optional(),
  output_lines: external_exports.number().int().min(1).optional()
}).strict();
var verifierMetric = (options) => {
  const parsed = parseMetricOptions(VERIFIER, optionsSchema7, options);
  const argv = typeof parsed.command === "string" ? ["sh", "-c", parsed.command] : parsed.command;
  const runOptions = {
    timeoutMs: parsed.timeout_s * 1e3,
    ...parsed.cwd === void 0 ? {} : { cwd: parsed.cwd },
    ...parsed.overlay_files === void 0 ? {} : { overlayFiles: parsed.overlay_files }
  };
  return {
    type: VERIFIER,
    version: "1",
    outputSpec: () => [
      MetricOutputSpec.discreteScore("exit_code", "the command's exit code (-1 on timeout)"),
      MetricOutputSpec.continuousScore("score", `1.0 when the command exits with ${parsed.expected_exit_code} in time, else 0.0`),
      MetricOutputSpec.boolean("timed_out", `the command ran longer than ${parsed.timeout_s} s`),
      ...parsed.output_lines === void 0 ? [] : [MetricOutputSpec.label("output", `the last ${parsed.output_lines} lines of stdout, then of stderr`)]
    ],
    computeScores: async (input) => {
      const evidence = input.candidate.evidence;
      if (evidence === null) throw new Error(`${VERIFIER}: the trial has no evidence (needs '${parsed.evidence}')`);
      const snapshot = await evidence.filesystem(parsed.evidence);
      const result = await snapshot.runVerifier(argv, runOptions);
      const passed = !result.timedOut && result.exitCode === parsed.expected_exit_code;
      return {
        outputs: [
          { name: "exit_code", value: result.exitCode },
          { name: "score", value: passed ? 1 : 0 },
          { name: "timed_out", value: result.timedOut },
          ...parsed.output_lines === void 0 ? [] : [{ name: "output", value: outputTail(result.stdout, result.stderr, parsed.output_lines) }]
        ]
      };
    }
  };
};

// src/trials/metrics/registry.ts
var TRIAL_METRIC_FACTORIES = {
  exact_match: exactMatchMetric,
  keyword_match: keywordMatchMetric,
  tool_call_count: toolCallCountMetric,
  efficient_tool_use: efficientToolUseMetric,
  token_usage: tokenUsageMetric,
  verifier: verifierMetric,
  llm_judge: llmJudgeMetric
};
var JUDGE_METRIC_TYPES = /* @__PURE__ */ new Set(["llm_judge"]);

// src/node/evidence/candidate-evidence.ts
import { existsSync as existsSync2, realpathSync as realpathSync2 } from "node:fs";
import path4 from "node:path";

// src/node/evidence/filesystem-evidence.ts
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { constants as osConstants, tmpdir } from "node:os";
import { copyFile, lstat, mkdir, mkdtemp, readFile, readdir, readlink, realpath, rm, stat, symlink, writeFile } from "node:fs/promises";
import path2 from "node:path";

// src/core/py-difflib.ts
var SequenceMatcher = class {
  constructor(a, b) {
    this.a = a;
    this.b = b;
    b.forEach((element, index) => {
      const indexes = this.b2j.get(element);
      if (indexes === void 0) this.b2j.set(element, [index]);
      else indexes.push(index);
    });
    if (b.length >= 200) {
      const ntest = Math.floor(b.length / 100) + 1;
      for (const [element, indexes] of [...this.b2j]) if (indexes.length > ntest) this.b2j.delete(element);
    }
  }
  a;
  b;
  b2j = /* @__PURE__ */ new Map();
  findLongestMatch(alo, ahi, blo, bhi) {
    const { a, b, b2j } = this;
    let besti = alo;
    let bestj = blo;
    let bestsize = 0;
    let j2len = /* @__PURE__ */ new Map();
    for (let i = alo; i < ahi; i++) {
      const newj2len = /* @__PURE__ */ new Map();
      for (const j of b2j.get(a[i]) ?? []) {
        if (j < blo) continue;
        if (j >= bhi) break;
        const k = (j2len.get(j - 1) ?? 0) + 1;
        newj2len.set(j, k);
        if (k > bestsize) {
          besti = i - k + 1;
          bestj = j - k + 1;
          bestsize = k;
        }
      }
      j2len = newj2len;
    }
    while (besti > alo && bestj > blo && a[besti - 1] === b[bestj - 1]) {
      besti--;
      bestj--;
      bestsize++;
    }
    while (besti + bestsize < ahi && bestj + bestsize < bhi && a[besti + bestsize] === b[bestj + bestsize]) bestsize++;
    return [besti, bestj, bestsize];
  }
  matchingBlocks() {
    const la = this.a.length;
    const lb = this.b.length;
    const queue = [[0, la, 0, lb]];
    const blocks = [];
    while (queue.length > 0) {
      const [alo, ahi, blo, bhi] = queue.pop();
      const match = this.findLongestMatch(alo, ahi, blo, bhi);
      const [i, j, k] = match;
      if (k > 0) {
        blocks.push(match);
        if (alo < i && blo < j) queue.push([alo, i, blo, j]);
        if (i + k < ahi && j + k < bhi) queue.push([i + k, ahi, j + k, bhi]);
      }
    }
    blocks.sort((x, y) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2]);
    const collapsed = [];
    let [i1, j1, k1] = [0, 0, 0];
    for (const [i2, j2, k2] of blocks) {
      if (i1 + k1 === i2 && j1 + k1 === j2) k1 += k2;
      else {
        if (k1 > 0) collapsed.push([i1, j1, k1]);
        [i1, j1, k1] = [i2, j2, k2];
      }
    }
    if (k1 > 0) collapsed.push([i1, j1, k1]);
    collapsed.push([la, lb, 0]);
    return collapsed;
  }
  opcodes() {
    let i = 0;
    let j = 0;
    const answer = [];
    for (const [ai, bj, size] of this.matchingBlocks()) {
      const tag = i < ai && j < bj ? "replace" : i < ai ? "delete" : j < bj ? "insert" : "";
      if (tag !== "") answer.push([tag, i, ai, j, bj]);
      i = ai + size;
      j = bj + size;
      if (size > 0) answer.push(["equal", ai, i, bj, j]);
    }
    return answer;
  }
  groupedOpcodes(n) {
    const codes = this.opcodes();
    if (codes.length === 0) codes.push(["equal", 0, 1, 0, 1]);
    const first = codes[0];
    if (first[0] === "equal") codes[0] = ["equal", Math.max(first[1], first[2] - n), first[2], Math.max(first[3], first[4] - n), first[4]];
    const last = codes[codes.length - 1];
    if (last[0] === "equal") codes[codes.length - 1] = ["equal", last[1], Math.min(last[2], last[1] + n), last[3], Math.min(last[4], last[3] + n)];
    const groups = [];
    let group = [];
    for (const code of codes) {
      const [tag, , i2, , j2] = code;
      let [, i1, , j1] = code;
      if (tag === "equal" && i2 - i1 > n + n) {
        group.push([tag, i1, Math.min(i2, i1 + n), j1, Math.min(j2, j1 + n)]);
        groups.push(group);
        group = [];
        i1 = Math.max(i1, i2 - n);
        j1 = Math.max(j1, j2 - n);
      }
      group.push([tag, i1, i2, j1, j2]);
    }
    if (group.length > 0 && !(group.length === 1 && group[0][0] === "equal")) groups.push(group);
    return groups;
  }
};
function formatRange(start2, stop) {
  let beginning = start2 + 1;
  const length = stop - start2;
  if (length === 1) return `${beginning}`;
  if (length === 0) beginning -= 1;
  return `${beginning},${length}`;
}
function pyUnifiedDiff(a, b, fromFile, toFile, context = 3, lineTerm = "\n") {
  const out = [];
  for (const group of new SequenceMatcher(a, b).groupedOpcodes(context)) {
    if (out.length === 0) out.push(`--- ${fromFile}${lineTerm}`, `+++ ${toFile}${lineTerm}`);
    const first = group[0];
    const last = group[group.length - 1];
    out.push(`@@ -${formatRange(first[1], last[2])} +${formatRange(first[3], last[4])} @@${lineTerm}`);
    for (const [tag, i1, i2, j1, j2] of group) {
      if (tag === "equal") {
        for (const line of a.slice(i1, i2)) out.push(` ${line}`);
        continue;
      }
      if (tag === "replace" || tag === "delete") for (const line of a.slice(i1, i2)) out.push(`-${line}`);
      if (tag === "replace" || tag === "insert") for (const line of b.slice(j1, j2)) out.push(`+${line}`);
    }
  }
  return out;
}

// src/core/py-fnmatch.ts
function literal(char) {
  return `\\u{${char.codePointAt(0).toString(16)}}`;
}
function literals(text) {
  return [...text].map(literal).join("");
}
function translateSet(pat, start2, end) {
  let i = start2;
  const chunks = [];
  const raw = pat.slice(start2, end);
  if (!raw.includes("-")) chunks.push(raw);
  else {
    let k = pat[i] === "!" ? i + 2 : i + 1;
    for (; ; ) {
      k = pat.indexOf("-", k);
      if (k < 0 || k >= end) break;
      chunks.push(pat.slice(i, k));
      i = k + 1;
      k = k + 3;
    }
    const chunk = pat.slice(i, end);
    if (chunk !== "") chunks.push(chunk);
    else chunks[chunks.length - 1] += "-";
    for (let k2 = chunks.length - 1; k2 > 0; k2--) {
      const before = chunks[k2 - 1];
      const after = chunks[k2];
      if (before.slice(-1) > after.charAt(0)) {
        chunks[k2 - 1] = before.slice(0, -1) + after.slice(1);
        chunks.splice(k2, 1);
      }
    }
  }
  const stuff = chunks.join("-");
  if (stuff === "") return "(?!)";
  if (stuff === "!") return ".";
  const negate = stuff.startsWith("!");
  if (negate) chunks[0] = chunks[0].slice(1);
  return `[${negate ? "^" : ""}${chunks.map(literals).join("-")}]`;
}
var STAR = /* @__PURE__ */ Symbol("star");
function translate(pat) {
  const inp = [];
  let i = 0;
  const n = pat.length;
  while (i < n) {
    const c = pat.charAt(i);
    i++;
    if (c === "*") {
      if (inp[inp.length - 1] !== STAR) inp.push(STAR);
    } else if (c === "?") {
      inp.push(".");
    } else if (c === "[") {
      let j = i;
      if (j < n && pat[j] === "!") j++;
      if (j < n && pat[j] === "]") j++;
      while (j < n && pat[j] !== "]") j++;
      if (j >= n) inp.push(literal("["));
      else {
        inp.push(translateSet(pat, i, j));
        i = j + 1;
      }
    } else {
      const point = pat.codePointAt(i - 1);
      if (point > 65535) i++;
      inp.push(literal(String.fromCodePoint(point)));
    }
  }
  const out = [];
  let k = 0;
  while (k < inp.length && inp[k] !== STAR) out.push(inp[k++]);
  let group = 0;
  while (k < inp.length) {
    k++;
    if (k === inp.length) {
      out.push(".*");
      break;
    }
    const fixed = [];
    while (k < inp.length && inp[k] !== STAR) fixed.push(inp[k++]);
    if (k === inp.length) out.push(".*", ...fixed);
    else {
      group += 1;
      out.push(`(?=(.*?${fixed.join("")}))\\${group}`);
    }
  }
  return out.join("");
}
function compileFnmatch(pat) {
  const regex = new RegExp(`^(?:${translate(pat)})$`, "su");
  return (name) => regex.test(name);
}
function isWildcardPattern(pat) {
  return pat.includes("*") || pat.includes("?") || pat.includes("[");
}

// src/node/evidence/paths.ts
import { existsSync, lstatSync, readlinkSync, realpathSync } from "node:fs";
import path from "node:path";
var EvidencePathError = class extends Error {
  name = "EvidencePathError";
};
function isInside(root, candidate) {
  const relative2 = path.relative(root, candidate);
  return relative2 === "" || !relative2.startsWith("..") && !path.isAbsolute(relative2);
}
function resolveRoot(dir, label) {
  if (!existsSync(dir)) throw new EvidencePathError(`${label}: directory ${dir} does not exist`);
  return realpathSync(dir);
}
function pyRealpath(file) {
  const seen = /* @__PURE__ */ new Map();
  function join(base, rest) {
    let current = base;
    let remaining = rest;
    if (remaining.startsWith("/")) {
      remaining = remaining.slice(1);
      current = "/";
    }
    while (remaining !== "") {
      const slash = remaining.indexOf("/");
      const name = slash < 0 ? remaining : remaining.slice(0, slash);
      remaining = slash < 0 ? "" : remaining.slice(slash + 1);
      if (name === "" || name === ".") continue;
      if (name === "..") {
        current = path.dirname(current);
        continue;
      }
      const next = path.join(current, name);
      let link;
      try {
        link = lstatSync(next).isSymbolicLink();
      } catch {
        link = false;
      }
      if (!link) {
        current = next;
        continue;
      }
      if (seen.has(next)) {
        const known = seen.get(next);
        if (known !== null && known !== void 0) {
          current = known;
          continue;
        }
        return [path.join(next, remaining), false];
      }
      seen.set(next, null);
      const [resolved2, ok2] = join(current, readlinkSync(next));
      if (!ok2) return [path.join(resolved2, remaining), false];
      seen.set(next, resolved2);
      current = resolved2;
    }
    return [current, true];
  }
  const [resolved, ok] = join("/", path.isAbsolute(file) ? file : `${process.cwd()}/${file}`);
  return ok ? resolved : void 0;
}
function resolveInside(root, relative2, label) {
  if (typeof relative2 !== "string" || relative2 === "") throw new EvidencePathError(`${label}: an empty path`);
  if (relative2.includes("\0")) throw new EvidencePathError(`${label}: path ${JSON.stringify(relative2)} contains a NUL byte`);
  if (path.isAbsolute(relative2) || path.win32.isAbsolute(relative2)) {
    throw new EvidencePathError(`${label}: path ${JSON.stringify(relative2)} is absolute; evidence paths are relative to the snapshot`);
  }
  const real = pyRealpath(`${root}/${relative2}`);
  if (real === void 0) throw new EvidencePathError(`${label}: path ${JSON.stringify(relative2)} is a symlink loop`);
  if (isInside(root, real)) return real;
  if (!isInside(root, path.resolve(root, relative2))) throw new EvidencePathError(`${label}: path ${JSON.stringify(relative2)} escapes the snapshot`);
  throw new EvidencePathError(`${label}: path ${JSON.stringify(relative2)} leads outside the snapshot through a symlink`);
}
function refLocation(ref) {
  const colon = ref.indexOf(":");
  if (colon <= 0 || !/^[A-Za-z][A-Za-z0-9+.-]*$/.test(ref.slice(0, colon))) return { local: ref };
  const scheme = ref.slice(0, colon).toLowerCase();
  let rest = ref.slice(colon + 1);
  if (scheme.length === 1 && /^[\\/]/.test(rest)) return { local: ref };
  if (scheme !== "file") return { scheme };
  if (rest.startsWith("//")) {
    const end = rest.slice(2).search(/[/?#]/);
    rest = end < 0 ? "" : rest.slice(2 + end);
  }
  const cut = rest.search(/[?#]/);
  const pathPart = cut < 0 ? rest : rest.slice(0, cut);
  try {
    return { local: decodeURIComponent(pathPart) };
  } catch {
    return { local: pathPart };
  }
}

// src/node/evidence/filesystem-evidence.ts
var DEFAULT_VERIFIER_TIMEOUT_MS = DEFAULT_VERIFIER_TIMEOUT_S * 1e3;
var MAX_VERIFIER_OUTPUT_BYTES = 4 * 1024 * 1024;
var SECRET_NAME = /(^|_)(API_?KEY|KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIALS?)$/i;
function verifierEnvironment(env) {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !SECRET_NAME.test(name)));
}
var decoder = new TextDecoder("utf-8", { fatal: true });
var bomKeepingDecoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
function decodeUtf8(bytes, label) {
  try {
    return decoder.decode(bytes);
  } catch {
    throw new Error(`${label}: not valid UTF-8`);
  }
}
function pyReadText(bytes, label) {
  let text;
  try {
    text = bomKeepingDecoder.decode(bytes);
  } catch {
    throw new Error(`${label}: not valid UTF-8`);
  }
  return text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text;
}
function readProblem(error, file) {
  if (error.cause?.code === "ENOENT") return "no such file";
  const message = error instanceof Error ? error.message : String(error);
  return message.startsWith(`${file}: cannot read it: `) ? message.slice(`${file}: cannot read it: `.length) : message;
}
function posix(relative2) {
  return relative2.split(path2.sep).join("/");
}
async function linkEscapes(root, link) {
  const target = await readlink(link);
  if (path2.isAbsolute(target)) return true;
  try {
    return !isInside(root, await realpath(link));
  } catch {
    return !isInside(root, path2.resolve(path2.dirname(link), target));
  }
}
async function walkFiles(root, links) {
  const found = [];
  async function visit(dir) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path2.join(dir, entry.name);
      if (entry.isDirectory()) await visit(full);
      else if (entry.isFile()) found.push(posix(path2.relative(root, full)));
      else if (entry.isSymbolicLink() && links === "inside" && !await linkEscapes(root, full)) {
        const target = await stat(full).catch(() => void 0);
        if (target?.isFile() === true) found.push(posix(path2.relative(root, full)));
      }
    }
  }
  await visit(root);
  return found.sort(compareCodePoints);
}
async function isDirectory(file) {
  return (await stat(file).catch(() => void 0))?.isDirectory() === true;
}
async function pyGlob(root, pattern, label) {
  if (pattern === "") throw new Error(`${label}: Unacceptable pattern: ''`);
  if (pattern.startsWith("/")) throw new Error(`${label}: Non-relative patterns are unsupported: ${JSON.stringify(pattern)}`);
  const parts = pattern.split("/").filter((part) => part !== "" && part !== ".");
  if (pattern.endsWith("/")) parts.push("");
  for (const part of parts) {
    if (part !== "**" && part.includes("**")) throw new Error(`${label}: Invalid pattern: '**' can only be an entire path component`);
  }
  const found = /* @__PURE__ */ new Set();
  const abs = (rel) => rel === "" ? root : `${root}/${rel}`;
  const child = (rel, name) => rel === "" ? name : `${rel}/${name}`;
  const entries = async (rel) => readdir(abs(rel), { withFileTypes: true }).catch((error) => {
    if (error.code === "EACCES" || error.code === "EPERM" || error.code === "ENOENT" || error.code === "ENOTDIR") return [];
    throw error;
  });
  async function select(index, rel, yielded) {
    const part = parts[index];
    if (part === void 0 || part === "") {
      yielded.add(rel);
      return;
    }
    const dirOnly = index + 1 < parts.length;
    if (part === "**") {
      const directories = [];
      const walk = async (dir) => {
        directories.push(dir);
        for (const entry of await entries(dir)) if (entry.isDirectory()) await walk(child(dir, entry.name));
      };
      await walk(rel);
      const unique = /* @__PURE__ */ new Set();
      for (const dir of directories) await select(index + 1, dir, unique);
      for (const p of unique) yielded.add(p);
    } else if (isWildcardPattern(part)) {
      const match = compileFnmatch(part);
      for (const entry of await entries(rel)) {
        if (dirOnly && !(entry.isDirectory() || entry.isSymbolicLink() && await isDirectory(abs(child(rel, entry.name))))) continue;
        if (match(entry.name)) await select(index + 1, child(rel, entry.name), yielded);
      }
    } else {
      const next = child(rel, part);
      const ok = dirOnly ? await isDirectory(abs(next)) : await stat(abs(next)).catch(() => void 0) !== void 0;
      if (ok) await select(index + 1, next, yielded);
    }
  }
  if (await isDirectory(root)) await select(0, "", found);
  return found;
}
async function copySnapshot(source, target) {
  async function visit(from, to) {
    for (const entry of await readdir(from, { withFileTypes: true })) {
      const src = path2.join(from, entry.name);
      const dst = path2.join(to, entry.name);
      if (entry.isDirectory()) {
        await mkdir(dst);
        await visit(src, dst);
      } else if (entry.isFile()) {
        await copyFile(src, dst);
      } else if (entry.isSymbolicLink()) {
        if (!await linkEscapes(source, src)) await symlink(await readlink(src), dst);
      }
    }
  }
  await visit(source, target);
}
function signalExitCode(signal) {
  const number = signal === null ? void 0 : osConstants.signals[signal];
  return number === void 0 ? -1 : -number;
}
function collect(into, chunk) {
  const room = MAX_VERIFIER_OUTPUT_BYTES - into.bytes;
  if (room <= 0) return;
  const kept = chunk.length > room ? chunk.subarray(0, room) : chunk;
  into.chunks.push(kept);
  into.bytes += kept.length;
}
function execute(argv, cwd, timeoutMs, label) {
  return new Promise((resolve, reject) => {
    const [file, ...args] = argv;
    const child = spawn(file, args, {
      cwd,
      detached: true,
      // its own process group, so a timeout kills everything it started
      stdio: ["ignore", "pipe", "pipe"],
      env: verifierEnvironment(process.env)
    });
    const stdout = { chunks: [], bytes: 0 };
    const stderr = { chunks: [], bytes: 0 };
    child.stdout.on("data", (chunk) => collect(stdout, chunk));
    child.stderr.on("data", (chunk) => collect(stderr, chunk));
    let done = false;
    let exited = false;
    const finish = (result) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(() => {
      if (done) return;
      const timedOut = { exitCode: -1, stdout: "", stderr: "", timedOut: true };
      try {
        if (child.pid !== void 0) process.kill(-child.pid, "SIGKILL");
      } catch {
      }
      if (exited) finish(timedOut);
      else child.once("exit", () => finish(timedOut));
    }, timeoutMs);
    child.once("exit", () => {
      exited = true;
    });
    child.once("error", (error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      reject(new Error(`${label}: cannot run ${JSON.stringify(file)}: ${error.message}`, { cause: error }));
    });
    child.once("close", (code, signal) => {
      finish({
        exitCode: code ?? signalExitCode(signal),
        stdout: Buffer.concat(stdout.chunks).toString("utf8"),
        stderr: Buffer.concat(stderr.chunks).toString("utf8"),
        timedOut: false
      });
    });
  });
}
async function sha256(file) {
  return createHash("sha256").update(await readFile(file)).digest("hex");
}
async function digests(root) {
  const files = await walkFiles(root, "never");
  const result = /* @__PURE__ */ new Map();
  for (const file of files) result.set(file, await sha256(path2.join(root, file)));
  return result;
}
async function sideText(snapshot, relativePath) {
  if (!await snapshot.exists(relativePath)) return "";
  const bytes = await snapshot.readBytes(relativePath);
  try {
    return pyReadText(bytes, relativePath);
  } catch {
    return void 0;
  }
}
var SnapshotDiff = class {
  constructor(entries) {
    this.entries = entries;
  }
  entries;
  changed(prefix, kinds) {
    return this.entries.filter((e) => (prefix === void 0 || prefix === null || e.path.startsWith(prefix)) && (kinds === void 0 || kinds === null || kinds.includes(e.changeType)));
  }
};
var LocalFilesystemEvidence = class _LocalFilesystemEvidence {
  constructor(root, label) {
    this.root = root;
    this.label = label;
  }
  root;
  label;
  /** Opens the snapshot at `dir`; an error naming `label` when it is not a directory. */
  static async open(dir, label) {
    const root = resolveRoot(dir, label);
    if (!(await stat(root)).isDirectory()) throw new EvidencePathError(`${label}: ${dir} is not a directory`);
    return new _LocalFilesystemEvidence(root, label);
  }
  /** The resolved absolute path of `relative` (refused when it leaves the snapshot). */
  path(relative2) {
    return resolveInside(this.root, relative2, this.label);
  }
  async exists(relativePath) {
    const file = this.path(relativePath);
    return await lstat(file).catch(() => void 0) !== void 0;
  }
  /** The file's text as Python's `Path.read_text(encoding="utf-8")` gives it (see pyReadText). */
  async readText(relativePath) {
    return pyReadText(await this.readBytes(relativePath), `${this.label}: ${relativePath}`);
  }
  /** The file's bytes (`read_bytes`). */
  async readBytes(relativePath) {
    const file = this.path(relativePath);
    return readRegularFile(file).catch((error) => {
      throw new Error(`${this.label}: cannot read ${JSON.stringify(relativePath)}: ${readProblem(error, file)}`, { cause: error });
    });
  }
  /**
   * `list_files(pattern="**\/*")`: the files matching the pathlib glob `pattern`, sorted relative
   * POSIX paths; links are listed when they lead to a file inside the snapshot, and nothing that
   * resolves outside it is listed.
   */
  async listFiles(pattern = "**/*") {
    if (pattern === "**/*") return walkFiles(this.root, "inside");
    const files = [];
    for (const rel of await pyGlob(this.root, pattern, this.label)) {
      const real = await realpath(this.root + (rel === "" ? "" : `/${rel}`)).catch(() => void 0);
      if (real === void 0 || !isInside(this.root, real)) continue;
      if ((await stat(real).catch(() => void 0))?.isFile() === true) files.push(rel);
    }
    return files.sort(compareCodePoints);
  }
  /**
   * `iter_paths(rel=".", recursive=false)`: the files, directories and links in the directory
   * `relativePath` (with `recursive`, at every depth, not descending through links), as sorted POSIX
   * paths relative to the snapshot; links that lead outside it are left out. A missing directory
   * lists nothing when recursive and is an error otherwise, as `rglob` and `iterdir` do.
   */
  async iterPaths(relativePath = ".", recursive = false) {
    const base = relativePath === "." || relativePath === "" ? this.root : this.path(relativePath);
    const prefix = posix(path2.relative(this.root, base));
    let found;
    if (recursive) {
      found = [...await pyGlob(base, "**/*", this.label)];
    } else {
      const list = await readdir(base).catch((error) => {
        throw new Error(`${this.label}: cannot list ${JSON.stringify(relativePath)}: ${error.code === "ENOENT" ? "no such directory" : error.code === "ENOTDIR" ? "not a directory" : error.message}`, { cause: error });
      });
      found = list;
    }
    const paths = [];
    for (const rel of found) {
      const full = path2.join(base, rel);
      if ((await lstat(full).catch(() => void 0))?.isSymbolicLink() === true && await linkEscapes(this.root, full)) continue;
      paths.push(prefix === "" ? rel : `${prefix}/${rel}`);
    }
    return paths.sort(compareCodePoints);
  }
  async runVerifier(command, options = {}) {
    if (!Array.isArray(command) || command.length === 0 || command.some((part) => typeof part !== "string") || command[0] === "") {
      throw new Error(`${this.label}: runVerifier needs a command as a non-empty list of strings (an argv; no shell), got ${JSON.stringify(command)}`);
    }
    const timeoutMs = options.timeoutMs ?? DEFAULT_VERIFIER_TIMEOUT_MS;
    if (!(Number.isFinite(timeoutMs) && timeoutMs > 0)) throw new Error(`${this.label}: timeoutMs must be a positive number, got ${timeoutMs}`);
    const copy = await realpath(await mkdtemp(path2.join(tmpdir(), "evidence-verify-")));
    try {
      await copySnapshot(this.root, copy);
      const where = `${this.label} (verifier copy)`;
      for (const [relative2, text] of Object.entries(options.overlayFiles ?? {})) {
        const file = resolveInside(copy, relative2, `${where} overlay file`);
        await makeDirectories(path2.dirname(file));
        await writeFile(file, text, "utf8");
      }
      const cwd = options.cwd === void 0 || options.cwd === "." ? copy : resolveInside(copy, options.cwd, `${where} cwd`);
      if ((await stat(cwd).catch(() => void 0))?.isDirectory() !== true) {
        throw new Error(`${this.label}: verifier cwd ${JSON.stringify(options.cwd)} is not a directory of the snapshot`);
      }
      return await execute(command, cwd, timeoutMs, this.label);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  }
  async unifiedDiff(other, relativePath, context = 3) {
    if (!Number.isInteger(context) || context < 0) throw new Error(`${this.label}: unifiedDiff needs a context of 0 or more whole lines, got ${context}`);
    const before = await sideText(this, relativePath);
    const after = await sideText(other, relativePath);
    if (before === void 0 || after === void 0 || before === after) return "";
    return pyUnifiedDiff(splitLinesKeepEnds(before), splitLinesKeepEnds(after), `a/${relativePath}`, `b/${relativePath}`, context).join("");
  }
  async diff(other) {
    const before = await digests(this.root);
    const after = await digests(other.root);
    const of = (changeType, paths) => paths.sort(compareCodePoints).map((p) => ({ path: p, changeType }));
    const added = [...after.keys()].filter((p) => !before.has(p));
    const deleted = [...before.keys()].filter((p) => !after.has(p));
    const modified = [...before.keys()].filter((p) => after.has(p) && after.get(p) !== before.get(p));
    return new SnapshotDiff([...of("added", added), ...of("deleted", deleted), ...of("modified", modified)]);
  }
};

// src/node/evidence/logs-evidence.ts
var DEFAULT_TAIL_LINES = 50;
var LocalLogsEvidence = class _LocalLogsEvidence {
  constructor(files, label) {
    this.files = files;
    this.label = label;
  }
  files;
  label;
  /** Opens the log directory `dir` (confined like a snapshot); an error naming `label` when it is not one. */
  static async open(dir, label) {
    return new _LocalLogsEvidence(await LocalFilesystemEvidence.open(dir, label), label);
  }
  listFiles() {
    return this.files.listFiles();
  }
  readText(file) {
    return this.files.readText(file);
  }
  async tail(file, lines = DEFAULT_TAIL_LINES) {
    if (!Number.isInteger(lines) || lines < 1) throw new Error(`${this.label}: tail needs a positive whole number of lines, got ${lines}`);
    return splitLines(await this.files.readText(file)).slice(-lines).join("\n");
  }
};

// src/node/trial-dataset.ts
import { createHash as createHash2 } from "node:crypto";
import path3 from "node:path";

// src/trials/dataset.ts
var TrialDatasetError = class extends LineInputError {
  name = "TrialDatasetError";
};
var objectSchema = ownKeysRecord(external_exports.string(), external_exports.unknown());
var nonEmpty = external_exports.string().min(1, { message: "must not be empty" });
var taskSchema2 = external_exports.object({
  id: nonEmpty,
  intent: external_exports.string().nullish(),
  metadata: objectSchema.default({})
}).strict();
var trialSchema = external_exports.object({
  id: nonEmpty,
  task_id: nonEmpty,
  status: external_exports.enum(TRIAL_STATUSES),
  metadata: objectSchema.default({})
}).strict();
var candidateSchema = external_exports.object({
  output_text: external_exports.string().nullish(),
  // NeMo's AgentOutput.response: any JSON value (a structured answer), null when absent
  response: external_exports.unknown().optional(),
  metadata: objectSchema.default({}),
  evidence: objectSchema.nullish()
}).strict();
var lineSchema = external_exports.object({
  task: taskSchema2,
  trial: trialSchema,
  inputs: objectSchema.default({}),
  reference: objectSchema.default({}),
  candidate: candidateSchema.optional()
}).strict();
var descriptorSchema = external_exports.object({
  kind: external_exports.string(),
  ref: external_exports.string().nullish(),
  format: external_exports.string().nullish(),
  data: external_exports.unknown().optional(),
  metadata: objectSchema.default({})
}).strict().refine((d) => d.ref !== void 0 && d.ref !== null || d.data !== void 0 && d.data !== null, {
  message: "an evidence descriptor needs a ref or data"
});
var STANDARD_KINDS = {
  [EVIDENCE_TRACE]: "trace",
  [EVIDENCE_FINAL_STATE]: "filesystem",
  [EVIDENCE_INITIAL_STATE]: "filesystem",
  [EVIDENCE_LOGS]: "logs",
  [EVIDENCE_VERIFIER_LOGS]: "logs"
};
function traceFormat(ref) {
  const base = ref.split(/[\\/]/).pop() ?? ref;
  return base.startsWith("atif") || base.includes(".atif.") ? "atif" : "json";
}
function parseDescriptor(name, value, fail) {
  const field2 = `candidate.evidence.${name}`;
  const standard = Object.hasOwn(STANDARD_KINDS, name) ? STANDARD_KINDS[name] : void 0;
  if (typeof value === "string") {
    if (value === "") fail(field2, "must not be empty");
    if (standard === void 0) fail(field2, `a bare path names only a standard descriptor (${Object.keys(STANDARD_KINDS).join(", ")}); write {kind, ref} for '${name}'`);
    return { kind: standard, ref: value, format: standard === "trace" ? traceFormat(value) : "dir", data: null, metadata: {} };
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) fail(field2, "expected a path, a descriptor {kind, ref?, data?} or an inline trajectory");
  if (!("kind" in value)) {
    if (standard !== "trace") fail(field2, "a descriptor needs a kind (only a trace may be given inline)");
    return { kind: "trace", ref: null, format: "atif", data: value, metadata: {} };
  }
  const parsed = descriptorSchema.safeParse(value);
  if (!parsed.success) {
    const issue = firstIssue(parsed.error);
    fail(issue.field === void 0 ? field2 : `${field2}.${issue.field}`, issue.message);
  }
  const d = parsed.data;
  return { kind: d.kind, ref: d.ref ?? null, format: d.format ?? null, data: d.data ?? null, metadata: d.metadata };
}
function parseEvidence(raw, fail) {
  const keys = Object.keys(raw);
  const wrapped = keys.length > 0 && keys.every((k) => k === "descriptors" || k === "metadata") && typeof raw.descriptors === "object" && raw.descriptors !== null;
  const map = wrapped ? raw.descriptors : raw;
  const out = {};
  for (const [name, value] of Object.entries(map)) defineOwn(out, name, parseDescriptor(name, value, fail));
  return out;
}
function evidenceDescriptors(raw) {
  return parseEvidence(raw, (field2, detail) => {
    throw new Error(`candidate evidence ${field2}: ${detail}`);
  });
}
function parseTrialLine(value, file, line, rowIndex) {
  const fail = (field2, detail) => {
    throw new TrialDatasetError(file, line, field2, detail);
  };
  if (value === null || typeof value !== "object" || Array.isArray(value)) fail(void 0, "expected a JSON object (one trial per line)");
  const parsed = lineSchema.safeParse(value);
  if (!parsed.success) {
    const issue = firstIssue(parsed.error);
    fail(issue.field, issue.message);
  }
  const data = parsed.data;
  if (data.trial.task_id !== data.task.id) fail("trial.task_id", `'${data.trial.task_id}' is not the line's task id '${data.task.id}'`);
  if (data.trial.status === "completed" && data.candidate === void 0) fail("candidate", "a completed trial needs a candidate (its output)");
  const candidate = data.candidate;
  const evidence = candidate?.evidence === void 0 || candidate.evidence === null ? null : parseEvidence(candidate.evidence, fail);
  return {
    rowIndex,
    line,
    task: { id: data.task.id, intent: data.task.intent ?? null, metadata: data.task.metadata },
    trial: { id: data.trial.id, task_id: data.trial.task_id, status: data.trial.status, metadata: data.trial.metadata },
    inputs: data.inputs,
    reference: data.reference,
    hasCandidate: candidate !== void 0,
    outputText: candidate?.output_text ?? null,
    response: candidate?.response ?? null,
    candidateMetadata: candidate?.metadata ?? {},
    evidence,
    row: data
  };
}
function checkTrials(records, file) {
  const seen = /* @__PURE__ */ new Map();
  for (const r of records) {
    const key = JSON.stringify([r.task.id, r.trial.id]);
    const first = seen.get(key);
    if (first !== void 0) throw new TrialDatasetError(file, r.line, "trial.id", `trial '${r.trial.id}' of task '${r.task.id}' is already on line ${first}`);
    seen.set(key, r.line);
  }
}

// src/node/trial-dataset.ts
function resolveRef(ref, dir) {
  const location = refLocation(ref);
  if ("scheme" in location) return ref;
  return path3.isAbsolute(location.local) ? location.local : `${path3.resolve(dir)}/${location.local}`;
}
function resolveEvidence(evidence, dir) {
  if (evidence === null) return null;
  const out = {};
  for (const [name, d] of Object.entries(evidence)) defineOwn(out, name, d.ref === null || d.ref === "" ? d : { ...d, ref: resolveRef(d.ref, dir) });
  return out;
}
var PYTHON_NUMBER_HINT = /[:,[]\s*(?:-?\d+[.eE]|-?\d{16}|-0(?![.eE\d]))/;
var EVIDENCE_NUMBER_HINT = /[:,[]\s*(?:-?\d+\.0+(?![0-9])|-?\d+(?:\.\d+)?[eE]|-?\d{16}|-0(?![.eE\d]))/;
function evidenceNumbersMayDiffer(text) {
  return EVIDENCE_NUMBER_HINT.test(text);
}
var INTEGER_KEY_HINT = /"(?:0|[1-9][0-9]*)"\s*:/;
function withPythonNumbers(line, parsed) {
  if (!PYTHON_NUMBER_HINT.test(line) && !INTEGER_KEY_HINT.test(line)) return { value: parsed };
  const span = line.includes('"evidence"') ? evidenceSpan(line) : void 0;
  const evidence = span === void 0 ? void 0 : line.slice(...span);
  const evidenceText = evidence !== void 0 && (EVIDENCE_NUMBER_HINT.test(evidence) || INTEGER_KEY_HINT.test(evidence)) ? evidence : void 0;
  if (evidenceText !== void 0 && hasLongDigitRun(evidenceText)) pyJsonLoads(evidenceText);
  const rest = span === void 0 ? line : `${line.slice(0, span[0])}null${line.slice(span[1])}`;
  if (span !== void 0 && !PYTHON_NUMBER_HINT.test(rest) && !INTEGER_KEY_HINT.test(rest)) return { value: parsed, ...evidenceText === void 0 ? {} : { evidenceText } };
  return { value: pythonValue(line, rest, parsed), ...evidenceText === void 0 ? {} : { evidenceText } };
}
function pythonValue(line, rest, parsed) {
  let value;
  try {
    value = pyJsonLoads(rest);
  } catch (error) {
    if (rest === line || !(error instanceof PyJsonDecodeError)) throw error;
    value = pyJsonLoads(line);
  }
  if (!(value instanceof Map)) return pyJsonToJs(value);
  const plainCandidate = parsed.candidate;
  const out = {};
  for (const [key, item] of value) {
    if (key === "candidate" && item instanceof Map && isPlainObject(plainCandidate) && Object.hasOwn(plainCandidate, "evidence")) {
      const candidate = {};
      for (const [k, v] of item) defineOwn(candidate, k, k === "evidence" ? plainCandidate.evidence : pyJsonToJs(v));
      defineOwn(out, key, candidate);
    } else defineOwn(out, key, pyJsonToJs(item));
  }
  return out;
}
var isJsonSpace = (code) => code === 32 || code === 9 || code === 10 || code === 13;
function stringEnd(text, open) {
  let from = open + 1;
  for (; ; ) {
    const quote = text.indexOf('"', from);
    if (quote < 0) return -1;
    let backslashes = 0;
    for (let k = quote - 1; text.charCodeAt(k) === 92; k--) backslashes++;
    if (backslashes % 2 === 0) return quote;
    from = quote + 1;
  }
}
function evidenceSpan(text) {
  let depth = 0;
  let topKey;
  let start2 = -1;
  for (let i = 0; i < text.length && start2 < 0; i++) {
    const code = text.charCodeAt(i);
    if (code === 34) {
      const close = stringEnd(text, i);
      if (close < 0) return void 0;
      let k = close + 1;
      while (isJsonSpace(text.charCodeAt(k))) k++;
      if (text.charCodeAt(k) === 58 && (depth === 1 || depth === 2)) {
        const key = text.slice(i + 1, close);
        if (depth === 1) topKey = key;
        else if (topKey === "candidate" && key === "evidence") {
          k++;
          while (isJsonSpace(text.charCodeAt(k))) k++;
          start2 = k;
        }
      }
      i = close;
    } else if (code === 123 || code === 91) depth++;
    else if (code === 125 || code === 93) depth--;
  }
  if (start2 < 0) return void 0;
  let nested = 0;
  for (let i = start2; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 34) {
      const close = stringEnd(text, i);
      if (close < 0) return void 0;
      if (nested === 0) return [start2, close + 1];
      i = close;
    } else if (code === 123 || code === 91) nested++;
    else if (code === 125 || code === 93) {
      if (nested === 0) return [start2, i];
      nested--;
      if (nested === 0) return [start2, i + 1];
    } else if (nested === 0 && (code === 44 || isJsonSpace(code))) return [start2, i];
  }
  return void 0;
}
function pythonOnlyJson(line) {
  let value;
  try {
    value = pyJsonLoads(line);
  } catch (error) {
    if (error instanceof PyJsonDecodeError) return error;
    throw error;
  }
  const converted = pyJsonToJs(value);
  const candidate = isPlainObject(converted) ? converted.candidate : void 0;
  if (!isPlainObject(candidate) || !Object.hasOwn(candidate, "evidence")) return { value: converted };
  const span = evidenceSpan(line);
  const evidenceText = span === void 0 ? void 0 : line.slice(...span);
  candidate.evidence = plainNumbers(candidate.evidence);
  return { value: converted, ...evidenceText === void 0 ? {} : { evidenceText } };
}
function pythonEvidence(trial, dir) {
  if (trial.pythonEvidenceText === void 0) return void 0;
  const value = pyJsonToJs(pyJsonLoads(trial.pythonEvidenceText));
  if (!isPlainObject(value)) return void 0;
  return resolveEvidence(evidenceDescriptors(value), dir) ?? void 0;
}
function parseTraceJson(text) {
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    try {
      return pyJsonToJs(pyJsonLoads(text));
    } catch (pythonError) {
      if (pythonError instanceof PyJsonDecodeError) throw error;
      throw pythonError;
    }
  }
  const tooDeep = pyJsonTooDeep(text);
  if (tooDeep !== void 0) throw new PyRecursionError(tooDeep);
  return EVIDENCE_NUMBER_HINT.test(text) || INTEGER_KEY_HINT.test(text) ? pyJsonToJs(pyJsonLoads(text)) : parsed;
}
function isPlainObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof PyFloat);
}
function longIntError(file, line, error) {
  return new TrialDatasetError(file, line, void 0, `not valid JSON to Python's json.loads (${error.name}: ${error.message})`);
}
var refusedByPython = (error) => error instanceof PyIntDigitsError || error instanceof PyRecursionError;
var PYTHON_ONLY_LITERAL = /NaN|-?Infinity/y;
function syntaxProblem(error, python, line) {
  const offset = jsonSyntaxErrorOffset(error, line);
  if (offset === void 0 || offset === python.pos) return describeJsonLineSyntaxError(error, line);
  PYTHON_ONLY_LITERAL.lastIndex = offset;
  if (!PYTHON_ONLY_LITERAL.test(line) && !(line.charCodeAt(offset - 1) === 45 && line.startsWith("Infinity", offset))) return describeJsonLineSyntaxError(error, line);
  return `${python.msg}${python.msg.endsWith(" at") ? "" : " at"} column ${python.pos + 1}`;
}
function parseTrialDataset(text, file) {
  const dir = path3.dirname(path3.resolve(file));
  const trials = [];
  const lines = (text.startsWith("\uFEFF") ? text.slice(1) : text).split("\n");
  lines.forEach((raw, i) => {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (line.trim() === "") return;
    let value;
    const tooDeep = pyJsonTooDeep(line);
    if (tooDeep !== void 0) throw longIntError(file, i + 1, new PyRecursionError(tooDeep));
    try {
      value = withPythonNumbers(line, JSON.parse(line));
    } catch (error) {
      if (refusedByPython(error)) throw longIntError(file, i + 1, error);
      let python;
      try {
        python = pythonOnlyJson(line);
      } catch (pythonError) {
        if (refusedByPython(pythonError)) throw longIntError(file, i + 1, pythonError);
        throw pythonError;
      }
      if (python instanceof PyJsonDecodeError) {
        const lineEnd = line.includes("\r") ? "; the line holds a carriage return (CR) that is not part of a CRLF: lines end with LF or CRLF" : "";
        throw new TrialDatasetError(file, i + 1, void 0, `not valid JSON (${syntaxProblem(error, python, line)}${lineEnd})`);
      }
      value = python;
    }
    const record = parseTrialLine(value.value, file, i + 1, trials.length);
    trials.push({ ...record, evidence: resolveEvidence(record.evidence, dir), ...value.evidenceText === void 0 || record.evidence === null ? {} : { pythonEvidenceText: value.evidenceText } });
  });
  if (trials.length === 0) throw new InputError(`${file}: the dataset has no trials (expected one JSON trial per line: {task, trial, inputs, reference, candidate}; docs/trials.md)`);
  checkTrials(trials, file);
  const taskIds = [...new Set(trials.map((t) => t.task.id))];
  return { trials, taskIds };
}
var strictUtf8 = new TextDecoder("utf-8", { fatal: true });
function checkUtf8(bytes, file) {
  try {
    strictUtf8.decode(bytes);
    return;
  } catch {
  }
  const offset = invalidUtf8Offset(bytes);
  const lineStart = offset <= 0 ? 0 : bytes.lastIndexOf(10, offset - 1) + 1;
  let lineNumber = 1;
  for (let i = bytes.indexOf(10); i !== -1 && i < lineStart; i = bytes.indexOf(10, i + 1)) lineNumber++;
  throw new TrialDatasetError(file, lineNumber, void 0, `invalid UTF-8 at byte ${offset - lineStart + 1} of the line (NeMo's reader refuses it too)`);
}
async function readTrialDataset(file) {
  let bytes;
  try {
    bytes = await readRegularFile(file);
  } catch (error) {
    const notFound = error.cause?.code === "ENOENT";
    throw new InputError(`--dataset ${notFound ? `${file}: file not found` : error.message}`, { cause: error });
  }
  checkUtf8(bytes, file);
  const { trials, taskIds } = parseTrialDataset(bytes.toString("utf8"), file);
  return { file, dir: path3.dirname(path3.resolve(file)), sha256: createHash2("sha256").update(bytes).digest("hex"), trials, taskIds };
}

// src/node/evidence/trace-evidence.ts
function readModelCall(call, python) {
  const args = plainNumbers(call.arguments ?? {});
  if (python !== void 0 && args !== null && typeof args === "object") attachPythonReading(args, python);
  return { tool_call_id: call.tool_call_id ?? null, function_name: call.function_name, arguments: args };
}
function field(value, key) {
  return value !== null && typeof value === "object" && Object.hasOwn(value, key) ? value[key] : void 0;
}
function readModelStep(step, python) {
  const metrics = step.metrics ?? null;
  const pythonCalls = field(python, "tool_calls");
  return {
    source: step.source,
    message: typeof step.message === "string" ? step.message : plainNumbers(step.message),
    tool_calls: step.tool_calls === void 0 || step.tool_calls === null ? null : step.tool_calls.map((call, j) => readModelCall(call, field(field(pythonCalls, j), "arguments") ?? (python === void 0 ? void 0 : {}))),
    metrics: metrics === null ? null : { prompt_tokens: metrics.prompt_tokens ?? null, completion_tokens: metrics.completion_tokens ?? null }
  };
}
function pythonReadingOfText(text) {
  if (!evidenceNumbersMayDiffer(text)) return void 0;
  try {
    return pyJsonToJs(pyJsonLoads(text));
  } catch {
    return void 0;
  }
}
var AtifTraceEvidence = class _AtifTraceEvidence {
  stepList;
  usage;
  /** `python`: the trajectory as json.loads reads it, when that differs from what the read model was given. */
  constructor(trajectory, python) {
    const pythonSteps = field(python, "steps");
    this.stepList = trajectory.steps.map((step, i) => readModelStep(step, python === void 0 ? void 0 : field(pythonSteps, i)));
    this.usage = atifTokenUsage(trajectory);
  }
  /** Parses inline data (an object or JSON text); `label` prefixes errors. */
  static fromData(data, label) {
    const model = readAtifReadModel(data, label);
    const python = typeof data === "string" ? pythonReadingOfText(data) : pythonReadingOf(data);
    return new _AtifTraceEvidence(model, python === data ? void 0 : python);
  }
  /** Reads and parses the file `file`; `label` (naming the file) prefixes errors. */
  static async fromFile(file, label) {
    const bytes = await readRegularFile(file).catch((error) => {
      throw new Error(`${label}: cannot read the trace: ${readProblem(error, file)}`, { cause: error });
    });
    const text = decodeUtf8(bytes, label);
    return new _AtifTraceEvidence(readAtifReadModel(text, label), pythonReadingOfText(text));
  }
  steps() {
    return Promise.resolve(this.stepList);
  }
  toolCalls() {
    return Promise.resolve(this.stepList.flatMap((step) => step.tool_calls ?? []));
  }
  tokenUsage() {
    return Promise.resolve(this.usage);
  }
};

// src/node/evidence/candidate-evidence.ts
var EvidenceError = class extends Error {
  name = "EvidenceError";
};
function resolveRef2(ref, datasetDir, label) {
  const location = refLocation(ref);
  if ("scheme" in location) {
    throw new EvidenceError(`${label}: ref ${JSON.stringify(ref)} is not local (${location.scheme}:); only local paths and file:// URIs can be read`);
  }
  const local = location.local;
  const base = existsSync2(datasetDir) ? realpathSync2(datasetDir) : path4.resolve(datasetDir);
  const real = pyRealpath(path4.isAbsolute(local) ? local : `${base}/${local}`);
  if (real === void 0) throw new EvidencePathError(`${label}: ref ${JSON.stringify(ref)} is a symlink loop`);
  if (!isInside(base, real)) {
    throw new EvidencePathError(`${label}: ref ${JSON.stringify(ref)} lies outside the dataset's directory ${datasetDir}`);
  }
  return real;
}
function describe(descriptors) {
  const names = Object.keys(descriptors);
  return names.length === 0 ? "this trial has no evidence" : `this trial has: ${names.join(", ")}`;
}
var LocalCandidateEvidence = class {
  constructor(descriptors, datasetDir) {
    this.descriptors = descriptors;
    this.datasetDir = datasetDir;
  }
  descriptors;
  datasetDir;
  handles = /* @__PURE__ */ new Map();
  names(kind) {
    return Object.entries(this.descriptors).filter(([, descriptor]) => kind === void 0 || descriptor.kind === kind).map(([name]) => name);
  }
  get(name) {
    return Object.hasOwn(this.descriptors, name) ? this.descriptors[name] : void 0;
  }
  require(name, kind) {
    const descriptor = this.get(name);
    if (descriptor === void 0) throw new EvidenceError(`evidence '${name}' is missing (${describe(this.descriptors)})`);
    if (kind !== void 0 && descriptor.kind !== kind) {
      throw new EvidenceError(`evidence '${name}' has kind '${descriptor.kind}', expected '${kind}'`);
    }
    return descriptor;
  }
  trace(name = EVIDENCE_TRACE) {
    return this.cached(name, "trace", async () => {
      const descriptor = this.require(name, "trace");
      const label = `evidence '${name}'`;
      if (descriptor.data !== null && descriptor.data !== void 0) return AtifTraceEvidence.fromData(descriptor.data, `${label} (inline trajectory)`);
      const file = this.refOf(descriptor, name);
      return AtifTraceEvidence.fromFile(file, `${label} (${this.shown(file)})`);
    });
  }
  filesystem(name) {
    return this.cached(name, "filesystem", () => {
      const descriptor = this.require(name, "filesystem");
      const dir = this.refOf(descriptor, name);
      return LocalFilesystemEvidence.open(dir, `evidence '${name}' (${this.shown(dir)})`);
    });
  }
  logs(name = EVIDENCE_LOGS) {
    return this.cached(name, "logs", () => {
      const descriptor = this.require(name, "logs");
      const dir = this.refOf(descriptor, name);
      return LocalLogsEvidence.open(dir, `evidence '${name}' (${this.shown(dir)})`);
    });
  }
  refOf(descriptor, name) {
    if (typeof descriptor.ref !== "string" || descriptor.ref === "") {
      throw new EvidenceError(`evidence '${name}' (kind '${descriptor.kind}') has no ref: its handle reads a local path`);
    }
    return resolveRef2(descriptor.ref, this.datasetDir, `evidence '${name}'`);
  }
  /** A path as the user wrote it: relative to the dataset's directory when inside it. */
  shown(file) {
    const base = existsSync2(this.datasetDir) ? realpathSync2(this.datasetDir) : this.datasetDir;
    return isInside(base, file) ? path4.relative(base, file).split(path4.sep).join("/") : file;
  }
  /**
   * One handle per name and handle type (asking a trace for its filesystem must still fail on the
   * kind); a failed open stays cached too, so every metric of the trial sees the same error.
   */
  cached(name, handleType, open) {
    const key = `${handleType}\0${name}`;
    let handle = this.handles.get(key);
    if (handle === void 0) {
      handle = Promise.resolve().then(open);
      this.handles.set(key, handle);
    }
    return handle;
  }
};
var openTrialEvidence = (descriptors, options) => new LocalCandidateEvidence(descriptors, options.datasetDir);

// src/node/trial-config.ts
import { createHash as createHash3 } from "node:crypto";
import { readFile as readFile2 } from "node:fs/promises";
import path5 from "node:path";

// src/trials/config.ts
var TrialConfigError = class extends FieldConfigError {
  name = "TrialConfigError";
};
var RESERVED_METRIC_TYPES = /* @__PURE__ */ new Set(["view", "grader", "aggregator"]);
var moduleEntrySchema = external_exports.object({
  module: external_exports.string().min(1),
  export: external_exports.string().min(1).optional(),
  options: ownKeysRecord(external_exports.string(), external_exports.unknown()).optional()
}).strict();
var builtinEntrySchema = withProtoKey(external_exports.object({ type: external_exports.string().min(1) }).passthrough());
var metricEntrySchema = external_exports.union([moduleEntrySchema, builtinEntrySchema], {
  error: () => "expected {type: <built-in>, ...options} or {module: ./file.mjs, export?, options?}"
});
var signalSchema = external_exports.object({
  metric: external_exports.string().min(1, { message: "must not be empty" }),
  output: external_exports.string().min(1, { message: "must not be empty" }),
  // pydantic's lax `float | None`: null is no weight (1.0); numeric strings and booleans are numbers; NaN and ±inf are kept
  weight: external_exports.preprocess((value) => {
    if (value === null) return void 0;
    if (typeof value !== "string" && typeof value !== "boolean" && typeof value !== "bigint") return value;
    const coerced = coerceContinuous(value);
    return coerced.ok ? coerced.value : value;
  }, external_exports.custom((value) => typeof value === "number", { message: "Input should be a valid number" }).optional())
}).strict();
var viewSchema = external_exports.object({
  // NeMo's SemanticReducer members are upper case (SINGLE, WEIGHTED_MEAN): both spellings work
  reducer: external_exports.preprocess((v) => typeof v === "string" ? v.toLowerCase() : v, external_exports.enum(VIEW_REDUCERS)),
  signals: external_exports.array(signalSchema).min(1, { message: "a view needs at least one signal" })
}).strict();
var taskOverrideSchema = external_exports.object({
  metrics: external_exports.array(metricEntrySchema).optional(),
  views: ownKeysRecord(external_exports.string(), viewSchema).optional()
}).strict();
var trialSectionSchema = external_exports.object({
  metrics: external_exports.array(metricEntrySchema).optional(),
  views: ownKeysRecord(external_exports.string(), viewSchema).optional(),
  tasks: ownKeysRecord(external_exports.string(), taskOverrideSchema).optional()
}).passthrough();
function zodProblem(error) {
  const { field: field2, message } = firstIssue(error);
  return new TrialConfigError(field2 ?? "", message);
}
function metricEntries(entries, prefix) {
  return entries.map((entry, i) => {
    const path7 = `${prefix}.${i}`;
    if ("module" in entry && "type" in entry) throw new TrialConfigError(path7, "give either type: (a built-in metric) or module: (a file), not both");
    if ("module" in entry && typeof entry.module === "string") {
      const m = entry;
      return { path: path7, module: m.module, ...m.export === void 0 ? {} : { export: m.export }, options: m.options ?? {} };
    }
    const { type, ...options } = entry;
    return { path: path7, type, options };
  });
}
function viewEntries(views, prefix) {
  return Object.entries(views).map(([name, view]) => ({
    name,
    path: `${prefix}.${name}`,
    reducer: view.reducer,
    signals: view.signals.map((s) => ({ metric: s.metric, output: s.output, ...s.weight === void 0 ? {} : { weight: s.weight } }))
  }));
}
function parseTrialConfig(raw) {
  const parsed = trialSectionSchema.safeParse(raw ?? {});
  if (!parsed.success) throw zodProblem(parsed.error);
  const section = parsed.data;
  const tasks = {};
  for (const [id, override] of Object.entries(section.tasks ?? {})) {
    const path7 = `tasks.${id}`;
    defineOwn(tasks, id, {
      path: path7,
      ...override.metrics === void 0 ? {} : { metrics: metricEntries(override.metrics, `${path7}.metrics`) },
      ...override.views === void 0 ? {} : { views: viewEntries(override.views, `${path7}.views`) }
    });
  }
  return {
    metrics: metricEntries(section.metrics ?? [], "metrics"),
    views: viewEntries(section.views ?? {}, "views"),
    tasks
  };
}
var OUTPUT_KINDS = /* @__PURE__ */ new Set(["continuous_score", "discrete_score", "boolean", "label", "model"]);
function checkMetricShape(value, path7) {
  if (value === null || typeof value !== "object") throw new TrialConfigError(path7, "a metric is an object with type, outputSpec() and computeScores(input)");
  const m = value;
  if (typeof m.type !== "string" || m.type === "") throw new TrialConfigError(path7, "the metric has no type (a non-empty string)");
  if (typeof m.outputSpec !== "function") throw new TrialConfigError(path7, `metric '${m.type}' has no outputSpec() method`);
  if (typeof m.computeScores !== "function") throw new TrialConfigError(path7, `metric '${m.type}' has no computeScores(input) method`);
  if (RESERVED_METRIC_TYPES.has(m.type)) throw new TrialConfigError(path7, `'${m.type}' is reserved (scores keys '${m.type}.<name>' belong to views, graders and aggregators)`);
  return value;
}
function repeated(values) {
  const seen = /* @__PURE__ */ new Set();
  const twice = /* @__PURE__ */ new Set();
  for (const v of values) (seen.has(v) ? twice : seen).add(v);
  return [...twice].sort(compareCodePoints);
}
function readSpecs(metric, path7) {
  let specs;
  try {
    specs = metric.outputSpec();
  } catch (error) {
    throw new TrialConfigError(path7, `outputSpec() of metric '${metric.type}' failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!Array.isArray(specs) || specs.length === 0) throw new TrialConfigError(path7, `outputSpec() of metric '${metric.type}' must return at least one MetricOutputSpec`);
  const names = [];
  for (const [i, spec] of specs.entries()) {
    const s = spec;
    if (s === null || typeof s !== "object" || typeof s.name !== "string" || s.name === "") throw new TrialConfigError(path7, `outputSpec() of metric '${metric.type}': output ${i} has no name`);
    if (typeof s.kind !== "string" || !OUTPUT_KINDS.has(s.kind)) throw new TrialConfigError(path7, `outputSpec() of metric '${metric.type}': output '${s.name}' has no valid kind (use the MetricOutputSpec constructors)`);
    if (s.kind === "model" && (s.valueSchema === void 0 || typeof s.valueSchema.safeParse !== "function")) {
      throw new TrialConfigError(path7, `outputSpec() of metric '${metric.type}': model output '${s.name}' needs a zod value schema`);
    }
    names.push(s.name);
  }
  const duplicates = repeated(names);
  if (duplicates.length > 0) throw new TrialConfigError(path7, `metric '${metric.type}': duplicate metric output names: ${pyStrList(duplicates)}`);
  return specs;
}
function withPath(path7, build) {
  try {
    return build();
  } catch (error) {
    if (error instanceof TrialConfigError) throw error;
    if (error instanceof MetricConfigError) throw new TrialConfigError(error.field === "" ? path7 : `${path7}.${error.field}`, error.problem);
    throw new TrialConfigError(path7, error instanceof Error ? error.message : String(error));
  }
}
function buildMetric(entry, options) {
  if (entry.type !== void 0) {
    const factory = ownValue(options.factories, entry.type);
    if (factory === void 0) {
      const known = Object.keys(options.factories).sort();
      throw new TrialConfigError(`${entry.path}.type`, `unknown metric type '${entry.type}'; built-in: ${known.length === 0 ? "none" : known.join(", ")} (or {module: ./file.mjs})`);
    }
    const metric2 = withPath(entry.path, () => checkMetricShape(factory(entry.options, options.context), entry.path));
    return { metric: metric2, type: metric2.type, specs: readSpecs(metric2, entry.path), source: "built-in", path: entry.path };
  }
  const loaded = options.modules.get(entry.path);
  if (loaded === void 0) throw new TrialConfigError(`${entry.path}.module`, "the module was not loaded");
  const metric = withPath(entry.path, () => {
    if (typeof loaded === "function") return checkMetricShape(loaded(entry.options, options.context), entry.path);
    if (Object.keys(entry.options).length > 0) throw new TrialConfigError(`${entry.path}.options`, "options need a factory export (a function called with the options); this export is a metric object");
    return checkMetricShape(loaded, entry.path);
  });
  return { metric, type: metric.type, specs: readSpecs(metric, entry.path), source: `module ${entry.module ?? ""}${entry.export === void 0 ? "" : `#${entry.export}`}`, path: entry.path };
}
function checkDuplicateTypes(metrics, path7) {
  const duplicates = repeated(metrics.map((m) => m.type));
  if (duplicates.length > 0) throw new TrialConfigError(path7, `duplicate task metric types: ${pyStrList(duplicates)}`);
}
function checkViews(views, metrics, options, context) {
  const outputsOf = new Map(metrics.map((m) => [m.type, new Set(m.specs.map((s) => s.name))]));
  outputsOf.set("grader", new Set(options.graders));
  outputsOf.set("aggregator", new Set(options.aggregators));
  for (const view of views) {
    view.signals.forEach((signal, i) => {
      const outputs = outputsOf.get(signal.metric);
      if (outputs === void 0) throw new TrialConfigError(`${view.path}.signals.${i}.metric`, `view '${view.name}' references unknown metric '${signal.metric}'${context}`);
      if (!outputs.has(signal.output)) throw new TrialConfigError(`${view.path}.signals.${i}.output`, `view '${view.name}' references unknown output '${signal.output}' for metric '${signal.metric}'${context}`);
    });
  }
}
function checkReportKeys(plans, options) {
  const owners = /* @__PURE__ */ new Map();
  const passKeys = /* @__PURE__ */ new Map();
  const claim = (key, what, pair, path7) => {
    const owner = owners.get(key);
    if (owner === void 0) owners.set(key, { what, pair, path: path7 });
    else if (owner.pair !== pair) throw new TrialConfigError(path7, `${what} and ${owner.what} would both be reported as '${key}'; rename one`);
  };
  for (const plan of plans.values()) {
    for (const planned of plan.metrics) {
      for (const spec of planned.specs) {
        const key = `${planned.type}.${spec.name}`;
        const what = `metric '${planned.type}' output '${spec.name}'`;
        claim(key, what, JSON.stringify([planned.type, spec.name]), planned.path);
        if (spec.kind === "continuous_score" || spec.kind === "boolean") passKeys.set(key, what);
      }
    }
    for (const view of plan.views) claim(`view.${view.name}`, `view '${view.name}'`, JSON.stringify(["view", view.name]), view.path);
  }
  options.graders.forEach((g) => claim(`grader.${g}`, `grader '${g}'`, JSON.stringify(["grader", g]), `graders.${g}`));
  options.aggregators.forEach((a) => claim(`aggregator.${a}`, `aggregator '${a}'`, JSON.stringify(["aggregator", a]), `aggregators.${a}`));
  for (const [key, owner] of owners) {
    const pass = /^(.*)\.pass@[1-9][0-9]*$/.exec(key);
    const base = pass === null ? void 0 : passKeys.get(pass[1]);
    if (base !== void 0) throw new TrialConfigError(owner.path, `${owner.what} and the pass@k of ${base} would both be reported as '${key}'; rename one`);
  }
}
function buildTaskPlans(config, taskIds, options) {
  const known = new Set(taskIds);
  for (const [id, override] of Object.entries(config.tasks)) {
    if (!known.has(id)) throw new TrialConfigError(override.path, `no trial in the dataset has task_id '${id}'`);
  }
  const defaults = config.metrics.map((entry) => buildMetric(entry, options));
  checkDuplicateTypes(defaults, "metrics");
  checkViews(config.views, defaults, options, "");
  const plans = /* @__PURE__ */ new Map();
  for (const id of taskIds) {
    const override = ownValue(config.tasks, id);
    const metrics = override?.metrics === void 0 ? defaults : override.metrics.map((entry) => buildMetric(entry, options));
    if (override?.metrics !== void 0) checkDuplicateTypes(metrics, `${override.path}.metrics`);
    const views = override?.views ?? config.views;
    if (override !== void 0 && (override.metrics !== void 0 || override.views !== void 0)) {
      checkViews(views, metrics, options, override.views === void 0 ? ` (task '${id}' replaces metrics: but keeps the default views:)` : "");
    }
    if (metrics.length === 0 && options.graders.length === 0 && options.aggregators.length === 0) {
      throw new TrialConfigError(override?.metrics === void 0 ? "metrics" : `${override.path}.metrics`, `task '${id}' has no metrics (and the config has no graders)`);
    }
    plans.set(id, { taskId: id, metrics, views });
  }
  checkReportKeys(plans, options);
  return plans;
}

// src/node/trial-config.ts
var TOP_LEVEL_KEYS = ["metrics", "views", "tasks", "graders", "aggregators", "dimensions", "aggregation"];
async function importMetricModule(specifier, exportName, baseDir, where) {
  const module = await importConfigModule(specifier, baseDir, where);
  const name = exportName ?? "default";
  if (!Object.hasOwn(module, name) || module[name] === void 0) {
    throw new InputError(`${where}: module ${specifier} has no export '${name}' (exports: ${Object.keys(module).join(", ") || "none"})`);
  }
  return module[name];
}
async function loadGradingConfig(file, graderFactories = GRADER_FACTORIES) {
  let bytes;
  try {
    bytes = await readRegularFile(file);
  } catch (error) {
    const notFound = error.cause?.code === "ENOENT";
    throw new InputError(`--config ${notFound ? `${file}: file not found` : error.message}`, { cause: error });
  }
  const parsed = parseYamlText(decodeConfigText(bytes, file), file);
  const raw = parsed.value ?? {};
  if (typeof raw !== "object" || Array.isArray(raw)) throw new InputError(`${file}: expected a mapping with metrics:, views:, tasks:, graders: ...`);
  for (const key of Object.keys(raw)) {
    if (!TOP_LEVEL_KEYS.includes(key)) throw configFieldError(file, parsed.lineOf, key, `unknown key (expected ${TOP_LEVEL_KEYS.join(", ")})`);
  }
  let trial;
  try {
    trial = parseTrialConfig(plainNumbers(raw));
  } catch (error) {
    if (error instanceof TrialConfigError) throw configFieldError(file, parsed.lineOf, error.field, error.problem);
    throw error;
  }
  const openJudge = await prepareOpenJudge(raw, file, parsed.lineOf, graderFactories);
  const entries = [...trial.metrics, ...Object.values(trial.tasks).flatMap((t) => t.metrics ?? [])];
  const modules = /* @__PURE__ */ new Map();
  const moduleDigests = /* @__PURE__ */ new Map();
  for (const entry of entries) {
    if (entry.module === void 0) continue;
    const line = parsed.lineOf(`${entry.path}.module`);
    modules.set(entry.path, await importMetricModule(entry.module, entry.export, path5.dirname(file), `${file}${line === void 0 ? "" : `:${line}`}: field '${entry.path}.module'`));
    moduleDigests.set(entry.path, createHash3("sha256").update(await readFile2(path5.resolve(path5.dirname(file), entry.module))).digest("hex"));
  }
  const judgeUsers = [
    ...entries.filter((e) => e.type !== void 0 && JUDGE_METRIC_TYPES.has(e.type)).map((e) => `${e.path} (${e.type ?? ""})`),
    ...openJudge.config.graders.filter((g) => LLM_GRADER_CLASSES.has(g.grader)).map((g) => `${g.path} (${g.grader})`)
  ];
  return {
    file,
    sha256: createHash3("sha256").update(bytes).digest("hex"),
    trial,
    openJudge,
    modules,
    moduleDigests,
    lineOf: parsed.lineOf,
    judgeUsers
  };
}
function planTasks(config, taskIds, context, factories = TRIAL_METRIC_FACTORIES) {
  try {
    return buildTaskPlans(config.trial, taskIds, {
      factories,
      modules: config.modules,
      context,
      graders: config.openJudge.config.graders.map((g) => g.key),
      aggregators: config.openJudge.config.aggregators.map((a) => a.name)
    });
  } catch (error) {
    if (error instanceof TrialConfigError) throw configFieldError(config.file, config.lineOf, error.field, error.problem);
    throw error;
  }
}

// src/node/grade-trials.ts
import { constants as bufferConstants } from "node:buffer";
import os from "node:os";
import path6 from "node:path";

// src/trials/grade.ts
function oversizedOutput(outputs, metric, trialId) {
  for (const output of outputs) {
    if (typeof output.value !== "string" && (typeof output.value !== "object" || output.value === null)) continue;
    let size;
    try {
      size = typeof output.value === "string" ? output.value.length : (JSON.stringify(output.value) ?? "").length;
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      size = Number.POSITIVE_INFINITY;
    }
    if (size > MAX_OUTPUT_CHARS) {
      const length = Number.isFinite(size) ? `${size} characters` : "longer than the longest JavaScript string";
      return `output '${output.name}' of metric '${metric}' on trial '${trialId}' is ${length}, over the ${MAX_OUTPUT_CHARS}-character limit of a report value`;
    }
  }
  return void 0;
}
function metricInput(trial, evidence, numbers) {
  const data = { reference: trial.reference, inputs: trial.inputs, task: trial.task, trial: trial.trial };
  const metadata = trial.hasCandidate ? { ...trial.trial.metadata, ...trial.candidateMetadata } : {};
  return {
    row: { rowIndex: trial.rowIndex, data: numbers === "plain" ? plainNumbers(data) : data },
    candidate: {
      outputText: trial.outputText,
      response: numbers === "plain" ? plainNumbers(trial.response) : trial.response,
      metadata: numbers === "plain" ? plainNumbers(metadata) : metadata,
      evidence
    }
  };
}
function errorText(error) {
  return thrownText(error, { emptyAsName: true });
}
async function gradeTrials(options) {
  const limit = createLimiter(options.concurrency);
  const outcomes = options.trials.map(() => /* @__PURE__ */ new Map());
  const jobs = [];
  options.trials.forEach((trial, i) => {
    if (trial.trial.status === "failed") return;
    const plan = options.plans.get(trial.task.id);
    if (plan === void 0) throw new Error(`internal error: no plan for task '${trial.task.id}'`);
    let evidence;
    for (const planned of plan.metrics) {
      jobs.push(
        limit(async () => {
          try {
            evidence ??= options.openEvidence(trial);
            const userCode = options.isUserCode?.(planned) === true;
            const input = metricInput(trial, evidence, userCode ? "plain" : "python");
            const bound = options.bound;
            const result = bound !== void 0 && userCode ? await bound.call(`metric '${planned.type}' on trial '${trial.trial.id}'`, () => planned.metric.computeScores(input)) : await planned.metric.computeScores(input);
            const validated = validateMetricResult(result, planned.specs, options.redact);
            if (!validated.ok) return { ok: false, error: validated.message };
            const oversized = oversizedOutput(validated.outputs, planned.type, trial.trial.id);
            return oversized === void 0 ? { ok: true, outputs: validated.outputs } : { ok: false, error: oversized };
          } catch (error) {
            if (isFatalJudgeError(error)) throw error;
            return { ok: false, error: errorText(error) };
          }
        }).then((outcome) => {
          outcomes[i].set(planned.type, outcome);
        })
      );
    }
  });
  await Promise.all(jobs);
  const gradedIndexes = options.trials.flatMap((t, i) => t.trial.status === "failed" ? [] : [i]);
  const results = {};
  const graderScores = options.trials.map(() => ({}));
  if (options.graders !== void 0) {
    const rowOf = options.graderRow ?? ((t) => Promise.resolve(t.row));
    const rows = await Promise.all(gradedIndexes.map((i) => rowOf(options.trials[i])));
    const outcome = await options.graders.run(rows);
    for (const [name, column] of Object.entries(outcome.results)) {
      const full = options.trials.map(() => null);
      column.forEach((output, j) => {
        full[gradedIndexes[j]] = output;
      });
      defineOwn(results, name, full);
    }
    outcome.scores.forEach((scores, j) => {
      graderScores[gradedIndexes[j]] = scores;
    });
  }
  const entries = options.trials.map((trial, i) => {
    const plan = options.plans.get(trial.task.id);
    const scores = {};
    const errors = {};
    if (trial.trial.status !== "failed") {
      const byType = outcomes[i];
      for (const planned of plan.metrics) {
        const outcome = byType.get(planned.type);
        if (outcome === void 0) continue;
        if (outcome.ok) for (const output of outcome.outputs) scores[`${planned.type}.${output.name}`] = output.value;
        else defineOwn(errors, planned.type, outcome.error);
      }
      Object.assign(scores, graderScores[i]);
      for (const view of plan.views) {
        const value = computeView(view, scores);
        if (value !== void 0) scores[`view.${view.name}`] = value;
      }
    }
    return { row_index: trial.rowIndex, task_id: trial.task.id, trial_id: trial.trial.id, status: trial.trial.status, scores, errors };
  });
  return { entries, results };
}

// src/node/trial-evidence.ts
var defaultEvidenceFactory = openTrialEvidence;

// src/node/grade-trials.ts
function defaultGradeConcurrency() {
  return Math.max(4, os.availableParallelism() * 2);
}
function defaultReportPath(dataset, shard) {
  const base = path6.basename(dataset).replace(/\.jsonl?$/i, "");
  const suffix = shard === void 0 || shard.total === 1 ? "" : `.shard-${shard.index}-of-${shard.total}`;
  return path6.join(path6.dirname(dataset), `${base}${suffix}.report.json`);
}
function withPythonTraceData(trial, datasetDir) {
  const evidence = trial.evidence;
  if (trial.pythonEvidenceText === void 0 || !Object.values(evidence).some((d) => d.kind === "trace" && d.data !== null && typeof d.data === "object")) return evidence;
  const python = pythonEvidence(trial, datasetDir);
  if (python === void 0) return evidence;
  for (const [name, d] of Object.entries(evidence)) {
    const data = Object.hasOwn(python, name) ? python[name]?.data : void 0;
    if (d.kind === "trace" && d.data !== null && typeof d.data === "object" && data !== void 0) attachPythonReading(d.data, data);
  }
  return evidence;
}
var graderRowIn = (datasetDir) => async (trial) => {
  if (trial.evidence === null) return trial.row;
  const evidence = {};
  const descriptors = pythonEvidence(trial, datasetDir) ?? trial.evidence;
  for (const [name, d] of Object.entries(descriptors)) {
    if (d.kind !== "trace") {
      defineOwn(evidence, name, d.ref ?? d.data);
      continue;
    }
    if (d.data !== null) {
      defineOwn(evidence, name, d.data);
      continue;
    }
    try {
      defineOwn(evidence, name, parseTraceJson(await readRegularText(resolveRef2(d.ref, datasetDir, `evidence ${name}`))));
    } catch (error) {
      defineOwn(evidence, name, { error: `cannot read trace ${d.ref ?? ""}: ${error.message}` });
    }
  }
  const candidate = trial.row.candidate ?? {};
  return { ...trial.row, candidate: { ...candidate, evidence } };
};
function taskDescriptor(plan) {
  return {
    id: plan.taskId,
    metrics: plan.metrics.map((m) => ({ type: m.type, outputs: m.specs.map((s) => ({ name: s.name, kind: s.kind })) })),
    views: Object.fromEntries(plan.views.map((v) => [v.name, { reducer: v.reducer, signals: v.signals.map((s) => ({ metric: s.metric, output: s.output, ...s.weight === void 0 ? {} : { weight: s.weight } })) }]))
  };
}
function provenance(dataset, config, plans, judge, shard) {
  const metrics = /* @__PURE__ */ new Map();
  for (const plan of plans.values()) {
    for (const m of plan.metrics) {
      if (metrics.has(m.type)) continue;
      const digest = config.moduleDigests.get(m.path);
      metrics.set(m.type, { version: m.metric.version ?? null, source: m.source, ...digest === void 0 ? {} : { sha256: digest } });
    }
  }
  const sortedMetrics = Object.fromEntries([...metrics].sort(([a], [b]) => compareCodePoints(a, b)));
  return {
    report_format: TRIAL_REPORT_FORMAT,
    tool_version: AGENT_EVAL_VERSION,
    dataset: { file: path6.basename(dataset.file), sha256: dataset.sha256, trials: dataset.trials.length, tasks: dataset.taskIds.length },
    config: { file: path6.basename(config.file), sha256: config.sha256 },
    metrics: sortedMetrics,
    graders: config.openJudge.config.graders.map((g) => ({ name: g.key, class: g.grader })),
    aggregators: config.openJudge.config.aggregators.map((a) => ({ name: a.name, type: a.type })),
    judge: judge === void 0 ? null : { provider: judge.identity.provider, model: judge.identity.model, settings: judge.identity.settings },
    ...shard === void 0 || shard.total === 1 ? {} : { shard }
  };
}
async function checkReplaceable(file) {
  const text = await readTextIfExists(file);
  if (text === void 0) return;
  let block;
  try {
    block = JSON.parse(text).agent_eval;
  } catch {
    block = void 0;
  }
  const format = block?.report_format;
  if (format === TRIAL_REPORT_FORMAT) return;
  if (typeof format === "string" && format.startsWith(TRIAL_REPORT_FORMAT.replace(/@.*$/, "@"))) {
    const writer = typeof block?.tool_version === "string" ? ` (agent-eval ${block.tool_version})` : "";
    throw new InputError(`${file} is a trial report of format ${format}${writer}, not the ${TRIAL_REPORT_FORMAT} this version writes: refusing to overwrite it (choose another --out, or grade with that version)`);
  }
  throw new InputError(`${file} exists and is not an agent-eval trial report: refusing to overwrite it (choose another --out)`);
}
async function runPreflights(plans, config, isUserCode, bound) {
  const seen = /* @__PURE__ */ new Set();
  for (const plan of plans.values()) {
    for (const planned of plan.metrics) {
      const metric = planned.metric;
      if (seen.has(metric)) continue;
      seen.add(metric);
      if (typeof metric.preflight !== "function") continue;
      const run = async () => {
        await metric.preflight?.();
      };
      try {
        await (bound !== void 0 && isUserCode(planned) ? bound.call(`preflight() of metric '${planned.type}'`, run) : run());
      } catch (error) {
        throw configFieldError(config.file, config.lineOf, planned.path, `preflight() of metric '${planned.type}' failed: ${thrownText(error, { emptyAsName: true })}`);
      }
    }
  }
}
async function gradeDataset(options) {
  const reportPath = options.out ?? defaultReportPath(options.dataset, options.shard);
  await checkReplaceable(reportPath);
  const dataset = options.parsed ?? await readTrialDataset(options.dataset);
  const config = options.loaded ?? await loadGradingConfig(options.config, options.graderFactories);
  const judge = options.judge === void 0 ? void 0 : await buildJudgeStack(options.judge, process.env, options.log);
  const judgeContext = judge === void 0 ? {} : { judge: judge.judge, judgeIdentity: judge.identity };
  const bound = options.userCodeTimeoutMs === null ? void 0 : createCallBound(options.userCodeTimeoutMs ?? DEFAULT_USER_CODE_TIMEOUT_MS, options.userCodeTimeoutKnob);
  const boundContext = bound === void 0 ? {} : { bound };
  const context = { ...judgeContext, ...boundContext, configDir: path6.dirname(path6.resolve(options.config)) };
  const factories = options.metricFactories ?? TRIAL_METRIC_FACTORIES;
  const plans = planTasks(config, dataset.taskIds, context, factories);
  const isUserCode = (m) => m.source !== "built-in" || factories[m.type] !== TRIAL_METRIC_FACTORIES[m.type];
  await runPreflights(plans, config, isUserCode, bound);
  const shard = options.shard;
  const mine = shard === void 0 ? void 0 : shardTasks(dataset.taskIds, shard);
  const trials = mine === void 0 ? dataset.trials : dataset.trials.filter((t) => mine.has(t.task.id));
  const openJudge = config.openJudge;
  const graderCount = openJudge.plan.graders.length + openJudge.plan.aggregators.length;
  const graders = graderCount === 0 ? void 0 : {
    run: (rows) => runGraders(openJudge.plan, rows, { ...judgeContext, ...boundContext }, { maxConcurrency: options.concurrency })
  };
  const evidenceFactory = options.evidenceFactory ?? defaultEvidenceFactory;
  const { entries, results } = await gradeTrials({
    trials,
    plans,
    openEvidence: (trial) => trial.evidence === null ? null : evidenceFactory(withPythonTraceData(trial, dataset.dir), { datasetDir: dataset.dir }),
    graderRow: graderRowIn(dataset.dir),
    concurrency: options.concurrency,
    ...graders === void 0 ? {} : { graders },
    isUserCode,
    ...bound === void 0 ? {} : { bound },
    redact: secretRedactor(configuredApiKeys(process.env))
  }).finally(() => bound?.close());
  const taskIds = dataset.taskIds.filter((id) => mine === void 0 || mine.has(id));
  const tasks = taskIds.map((id) => taskDescriptor(plans.get(id)));
  const report = buildTrialReport(
    entries,
    tasks,
    results,
    provenance(dataset, config, plans, judge, shard)
  );
  await writeFileAtomic(reportPath, reportText(report, reportPath));
  return { reportPath, report, failures: failuresOf(report), ...judge === void 0 ? {} : { judge } };
}
function reportText(report, reportPath) {
  try {
    return serializeTrialReport(report);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    let largest = { id: "", size: -1 };
    report.trials.forEach((entry, i) => {
      let size = JSON.stringify(entry).length;
      for (const column of Object.values(report.results)) size += JSON.stringify(column[i] ?? null).length;
      if (size > largest.size) largest = { id: entry.trial_id, size };
    });
    throw new Error(
      `cannot write ${reportPath}: the report of ${report.trials.length} trials is longer than the longest string Node can hold (${bufferConstants.MAX_STRING_LENGTH} characters); the largest trial is '${largest.id}' (${largest.size} characters of scores and results): return shorter values`,
      { cause: error }
    );
  }
}
function isGraderError(output) {
  return output !== null && output !== void 0 && !Array.isArray(output) && "error" in output;
}
function failuresOf(report) {
  const failures = [];
  for (const entry of report.trials) {
    for (const [name, error] of Object.entries(entry.errors)) failures.push({ task_id: entry.task_id, trial_id: entry.trial_id, name, error });
  }
  const aggregators = new Set((report.agent_eval?.aggregators ?? []).map((a) => a.name));
  const ordered = [...(report.agent_eval?.graders ?? []).map((g) => g.name), ...aggregators];
  const names = [...ordered.filter((name) => Object.hasOwn(report.results, name)), ...Object.keys(report.results).filter((name) => !ordered.includes(name))];
  for (const name of names) {
    const prefix = aggregators.has(name) ? "aggregator" : "grader";
    (report.results[name] ?? []).forEach((output, i) => {
      const entry = report.trials[i];
      if (entry !== void 0 && isGraderError(output)) failures.push({ task_id: entry.task_id, trial_id: entry.trial_id, name: `${prefix}.${name}`, error: output.error });
    });
  }
  return failures;
}
async function mergeShardReports(files, out) {
  const reports = [];
  for (const file of files) {
    let text;
    try {
      text = await readRegularText(file);
    } catch (error) {
      throw error instanceof InputError ? new InputError(`--merge ${error.message}`, { cause: error }) : error;
    }
    try {
      reports.push({ source: file, report: parseTrialReport(text, file) });
    } catch (error) {
      throw new InputError(error.message, { cause: error });
    }
  }
  await checkReplaceable(out);
  let report;
  try {
    report = mergeTrialReports(reports);
  } catch (error) {
    throw new InputError(`grade merge: ${error.message}`, { cause: error });
  }
  await writeFileAtomic(out, serializeTrialReport(report));
  return { reportPath: out, report };
}

export {
  parseUserCodeTimeout,
  validateMetricResult,
  aggregateRangeScore,
  reduceView,
  passAtK,
  summarize,
  stringifyReport,
  serializeTrialReport,
  parseTrialReport,
  mergeTrialReports,
  MetricOutputSpec,
  TRIAL_STATUSES,
  MetricConfigError,
  EVIDENCE_INITIAL_STATE,
  EVIDENCE_TRACE,
  EVIDENCE_LOGS,
  EVIDENCE_FINAL_STATE,
  EVIDENCE_VERIFIER_LOGS,
  efficientToolUseMetric,
  exactMatchMetric,
  keywordMatchMetric,
  llmJudgeMetric,
  tokenUsageMetric,
  toolCallCountMetric,
  verifierMetric,
  TRIAL_METRIC_FACTORIES,
  readTrialDataset,
  openTrialEvidence,
  loadGradingConfig,
  defaultGradeConcurrency,
  defaultReportPath,
  gradeDataset,
  failuresOf,
  mergeShardReports
};
