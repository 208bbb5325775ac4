/**
 * The last resort of the user-code time limit (call-bound.ts): a call that is past its limit and
 * keeps the main thread from turning its event loop ends the process, exit 1, instead of hanging
 * the CI job forever. Synchronous work an async call does after its first `await` runs from the
 * microtask queue, outside any `vm` run, and nothing inside the thread can interrupt it there;
 * only another thread can see that the main thread is stuck, and only the inspector lets another
 * thread run JavaScript on it.
 *
 * The rule: the process ends once an async user call is past its limit and the event loop has
 * not turned for the grace of max(1 s, limit) after that (turns are seen by a heartbeat timer
 * that runs while a call is in flight, every HEARTBEAT_MS; a `vm` timed run, which its own
 * watchdog stops at 1.1 times the limit, counts as a turn for as long as it may run). A call
 * stuck from its start therefore ends the process limit + grace after it started (20 s at the
 * default 10 s limit, 1.05 s at 0.05 s) plus the second look of RECHECK_MS: measured from the
 * limit to the process's end, the grace plus 0.22-0.29 s on Node 20 and 24. A call that is slow
 * but yields fails at its limit as before, and one that computes past its limit after an await
 * but yields within the grace behaves exactly as before (its promise settles before its timer
 * can fire, so its value wins the race). Calls failed at their limit stay watched until they
 * settle (their code may get stuck later) or their CallBound is closed (grading is over).
 *
 * How: one `worker_threads` thread per process, started at the first async user call (a few ms
 * of the main thread, once), unref'd so it never keeps the process alive. It sleeps in
 * `Atomics.wait` on a SharedArrayBuffer holding the earliest deadline of the calls in flight, the
 * heartbeat and the grace; the main thread wakes it only when the earliest wake-up time moves
 * earlier than the one it sleeps towards (so a stream of calls costs a few Atomics stores each,
 * seldom a futex wake, no message). When the time comes and the heartbeat has not moved, it
 * connects a `node:inspector` session to the main thread and has it evaluate `confirm()` below:
 * the inspector dispatches through a V8 interrupt, so this runs on the main thread even inside
 * `for (;;) {}`, and since the main thread itself then checks its own state, a false alarm (the
 * loop turned meanwhile) costs nothing but the check. The verdict must hold twice, RECHECK_MS
 * apart, with no heartbeat between: a process that was stopped (^Z) looks stuck once, then
 * turns. A confirmed stuck call writes the message and calls `process.exit(1)` right there: no
 * other JavaScript of agent-eval runs after it, so nothing is half written (the report is written
 * only after every call settled, through a temporary file and a rename, and is not written at all
 * here; an earlier report at its path stays as it was; grade takes no lock, and evaluate's lock
 * of a dead pid is taken over by the next run). The inspector prints "Waiting for the debugger to
 * disconnect..." at exit while a session is connected; our last 'exit' listener closes stderr to
 * keep that line out.
 *
 * The message names the call whose code is running, the knob of its limit as the caller names it
 * (the CLI's flag, the Action's input, the library's option) and what to do: its synchronous part ran in an
 * AsyncLocalStorage context (runAsUserCall) that follows its code across its awaits, read by the
 * check from inside the interrupted code. Only where that is cheap (Node 24); on Node 20 and 22
 * it would slow every await of the process, so there it names the first call past its limit
 * (after dropping the calls whose promise settled unheard, behind the stuck microtask) and the
 * others in flight. Either way it shows the frames that were running (the user's file and line).
 *
 * Why not the alternatives: `Runtime.terminateExecution` unwinds the whole macrotask and the
 * main thread then goes on with whatever comes next (the overdue call's timer fails it, grading
 * carries on with state cut off half way): unsafe unless the next thing is the exit, which
 * nothing can guarantee. A signal (`process.kill(process.pid)`) ends it with a signal status, not
 * a documented exit code; it is kept as the fallback when the main thread does not answer within
 * ANSWER_MS (it is blocked outside JavaScript, in a native call, or the inspector is missing):
 * then the worker writes a message without the call's name and sends SIGKILL (exit status 137).
 *
 * Not armed: off the main thread (the inspector would reach the main thread, not the stuck
 * worker), and when the inspector is open (`--inspect`: a paused debugger is not a stuck call).
 */
import { isMainThread, Worker } from "node:worker_threads";
import { closeSync, writeSync } from "node:fs";
import { AsyncLocalStorage } from "node:async_hooks";
import { inspect } from "node:util";
import { formatLimit } from "../core/call-bound.js";

/** The least grace after the limit: a loop that does not turn for 1 s is not a hiccup. */
const MIN_GRACE_MS = 1000;
/** How often the main thread says it turns its loop while a call is in flight. */
const HEARTBEAT_MS = 100;
/** How long the worker waits for the main thread to run its check before it sends SIGKILL. */
const ANSWER_MS = 1000;
/**
 * A stuck verdict must hold twice (the worker asks this far apart; the main thread accepts half)
 * with no heartbeat between: a process that was stopped (SIGSTOP, ^Z) or not scheduled for a
 * while looks stuck at first, then turns its loop.
 */
const RECHECK_MS = 200;

/** The grace a call of `limitMs` has after its limit before the process ends. */
function stuckGraceMs(limitMs: number): number {
  return Math.max(MIN_GRACE_MS, limitMs);
}

// The shared Int32 slots; times are whole ms since the watchdog started (the main thread's
// performance.now() minus `base`, the worker's hrtime minus `hr0`: the same monotonic clock).
const VERSION = 0; // bumped (and notified) when the worker must recompute its wake-up time
const DUE = 1; // the earliest deadline of the calls in flight, 0 when none is
const GRACE = 2; // that call's grace
const ALIVE = 3; // the main thread has turned its loop until (at least) this time
const WAKE = 4; // when the worker will next look (0: only when notified)
const SLOTS = 5;

/**
 * The worker (CommonJS, run with `eval`): a plain string, so bundling, coverage and loaders
 * cannot rewrite it. It only reads the shared slots, asks the main thread to check, and falls
 * back to SIGKILL when the main thread cannot answer.
 */
const WORKER_SOURCE = `"use strict";
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

/** A call of user-supplied code, as the code it runs (across its awaits) can tell. */
export interface UserCall {
  readonly what: string;
  readonly limitMs: number;
  /**
   * How the caller names the limit, so the message names what the user can change: the CLI's
   * `--user-code-timeout`, the Action's input, or the library's option.
   */
  readonly knob: string;
}
/**
 * Only where AsyncLocalStorage rides on V8's continuation data (Node 24's AsyncContextFrame);
 * the async_hooks one (Node 20 and 22, which has `_enable`) installs promise hooks that slow every
 * await of the process from then on (measured on Node 20: grading built-in metrics ~15% slower),
 * so there the stuck call is told by the state of the promises (see `confirm`).
 */
const userCalls = "_enable" in AsyncLocalStorage.prototype ? undefined : new AsyncLocalStorage<UserCall>();

/**
 * Runs the synchronous part of a user call (in its `vm` run) so that its code, also after its
 * awaits, is known as that call: the watchdog names it when it is the code that is stuck.
 */
export function runAsUserCall<T>(user: UserCall, call: () => T): T {
  return userCalls !== undefined && armable() ? userCalls.run(user, call) : call();
}

/** A user call in flight: its promise has not settled. */
interface Watched extends UserCall {
  /** performance.now() at which its limit is reached. */
  readonly deadline: number;
  readonly settled: PromiseLike<unknown>;
  /** Whose call it is (see `forgetCalls`). */
  readonly owner: object;
  /** Takes it out of the calls in flight. */
  readonly done: () => void;
}

interface Running {
  readonly shared: Int32Array;
  readonly base: number;
  readonly pending: Set<Watched>;
  earliest: Watched | undefined;
  /** performance.now() until which the main thread is known to turn its loop. */
  aliveUntil: number;
  heartbeat: NodeJS.Timeout | undefined;
  /** The first stuck verdict not yet contradicted by a heartbeat: when, and the heartbeat then. */
  suspected: { readonly at: number; readonly aliveUntil: number } | undefined;
}

const CHECK_KEY = "agent-eval.stuck-user-call-check";
let running: Running | undefined;
/** Set once starting the worker failed, or the worker did. */
let unavailable = false;

function inspectorIsOpen(): boolean {
  try {
    const inspector = process.getBuiltinModule("node:inspector");
    return inspector.url() !== undefined;
  } catch {
    return false; // no inspector in this Node: the worker falls back to SIGKILL
  }
}

let wanted: boolean | undefined;
/** Off the main thread and under a debugger the watchdog is not armed (see the top). */
function armable(): boolean {
  wanted ??= isMainThread && !inspectorIsOpen();
  return wanted && !unavailable;
}

function start(knob: string): Running | undefined {
  if (running !== undefined || !armable()) return running;
  const buffer = new SharedArrayBuffer(SLOTS * Int32Array.BYTES_PER_ELEMENT);
  const hr0 = process.hrtime.bigint();
  const base = performance.now();
  let worker: Worker;
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
        fallbackMessage:
          `error: a call of user-supplied code ran over its time limit (${knob}) and the main thread has not returned to its event loop since, nor answered the watchdog (it is blocked outside JavaScript): agent-eval ends the process with SIGKILL; no report is written. ` +
          `To fix it, make the code use the asynchronous form of what blocks it (e.g. execFile, not execFileSync), or raise ${knob} if it needs more time\n`,
      },
    });
  } catch {
    unavailable = true;
    return undefined;
  }
  worker.unref();
  // a failing watchdog must not take grading down with it: calls are then bounded as before
  worker.on("error", () => {
    unavailable = true;
  });
  const state: Running = { shared: new Int32Array(buffer), base, pending: new Set(), earliest: undefined, aliveUntil: base, heartbeat: undefined, suspected: undefined };
  Object.defineProperty(globalThis, Symbol.for(CHECK_KEY), { value: () => confirm(state), configurable: true });
  running = state;
  return state;
}

function relative(state: Running, time: number): number {
  return Math.min(0x7fffffff, Math.max(1, Math.ceil(time - state.base)));
}

/**
 * Publishes the earliest call in flight. The worker is woken (a futex syscall) only when `force`d
 * or when it would otherwise look later than this call needs: it announces when it will look
 * (WAKE) before it reads DUE, and this reads WAKE after storing DUE, so one of the two always
 * sees the other's store.
 */
function publish(state: Running, force: boolean): void {
  const { shared, earliest } = state;
  let wake = force;
  if (earliest === undefined) {
    Atomics.store(shared, DUE, 0); // the worker finds nothing to do when it next looks
  } else {
    const due = relative(state, earliest.deadline);
    const grace = stuckGraceMs(earliest.limitMs);
    Atomics.store(shared, GRACE, grace);
    Atomics.store(shared, DUE, due);
    const looksAt = Atomics.load(shared, WAKE);
    if (looksAt === 0 || due + grace < looksAt) wake = true;
  }
  if (!wake) return;
  Atomics.add(shared, VERSION, 1);
  Atomics.notify(shared, VERSION);
}

function beat(state: Running, until: number): void {
  state.aliveUntil = until;
  Atomics.store(state.shared, ALIVE, relative(state, until));
}

/**
 * Watches an async user call from the moment its synchronous part returned a promise until that
 * promise settles (`settled`), or until its `owner` is done with its calls; the limit is reached
 * at `deadline` (performance.now()). A call failed at its limit is still watched: its code may
 * run on, and get stuck, after its timer fired.
 */
export function watchAsyncCall(owner: object, user: UserCall, deadline: number, settled: PromiseLike<unknown>): void {
  const state = start(user.knob);
  if (state === undefined) return;
  const done = (): void => {
    if (!state.pending.delete(call) || state.earliest !== call) return;
    state.earliest = undefined;
    for (const other of state.pending) if (state.earliest === undefined || other.deadline < state.earliest.deadline) state.earliest = other;
    publish(state, false);
  };
  const call: Watched = { what: user.what, limitMs: user.limitMs, knob: user.knob, deadline, settled, owner, done };
  if (state.pending.size === 0) beat(state, performance.now() + HEARTBEAT_MS);
  state.heartbeat ??= setInterval(() => {
    if (state.pending.size > 0) beat(state, performance.now() + HEARTBEAT_MS);
    else {
      clearInterval(state.heartbeat);
      state.heartbeat = undefined;
    }
  }, HEARTBEAT_MS).unref();
  state.pending.add(call);
  if (state.earliest === undefined || deadline < state.earliest.deadline) {
    state.earliest = call;
    publish(state, false);
  }
  settled.then(done, done);
}

/**
 * The calls of `owner` (a CallBound whose grading is over) are no longer watched: one that never
 * settles would otherwise stay in flight for the life of the process, and a library caller's
 * later synchronous work of more than the grace would end it.
 */
export function forgetCalls(owner: object): void {
  if (running === undefined) return;
  for (const call of running.pending) if (call.owner === owner) call.done();
}

/**
 * A `vm` timed run of up to `ms` starts: its own watchdog stops it, so the loop counts as turning
 * until it has had the time to; `timedRunEnded` when it returned.
 */
export function timedRunStarting(ms: number): void {
  if (running !== undefined && running.pending.size > 0) beat(running, performance.now() + ms + HEARTBEAT_MS);
}
export function timedRunEnded(): void {
  if (running !== undefined && running.pending.size > 0) beat(running, performance.now() + HEARTBEAT_MS);
}

/** The stuck call whose limit passed first, if the loop has not turned for its grace since. */
function stuckCall(state: Running, now: number): Watched | undefined {
  let stuck: Watched | undefined;
  for (const call of state.pending) {
    if (now - Math.max(call.deadline, state.aliveUntil) < stuckGraceMs(call.limitMs)) continue;
    if (stuck === undefined || call.deadline < stuck.deadline) stuck = call;
  }
  return stuck;
}

function stuckHeadline(call: UserCall, grace: string): string {
  return `${call.what} ran over the time limit of ${formatLimit(call.limitMs)} per call of user-supplied code (${call.knob}) and has not yielded to the event loop for ${grace} (work after an await that never yields cannot be interrupted): agent-eval ends the process, exit 1, without writing the report`;
}

/** What the user can do about a stuck call, as the headline's last sentence. */
function whatToDo(knob: string): string {
  return `. To fix it, make the code yield inside its long work (e.g. \`await new Promise((resolve) => setImmediate(resolve))\` in the loop), so that the limit fails only this call, or raise ${knob} if it needs more time`;
}

/** A workflow command's message, escaped as @actions/core does. */
function escapeWorkflowCommand(text: string): string {
  return text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
}

/** The frames the main thread was running when the inspector interrupted it (ours dropped). */
function interruptedFrames(): string[] {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 12;
  const stack = new Error("stuck").stack ?? "";
  Error.stackTraceLimit = limit;
  const frames = stack.split("\n").filter((line) => line.startsWith("    at "));
  // this function, confirm, the inspector's evaluation of the check
  const first = frames.findIndex((line) => line.startsWith("    at <anonymous>"));
  return frames.slice(first + 1, first + 6);
}

/**
 * Run on the main thread by the worker, through the inspector: ends the process when a call is
 * stuck, otherwise tells the worker to look again later.
 */
function confirm(state: Running): boolean {
  const now = performance.now();
  const stuck = stuckCall(state, now);
  const { suspected } = state;
  if (stuck === undefined || suspected === undefined || suspected.aliveUntil !== state.aliveUntil || now - suspected.at < RECHECK_MS / 2) {
    // not stuck, or not yet for sure: the worker asks again after RECHECK_MS
    if (stuck === undefined) state.suspected = undefined;
    else if (suspected?.aliveUntil !== state.aliveUntil) state.suspected = { at: now, aliveUntil: state.aliveUntil };
    publish(state, true);
    return false;
  }
  const grace = formatLimit(stuckGraceMs(stuck.limitMs));
  let headline: string;
  if (userCalls !== undefined) {
    // the call whose code is running now (its context follows it across its awaits); not always
    // the one whose limit passed first (that one may be waiting behind it)
    const running = userCalls.getStore();
    headline =
      running === undefined
        ? `the event loop has not turned for ${grace} while ${stuck.what} was past its time limit of ${formatLimit(stuck.limitMs)} per call of user-supplied code (${stuck.knob}), and what runs is not a call of user-supplied code: agent-eval ends the process, exit 1, without writing the report`
        : stuckHeadline(running, grace);
    headline += whatToDo((running ?? stuck).knob);
  } else {
    // a call that settled while the stuck code ran has not heard of it yet (its reaction waits
    // behind the stuck microtask): its promise's state, as util.inspect reads it, says so
    for (const call of state.pending) if (!inspect(call.settled, { depth: 0 }).startsWith("Promise { <pending>")) call.done();
    const first = stuckCall(state, performance.now()) ?? stuck;
    const others = [...state.pending].filter((call) => call !== first).map((call) => call.what);
    headline = stuckHeadline(first, grace);
    if (others.length > 0) headline += ` (or the code of another call in flight: ${others.slice(0, 3).join(", ")}${others.length > 3 ? `, and ${others.length - 3} more` : ""})`;
    headline += whatToDo(first.knob);
  }
  const frames = interruptedFrames();
  const message = [`error: ${headline}`, ...(frames.length > 0 ? ["  running when stopped:", ...frames] : [])];
  try {
    writeSync(2, `${message.join("\n")}\n`);
    // in a GitHub Actions job, the first line as an error annotation too (the Action's own
    // failures are annotations; the step would otherwise only say "exit code 1")
    if (process.env.GITHUB_ACTIONS === "true") writeSync(1, `::error::${escapeWorkflowCommand(headline)}\n`);
  } catch {
    // stdout or stderr is gone: the exit status still says it
  }
  process.on("exit", () => {
    try {
      closeSync(2);
    } catch {
      // closed already
    }
  });
  process.exit(1);
}
