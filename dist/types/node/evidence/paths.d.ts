/** An evidence path that is refused or missing; the protocol runner fails the metric with it. */
export declare class EvidencePathError extends Error {
    readonly name = "EvidencePathError";
}
/** Whether `candidate` (absolute, resolved) is `root` or lies under it. */
export declare function isInside(root: string, candidate: string): boolean;
/** The directory `dir`, resolved through links; an error naming `label` when it does not exist. */
export declare function resolveRoot(dir: string, label: string): string;
/**
 * The absolute, link-resolved path of `relative` inside `root` (already resolved). Refused: an
 * empty or absolute path, a path whose lexical form climbs out, and one whose links lead out. A
 * path that does not exist is returned as resolved lexically (so callers can report "not found").
 */
export declare function resolveInside(root: string, relative: string, label: string): string;
/** The nearest directory above `file` that exists. */
export declare function existingAncestor(file: string): string;
