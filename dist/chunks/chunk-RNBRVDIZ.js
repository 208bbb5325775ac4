import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  findSecretLikeValues,
  scrubSecrets
} from "./chunk-VAM67OB3.js";
import {
  judgeRequestKey
} from "./chunk-DGVC2KCS.js";
import {
  pyJsonLoads,
  pyJsonToJs
} from "./chunk-YQUIWL3O.js";
import {
  describeJsonSyntaxError
} from "./chunk-LAMXQWWM.js";
import {
  plainNumbers
} from "./chunk-6UXS7MO4.js";
import {
  ownKeysRecord
} from "./chunk-7GJBLW7Q.js";
import {
  external_exports
} from "./chunk-GGZDER7J.js";

// src/core/python-reading.ts
var PYTHON_READING = /* @__PURE__ */ Symbol("agent-eval.pythonReading");
function attachPythonReading(output, python) {
  Object.defineProperty(output, PYTHON_READING, { value: python, enumerable: false, configurable: true });
}
function pythonReadingOf(output) {
  if (output === null || typeof output !== "object") return output;
  return Object.hasOwn(output, PYTHON_READING) ? output[PYTHON_READING] : output;
}

// src/judge/fixture-store.ts
var FIXTURE_FORMAT = "agent-eval/judge-fixture/v1";
var SCRIPTED_SOURCE = "scripted local judge (not a real model)";
var usageSchema = external_exports.strictObject({
  input_tokens: external_exports.number().int().nonnegative(),
  output_tokens: external_exports.number().int().nonnegative(),
  cache_read_input_tokens: external_exports.number().int().nonnegative(),
  cache_creation_input_tokens: external_exports.number().int().nonnegative()
});
var userContentItem = external_exports.union([external_exports.string(), external_exports.strictObject({ kind: external_exports.literal("cache_point") })]);
var conversationBlockSchema = external_exports.discriminatedUnion("type", [
  external_exports.strictObject({ type: external_exports.literal("prompt"), content: external_exports.union([external_exports.string(), external_exports.array(userContentItem)]) }),
  external_exports.strictObject({ type: external_exports.literal("tool_result"), tool_call_id: external_exports.string(), tool_name: external_exports.string(), content: external_exports.string() }),
  external_exports.strictObject({ type: external_exports.literal("thinking"), text: external_exports.string() }),
  external_exports.strictObject({ type: external_exports.literal("text"), text: external_exports.string() }),
  external_exports.strictObject({ type: external_exports.literal("tool_call"), tool_call_id: external_exports.string(), tool_name: external_exports.string(), arguments: ownKeysRecord(external_exports.string(), external_exports.unknown()) })
]);
var conversationMessageSchema = external_exports.strictObject({ role: external_exports.enum(["user", "assistant"]), blocks: external_exports.array(conversationBlockSchema) });
var recordSchema = external_exports.strictObject({
  format: external_exports.literal(FIXTURE_FORMAT),
  key: external_exports.string().regex(/^[0-9a-f]{64}$/),
  source: external_exports.string(),
  recorded_at: external_exports.string(),
  request: external_exports.strictObject({
    metric: external_exports.string(),
    template_version: external_exports.string(),
    provider: external_exports.string(),
    model: external_exports.string(),
    replica: external_exports.number().int().positive(),
    settings: ownKeysRecord(external_exports.string(), external_exports.unknown()),
    output_name: external_exports.string(),
    output_description: external_exports.string(),
    output_schema: ownKeysRecord(external_exports.string(), external_exports.unknown()),
    system: external_exports.array(external_exports.string()),
    user: external_exports.array(external_exports.string()),
    conversation: external_exports.array(conversationMessageSchema).optional()
  }),
  response: external_exports.strictObject({ model: external_exports.string(), output: external_exports.unknown(), usage: usageSchema })
});
var FixtureFileError = class extends Error {
  name = "FixtureFileError";
  /** Fails the whole judge metric, as a replay miss does: dropping the replica would silently change its score. */
  fatal = true;
};
var FixtureSecretError = class extends Error {
  name = "FixtureSecretError";
  /** As FixtureFileError: the metric fails rather than scoring without that replica. */
  fatal = true;
};
var SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
function fixtureRelativePath(metric, key) {
  if (!SEGMENT.test(metric) || metric.includes("..")) {
    throw new Error(`metric name ${JSON.stringify(metric)} cannot be used as a fixture directory name`);
  }
  if (!/^[0-9a-f]{64}$/.test(key)) throw new Error(`not a fixture key: ${JSON.stringify(key)}`);
  return `${metric}/${key}.json`;
}
function storedRequest(request) {
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
    ...request.conversation === void 0 ? {} : { conversation: request.conversation }
  };
}
function requestFromRecord(record) {
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
    ...r.conversation === void 0 ? {} : { conversation: r.conversation }
  };
}
function responseFromRecord(record) {
  return { output: record.response.output, usage: { ...record.response.usage }, model: record.response.model, recordedAt: record.recorded_at };
}
function buildFixtureRecord(request, response, provenance, key = judgeRequestKey(request)) {
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
        cache_creation_input_tokens: response.usage.cache_creation_input_tokens
      }
    }
  };
}
function serializeFixtureRecord(record) {
  return `${JSON.stringify(record, null, 2)}
`;
}
var MAX_FIXTURE_DEPTH = 256;
function nestingDepth(value, limit) {
  let deepest = 0;
  const stack = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop();
    if (node === null || typeof node !== "object") continue;
    const here = depth + 1;
    if (here > deepest) deepest = here;
    if (deepest > limit) return deepest;
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, here]);
  }
  return deepest;
}
var MAY_READ_OTHERWISE = /\d{16}|-0(?![\d.eE])|\d\.0*(?![\d])|\d[eE]|"-?\d+"\s*:|\\u003|NaN|Infinity/;
function pythonOutput(text) {
  try {
    const file = pyJsonToJs(pyJsonLoads(text));
    return Object.hasOwn(file, "response") && file.response !== null && typeof file.response === "object" && Object.hasOwn(file.response, "output") ? file.response.output : void 0;
  } catch {
    return void 0;
  }
}
function withPythonReading(record, text) {
  const output = record.response.output;
  if (output === null || typeof output !== "object") return record;
  const from = text.lastIndexOf('"response"');
  if (!MAY_READ_OTHERWISE.test(from < 0 ? text : text.slice(from))) return record;
  const python = pythonOutput(text);
  if (python !== void 0) attachPythonReading(output, python);
  return record;
}
function parseFixtureJson(text) {
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
function parseFixtureRecord(text, where) {
  let json;
  try {
    json = parseFixtureJson(text);
  } catch (error) {
    throw new FixtureFileError(`${where}: not valid JSON (${describeJsonSyntaxError(error, text)})`);
  }
  const depth = nestingDepth(json, MAX_FIXTURE_DEPTH);
  if (depth > MAX_FIXTURE_DEPTH) {
    throw new FixtureFileError(`${where}: nested more than ${MAX_FIXTURE_DEPTH} levels deep (arrays and objects inside each other); no judge answer is \u2014 the file was damaged or forged: re-record it`);
  }
  const format = json !== null && typeof json === "object" && !Array.isArray(json) ? json.format : void 0;
  if (typeof format === "string" && format !== FIXTURE_FORMAT) {
    throw new FixtureFileError(
      `${where}: recorded in format ${scrubSecrets(JSON.stringify(format.slice(0, 100)))}; this agent-eval reads ${JSON.stringify(FIXTURE_FORMAT)} (re-record it with this version, or use the agent-eval that wrote it)`
    );
  }
  const parsed = recordSchema.safeParse(json);
  if (!parsed.success) {
    throw new FixtureFileError(`${where}: not a judge fixture (${FIXTURE_FORMAT}): ${scrubSecrets(external_exports.prettifyError(parsed.error))}`);
  }
  const record = parsed.data;
  const recomputed = judgeRequestKey(requestFromRecord(record));
  if (recomputed !== record.key) {
    throw new FixtureFileError(
      `${where}: stored key ${record.key} does not match its request (which hashes to ${recomputed}); the file was edited by hand or recorded with another key version \u2014 re-record it`
    );
  }
  return withPythonReading(record, text);
}
function checkFileName(record, relativePath, where) {
  const name = relativePath.split("/").pop() ?? "";
  if (name !== `${record.key}.json`) {
    throw new FixtureFileError(
      `${where}: holds the recording of another request (key ${record.key}); a recording's file name must be its key \u2014 rename it to ${record.key}.json or delete it`
    );
  }
}
var FixtureStore = class {
  constructor(storage, options = {}) {
    this.storage = storage;
    this.knownSecrets = options.knownSecrets ?? [];
  }
  storage;
  knownSecrets;
  /** Display path where the recording of (metric, key) lives or would live. */
  pathFor(metric, key) {
    return this.storage.displayPath(fixtureRelativePath(metric, key));
  }
  /** The recording for `key`, looked up under `metric` first, then under any other metric. */
  async get(metric, key) {
    const primary = fixtureRelativePath(metric, key);
    const hit = await this.readAt(primary);
    if (hit !== void 0) return hit;
    for (const dir of (await this.storage.listDirs("")).sort()) {
      if (dir === metric || !SEGMENT.test(dir)) continue;
      const other = await this.readAt(`${dir}/${key}.json`);
      if (other !== void 0) return other;
    }
    return void 0;
  }
  /** Every recording filed under `metric` (used to explain misses). */
  async listMetric(metric) {
    const files = (await this.storage.listFiles(metric)).filter((name) => /^[0-9a-f]{64}\.json$/.test(name)).sort();
    const out = [];
    for (const name of files) {
      const stored = await this.readAt(`${metric}/${name}`);
      if (stored !== void 0) out.push(stored);
    }
    return out;
  }
  /** Names of the metric directories in the store. */
  async metrics() {
    return (await this.storage.listDirs("")).filter((dir) => SEGMENT.test(dir)).sort();
  }
  /**
   * Writes (or overwrites) the recording under `<record.request.metric>/<record.key>.json` and
   * returns its display path. Refuses, writing nothing, when anything looks like a credential.
   */
  async put(record) {
    const { relative, display, text } = this.checkedText(record);
    await this.storage.writeTextAtomic(relative, text);
    return display;
  }
  /**
   * Writes the recording unless one for its key already exists under its metric (another
   * evaluation recorded it first): then nothing is written and that recording is returned, so
   * every racing evaluation scores the answer that stays on disk. Refuses secrets as `put` does.
   */
  async putIfAbsent(record) {
    const { relative, display, text } = this.checkedText(record);
    const created = this.storage.createTextExclusive === void 0 ? await this.storage.readText(relative) === void 0 && (await this.storage.writeTextAtomic(relative, text), true) : await this.storage.createTextExclusive(relative, text);
    if (created) return { path: display };
    const existing = await this.readAt(relative);
    if (existing === void 0) {
      await this.storage.writeTextAtomic(relative, text);
      return { path: display };
    }
    return { path: display, existing };
  }
  checkedText(record) {
    const relative = fixtureRelativePath(record.request.metric, record.key);
    const display = this.storage.displayPath(relative);
    const findings = findSecretLikeValues(record, this.knownSecrets);
    if (findings.length > 0) {
      const where = findings.map((f) => `${f.path}: ${f.rule}`).join("; ");
      throw new FixtureSecretError(
        `refusing to write ${display}: it would contain something that looks like a credential (${where}). Nothing was written; remove the secret from the prompt or output.`
      );
    }
    const text = serializeFixtureRecord(record);
    if (findSecretLikeValues(text, this.knownSecrets).some((f) => f.rule === "the configured API key")) {
      throw new FixtureSecretError(`refusing to write ${display}: it would contain the configured API key. Nothing was written.`);
    }
    return { relative, display, text };
  }
  async readAt(relative) {
    const text = await this.storage.readText(relative);
    if (text === void 0) return void 0;
    const path = this.storage.displayPath(relative);
    const record = parseFixtureRecord(text, path);
    checkFileName(record, relative, path);
    return { record, path };
  }
};

export {
  attachPythonReading,
  pythonReadingOf,
  SCRIPTED_SOURCE,
  FixtureFileError,
  FixtureSecretError,
  storedRequest,
  requestFromRecord,
  responseFromRecord,
  buildFixtureRecord,
  serializeFixtureRecord,
  parseFixtureRecord,
  checkFileName,
  FixtureStore
};
