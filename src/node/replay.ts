/**
 * Re-evaluating a run in a scratch directory, judges replayed: what `verify` and `fixtures prune`
 * both do. Nothing is written into the run directory (report and sidecars go to the scratch
 * directory, and no invocation is logged).
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { InputError } from "../core/errors.js";
import type { Knobs } from "../core/knobs.js";
import type { EvaluationReport } from "../report/report.js";
import type { RunOutcome } from "./evaluate-run.js";
import { JUDGE_PROVIDERS, type JudgeConfig } from "./judge-setup.js";
import { type EvaluationJob, checkJob, runJob } from "./run-jobs.js";

/** The judge a report was made with, set to replay from `fixturesDir`; undefined when it had none. */
export function replayJudgeOf(report: EvaluationReport, fixturesDir: string, concurrency: number): JudgeConfig | undefined {
  const inputs = report.agent_eval?.inputs ?? {};
  if (inputs.judge_model === undefined || inputs.judge_provider === undefined) return undefined;
  const provider = JUDGE_PROVIDERS.find((p) => p === inputs.judge_provider);
  if (provider === undefined) throw new InputError(`the report names an unknown judge provider '${inputs.judge_provider}'`);
  return {
    provider,
    model: inputs.judge_model,
    settings: JSON.parse(inputs.judge_settings ?? "{}") as Record<string, unknown>,
    mode: "replay",
    fixturesDir,
    concurrency,
  };
}

export interface ScratchReplay {
  readonly scenario: string;
  readonly metrics: readonly string[];
  readonly allowIncomplete: boolean;
  readonly ngramTablesDir: string;
  readonly judge: JudgeConfig | undefined;
  readonly ontologyPath: string | undefined;
  /** Plug-in specs whose metrics the report may list, resolved from `pluginCwd`. */
  readonly plugins?: readonly string[];
  readonly pluginCwd?: string;
  /** Prefix of an unknown-metric error: the report, not a flag, named the metrics. */
  readonly metricsLabel?: string;
  /** The knobs the report was made with (its `agent_eval.inputs.knobs`). */
  readonly knobs?: Knobs;
  /** A local GPT-2 model directory, for reports that list perplexity. */
  readonly gpt2Model?: string;
}

/** The `--knobs` a report was made with, as recorded in its agent_eval block (none: `{}`). */
export function recordedKnobs(report: EvaluationReport): Knobs {
  const text = report.agent_eval?.inputs.knobs;
  if (text === undefined) return {};
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new InputError(`the report's agent_eval.inputs.knobs is not a JSON object: ${text}`);
  return parsed as Knobs;
}

export async function replayInScratch(runDir: string, spec: ScratchReplay, log: (line: string) => void): Promise<RunOutcome> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), "agent-eval-replay-"));
  try {
    const job: EvaluationJob = {
      scenario: spec.scenario,
      metrics: spec.metrics.join(","),
      out: path.join(scratch, "report.json"),
      allowIncomplete: spec.allowIncomplete,
      scenarioConfig: undefined,
      ngramTablesDir: spec.ngramTablesDir,
      judge: spec.judge,
      metricOptions: spec.ontologyPath === undefined ? {} : { ontologyPath: spec.ontologyPath },
      sidecarWriteDir: scratch,
      invocationLog: false,
      ...(spec.plugins === undefined ? {} : { plugins: spec.plugins }),
      ...(spec.pluginCwd === undefined ? {} : { pluginCwd: spec.pluginCwd }),
      ...(spec.metricsLabel === undefined ? {} : { metricsLabel: spec.metricsLabel }),
      ...(spec.knobs === undefined ? {} : { knobs: spec.knobs }),
      ...(spec.gpt2Model === undefined ? {} : { gpt2Model: spec.gpt2Model }),
    };
    await checkJob(job);
    const result = await runJob(runDir, job, log);
    if (result.kind === "input-error") throw new InputError(result.message);
    return result.outcome;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
