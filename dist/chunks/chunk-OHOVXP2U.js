import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  anthropicMessages,
  openaiInput
} from "./chunk-WO6VPSDS.js";

// src/core/history/export-thread.ts
var THREAD_FORMATS = ["anthropic", "openai"];
function flatToolCall(name, args) {
  return `[tool call ${name}] ${JSON.stringify(args)}`;
}
function flatToolResult(name, content) {
  return `[tool result ${name}]
${content}`;
}
function transformBlock(block, options) {
  if (block.type === "thinking") return options.includeThinking === true ? block : void 0;
  if (options.flattenTools === true) {
    if (block.type === "tool_call") return { type: "text", text: flatToolCall(block.tool_name, block.arguments) };
    if (block.type === "tool_result") return { type: "prompt", content: flatToolResult(block.tool_name, block.content) };
  }
  return block;
}
function threadMessages(messages, options) {
  const out = [];
  for (const message of messages) {
    const blocks = message.blocks.map((b) => transformBlock(b, options)).filter((b) => b !== void 0);
    if (blocks.length === 0) continue;
    const last = out[out.length - 1];
    if (last !== void 0 && last.role === message.role) last.blocks.push(...blocks);
    else out.push({ role: message.role, blocks });
  }
  return out;
}
function usedTools(messages, registered) {
  const names = new Set(registered);
  for (const message of messages) for (const block of message.blocks) if (block.type === "tool_call") names.add(block.tool_name);
  return [...names];
}
var TOOL_NOTE = "A tool of the simulation (its schema is not recorded in the event log).";
function anthropicThreadBody(conversation, options) {
  const messages = threadMessages(conversation.messages, options);
  const body = {
    model: options.model,
    max_tokens: options.maxTokens,
    system: conversation.system,
    messages: anthropicMessages(messages)
  };
  if (options.flattenTools !== true) {
    const tools = usedTools(messages, options.toolNames);
    if (tools.length > 0) body.tools = tools.map((name) => ({ name, description: TOOL_NOTE, input_schema: { type: "object" } }));
  }
  return body;
}
function openaiThreadBody(conversation, options) {
  const messages = threadMessages(conversation.messages, options);
  const body = { model: options.model, input: openaiInput(conversation.system, messages), max_output_tokens: options.maxTokens };
  if (options.flattenTools !== true) {
    const tools = usedTools(messages, options.toolNames);
    if (tools.length > 0) body.tools = tools.map((name) => ({ type: "function", name, description: TOOL_NOTE, parameters: { type: "object" }, strict: false }));
  }
  return body;
}

export {
  THREAD_FORMATS,
  anthropicThreadBody,
  openaiThreadBody
};
