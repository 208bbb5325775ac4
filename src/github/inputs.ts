/**
 * Every `core.getInput` of the action, in one place. `readConfig()` returns a fully typed,
 * validated config and is called inside `run()`, never at import. Invalid input throws an
 * `InputValidationError` naming the input, the bad value and what was expected, before any run
 * is evaluated or any API is called.
 */
import * as core from "@actions/core";
import { z } from "zod";
import { COUNT_FORM, describeCount, parseCount, parseShard } from "../core/count.js";
import type { FailOn } from "../diff/diff.js";
import { type GateRule, GateRuleError, emptyGateWarning } from "../diff/gate-rules.js";
import { parseSummaryKeyGates } from "../diff/summary-gates.js";
import { parseUserCodeTimeout } from "../node/call-bound.js";
import { parseJudgeTimeout } from "../node/judge-setup.js";
import { JUDGE_PROVIDERS, parseJudgeSettings } from "../node/judge-options.js";
import { JUDGE_MODES, type JudgeMode } from "../judge/replay-judge.js";
import { isValidCommentId } from "../report/comment-markers.js";

/** Input names, as in action.yml. */
export const Inputs = {
  Runs: "runs",
  Metrics: "metrics",
  Baseline: "baseline",
  GithubToken: "github-token",
  Comment: "comment",
  CommentId: "comment-id",
  Gate: "gate",
  FailOn: "fail-on",
  JudgeMode: "judge-mode",
  JudgeProvider: "judge-provider",
  JudgeModel: "judge-model",
  JudgeSettings: "judge-settings",
  JudgeTimeout: "judge-timeout",
  UserCodeTimeout: "user-code-timeout",
  Fixtures: "fixtures",
  Mode: "mode",
  Shard: "shard",
  ArtifactName: "artifact-name",
  Knobs: "knobs",
  Gpt2Model: "gpt2-model",
  ScenarioAssets: "scenario-assets",
  ProbeReplicas: "probe-replicas",
  ProbeRound: "probe-round",
  Export: "export",
  Icc: "icc",
  Sequential: "sequential",
  Check: "check",
  Config: "config",
} as const;

export const CHECK_MODES = ["on", "off"] as const;

export const EXPORT_INPUT_FORMATS = ["csv", "jsonl"] as const;

export const COMMENT_MODES = ["update", "new", "off"] as const;
export type CommentMode = (typeof COMMENT_MODES)[number];
export const FAIL_ON = ["regression", "possible-regression", "never"] as const satisfies readonly FailOn[];
export const ACTION_MODES = ["all", "evaluate", "comment"] as const;
export type ActionMode = (typeof ACTION_MODES)[number];

/** Where the baseline reports come from. */
export type BaselineSource =
  | { readonly kind: "none" }
  /** Report files, report directories or run directories (globs allowed), already on disk. */
  | { readonly kind: "path"; readonly patterns: readonly string[] }
  /** The base branch's uploaded report artifact (merge-base run first, then the newest run). */
  | { readonly kind: "artifact" };

export interface Shard {
  /** 1-based. */
  readonly index: number;
  readonly total: number;
}

export interface ActionConfig {
  /** Glob patterns of run directories (empty in comment mode). */
  readonly runs: readonly string[];
  /** Comma-separated metric names, as the CLI's --metrics takes them. */
  readonly metrics: string;
  readonly baseline: BaselineSource;
  /** Empty when not given; required whenever the action talks to the API. */
  readonly githubToken: string;
  readonly comment: CommentMode;
  readonly commentId: string;
  /** Gate rules as written (validated). */
  readonly gates: readonly string[];
  /** The same rules, parsed once: what the diff takes. */
  readonly gateRules: readonly GateRule[];
  /** Within-run correlation of rounds for pooled-rounds intervals; undefined: estimated from the runs or the default. */
  readonly icc: number | undefined;
  /** Confirm mode: runs may be added until the verdict is conclusive (the per-look level keeps the false-alarm rate). */
  readonly sequential: boolean;
  readonly failOn: FailOn;
  readonly judgeMode: JudgeMode;
  /** Judge provider and model (only needed, and checked, when a judge metric is requested). */
  readonly judgeProvider: string;
  readonly judgeModel: string;
  /** JSON object of judge settings, or empty. */
  readonly judgeSettings: string;
  /** Per-attempt judge timeout in ms; undefined = the provider default (300 s). */
  readonly judgeTimeoutMs: number | undefined;
  /** Time limit of one call of user-supplied code while grading trial datasets, in ms; undefined = 10 s. */
  readonly userCodeTimeoutMs: number | undefined;
  readonly fixtures: string;
  readonly mode: ActionMode;
  readonly shard: Shard;
  readonly artifactName: string;
  /** `--knobs` for every run: inline JSON or a file path; empty for none. */
  readonly knobs: string;
  /** A GPT-2 model directory that makes perplexity available; empty for none. */
  readonly gpt2Model: string;
  /** Also write the reports as tables (`csv` or `jsonl`) into the uploaded bundle; empty for none. */
  readonly exportFormat: (typeof EXPORT_INPUT_FORMATS)[number] | "";
  /** GlossoGen scenarios folder with the probe prompts; empty for none. */
  readonly scenarioAssets: string;
  /** `--probe-replicas` / `--probe-round`; undefined when not given. */
  readonly probeReplicas: number | undefined;
  readonly probeRound: number | undefined;
  /** `on`: report the verdict as a check run on the PR's head commit (mode all and comment). */
  readonly check: (typeof CHECK_MODES)[number];
  /** The grading config (YAML/JSON) for trial datasets named by `runs`; empty for none. */
  readonly gradingConfig: string;
}

/** `runs:` names trial reports (`agent-eval grade` output) when every pattern ends in `.report.json`. */
export function namesTrialReports(patterns: readonly string[]): boolean {
  return patterns.length > 0 && patterns.every((p) => p.endsWith(".report.json"));
}

/** `runs:` names trial datasets (graded here with `config:`) when every pattern ends in `.jsonl`. */
export function namesTrialDatasets(patterns: readonly string[]): boolean {
  return patterns.length > 0 && patterns.every((p) => p.endsWith(".jsonl"));
}

/** The check run's name: `agent-eval`, or `agent-eval/<comment-id>` for independent reports on one PR. */
export function checkNameFor(commentId: string): string {
  return commentId === "agent-eval" ? "agent-eval" : `agent-eval/${commentId}`;
}

/** An input that failed validation; the message names the input and the value. */
export class InputValidationError extends Error {
  readonly input: string;

  constructor(input: string, message: string) {
    super(message);
    this.name = "InputValidationError";
    this.input = input;
  }
}

type GetInput = (name: string) => string;

function describe(values: readonly string[]): string {
  if (values.length === 1) return values[0] ?? "";
  return `${values.slice(0, -1).join(", ")} or ${values.at(-1) ?? ""}`;
}

function invalid(name: string, raw: string, expected: string): InputValidationError {
  return new InputValidationError(name, `Invalid value for input '${name}': '${raw}' (expected ${expected})`);
}

/** Split a list input on newlines and commas; blank entries and surrounding space are dropped. */
export function splitList(raw: string): string[] {
  return raw
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/**
 * Split a list of glob patterns like `splitList`, except that a comma inside `{...}` or `[...]`
 * belongs to the pattern: `runs/{a,b}` is one pattern (the brace alternation the input documents).
 * A line whose braces or brackets do not close is split at every comma, as before.
 */
export function splitPatterns(raw: string): string[] {
  return raw.split("\n").flatMap((line) => splitLineOfPatterns(line) ?? line.split(",")).map((s) => s.trim()).filter((s) => s !== "");
}

/** The line's comma-separated patterns, commas in `{}`/`[]` kept; undefined when a group is left open. */
function splitLineOfPatterns(line: string): string[] | undefined {
  const out: string[] = [];
  let current = "";
  let braces = 0;
  let inClass = false;
  for (let i = 0; i < line.length; i++) {
    const c = line.charAt(i);
    if (c === "\\" && i + 1 < line.length) {
      current += c + line.charAt(++i);
      continue;
    }
    if (c === "," && braces === 0 && !inClass) {
      out.push(current);
      current = "";
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
    } else if (c === "[") inClass = true;
    else if (c === "{") braces++;
    else if (c === "}") braces = Math.max(0, braces - 1);
    current += c;
  }
  out.push(current);
  return braces > 0 || inClass ? undefined : out;
}

function parseEnum<const T extends readonly [string, ...string[]]>(name: string, raw: string, values: T, fallback: T[number]): T[number] {
  const value = raw.trim() === "" ? fallback : raw.trim();
  const parsed = z.enum(values).safeParse(value);
  if (!parsed.success) throw invalid(name, raw, describe(values));
  return parsed.data;
}

const artifactNameSchema = z.string().regex(/^[A-Za-z0-9._-]{1,200}$/);

/**
 * Read and validate all inputs. `getInput` defaults to `core.getInput` (INPUT_* env vars); blank
 * inputs take the action.yml default, so in-process callers need to set only what they change.
 */
export function readConfig(getInput: GetInput = (name) => core.getInput(name), warn: (message: string) => void = (message) => core.warning(message)): ActionConfig {
  const get = (name: string): string => getInput(name).trim();

  const mode = parseEnum(Inputs.Mode, getInput(Inputs.Mode), ACTION_MODES, "all");
  const comment = parseEnum(Inputs.Comment, getInput(Inputs.Comment), COMMENT_MODES, "update");
  const failOn = parseEnum(Inputs.FailOn, getInput(Inputs.FailOn), FAIL_ON, "regression");
  const judgeMode = parseEnum(Inputs.JudgeMode, getInput(Inputs.JudgeMode), JUDGE_MODES, "replay");

  const commentId = get(Inputs.CommentId) || "agent-eval";
  if (!isValidCommentId(commentId)) {
    throw invalid(Inputs.CommentId, commentId, "1-64 letters, digits, '.', '_' or '-'");
  }

  const shardRaw = get(Inputs.Shard) || "1/1";
  const shard = parseShard(shardRaw);
  if (shard === undefined) throw invalid(Inputs.Shard, shardRaw, `'i/n' with 1 <= i <= n ${COUNT_FORM}, e.g. '2/4'`);

  const artifactName = get(Inputs.ArtifactName) || "agent-eval-reports";
  if (!artifactNameSchema.safeParse(artifactName).success) {
    throw invalid(Inputs.ArtifactName, artifactName, "letters, digits, '.', '_' or '-'");
  }

  const exportFormat = get(Inputs.Export) === "" ? "" : parseEnum(Inputs.Export, getInput(Inputs.Export), EXPORT_INPUT_FORMATS, "csv");

  // a count input: decimal digits only (the toolkit has trimmed the surrounding whitespace)
  const positive = (name: string): number | undefined => {
    const raw = get(name);
    if (raw === "") return undefined;
    const n = parseCount(raw);
    if (n === undefined) throw invalid(name, raw, describeCount());
    return n;
  };
  const probeReplicas = positive(Inputs.ProbeReplicas);
  const probeRound = positive(Inputs.ProbeRound);

  let judgeTimeoutMs: number | undefined;
  try {
    judgeTimeoutMs = parseJudgeTimeout(get(Inputs.JudgeTimeout), `Invalid value for input '${Inputs.JudgeTimeout}'`, true);
  } catch (error) {
    throw new InputValidationError(Inputs.JudgeTimeout, (error as Error).message);
  }
  let userCodeTimeoutMs: number | undefined;
  try {
    userCodeTimeoutMs = parseUserCodeTimeout(get(Inputs.UserCodeTimeout), `Invalid value for input '${Inputs.UserCodeTimeout}'`, true);
  } catch (error) {
    throw new InputValidationError(Inputs.UserCodeTimeout, (error as Error).message);
  }

  // checked even when no metric needs a judge: a typo here would otherwise surface only on the
  // day a judge metric is added
  const judgeSettings = get(Inputs.JudgeSettings);
  if (judgeSettings !== "") {
    try {
      parseJudgeSettings(judgeSettings, `Invalid value for input '${Inputs.JudgeSettings}'`);
    } catch (error) {
      throw new InputValidationError(Inputs.JudgeSettings, (error as Error).message);
    }
  }
  const judgeProvider = get(Inputs.JudgeProvider);
  if (judgeProvider !== "" && !(JUDGE_PROVIDERS as readonly string[]).includes(judgeProvider)) {
    throw invalid(Inputs.JudgeProvider, judgeProvider, describe(JUDGE_PROVIDERS));
  }

  const gates = splitList(getInput(Inputs.Gate));
  // blank is the default (ungated); only commas or newlines were meant to be rules
  if (gates.length === 0 && getInput(Inputs.Gate).trim() !== "") warn(emptyGateWarning("input"));
  let gateRules: GateRule[];
  try {
    // Summary-key rules (trial reports: `view.quality:-5pp`, `x.pass@3:-10pp`) are a superset of run metric rules.
    gateRules = parseSummaryKeyGates(gates);
  } catch (error) {
    if (error instanceof GateRuleError) {
      throw new InputValidationError(Inputs.Gate, `Invalid value for input 'gate': ${error.message}`);
    }
    throw error;
  }

  const iccRaw = get(Inputs.Icc);
  const icc = iccRaw === "" ? undefined : Number(iccRaw);
  if (icc !== undefined && !(/^\d*\.?\d+$/.test(iccRaw) && icc >= 0 && icc <= 1)) throw invalid(Inputs.Icc, iccRaw, "a number from 0 to 1, e.g. '0.1', or empty to estimate it from the runs");
  const sequential = parseEnum(Inputs.Sequential, getInput(Inputs.Sequential), ["false", "true"], "false") === "true";

  const runs = splitPatterns(getInput(Inputs.Runs));
  const metrics = splitList(getInput(Inputs.Metrics)).join(",");
  if (mode !== "comment") {
    if (runs.length === 0) throw new InputValidationError(Inputs.Runs, `Input 'runs' is required when mode is '${mode}'`);
    // Trial reports (`agent-eval grade` output, *.report.json) are already scored, and trial
    // datasets are graded with `config`: no metrics to run for either.
    const trials = namesTrialReports(runs) || namesTrialDatasets(runs);
    if (metrics === "" && !trials) throw new InputValidationError(Inputs.Metrics, `Input 'metrics' is required when mode is '${mode}'`);
  }
  // as the input's description promises ("required with it"), here rather than as a failure of every run naming a CLI flag
  if (probeReplicas === undefined && splitList(metrics).includes("protocol_probe")) {
    throw new InputValidationError(Inputs.ProbeReplicas, "Input 'probe-replicas' is required with the metric protocol_probe: replicas per (agent, question), a positive integer in decimal digits, e.g. 3");
  }
  const gradingConfig = get(Inputs.Config);
  if (mode === "comment" && gradingConfig !== "") {
    throw new InputValidationError(Inputs.Config, "Input 'config' grades the trial datasets named by 'runs', but mode 'comment' grades nothing (it diffs the reports the grading jobs uploaded): drop 'config' here");
  }
  if (mode !== "comment") {
    const datasets = runs.filter((r) => r.endsWith(".jsonl"));
    if (datasets.length > 0 && datasets.length < runs.length) {
      throw new InputValidationError(Inputs.Runs, `Invalid value for input 'runs': '${runs.join(", ")}' mixes trial datasets (*.jsonl) with other patterns; name only datasets, only trial reports or only run directories`);
    }
    if (datasets.length > 0 && gradingConfig === "") {
      throw new InputValidationError(Inputs.Config, `Input 'runs' names trial datasets (${datasets.join(", ")}), which need the input 'config': the grading config (YAML or JSON) to grade them with`);
    }
    if (gradingConfig !== "" && datasets.length === 0) {
      throw new InputValidationError(
        Inputs.Config,
        `Input 'config' grades trial datasets, but input 'runs' (${runs.join(", ")}) names ${namesTrialReports(runs) ? "trial reports, which are already graded" : "run directories, which are evaluated with 'metrics'"}: name the datasets (*.jsonl) in 'runs', or drop 'config'`,
      );
    }
  }

  const baselineRaw = get(Inputs.Baseline);
  const baseline: BaselineSource =
    baselineRaw === "" ? { kind: "none" } : baselineRaw === "artifact" ? { kind: "artifact" } : { kind: "path", patterns: splitPatterns(baselineRaw) };

  const githubToken = get(Inputs.GithubToken);
  if (githubToken === "") {
    const needs: string[] = [];
    if (mode !== "evaluate" && comment !== "off") needs.push(`comment is '${comment}'`);
    if (baseline.kind === "artifact") needs.push("baseline is 'artifact'");
    if (mode === "comment") needs.push("mode is 'comment' (reports are downloaded from artifacts)");
    if (needs.length > 0) {
      throw new InputValidationError(
        Inputs.GithubToken,
        `Input 'github-token' is empty, but it is required because ${needs.join(" and ")}; pass \${{ github.token }} or set comment: off`,
      );
    }
  }
  if (mode === "all" && shard.total !== 1) {
    throw new InputValidationError(
      Inputs.Shard,
      `Invalid value for input 'shard': '${shardRaw}' (a shard sees only part of the runs, so it cannot diff or comment: use mode 'evaluate' for shards and one 'comment' job after them)`,
    );
  }
  if (mode === "comment" && shard.total !== 1) {
    throw new InputValidationError(
      Inputs.Shard,
      `Invalid value for input 'shard': '${shardRaw}' (mode 'comment' merges every shard of the run; leave shard at '1/1')`,
    );
  }

  return {
    runs,
    metrics,
    baseline,
    githubToken,
    comment,
    commentId,
    gates,
    gateRules,
    icc,
    sequential,
    failOn,
    judgeMode,
    judgeProvider,
    judgeModel: get(Inputs.JudgeModel),
    judgeSettings,
    judgeTimeoutMs,
    userCodeTimeoutMs,
    fixtures: get(Inputs.Fixtures) || "recorded-judges",
    mode,
    shard,
    artifactName,
    knobs: get(Inputs.Knobs),
    gpt2Model: get(Inputs.Gpt2Model),
    exportFormat,
    scenarioAssets: get(Inputs.ScenarioAssets),
    probeReplicas,
    probeRound,
    check: parseEnum(Inputs.Check, getInput(Inputs.Check), CHECK_MODES, "on"),
    gradingConfig,
  };
}
