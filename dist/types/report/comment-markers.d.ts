/**
 * Hidden markers in the sticky PR comment. The comment-id marker finds the action's own comment
 * among all comments; the head marker lets a later job see which commit (and attempt) wrote the
 * comment, so an older run never overwrites a newer commit's comment.
 */
/** Comment ids are restricted so they cannot close the HTML comment or forge another marker. */
export declare function isValidCommentId(id: string): boolean;
export declare function commentIdMarker(commentId: string): string;
/**
 * The head marker. `runId` (the workflow run that evaluated, when known) tells two runs of one
 * commit apart: attempts count within one run only, so a new run (attempt 1) of a commit whose
 * comment an earlier run's attempt 2 wrote is newer, not older.
 */
export declare function headMarker(headSha: string, runAttempt: number, runId?: number): string;
export interface CommentMarkers {
    readonly commentId: string | undefined;
    readonly headSha: string | undefined;
    readonly runAttempt: number | undefined;
    /** The workflow run that wrote the comment; undefined in comments written before it was recorded. */
    readonly runId: number | undefined;
}
/** Markers are only trusted at the very start of the body, where the renderer puts them. */
export declare function parseCommentMarkers(body: string): CommentMarkers;
