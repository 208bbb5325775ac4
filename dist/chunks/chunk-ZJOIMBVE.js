import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/core/history/conversation.ts
function mergeAdjacent(history) {
  const out = [];
  for (const message of history) {
    const last = out[out.length - 1];
    if (last !== void 0 && last.kind === "request" && message.kind === "request") {
      const parts = [...last.parts, ...message.parts];
      last.parts = [...parts.filter((p) => p.kind === "tool_return"), ...parts.filter((p) => p.kind !== "tool_return")];
    } else if (last !== void 0 && last.kind === "response" && message.kind === "response") {
      last.parts = [...last.parts, ...message.parts];
    } else if (message.kind === "request") out.push({ kind: "request", parts: [...message.parts] });
    else out.push({ kind: "response", parts: [...message.parts] });
  }
  return out;
}
function toConversation(history, userTurn) {
  const all = userTurn === void 0 ? [...history] : [...history, { kind: "request", parts: [{ kind: "user_prompt", content: userTurn }] }];
  const merged = mergeAdjacent(all);
  const system = [];
  const messages = [];
  for (const message of merged) {
    if (message.kind === "request") {
      const blocks = [];
      for (const part of message.parts) {
        if (part.kind === "system_prompt") system.push(part.content);
        else if (part.kind === "user_prompt") blocks.push({ type: "prompt", content: part.content });
        else blocks.push({ type: "tool_result", tool_call_id: part.tool_call_id, tool_name: part.tool_name, content: part.content });
      }
      if (blocks.length > 0) messages.push({ role: "user", blocks });
    } else {
      messages.push({
        role: "assistant",
        blocks: message.parts.map((part) => {
          if (part.kind === "thinking") return { type: "thinking", text: part.content };
          if (part.kind === "text") return { type: "text", text: part.content };
          return { type: "tool_call", tool_call_id: part.tool_call_id, tool_name: part.tool_name, arguments: part.args };
        })
      });
    }
  }
  return { system: system.join("\n\n"), messages };
}
function thinkingAsText(text) {
  return `<think>
${text}
</think>`;
}

export {
  toConversation,
  thinkingAsText
};
