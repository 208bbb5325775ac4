/**
 * GPT-2's byte-level BPE tokenizer, as Hugging Face's GPT2Tokenizer(Fast) applies it with the
 * model's own vocabulary and merges (what minicons' `IncrementalLMScorer("gpt2")` loads):
 *
 * 1. special tokens (e.g. `<|endoftext|>`) written in the text are split out first and become
 *    their own ids;
 * 2. the rest is split by GPT-2's pre-tokenizer pattern (contractions, letter runs, digit runs,
 *    other-symbol runs, each with at most one leading space; whitespace runs);
 * 3. each piece's UTF-8 bytes are mapped to GPT-2's printable stand-in characters and merged pairwise,
 *    always the pair with the lowest merge rank first, until no ranked pair is left;
 * 4. each resulting symbol is looked up in the vocabulary.
 * No start-of-text token is added (GPT-2's tokenizer adds none by default).
 */
/** The vocabulary and merge list of a GPT-2 tokenizer, as the model directory gives them. */
export interface Gpt2TokenizerData {
    /** Token text (in GPT-2's byte stand-in alphabet) → id. */
    readonly vocab: ReadonlyMap<string, number>;
    /** Merge rules in rank order: `[left, right]`. */
    readonly merges: readonly (readonly [string, string])[];
    /** Literal strings matched before pre-tokenization, each becoming one id (e.g. `<|endoftext|>`). */
    readonly specialTokens: ReadonlyMap<string, number>;
}
export declare class ByteLevelBpe {
    private readonly data;
    private readonly ranks;
    private readonly cache;
    private readonly specials;
    constructor(data: Gpt2TokenizerData);
    /** Token ids of `text`. Throws when a symbol is not in the vocabulary (a vocabulary without GPT-2's 256 byte symbols). */
    encode(text: string): number[];
    private encodeOrdinary;
    private bpe;
}
