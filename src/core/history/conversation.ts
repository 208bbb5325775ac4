/**
 * From GlossoGen's reconstructed history to the conversation a provider receives, as pydantic-ai
 * 2.30 builds it (port spec §2.7): adjacent requests are merged (tool returns first), adjacent
 * responses are merged, the new user turn is appended (landing after the last tool results), and
 * the system prompt parts become the system text. The result is provider-neutral; the Anthropic
 * and OpenAI providers map it to their wire formats.
 */
import type { HistoryMessage, RequestPart, ResponsePart, UserContent } from "./message-history.js";

/** A block of a conversation message (provider-neutral, pydantic-ai's part vocabulary). */
export type ConversationBlock =
  /** A user prompt: a string, or a list of strings and cache points. */
  | { readonly type: "prompt"; readonly content: UserContent }
  | { readonly type: "tool_result"; readonly tool_call_id: string; readonly tool_name: string; readonly content: string }
  /** Reasoning without a provider signature: replayed as text in `<think>` tags. */
  | { readonly type: "thinking"; readonly text: string }
  | { readonly type: "text"; readonly text: string }
  | { readonly type: "tool_call"; readonly tool_call_id: string; readonly tool_name: string; readonly arguments: Readonly<Record<string, unknown>> };

export interface ConversationMessage {
  readonly role: "user" | "assistant";
  readonly blocks: readonly ConversationBlock[];
}

export interface Conversation {
  /** The system prompt parts' texts joined by a blank line. */
  readonly system: string;
  readonly messages: readonly ConversationMessage[];
}

type Merged = { kind: "request"; parts: RequestPart[] } | { kind: "response"; parts: ResponsePart[] };

/** pydantic-ai's history normalisation: adjacent requests merged (returns first), adjacent responses merged. */
export function mergeAdjacent(history: readonly HistoryMessage[]): Merged[] {
  const out: Merged[] = [];
  for (const message of history) {
    const last = out[out.length - 1];
    if (last !== undefined && last.kind === "request" && message.kind === "request") {
      const parts = [...last.parts, ...message.parts];
      // stable: tool returns first, everything else after, each in its order
      last.parts = [...parts.filter((p) => p.kind === "tool_return"), ...parts.filter((p) => p.kind !== "tool_return")];
    } else if (last !== undefined && last.kind === "response" && message.kind === "response") {
      last.parts = [...last.parts, ...message.parts];
    } else if (message.kind === "request") out.push({ kind: "request", parts: [...message.parts] });
    else out.push({ kind: "response", parts: [...message.parts] });
  }
  return out;
}

/** The conversation pydantic-ai sends for `history` followed by a new user turn. */
export function toConversation(history: readonly HistoryMessage[], userTurn?: UserContent): Conversation {
  const all: HistoryMessage[] = userTurn === undefined ? [...history] : [...history, { kind: "request", parts: [{ kind: "user_prompt", content: userTurn }] }];
  const merged = mergeAdjacent(all);
  const system: string[] = [];
  const messages: ConversationMessage[] = [];
  for (const message of merged) {
    if (message.kind === "request") {
      const blocks: ConversationBlock[] = [];
      for (const part of message.parts) {
        if (part.kind === "system_prompt") system.push(part.content);
        else if (part.kind === "user_prompt") blocks.push({ type: "prompt", content: part.content });
        else blocks.push({ type: "tool_result", tool_call_id: part.tool_call_id, tool_name: part.tool_name, content: part.content });
      }
      if (blocks.length > 0) messages.push({ role: "user", blocks });
    } else {
      messages.push({
        role: "assistant",
        blocks: message.parts.map((part): ConversationBlock => {
          if (part.kind === "thinking") return { type: "thinking", text: part.content };
          if (part.kind === "text") return { type: "text", text: part.content };
          return { type: "tool_call", tool_call_id: part.tool_call_id, tool_name: part.tool_name, arguments: part.args };
        }),
      });
    }
  }
  return { system: system.join("\n\n"), messages };
}

/** How pydantic-ai replays reasoning that carries no provider signature. */
export function thinkingAsText(text: string): string {
  return `<think>\n${text}\n</think>`;
}
