/**
 * `agent-eval export-thread`: bodies checked against each provider's request schema (Anthropic:
 * the SDK's MessageCreateParams type on a fixture plus the API's structural rules; OpenAI: a zod
 * schema of the Responses API request), the exclusive --round, default format, thinking and
 * flattened tools, and the real run.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type Anthropic from "@anthropic-ai/sdk";
import { cli, tempDir, writeRun } from "../helpers/run-dirs.js";
import { responsesCreateRequest } from "../helpers/openai-responses-request.js";
import { anthropicThreadFixture } from "../fixtures/export-thread/anthropic-body.js";
import { handBuiltRun, jsonl } from "../metrics/probes/hand-built-run.js";

const ASSETS = path.resolve(import.meta.dirname, "../fixtures/glossogen-assets/scenarios");
const REAL_RUN = path.resolve(import.meta.dirname, "../../../shared/runs/veyru-1780600361");

const realRunPresent = existsSync(path.join(REAL_RUN, "veyru.jsonl"));
if (!realRunPresent) console.warn(`skipping the real-run export-thread test: ${REAL_RUN} is absent (it lives in ../shared beside the project)`);

type Body = Anthropic.Messages.MessageCreateParamsNonStreaming;

/** The Messages API's structural rules the type cannot express. */
function checkAnthropic(body: Body): void {
  expect(body.messages[0]?.role).toBe("user");
  const toolNames = new Set((body.tools ?? []).map((t) => ("name" in t ? t.name : "")));
  body.messages.forEach((message, i) => {
    if (i > 0) expect(message.role, `message ${i} alternates`).not.toBe(body.messages[i - 1]?.role);
    const content = typeof message.content === "string" ? [] : message.content;
    expect(content.length, `message ${i} is not empty`).toBeGreaterThan(0);
    for (const block of content) {
      if (block.type === "text") expect(block.text, `message ${i}: no empty text block`).not.toBe("");
      if (block.type === "tool_use") expect(toolNames.has(block.name), `tool ${block.name} is defined`).toBe(true);
    }
    // tool results come first and answer the previous assistant message's tool_use blocks
    const results = content.filter((b) => b.type === "tool_result");
    if (results.length > 0) {
      expect(content.slice(0, results.length).every((b) => b.type === "tool_result")).toBe(true);
      const previous = body.messages[i - 1];
      const uses = typeof previous?.content === "string" ? [] : (previous?.content ?? []).filter((b) => b.type === "tool_use").map((b) => (b.type === "tool_use" ? b.id : ""));
      expect(results.map((b) => (b.type === "tool_result" ? b.tool_use_id : ""))).toEqual(uses);
    }
  });
}

async function exportThread(...args: string[]): Promise<{ code: number; body: unknown; stderr: string }> {
  const result = await cli("export-thread", ...args);
  return { code: result.code, body: result.code === 0 ? (JSON.parse(result.stdout) as unknown) : undefined, stderr: result.stderr };
}

describe("export-thread", () => {
  const runDir = writeRun(tempDir(), "run", { "veyru.jsonl": jsonl(handBuiltRun({ swap: true })) });

  it("writes the SDK-typed Anthropic fixture exactly (tsc checks the fixture against MessageCreateParams)", async () => {
    const { code, body } = await exportThread("--run-dir", runDir, "--agent-id", "obs", "--round", "3", "--format", "anthropic", "--include-thinking", "--scenario-assets", ASSETS);
    expect(code).toBe(0);
    expect(body).toEqual(anthropicThreadFixture);
    checkAnthropic(body as Body);
  });

  it("defaults to the agent's own provider (after a mid-run swap) and drops thinking", async () => {
    const eng = await exportThread("--run-dir", runDir, "--agent-id", "eng");
    expect((eng.body as Body).model).toBe("claude-haiku-4-5");
    expect("messages" in (eng.body as object)).toBe(true);
    expect(JSON.stringify(eng.body)).not.toContain("<think>");
    expect(eng.stderr).toContain("no --scenario-assets");
    checkAnthropic(eng.body as Body);
    const obs = await exportThread("--run-dir", runDir, "--agent-id", "obs");
    expect(responsesCreateRequest.parse(obs.body).model).toBe("gpt-5.4");
    expect(JSON.stringify(obs.body)).not.toContain("<think>");
  });

  it("--round is exclusive like --probe-round; --flatten-tools needs no tool configuration", async () => {
    const whole = await exportThread("--run-dir", runDir, "--agent-id", "obs", "--format", "anthropic");
    const cut = await exportThread("--run-dir", runDir, "--agent-id", "obs", "--format", "anthropic", "--round", "3");
    const ids = (body: unknown) => JSON.stringify(body).match(/"id":"c\d"/g);
    expect(ids(whole.body)).toEqual(['"id":"c1"', '"id":"c2"', '"id":"c3"', '"id":"c6"', '"id":"c7"', '"id":"c8"']);
    expect(ids(cut.body)).toEqual(['"id":"c1"', '"id":"c2"', '"id":"c3"', '"id":"c6"']);
    for (const body of [whole.body, cut.body]) checkAnthropic(body as Body);

    for (const format of ["anthropic", "openai"]) {
      const flat = await exportThread("--run-dir", runDir, "--agent-id", "obs", "--format", format, "--flatten-tools");
      const text = JSON.stringify(flat.body);
      expect(text).not.toMatch(/tool_use|tool_result|function_call/);
      expect(text).toContain("[tool call send_message] {\\\"channel_id\\\":\\\"link\\\",\\\"text\\\":\\\"RIM FLK\\\"}");
      expect((flat.body as { tools?: unknown }).tools).toBeUndefined();
      if (format === "anthropic") checkAnthropic(flat.body as Body);
      else responsesCreateRequest.parse(flat.body);
    }
  });

  it("OpenAI bodies pass the Responses API request schema, with and without thinking", async () => {
    for (const extra of [[], ["--include-thinking"], ["--round", "2"]]) {
      const { body } = await exportThread("--run-dir", runDir, "--agent-id", "obs", "--format", "openai", "--scenario-assets", ASSETS, ...extra);
      const parsed = responsesCreateRequest.safeParse(body);
      expect(parsed.success, parsed.success ? "" : parsed.error.message).toBe(true);
    }
  });

  it("usage errors exit 2 naming the problem", async () => {
    expect((await exportThread("--run-dir", runDir, "--agent-id", "nobody")).stderr).toContain("--agent-id nobody: no such agent");
    const zero = await exportThread("--run-dir", runDir, "--agent-id", "obs", "--round", "0");
    expect(zero.code).toBe(2);
    expect(zero.stderr).toContain("--round: expected a positive integer");
    const empty = await exportThread("--run-dir", runDir, "--agent-id", "obs", "--round", "1");
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain("no conversation to export before round 1");
  });

  it.skipIf(!realRunPresent)("the real run: field_observer before round 5 in both formats", async () => {
    const out = path.join(tempDir(), "thread.json");
    const result = await cli("export-thread", "--run-dir", REAL_RUN, "--agent-id", "field_observer", "--round", "5", "--format", "anthropic", "--scenario-assets", ASSETS, "--out", out);
    expect(result.code).toBe(0);
    const body = JSON.parse(readFileSync(out, "utf8")) as Body;
    checkAnthropic(body);
    const blocks = body.messages.flatMap((m) => (typeof m.content === "string" ? [] : m.content));
    // GlossoGen's probe history at cutoff 5 (port spec §5): 78 requests, 77 responses, 77 calls; no thinking by default
    expect(body.messages.filter((m) => m.role === "user")).toHaveLength(78);
    expect(blocks.filter((b) => b.type === "tool_use")).toHaveLength(77);
    expect(blocks.filter((b) => b.type === "text")).toHaveLength(1);
    const openai = await exportThread("--run-dir", REAL_RUN, "--agent-id", "field_observer", "--round", "5", "--include-thinking");
    const parsed = responsesCreateRequest.parse(openai.body);
    expect(parsed.input.filter((item) => "role" in item && item.role === "assistant")).toHaveLength(76);
  });
});

describe("export-thread --out never replaces a file unasked", () => {
  it("refuses an existing --out (exit 2, naming it, the file untouched), and replaces it with --overwrite", async () => {
    const runDir = writeRun(tempDir(), "run", { "veyru.jsonl": jsonl(handBuiltRun({ swap: true })) });
    const out = path.join(tempDir(), "thread.json");
    writeFileSync(out, "kept\n");
    const refused = await cli("export-thread", "--run-dir", runDir, "--agent-id", "eng", "--out", out);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${out}: exists; refusing to overwrite it`);
    expect(readFileSync(out, "utf8")).toBe("kept\n");
    const replaced = await cli("export-thread", "--run-dir", runDir, "--agent-id", "eng", "--out", out, "--overwrite");
    expect(replaced.code, replaced.stderr).toBe(0);
    expect(JSON.parse(readFileSync(out, "utf8"))).toHaveProperty("model");
  });
  it("never writes over the run's own event log", async () => {
    const runDir = writeRun(tempDir(), "run", { "veyru.jsonl": jsonl(handBuiltRun({ swap: true })) });
    const log = readdirSync(runDir).find((name) => name.endsWith(".jsonl")) as string;
    const before = readFileSync(path.join(runDir, log), "utf8");
    const result = await cli("export-thread", "--run-dir", runDir, "--agent-id", "eng", "--out", path.join(runDir, log));
    expect(result.code).toBe(2);
    expect(readFileSync(path.join(runDir, log), "utf8")).toBe(before);
  });
});
