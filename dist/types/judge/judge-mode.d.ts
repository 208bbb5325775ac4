/**
 * The judge modes and their parser, apart from the record/replay machinery (replay-judge.ts): the
 * command line defines and checks `--judge-mode` without loading the fixture store or its diffs.
 */
export declare const JUDGE_MODES: readonly ["replay", "record-missing", "record-all", "live"];
export type JudgeMode = (typeof JUDGE_MODES)[number];
export declare function parseJudgeMode(text: string): JudgeMode;
