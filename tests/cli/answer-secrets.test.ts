/**
 * Issue 11, holes 6 and 7: a replayed recording whose answer holds something that looks like an API
 * key, and a live answer that echoes the configured key, must never reach the report, a sidecar,
 * stdout (--json too) or stderr. Decision: the metric fails (naming where the secret-looking value
 * sits, never the value); a redacted answer would silently change what the metric scores.
 */
import { cpSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nock from "nock";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cli, smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const STORE = path.join(ROOT, "recorded-judges");
const RUN = path.join(ROOT, "examples/runs/veyru/veyru-solo-001");
const SCRIPTED = ["--provider", "scripted", "--model", "scripted-local-judge"];
const METRIC = "language_strangeness";
const FAKE_OPENAI_KEY = ["sk", "proj", "A1b2C3d4E5f6G7h8I9j0K1l2M3n4"].join("-");
const CONFIGURED_KEY = ["sk", "ant", "api03", "Zy9Xw8Vu7Ts6Rq5Po4Nm3Lk2Ji1"].join("-");

/** Every file of a directory tree, as text. */
function allText(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), "utf8"))
    .join("\n");
}

/** Replaces the first per-round note of every recording of METRIC in `store` with `text`. */
function tamperNotes(store: string, text: (note: string) => string): void {
  const dir = path.join(store, METRIC);
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    const record = JSON.parse(readFileSync(file, "utf8")) as { response: { output: { per_round_notes: { note: string }[] } } };
    const first = record.response.output.per_round_notes[0];
    if (first !== undefined) first.note = text(first.note);
    writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  }
}

function copyRun(): string {
  const target = path.join(tempDir(), "veyru-solo-001");
  cpSync(RUN, target, { recursive: true });
  return target;
}

describe("a recording whose answer looks like it holds an API key (replay)", () => {
  it("fails the metric, naming the recording and the JSON path; nothing of the key reaches report, stdout or stderr", async () => {
    const store = path.join(tempDir(), "store");
    cpSync(STORE, store, { recursive: true });
    tamperNotes(store, (note) => `${note} (debug: ${FAKE_OPENAI_KEY})`);
    const run = copyRun();
    const result = await cli("evaluate", "--run-dir", run, "--metrics", `message_entropy,${METRIC}`, ...SCRIPTED, "--fixtures", store, "--json");
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/metric language_strangeness failed: the recorded answer .*language_strangeness\/[0-9a-f]{64}\.json for metric "language_strangeness" \(replica \d\) contains something that looks like a credential \(\$\.output\.per_round_notes\[0\]\.note: an OpenAI-style secret key/);
    for (const text of [result.stdout, result.stderr, allText(run)]) {
      expect(text).not.toContain(FAKE_OPENAI_KEY);
      expect(text).not.toContain("sk-proj-");
    }
    const json = JSON.parse(result.stdout) as { runs: { metrics: Record<string, { status: string }> }[] };
    expect(json.runs[0]?.metrics[METRIC]?.status).toBe("failed");
    expect(json.runs[0]?.metrics.message_entropy?.status).toBe("ok");
  });

  it("an untampered store replays the same metric fine (the check does not flag ordinary answers)", async () => {
    const run = copyRun();
    const result = await cli("evaluate", "--run-dir", run, "--metrics", METRIC, ...SCRIPTED, "--fixtures", STORE);
    expect(result.stderr).not.toContain("credential");
    expect(result.code).toBe(0);
  });
});

describe("the API key in use", () => {
  let saved: Record<string, string | undefined> = {};
  beforeEach(() => {
    saved = { key: process.env.ANTHROPIC_API_KEY, url: process.env.ANTHROPIC_BASE_URL };
    process.env.ANTHROPIC_API_KEY = CONFIGURED_KEY;
    process.env.ANTHROPIC_BASE_URL = "http://judge.test";
    nock.disableNetConnect();
  });
  afterEach(() => {
    for (const [name, value] of [["ANTHROPIC_API_KEY", saved.key], ["ANTHROPIC_BASE_URL", saved.url]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    nock.cleanAll();
    nock.enableNetConnect();
  });

  /** Answers every Messages API call with the recorded answer for the same prompt, the key in its first note. */
  function echoingJudge(): void {
    const recorded = new Map<string, unknown>();
    for (const name of readdirSync(path.join(STORE, METRIC))) {
      const record = JSON.parse(readFileSync(path.join(STORE, METRIC, name), "utf8")) as { request: { user: string[] }; response: { output: unknown } };
      recorded.set(record.request.user.join("\n"), record.response.output);
    }
    nock("http://judge.test")
      .persist()
      .post("/v1/messages")
      .reply(200, (_uri, body) => {
        const request = body as { messages: { content: string }[]; tools: { name: string }[] };
        const output = structuredClone(recorded.get(request.messages[0]?.content ?? "")) as { per_round_notes: { note: string }[] } | undefined;
        if (output?.per_round_notes[0] !== undefined) output.per_round_notes[0].note += ` (the key is ${CONFIGURED_KEY})`;
        return {
          id: "msg_1",
          type: "message",
          role: "assistant",
          model: "claude-haiku-4-5",
          content: [{ type: "tool_use", id: "t1", name: request.tools[0]?.name, input: output ?? {} }],
          stop_reason: "tool_use",
          stop_sequence: null,
          usage: { input_tokens: 10, output_tokens: 10, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
        };
      });
  }

  it("a live answer echoing the configured key fails the metric and never reaches report, sidecars, --json or stderr", async () => {
    echoingJudge();
    const run = copyRun();
    const result = await cli("evaluate", "--run-dir", run, "--metrics", `message_entropy,${METRIC}`, "--provider", "anthropic", "--model", "claude-haiku-4-5", "--judge-mode", "live", "--json");
    expect(result.stderr).toContain("the live answer for metric \"language_strangeness\"");
    expect(result.stderr).toContain("the configured API key");
    expect(result.code).toBe(1);
    for (const text of [result.stdout, result.stderr, allText(run)]) expect(text).not.toContain(CONFIGURED_KEY);
  });

  it("record-missing: the echoing answer is not recorded either", async () => {
    echoingJudge();
    const run = copyRun();
    const store = tempDir();
    const result = await cli("evaluate", "--run-dir", run, "--metrics", METRIC, "--provider", "anthropic", "--model", "claude-haiku-4-5", "--judge-mode", "record-missing", "--fixtures", store);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Nothing was recorded.");
    expect(readdirSync(store, { recursive: true }).filter((name) => String(name).endsWith(".json"))).toEqual([]);
    for (const text of [result.stderr, allText(run)]) expect(text).not.toContain(CONFIGURED_KEY);
  });

  it("a key quoted in the event log itself is redacted from everything written and printed", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog().replace('"text":"alpha"', `"text":"alpha ${CONFIGURED_KEY}"`).replace('"sim-1"', `"sim-${CONFIGURED_KEY}"`) });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", "message_entropy", "--json");
    expect(result.code).toBe(0);
    expect(readFileSync(path.join(run, "veyru_report.json"), "utf8")).toContain('"simulation_id": "sim-[redacted]"');
    for (const text of [result.stdout, result.stderr, readFileSync(path.join(run, "veyru_report.json"), "utf8"), readFileSync(path.join(run, "agent_eval_invocations.jsonl"), "utf8")]) {
      expect(text).not.toContain(CONFIGURED_KEY);
    }
  });

  it("a retried call says which call, why and which attempt, and never the key", async () => {
    nock("http://judge.test").post("/v1/messages").times(3).reply(429, { type: "error", error: { type: "rate_limit_error", message: `slow down ${CONFIGURED_KEY}` } }, { "retry-after-ms": "1" });
    const run = copyRun();
    const result = await cli("evaluate", "--run-dir", run, "--metrics", METRIC, "--provider", "anthropic", "--model", "claude-haiku-4-5", "--judge-mode", "live", "--judge-concurrency", "1", "--judge-timeout", "5");
    expect(result.stderr).toMatch(/anthropic judge call for metric "language_strangeness" \(replica \d, model claude-haiku-4-5\): attempt 1\/3 failed \(HTTP 429 rate_limit_error: slow down \[redacted\]\); retrying in 1 ms/);
    expect(result.stderr).toContain("attempt 2/3 failed");
    expect(result.stderr).not.toContain(CONFIGURED_KEY);
  });
});
