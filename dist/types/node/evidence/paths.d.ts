/** An evidence path that is refused or missing; the protocol runner fails the metric with it. */
export declare class EvidencePathError extends Error {
    readonly name = "EvidencePathError";
}
/** Whether `candidate` (absolute, resolved) is `root` or lies under it. */
export declare function isInside(root: string, candidate: string): boolean;
/** The directory `dir`, resolved through links; an error naming `label` when it does not exist. */
export declare function resolveRoot(dir: string, label: string): string;
/**
 * Python's `os.path.realpath(path, strict=False)` (posixpath._joinrealpath, 3.11), which
 * `Path.resolve()` runs: every link is followed as far as it leads, and the part that does not
 * exist is kept as written, so a dangling link resolves to where its text points. Undefined for a
 * symlink loop (Path.resolve raises RuntimeError there).
 */
export declare function pyRealpath(file: string): string | undefined;
/**
 * The absolute, link-resolved path of `relative` inside `root` (already resolved), as NeMo's
 * `path(rel)` resolves it (`Path.resolve()`, non-strict). Refused: an empty or absolute path, a
 * path that resolves outside the root (by `..`, or by links, a dangling link included: it leads
 * where its text points), and a symlink loop. A path that does not exist (a dangling link
 * into the snapshot too) is returned resolved, so callers report "not found" and `exists` is false.
 */
export declare function resolveInside(root: string, relative: string, label: string): string;
/**
 * Where a descriptor's `ref` points, as NeMo reads it: Python's `urllib.parse.urlsplit` decides
 * whether it has a scheme (letters, digits, `+`, `-`, `.` before the first `:`, starting with a
 * letter). No scheme, or a Windows drive (`C:\\…`, `C:/…`): a local path as written. `file:`
 * (with or without `//host`): only its path part, percent-decoded. Any other scheme (`https`, `s3`,
 * `gs`, `notes:x`): not local, returned as `{scheme}`.
 */
export declare function refLocation(ref: string): {
    readonly local: string;
} | {
    readonly scheme: string;
};
