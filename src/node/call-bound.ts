/**
 * The time limit on user-supplied computation in `agent-eval grade` (src/core/call-bound.ts says
 * which calls): the synchronous part of each call runs inside a `vm` script with a `timeout`, and
 * the promise it returns races a timer for the rest of the limit.
 *
 * Why `vm`: its watchdog thread calls V8's TerminateExecution, which interrupts any synchronous
 * JavaScript on the main thread, functions of the main realm called from the script included,
 * and irregexp's backtracking too (measured: `/(x+x+)+y/` on 32 x's, with and without the i and
 * u flags, and `for (;;) {}` stop after the 50 ms asked, on Node 20.20 and Node 24.22), and the
 * process carries on with an ordinary catchable error. The alternatives do less: V8's linear-time
 * regexp fallback (`--enable-experimental-regexp-engine-on-excessive-backtracks`) is process-wide
 * and leaves backreferences exponential (`(x+x+)+\1y` still took 5 s on 26 x's) and loops
 * untouched; user code (evidence handles, the judge) cannot move into a worker; and a watchdog
 * worker calling `Runtime.terminateExecution` through `node:inspector` does stop the main thread
 * (tried: one persistent thread, nearly free per call), but the termination is uncatchable, unwinds
 * the whole macrotask, and one that lands just after the call ended kills whatever JavaScript runs
 * next (a judge response, the report writer): not safe for a CI tool.
 *
 * Why in batches: `vm` starts a watchdog thread per timed run, 0.1–0.2 ms on Node 20 and 0.2–0.5
 * ms on Node 24 in a bare process and up to 0.6 ms inside grade (measured), more than most user
 * calls take (bench/user-code-bound.bench.ts). So the calls that arrive in one turn
 * of the event loop run one after another inside one timed run: the run admits calls only during
 * its first tenth of the limit and is stopped at 1.1 times the limit, so a call that is stopped
 * has run for longer than the limit, and a call that runs past 1.1 times the limit is always
 * stopped. The calls after a stopped one go on in a new run; none is run twice.
 *
 * What is not interruptible: synchronous work an async call does after its first `await` runs
 * from the microtask queue, outside any `vm` run; its promise is still failed at the limit once
 * that work yields, but a loop that never yields there cannot be stopped and grading go on. So
 * every promise a call returns is also handed to the watchdog (stuck-call-watchdog.ts) until it
 * settles: once a call is past its limit and the event loop has not turned for max(1 s, limit)
 * more, a watchdog thread has the main thread (through the inspector, which interrupts any
 * JavaScript) write a message naming the call and end the process, exit 1, before anything else
 * runs. The inspector is the last resort only, not the per-call mechanism, for the reason above.
 * A timed run tells the watchdog that the loop is turning for as long as the run may last, and the
 * synchronous part of each call runs in an async context naming the call (where that is cheap),
 * which its code carries across its awaits.
 */
import vm from "node:vm";
import { CallTimeoutError, type CallBound } from "../core/call-bound.js";
import { parseLimitSeconds } from "../core/count.js";
import { forgetCalls, runAsUserCall, timedRunEnded, timedRunStarting, watchAsyncCall } from "./stuck-call-watchdog.js";

/** The limit when none is asked for: 10 s per call. */
export const DEFAULT_USER_CODE_TIMEOUT_MS = 10_000;

/** How a library caller sets the limit (the CLI and the Action name their flag and input instead). */
export const LIBRARY_USER_CODE_TIMEOUT_KNOB = "gradeDataset's userCodeTimeoutMs";

/**
 * `--user-code-timeout` / the `user-code-timeout` input in decimal seconds, into ms; undefined when
 * not given (see parseLimitSeconds).
 */
export function parseUserCodeTimeout(text: string | undefined, label = "--user-code-timeout", blankIsUnset = false): number | undefined {
  return parseLimitSeconds(text, label, "e.g. 10 or 0.5", blankIsUnset);
}

/** The share of the limit during which a timed run admits calls (the run is stopped at 1 + this). */
const ADMIT_SHARE = 0.1;

/** The one context every timed run uses: `run` is the function its script calls. */
interface RunSlot {
  run: unknown;
}
let shared: { readonly context: RunSlot; readonly timedRun: vm.Script } | undefined;
/** Made on first use, not at import (the Action imports this module to read its inputs). */
function timedRunner(): { readonly context: RunSlot; readonly timedRun: vm.Script } {
  shared ??= { context: vm.createContext({ run: undefined }) as RunSlot, timedRun: new vm.Script("run()", { filename: "agent-eval-user-code-bound" }) };
  return shared;
}

function isVmTimeout(error: unknown): boolean {
  // by its code, not `instanceof Error`: a test runner's realm may have another Error
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "ERR_SCRIPT_EXECUTION_TIMEOUT";
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (typeof value === "object" || typeof value === "function") && value !== null && typeof (value as { then?: unknown }).then === "function";
}

type SyncOutcome = { readonly ok: true; readonly value: unknown; readonly ms: number } | { readonly ok: false; readonly error: unknown };

/** A call waiting for its synchronous part to run; `outcome` is set inside the timed run. */
interface Pending {
  readonly what: string;
  readonly call: () => unknown;
  outcome?: SyncOutcome;
  /** Settles the caller's promise with the outcome boxed (a thenable value is not adopted). */
  readonly settle: (outcome: SyncOutcome) => void;
}

/** A CallBound of the Node layer: `close` once its calls are no longer awaited (grading is over). */
export interface ClosableCallBound extends CallBound {
  /** Its calls still in flight (one that never settles) are no longer watched for being stuck. */
  close(): void;
}

/**
 * A CallBound of `limitMs` per call; `knob` is how the caller names the limit, in the message of
 * a call that never yields (stuck-call-watchdog.ts).
 */
export function createCallBound(limitMs: number = DEFAULT_USER_CODE_TIMEOUT_MS, knob: string = LIBRARY_USER_CODE_TIMEOUT_KNOB): ClosableCallBound {
  const owner = {};
  const admitMs = limitMs * ADMIT_SHARE;
  const stopMs = Math.max(limitMs + 1, Math.ceil(limitMs * (1 + ADMIT_SHARE)));
  let queue: Pending[] = [];
  let scheduled = false;

  /** Runs every queued call's synchronous part, in as few timed runs as the limit allows. */
  const flush = (): void => {
    const { context, timedRun } = timedRunner();
    scheduled = false;
    const pending = queue;
    queue = [];
    let next = 0;
    while (next < pending.length) {
      const first = next;
      context.run = () => {
        const runStarted = performance.now();
        // the first call always, the others while the run is in its first tenth of the limit
        while (next < pending.length && (next === first || performance.now() - runStarted < admitMs)) {
          const call = pending[next++] as Pending;
          const started = performance.now();
          try {
            const value = runAsUserCall({ what: call.what, limitMs, knob }, call.call);
            call.outcome = { ok: true, value, ms: performance.now() - started };
          } catch (error) {
            call.outcome = { ok: false, error };
          }
        }
      };
      let failure: unknown;
      timedRunStarting(stopMs);
      try {
        timedRun.runInContext(context, { timeout: stopMs });
      } catch (error) {
        // anything but the timeout (nothing else is expected) goes to the call it interrupted
        if (!isVmTimeout(error)) failure = error;
      } finally {
        context.run = undefined;
        timedRunEnded();
      }
      // every call the run admitted is settled: one without an outcome was stopped (it was
      // admitted in the run's first tenth and still running at 1.1 times the limit)
      for (let i = first; i < next; i++) {
        const call = pending[i] as Pending;
        call.settle(watched(call.what, call.outcome) ?? { ok: false, error: failure ?? new CallTimeoutError(call.what, limitMs) });
      }
    }
  };

  /**
   * A promise returned by a call is handed to the watchdog now, before the microtasks that run
   * its code after its first `await` (queued during the timed run) get to run; as the promise
   * Promise.race would make of it anyway, so the watchdog sees it settle.
   */
  const watched = (what: string, outcome: SyncOutcome | undefined): SyncOutcome | undefined => {
    if (outcome?.ok !== true || !isThenable(outcome.value)) return outcome;
    const settled = Promise.resolve(outcome.value);
    watchAsyncCall(owner, { what, limitMs, knob }, performance.now() + Math.max(0, limitMs - outcome.ms), settled);
    return { ok: true, value: settled, ms: outcome.ms };
  };

  const syncPart = (what: string, call: () => unknown): Promise<{ value: unknown; ms: number }> =>
    new Promise((resolve, reject) => {
      // what user code throws is passed on as it is, an Error or not
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
      queue.push({ what, call, settle: (outcome) => (outcome.ok ? resolve({ value: outcome.value, ms: outcome.ms }) : reject(outcome.error)) });
      if (!scheduled) {
        scheduled = true;
        // the next turn: every call that arrives meanwhile shares the timed run
        setImmediate(flush);
      }
    });

  return {
    limitMs,
    close: () => forgetCalls(owner),
    call: async <T>(what: string, call: () => T | Promise<T>): Promise<T> => {
      const { value, ms } = await syncPart(what, call);
      if (!isThenable(value)) return value as T;
      let timer: NodeJS.Timeout | undefined;
      const expired = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new CallTimeoutError(what, limitMs)), Math.max(0, limitMs - ms));
      });
      try {
        return await Promise.race([value as PromiseLike<T>, expired]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
