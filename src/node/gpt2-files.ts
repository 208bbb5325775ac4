/**
 * Loading a local GPT-2 model directory for `perplexity`: `config.json`, `model.safetensors` (the
 * Hugging Face checkpoint layout, float32) and the tokenizer, either
 * `tokenizer.json` (what Hugging Face's AutoTokenizer loads when present) or `vocab.json` +
 * `merges.txt`. Every file is validated; errors name the file and the field or tensor.
 * Nothing is downloaded. One model per directory is loaded per process and shared.
 */
import { ownKeysRecord } from "../core/own-record.js";
import { describeJsonSyntaxError } from "../core/json-error.js";
import { createHash } from "node:crypto";
import { describeFsError, readRegularFile } from "./files.js";

/** The weights of GPT-2 small are ~500 MB; a larger model file is still read, up to 4 GiB. */
const MODEL_FILE_MAX_BYTES = 4 * 1024 ** 3 - 1;
import path from "node:path";
import { z } from "zod";
import { InputError } from "../core/errors.js";
import { firstIssue } from "../core/schema-issue.js";
import type { Gpt2TokenizerData } from "../metrics/gpt2/byte-level-bpe.js";
import type { Gpt2Block, Gpt2Config, Gpt2Weights } from "../metrics/gpt2/gpt2-model.js";
import { type MessageScorer, gpt2MessageScorer } from "../metrics/perplexity.js";

export interface LoadedGpt2 {
  readonly config: Gpt2Config;
  readonly weights: Gpt2Weights;
  readonly tokenizer: Gpt2TokenizerData;
  /** sha256 of every file read, by file name: the model's identity in the report. */
  readonly digests: Readonly<Record<string, string>>;
}

const positiveInt = z.number().int().positive();

const configSchema = z
  .looseObject({
    model_type: z.literal("gpt2").optional(),
    n_layer: positiveInt,
    n_head: positiveInt,
    n_embd: positiveInt,
    n_positions: positiveInt.optional(),
    n_ctx: positiveInt.optional(),
    vocab_size: positiveInt,
    n_inner: positiveInt.nullish(),
    layer_norm_epsilon: z.number().positive().default(1e-5),
    activation_function: z.enum(["gelu_new", "gelu_pytorch_tanh"], { message: "only GPT-2's tanh GELU (gelu_new) is supported" }).default("gelu_new"),
    scale_attn_by_inverse_layer_idx: z.literal(false, { message: "must be false (GPT-2's attention scaling)" }).optional(),
  })
  .refine((c) => c.n_embd % c.n_head === 0, { message: "n_embd must be a multiple of n_head", path: ["n_head"] })
  .refine((c) => c.n_positions !== undefined || c.n_ctx !== undefined, { message: "n_positions is required", path: ["n_positions"] });

const tensorSchema = z.object({
  dtype: z.string(),
  shape: z.array(z.number().int().nonnegative()),
  data_offsets: z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]),
});

const tokenizerJsonSchema = z.looseObject({
  added_tokens: z.array(z.looseObject({ id: z.number().int().nonnegative(), content: z.string(), special: z.boolean().default(false) })).default([]),
  pre_tokenizer: z
    .looseObject({ type: z.literal("ByteLevel", { message: "GPT-2 uses a ByteLevel pre-tokenizer" }), add_prefix_space: z.literal(false, { message: "GPT-2 adds no prefix space" }).default(false) })
    .nullish(),
  model: z.looseObject({
    type: z.literal("BPE", { message: "GPT-2's tokenizer model is BPE" }),
    vocab: ownKeysRecord(z.string(), z.number().int().nonnegative()),
    merges: z.array(z.union([z.string(), z.tuple([z.string(), z.string()])])),
  }),
});

const vocabSchema = ownKeysRecord(z.string(), z.number().int().nonnegative());

function invalid(file: string, error: z.ZodError): InputError {
  const { field, message } = firstIssue(error);
  return new InputError(`${file}: field '${field ?? ""}': ${message}`);
}

async function readRequired(dir: string, name: string): Promise<Buffer> {
  const file = path.join(dir, name);
  try {
    return await readRegularFile(file, MODEL_FILE_MAX_BYTES);
  } catch (error) {
    throw new InputError(`--gpt2-model ${dir}: cannot read ${name}: ${describeFsError((error as Error).cause ?? error)}`, { cause: error });
  }
}

async function readOptional(dir: string, name: string): Promise<Buffer | undefined> {
  try {
    return await readRegularFile(path.join(dir, name), MODEL_FILE_MAX_BYTES);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT" || ((error as Error).cause as NodeJS.ErrnoException | undefined)?.code === "ENOENT") return undefined;
    throw new InputError(`--gpt2-model ${dir}: cannot read ${name}: ${describeFsError((error as Error).cause ?? error)}`, { cause: error });
  }
}

function parseJson(file: string, bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch (error) {
    throw new InputError(`${file}: not valid JSON (${describeJsonSyntaxError(error, bytes.toString("utf8"))})`, { cause: error });
  }
}

function sha256(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * The tensors of a safetensors file, as float32 arrays by name. `bytes`: the file's contents (a
 * Buffer fits; typed as Uint8Array so the published types need no @types/node).
 */
export function parseSafetensors(file: string, bytes: Uint8Array): Map<string, { shape: number[]; data: Float32Array }> {
  if (bytes.length < 8) throw new InputError(`${file}: too short to be a safetensors file`);
  const headerLength = Number(new DataView(bytes.buffer, bytes.byteOffset, 8).getBigUint64(0, true));
  if (headerLength > bytes.length - 8) throw new InputError(`${file}: header length ${headerLength} runs past the end of the file; is this a safetensors file?`);
  const header = parseJson(file, Buffer.from(bytes.buffer, bytes.byteOffset + 8, headerLength));
  if (typeof header !== "object" || header === null || Array.isArray(header)) throw new InputError(`${file}: the header is not a JSON object`);
  const dataStart = 8 + headerLength;
  const tensors = new Map<string, { shape: number[]; data: Float32Array }>();
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
    // safetensors data is little-endian, like every platform Node runs on; unaligned data is copied
    const data = at % 4 === 0 ? new Float32Array(bytes.buffer, at, count) : new Float32Array(bytes.buffer.slice(at, at + count * 4));
    tensors.set(name, { shape, data });
  }
  return tensors;
}

function weightsFrom(file: string, tensors: Map<string, { shape: number[]; data: Float32Array }>, config: Gpt2Config): Gpt2Weights {
  const prefix = tensors.has("wte.weight") ? "" : "transformer.";
  const take = (name: string, shape: readonly number[], full = `${prefix}${name}`): Float32Array => {
    const tensor = tensors.get(full);
    if (tensor === undefined) throw new InputError(`${file}: tensor ${full} is missing; is this a GPT-2 checkpoint?`);
    if (tensor.shape.length !== shape.length || tensor.shape.some((d, i) => d !== shape[i])) {
      throw new InputError(`${file}: tensor ${full} has shape [${tensor.shape.join(", ")}], expected [${shape.join(", ")}] from config.json`);
    }
    return tensor.data;
  };
  const { n_embd: c, vocab_size: v, n_positions: p, n_inner: inner } = config;
  const blocks: Gpt2Block[] = [];
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
      mlpProjBias: take(`${h}mlp.c_proj.bias`, [c]),
    });
  }
  const wte = take("wte.weight", [v, c]);
  const wpe = take("wpe.weight", [p, c]);
  const head = tensors.get("lm_head.weight");
  // an lm_head equal to wte in a file is the tied projection stored twice; use it either way
  const lmHead = head === undefined ? undefined : take("lm_head.weight", [v, c], "lm_head.weight");
  return { wte, wpe, blocks, lnFWeight: take("ln_f.weight", [c]), lnFBias: take("ln_f.bias", [c]), ...(lmHead === undefined ? {} : { lmHead }) };
}

function mergePair(file: string, entry: string | readonly [string, string], index: number): [string, string] {
  if (typeof entry !== "string") return [entry[0], entry[1]];
  const parts = entry.split(" ");
  if (parts.length !== 2 || parts[0] === "" || parts[1] === "") throw new InputError(`${file}: merge ${index + 1} ('${entry}') is not two symbols separated by one space`);
  return [parts[0] as string, parts[1] as string];
}

async function loadTokenizer(dir: string, digests: Record<string, string>, vocabSize: number): Promise<Gpt2TokenizerData> {
  const json = await readOptional(dir, "tokenizer.json");
  let data: Gpt2TokenizerData;
  if (json !== undefined) {
    const file = path.join(dir, "tokenizer.json");
    digests["tokenizer.json"] = sha256(json);
    const parsed = tokenizerJsonSchema.safeParse(parseJson(file, json));
    if (!parsed.success) throw invalid(file, parsed.error);
    const { model, added_tokens: added } = parsed.data;
    data = {
      vocab: new Map(Object.entries(model.vocab)),
      merges: model.merges.map((entry, i) => mergePair(file, entry, i)),
      specialTokens: new Map(added.filter((t) => t.special).map((t) => [t.content, t.id])),
    };
  } else {
    const vocabBytes = await readOptional(dir, "vocab.json");
    const mergesBytes = await readOptional(dir, "merges.txt");
    if (vocabBytes === undefined || mergesBytes === undefined) {
      throw new InputError(`--gpt2-model ${dir}: no tokenizer: expected tokenizer.json, or vocab.json and merges.txt`);
    }
    digests["vocab.json"] = sha256(vocabBytes);
    digests["merges.txt"] = sha256(mergesBytes);
    const vocabFile = path.join(dir, "vocab.json");
    const parsed = vocabSchema.safeParse(parseJson(vocabFile, vocabBytes));
    if (!parsed.success) throw invalid(vocabFile, parsed.error);
    const mergesFile = path.join(dir, "merges.txt");
    const lines = mergesBytes
      .toString("utf8")
      .split(/\r?\n/)
      .filter((line, i) => line !== "" && !(i === 0 && line.startsWith("#version")));
    const vocab = new Map(Object.entries(parsed.data));
    const endOfText = vocab.get("<|endoftext|>");
    data = {
      vocab,
      merges: lines.map((line, i) => mergePair(mergesFile, line, i)),
      // GPT-2's tokenizer registers <|endoftext|> as its special token
      specialTokens: endOfText === undefined ? new Map() : new Map([["<|endoftext|>", endOfText]]),
    };
  }
  for (const [token, id] of [...data.vocab, ...data.specialTokens]) {
    if (id >= vocabSize) throw new InputError(`--gpt2-model ${dir}: token ${JSON.stringify(token)} has id ${id}, outside the model's vocab_size ${vocabSize}`);
  }
  return data;
}

export async function loadGpt2Directory(dir: string): Promise<LoadedGpt2> {
  const digests: Record<string, string> = {};
  const configFile = path.join(dir, "config.json");
  const configBytes = await readRequired(dir, "config.json");
  digests["config.json"] = sha256(configBytes);
  const parsedConfig = configSchema.safeParse(parseJson(configFile, configBytes));
  if (!parsedConfig.success) throw invalid(configFile, parsedConfig.error);
  const raw = parsedConfig.data;
  const config: Gpt2Config = {
    n_layer: raw.n_layer,
    n_head: raw.n_head,
    n_embd: raw.n_embd,
    n_positions: raw.n_positions ?? (raw.n_ctx as number),
    vocab_size: raw.vocab_size,
    layer_norm_epsilon: raw.layer_norm_epsilon,
    n_inner: raw.n_inner ?? 4 * raw.n_embd,
  };
  const tokenizer = await loadTokenizer(dir, digests, config.vocab_size);
  const modelBytes = await readOptional(dir, "model.safetensors");
  if (modelBytes === undefined) {
    throw new InputError(
      `--gpt2-model ${dir}: no model.safetensors (only the safetensors checkpoint format is read; convert pytorch_model.bin with the safetensors library)`,
    );
  }
  digests["model.safetensors"] = sha256(modelBytes);
  const modelFile = path.join(dir, "model.safetensors");
  const weights = weightsFrom(modelFile, parseSafetensors(modelFile, modelBytes), config);
  return { config, weights, tokenizer, digests };
}

const loaded = new Map<string, Promise<LoadedGpt2>>();

/** The model of `dir`, loaded once per process. A failed load is not cached. */
export function gpt2Model(dir: string): Promise<LoadedGpt2> {
  const key = path.resolve(dir);
  let model = loaded.get(key);
  if (model === undefined) {
    model = loadGpt2Directory(dir);
    loaded.set(key, model);
    model.catch(() => loaded.delete(key));
  }
  return model;
}

const scorers = new Map<string, Promise<MessageScorer>>();

/** A message scorer over the model in `dir`, built once per process. */
export function gpt2ScorerFor(dir: string): Promise<MessageScorer> {
  const key = path.resolve(dir);
  let scorer = scorers.get(key);
  if (scorer === undefined) {
    scorer = gpt2Model(dir).then(({ config, weights, tokenizer }) => gpt2MessageScorer(config, weights, tokenizer));
    scorers.set(key, scorer);
    scorer.catch(() => scorers.delete(key));
  }
  return scorer;
}

/** The model's files as report inputs: `gpt2_model:<file>` → sha256. */
export async function gpt2Provenance(dir: string): Promise<Record<string, string>> {
  const { digests } = await gpt2Model(dir);
  return Object.fromEntries(Object.entries(digests).map(([file, digest]) => [`gpt2_model:${file}`, digest]));
}
