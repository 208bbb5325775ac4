/**
 * The code in a response: the bodies of its Markdown fenced blocks (```` ```lang ... ``` ````), or
 * the whole response when it has none.
 */
const FENCE = /```[^\n`]*\n([\s\S]*?)\n?```/g;

export function codeBlocks(response: string): string[] {
  const blocks = [...response.matchAll(FENCE)].map((m) => m[1] ?? "");
  return blocks.length > 0 ? blocks : [response];
}
