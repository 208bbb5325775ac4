/** The choices of `diff --format` and `--fail-on`; apart from the command (diff-command.ts) so defining the options loads no diff code. */
export const DIFF_FORMATS = ["markdown", "json", "text"] as const;
export type DiffFormat = (typeof DIFF_FORMATS)[number];
export const FAIL_ON_VALUES = ["regression", "possible-regression", "never"] as const;
