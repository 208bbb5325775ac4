/** The judge flags every judging command takes (added by main.ts `addJudgeOptions`). */
export interface JudgeFlags {
    provider?: string;
    model?: string;
    judgeSettings?: string;
    judgeMode: string;
    fixtures: string;
    judgeConcurrency?: string;
    judgeTimeout?: string;
}
