/**
 * What `protocol_probe` and `protocol_explanation` share: the probed agents (GlossoGen's configs
 * after mid-run swaps, deduplicated), the probe request sent to the agent's own provider and model
 * (not the judge's), the failure policy, the per-model usage file, and the row timestamps.
 */
import { z } from "zod";
import { type AgentConfig, type AgentEvent, eventsOfType } from "../../core/events.js";
import { dumpsIndent2 } from "../../core/json-format.js";
import { neumaierSum } from "../../core/pynum.js";
import type { Conversation } from "../../core/history/conversation.js";
import type { Judge, JudgeRequest, JudgeResponse, JsonSchema } from "../../judge/judge.js";
import { InputError } from "../../core/errors.js";
import { JudgeFixtureMissingError } from "../../judge/judge-errors.js";
import { FixtureFileError, FixtureSecretError } from "../../judge/fixture-store.js";
import { thrownField } from "../../core/thrown-text.js";
import { type TokenUsage, addUsage, estimateCostUsd, ZERO_USAGE } from "../../judge/pricing.js";
import { PyFloat } from "../../core/json-format.js";
import type { MetricContext } from "../contract.js";
import { outputSchema, stringProperty } from "../judge/schemas.js";
import type { ProbeAssets } from "./probe-config.js";
import { templateVersionOf } from "../../judge/request-key.js";

/** `agent_registered` configs with the last `agent_swapped_mid_run` model/provider, deduplicated by agent (last registration wins, first position). */
export function probedAgents(events: readonly AgentEvent[], configs: readonly AgentConfig[]): AgentConfig[] {
  const swaps = new Map<string, { model: string; provider: string }>();
  for (const swap of eventsOfType(events, "agent_swapped_mid_run")) swaps.set(swap.agent_id, { model: swap.new_model, provider: swap.new_provider });
  const byId = new Map<string, AgentConfig>();
  for (const config of configs) {
    const swap = swaps.get(config.agent_id);
    const overridden = swap === undefined ? config : { ...config, model: swap.model, provider: swap.provider };
    // Map keeps the first insertion's position when a key is set again
    byId.set(config.agent_id, overridden);
  }
  return [...byId.values()];
}

/** The fixed model settings GlossoGen's probe agents run with (no temperature). */
export function probeSettings(provider: string): Record<string, unknown> {
  if (provider === "anthropic") return { max_tokens: 32768 };
  if (provider === "openai") return { max_output_tokens: 32768, reasoning_effort: "high", reasoning_summary: "concise" };
  return {};
}

/** pydantic-ai's output tool name. */
export const OUTPUT_TOOL = "final_result";

export interface ProbeOutputSpec<T> {
  readonly description: string;
  readonly schema: JsonSchema;
  readonly output: z.ZodType<T>;
}

// Same fields, types, titles and required list as GlossoGen's ProtocolProbeOutput (spec §9.8);
// the descriptions are agent-eval's own words.
const PROBE_DESCRIPTION = "The answer to one protocol probe question.";
const PROBE_CONTRACT = outputSchema({
  title: "ProtocolProbeOutput",
  description: PROBE_DESCRIPTION,
  properties: {
    reasoning: stringProperty(
      "Reasoning",
      "Why this message follows from the conventions you and your teammate settled on; for the evaluator only, never sent.",
    ),
    message: stringProperty(
      "Message",
      "Exactly the text you would send to your teammate for this input, written with your team's protocol, nothing else.",
    ),
  },
});

export const PROBE_OUTPUT: ProbeOutputSpec<z.output<typeof PROBE_CONTRACT.zod>> = {
  description: PROBE_DESCRIPTION,
  schema: PROBE_CONTRACT.json,
  output: PROBE_CONTRACT.zod,
};

const EXPLANATION_DESCRIPTION = "A prose account of the communication protocol the team used.";
const EXPLANATION_CONTRACT = outputSchema({
  title: "ProtocolExplanationOutput",
  description: EXPLANATION_DESCRIPTION,
  properties: {
    description: stringProperty(
      "Description",
      "A concrete description of the protocol as your team actually used it: codes and abbreviations and their meanings, message structure, how errors and retries were signalled, with examples. Say so if there was no real protocol.",
    ),
  },
});

export const EXPLANATION_OUTPUT: ProbeOutputSpec<z.output<typeof EXPLANATION_CONTRACT.zod>> = {
  description: EXPLANATION_DESCRIPTION,
  schema: EXPLANATION_CONTRACT.json,
  output: EXPLANATION_CONTRACT.zod,
};

export function probeRequest(
  metric: string,
  agent: AgentConfig,
  conversation: Conversation,
  spec: ProbeOutputSpec<unknown>,
  replica: number,
  templateSource: string,
): JudgeRequest {
  const templateVersion = templateVersionOf([templateSource, spec.description, spec.schema]);
  return {
    metric,
    system: conversation.system,
    user: "",
    conversation: conversation.messages,
    outputName: OUTPUT_TOOL,
    outputDescription: spec.description,
    outputSchema: spec.schema,
    model: agent.model,
    provider: agent.provider,
    settings: probeSettings(agent.provider),
    replica,
    templateVersion,
  };
}

/** The probe model and the assets, or the reason the metric cannot run / does not apply. */
export function requireProbeModel(context: MetricContext, metric: string): Judge {
  if (context.probeModel === undefined) {
    throw new Error(`${metric} needs a probe model stack (the agents' own providers, or replay from recorded-judges/${metric}/)`);
  }
  return context.probeModel;
}

export function assetsOrReason(context: MetricContext): ProbeAssets | string {
  if (context.probeAssets === undefined) {
    return "no GlossoGen scenario assets were given (--scenario-assets DIR, a GlossoGen checkout's src/glossogen/scenarios folder): the probe prompts are the user's GlossoGen files, agent-eval bundles none";
  }
  return context.probeAssets;
}

/**
 * One probe call under GlossoGen's failure policy: any failure is logged and the call skipped —
 * except a replay miss, a damaged recording, an answer that looks like it holds a credential, a
 * refused recording or a set-up error (no API key), which fail the metric with their explanation
 * (a silently smaller probe set would look like a real result).
 */
export async function callProbe<T>(
  model: Judge,
  request: JudgeRequest,
  spec: ProbeOutputSpec<T>,
  context: MetricContext,
  what: string,
): Promise<{ output: T; response: JudgeResponse } | undefined> {
  try {
    const response = await model.call(request, {
      validate: (output) => {
        const parsed = spec.output.safeParse(output);
        return parsed.success ? undefined : z.prettifyError(parsed.error);
      },
    });
    return { output: spec.output.parse(response.output), response };
  } catch (error) {
    // a missing API key or an unusable mode is the invocation's problem, not one probe's
    if (
      error instanceof JudgeFixtureMissingError ||
      error instanceof FixtureFileError ||
      error instanceof FixtureSecretError ||
      error instanceof InputError ||
      // what a judge marks fatal (a replayed answer holding a credential, a miss)
      thrownField(error, "fatal") === true
    ) {
      throw error;
    }
    context.log(`${what} failed, skipped: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** Usage per (model, provider) in first-seen order (GlossoGen `ProbeUsageReport`). */
export class ProbeUsage {
  private readonly perModel = new Map<string, { model: string; provider: string; usage: TokenUsage }>();

  add(model: string, provider: string, usage: TokenUsage): void {
    const key = JSON.stringify([model, provider]);
    const entry = this.perModel.get(key);
    if (entry === undefined) this.perModel.set(key, { model, provider, usage: addUsage(ZERO_USAGE, usage) });
    else entry.usage = addUsage(entry.usage, usage);
  }

  totalCostUsd(): number {
    return neumaierSum([...this.perModel.values()].map((entry) => estimateCostUsd(entry.usage, entry.model)));
  }

  /** `model_dump_json(indent=2) + "\n"`. */
  serialize(): string {
    return `${dumpsIndent2({
      total_estimated_cost_usd: new PyFloat(this.totalCostUsd()),
      per_model: [...this.perModel.values()].map((entry) => ({
        usage: {
          input_tokens: entry.usage.input_tokens,
          output_tokens: entry.usage.output_tokens,
          cache_read_input_tokens: entry.usage.cache_read_input_tokens,
          cache_creation_input_tokens: entry.usage.cache_creation_input_tokens,
        },
        estimated_cost_usd: new PyFloat(estimateCostUsd(entry.usage, entry.model)),
        model: entry.model,
        provider_name: entry.provider,
      })),
    })}\n`;
  }
}

/**
 * A row's `timestamp` as pydantic writes a UTC datetime (`…:05.678900Z`): when the answer was
 * recorded if it came through the fixture store (so a replay rewrites the recorded bytes), else now.
 */
export function rowTimestamp(response: JudgeResponse, context: MetricContext): string {
  const at = response.recordedAt ?? context.now?.();
  if (at === undefined) throw new Error("no clock was given to stamp the probe rows (MetricContext.now)");
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(?:Z|\+00:00)$/.exec(at);
  if (m === null) return at;
  const fraction = (m[2] ?? "").padEnd(6, "0");
  return fraction === "000000" ? `${m[1]}Z` : `${m[1]}.${fraction}Z`;
}
