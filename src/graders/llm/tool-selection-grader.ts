/**
 * `ToolSelectionGrader`: did the agent choose the right tools for the task. Score 1–5 (our own
 * prompt, templates/graders/tool_selection.njk); see builtin-llm-grader.ts.
 *
 * Arguments: `(query="", tool_definitions=None, tool_calls=None, trajectory=None)`. OpenJudge
 * passes the query, tool definitions and tool calls; agent-eval can instead take the trial's ATIF
 * trajectory (already loaded, e.g. mapped from the row's evidence) and read the first user message,
 * `agent.tool_definitions` (or `agent.extra.tool_definitions`) and every step's tool calls from it.
 * Explicit arguments win over what the trajectory holds.
 */
import { jsonStringify } from "../../core/json-format.js";
import source from "../../../templates/graders/tool_selection.njk?raw";
import { atifFirstUserMessage, atifToolCalls, atifToolDefinitions, formatToolCall, readAtif, renderAtif } from "../atif.js";
import { PyError } from "../py-format.js";
import { BuiltinLlmGrader, promptText, type BuiltinLlmGraderOptions, type BuiltinLlmGraderSpec } from "./builtin-llm-grader.js";

function listText(value: unknown): string {
  if (Array.isArray(value)) return value.map((item) => (typeof item === "string" ? `- ${item}` : `- ${jsonStringify(item)}`)).join("\n");
  return typeof value === "string" ? value : jsonStringify(value);
}

export const TOOL_SELECTION_SPEC: BuiltinLlmGraderSpec = {
  className: "ToolSelectionGrader",
  defaultName: "tool_selection",
  params: [
    { name: "query", default: "" },
    { name: "tool_definitions", default: null },
    { name: "tool_calls", default: null },
    { name: "trajectory", default: null },
  ],
  template: { name: "graders/tool_selection.njk", source },
  variables: (bound) => {
    const trajectory = bound.trajectory === null || bound.trajectory === undefined ? undefined : readAtif(bound.trajectory);
    const query = promptText(bound.query) !== "" ? promptText(bound.query) : trajectory === undefined ? "" : atifFirstUserMessage(trajectory);
    const definitions = bound.tool_definitions ?? (trajectory === undefined ? null : atifToolDefinitions(trajectory));
    let calls: string;
    if (bound.tool_calls !== null && bound.tool_calls !== undefined) calls = listText(bound.tool_calls);
    else if (trajectory !== undefined) calls = atifToolCalls(trajectory).map((c) => `- ${formatToolCall(c)}`).join("\n");
    else throw new PyError("ValueError", "ToolSelectionGrader needs tool_calls or an ATIF trajectory");
    return {
      query,
      tool_definitions: definitions === null || (Array.isArray(definitions) && definitions.length === 0) ? "(not given)" : listText(definitions),
      tool_calls: calls === "" ? "(no tool calls)" : calls,
      trajectory: trajectory === undefined ? "" : renderAtif(trajectory),
    };
  },
};

export function createToolSelectionGrader(options: BuiltinLlmGraderOptions = {}): BuiltinLlmGrader {
  return new BuiltinLlmGrader(TOOL_SELECTION_SPEC, options);
}
