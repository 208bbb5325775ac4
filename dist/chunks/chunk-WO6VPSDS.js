import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  thinkingAsText
} from "./chunk-ZJOIMBVE.js";

// src/core/history/wire.ts
var ANTHROPIC_CACHE_CONTROL = { type: "ephemeral", ttl: "5m" };
function anthropicBlocks(block, out) {
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
function anthropicMessages(messages) {
  return messages.map((message) => {
    const content = [];
    for (const block of message.blocks) anthropicBlocks(block, content);
    return { role: message.role, content };
  });
}
function openaiInput(system, messages) {
  const items = [];
  if (system !== "") items.push({ role: "system", content: system });
  for (const message of messages) {
    for (const block of message.blocks) {
      switch (block.type) {
        case "prompt":
          if (typeof block.content === "string") items.push({ role: "user", content: block.content });
          else {
            const texts = block.content.filter((item) => typeof item === "string");
            items.push({ role: "user", content: texts.map((text) => ({ type: "input_text", text })) });
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

export {
  ANTHROPIC_CACHE_CONTROL,
  anthropicMessages,
  openaiInput
};
