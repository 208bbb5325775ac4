/**
 * Paths the tool found by searching a folder (a report under `--baseline DIR`), as opposed to paths
 * given on the command line. The CLI prints command-line paths that hold a control character
 * escaped (see printablePath); a found one reaches its messages through many hands (a parse error
 * thrown deep in a reader, a warning about the event log beside it), so each searcher notes here
 * what it found and the CLI escapes those too. Only paths with a control character are kept.
 */
import path from "node:path";
import { hasControlCharacter } from "../core/printable.js";

const found = new Set<string>();

/**
 * Notes a found path: it and each of its parent directories that holds a control character (a
 * message may name a file beside it, such as the run's event log next to its report).
 */
export function noteFoundPath(file: string): void {
  for (let at = file; hasControlCharacter(at); at = path.dirname(at)) {
    if (found.has(at)) return;
    found.add(at);
  }
}

/** Every found path noted so far that holds a control character (usually none). */
export function foundPathsWithControlCharacters(): readonly string[] {
  return [...found];
}
