import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  PRISTINE_TEXT_EVENTS,
  buildPristineTextIndex,
  eventsOfType,
  metricNameFor,
  pristineTextFor
} from "./chunk-7OZOL6PT.js";
import {
  formatFixed,
  mean,
  populationStd
} from "./chunk-YQUIWL3O.js";

// src/metrics/gpt2/byte-level-bpe.ts
var PRE_TOKENIZER = new RegExp("'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\p{White_Space}\\p{L}\\p{N}]+|\\p{White_Space}+(?!\\P{White_Space})|\\p{White_Space}+", "gu");
function byteAlphabet() {
  const printable = [];
  for (let b = 33; b <= 126; b++) printable.push(b);
  for (let b = 161; b <= 172; b++) printable.push(b);
  for (let b = 174; b <= 255; b++) printable.push(b);
  const table = new Array(256);
  const kept = new Set(printable);
  let next = 0;
  for (let b = 0; b < 256; b++) {
    if (kept.has(b)) table[b] = String.fromCodePoint(b);
    else table[b] = String.fromCodePoint(256 + next++);
  }
  return table;
}
var BYTE_CHARS = byteAlphabet();
var encoder = new TextEncoder();
var ByteLevelBpe = class {
  constructor(data) {
    this.data = data;
    data.merges.forEach(([left, right], rank) => {
      const key = `${left} ${right}`;
      if (!this.ranks.has(key)) this.ranks.set(key, rank);
    });
    const literals = [...data.specialTokens.keys()].filter((s) => s !== "").sort((a, b) => b.length - a.length);
    this.specials = literals.length === 0 ? void 0 : new RegExp(literals.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "gu");
  }
  data;
  ranks = /* @__PURE__ */ new Map();
  cache = /* @__PURE__ */ new Map();
  specials;
  /** Token ids of `text`. Throws when a symbol is not in the vocabulary (a vocabulary without GPT-2's 256 byte symbols). */
  encode(text) {
    const ids = [];
    if (this.specials === void 0) {
      this.encodeOrdinary(text, ids);
      return ids;
    }
    let last = 0;
    for (const match of text.matchAll(this.specials)) {
      this.encodeOrdinary(text.slice(last, match.index), ids);
      ids.push(this.data.specialTokens.get(match[0]));
      last = match.index + match[0].length;
    }
    this.encodeOrdinary(text.slice(last), ids);
    return ids;
  }
  encodeOrdinary(text, ids) {
    if (text === "") return;
    for (const match of text.matchAll(PRE_TOKENIZER)) {
      const piece = match[0];
      let pieceIds = this.cache.get(piece);
      if (pieceIds === void 0) {
        pieceIds = this.bpe(piece);
        if (this.cache.size < 1e5) this.cache.set(piece, pieceIds);
      }
      for (const id of pieceIds) ids.push(id);
    }
  }
  bpe(piece) {
    let symbols = Array.from(encoder.encode(piece), (b) => BYTE_CHARS[b]);
    while (symbols.length > 1) {
      let best = Number.POSITIVE_INFINITY;
      let bestAt = -1;
      for (let i = 0; i < symbols.length - 1; i++) {
        const rank = this.ranks.get(`${symbols[i]} ${symbols[i + 1]}`);
        if (rank !== void 0 && rank < best) {
          best = rank;
          bestAt = i;
        }
      }
      if (bestAt === -1) break;
      const left = symbols[bestAt];
      const right = symbols[bestAt + 1];
      const merged = [];
      for (let i = 0; i < symbols.length; i++) {
        if (i < symbols.length - 1 && symbols[i] === left && symbols[i + 1] === right) {
          merged.push(left + right);
          i += 1;
        } else merged.push(symbols[i]);
      }
      symbols = merged;
    }
    return symbols.map((symbol) => {
      const id = this.data.vocab.get(symbol);
      if (id === void 0) throw new Error(`GPT-2 tokenizer: the symbol ${JSON.stringify(symbol)} of ${JSON.stringify(piece)} is not in the vocabulary`);
      return id;
    });
  }
};

// src/metrics/gpt2/gpt2-model.ts
function transpose(m, rows, cols) {
  const out = new Float32Array(rows * cols);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) out[c * rows + r] = m[r * cols + c];
  return out;
}
function dot(x, xo, w, wo, n) {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let k = 0;
  for (; k + 3 < n; k += 4) {
    s0 += x[xo + k] * w[wo + k];
    s1 += x[xo + k + 1] * w[wo + k + 1];
    s2 += x[xo + k + 2] * w[wo + k + 2];
    s3 += x[xo + k + 3] * w[wo + k + 3];
  }
  for (; k < n; k++) s0 += x[xo + k] * w[wo + k];
  return s0 + s1 + (s2 + s3);
}
function linear(x, rows, inDim, weightT, bias, outDim) {
  const y = new Float64Array(rows * outDim);
  for (let j = 0; j < outDim; j++) {
    const wo = j * inDim;
    const b = bias[j];
    for (let t = 0; t < rows; t++) y[t * outDim + j] = b + dot(x, t * inDim, weightT, wo, inDim);
  }
  return y;
}
function layerNorm(x, rows, dim, weight, bias, eps) {
  const y = new Float64Array(rows * dim);
  for (let t = 0; t < rows; t++) {
    const o = t * dim;
    let sum = 0;
    for (let j = 0; j < dim; j++) sum += x[o + j];
    const mu = sum / dim;
    let sq = 0;
    for (let j = 0; j < dim; j++) {
      const d = x[o + j] - mu;
      sq += d * d;
    }
    const inv = 1 / Math.sqrt(sq / dim + eps);
    for (let j = 0; j < dim; j++) y[o + j] = (x[o + j] - mu) * inv * weight[j] + bias[j];
  }
  return y;
}
var GELU_C = Math.sqrt(2 / Math.PI);
function gelu(x) {
  for (let i = 0; i < x.length; i++) {
    const v = x[i];
    x[i] = 0.5 * v * (1 + Math.tanh(GELU_C * (v + 0.044715 * v * v * v)));
  }
}
function attention(qkv, rows, config) {
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
        let dot2 = 0;
        for (let d = 0; d < hd; d++) dot2 += qkv[qi + d] * qkv[kj + d];
        const s = dot2 * scale;
        scores[j] = s;
        if (s > max) max = s;
      }
      let total = 0;
      for (let j = 0; j <= i; j++) {
        const e = Math.exp(scores[j] - max);
        scores[j] = e;
        total += e;
      }
      const oi = i * c + h * hd;
      for (let j = 0; j <= i; j++) {
        const p = scores[j] / total;
        const vj = j * 3 * c + vOff;
        for (let d = 0; d < hd; d++) out[oi + d] = out[oi + d] + p * qkv[vj + d];
      }
    }
  }
  return out;
}
function addInPlace(x, y) {
  for (let i = 0; i < x.length; i++) x[i] = x[i] + y[i];
}
var POSITION_BLOCK = 32;
var Gpt2Model = class {
  constructor(config, weights) {
    this.config = config;
    this.weights = weights;
    const c = config.n_embd;
    const inner = config.n_inner;
    this.blocks = weights.blocks.map((block) => ({
      ...block,
      attnWeight: transpose(block.attnWeight, c, 3 * c),
      attnProjWeight: transpose(block.attnProjWeight, c, c),
      fcWeight: transpose(block.fcWeight, c, inner),
      mlpProjWeight: transpose(block.mlpProjWeight, inner, c)
    }));
  }
  config;
  weights;
  blocks;
  /** Final hidden states `[T, n_embd]` (after ln_f) of a token sequence. */
  hiddenStates(ids) {
    const { config, weights } = this;
    const rows = ids.length;
    const c = config.n_embd;
    if (rows > config.n_positions) {
      throw new Error(`a message of ${rows} tokens exceeds the model's context of ${config.n_positions} positions`);
    }
    const x = new Float64Array(rows * c);
    for (let t = 0; t < rows; t++) {
      const id = ids[t];
      if (!Number.isInteger(id) || id < 0 || id >= config.vocab_size) throw new Error(`token id ${id} is outside the model's vocabulary of ${config.vocab_size}`);
      for (let j = 0; j < c; j++) x[t * c + j] = weights.wte[id * c + j] + weights.wpe[t * c + j];
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
  tokenLogProbs(ids) {
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
        for (let v = 0; v < vocab; v++) if (logits[lo + v] > max) max = logits[lo + v];
        let total = 0;
        for (let v = 0; v < vocab; v++) total += Math.exp(logits[lo + v] - max);
        const target = ids[start + b + 1];
        out[start + b] = logits[lo + target] - max - Math.log(total);
      }
    }
    return out;
  }
};

// src/metrics/shared/primary-channel-messages.ts
function messagesByRound(events, channelId, textOf) {
  const byRound = /* @__PURE__ */ new Map();
  for (const event of eventsOfType(events, "message_sent")) {
    if (event.message.channel_id !== channelId) continue;
    const text = textOf(event);
    if (text === "") continue;
    const bucket = byRound.get(event.round_number);
    if (bucket === void 0) byRound.set(event.round_number, [text]);
    else bucket.push(text);
  }
  return new Map([...byRound.entries()].sort(([a], [b]) => a - b));
}
function textSelector(events, choice) {
  if (choice === "transmitted") return (event) => event.message.text;
  const index = buildPristineTextIndex(events);
  return (event) => pristineTextFor(index, event);
}
function scoreChannel(context, channel, spec, textOf) {
  const byRound = messagesByRound(context.events, channel.channel_id, textOf);
  const name = metricNameFor(spec.base, channel);
  if (byRound.size === 0) return `${name}: no non-empty message on ${channel.channel_id}`;
  const perRound = [];
  const roundMeans = [];
  let totalMessages = 0;
  for (const [round, texts] of byRound) {
    const values = texts.map(spec.score).filter((v) => !Number.isNaN(v));
    if (values.length === 0) continue;
    const roundMean = mean(values);
    const roundStd = populationStd(values, roundMean);
    roundMeans.push(roundMean);
    totalMessages += values.length;
    perRound.push({ round_number: round, value: roundMean, note: `${values.length} messages, std=${formatFixed(roundStd, 3)}` });
  }
  if (roundMeans.length === 0) return `${name}: no message on ${channel.channel_id} could be scored`;
  const score = mean(roundMeans);
  const runStd = populationStd(roundMeans, score);
  return {
    metric_name: name,
    score,
    score_unit: spec.unit,
    summary: spec.summary({
      messages: totalMessages,
      channelId: channel.channel_id,
      rounds: roundMeans.length,
      score: formatFixed(score, 3),
      roundStd: formatFixed(runStd, 3)
    }),
    per_round: perRound,
    per_agent: []
  };
}
function perMessageLanguageMetric(context, spec) {
  const channels = context.scenario.primaryChannels;
  if (channels.length === 0) {
    context.log(`${spec.base}: the scenario has no primary channel`);
    return [];
  }
  const textOf = textSelector(context.events, "pristine");
  const out = [];
  const skipped = [];
  for (const channel of channels) {
    const result = scoreChannel(context, channel, spec, textOf);
    if (typeof result === "string") skipped.push(result);
    else out.push(result);
  }
  if (skipped.length > 0) context.log(`${skipped.join("; ")} (no measurement, not a zero)`);
  return out;
}
function transmittedMessagesPerChannel(context, base) {
  const channels = context.scenario.primaryChannels;
  if (channels.length === 0) {
    context.log(`${base}: the scenario has no primary channel`);
    return [];
  }
  const textOf = textSelector(context.events, "transmitted");
  return channels.map((channel) => ({ channel, byRound: messagesByRound(context.events, channel.channel_id, textOf) })).filter(({ byRound }) => byRound.size > 0);
}

// src/metrics/perplexity.ts
var PERPLEXITY = "perplexity";
var PERPLEXITY_UNAVAILABLE = {
  name: PERPLEXITY,
  reason: "needs a local GPT-2 model (no weights are bundled or downloaded): pass --gpt2-model DIR naming a directory with config.json, model.safetensors and the tokenizer (vocab.json + merges.txt, or tokenizer.json), e.g. a copy of the Hugging Face 'gpt2' repository"
};
function gpt2MessageScorer(config, weights, tokenizer) {
  const bpe = new ByteLevelBpe(tokenizer);
  const model = new Gpt2Model(config, weights);
  return {
    surprisal(text) {
      const logProbs = model.tokenLogProbs(bpe.encode(text));
      if (logProbs.length === 0) return Number.NaN;
      let sum = 0;
      for (const value of logProbs) sum += value;
      return Math.fround(-sum / logProbs.length);
    }
  };
}
var PERPLEXITY_DECLARATION = { direction: "none", fraction: false };
function perplexityMetric(loadScorer) {
  let scorer;
  const loadScorerOnce = () => loadScorer().catch((error) => {
    scorer = void 0;
    throw error;
  });
  return {
    name: PERPLEXITY,
    version: "1",
    kind: "deterministic",
    ...PERPLEXITY_DECLARATION,
    ...PRISTINE_TEXT_EVENTS,
    description: "Mean per-token surprisal of primary-channel messages under a local GPT-2 model (first token unscored, as GlossoGen's minicons scorer).",
    unit: "nats/token (gpt2)",
    notApplicableWhen: "the scenario has no primary channel, or no message on a channel has two or more tokens",
    async compute(context) {
      const model = context.scenario.primaryChannels.length === 0 ? void 0 : await (scorer ??= loadScorerOnce());
      return perMessageLanguageMetric(context, {
        base: PERPLEXITY,
        unit: "nats/token (gpt2)",
        score: (text) => model === void 0 ? Number.NaN : model.surprisal(text),
        summary: (f) => `${f.messages} messages on ${f.channelId} across ${f.rounds} rounds; mean per-token surprisal ${f.score} nats (round-to-round std ${f.roundStd})`
      });
    }
  };
}
function withPerplexity(registry, metric) {
  const unavailable = new Map(registry.unavailable);
  unavailable.delete(PERPLEXITY);
  return { metrics: new Map([...registry.metrics, [PERPLEXITY, metric]]), unavailable };
}

export {
  perMessageLanguageMetric,
  transmittedMessagesPerChannel,
  PERPLEXITY,
  PERPLEXITY_UNAVAILABLE,
  gpt2MessageScorer,
  PERPLEXITY_DECLARATION,
  perplexityMetric,
  withPerplexity
};
