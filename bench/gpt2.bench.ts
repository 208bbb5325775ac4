/**
 * Benchmark: perplexity's GPT-2 forward pass at GPT-2 small's shapes (12 layers, 768 wide, 50,257
 * tokens, random weights: speed does not depend on their values). The floor is the multiply-add
 * work itself: the same number of float64 multiply-adds over float32 weights, as 768-long dot
 * products with four partial sums in one tight loop, measured just before each forward pass. Reports ms per token and the ratio to the floor.
 *
 *   npm run bench:gpt2
 */
import { Gpt2Model, type Gpt2Weights } from "../src/metrics/gpt2/gpt2-model.js";
import { median } from "./stats.js";

const C = 768;
const V = 50257;
const L = 12;
const P = 1024;
const INNER = 4 * C;
const TOKENS = Number(process.env.BENCH_TOKENS ?? 20);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);

let state = 12345;
const random = () => {
  state = (state * 1103515245 + 12345) >>> 0;
  return state / 4294967296 - 0.5;
};
const tensor = (n: number, fill = () => random() * 0.1) => Float32Array.from({ length: n }, fill);
const weights: Gpt2Weights = {
  wte: tensor(V * C),
  wpe: tensor(P * C),
  blocks: Array.from({ length: L }, () => ({
    ln1Weight: tensor(C, () => 1),
    ln1Bias: tensor(C),
    attnWeight: tensor(C * 3 * C),
    attnBias: tensor(3 * C),
    attnProjWeight: tensor(C * C),
    attnProjBias: tensor(C),
    ln2Weight: tensor(C, () => 1),
    ln2Bias: tensor(C),
    fcWeight: tensor(C * INNER),
    fcBias: tensor(INNER),
    mlpProjWeight: tensor(INNER * C),
    mlpProjBias: tensor(C),
  })),
  lnFWeight: tensor(C, () => 1),
  lnFBias: tensor(C),
};
const model = new Gpt2Model({ n_layer: L, n_head: 12, n_embd: C, n_positions: P, vocab_size: V, layer_norm_epsilon: 1e-5, n_inner: INNER }, weights);
const ids = Array.from({ length: TOKENS }, (_, i) => (i * 7919) % V);

/** Multiply-adds of one forward pass over TOKENS tokens, without attention (small at these lengths). */
const macs = TOKENS * L * (C * 3 * C + C * C + 2 * C * INNER) + (TOKENS - 1) * V * C;

/** The floor: `macs` multiply-adds streaming through the same weights, as dot products. */
function floor(): number {
  const x = new Float64Array(C).fill(0.5);
  const w = weights.wte;
  let sum = 0;
  let done = 0;
  const started = performance.now();
  while (done < macs) {
    for (let row = 0; row < V && done < macs; row++) {
      const o = row * C;
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      for (let k = 0; k < C; k += 4) {
        s0 += (x[k] as number) * (w[o + k] as number);
        s1 += (x[k + 1] as number) * (w[o + k + 1] as number);
        s2 += (x[k + 2] as number) * (w[o + k + 2] as number);
        s3 += (x[k + 3] as number) * (w[o + k + 3] as number);
      }
      sum += s0 + s1 + (s2 + s3);
      done += C;
    }
  }
  const elapsed = performance.now() - started;
  if (Number.isNaN(sum)) throw new Error("unreachable");
  return elapsed;
}

model.tokenLogProbs(ids.slice(0, 4)); // warm up the JIT
const ratios: number[] = [];
for (let i = 0; i < REPEAT; i++) {
  const floorMs = floor();
  const started = performance.now();
  model.tokenLogProbs(ids);
  const ms = performance.now() - started;
  ratios.push(ms / floorMs);
  console.log(`forward ${TOKENS} tokens: ${ms.toFixed(0)} ms (${(ms / TOKENS).toFixed(1)} ms/token), floor ${floorMs.toFixed(0)} ms: ${(ms / floorMs).toFixed(2)}x`);
}
console.log(`median ${median(ratios).toFixed(2)}x the floor (${(macs / 1e6).toFixed(0)} M multiply-adds per pass)`);
