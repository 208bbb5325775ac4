/** The choices of `diff --format` and `--fail-on`; apart from the command (diff-command.ts) so defining the options loads no diff code. */
export declare const DIFF_FORMATS: readonly ["markdown", "json", "text"];
export type DiffFormat = (typeof DIFF_FORMATS)[number];
export declare const FAIL_ON_VALUES: readonly ["regression", "possible-regression", "never"];
