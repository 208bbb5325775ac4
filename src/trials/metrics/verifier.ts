/**
 * `verifier`: runs a command on the trial's final state (NeMo's `run_verifier`) and scores its exit
 * code. The command runs in a temporary copy of the snapshot, never in place, with a timeout.
 *
 * Options:
 * - `command` (required): an argv list (`["python3", "check.py"]`, run with no shell, as NeMo
 *   runs it) or a string (run with `sh -c`, for pipes and `&&`);
 * - `timeout_s` (default 120): seconds before the command's process group is killed;
 * - `expected_exit_code` (default 0);
 * - `evidence` (default `final_state`): the filesystem descriptor to run on;
 * - `cwd` (default `.`): working directory inside the copy;
 * - `overlay_files`: `{relative path: text}` written into the copy first (held-out tests);
 * - `output_lines`: also report the last N lines of the command's stdout then stderr as the label
 *   output `output` (so a failing check shows why in the report), split as Python's `splitlines()`.
 *
 * Outputs: `score` (continuous: 1.0 when the exit code is the expected one and the command did not
 * time out, else 0.0), `exit_code` (discrete; -1 on timeout, -N when killed by signal N) and
 * `timed_out` (boolean). A trial without the descriptor, or a command that cannot start, fails the
 * metric on that trial.
 */
import { ownKeysRecord } from "../../core/own-record.js";
import { splitLines } from "../../core/py-splitlines.js";
import { z } from "zod";
import { EVIDENCE_FINAL_STATE, MetricOutputSpec, type TrialMetric, type TrialMetricFactory } from "../contract.js";
import { parseMetricOptions } from "./options.js";

/**
 * The last `lines` lines of stdout, then of stderr, joined with `\n`: each split as Python's
 * `str.splitlines()` splits it, as NeMo's log `tail` does (`\r\n` and `\r` end a line too, a final
 * break makes no empty last line, a blank line before it is kept).
 */
export function outputTail(stdout: string, stderr: string, lines: number): string {
  return [...splitLines(stdout).slice(-lines), ...splitLines(stderr).slice(-lines)].join("\n");
}

export const VERIFIER = "verifier";

export const DEFAULT_VERIFIER_TIMEOUT_S = 120;

const optionsSchema = z
  .object({
    command: z.union([z.string().min(1), z.array(z.string()).min(1)]),
    timeout_s: z.number().positive().default(DEFAULT_VERIFIER_TIMEOUT_S),
    expected_exit_code: z.number().int().default(0),
    evidence: z.string().min(1).default(EVIDENCE_FINAL_STATE),
    cwd: z.string().min(1).optional(),
    overlay_files: ownKeysRecord(z.string(), z.string()).optional(),
    output_lines: z.number().int().min(1).optional(),
  })
  .strict();

export const verifierMetric: TrialMetricFactory = (options): TrialMetric => {
  const parsed = parseMetricOptions(VERIFIER, optionsSchema, options);
  const argv = typeof parsed.command === "string" ? ["sh", "-c", parsed.command] : parsed.command;
  const runOptions = {
    timeoutMs: parsed.timeout_s * 1000,
    ...(parsed.cwd === undefined ? {} : { cwd: parsed.cwd }),
    ...(parsed.overlay_files === undefined ? {} : { overlayFiles: parsed.overlay_files }),
  };
  return {
    type: VERIFIER,
    version: "1",
    outputSpec: () => [
      MetricOutputSpec.discreteScore("exit_code", "the command's exit code (-1 on timeout)"),
      MetricOutputSpec.continuousScore("score", `1.0 when the command exits with ${parsed.expected_exit_code} in time, else 0.0`),
      MetricOutputSpec.boolean("timed_out", `the command ran longer than ${parsed.timeout_s} s`),
      ...(parsed.output_lines === undefined ? [] : [MetricOutputSpec.label("output", `the last ${parsed.output_lines} lines of stdout, then of stderr`)]),
    ],
    computeScores: async (input) => {
      const evidence = input.candidate.evidence;
      if (evidence === null) throw new Error(`${VERIFIER}: the trial has no evidence (needs '${parsed.evidence}')`);
      const snapshot = await evidence.filesystem(parsed.evidence);
      const result = await snapshot.runVerifier(argv, runOptions);
      const passed = !result.timedOut && result.exitCode === parsed.expected_exit_code;
      return {
        outputs: [
          { name: "exit_code", value: result.exitCode },
          { name: "score", value: passed ? 1.0 : 0.0 },
          { name: "timed_out", value: result.timedOut },
          ...(parsed.output_lines === undefined ? [] : [{ name: "output", value: outputTail(result.stdout, result.stderr, parsed.output_lines) }]),
        ],
      };
    },
  };
};
