/**
 * The recorded-judge fixture store (pure logic; the file system sits behind `FixtureStorage`, see
 * src/providers/fixture-files.ts).
 *
 * Layout: `<root>/<metric>/<key>.json`, one pretty-printed JSON file per recording (one request,
 * one replica). The metric directory is for review only: a template edit shows up as new files
 * under one directory. The metric is not part of the key, so lookup falls back to
 * `<any metric>/<key>.json` (a renamed metric, or two metrics sending the identical request).
 *
 * The prompts are stored as arrays of lines so a prompt change reads as a line diff in a pull
 * request; `lines.join("\n")` restores the exact text. Every file carries its key; on load the key
 * is recomputed from the stored request and a mismatch (hand edit, key-version change) is an error.
 */
import { describeJsonSyntaxError } from "../core/json-error.js";
import { z } from "zod";
import { plainNumbers } from "../core/json-format.js";
import { ownKeysRecord } from "../core/own-record.js";
import type { TokenUsage } from "./pricing.js";
import type { ConversationMessage } from "../core/history/conversation.js";
import type { JudgeRequest, JudgeResponse } from "./judge.js";
import { judgeRequestKey } from "./request-key.js";
import { findSecretLikeValues, scrubSecrets } from "./secrets.js";
import { pyJsonLoads, pyJsonToJs } from "../core/py-json.js";
import { attachPythonReading } from "../core/python-reading.js";

export const FIXTURE_FORMAT = "agent-eval/judge-fixture/v1";

/** Provenance note for recordings answered by the scripted local judge. */
export const SCRIPTED_SOURCE = "scripted local judge (not a real model)";

/** Raw file access, relative to the store root. Implemented on the file system in src/providers. */
export interface FixtureStorage {
  /** The file's text, or undefined when it does not exist. */
  readText(relativePath: string): Promise<string | undefined>;
  /** Replaces the file atomically (readers see the old or the new file, never a torn one). */
  writeTextAtomic(relativePath: string, text: string): Promise<void>;
  /**
   * Creates the file with this text unless it exists, atomically (readers and racing creators see
   * no file or the whole first one): true when created, false when it already existed. Optional;
   * without it the store checks, then replaces (a race may then keep either writer's file).
   */
  createTextExclusive?(relativePath: string, text: string): Promise<boolean>;
  /** Names of regular files directly in the directory; [] when it does not exist. */
  listFiles(relativeDir: string): Promise<string[]>;
  /** Names of subdirectories directly in the directory; [] when it does not exist. */
  listDirs(relativeDir: string): Promise<string[]>;
  /** How to show the path to a person (e.g. `recorded-judges/neologism/ab12….json`). */
  displayPath(relativePath: string): string;
}

export interface StoredJudgeRequest {
  readonly metric: string;
  readonly template_version: string;
  readonly provider: string;
  readonly model: string;
  readonly replica: number;
  readonly settings: Record<string, unknown>;
  readonly output_name: string;
  readonly output_description: string;
  readonly output_schema: Record<string, unknown>;
  readonly system: string[];
  readonly user: string[];
  /** Multi-turn requests (agent probes) only: the messages after the system prompt. */
  readonly conversation?: readonly ConversationMessage[];
}

export interface FixtureRecord {
  readonly format: typeof FIXTURE_FORMAT;
  readonly key: string;
  /** Who answered: a provider (live model) or the scripted local judge. */
  readonly source: string;
  /** When it was recorded (ISO 8601, passed in by the caller). */
  readonly recorded_at: string;
  readonly request: StoredJudgeRequest;
  readonly response: {
    /** The model that answered, as reported. */
    readonly model: string;
    readonly output: unknown;
    readonly usage: TokenUsage;
  };
}

export interface StoredFixture {
  readonly record: FixtureRecord;
  /** Display path of the file. */
  readonly path: string;
}

// strict: a member this version does not know (a hand edit, a typo, a newer writer) is an error
// naming it, never silently dropped while the rest is replayed
const usageSchema = z.strictObject({
  input_tokens: z.number().int().nonnegative(),
  output_tokens: z.number().int().nonnegative(),
  cache_read_input_tokens: z.number().int().nonnegative(),
  cache_creation_input_tokens: z.number().int().nonnegative(),
});

const userContentItem = z.union([z.string(), z.strictObject({ kind: z.literal("cache_point") })]);
const conversationBlockSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("prompt"), content: z.union([z.string(), z.array(userContentItem)]) }),
  z.strictObject({ type: z.literal("tool_result"), tool_call_id: z.string(), tool_name: z.string(), content: z.string() }),
  z.strictObject({ type: z.literal("thinking"), text: z.string() }),
  z.strictObject({ type: z.literal("text"), text: z.string() }),
  z.strictObject({ type: z.literal("tool_call"), tool_call_id: z.string(), tool_name: z.string(), arguments: ownKeysRecord(z.string(), z.unknown()) }),
]);
const conversationMessageSchema = z.strictObject({ role: z.enum(["user", "assistant"]), blocks: z.array(conversationBlockSchema) });

const recordSchema = z.strictObject({
  format: z.literal(FIXTURE_FORMAT),
  key: z.string().regex(/^[0-9a-f]{64}$/),
  source: z.string(),
  recorded_at: z.string(),
  request: z.strictObject({
    metric: z.string(),
    template_version: z.string(),
    provider: z.string(),
    model: z.string(),
    replica: z.number().int().positive(),
    settings: ownKeysRecord(z.string(), z.unknown()),
    output_name: z.string(),
    output_description: z.string(),
    output_schema: ownKeysRecord(z.string(), z.unknown()),
    system: z.array(z.string()),
    user: z.array(z.string()),
    conversation: z.array(conversationMessageSchema).optional(),
  }),
  response: z.strictObject({ model: z.string(), output: z.unknown(), usage: usageSchema }),
});

/** A fixture file that cannot be used: unparsable, wrong format, or its key does not match. */
export class FixtureFileError extends Error {
  override readonly name = "FixtureFileError";
  /** Fails the whole judge metric, as a replay miss does: dropping the replica would silently change its score. */
  readonly fatal = true;
}

/** A write refused because the content looks like it holds a credential. Nothing was written. */
export class FixtureSecretError extends Error {
  override readonly name = "FixtureSecretError";
  /** As FixtureFileError: the metric fails rather than scoring without that replica. */
  readonly fatal = true;
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/** `<metric>/<key>.json`; rejects metric names that are not a single safe path segment. */
export function fixtureRelativePath(metric: string, key: string): string {
  if (!SEGMENT.test(metric) || metric.includes("..")) {
    throw new Error(`metric name ${JSON.stringify(metric)} cannot be used as a fixture directory name`);
  }
  if (!/^[0-9a-f]{64}$/.test(key)) throw new Error(`not a fixture key: ${JSON.stringify(key)}`);
  return `${metric}/${key}.json`;
}

export function storedRequest(request: JudgeRequest): StoredJudgeRequest {
  return {
    metric: request.metric,
    template_version: request.templateVersion,
    provider: request.provider,
    model: request.model,
    replica: request.replica,
    settings: { ...request.settings },
    output_name: request.outputName,
    output_description: request.outputDescription,
    output_schema: { ...request.outputSchema },
    system: request.system.split("\n"),
    user: request.user.split("\n"),
    ...(request.conversation === undefined ? {} : { conversation: request.conversation }),
  };
}

export function requestFromRecord(record: FixtureRecord): JudgeRequest {
  const r = record.request;
  return {
    metric: r.metric,
    templateVersion: r.template_version,
    provider: r.provider,
    model: r.model,
    replica: r.replica,
    settings: r.settings,
    outputName: r.output_name,
    outputDescription: r.output_description,
    outputSchema: r.output_schema,
    system: r.system.join("\n"),
    user: r.user.join("\n"),
    ...(r.conversation === undefined ? {} : { conversation: r.conversation }),
  };
}

export function responseFromRecord(record: FixtureRecord): JudgeResponse {
  return { output: record.response.output, usage: { ...record.response.usage }, model: record.response.model, recordedAt: record.recorded_at };
}

export interface RecordProvenance {
  /** ISO 8601 timestamp, passed in (the pure core has no clock). */
  readonly recordedAt: string;
  readonly source: string;
}

/** `key`: the request's fixture key when the caller already hashed it (default: hashed here). */
export function buildFixtureRecord(
  request: JudgeRequest,
  response: JudgeResponse,
  provenance: RecordProvenance,
  key: string = judgeRequestKey(request),
): FixtureRecord {
  return {
    format: FIXTURE_FORMAT,
    key,
    source: provenance.source,
    recorded_at: provenance.recordedAt,
    request: storedRequest(request),
    response: {
      model: response.model,
      output: response.output,
      usage: {
        input_tokens: response.usage.input_tokens,
        output_tokens: response.usage.output_tokens,
        cache_read_input_tokens: response.usage.cache_read_input_tokens,
        cache_creation_input_tokens: response.usage.cache_creation_input_tokens,
      },
    },
  };
}

/** Two-space JSON with a trailing newline, members in the documented order. */
export function serializeFixtureRecord(record: FixtureRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}

/** Deepest nesting of arrays and objects a recording may have (the request schema needs ~10). */
export const MAX_FIXTURE_DEPTH = 256;

/** How deeply arrays and objects nest in `value`, counted without recursion; stops once past `limit`. */
function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (node === null || typeof node !== "object") continue;
    const here = depth + 1;
    if (here > deepest) deepest = here;
    if (deepest > limit) return deepest;
    for (const child of Array.isArray(node) ? node : Object.values(node as Record<string, unknown>)) stack.push([child, here]);
  }
  return deepest;
}

// in the text from "response" on (the last member as agent-eval writes a recording): something
// JSON.parse may read otherwise than json.loads (a long digit run, -0, a float literal with a zero
// fraction or an exponent, an integer-like key, a digit written as an escape (a key "\u0031" is "1"),
// NaN/Infinity); a false alarm only costs a second parse
const MAY_READ_OTHERWISE = /\d{16}|-0(?![\d.eE])|\d\.0*(?![\d])|\d[eE]|"-?\d+"\s*:|\\u003|NaN|Infinity/;

/** The recording's `response.output` as json.loads reads the file, or undefined when it cannot. */
function pythonOutput(text: string): unknown {
  try {
    const file = pyJsonToJs(pyJsonLoads(text)) as { response?: { output?: unknown } };
    return Object.hasOwn(file, "response") && file.response !== null && typeof file.response === "object" && Object.hasOwn(file.response, "output") ? file.response.output : undefined;
  } catch {
    return undefined;
  }
}

function withPythonReading(record: FixtureRecord, text: string): FixtureRecord {
  const output = record.response.output;
  if (output === null || typeof output !== "object") return record;
  const from = text.lastIndexOf('"response"');
  if (!MAY_READ_OTHERWISE.test(from < 0 ? text : text.slice(from))) return record;
  const python = pythonOutput(text);
  if (python !== undefined) attachPythonReading(output, python);
  return record;
}

/** JSON.parse, or for a file only Python reads (a `NaN` or `Infinity` answer) json.loads with plain numbers. */
function parseFixtureJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    try {
      return plainNumbers(pyJsonToJs(pyJsonLoads(text)));
    } catch {
      throw error;
    }
  }
}

/** Parses and checks a fixture file; `where` names it in errors. */
export function parseFixtureRecord(text: string, where: string): FixtureRecord {
  let json: unknown;
  try {
    json = parseFixtureJson(text);
  } catch (error) {
    throw new FixtureFileError(`${where}: not valid JSON (${describeJsonSyntaxError(error, text)})`);
  }
  const depth = nestingDepth(json, MAX_FIXTURE_DEPTH);
  if (depth > MAX_FIXTURE_DEPTH) {
    // the schema check, the secret scan and the key's canonical JSON all recurse: past this they would
    // end in "Maximum call stack size exceeded", naming no file
    throw new FixtureFileError(`${where}: nested more than ${MAX_FIXTURE_DEPTH} levels deep (arrays and objects inside each other); no judge answer is — the file was damaged or forged: re-record it`);
  }
  const format = json !== null && typeof json === "object" && !Array.isArray(json) ? (json as { format?: unknown }).format : undefined;
  if (typeof format === "string" && format !== FIXTURE_FORMAT) {
    throw new FixtureFileError(
      `${where}: recorded in format ${scrubSecrets(JSON.stringify(format.slice(0, 100)))}; this agent-eval reads ${JSON.stringify(FIXTURE_FORMAT)} ` +
        "(re-record it with this version, or use the agent-eval that wrote it)",
    );
  }
  const parsed = recordSchema.safeParse(json);
  if (!parsed.success) {
    // the message names members (an unknown one too), so a secret-shaped name is scrubbed, never echoed
    throw new FixtureFileError(`${where}: not a judge fixture (${FIXTURE_FORMAT}): ${scrubSecrets(z.prettifyError(parsed.error))}`);
  }
  const record = parsed.data as FixtureRecord;
  const recomputed = judgeRequestKey(requestFromRecord(record));
  if (recomputed !== record.key) {
    throw new FixtureFileError(
      `${where}: stored key ${record.key} does not match its request (which hashes to ${recomputed}); ` +
        "the file was edited by hand or recorded with another key version — re-record it",
    );
  }
  return withPythonReading(record, text);
}

/**
 * A recording is filed under its own key: a file copied or renamed to another key's name would
 * otherwise answer a request it was never recorded for (its own key still matches its request).
 */
export function checkFileName(record: FixtureRecord, relativePath: string, where: string): void {
  const name = relativePath.split("/").pop() ?? "";
  if (name !== `${record.key}.json`) {
    throw new FixtureFileError(
      `${where}: holds the recording of another request (key ${record.key}); a recording's file name must be its key — ` +
        "rename it to " + `${record.key}.json or delete it`,
    );
  }
}

export interface FixtureStoreOptions {
  /**
   * Literal secrets that must never be written (e.g. the configured API keys). Values shorter than 8
   * characters are ignored.
   */
  readonly knownSecrets?: readonly (string | undefined)[];
}

export class FixtureStore {
  private readonly knownSecrets: readonly (string | undefined)[];

  constructor(
    readonly storage: FixtureStorage,
    options: FixtureStoreOptions = {},
  ) {
    this.knownSecrets = options.knownSecrets ?? [];
  }

  /** Display path where the recording of (metric, key) lives or would live. */
  pathFor(metric: string, key: string): string {
    return this.storage.displayPath(fixtureRelativePath(metric, key));
  }

  /** The recording for `key`, looked up under `metric` first, then under any other metric. */
  async get(metric: string, key: string): Promise<StoredFixture | undefined> {
    const primary = fixtureRelativePath(metric, key);
    const hit = await this.readAt(primary);
    if (hit !== undefined) return hit;
    for (const dir of (await this.storage.listDirs("")).sort()) {
      if (dir === metric || !SEGMENT.test(dir)) continue;
      const other = await this.readAt(`${dir}/${key}.json`);
      if (other !== undefined) return other;
    }
    return undefined;
  }

  /** Every recording filed under `metric` (used to explain misses). */
  async listMetric(metric: string): Promise<StoredFixture[]> {
    const files = (await this.storage.listFiles(metric)).filter((name) => /^[0-9a-f]{64}\.json$/.test(name)).sort();
    const out: StoredFixture[] = [];
    for (const name of files) {
      const stored = await this.readAt(`${metric}/${name}`);
      if (stored !== undefined) out.push(stored);
    }
    return out;
  }

  /** Names of the metric directories in the store. */
  async metrics(): Promise<string[]> {
    return (await this.storage.listDirs("")).filter((dir) => SEGMENT.test(dir)).sort();
  }

  /**
   * Writes (or overwrites) the recording under `<record.request.metric>/<record.key>.json` and
   * returns its display path. Refuses, writing nothing, when anything looks like a credential.
   */
  async put(record: FixtureRecord): Promise<string> {
    const { relative, display, text } = this.checkedText(record);
    await this.storage.writeTextAtomic(relative, text);
    return display;
  }

  /**
   * Writes the recording unless one for its key already exists under its metric (another
   * evaluation recorded it first): then nothing is written and that recording is returned, so
   * every racing evaluation scores the answer that stays on disk. Refuses secrets as `put` does.
   */
  async putIfAbsent(record: FixtureRecord): Promise<{ path: string; existing?: StoredFixture }> {
    const { relative, display, text } = this.checkedText(record);
    const created =
      this.storage.createTextExclusive === undefined
        ? (await this.storage.readText(relative)) === undefined && (await this.storage.writeTextAtomic(relative, text), true)
        : await this.storage.createTextExclusive(relative, text);
    if (created) return { path: display };
    const existing = await this.readAt(relative);
    if (existing === undefined) {
      // deleted between the two steps: ours goes in after all
      await this.storage.writeTextAtomic(relative, text);
      return { path: display };
    }
    return { path: display, existing };
  }

  private checkedText(record: FixtureRecord): { relative: string; display: string; text: string } {
    const relative = fixtureRelativePath(record.request.metric, record.key);
    const display = this.storage.displayPath(relative);
    const findings = findSecretLikeValues(record, this.knownSecrets);
    if (findings.length > 0) {
      const where = findings.map((f) => `${f.path}: ${f.rule}`).join("; ");
      throw new FixtureSecretError(
        `refusing to write ${display}: it would contain something that looks like a credential (${where}). ` +
          "Nothing was written; remove the secret from the prompt or output.",
      );
    }
    const text = serializeFixtureRecord(record);
    // Belt and braces: the serialised bytes must not contain a configured secret either.
    if (findSecretLikeValues(text, this.knownSecrets).some((f) => f.rule === "the configured API key")) {
      throw new FixtureSecretError(`refusing to write ${display}: it would contain the configured API key. Nothing was written.`);
    }
    return { relative, display, text };
  }

  private async readAt(relative: string): Promise<StoredFixture | undefined> {
    const text = await this.storage.readText(relative);
    if (text === undefined) return undefined;
    const path = this.storage.displayPath(relative);
    const record = parseFixtureRecord(text, path);
    checkFileName(record, relative, path);
    return { record, path };
  }
}
