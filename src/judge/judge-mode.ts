/**
 * The judge modes and their parser, apart from the record/replay machinery (replay-judge.ts): the
 * command line defines and checks `--judge-mode` without loading the fixture store or its diffs.
 */
export const JUDGE_MODES = ["replay", "record-missing", "record-all", "live"] as const;
export type JudgeMode = (typeof JUDGE_MODES)[number];

export function parseJudgeMode(text: string): JudgeMode {
  const mode = JUDGE_MODES.find((m) => m === text);
  if (mode === undefined) throw new Error(`unknown judge mode ${JSON.stringify(text)}; expected one of: ${JUDGE_MODES.join(", ")}`);
  return mode;
}
