import type { JudgeAccounting } from "../judge/accounting.js";
import type { Judge, JudgeIdentity } from "../judge/judge.js";
import { type JudgeMode } from "../judge/replay-judge.js";
import { type Environment } from "./api-keys.js";
import { type JudgeProviderName } from "./judge-options.js";
export { configuredApiKeys } from "./api-keys.js";
export type { Environment } from "./api-keys.js";
export { JUDGE_PROVIDERS, parseJudgeSettings, parseJudgeTimeout } from "./judge-options.js";
export type { JudgeProviderName } from "./judge-options.js";
/** Everything needed to rebuild the judge stack in any thread. */
export interface JudgeConfig {
    readonly provider: JudgeProviderName;
    readonly model: string;
    readonly settings: Readonly<Record<string, unknown>>;
    readonly mode: JudgeMode;
    readonly fixturesDir: string;
    readonly concurrency: number;
    /** Per-attempt timeout of a provider call, ms (default: the provider's, 300 s). */
    readonly timeoutMs?: number;
    /** What a replay miss tells the user to run (default: in the CLI's flags, see `recordHintFor`). */
    readonly recordHint?: string;
}
export interface JudgeStack {
    readonly judge: Judge;
    readonly accounting: JudgeAccounting;
    readonly identity: JudgeIdentity;
    /** Fixture keys of every request made through this stack (for `fixtures prune`). */
    readonly usedKeys: Set<string>;
    readonly mode: JudgeMode;
}
/**
 * The one line a replay miss ends with: how to record the answers (the provider's key variable
 * named), or how to dry-run without a key.
 */
export declare function recordHintFor(config: Pick<JudgeConfig, "provider" | "fixturesDir">): string;
export declare function buildJudgeStack(config: JudgeConfig, env: Environment, log: (line: string) => void): Promise<JudgeStack>;
/** The probe model stack's settings: probes reuse the judge mode and fixture store. */
export interface ProbeModelConfig {
    readonly mode: JudgeMode;
    readonly fixturesDir: string;
    readonly concurrency: number;
}
export interface ProbeModelStack {
    readonly judge: Judge;
    readonly accounting: JudgeAccounting;
    readonly usedKeys: Set<string>;
    readonly mode: JudgeMode;
}
export declare function buildProbeStack(config: ProbeModelConfig, env: Environment, log: (line: string) => void, provider?: Judge): ProbeModelStack;
