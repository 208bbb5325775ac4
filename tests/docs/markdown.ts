/**
 * Fenced code blocks of the user documentation (README.md and docs/*.md), for the tests that run
 * what the docs show. A block can be named by an HTML comment on a line of its own just before it
 * (blank lines and one `file name` line may stand between): `<!-- docs-test: NAME -->`. Rendered
 * markdown hides the comment, and the tests find the block by its name.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");

export interface FencedBlock {
  /** Relative to the repository root, e.g. `docs/trials.md`. */
  readonly file: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
  /** The info string's first word (`sh`, `yaml`, …; empty when none). */
  readonly lang: string;
  /** The name given by a `<!-- docs-test: NAME -->` marker, if any. */
  readonly name: string | undefined;
  readonly text: string;
}

/** README.md and every docs/*.md, in a fixed order. */
export function userDocs(): string[] {
  const docs = readdirSync(path.join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => `docs/${name}`);
  return ["README.md", ...docs];
}

const MARKER = /^<!-- docs-test: ([\w.-]+) -->$/;

export function fencedBlocks(file: string): FencedBlock[] {
  const lines = readFileSync(path.join(ROOT, file), "utf8").split("\n");
  const blocks: FencedBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,})(\S*)/.exec(lines[i] as string);
    if (open === null) continue;
    const [, indent = "", fence = "```", lang = ""] = open;
    let end = i + 1;
    while (end < lines.length && !(lines[end] as string).startsWith(`${indent}${fence}`)) end++;
    let name: string | undefined;
    for (let back = i - 1, seen = 0; back >= 0 && seen < 3; back--) {
      const previous = (lines[back] as string).trim();
      const marker = MARKER.exec(previous);
      if (marker !== null) {
        name = marker[1];
        break;
      }
      if (previous === "" || /^`[^`]+`$/.test(previous)) {
        seen++;
        continue;
      }
      break;
    }
    const text = lines
      .slice(i + 1, end)
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
      .join("\n");
    blocks.push({ file, line: i + 1, lang, name, text: `${text}\n` });
    i = end;
  }
  return blocks;
}

/** Every fenced block of the user docs. */
export function allBlocks(): FencedBlock[] {
  return userDocs().flatMap((file) => fencedBlocks(file));
}

/** The block named `name` in `file` (throws naming both when there is none, or more than one). */
export function namedBlock(file: string, name: string): FencedBlock {
  const found = fencedBlocks(file).filter((block) => block.name === name);
  if (found.length !== 1) throw new Error(`${file}: expected one block marked <!-- docs-test: ${name} -->, found ${found.length}`);
  return found[0] as FencedBlock;
}
