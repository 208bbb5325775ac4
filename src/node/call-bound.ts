/**
 * The time limit on user-supplied computation in `agent-eval grade` (src/core/call-bound.ts says
 * which calls): the synchronous part of a call runs through `vm` with its `timeout` option, and
 * the promise it returns races a timer for the rest of the limit.
 *
 * Why `vm`: its watchdog thread calls V8's TerminateExecution, which interrupts any synchronous
 * JavaScript on the main thread, functions of the main realm called from the script included,
 * and irregexp's backtracking too (measured: `/(x+x+)+y/` on 32 x's, with and without the i and
 * u flags, and `for (;;) {}` stop after the 50 ms asked, on Node 20.20 and Node 24.22), and the
 * process carries on with an ordinary catchable error. The alternatives do less: V8's linear-time
 * regexp fallback (`--enable-experimental-regexp-engine-on-excessive-backtracks`) is process-wide
 * and leaves backreferences exponential (`(x+x+)+\1y` still took 5 s on 26 x's) and loops
 * untouched; a worker thread cannot interrupt the main thread, and user code (evidence handles,
 * the judge) cannot move into a worker. The price is the watchdog thread `vm` starts per call
 * (about 0.1–0.4 ms), which is why only user-supplied computation is bounded, never the
 * built-in fixed-code metrics and graders.
 *
 * What is not interruptible: synchronous work an async call does after its first `await` runs
 * from the microtask queue, outside any `vm` call; its promise is still bounded once the loop
 * yields, but a loop that never yields there cannot be stopped inside the process.
 */
import vm from "node:vm";
import { CallTimeoutError, type CallBound } from "../core/call-bound.js";
import { InputError } from "../core/errors.js";
import { parseDecimal } from "../core/count.js";

/** The limit when none is asked for: 10 s per call. */
export const DEFAULT_USER_CODE_TIMEOUT_MS = 10_000;

/** The largest limit a flag or input may ask for (a day), as the judge timeout. */
const MAX_USER_CODE_TIMEOUT_SECONDS = 24 * 3600;

/** `--user-code-timeout` / the `user-code-timeout` input in decimal seconds, into ms; undefined when not given. */
export function parseUserCodeTimeout(text: string | undefined, label = "--user-code-timeout"): number | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  const seconds = parseDecimal(text) ?? Number.NaN;
  const ms = Math.round(seconds * 1000);
  // vm's timeout is a whole number of ms, at least 1
  if (!Number.isFinite(seconds) || ms < 1 || seconds > MAX_USER_CODE_TIMEOUT_SECONDS) {
    throw new InputError(`${label}: expected a number of seconds in decimal digits, at least 0.001 and at most ${MAX_USER_CODE_TIMEOUT_SECONDS} (e.g. 10 or 0.5), got '${text}'`);
  }
  return ms;
}

/** The one context every bounded call runs in: `call` is the function the script calls. */
interface CallSlot {
  call: unknown;
}
const context = vm.createContext({ call: undefined }) as CallSlot;
const runCall = new vm.Script("call()", { filename: "agent-eval-user-code-bound" });

function isVmTimeout(error: unknown): boolean {
  // by its code, not `instanceof Error`: a test runner's realm may have another Error
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "ERR_SCRIPT_EXECUTION_TIMEOUT";
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (typeof value === "object" || typeof value === "function") && value !== null && typeof (value as { then?: unknown }).then === "function";
}

/** A CallBound of `limitMs` per call. */
export function createCallBound(limitMs: number = DEFAULT_USER_CODE_TIMEOUT_MS): CallBound {
  const sync = <T>(what: string, call: () => T): T => {
    const previous = context.call;
    context.call = call;
    try {
      return runCall.runInContext(context, { timeout: limitMs }) as T;
    } catch (error) {
      if (isVmTimeout(error)) throw new CallTimeoutError(what, limitMs);
      throw error;
    } finally {
      // a bounded call inside a bounded call (a grader's mapper) gives the slot back
      context.call = previous;
    }
  };
  return {
    limitMs,
    sync,
    call: async <T>(what: string, call: () => T | Promise<T>): Promise<T> => {
      const started = performance.now();
      const result = sync(what, call);
      if (!isThenable(result)) return result;
      const remaining = Math.max(0, limitMs - (performance.now() - started));
      let timer: NodeJS.Timeout | undefined;
      const expired = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new CallTimeoutError(what, limitMs)), remaining);
      });
      try {
        return await Promise.race([result as PromiseLike<T>, expired]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
