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
/** A GPT-2 ready to run: its linear layers transposed once to `[out, in]`. */
export declare class Gpt2Model {
    readonly config: Gpt2Config;
    private readonly weights;
    private readonly blocks;
    constructor(config: Gpt2Config, weights: Gpt2Weights);
    /** Final hidden states `[T, n_embd]` (after ln_f) of a token sequence. */
    hiddenStates(ids: readonly number[]): Float64Array;
    /**
     * Natural-log probabilities of tokens 2..n, each under the model's prediction from the tokens
     * before it (the first token is not scored: no start-of-text token is prepended). Empty for n < 2.
     */
    tokenLogProbs(ids: readonly number[]): Float64Array;
}
