/**
 * Record/replay of judge calls against the fixture store.
 *
 * Modes:
 * - `replay` (default): answer from the store only; the inner judge (and so the network) is never
 *   touched. A miss throws `JudgeFixtureMissingError` naming the metric, the key, the nearest
 *   recording of the same metric and a line diff of what changed.
 * - `record-missing`: answer from the store; call the inner judge for misses and record them.
 * - `record-all`: call the inner judge for every distinct request of this invocation and overwrite
 *   its recording (a repeated identical request within the invocation reuses the fresh answer).
 * - `live`: call the inner judge; the store is neither read nor written.
 *
 * Nothing invalid is ever recorded: with a per-call `validate`, a live answer is checked before it
 * is written, and a recording that no longer validates fails replay with the validation error.
 */
import { JudgeAccounting, meteredJudge } from "./accounting.js";
import {
  buildFixtureRecord,
  parseFixtureRecord,
  serializeFixtureRecord,
  FixtureSecretError,
  requestFromRecord,
  responseFromRecord,
  storedRequest,
  type FixtureStore,
  type StoredFixture,
} from "./fixture-store.js";
import type { Judge, JudgeCallOptions, JudgeRequest, JudgeResponse } from "./judge.js";
import { JudgeFixtureMissingError, JudgeSecretError, JudgeValidationError } from "./judge-errors.js";
import { findSecretLikeValues, scrubSecrets } from "./secrets.js";
import { limitedJudge } from "./limit.js";
import { canonicalJson, judgeRequestKey } from "./request-key.js";
import { lineSimilarity, unifiedLineDiff } from "./text-diff.js";
import { validatingJudge } from "./validating-judge.js";
import type { JudgeMode } from "./judge-mode.js";

export { JUDGE_MODES, parseJudgeMode } from "./judge-mode.js";
export type { JudgeMode } from "./judge-mode.js";

export interface ReplayJudgeOptions {
  readonly mode: JudgeMode;
  /** Answers misses (record modes) and every call (live). Never called in replay. */
  readonly inner: Judge;
  /** Required in every mode but `live`. */
  readonly store?: FixtureStore;
  /** Timestamp (ISO 8601) for new recordings; injected because the pure core has no clock. */
  readonly now: () => string;
  readonly accounting?: JudgeAccounting;
  /** Provenance written into recordings; default `inner.source`, else `<provider> (live model)`. */
  readonly source?: string;
  /** How to tell the user to record a miss (default mentions `--judge-mode record-missing`). */
  readonly recordHint?: string;
  /** Literal secrets (the API keys in use) no answer may contain; patterns are checked always. */
  readonly knownSecrets?: readonly (string | undefined)[];
  /** Told the fixture key of every call (hashed once here, so a caller tracking keys need not hash again). */
  readonly onKey?: (key: string) => void;
}

const DEFAULT_RECORD_HINT =
  "To record it, run with --judge-mode record-missing (calls the provider; needs its API key), review the new file and commit it.";

export class ReplayJudge implements Judge {
  readonly mode: JudgeMode;
  readonly accounting: JudgeAccounting;
  private readonly inflight = new Map<string, Promise<{ response: JudgeResponse; from: "live" | "replay" }>>();

  constructor(private readonly options: ReplayJudgeOptions) {
    if (options.mode !== "live" && options.store === undefined) {
      throw new Error(`judge mode ${options.mode} needs a fixture store`);
    }
    this.mode = options.mode;
    this.accounting = options.accounting ?? new JudgeAccounting();
  }

  get source(): string | undefined {
    return this.options.source ?? this.options.inner.source;
  }

  async call(request: JudgeRequest, callOptions?: JudgeCallOptions): Promise<JudgeResponse> {
    const { mode, store, onKey } = this.options;
    const live = mode === "live" || store === undefined;
    // the request's one hash: the key the store files it under, and the one the caller tracks
    const key = live && onKey === undefined ? undefined : judgeRequestKey(request);
    if (key !== undefined) onKey?.(key);
    if (live || key === undefined) {
      const response = await this.options.inner.call(request, callOptions);
      this.checkLive(request, response, callOptions);
      this.checkSecrets(request, response, "the live answer");
      this.accounting.noteUsed(response, "live");
      return response;
    }
    if (mode === "replay" || mode === "record-missing") {
      const stored = await store.get(request.metric, key);
      if (stored !== undefined) return this.serveRecording(request, stored, callOptions);
      if (mode === "replay") throw await explainMiss(store, request, key, this.options.recordHint ?? DEFAULT_RECORD_HINT, this.options.knownSecrets);
    }
    let pending = this.inflight.get(key);
    if (pending === undefined) {
      pending = this.record(store, request, key, callOptions);
      this.inflight.set(key, pending);
      void pending.catch(() => this.inflight.delete(key));
    }
    const { response, from } = await pending;
    this.accounting.noteUsed(response, from);
    return response;
  }

  private serveRecording(request: JudgeRequest, stored: StoredFixture, callOptions?: JudgeCallOptions): JudgeResponse {
    const response = this.checkedRecording(request, stored, callOptions);
    this.accounting.noteUsed(response, "replay");
    return response;
  }

  /** A recorded answer, checked for secrets and against the metric's validation. */
  private checkedRecording(request: JudgeRequest, stored: StoredFixture, callOptions?: JudgeCallOptions): JudgeResponse {
    const response = responseFromRecord(stored.record);
    this.checkSecrets(request, response, `the recorded answer ${stored.path}`, "Delete the recording and record it again, or fix it by hand (then `agent-eval fixtures check`).");
    const problem = callOptions?.validate?.(response.output);
    if (problem !== undefined) {
      throw new JudgeValidationError(
        `recorded judge output ${stored.path} for metric "${request.metric}" (replica ${request.replica}) ` +
          `does not pass the metric's validation:\n${problem}\nRe-record it with --judge-mode record-all.`,
        request.metric,
        problem,
      );
    }
    return response;
  }

  /**
   * Every answer, replayed or live, passes the same secret check as a recording being written,
   * before any metric sees it. Findings name the JSON path and the kind, never the value.
   */
  private checkSecrets(request: JudgeRequest, response: JudgeResponse, what: string, hint = ""): void {
    const findings = findSecretLikeValues({ output: response.output, model: response.model }, this.options.knownSecrets ?? []);
    if (findings.length === 0) return;
    const where = findings.map((f) => `${f.path}: ${f.rule}`).join("; ");
    throw new JudgeSecretError(
      `${what} for metric "${request.metric}" (replica ${request.replica}) contains something that looks like a credential (${where}); ` +
        `the metric fails rather than carry it into the report.${hint === "" ? "" : ` ${hint}`}`,
      request.metric,
    );
  }

  private checkLive(request: JudgeRequest, response: JudgeResponse, callOptions?: JudgeCallOptions): void {
    const problem = callOptions?.validate?.(response.output);
    if (problem !== undefined) {
      throw new JudgeValidationError(
        `judge output for metric "${request.metric}" (replica ${request.replica}) is invalid (not recorded):\n${problem}`,
        request.metric,
        problem,
      );
    }
  }

  private async record(store: FixtureStore, request: JudgeRequest, key: string, callOptions?: JudgeCallOptions): Promise<{ response: JudgeResponse; from: "live" | "replay" }> {
    // a prompt holding a credential (an agent echoed a key into the transcript) could never be
    // recorded: refused before the call, so the key is not sent to the provider and nothing is paid
    const findings = findSecretLikeValues({ request: storedRequest(request) }, this.options.knownSecrets ?? []);
    if (findings.length > 0) {
      throw new FixtureSecretError(
        `refusing to record ${store.pathFor(request.metric, key)}: the request would contain something that looks like a credential ` +
          `(${findings.map((f) => `${f.path}: ${f.rule}`).join("; ")}). Nothing was sent or written; remove the secret from the run's messages.`,
      );
    }
    const response = await this.options.inner.call(request, callOptions);
    this.checkLive(request, response, callOptions);
    this.checkSecrets(request, response, "the live answer", "Nothing was recorded.");
    const source = this.source ?? `${request.provider} (live model)`;
    const recordedAt = this.options.now();
    const record = buildFixtureRecord(request, response, { recordedAt, source }, key);
    if (this.mode === "record-all") await store.put(record);
    else {
      // record-missing: another evaluation may have recorded this key meanwhile; its file stays, and
      // this evaluation scores that answer too, so its report replays from what is on disk
      const { existing } = await store.putIfAbsent(record);
      if (existing !== undefined) return { response: this.checkedRecording(request, existing, callOptions), from: "replay" };
    }
    this.accounting.noteRecorded();
    // the answer as its recording replays it (JSON's numbers, the Python reading graders use), so a
    // recorded report and its replay are the same even for an answer JSON cannot hold (an inf, a NaN)
    const replayed = parseFixtureRecord(serializeFixtureRecord(record), store.pathFor(request.metric, key)).response.output;
    return { response: { ...response, output: replayed, recordedAt }, from: "live" };
  }
}

/** A readable, line-oriented rendering of a request for diffs (prompts verbatim, JSON pretty). */
export function requestReviewText(request: JudgeRequest): string {
  const pretty = (value: unknown): string => JSON.stringify(JSON.parse(canonicalJson(value)), null, 2);
  return [
    `provider: ${request.provider}`,
    `model: ${request.model}`,
    `replica: ${request.replica}`,
    `settings: ${canonicalJson(request.settings)}`,
    `output name: ${request.outputName}`,
    `output description: ${request.outputDescription}`,
    `output schema: ${pretty(request.outputSchema)}`,
    `metric (not part of the key): ${request.metric}`,
    `template version (not part of the key): ${request.templateVersion}`,
    "=== system prompt ===",
    request.system,
    "=== user prompt ===",
    request.user,
    ...(request.conversation === undefined ? [] : ["=== conversation ===", conversationReviewText(request.conversation)]),
  ].join("\n");
}

/** One line per block header, texts verbatim: what a reviewer diffs between two probe requests. */
export function conversationReviewText(messages: NonNullable<JudgeRequest["conversation"]>): string {
  const lines: string[] = [];
  messages.forEach((message, i) => {
    lines.push(`--- message ${i + 1}: ${message.role} ---`);
    for (const block of message.blocks) {
      switch (block.type) {
        case "prompt":
          if (typeof block.content === "string") lines.push("[prompt]", block.content);
          else for (const item of block.content) lines.push(...(typeof item === "string" ? ["[prompt]", item] : ["[cache point]"]));
          break;
        case "tool_result":
          lines.push(`[tool result ${block.tool_call_id} ${block.tool_name}]`, block.content);
          break;
        case "thinking":
          lines.push("[thinking]", block.text);
          break;
        case "text":
          lines.push("[text]", block.text);
          break;
        case "tool_call":
          lines.push(`[tool call ${block.tool_call_id} ${block.tool_name}] ${canonicalJson(block.arguments)}`);
          break;
      }
    }
  });
  return lines.join("\n");
}

function nearness(candidate: JudgeRequest, request: JudgeRequest): number {
  return (
    lineSimilarity(candidate.user, request.user) +
    (candidate.conversation === undefined || request.conversation === undefined
      ? 0
      : lineSimilarity(conversationReviewText(candidate.conversation), conversationReviewText(request.conversation))) +
    (candidate.system === request.system ? 0.02 : 0) +
    (candidate.model === request.model ? 0.01 : 0) +
    (candidate.provider === request.provider ? 0.01 : 0) +
    (candidate.outputName === request.outputName ? 0.01 : 0) +
    0.005 / (1 + Math.abs(candidate.replica - request.replica))
  );
}

/**
 * Builds the miss error: key, expected path, nearest recording of the same metric and a diff.
 * The diff quotes the prompt, which holds whatever the agents wrote (an agent may have echoed a
 * key into the transcript): anything that looks like a credential, and `knownSecrets`, is
 * redacted from the message, which goes to stderr and the report's failed-metric error.
 */
export async function explainMiss(
  store: FixtureStore,
  request: JudgeRequest,
  key: string,
  recordHint: string = DEFAULT_RECORD_HINT,
  knownSecrets: readonly (string | undefined)[] = [],
): Promise<JudgeFixtureMissingError> {
  let candidates: StoredFixture[] = [];
  let listError: string | undefined;
  try {
    candidates = await store.listMetric(request.metric);
  } catch (error) {
    listError = error instanceof Error ? error.message : String(error);
  }
  if (candidates.length === 0 && listError === undefined) {
    // A first run (no recordings yet): one line saying what to run, not a key and a path nobody asked about.
    return new JudgeFixtureMissingError(
      `no recorded judge answers for metric "${request.metric}" yet (replay mode never calls a model). ${recordHint}`,
      request.metric,
      key,
      request.replica,
      undefined,
      "",
    );
  }
  const lines = [
    `No recorded judge response for metric "${request.metric}" (replica ${request.replica}, template ${request.templateVersion}).`,
    `  key:      ${key}`,
    `  expected: ${store.pathFor(request.metric, key)}`,
  ];
  if (listError !== undefined) lines.push(`(could not read the other recordings of this metric: ${listError})`);
  // the same request at other replica indexes (D.4): name them, and never serve one in its place
  const sameRequestReplicas = candidates
    .filter((stored) => stored.record.request.replica !== request.replica && stored.record.key === judgeRequestKey(request, stored.record.request.replica))
    .map((stored) => stored.record.request.replica)
    .sort((a, b) => a - b);
  if (sameRequestReplicas.length > 0) {
    lines.push(
      `This request has ${sameRequestReplicas.length} recorded replica(s) (${sameRequestReplicas.join(", ")}); replica ${request.replica} was requested. ` +
        "Replicas are never reused or cycled (that would fake agreement between samples): record the missing one.",
    );
  }
  let nearestPath: string | undefined;
  let diff = "";
  if (candidates.length === 0) {
    lines.push(`There are no recordings for metric "${request.metric}" yet.`);
  } else {
    let best: { stored: StoredFixture; request: JudgeRequest; score: number } | undefined;
    for (const stored of candidates) {
      const recorded = requestFromRecord(stored.record);
      const score = nearness(recorded, request);
      if (best === undefined || score > best.score) best = { stored, request: recorded, score };
    }
    if (best !== undefined) {
      nearestPath = best.stored.path;
      diff = scrubSecrets(
        unifiedLineDiff(requestReviewText(best.request), requestReviewText(request), {
          fromLabel: `recorded ${best.stored.path}`,
          toLabel: "requested now",
        }),
        knownSecrets,
      );
      lines.push(
        `Nearest recorded request for metric "${request.metric}" (of ${candidates.length}): ${best.stored.path}` +
          ` (key ${best.stored.record.key}, recorded ${best.stored.record.recorded_at}, template ${best.request.templateVersion}).`,
        diff === "" ? "It differs only in fields outside the review text." : "What changed (--- recorded, +++ requested now):",
      );
      if (diff !== "") lines.push(diff);
    }
  }
  lines.push(recordHint);
  return new JudgeFixtureMissingError(scrubSecrets(lines.join("\n"), knownSecrets), request.metric, key, request.replica, nearestPath, diff);
}

export interface JudgeStackOptions {
  readonly mode: JudgeMode;
  /** The provider judge (Anthropic, OpenAI, scripted…). */
  readonly provider: Judge;
  readonly store?: FixtureStore;
  readonly now: () => string;
  /** Bound on concurrent provider calls (default 8). Replayed answers are not throttled. */
  readonly concurrency?: number;
  readonly source?: string;
  readonly recordHint?: string;
  /** Literal secrets no answer may contain (the API keys in use). */
  readonly knownSecrets?: readonly (string | undefined)[];
  /** Told the fixture key of every call, as it is hashed (see ReplayJudgeOptions.onKey). */
  readonly onKey?: (key: string) => void;
}

/**
 * The judge an evaluation hands to metrics: provider → concurrency limit → spend metering →
 * validation with one retry → record/replay. Returns the accounting to read `used` and `spent`.
 */
export function createJudgeStack(options: JudgeStackOptions): { judge: ReplayJudge; accounting: JudgeAccounting } {
  const accounting = new JudgeAccounting();
  const inner = validatingJudge(meteredJudge(limitedJudge(options.provider, options.concurrency), accounting));
  const judge = new ReplayJudge({
    mode: options.mode,
    inner,
    now: options.now,
    accounting,
    ...(options.store === undefined ? {} : { store: options.store }),
    ...(options.source === undefined ? {} : { source: options.source }),
    ...(options.recordHint === undefined ? {} : { recordHint: options.recordHint }),
    ...(options.knownSecrets === undefined ? {} : { knownSecrets: options.knownSecrets }),
    ...(options.onKey === undefined ? {} : { onKey: options.onKey }),
  });
  return { judge, accounting };
}
