/**
 * Secrets other than the API key (reference judge-replay-and-graders.md D.7): ANTHROPIC_AUTH_TOKEN,
 * GITHUB_TOKEN, and a password inside a base URL or a proxy URL (`https://user:key@host`). None may
 * reach a fixture, a report, a log line, stdout or stderr.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findSecretLikeValues, scrubSecrets } from "../../src/judge/secrets.js";
import { configuredApiKeys, redactApiKeys, urlCredentials } from "../../src/node/api-keys.js";
import { cli, smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";

const URL_PASSWORD = ["Pw0rd", "Secret", "Value99"].join("");
const PROXY_PASSWORD = ["pr0xy", "Pass", "Word77"].join("");
const GITHUB = ["ghs", "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6"].join("_");
const NAMES = ["OPENAI_API_KEY", "OPENAI_BASE_URL", "HTTPS_PROXY", "GITHUB_TOKEN", "ANTHROPIC_AUTH_TOKEN"] as const;

/** Every file agent-eval wrote in a run directory (the event log given as input left out). */
function allText(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && (!entry.name.endsWith(".jsonl") || entry.name === "agent_eval_invocations.jsonl"))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), "utf8"))
    .join("\n");
}

describe("secrets in the environment besides the API key", () => {
  it("collects ANTHROPIC_AUTH_TOKEN, GITHUB_TOKEN and URL passwords (as written and decoded), ignoring short ones", () => {
    expect(urlCredentials("https://alice:s3cr%40tPassword@proxy.example:8080")).toEqual(["s3cr%40tPassword", "s3cr@tPassword"]);
    expect(urlCredentials("https://TOKENONLYVALUE1@host")).toEqual(["TOKENONLYVALUE1"]);
    expect(urlCredentials("https://api.anthropic.com")).toEqual([]);
    expect(urlCredentials("not a url")).toEqual([]);
    const env = {
      ANTHROPIC_API_KEY: "sk-ant-api03-xxxxxxxxxxxxxxxx",
      ANTHROPIC_AUTH_TOKEN: "auth-token-value-123",
      GITHUB_TOKEN: GITHUB,
      ANTHROPIC_BASE_URL: `https://user:${URL_PASSWORD}@gateway.example`,
      https_proxy: `http://me:${PROXY_PASSWORD}@10.0.0.1:3128`,
      HTTP_PROXY: "http://me:short@10.0.0.1:3128",
    };
    expect(configuredApiKeys(env).sort()).toEqual(["sk-ant-api03-xxxxxxxxxxxxxxxx", "auth-token-value-123", GITHUB, URL_PASSWORD, PROXY_PASSWORD].sort());
    expect(redactApiKeys(`a ${PROXY_PASSWORD} b ${GITHUB}`, env)).toBe("a [redacted] b [redacted]");
    // the SDK sends ANTHROPIC_CUSTOM_HEADERS on every request (its own `Name: value` lines)
    expect(configuredApiKeys({ ANTHROPIC_CUSTOM_HEADERS: "X-Gateway-Key: gw-key-0123456789\nX-Team: ml" })).toEqual(["gw-key-0123456789"]);
  });

  it("refuses to record, and scrubs from messages, a URL carrying a password even when no variable holds it", () => {
    const text = `fetch https://bob:${URL_PASSWORD}@example.com/x failed`;
    expect(findSecretLikeValues({ user: text })).toEqual([{ path: "$.user", rule: "a URL with a password (scheme://user:password@…)" }]);
    expect(scrubSecrets(text)).not.toContain(URL_PASSWORD);
    expect(findSecretLikeValues({ user: "see https://example.com/a@b and mailto:x@y.z" })).toEqual([]);
  });
});

describe("through the CLI", () => {
  let saved: Record<string, string | undefined> = {};
  beforeEach(() => {
    saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
  });
  afterEach(() => {
    for (const name of NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it("a password in OPENAI_BASE_URL never reaches stderr, stdout or the run directory (fetch echoes the URL it refuses)", async () => {
    process.env.OPENAI_API_KEY = "sk-proj-TESTONLYq7Zr2LmX9vB4nP0sK8wY1cD6";
    process.env.OPENAI_BASE_URL = `http://alice:${URL_PASSWORD}@127.0.0.1:9/v1`;
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", "language_strangeness", "--provider", "openai", "--model", "gpt-5.4-mini", "--judge-mode", "live", "--judge-concurrency", "1", "--json");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("failed after 3 attempt(s)");
    for (const text of [result.stdout, result.stderr, allText(run)]) expect(text).not.toContain(URL_PASSWORD);
  });

  it("a proxy password or GITHUB_TOKEN quoted in the event log is redacted from the report and the output", async () => {
    process.env.HTTPS_PROXY = `http://me:${PROXY_PASSWORD}@10.0.0.1:3128`;
    process.env.GITHUB_TOKEN = GITHUB;
    const log = smallVeyruLog().replace('"text":"alpha"', `"text":"alpha ${PROXY_PASSWORD}"`).replace('"text":"beta"', `"text":"beta ${GITHUB}"`).replace('"sim-1"', `"sim-${GITHUB}-${PROXY_PASSWORD}"`);
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": log });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", "message_entropy", "--json");
    expect(result.code).toBe(0);
    expect(readFileSync(path.join(run, "veyru_report.json"), "utf8")).toContain('"simulation_id": "sim-[redacted]-[redacted]"');
    for (const text of [result.stdout, result.stderr, allText(run)]) {
      expect(text).not.toContain(PROXY_PASSWORD);
      expect(text).not.toContain(GITHUB);
    }
  });

  it("record-missing refuses to record a prompt that quotes ANTHROPIC_AUTH_TOKEN (a dataset holding the token text)", async () => {
    const token = "plain-auth-token-no-pattern-42";
    process.env.ANTHROPIC_AUTH_TOKEN = token;
    const store = tempDir();
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog().replace('"sim-1"', `"sim-${token}"`) });
    const { openFixtureStore } = await import("../../src/providers/fixture-files.js");
    const { buildFixtureRecord } = await import("../../src/judge/fixture-store.js");
    const { configuredApiKeys: keys } = await import("../../src/node/api-keys.js");
    const fixtures = openFixtureStore(store, { knownSecrets: keys(process.env) });
    const request = { metric: "neologism", system: "s", user: `quoting ${token}`, outputName: "X", outputDescription: "", outputSchema: {}, model: "m", provider: "anthropic", settings: {}, replica: 1, templateVersion: "t" };
    await expect(fixtures.put(buildFixtureRecord(request, { output: {}, usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }, model: "m" }, { recordedAt: "2026-12-02T00:00:00.000Z", source: "test" }))).rejects.toThrow(/the configured API key/);
    expect(readdirSync(store)).toEqual([]);
    const result = await cli("evaluate", "--run-dir", run, "--metrics", "message_entropy", "--json");
    expect(result.code).toBe(0);
    expect(readFileSync(path.join(run, "veyru_report.json"), "utf8")).toContain('"simulation_id": "sim-[redacted]"');
    for (const text of [result.stdout, result.stderr, allText(run)]) expect(text).not.toContain(token);
  });
});
