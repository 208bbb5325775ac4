/** `jieba.lcut(text)`: the accurate-mode tokens in order. */
export type WordTokenizer = (text: string) => string[];
/** The tokens word_overlap compares: no punctuation-only or blank tokens, no Chinese stop-words. */
export declare function wordOverlapTokens(tokens: readonly string[]): string[];
