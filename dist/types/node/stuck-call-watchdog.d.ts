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
 * Runs the synchronous part of a user call (in its `vm` run) so that its code, also after its
 * awaits, is known as that call: the watchdog names it when it is the code that is stuck.
 */
export declare function runAsUserCall<T>(user: UserCall, call: () => T): T;
/**
 * Watches an async user call from the moment its synchronous part returned a promise until that
 * promise settles (`settled`), or until its `owner` is done with its calls; the limit is reached
 * at `deadline` (performance.now()). A call failed at its limit is still watched: its code may
 * run on, and get stuck, after its timer fired.
 */
export declare function watchAsyncCall(owner: object, user: UserCall, deadline: number, settled: PromiseLike<unknown>): void;
/**
 * The calls of `owner` (a CallBound whose grading is over) are no longer watched: one that never
 * settles would otherwise stay in flight for the life of the process, and a library caller's
 * later synchronous work of more than the grace would end it.
 */
export declare function forgetCalls(owner: object): void;
/**
 * A `vm` timed run of up to `ms` starts: its own watchdog stops it, so the loop counts as turning
 * until it has had the time to; `timedRunEnded` when it returned.
 */
export declare function timedRunStarting(ms: number): void;
export declare function timedRunEnded(): void;
