/**
 * A tiny GPT-2 the perplexity tests build themselves: GPT-2's architecture and file layout
 * (config.json, model.safetensors, vocab.json + merges.txt, tokenizer.json) with seeded random
 * weights and a small byte-level BPE vocabulary (the 256 byte symbols, a few merges,
 * <|endoftext|>). Same seed, same bytes, so reference values computed once stay valid.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { mulberry32 } from "../../scripts/generate-examples.js";

export const TINY_CONFIG = {
  model_type: "gpt2",
  n_layer: 2,
  n_head: 2,
  n_embd: 8,
  n_positions: 32,
  n_ctx: 32,
  n_inner: null,
  vocab_size: 0, // set below
  layer_norm_epsilon: 1e-5,
  activation_function: "gelu_new",
};

const MERGES: [string, string][] = [
  ["Ġ", "t"], ["h", "e"], ["Ġt", "he"], ["i", "n"], ["Ġ", "a"], ["e", "r"], ["o", "n"], ["Ġ", "s"], ["r", "e"], ["a", "t"],
  ["o", "r"], ["e", "n"], ["Ġ", "o"], ["in", "g"], ["Ġ", "w"], ["Ġ", "d"], ["e", "s"], ["Ġ", "c"], ["a", "n"], ["l", "l"],
  ["Ġs", "at"], ["Ġc", "at"], ["Ġ", "m"], ["Ġm", "at"], ["Ġo", "n"], ["'", "s"], ["Ġ", "1"], ["1", "2"], ["Ġ", "Ġ"], ["Ċ", "Ċ"],
];

/** GPT-2's byte → printable-character table, written independently of the code under test. */
function byteSymbols(): string[] {
  const direct = new Set<number>();
  for (const [lo, hi] of [[0x21, 0x7e], [0xa1, 0xac], [0xae, 0xff]] as const) for (let b = lo; b <= hi; b++) direct.add(b);
  const out: string[] = [];
  let shifted = 0;
  for (let b = 0; b < 256; b++) out.push(String.fromCodePoint(direct.has(b) ? b : 256 + shifted++));
  return out;
}

export function tinyVocab(): Map<string, number> {
  const vocab = new Map<string, number>();
  for (const symbol of byteSymbols()) vocab.set(symbol, vocab.size);
  for (const [a, b] of MERGES) if (!vocab.has(a + b)) vocab.set(a + b, vocab.size);
  vocab.set("<|endoftext|>", vocab.size);
  return vocab;
}

function safetensors(tensors: [string, number[], Float32Array][]): Buffer {
  const header: Record<string, unknown> = { __metadata__: { format: "pt" } };
  let offset = 0;
  for (const [name, shape, data] of tensors) {
    header[name] = { dtype: "F32", shape, data_offsets: [offset, offset + data.length * 4] };
    offset += data.length * 4;
  }
  let json = JSON.stringify(header);
  while ((8 + json.length) % 8 !== 0) json += " ";
  const out = Buffer.alloc(8 + json.length + offset);
  out.writeBigUInt64LE(BigInt(json.length), 0);
  out.write(json, 8, "utf8");
  let at = 8 + json.length;
  for (const [, , data] of tensors) {
    Buffer.from(data.buffer, data.byteOffset, data.length * 4).copy(out, at);
    at += data.length * 4;
  }
  return out;
}

export interface TinyModelOptions {
  readonly seed?: number;
  /** Tensor names start with `transformer.` (a checkpoint saved from GPT2LMHeadModel). */
  readonly prefixed?: boolean;
  /** Write tokenizer.json instead of vocab.json + merges.txt. */
  readonly tokenizerJson?: boolean;
  /** Context length (default 32; longer messages are refused, as GPT-2 refuses more than 1024 tokens). */
  readonly positions?: number;
}

/** Writes the tiny model into `dir` (created); returns `dir`. */
export function writeTinyGpt2(dir: string, options: TinyModelOptions = {}): string {
  mkdirSync(dir, { recursive: true });
  const random = mulberry32(options.seed ?? 20261201);
  const normal = (scale: number) => () => {
    const u = Math.max(random(), 1e-12);
    return scale * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  };
  const vocab = tinyVocab();
  const c = TINY_CONFIG.n_embd;
  const inner = 4 * c;
  const v = vocab.size;
  const tensor = (shape: number[], fill: () => number): Float32Array => Float32Array.from({ length: shape.reduce((a, b) => a * b, 1) }, fill);
  const around = (centre: number, scale: number) => () => centre + normal(scale)();
  const prefix = options.prefixed === true ? "transformer." : "";
  const positions = options.positions ?? TINY_CONFIG.n_positions;
  const list: [string, number[], Float32Array][] = [
    [`${prefix}wte.weight`, [v, c], tensor([v, c], normal(0.6))],
    [`${prefix}wpe.weight`, [positions, c], tensor([positions, c], normal(0.3))],
  ];
  for (let i = 0; i < TINY_CONFIG.n_layer; i++) {
    const h = `${prefix}h.${i}.`;
    list.push(
      [`${h}ln_1.weight`, [c], tensor([c], around(1, 0.1))],
      [`${h}ln_1.bias`, [c], tensor([c], normal(0.1))],
      [`${h}attn.c_attn.weight`, [c, 3 * c], tensor([c, 3 * c], normal(0.5))],
      [`${h}attn.c_attn.bias`, [3 * c], tensor([3 * c], normal(0.1))],
      [`${h}attn.c_proj.weight`, [c, c], tensor([c, c], normal(0.4))],
      [`${h}attn.c_proj.bias`, [c], tensor([c], normal(0.1))],
      [`${h}ln_2.weight`, [c], tensor([c], around(1, 0.1))],
      [`${h}ln_2.bias`, [c], tensor([c], normal(0.1))],
      [`${h}mlp.c_fc.weight`, [c, inner], tensor([c, inner], normal(0.5))],
      [`${h}mlp.c_fc.bias`, [inner], tensor([inner], normal(0.1))],
      [`${h}mlp.c_proj.weight`, [inner, c], tensor([inner, c], normal(0.3))],
      [`${h}mlp.c_proj.bias`, [c], tensor([c], normal(0.1))],
      // the causal-mask buffer older checkpoints carry; not a weight
      [`${h}attn.bias`, [1, 1, 2, 2], tensor([1, 1, 2, 2], () => 1)],
    );
  }
  list.push([`${prefix}ln_f.weight`, [c], tensor([c], around(1, 0.1))], [`${prefix}ln_f.bias`, [c], tensor([c], normal(0.1))]);
  writeFileSync(path.join(dir, "config.json"), JSON.stringify({ ...TINY_CONFIG, n_positions: positions, n_ctx: positions, vocab_size: v }, null, 2));
  writeFileSync(path.join(dir, "model.safetensors"), safetensors(list));
  if (options.tokenizerJson === true) {
    writeFileSync(
      path.join(dir, "tokenizer.json"),
      JSON.stringify({
        version: "1.0",
        added_tokens: [{ id: v - 1, content: "<|endoftext|>", single_word: false, lstrip: false, rstrip: false, normalized: true, special: true }],
        normalizer: null,
        pre_tokenizer: { type: "ByteLevel", add_prefix_space: false, trim_offsets: true, use_regex: true },
        model: { type: "BPE", vocab: Object.fromEntries(vocab), merges: MERGES.map(([a, b]) => [a, b]) },
      }),
    );
  } else {
    writeFileSync(path.join(dir, "vocab.json"), JSON.stringify(Object.fromEntries(vocab)));
    writeFileSync(path.join(dir, "merges.txt"), `#version: 0.2\n${MERGES.map(([a, b]) => `${a} ${b}`).join("\n")}\n`);
  }
  return dir;
}
