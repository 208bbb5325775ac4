import type { Gpt2TokenizerData } from "../metrics/gpt2/byte-level-bpe.js";
import type { Gpt2Config, Gpt2Weights } from "../metrics/gpt2/gpt2-model.js";
import { type MessageScorer } from "../metrics/perplexity.js";
export interface LoadedGpt2 {
    readonly config: Gpt2Config;
    readonly weights: Gpt2Weights;
    readonly tokenizer: Gpt2TokenizerData;
    /** sha256 of every file read, by file name: the model's identity in the report. */
    readonly digests: Readonly<Record<string, string>>;
}
/**
 * The tensors of a safetensors file, as float32 arrays by name. `bytes`: the file's contents (a
 * Buffer fits; typed as Uint8Array so the published types need no @types/node).
 */
export declare function parseSafetensors(file: string, bytes: Uint8Array): Map<string, {
    shape: number[];
    data: Float32Array;
}>;
export declare function loadGpt2Directory(dir: string): Promise<LoadedGpt2>;
/** The model of `dir`, loaded once per process. A failed load is not cached. */
export declare function gpt2Model(dir: string): Promise<LoadedGpt2>;
/** A message scorer over the model in `dir`, built once per process. */
export declare function gpt2ScorerFor(dir: string): Promise<MessageScorer>;
/** The model's files as report inputs: `gpt2_model:<file>` → sha256. */
export declare function gpt2Provenance(dir: string): Promise<Record<string, string>>;
