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

/**
 * GPT-2's pre-tokenizer pattern. Whitespace is Unicode's White_Space property (what the
 * Oniguruma-based fast tokenizer's `\s` means), not JavaScript's `\s`, which adds U+FEFF and
 * omits U+0085.
 */
const PRE_TOKENIZER =
  /'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\p{White_Space}\p{L}\p{N}]+|\p{White_Space}+(?!\P{White_Space})|\p{White_Space}+/gu;

/** GPT-2's byte → printable-character table (`bytes_to_unicode`). */
function byteAlphabet(): string[] {
  const printable: number[] = [];
  for (let b = 0x21; b <= 0x7e; b++) printable.push(b);
  for (let b = 0xa1; b <= 0xac; b++) printable.push(b);
  for (let b = 0xae; b <= 0xff; b++) printable.push(b);
  const table = new Array<string>(256);
  const kept = new Set(printable);
  let next = 0;
  for (let b = 0; b < 256; b++) {
    if (kept.has(b)) table[b] = String.fromCodePoint(b);
    else table[b] = String.fromCodePoint(256 + next++);
  }
  return table;
}

const BYTE_CHARS = byteAlphabet();
const encoder = new TextEncoder();

export class ByteLevelBpe {
  private readonly ranks = new Map<string, number>();
  private readonly cache = new Map<string, readonly number[]>();
  private readonly specials: RegExp | undefined;

  constructor(private readonly data: Gpt2TokenizerData) {
    data.merges.forEach(([left, right], rank) => {
      const key = `${left} ${right}`;
      if (!this.ranks.has(key)) this.ranks.set(key, rank);
    });
    const literals = [...data.specialTokens.keys()].filter((s) => s !== "").sort((a, b) => b.length - a.length);
    this.specials = literals.length === 0 ? undefined : new RegExp(literals.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "gu");
  }

  /** Token ids of `text`. Throws when a symbol is not in the vocabulary (a vocabulary without GPT-2's 256 byte symbols). */
  encode(text: string): number[] {
    const ids: number[] = [];
    if (this.specials === undefined) {
      this.encodeOrdinary(text, ids);
      return ids;
    }
    let last = 0;
    for (const match of text.matchAll(this.specials)) {
      this.encodeOrdinary(text.slice(last, match.index), ids);
      ids.push(this.data.specialTokens.get(match[0]) as number);
      last = match.index + match[0].length;
    }
    this.encodeOrdinary(text.slice(last), ids);
    return ids;
  }

  private encodeOrdinary(text: string, ids: number[]): void {
    if (text === "") return;
    for (const match of text.matchAll(PRE_TOKENIZER)) {
      const piece = match[0];
      let pieceIds = this.cache.get(piece);
      if (pieceIds === undefined) {
        pieceIds = this.bpe(piece);
        if (this.cache.size < 100_000) this.cache.set(piece, pieceIds);
      }
      for (const id of pieceIds) ids.push(id);
    }
  }

  private bpe(piece: string): number[] {
    let symbols = Array.from(encoder.encode(piece), (b) => BYTE_CHARS[b] as string);
    while (symbols.length > 1) {
      let best = Number.POSITIVE_INFINITY;
      let bestAt = -1;
      for (let i = 0; i < symbols.length - 1; i++) {
        const rank = this.ranks.get(`${symbols[i]} ${symbols[i + 1]}`);
        if (rank !== undefined && rank < best) {
          best = rank;
          bestAt = i;
        }
      }
      if (bestAt === -1) break;
      // merge every occurrence of the best pair, left to right (what GPT-2's reference bpe() does)
      const left = symbols[bestAt] as string;
      const right = symbols[bestAt + 1] as string;
      const merged: string[] = [];
      for (let i = 0; i < symbols.length; i++) {
        if (i < symbols.length - 1 && symbols[i] === left && symbols[i + 1] === right) {
          merged.push(left + right);
          i += 1;
        } else merged.push(symbols[i] as string);
      }
      symbols = merged;
    }
    return symbols.map((symbol) => {
      const id = this.data.vocab.get(symbol);
      if (id === undefined) throw new Error(`GPT-2 tokenizer: the symbol ${JSON.stringify(symbol)} of ${JSON.stringify(piece)} is not in the vocabulary`);
      return id;
    });
  }
}
