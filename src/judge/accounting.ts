/**
 * Judge usage accounting for one evaluation invocation, kept as two separate figures:
 *
 * - **used**: the usage of every response the metrics received, whether it came live or from a
 *   recording. Recordings keep the usage of the call that produced them, so a replayed run reports
 *   the same `used` figure as the run that recorded it (this is what the report's cost shows).
 * - **spent**: the usage of calls that actually went to a provider in this invocation (live,
 *   record-missing and record-all misses), including answers that were then rejected as invalid.
 *   Always zero in replay. This is the money this invocation cost.
 */
import { addUsage, estimateCostUsd, ZERO_USAGE, type TokenUsage } from "./pricing.js";
import type { Judge, JudgeCallOptions, JudgeRequest, JudgeResponse } from "./judge.js";
import { JudgeOutputError } from "./judge-errors.js";

export interface UsageTotals {
  /** Provider responses counted (for `used`: responses handed to metrics). */
  readonly calls: number;
  readonly usage: TokenUsage;
  /** Priced with the current table by each response's model; unpriced models count 0. */
  readonly costUsd: number;
}

export interface JudgeAccountingSnapshot {
  readonly used: UsageTotals;
  readonly spent: UsageTotals;
  /** Responses served from recordings. */
  readonly replayed: number;
  /** Responses recorded into the store. */
  readonly recorded: number;
}

const EMPTY: UsageTotals = { calls: 0, usage: ZERO_USAGE, costUsd: 0 };

function add(totals: UsageTotals, usage: TokenUsage, model: string): UsageTotals {
  return { calls: totals.calls + 1, usage: addUsage(totals.usage, usage), costUsd: totals.costUsd + estimateCostUsd(usage, model) };
}

export class JudgeAccounting {
  private used: UsageTotals = EMPTY;
  private spent: UsageTotals = EMPTY;
  private replayed = 0;
  private recorded = 0;

  /** A response handed to a metric; `from` says where it came from. */
  noteUsed(response: JudgeResponse, from: "live" | "replay"): void {
    this.used = add(this.used, response.usage, response.model);
    if (from === "replay") this.replayed++;
  }

  /** A provider response paid for in this invocation (valid or not). */
  noteSpent(usage: TokenUsage, model: string): void {
    this.spent = add(this.spent, usage, model);
  }

  noteRecorded(): void {
    this.recorded++;
  }

  snapshot(): JudgeAccountingSnapshot {
    return { used: this.used, spent: this.spent, replayed: this.replayed, recorded: this.recorded };
  }
}

/** Counts every provider response of `inner` as spent, including unusable answers. */
export function meteredJudge(inner: Judge, accounting: JudgeAccounting): Judge {
  return {
    source: inner.source,
    async call(request: JudgeRequest, options?: JudgeCallOptions): Promise<JudgeResponse> {
      try {
        const response = await inner.call(request, options);
        accounting.noteSpent(response.usage, response.model);
        return response;
      } catch (error) {
        if (error instanceof JudgeOutputError) accounting.noteSpent(error.usage, error.model);
        throw error;
      }
    },
  };
}
