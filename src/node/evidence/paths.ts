/**
 * Confinement of evidence paths to their snapshot directory (NeMo's `LocalFilesystemEvidence.path`):
 * a relative path is resolved inside the root, symlinks included, and anything that lands outside
 * it — `..`, an absolute path, a link pointing out — is refused. The root itself is resolved once
 * (its own path may contain links, e.g. /tmp on macOS).
 */
import { existsSync, lstatSync, readlinkSync, realpathSync } from "node:fs";
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
 * Python's `os.path.realpath(path, strict=False)` (posixpath._joinrealpath, 3.11), which
 * `Path.resolve()` runs: every link is followed as far as it leads, and the part that does not
 * exist is kept as written, so a dangling link resolves to where its text points. Undefined for a
 * symlink loop (Path.resolve raises RuntimeError there).
 */
export function pyRealpath(file: string): string | undefined {
  const seen = new Map<string, string | null>();
  function join(base: string, rest: string): [string, boolean] {
    let current = base;
    let remaining = rest;
    if (remaining.startsWith("/")) {
      remaining = remaining.slice(1);
      current = "/";
    }
    while (remaining !== "") {
      const slash = remaining.indexOf("/");
      const name = slash < 0 ? remaining : remaining.slice(0, slash);
      remaining = slash < 0 ? "" : remaining.slice(slash + 1);
      if (name === "" || name === ".") continue;
      if (name === "..") {
        current = path.dirname(current);
        continue;
      }
      const next = path.join(current, name);
      let link: boolean;
      try {
        link = lstatSync(next).isSymbolicLink();
      } catch {
        link = false;
      }
      if (!link) {
        current = next;
        continue;
      }
      if (seen.has(next)) {
        const known = seen.get(next);
        if (known !== null && known !== undefined) {
          current = known;
          continue;
        }
        return [path.join(next, remaining), false];
      }
      seen.set(next, null);
      const [resolved, ok] = join(current, readlinkSync(next));
      if (!ok) return [path.join(resolved, remaining), false];
      seen.set(next, resolved);
      current = resolved;
    }
    return [current, true];
  }
  // `file` as written: a ".." after a link climbs from the link's target, as in Python
  const [resolved, ok] = join("/", path.isAbsolute(file) ? file : `${process.cwd()}/${file}`);
  return ok ? resolved : undefined;
}

/**
 * The absolute, link-resolved path of `relative` inside `root` (already resolved), as NeMo's
 * `path(rel)` resolves it (`Path.resolve()`, non-strict). Refused: an empty or absolute path, a
 * path that resolves outside the root (by `..`, or by links, a dangling link included: it leads
 * where its text points), and a symlink loop. A path that does not exist (a dangling link
 * into the snapshot too) is returned resolved, so callers report "not found" and `exists` is false.
 */
export function resolveInside(root: string, relative: string, label: string): string {
  if (typeof relative !== "string" || relative === "") throw new EvidencePathError(`${label}: an empty path`);
  if (relative.includes("\0")) throw new EvidencePathError(`${label}: path ${JSON.stringify(relative)} contains a NUL byte`);
  if (path.isAbsolute(relative) || path.win32.isAbsolute(relative)) {
    throw new EvidencePathError(`${label}: path ${JSON.stringify(relative)} is absolute; evidence paths are relative to the snapshot`);
  }
  const real = pyRealpath(`${root}/${relative}`);
  if (real === undefined) throw new EvidencePathError(`${label}: path ${JSON.stringify(relative)} is a symlink loop`);
  if (isInside(root, real)) return real;
  if (!isInside(root, path.resolve(root, relative))) throw new EvidencePathError(`${label}: path ${JSON.stringify(relative)} escapes the snapshot`);
  throw new EvidencePathError(`${label}: path ${JSON.stringify(relative)} leads outside the snapshot through a symlink`);
}

/**
 * Where a descriptor's `ref` points, as NeMo reads it: Python's `urllib.parse.urlsplit` decides
 * whether it has a scheme (letters, digits, `+`, `-`, `.` before the first `:`, starting with a
 * letter). No scheme, or a Windows drive (`C:\\…`, `C:/…`): a local path as written. `file:`
 * (with or without `//host`): only its path part, percent-decoded. Any other scheme (`https`, `s3`,
 * `gs`, `notes:x`): not local, returned as `{scheme}`.
 */
export function refLocation(ref: string): { readonly local: string } | { readonly scheme: string } {
  const colon = ref.indexOf(":");
  if (colon <= 0 || !/^[A-Za-z][A-Za-z0-9+.-]*$/.test(ref.slice(0, colon))) return { local: ref };
  const scheme = ref.slice(0, colon).toLowerCase();
  let rest = ref.slice(colon + 1);
  if (scheme.length === 1 && /^[\\/]/.test(rest)) return { local: ref };
  if (scheme !== "file") return { scheme };
  if (rest.startsWith("//")) {
    const end = rest.slice(2).search(/[/?#]/);
    rest = end < 0 ? "" : rest.slice(2 + end);
  }
  const cut = rest.search(/[?#]/);
  const pathPart = cut < 0 ? rest : rest.slice(0, cut);
  try {
    return { local: decodeURIComponent(pathPart) };
  } catch {
    return { local: pathPart };
  }
}

