/**
 * GPT-2's forward pass (Hugging Face `GPT2LMHeadModel`, the model minicons scores with), written
 * out for one token sequence at a time: token + position embeddings, `n_layer` pre-LayerNorm
 * blocks (causal multi-head self-attention scaled by 1/sqrt(head size), then a 4x MLP with GPT-2's
 * tanh GELU), a final LayerNorm and the output projection tied to the token embeddings.
 *
 * Weights stay float32 as stored; every activation and sum is a float64, so a value differs from
 * an exact computation over the same weights only by float64 rounding. GlossoGen's torch runs in
 * float32 (batched per round), so its values differ from these in the last float32 digits.
 */

export interface Gpt2Config {
  readonly n_layer: number;
  readonly n_head: number;
  readonly n_embd: number;
  readonly n_positions: number;
  readonly vocab_size: number;
  readonly layer_norm_epsilon: number;
  /** Width of the MLP's hidden layer (`n_inner`, default 4 * n_embd). */
  readonly n_inner: number;
}

export interface Gpt2Block {
  readonly ln1Weight: Float32Array;
  readonly ln1Bias: Float32Array;
  /** `[n_embd, 3 * n_embd]`, row-major (GPT-2's Conv1D layout: input dimension first). */
  readonly attnWeight: Float32Array;
  readonly attnBias: Float32Array;
  readonly attnProjWeight: Float32Array;
  readonly attnProjBias: Float32Array;
  readonly ln2Weight: Float32Array;
  readonly ln2Bias: Float32Array;
  readonly fcWeight: Float32Array;
  readonly fcBias: Float32Array;
  readonly mlpProjWeight: Float32Array;
  readonly mlpProjBias: Float32Array;
}

export interface Gpt2Weights {
  /** `[vocab_size, n_embd]`; also the output projection (tied), unless `lmHead` is given. */
  readonly wte: Float32Array;
  readonly wpe: Float32Array;
  readonly blocks: readonly Gpt2Block[];
  readonly lnFWeight: Float32Array;
  readonly lnFBias: Float32Array;
  /** An untied output projection `[vocab_size, n_embd]`, when the checkpoint has one. */
  readonly lmHead?: Float32Array;
}

/** `[rows, cols]` → `[cols, rows]`. */
function transpose(m: Float32Array, rows: number, cols: number): Float32Array {
  const out = new Float32Array(rows * cols);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) out[c * rows + r] = m[r * cols + c] as number;
  return out;
}

/** `x[i, :] · w[j, :]` over `n` values, four partial sums (the order differs from a plain loop only by float64 rounding). */
function dot(x: Float64Array, xo: number, w: Float32Array, wo: number, n: number): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let k = 0;
  for (; k + 3 < n; k += 4) {
    s0 += (x[xo + k] as number) * (w[wo + k] as number);
    s1 += (x[xo + k + 1] as number) * (w[wo + k + 1] as number);
    s2 += (x[xo + k + 2] as number) * (w[wo + k + 2] as number);
    s3 += (x[xo + k + 3] as number) * (w[wo + k + 3] as number);
  }
  for (; k < n; k++) s0 += (x[xo + k] as number) * (w[wo + k] as number);
  return s0 + s1 + (s2 + s3);
}

/**
 * `y[T, out] = x[T, in] · W + b` with W given transposed (`[out, in]`), so each output is one
 * contiguous dot product and a weight row is reused for every position while it is in cache.
 */
function linear(x: Float64Array, rows: number, inDim: number, weightT: Float32Array, bias: Float32Array, outDim: number): Float64Array {
  const y = new Float64Array(rows * outDim);
  for (let j = 0; j < outDim; j++) {
    const wo = j * inDim;
    const b = bias[j] as number;
    for (let t = 0; t < rows; t++) y[t * outDim + j] = b + dot(x, t * inDim, weightT, wo, inDim);
  }
  return y;
}

function layerNorm(x: Float64Array, rows: number, dim: number, weight: Float32Array, bias: Float32Array, eps: number): Float64Array {
  const y = new Float64Array(rows * dim);
  for (let t = 0; t < rows; t++) {
    const o = t * dim;
    let sum = 0;
    for (let j = 0; j < dim; j++) sum += x[o + j] as number;
    const mu = sum / dim;
    let sq = 0;
    for (let j = 0; j < dim; j++) {
      const d = (x[o + j] as number) - mu;
      sq += d * d;
    }
    const inv = 1 / Math.sqrt(sq / dim + eps);
    for (let j = 0; j < dim; j++) y[o + j] = ((x[o + j] as number) - mu) * inv * (weight[j] as number) + (bias[j] as number);
  }
  return y;
}

const GELU_C = Math.sqrt(2 / Math.PI);

/** GPT-2's `gelu_new` (the tanh approximation), in place. */
function gelu(x: Float64Array): void {
  for (let i = 0; i < x.length; i++) {
    const v = x[i] as number;
    x[i] = 0.5 * v * (1 + Math.tanh(GELU_C * (v + 0.044715 * v * v * v)));
  }
}

function attention(qkv: Float64Array, rows: number, config: Gpt2Config): Float64Array {
  const c = config.n_embd;
  const heads = config.n_head;
  const hd = c / heads;
  const scale = 1 / Math.sqrt(hd);
  const out = new Float64Array(rows * c);
  const scores = new Float64Array(rows);
  for (let h = 0; h < heads; h++) {
    const qOff = h * hd;
    const kOff = c + h * hd;
    const vOff = 2 * c + h * hd;
    for (let i = 0; i < rows; i++) {
      const qi = i * 3 * c + qOff;
      let max = Number.NEGATIVE_INFINITY;
      for (let j = 0; j <= i; j++) {
        const kj = j * 3 * c + kOff;
        let dot = 0;
        for (let d = 0; d < hd; d++) dot += (qkv[qi + d] as number) * (qkv[kj + d] as number);
        const s = dot * scale;
        scores[j] = s;
        if (s > max) max = s;
      }
      let total = 0;
      for (let j = 0; j <= i; j++) {
        const e = Math.exp((scores[j] as number) - max);
        scores[j] = e;
        total += e;
      }
      const oi = i * c + h * hd;
      for (let j = 0; j <= i; j++) {
        const p = (scores[j] as number) / total;
        const vj = j * 3 * c + vOff;
        for (let d = 0; d < hd; d++) out[oi + d] = (out[oi + d] as number) + p * (qkv[vj + d] as number);
      }
    }
  }
  return out;
}

function addInPlace(x: Float64Array, y: Float64Array): void {
  for (let i = 0; i < x.length; i++) x[i] = (x[i] as number) + (y[i] as number);
}

/** Positions whose logits are computed together (bounds memory at POSITION_BLOCK x vocab floats). */
const POSITION_BLOCK = 32;

/** A GPT-2 ready to run: its linear layers transposed once to `[out, in]`. */
export class Gpt2Model {
  private readonly blocks: Gpt2Block[];

  constructor(
    readonly config: Gpt2Config,
    private readonly weights: Gpt2Weights,
  ) {
    const c = config.n_embd;
    const inner = config.n_inner;
    this.blocks = weights.blocks.map((block) => ({
      ...block,
      attnWeight: transpose(block.attnWeight, c, 3 * c),
      attnProjWeight: transpose(block.attnProjWeight, c, c),
      fcWeight: transpose(block.fcWeight, c, inner),
      mlpProjWeight: transpose(block.mlpProjWeight, inner, c),
    }));
  }

  /** Final hidden states `[T, n_embd]` (after ln_f) of a token sequence. */
  hiddenStates(ids: readonly number[]): Float64Array {
    const { config, weights } = this;
    const rows = ids.length;
    const c = config.n_embd;
    if (rows > config.n_positions) {
      throw new Error(`a message of ${rows} tokens exceeds the model's context of ${config.n_positions} positions`);
    }
    const x = new Float64Array(rows * c);
    for (let t = 0; t < rows; t++) {
      const id = ids[t] as number;
      if (!Number.isInteger(id) || id < 0 || id >= config.vocab_size) throw new Error(`token id ${id} is outside the model's vocabulary of ${config.vocab_size}`);
      for (let j = 0; j < c; j++) x[t * c + j] = (weights.wte[id * c + j] as number) + (weights.wpe[t * c + j] as number);
    }
    for (const block of this.blocks) {
      const a = layerNorm(x, rows, c, block.ln1Weight, block.ln1Bias, config.layer_norm_epsilon);
      const qkv = linear(a, rows, c, block.attnWeight, block.attnBias, 3 * c);
      const attended = attention(qkv, rows, config);
      addInPlace(x, linear(attended, rows, c, block.attnProjWeight, block.attnProjBias, c));
      const m = layerNorm(x, rows, c, block.ln2Weight, block.ln2Bias, config.layer_norm_epsilon);
      const hidden = linear(m, rows, c, block.fcWeight, block.fcBias, config.n_inner);
      gelu(hidden);
      addInPlace(x, linear(hidden, rows, config.n_inner, block.mlpProjWeight, block.mlpProjBias, c));
    }
    return layerNorm(x, rows, c, weights.lnFWeight, weights.lnFBias, config.layer_norm_epsilon);
  }

  /**
   * Natural-log probabilities of tokens 2..n, each under the model's prediction from the tokens
   * before it (the first token is not scored: no start-of-text token is prepended). Empty for n < 2.
   */
  tokenLogProbs(ids: readonly number[]): Float64Array {
    const n = ids.length;
    if (n < 2) return new Float64Array(0);
    const c = this.config.n_embd;
    const vocab = this.config.vocab_size;
    const head = this.weights.lmHead ?? this.weights.wte;
    const h = this.hiddenStates(ids);
    const out = new Float64Array(n - 1);
    const logits = new Float64Array(POSITION_BLOCK * vocab);
    for (let start = 0; start < n - 1; start += POSITION_BLOCK) {
      const count = Math.min(POSITION_BLOCK, n - 1 - start);
      for (let v = 0; v < vocab; v++) {
        const wo = v * c;
        for (let b = 0; b < count; b++) logits[b * vocab + v] = dot(h, (start + b) * c, head, wo, c);
      }
      for (let b = 0; b < count; b++) {
        const lo = b * vocab;
        let max = Number.NEGATIVE_INFINITY;
        for (let v = 0; v < vocab; v++) if ((logits[lo + v] as number) > max) max = logits[lo + v] as number;
        let total = 0;
        for (let v = 0; v < vocab; v++) total += Math.exp((logits[lo + v] as number) - max);
        const target = ids[start + b + 1] as number;
        out[start + b] = (logits[lo + target] as number) - max - Math.log(total);
      }
    }
    return out;
  }
}
