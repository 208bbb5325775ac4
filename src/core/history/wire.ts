/**
 * The provider wire formats of a conversation, as pydantic-ai 2.30 maps its messages (port spec
 * §2.7): Anthropic Messages `messages[]` and OpenAI Responses `input[]`. Used by the providers
 * for probe calls and by `export-thread`.
 */
import { type ConversationBlock, type ConversationMessage, thinkingAsText } from "./conversation.js";

export type AnthropicCacheControl = { readonly type: "ephemeral"; readonly ttl: "5m" };
export const ANTHROPIC_CACHE_CONTROL: AnthropicCacheControl = { type: "ephemeral", ttl: "5m" };

export type AnthropicBlock =
  | { type: "text"; text: string; cache_control?: AnthropicCacheControl }
  | { type: "tool_use"; id: string; name: string; input: Record<string, unknown> }
  | { type: "tool_result"; tool_use_id: string; content: { type: "text"; text: string }[]; is_error: boolean };

export interface AnthropicMessage {
  role: "user" | "assistant";
  content: AnthropicBlock[];
}

function anthropicBlocks(block: ConversationBlock, out: AnthropicBlock[]): void {
  switch (block.type) {
    case "prompt":
      if (typeof block.content === "string") {
        if (block.content !== "") out.push({ type: "text", text: block.content });
        return;
      }
      for (const item of block.content) {
        if (typeof item === "string") {
          if (item !== "") out.push({ type: "text", text: item });
        } else {
          // a cache point marks the block before it
          const previous = out[out.length - 1];
          if (previous?.type === "text") previous.cache_control = ANTHROPIC_CACHE_CONTROL;
        }
      }
      return;
    case "tool_result":
      out.push({ type: "tool_result", tool_use_id: block.tool_call_id, content: [{ type: "text", text: block.content }], is_error: false });
      return;
    case "thinking":
      out.push({ type: "text", text: thinkingAsText(block.text) });
      return;
    case "text":
      if (block.text !== "") out.push({ type: "text", text: block.text });
      return;
    case "tool_call":
      out.push({ type: "tool_use", id: block.tool_call_id, name: block.tool_name, input: { ...block.arguments } });
      return;
  }
}

/** Anthropic Messages API `messages[]`: one message per conversation message. */
export function anthropicMessages(messages: readonly ConversationMessage[]): AnthropicMessage[] {
  return messages.map((message) => {
    const content: AnthropicBlock[] = [];
    for (const block of message.blocks) anthropicBlocks(block, content);
    return { role: message.role, content };
  });
}

export type OpenAIInputItem =
  | { role: "system" | "user" | "assistant"; content: string }
  | { role: "user"; content: { type: "input_text"; text: string }[] }
  | { type: "function_call"; call_id: string; name: string; arguments: string }
  | { type: "function_call_output"; call_id: string; output: string };

/** OpenAI Responses API `input[]`: the system item first, then one item per block. */
export function openaiInput(system: string, messages: readonly ConversationMessage[]): OpenAIInputItem[] {
  const items: OpenAIInputItem[] = [];
  if (system !== "") items.push({ role: "system", content: system });
  for (const message of messages) {
    for (const block of message.blocks) {
      switch (block.type) {
        case "prompt":
          if (typeof block.content === "string") items.push({ role: "user", content: block.content });
          else {
            const texts = block.content.filter((item): item is string => typeof item === "string");
            items.push({ role: "user", content: texts.map((text) => ({ type: "input_text" as const, text })) });
          }
          break;
        case "tool_result":
          items.push({ type: "function_call_output", call_id: block.tool_call_id, output: block.content });
          break;
        case "thinking":
          items.push({ role: "assistant", content: thinkingAsText(block.text) });
          break;
        case "text":
          items.push({ role: "assistant", content: block.text });
          break;
        case "tool_call":
          items.push({ type: "function_call", call_id: block.tool_call_id, name: block.tool_name, arguments: JSON.stringify(block.arguments) });
          break;
      }
    }
  }
  return items;
}
