/**
 * Hidden markers in the sticky PR comment. The comment-id marker finds the action's own comment
 * among all comments; the head marker lets a later job see which commit (and attempt) wrote the
 * comment, so an older run never overwrites a newer commit's comment.
 */
/** Comment ids are restricted so they cannot close the HTML comment or forge another marker. */
export declare function isValidCommentId(id: string): boolean;
export declare function commentIdMarker(commentId: string): string;
export declare function headMarker(headSha: string, runAttempt: number): string;
export interface CommentMarkers {
    readonly commentId: string | undefined;
    readonly headSha: string | undefined;
    readonly runAttempt: number | undefined;
}
/** Markers are only trusted at the very start of the body, where the renderer puts them. */
export declare function parseCommentMarkers(body: string): CommentMarkers;
