import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  gpt2MessageScorer
} from "./chunk-K2GLU2FO.js";
import {
  describeFsError,
  readRegularFile
} from "./chunk-JNUR4NUC.js";
import "./chunk-QJRR5QJN.js";
import "./chunk-7OZOL6PT.js";
import "./chunk-VM7EAPB7.js";
import "./chunk-J6F6MZKC.js";
import "./chunk-YQUIWL3O.js";
import {
  describeJsonSyntaxError
} from "./chunk-LAMXQWWM.js";
import {
  InputError
} from "./chunk-Q5Q3ZZMX.js";
import "./chunk-GYEXMW2G.js";
import "./chunk-EZQ3DI64.js";
import "./chunk-6UXS7MO4.js";
import {
  ownKeysRecord
} from "./chunk-7GJBLW7Q.js";
import "./chunk-YGHWAPUX.js";
import {
  firstIssue
} from "./chunk-74ZREX4V.js";
import "./chunk-BZ4VPST6.js";
import {
  external_exports
} from "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";

// src/node/gpt2-files.ts
import { createHash } from "node:crypto";
import path from "node:path";
var MODEL_FILE_MAX_BYTES = 4 * 1024 ** 3 - 1;
var positiveInt = external_exports.number().int().positive();
var configSchema = external_exports.looseObject({
  model_type: external_exports.literal("gpt2").optional(),
  n_layer: positiveInt,
  n_head: positiveInt,
  n_embd: positiveInt,
  n_positions: positiveInt.optional(),
  n_ctx: positiveInt.optional(),
  vocab_size: positiveInt,
  n_inner: positiveInt.nullish(),
  layer_norm_epsilon: external_exports.number().positive().default(1e-5),
  activation_function: external_exports.enum(["gelu_new", "gelu_pytorch_tanh"], { message: "only GPT-2's tanh GELU (gelu_new) is supported" }).default("gelu_new"),
  scale_attn_by_inverse_layer_idx: external_exports.literal(false, { message: "must be false (GPT-2's attention scaling)" }).optional()
}).refine((c) => c.n_embd % c.n_head === 0, { message: "n_embd must be a multiple of n_head", path: ["n_head"] }).refine((c) => c.n_positions !== void 0 || c.n_ctx !== void 0, { message: "n_positions is required", path: ["n_positions"] });
var tensorSchema = external_exports.object({
  dtype: external_exports.string(),
  shape: external_exports.array(external_exports.number().int().nonnegative()),
  data_offsets: external_exports.tuple([external_exports.number().int().nonnegative(), external_exports.number().int().nonnegative()])
});
var tokenizerJsonSchema = external_exports.looseObject({
  added_tokens: external_exports.array(external_exports.looseObject({ id: external_exports.number().int().nonnegative(), content: external_exports.string(), special: external_exports.boolean().default(false) })).default([]),
  pre_tokenizer: external_exports.looseObject({ type: external_exports.literal("ByteLevel", { message: "GPT-2 uses a ByteLevel pre-tokenizer" }), add_prefix_space: external_exports.literal(false, { message: "GPT-2 adds no prefix space" }).default(false) }).nullish(),
  model: external_exports.looseObject({
    type: external_exports.literal("BPE", { message: "GPT-2's tokenizer model is BPE" }),
    vocab: ownKeysRecord(external_exports.string(), external_exports.number().int().nonnegative()),
    merges: external_exports.array(external_exports.union([external_exports.string(), external_exports.tuple([external_exports.string(), external_exports.string()])]))
  })
});
var vocabSchema = ownKeysRecord(external_exports.string(), external_exports.number().int().nonnegative());
function invalid(file, error) {
  const { field, message } = firstIssue(error);
  return new InputError(`${file}: field '${field ?? ""}': ${message}`);
}
async function readRequired(dir, name) {
  const file = path.join(dir, name);
  try {
    return await readRegularFile(file, MODEL_FILE_MAX_BYTES);
  } catch (error) {
    throw new InputError(`--gpt2-model ${dir}: cannot read ${name}: ${describeFsError(error.cause ?? error)}`, { cause: error });
  }
}
async function readOptional(dir, name) {
  try {
    return await readRegularFile(path.join(dir, name), MODEL_FILE_MAX_BYTES);
  } catch (error) {
    if (error.code === "ENOENT" || error.cause?.code === "ENOENT") return void 0;
    throw new InputError(`--gpt2-model ${dir}: cannot read ${name}: ${describeFsError(error.cause ?? error)}`, { cause: error });
  }
}
function parseJson(file, bytes) {
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch (error) {
    throw new InputError(`${file}: not valid JSON (${describeJsonSyntaxError(error, bytes.toString("utf8"))})`, { cause: error });
  }
}
function sha256(bytes) {
  return createHash("sha256").update(bytes).digest("hex");
}
function parseSafetensors(file, bytes) {
  if (bytes.length < 8) throw new InputError(`${file}: too short to be a safetensors file`);
  const headerLength = Number(new DataView(bytes.buffer, bytes.byteOffset, 8).getBigUint64(0, true));
  if (headerLength > bytes.length - 8) throw new InputError(`${file}: header length ${headerLength} runs past the end of the file; is this a safetensors file?`);
  const header = parseJson(file, Buffer.from(bytes.buffer, bytes.byteOffset + 8, headerLength));
  if (typeof header !== "object" || header === null || Array.isArray(header)) throw new InputError(`${file}: the header is not a JSON object`);
  const dataStart = 8 + headerLength;
  const tensors = /* @__PURE__ */ new Map();
  for (const [name, raw] of Object.entries(header)) {
    if (name === "__metadata__") continue;
    const parsed = tensorSchema.safeParse(raw);
    if (!parsed.success) throw invalid(`${file} (tensor ${name})`, parsed.error);
    const { dtype, shape, data_offsets: [begin, end] } = parsed.data;
    const count = shape.reduce((a, b) => a * b, 1);
    if (dtype !== "F32") {
      throw new InputError(`${file}: tensor ${name} has dtype ${dtype}; only float32 (F32) checkpoints are read, like GlossoGen's float32 scoring`);
    }
    if (end - begin !== count * 4 || dataStart + end > bytes.length) {
      throw new InputError(`${file}: tensor ${name}: data_offsets [${begin}, ${end}] do not hold ${count} ${dtype} values inside the file`);
    }
    const at = bytes.byteOffset + dataStart + begin;
    const data = at % 4 === 0 ? new Float32Array(bytes.buffer, at, count) : new Float32Array(bytes.buffer.slice(at, at + count * 4));
    tensors.set(name, { shape, data });
  }
  return tensors;
}
function weightsFrom(file, tensors, config) {
  const prefix = tensors.has("wte.weight") ? "" : "transformer.";
  const take = (name, shape, full = `${prefix}${name}`) => {
    const tensor = tensors.get(full);
    if (tensor === void 0) throw new InputError(`${file}: tensor ${full} is missing; is this a GPT-2 checkpoint?`);
    if (tensor.shape.length !== shape.length || tensor.shape.some((d, i) => d !== shape[i])) {
      throw new InputError(`${file}: tensor ${full} has shape [${tensor.shape.join(", ")}], expected [${shape.join(", ")}] from config.json`);
    }
    return tensor.data;
  };
  const { n_embd: c, vocab_size: v, n_positions: p, n_inner: inner } = config;
  const blocks = [];
  for (let i = 0; i < config.n_layer; i++) {
    const h = `h.${i}.`;
    blocks.push({
      ln1Weight: take(`${h}ln_1.weight`, [c]),
      ln1Bias: take(`${h}ln_1.bias`, [c]),
      attnWeight: take(`${h}attn.c_attn.weight`, [c, 3 * c]),
      attnBias: take(`${h}attn.c_attn.bias`, [3 * c]),
      attnProjWeight: take(`${h}attn.c_proj.weight`, [c, c]),
      attnProjBias: take(`${h}attn.c_proj.bias`, [c]),
      ln2Weight: take(`${h}ln_2.weight`, [c]),
      ln2Bias: take(`${h}ln_2.bias`, [c]),
      fcWeight: take(`${h}mlp.c_fc.weight`, [c, inner]),
      fcBias: take(`${h}mlp.c_fc.bias`, [inner]),
      mlpProjWeight: take(`${h}mlp.c_proj.weight`, [inner, c]),
      mlpProjBias: take(`${h}mlp.c_proj.bias`, [c])
    });
  }
  const wte = take("wte.weight", [v, c]);
  const wpe = take("wpe.weight", [p, c]);
  const head = tensors.get("lm_head.weight");
  const lmHead = head === void 0 ? void 0 : take("lm_head.weight", [v, c], "lm_head.weight");
  return { wte, wpe, blocks, lnFWeight: take("ln_f.weight", [c]), lnFBias: take("ln_f.bias", [c]), ...lmHead === void 0 ? {} : { lmHead } };
}
function mergePair(file, entry, index) {
  if (typeof entry !== "string") return [entry[0], entry[1]];
  const parts = entry.split(" ");
  if (parts.length !== 2 || parts[0] === "" || parts[1] === "") throw new InputError(`${file}: merge ${index + 1} ('${entry}') is not two symbols separated by one space`);
  return [parts[0], parts[1]];
}
async function loadTokenizer(dir, digests, vocabSize) {
  const json = await readOptional(dir, "tokenizer.json");
  let data;
  if (json !== void 0) {
    const file = path.join(dir, "tokenizer.json");
    digests["tokenizer.json"] = sha256(json);
    const parsed = tokenizerJsonSchema.safeParse(parseJson(file, json));
    if (!parsed.success) throw invalid(file, parsed.error);
    const { model, added_tokens: added } = parsed.data;
    data = {
      vocab: new Map(Object.entries(model.vocab)),
      merges: model.merges.map((entry, i) => mergePair(file, entry, i)),
      specialTokens: new Map(added.filter((t) => t.special).map((t) => [t.content, t.id]))
    };
  } else {
    const vocabBytes = await readOptional(dir, "vocab.json");
    const mergesBytes = await readOptional(dir, "merges.txt");
    if (vocabBytes === void 0 || mergesBytes === void 0) {
      throw new InputError(`--gpt2-model ${dir}: no tokenizer: expected tokenizer.json, or vocab.json and merges.txt`);
    }
    digests["vocab.json"] = sha256(vocabBytes);
    digests["merges.txt"] = sha256(mergesBytes);
    const vocabFile = path.join(dir, "vocab.json");
    const parsed = vocabSchema.safeParse(parseJson(vocabFile, vocabBytes));
    if (!parsed.success) throw invalid(vocabFile, parsed.error);
    const mergesFile = path.join(dir, "merges.txt");
    const lines = mergesBytes.toString("utf8").split(/\r?\n/).filter((line, i) => line !== "" && !(i === 0 && line.startsWith("#version")));
    const vocab = new Map(Object.entries(parsed.data));
    const endOfText = vocab.get("<|endoftext|>");
    data = {
      vocab,
      merges: lines.map((line, i) => mergePair(mergesFile, line, i)),
      // GPT-2's tokenizer registers <|endoftext|> as its special token
      specialTokens: endOfText === void 0 ? /* @__PURE__ */ new Map() : /* @__PURE__ */ new Map([["<|endoftext|>", endOfText]])
    };
  }
  for (const [token, id] of [...data.vocab, ...data.specialTokens]) {
    if (id >= vocabSize) throw new InputError(`--gpt2-model ${dir}: token ${JSON.stringify(token)} has id ${id}, outside the model's vocab_size ${vocabSize}`);
  }
  return data;
}
async function loadGpt2Directory(dir) {
  const digests = {};
  const configFile = path.join(dir, "config.json");
  const configBytes = await readRequired(dir, "config.json");
  digests["config.json"] = sha256(configBytes);
  const parsedConfig = configSchema.safeParse(parseJson(configFile, configBytes));
  if (!parsedConfig.success) throw invalid(configFile, parsedConfig.error);
  const raw = parsedConfig.data;
  const config = {
    n_layer: raw.n_layer,
    n_head: raw.n_head,
    n_embd: raw.n_embd,
    n_positions: raw.n_positions ?? raw.n_ctx,
    vocab_size: raw.vocab_size,
    layer_norm_epsilon: raw.layer_norm_epsilon,
    n_inner: raw.n_inner ?? 4 * raw.n_embd
  };
  const tokenizer = await loadTokenizer(dir, digests, config.vocab_size);
  const modelBytes = await readOptional(dir, "model.safetensors");
  if (modelBytes === void 0) {
    throw new InputError(
      `--gpt2-model ${dir}: no model.safetensors (only the safetensors checkpoint format is read; convert pytorch_model.bin with the safetensors library)`
    );
  }
  digests["model.safetensors"] = sha256(modelBytes);
  const modelFile = path.join(dir, "model.safetensors");
  const weights = weightsFrom(modelFile, parseSafetensors(modelFile, modelBytes), config);
  return { config, weights, tokenizer, digests };
}
var loaded = /* @__PURE__ */ new Map();
function gpt2Model(dir) {
  const key = path.resolve(dir);
  let model = loaded.get(key);
  if (model === void 0) {
    model = loadGpt2Directory(dir);
    loaded.set(key, model);
    model.catch(() => loaded.delete(key));
  }
  return model;
}
var scorers = /* @__PURE__ */ new Map();
function gpt2ScorerFor(dir) {
  const key = path.resolve(dir);
  let scorer = scorers.get(key);
  if (scorer === void 0) {
    scorer = gpt2Model(dir).then(({ config, weights, tokenizer }) => gpt2MessageScorer(config, weights, tokenizer));
    scorers.set(key, scorer);
    scorer.catch(() => scorers.delete(key));
  }
  return scorer;
}
async function gpt2Provenance(dir) {
  const { digests } = await gpt2Model(dir);
  return Object.fromEntries(Object.entries(digests).map(([file, digest]) => [`gpt2_model:${file}`, digest]));
}
export {
  gpt2Model,
  gpt2Provenance,
  gpt2ScorerFor,
  loadGpt2Directory,
  parseSafetensors
};
