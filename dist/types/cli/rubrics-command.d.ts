import { Command } from "commander";
import { type Agreement } from "../graders/rubrics/agreement.js";
import { type JudgeConfig } from "../node/judge-setup.js";
export interface RubricsIo {
    readonly stdout: (text: string) => void;
    readonly stderr: (text: string) => void;
}
export interface CheckResult extends Agreement {
    readonly grader: string;
    readonly data: string;
}
export declare function formatAgreement(result: CheckResult): string;
/**
 * Registers `rubrics` on the program. `addJudgeOptions` and `judgeConfigFrom` are the CLI's own
 * judge flag helpers (passed in so the flags stay identical across commands).
 */
export declare function registerRubricsCommand(program: Command, io: RubricsIo, setExit: (code: number) => void, addJudgeOptions: (command: Command) => Command, judgeConfigFrom: (flags: never, names: readonly string[]) => JudgeConfig | undefined): void;
