import { type Agreement } from "../graders/rubrics/agreement.js";
import { type JudgeConfig } from "../node/judge-setup.js";
export interface RubricsIo {
    readonly stdout: (text: string) => void;
    readonly stderr: (text: string) => void;
}
export interface GenerateFlags {
    simple: boolean;
    iterative: boolean;
    graderName: string;
    taskDescription?: string;
    scenario?: string;
    query: string[];
    data?: string;
    minScore: string;
    maxScore: string;
    mode: "pointwise" | "listwise";
    defaultRubric: string[];
    maxRetries: string;
    maxEpochs: string;
    batchSize: string;
    minIncrementThreshold: string;
    patience: string;
    maxTotalRubrics: string;
    enableCategorization: boolean;
    categoriesNumber: string;
    out: string;
    overwrite?: boolean;
}
export declare function generateCommand(flags: GenerateFlags, judgeConfig: JudgeConfig | undefined, io: RubricsIo): Promise<number>;
export interface CheckFlags {
    config: string;
    grader: string;
    data: string;
    labelField: string;
    minAccuracy?: string;
    minKappa?: string;
    baseline?: string;
    out?: string;
    overwrite?: boolean;
    json: boolean;
}
export interface CheckResult extends Agreement {
    readonly grader: string;
    readonly data: string;
}
export declare function formatAgreement(result: CheckResult): string;
export declare function checkCommand(flags: CheckFlags, judgeFrom: (names: readonly string[]) => JudgeConfig | undefined, io: RubricsIo): Promise<number>;
