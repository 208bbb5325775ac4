/**
 * A scripted local judge for examples and tests: answers come from a function or a queue, never
 * from a model. Its recordings are marked `source: "scripted local judge (not a real model)"` and
 * its responses report the model `scripted-local-judge`, so fixtures recorded against it can never
 * pass for real model answers. Usage defaults to zero (it costs nothing).
 */
import { type TokenUsage } from "./pricing.js";
import { SCRIPTED_SOURCE } from "./fixture-store.js";
import type { Judge, JudgeCallOptions, JudgeRequest, JudgeResponse } from "./judge.js";
export { SCRIPTED_SOURCE };
/** The model name scripted answers report. */
export declare const SCRIPTED_MODEL = "scripted-local-judge";
export interface ScriptedAnswer {
    readonly output: unknown;
    /** Pretend usage (e.g. to test accounting); default zero. */
    readonly usage?: TokenUsage;
}
/** Answers one request; `callIndex` counts calls to this judge from 0. Throwing fails the call. */
export type JudgeScript = (request: JudgeRequest, callIndex: number) => ScriptedAnswer | Promise<ScriptedAnswer>;
export declare class ScriptedJudge implements Judge {
    readonly source = "scripted local judge (not a real model)";
    /** Every request received, in call order. */
    readonly requests: JudgeRequest[];
    private readonly script;
    /** A function, or a queue of answers consumed in call order (running out is an error). */
    constructor(script: JudgeScript | readonly ScriptedAnswer[]);
    get calls(): number;
    call(request: JudgeRequest, _options?: JudgeCallOptions): Promise<JudgeResponse>;
}
export declare function createScriptedJudge(script: JudgeScript | readonly ScriptedAnswer[]): ScriptedJudge;
