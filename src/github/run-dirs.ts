/**
 * Expanding the `runs` input into run directories, and cutting them into shards.
 *
 * Globs are matched as the standard matcher does (picomatch, the engine behind micromatch and
 * fast-glob): `*`, `?`, `[...]` and `{a,b}` within one path segment, `**` for any number of
 * segments. The walk goes one segment at a time, so only directories a pattern can reach are read;
 * hidden directories are skipped, as `dot: false` matchers do. A match counts as a run directory
 * when it is a directory holding a `.jsonl` file.
 */
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import picomatch from "picomatch";
import { compareCodePoints } from "../core/pynum.js";
import type { Shard } from "./inputs.js";

const segmentMatcher = (segment: string): ((name: string) => boolean) => picomatch(segment, { dot: false });

const hasMagic = (segment: string): boolean => picomatch.scan(segment).isGlob;

async function isDirectory(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isDirectory();
  } catch {
    return false;
  }
}

async function subdirectories(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.filter((e) => e.isDirectory() && !e.name.startsWith(".")).map((e) => e.name);
  } catch {
    return [];
  }
}

async function expandSegments(base: string, segments: readonly string[]): Promise<string[]> {
  const [segment, ...rest] = segments;
  if (segment === undefined) return (await isDirectory(base)) ? [base] : [];
  if (segment === "**") {
    const here = await expandSegments(base, rest);
    const deeper = await Promise.all((await subdirectories(base)).map((name) => expandSegments(path.join(base, name), segments)));
    return [...here, ...deeper.flat()];
  }
  if (!hasMagic(segment)) return expandSegments(path.join(base, segment), rest);
  const matches = segmentMatcher(segment);
  const names = (await subdirectories(base)).filter((name) => matches(name));
  return (await Promise.all(names.map((name) => expandSegments(path.join(base, name), rest)))).flat();
}

/** Directories matching one pattern (absolute paths, resolved against `cwd`). */
export async function expandDirectoryGlob(pattern: string, cwd: string): Promise<string[]> {
  const absolute = path.resolve(cwd, pattern);
  const { root } = path.parse(absolute);
  const segments = absolute.slice(root.length).split(/[\\/]+/).filter((s) => s !== "");
  return expandSegments(root, segments);
}

/**
 * Whether a pattern names anything at all (a file or a directory; hidden names skipped, as above):
 * the last segment is matched against the entries of every directory the rest of it matches.
 */
export async function patternMatchesAnything(pattern: string, cwd: string): Promise<boolean> {
  const absolute = path.resolve(cwd, pattern);
  const last = path.basename(absolute);
  const parents = await expandDirectoryGlob(path.dirname(absolute), cwd);
  if (!hasMagic(last)) {
    for (const parent of parents) {
      try {
        await stat(path.join(parent, last));
        return true;
      } catch {
        // not in this one
      }
    }
    return false;
  }
  const matches = segmentMatcher(last);
  for (const parent of parents) {
    try {
      if ((await readdir(parent)).some((name) => matches(name))) return true;
    } catch {
      // unreadable: nothing matched here
    }
  }
  return false;
}

async function holdsRunLog(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).some((name) => name.endsWith(".jsonl"));
  } catch {
    return false;
  }
}

/**
 * Every run directory matched by the patterns, deduplicated and sorted by path (code points), so
 * every shard of a job sees the same list in the same order.
 */
export async function findRunDirectories(patterns: readonly string[], cwd: string): Promise<string[]> {
  const found = new Set<string>();
  for (const pattern of patterns) {
    for (const dir of await expandDirectoryGlob(pattern, cwd)) if (await holdsRunLog(dir)) found.add(dir);
  }
  return [...found].sort(compareCodePoints);
}

/** The deterministic slice of a sorted list that shard `i/n` evaluates: index % n === i − 1. */
export function shardSlice<T>(items: readonly T[], shard: Shard): T[] {
  return items.filter((_, index) => index % shard.total === shard.index - 1);
}

/**
 * The deepest directory containing every path. Report files are stored under their run
 * directory's path relative to it, which is the same in every shard because all shards compute it
 * from the full list.
 */
export function commonAncestor(paths: readonly string[]): string {
  const first = paths[0];
  if (first === undefined) return process.cwd();
  let parts = path.dirname(first).split(path.sep);
  for (const p of paths.slice(1)) {
    const other = path.dirname(p).split(path.sep);
    let n = 0;
    while (n < parts.length && n < other.length && parts[n] === other[n]) n++;
    parts = parts.slice(0, n);
  }
  return parts.join(path.sep) || path.sep;
}
