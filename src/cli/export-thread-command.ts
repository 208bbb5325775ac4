/**
 * `agent-eval export-thread`: one agent's reconstructed conversation as a drop-in request body for
 * its provider (Anthropic Messages or OpenAI Responses), built on the probes' history
 * reconstruction with the same exclusive `--round` cutoff as `--probe-round`.
 *
 * With `--scenario-assets` the system prompt and the initial/continue prompts are GlossoGen's own
 * (exactly what the probes send). Without it, agent-eval has none of GlossoGen's text: the system
 * prompt is the agent's registered one and the two user prompts are agent-eval's own wording, said
 * on stderr.
 */
import initialSource from "../../templates/probes/export_initial_prompt.njk?raw";
import continueSource from "../../templates/probes/export_continue_prompt.njk?raw";
import { InputError } from "../core/errors.js";
import { buildMessageHistory, lastEventTimestamp } from "../core/history/message-history.js";
import { toConversation } from "../core/history/conversation.js";
import { type ThreadFormat, anthropicThreadBody, openaiThreadBody } from "../core/history/export-thread.js";
import { fullSystemPrompt, historyPrompts, renderStrict } from "../metrics/probes/probe-config.js";
import { probedAgents } from "../metrics/probes/probe-call.js";
import { refuseExistingOut, writeOutFileSync } from "../node/files.js";
import { detectScenario, loadRun } from "../node/read-run.js";
import { loadProbeAssets } from "../node/scenario-assets.js";

export interface ExportThreadOptions {
  readonly scenario: string | undefined;
  readonly runDir: string;
  readonly agentId: string;
  readonly round: number | undefined;
  readonly format: ThreadFormat | undefined;
  readonly flattenTools: boolean;
  readonly includeThinking: boolean;
  readonly out: string | undefined;
  readonly scenarioAssets: string | undefined;
  /** Replace an existing `out` (default: refused, so no file is lost, the run's own event log included). */
  readonly overwrite?: boolean;
}

export async function exportThreadCommand(options: ExportThreadOptions, io: { stdout: (text: string) => void; stderr: (text: string) => void }): Promise<number> {
  const overwrite = options.overwrite === true;
  // before any work: an existing file (a kept export, or the run's own event log) is never replaced unasked
  if (options.out !== undefined) refuseExistingOut(options.out, overwrite);
  const scenario = await detectScenario(options.runDir, options.scenario);
  const run = await loadRun(options.runDir, scenario);
  const agents = probedAgents(run.events, run.agentConfigs);
  const agent = agents.find((a) => a.agent_id === options.agentId);
  if (agent === undefined) {
    throw new InputError(`--agent-id ${options.agentId}: no such agent in ${run.logPath} (agents: ${agents.map((a) => a.agent_id).join(", ") || "none"})`);
  }
  let systemPrompt = agent.system_prompt;
  let prompts = {
    initial: renderStrict({ name: "templates/probes/export_initial_prompt.njk", source: initialSource }, {}),
    continuation: renderStrict({ name: "templates/probes/export_continue_prompt.njk", source: continueSource }, {}),
  };
  if (options.scenarioAssets === undefined) {
    io.stderr("note: no --scenario-assets: the system prompt is the agent's registered one, without GlossoGen's protocol suffix, and the initial/continue prompts are agent-eval's own wording\n");
  } else {
    const assets = loadProbeAssets(options.scenarioAssets, scenario);
    if (!assets.runner.ok) throw new InputError(`--scenario-assets ${options.scenarioAssets}: ${assets.runner.reason}`);
    systemPrompt = fullSystemPrompt(agent.system_prompt, agent.role_name, assets.runner.value);
    prompts = historyPrompts(assets.runner.value);
  }
  const history = buildMessageHistory(run.events, {
    agentId: agent.agent_id,
    systemPrompt,
    prompts,
    cutoffRound: options.round ?? null,
    targetTimestamp: lastEventTimestamp(run.events),
    splitParallelToolCalls: agent.provider === "self-hosted",
  });
  if (history.length === 0) {
    throw new InputError(`agent ${agent.agent_id} has no conversation to export${options.round === undefined ? "" : ` before round ${options.round}`}`);
  }
  const format = options.format ?? (agent.provider === "anthropic" ? "anthropic" : "openai");
  const exportOptions = {
    format,
    model: agent.model,
    maxTokens: agent.max_tokens,
    toolNames: agent.tool_names,
    flattenTools: options.flattenTools,
    includeThinking: options.includeThinking,
  };
  const conversation = toConversation(history);
  const body = format === "anthropic" ? anthropicThreadBody(conversation, exportOptions) : openaiThreadBody(conversation, exportOptions);
  const text = `${JSON.stringify(body, null, 2)}\n`;
  if (options.out === undefined) io.stdout(text);
  else {
    writeOutFileSync(options.out, text, overwrite);
    const count = "messages" in body ? `${body.messages.length} messages` : `${body.input.length} input items`;
    io.stderr(`${options.out}: ${format} request body for ${agent.agent_id} (${agent.provider}/${agent.model}), ${count}\n`);
  }
  return 0;
}
