/**
 * The OpenAI Responses API request body (`POST /v1/responses`), as far as agent-eval sends it:
 * written from the API reference's `ResponseCreateParams` (input items: easy input messages with
 * string or `input_text` content, `function_call`, `function_call_output`; function tools), strict
 * so an unknown or misspelt field fails. Used to check export-thread bodies and probe requests.
 */
import { z } from "zod";

const inputText = z.strictObject({ type: z.literal("input_text"), text: z.string() });
const easyInputMessage = z.strictObject({
  type: z.literal("message").optional(),
  role: z.enum(["user", "assistant", "system", "developer"]),
  content: z.union([z.string(), z.array(inputText).min(1)]),
});
const functionCall = z.strictObject({
  type: z.literal("function_call"),
  call_id: z.string().min(1),
  name: z.string().min(1),
  // a JSON string of the arguments
  arguments: z.string().refine((text) => {
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === "object" && value !== null && !Array.isArray(value);
    } catch {
      return false;
    }
  }, "arguments must be a JSON object encoded as a string"),
  id: z.string().optional(),
  status: z.enum(["in_progress", "completed", "incomplete"]).optional(),
});
const functionCallOutput = z.strictObject({
  type: z.literal("function_call_output"),
  call_id: z.string().min(1),
  output: z.string(),
  id: z.string().optional(),
});
const functionTool = z.strictObject({
  type: z.literal("function"),
  name: z.string().regex(/^[a-zA-Z0-9_-]{1,64}$/),
  description: z.string().optional(),
  parameters: z.record(z.string(), z.unknown()).nullable(),
  strict: z.boolean().nullable(),
});

export const responsesCreateRequest = z
  .strictObject({
    model: z.string().min(1),
    input: z.array(z.union([easyInputMessage, functionCall, functionCallOutput])).min(1),
    instructions: z.string().optional(),
    tools: z.array(functionTool).optional(),
    tool_choice: z.union([z.enum(["none", "auto", "required"]), z.strictObject({ type: z.literal("function"), name: z.string() })]).optional(),
    max_output_tokens: z.number().int().positive().optional(),
    store: z.boolean().optional(),
    temperature: z.number().optional(),
    reasoning: z.strictObject({ effort: z.enum(["minimal", "low", "medium", "high"]).optional(), summary: z.enum(["auto", "concise", "detailed"]).optional() }).optional(),
  })
  .superRefine((body, ctx) => {
    // every function_call_output answers an earlier function_call
    const calls = new Set<string>();
    body.input.forEach((item, i) => {
      if ("type" in item && item.type === "function_call") calls.add(item.call_id);
      if ("type" in item && item.type === "function_call_output" && !calls.has(item.call_id)) {
        ctx.addIssue({ code: "custom", path: ["input", i, "call_id"], message: `no function_call with call_id ${item.call_id} before it` });
      }
    });
  });
