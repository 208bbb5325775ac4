/**
 * `export-thread`: one agent's reconstructed conversation (the probes' history reconstruction) as a
 * request body its provider's API accepts as is — Anthropic Messages or OpenAI Responses.
 *
 * - Thinking is dropped unless asked for (replaying it raw would need provider signatures); when
 *   kept it is plain text in `<think>` tags, as pydantic-ai replays it.
 * - Tool calls and results stay native, with one permissive tool definition per tool the agent
 *   used or was registered with (the log does not hold their schemas), so the body validates;
 *   `flattenTools` renders them as plain text instead and the body needs no tools at all.
 * - Messages emptied by those choices are removed, and neighbours of the same role merged, so the
 *   roles still alternate.
 */
import type Anthropic from "@anthropic-ai/sdk";
import { type ConversationBlock, type ConversationMessage, type Conversation } from "./conversation.js";
import { type OpenAIInputItem, anthropicMessages, openaiInput } from "./wire.js";

export const THREAD_FORMATS = ["anthropic", "openai"] as const;
export type ThreadFormat = (typeof THREAD_FORMATS)[number];

export interface ThreadExportOptions {
  readonly format: ThreadFormat;
  readonly model: string;
  readonly maxTokens: number;
  /** Tools the agent was registered with (offered even when unused). */
  readonly toolNames: readonly string[];
  readonly flattenTools?: boolean;
  readonly includeThinking?: boolean;
}

/** How a flattened tool call / result reads. */
export function flatToolCall(name: string, args: Readonly<Record<string, unknown>>): string {
  return `[tool call ${name}] ${JSON.stringify(args)}`;
}
export function flatToolResult(name: string, content: string): string {
  return `[tool result ${name}]\n${content}`;
}

function transformBlock(block: ConversationBlock, options: ThreadExportOptions): ConversationBlock | undefined {
  if (block.type === "thinking") return options.includeThinking === true ? block : undefined;
  if (options.flattenTools === true) {
    if (block.type === "tool_call") return { type: "text", text: flatToolCall(block.tool_name, block.arguments) };
    if (block.type === "tool_result") return { type: "prompt", content: flatToolResult(block.tool_name, block.content) };
  }
  return block;
}

/** The conversation after the thinking and tool choices, with empty messages gone and same-role neighbours merged. */
export function threadMessages(messages: readonly ConversationMessage[], options: ThreadExportOptions): ConversationMessage[] {
  const out: { role: ConversationMessage["role"]; blocks: ConversationBlock[] }[] = [];
  for (const message of messages) {
    const blocks = message.blocks.map((b) => transformBlock(b, options)).filter((b): b is ConversationBlock => b !== undefined);
    if (blocks.length === 0) continue;
    const last = out[out.length - 1];
    if (last !== undefined && last.role === message.role) last.blocks.push(...blocks);
    else out.push({ role: message.role, blocks });
  }
  return out;
}

function usedTools(messages: readonly ConversationMessage[], registered: readonly string[]): string[] {
  const names = new Set(registered);
  for (const message of messages) for (const block of message.blocks) if (block.type === "tool_call") names.add(block.tool_name);
  return [...names];
}

const TOOL_NOTE = "A tool of the simulation (its schema is not recorded in the event log).";

export function anthropicThreadBody(conversation: Conversation, options: ThreadExportOptions): Anthropic.Messages.MessageCreateParamsNonStreaming {
  const messages = threadMessages(conversation.messages, options);
  const body: Anthropic.Messages.MessageCreateParamsNonStreaming = {
    model: options.model,
    max_tokens: options.maxTokens,
    system: conversation.system,
    messages: anthropicMessages(messages),
  };
  if (options.flattenTools !== true) {
    const tools = usedTools(messages, options.toolNames);
    if (tools.length > 0) body.tools = tools.map((name) => ({ name, description: TOOL_NOTE, input_schema: { type: "object" } }));
  }
  return body;
}

export interface OpenAIThreadBody {
  model: string;
  input: OpenAIInputItem[];
  max_output_tokens: number;
  tools?: { type: "function"; name: string; description: string; parameters: { type: "object" }; strict: false }[];
}

export function openaiThreadBody(conversation: Conversation, options: ThreadExportOptions): OpenAIThreadBody {
  const messages = threadMessages(conversation.messages, options);
  const body: OpenAIThreadBody = { model: options.model, input: openaiInput(conversation.system, messages), max_output_tokens: options.maxTokens };
  if (options.flattenTools !== true) {
    const tools = usedTools(messages, options.toolNames);
    if (tools.length > 0) body.tools = tools.map((name) => ({ type: "function", name, description: TOOL_NOTE, parameters: { type: "object" }, strict: false }));
  }
  return body;
}
