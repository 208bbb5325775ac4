/**
 * Inputs that name paths (`runs`, `baseline`) may only point into the workspace, or the runner's
 * temporary directory where earlier steps download things. A workflow input like `../outside` or
 * `/etc/passwd` is refused before anything is read, so no file outside is opened, parsed or echoed.
 * Symbolic links are followed: a matched directory whose real path lies outside is refused too.
 */
import { realpathSync } from "node:fs";
import path from "node:path";
import { InputValidationError } from "./inputs.js";

function inside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

function real(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return path.resolve(p);
  }
}

/** The part of a glob pattern before its first wildcard segment. */
function staticPrefix(pattern: string): string {
  const segments = pattern.split(/[\\/]/);
  const fixed: string[] = [];
  for (const segment of segments) {
    if (/[*?[\]{}]/.test(segment)) break;
    fixed.push(segment);
  }
  return fixed.join("/") || ".";
}

export interface AllowedRoots {
  readonly workspace: string;
  /** RUNNER_TEMP: where downloads land. */
  readonly temp?: string;
}

function allowedRoots(roots: AllowedRoots): string[] {
  return [roots.workspace, ...(roots.temp === undefined ? [] : [roots.temp])].flatMap((r) => [path.resolve(r), real(r)]);
}

/** Refuses a pattern (resolved against the workspace) that reaches outside the allowed roots. */
export function confinePatterns(input: string, patterns: readonly string[], roots: AllowedRoots): void {
  const allowed = allowedRoots(roots);
  for (const pattern of patterns) {
    const resolved = path.resolve(roots.workspace, staticPrefix(pattern));
    if (!allowed.some((root) => inside(resolved, root))) {
      throw new InputValidationError(
        input,
        `Invalid value for input '${input}': '${pattern}' is outside the workspace (GITHUB_WORKSPACE${roots.temp === undefined ? "" : " or RUNNER_TEMP"}); paths are resolved against the workspace and may not leave it`,
      );
    }
  }
}

/** Refuses matched paths whose real location (after symbolic links) is outside the allowed roots. */
export function confineMatches(input: string, matched: readonly string[], roots: AllowedRoots): void {
  const allowed = allowedRoots(roots);
  for (const dir of matched) {
    if (!allowed.some((root) => inside(real(dir), root))) {
      throw new InputValidationError(input, `Invalid value for input '${input}': ${path.relative(roots.workspace, dir)} leads outside the workspace (a symbolic link?)`);
    }
  }
}
