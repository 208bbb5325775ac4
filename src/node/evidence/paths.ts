/**
 * Confinement of evidence paths to their snapshot directory (NeMo's `LocalFilesystemEvidence.path`):
 * a relative path is resolved inside the root, symlinks included, and anything that lands outside
 * it — `..`, an absolute path, a link pointing out — is refused. The root itself is resolved once
 * (its own path may contain links, e.g. /tmp on macOS).
 */
import { existsSync, lstatSync, realpathSync } from "node:fs";
import path from "node:path";

/** An evidence path that is refused or missing; the protocol runner fails the metric with it. */
export class EvidencePathError extends Error {
  override readonly name = "EvidencePathError";
}

/** Whether `candidate` (absolute, resolved) is `root` or lies under it. */
export function isInside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

/** The directory `dir`, resolved through links; an error naming `label` when it does not exist. */
export function resolveRoot(dir: string, label: string): string {
  if (!existsSync(dir)) throw new EvidencePathError(`${label}: directory ${dir} does not exist`);
  return realpathSync(dir);
}

/**
 * The absolute, link-resolved path of `relative` inside `root` (already resolved). Refused: an
 * empty or absolute path, a path whose lexical form climbs out, and one whose links lead out. A
 * path that does not exist is returned as resolved lexically (so callers can report "not found").
 */
export function resolveInside(root: string, relative: string, label: string): string {
  if (typeof relative !== "string" || relative === "") throw new EvidencePathError(`${label}: an empty path`);
  if (relative.includes("\0")) throw new EvidencePathError(`${label}: path ${JSON.stringify(relative)} contains a NUL byte`);
  if (path.isAbsolute(relative) || path.win32.isAbsolute(relative)) {
    throw new EvidencePathError(`${label}: path ${JSON.stringify(relative)} is absolute; evidence paths are relative to the snapshot`);
  }
  const lexical = path.resolve(root, relative);
  if (!isInside(root, lexical)) throw new EvidencePathError(`${label}: path ${JSON.stringify(relative)} escapes the snapshot`);
  let real: string;
  try {
    real = realpathSync(lexical);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      // the path itself is a link to nowhere: refuse it rather than guess where it would lead
      if (isLink(lexical)) throw new EvidencePathError(`${label}: path ${JSON.stringify(relative)} is a dangling symlink`);
      // a missing path under a linked directory that leads out
      const parent = existingAncestor(lexical);
      if (!isInside(root, realpathSync(parent))) {
        throw new EvidencePathError(`${label}: path ${JSON.stringify(relative)} leads outside the snapshot through a symlink`);
      }
      return lexical;
    }
    throw error;
  }
  if (!isInside(root, real)) throw new EvidencePathError(`${label}: path ${JSON.stringify(relative)} leads outside the snapshot through a symlink`);
  return real;
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/** The nearest directory above `file` that exists. */
export function existingAncestor(file: string): string {
  let current = path.dirname(file);
  while (!existsSync(current)) current = path.dirname(current);
  return current;
}
