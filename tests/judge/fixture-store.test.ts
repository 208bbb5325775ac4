import { mkdir, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  MAX_FIXTURE_DEPTH,
  buildFixtureRecord,
  FixtureFileError,
  FixtureSecretError,
  parseFixtureRecord,
  requestFromRecord,
  SCRIPTED_SOURCE,
  serializeFixtureRecord,
} from "../../src/judge/fixture-store.js";
import { judgeRequestKey } from "../../src/judge/request-key.js";
import { findSecretLikeValues, scrubSecrets } from "../../src/judge/secrets.js";
import { FIXED_NOW, makeRequest, tempStore, type TempStore } from "./judge-test-helpers.js";

const RESPONSE = { output: { score: 3, reason: "odd words" }, usage: { input_tokens: 120, output_tokens: 30, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }, model: "scripted-local-judge" };
const PROVENANCE = { recordedAt: FIXED_NOW(), source: SCRIPTED_SOURCE };

let t: TempStore;
beforeEach(async () => {
  t = await tempStore();
});
afterEach(async () => {
  await t.cleanup();
});

describe("fixture files", () => {
  it("writes one pretty-printed file per recording at <metric>/<key>.json and reads it back", async () => {
    const request = makeRequest();
    const record = buildFixtureRecord(request, RESPONSE, PROVENANCE);
    const shown = await t.store.put(record);
    const key = judgeRequestKey(request);
    expect(shown).toBe(`recorded-judges/language_strangeness/${key}.json`);
    expect(await t.files()).toEqual([`language_strangeness/${key}.json`]);

    const text = await readFile(path.join(t.dir, "language_strangeness", `${key}.json`), "utf8");
    expect(text.endsWith("}\n")).toBe(true);
    const json = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(["format", "key", "source", "recorded_at", "request", "response"]);
    expect(json).toMatchObject({ format: "agent-eval/judge-fixture/v1", key, source: SCRIPTED_SOURCE, recorded_at: "2026-11-30T12:00:00.000Z" });
    expect((json.request as { user: string[] }).user).toEqual(request.user.split("\n"));

    const got = await t.store.get("language_strangeness", key);
    expect(got?.record).toEqual(record);
    expect(requestFromRecord(got?.record ?? record)).toEqual(request);
  });

  it("finds a recording filed under another metric (the metric is not part of the key)", async () => {
    await t.store.put(buildFixtureRecord(makeRequest({ metric: "old_name" }), RESPONSE, PROVENANCE));
    const got = await t.store.get("language_strangeness", judgeRequestKey(makeRequest()));
    expect(got?.path).toContain("recorded-judges/old_name/");
  });

  it("rejects a hand-edited file whose request no longer matches its key", async () => {
    const request = makeRequest();
    await t.store.put(buildFixtureRecord(request, RESPONSE, PROVENANCE));
    const key = judgeRequestKey(request);
    const file = path.join(t.dir, "language_strangeness", `${key}.json`);
    await writeFile(file, (await readFile(file, "utf8")).replace("vek tor ulla", "vek tor ULLA"));
    await expect(t.store.get("language_strangeness", key)).rejects.toThrow(FixtureFileError);
    await expect(t.store.get("language_strangeness", key)).rejects.toThrow(/does not match its request/);
    expect(() => parseFixtureRecord("{", "x.json")).toThrow(/x\.json: not valid JSON/);
  });

  it("refuses a recording that is a symbolic link leading out of the store (read), naming the file", async () => {
    const request = makeRequest();
    const key = judgeRequestKey(request);
    const outside = await mkdtemp(path.join(tmpdir(), "agent-eval-outside-"));
    try {
      // a valid recording, but outside the store: served, it would answer from a file nobody reviewed
      const file = path.join(outside, `${key}.json`);
      await writeFile(file, serializeFixtureRecord(buildFixtureRecord(request, RESPONSE, PROVENANCE)));
      await mkdir(path.join(t.dir, "language_strangeness"));
      await symlink(file, path.join(t.dir, "language_strangeness", `${key}.json`));
      await expect(t.store.get("language_strangeness", key)).rejects.toThrow(FixtureFileError);
      await expect(t.store.get("language_strangeness", key)).rejects.toThrow(
        new RegExp(`recorded-judges/language_strangeness/${key}\\.json: a symbolic link leading out of the fixture store`),
      );
      // a link that stays inside the store is fine
      await mkdir(path.join(t.dir, "old_name"));
      await rename(file, path.join(t.dir, "old_name", `${key}.json`));
      await rm(path.join(t.dir, "language_strangeness", `${key}.json`));
      await symlink(path.join("..", "old_name", `${key}.json`), path.join(t.dir, "language_strangeness", `${key}.json`));
      expect((await t.store.get("language_strangeness", key))?.record.key).toBe(key);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it("refuses a metric directory that is a symbolic link out of the store (read and write), writing nothing outside", async () => {
    const request = makeRequest();
    const key = judgeRequestKey(request);
    const outside = await mkdtemp(path.join(tmpdir(), "agent-eval-outside-"));
    try {
      await writeFile(path.join(outside, `${key}.json`), serializeFixtureRecord(buildFixtureRecord(request, RESPONSE, PROVENANCE)));
      await symlink(outside, path.join(t.dir, "language_strangeness"));
      await expect(t.store.get("language_strangeness", key)).rejects.toThrow(/a symbolic link leading out of the fixture store/);
      await rm(path.join(outside, `${key}.json`));
      await expect(t.store.put(buildFixtureRecord(request, RESPONSE, PROVENANCE))).rejects.toThrow(/a symbolic link leading out of the fixture store/);
      expect(await readdir(outside)).toEqual([]);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it("refuses a recording that is not valid UTF-8 instead of replaying U+FFFD in its answer", async () => {
    const request = makeRequest();
    await t.store.put(buildFixtureRecord(request, RESPONSE, PROVENANCE));
    const key = judgeRequestKey(request);
    const file = path.join(t.dir, "language_strangeness", `${key}.json`);
    const bytes = await readFile(file);
    const at = bytes.indexOf(Buffer.from("odd words"));
    bytes[at] = 0xff;
    await writeFile(file, bytes);
    await expect(t.store.get("language_strangeness", key)).rejects.toThrow(new RegExp(`language_strangeness/${key}\\.json:\\d+ \\(byte offset ${at}, .*\\): not valid UTF-8`));
  });

  it("refuses a recording nested too deeply to check, naming the file (it failed with 'Maximum call stack size exceeded')", async () => {
    const request = makeRequest();
    await t.store.put(buildFixtureRecord(request, RESPONSE, PROVENANCE));
    const key = judgeRequestKey(request);
    const file = path.join(t.dir, "language_strangeness", `${key}.json`);
    const record = JSON.parse(await readFile(file, "utf8")) as { response: { output: unknown } };
    const deep = 100_000;
    const text = JSON.stringify({ ...record, response: { ...record.response, output: "HOLE" } }, null, 2).replace('"HOLE"', "[".repeat(deep) + "]".repeat(deep));
    await writeFile(file, text);
    await expect(t.store.get("language_strangeness", key)).rejects.toThrow(
      `language_strangeness/${key}.json: nested more than ${MAX_FIXTURE_DEPTH} levels deep`,
    );
    // a recording nested as deep as allowed still reads
    const allowed = MAX_FIXTURE_DEPTH - 3; // the record object and response object hold the output
    await writeFile(file, JSON.stringify({ ...record, response: { ...record.response, output: "HOLE" } }).replace('"HOLE"', "[".repeat(allowed) + "]".repeat(allowed)));
    expect((await t.store.get("language_strangeness", key))?.record.key).toBe(key);
  });

  it("names the line and byte where a recording stops being UTF-8", async () => {
    const request = makeRequest();
    await t.store.put(buildFixtureRecord(request, RESPONSE, PROVENANCE));
    const key = judgeRequestKey(request);
    const file = path.join(t.dir, "language_strangeness", `${key}.json`);
    const bytes = await readFile(file);
    const at = bytes.indexOf(Buffer.from("odd words"));
    bytes[at] = 0xff;
    await writeFile(file, bytes);
    // counted independently: the newlines before the damaged byte, and where its line starts
    const line = bytes.subarray(0, at).toString("latin1").split("\n").length;
    const column = at - bytes.subarray(0, at).lastIndexOf(0x0a);
    await expect(t.store.get("language_strangeness", key)).rejects.toThrow(
      `language_strangeness/${key}.json:${line} (byte offset ${at}, byte ${column} of the line): not valid UTF-8`,
    );
  });

  it("refuses a recording filed under another request's key (a copied or renamed file), naming both", async () => {
    const a = makeRequest();
    const b = makeRequest({ user: "another transcript" });
    await t.store.put(buildFixtureRecord(b, RESPONSE, PROVENANCE));
    const dir = path.join(t.dir, "language_strangeness");
    await rename(path.join(dir, `${judgeRequestKey(b)}.json`), path.join(dir, `${judgeRequestKey(a)}.json`));
    await expect(t.store.get("language_strangeness", judgeRequestKey(a))).rejects.toThrow(
      new RegExp(`language_strangeness/${judgeRequestKey(a)}\\.json: holds the recording of another request \\(key ${judgeRequestKey(b)}\\)`),
    );
  });

  it("names an unknown member, but never echoes one shaped like a key", () => {
    const text = serializeFixtureRecord(buildFixtureRecord(makeRequest(), RESPONSE, PROVENANCE));
    const secretName = ["sk", "ant", "api03", "Q1w2E3r4T5y6U7i8O9p0"].join("-");
    expect(() => parseFixtureRecord(text.replace('"response": {', '"response": {\n    "extra_member": 1,'), "f.json")).toThrow(/f\.json: not a judge fixture .*\n?.*extra_member/);
    let message = "";
    try {
      parseFixtureRecord(text.replace('"response": {', `"response": {\n    "${secretName}": 1,`), "f.json");
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/not a judge fixture/);
    expect(message).not.toContain(secretName);
    expect(() => parseFixtureRecord(text.replace("agent-eval/judge-fixture/v1", secretName), "f.json")).toThrow(/f\.json: recorded in format "\[redacted\]"/);
  });

  it("concurrent writes of the same key leave one valid file and no temp files", async () => {
    const request = makeRequest();
    const records = Array.from({ length: 25 }, (_, i) => buildFixtureRecord(request, { ...RESPONSE, output: { score: i % 5, reason: `r${i}` } }, PROVENANCE));
    await Promise.all(records.map((r) => t.store.put(r)));
    const key = judgeRequestKey(request);
    expect(await t.files()).toEqual([`language_strangeness/${key}.json`]);
    const text = await readFile(path.join(t.dir, "language_strangeness", `${key}.json`), "utf8");
    const parsed = parseFixtureRecord(text, "f");
    expect(records.map((r) => serializeFixtureRecord(r))).toContain(text);
    expect(parsed.key).toBe(key);
  });

  it("refuses metric names that are not a safe directory name", async () => {
    await expect(t.store.put(buildFixtureRecord(makeRequest({ metric: "../escape" }), RESPONSE, PROVENANCE))).rejects.toThrow(/cannot be used as a fixture directory/);
  });
});

describe("secret-looking writes are refused", () => {
  const SECRETS: Array<[string, string]> = [
    ["Anthropic key", "sk-ant-api03-AbCdEf0123456789xyzXYZ-_q"],
    ["OpenAI key", "sk-proj-AbCdEf0123456789xyzXYZabcd"],
    ["bearer token", "Authorization: Bearer eyJhbGciOiJIUzI1NiJ9abcdef"],
  ];
  for (const [what, secret] of SECRETS) {
    it(`refuses a prompt containing a ${what}, without echoing it`, async () => {
      const record = buildFixtureRecord(makeRequest({ user: `transcript\n${secret}\nend` }), RESPONSE, PROVENANCE);
      const error = await t.store.put(record).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FixtureSecretError);
      const message = (error as Error).message;
      expect(message).toMatch(/refusing to write recorded-judges\/language_strangeness\/[0-9a-f]{64}\.json/);
      expect(message).toContain("$.request.user[1]");
      expect(message).not.toContain(secret.slice(-12));
      expect(await t.files()).toEqual([]);
    });
  }

  it("refuses a high-entropy value in a key-named field of the output", async () => {
    const record = buildFixtureRecord(makeRequest(), { ...RESPONSE, output: { score: 1, reason: "x", api_key: "Zq8xL2mN9pR4sT7vW1yB3cD5fG6hJ0kQ" } }, PROVENANCE);
    await expect(t.store.put(record)).rejects.toThrow(/credential-like value in a "api_key" field/);
  });

  it("refuses the exact configured key even when it matches no pattern", async () => {
    const configured = "plain-key-7f3a9b2c";
    const guarded = await tempStore([configured]);
    try {
      const record = buildFixtureRecord(makeRequest({ user: `see ${configured} here` }), RESPONSE, PROVENANCE);
      const error = await guarded.store.put(record).catch((e: unknown) => e);
      expect((error as Error).message).toContain("the configured API key");
      expect((error as Error).message).not.toContain(configured);
      expect(await guarded.files()).toEqual([]);
    } finally {
      await guarded.cleanup();
    }
  });

  it("does not flag the sha256 key, ordinary prose or words like 'risk-assessment'", () => {
    const record = buildFixtureRecord(makeRequest({ user: "risk-assessment-of-the-whole-protocol-was-fine; the key token was 'vek'" }), RESPONSE, PROVENANCE);
    expect(findSecretLikeValues(record)).toEqual([]);
  });

  it("scrubs secrets from text", () => {
    expect(scrubSecrets("key=plain-key-7f3a9b2c and sk-ant-api03-AbCdEf0123456789", ["plain-key-7f3a9b2c"])).toBe("key=[redacted] and [redacted]");
  });
});
