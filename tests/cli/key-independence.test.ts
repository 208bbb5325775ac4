/**
 * Reference D.2: the fixture key holds everything that changes the answer and nothing that does
 * not. Recorded with one API key, timeout and base URL, the same evaluation replays with none of
 * them, and record-missing with other ones calls the provider zero times.
 */
import { cpSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import nock from "nock";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cli, smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const STORE = path.join(ROOT, "recorded-judges");
const RUN = path.join(ROOT, "examples/runs/veyru/veyru-solo-001");
const METRIC = "language_strangeness";
const NAMES = ["ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL"] as const;

describe("what the fixture key leaves out", () => {
  let saved: Record<string, string | undefined> = {};
  beforeEach(() => {
    saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
    nock.disableNetConnect();
  });
  afterEach(() => {
    for (const name of NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    nock.cleanAll();
    nock.enableNetConnect();
  });

  it("the API key, the judge timeout and the base URL do not change the key", async () => {
    const recorded = new Map<string, unknown>();
    for (const name of readdirSync(path.join(STORE, METRIC))) {
      const record = JSON.parse(readFileSync(path.join(STORE, METRIC, name), "utf8")) as { request: { user: string[] }; response: { output: unknown } };
      recorded.set(record.request.user.join("\n"), record.response.output);
    }
    let calls = 0;
    nock("http://judge-a.test")
      .persist()
      .post("/v1/messages")
      .reply(200, (_uri, body) => {
        calls++;
        const request = body as { messages: { content: string }[]; tools: { name: string }[] };
        return {
          id: `msg_${calls}`,
          type: "message",
          role: "assistant",
          model: "claude-haiku-4-5",
          content: [{ type: "tool_use", id: "t1", name: request.tools[0]?.name, input: recorded.get(request.messages[0]?.content ?? "") ?? {} }],
          stop_reason: "tool_use",
          stop_sequence: null,
          usage: { input_tokens: 10, output_tokens: 10, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
        };
      });
    const store = tempDir();
    const judgeFlags = ["--provider", "anthropic", "--model", "claude-haiku-4-5", "--fixtures", store];
    const run = path.join(tempDir(), "veyru-solo-001");
    cpSync(RUN, run, { recursive: true });

    process.env.ANTHROPIC_API_KEY = "sk-ant-api03-FIRSTKEYaaaaaaaaaaaaaaaaaaaa";
    process.env.ANTHROPIC_BASE_URL = "http://judge-a.test";
    const first = await cli("evaluate", "--run-dir", run, "--metrics", METRIC, ...judgeFlags, "--judge-mode", "record-missing", "--judge-timeout", "5");
    expect(first.code).toBe(0);
    expect(calls).toBeGreaterThan(0);
    const recordedCalls = calls;

    // other key, other endpoint (nothing answers there), other timeout: every answer is already recorded
    process.env.ANTHROPIC_API_KEY = "sk-ant-api03-SECONDKEYbbbbbbbbbbbbbbbbbbb";
    process.env.ANTHROPIC_BASE_URL = "http://judge-b.test";
    const again = await cli("evaluate", "--run-dir", run, "--metrics", METRIC, ...judgeFlags, "--judge-mode", "record-missing", "--judge-timeout", "60");
    expect(again.code).toBe(0);
    expect(calls).toBe(recordedCalls);

    delete process.env.ANTHROPIC_API_KEY;
    delete process.env.ANTHROPIC_BASE_URL;
    const replayed = await cli("evaluate", "--run-dir", run, "--metrics", METRIC, ...judgeFlags);
    expect(replayed.code).toBe(0);
    expect(calls).toBe(recordedCalls);
    const files = readdirSync(store, { recursive: true }).map(String).filter((name) => name.endsWith(".json"));
    expect(files).toHaveLength(recordedCalls);
    for (const name of files) {
      const text = readFileSync(path.join(store, name), "utf8");
      expect(text).not.toContain("FIRSTKEY");
      expect(text).not.toContain("judge-a.test");
    }
  });
});

describe("an unpriced judge model", () => {
  it("warns that the report's cost shows 0 (GlossoGen prices unknown models at 0 with a warning)", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", "round_success,neologism", "--provider", "anthropic", "--model", "my-gateway-model", "--fixtures", tempDir());
    expect(result.stderr).toContain("warning: no price is known for judge model my-gateway-model; evaluation_cost.estimated_cost_usd will show 0");
    const priced = await cli("evaluate", "--run-dir", run, "--metrics", "round_success,neologism", "--provider", "anthropic", "--model", "claude-haiku-4-5-20251001", "--fixtures", tempDir());
    expect(priced.stderr).not.toContain("no price is known");
  });
});
