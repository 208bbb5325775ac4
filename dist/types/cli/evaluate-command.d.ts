import { type JudgeFlags } from "./judge-flags.js";
import type { CliIo } from "./main.js";
export interface EvaluateFlags extends JudgeFlags {
    plugin: string[];
    runDir: string[];
    metrics: string;
    out?: string;
    allowIncomplete: boolean;
    scenarioConfig?: string;
    ngramTables?: string;
    ontologyPath?: string;
    json: boolean;
    verbose: boolean;
    concurrency?: string;
    knobs?: string;
    gpt2Model?: string;
    probeReplicas?: string;
    probeRound?: string;
    scenarioAssets?: string;
}
export declare function evaluateCommand(scenario: string | undefined, flags: EvaluateFlags, io: CliIo): Promise<number>;
