/**
 * Hidden markers in the sticky PR comment. The comment-id marker finds the action's own comment
 * among all comments; the head marker lets a later job see which commit (and attempt) wrote the
 * comment, so an older run never overwrites a newer commit's comment.
 */

const COMMENT_ID = /<!-- agent-eval:comment-id=([A-Za-z0-9_.-]+) -->/;
const HEAD = /<!-- agent-eval:head=([0-9a-f]{7,64}) attempt=(\d+)(?: run=(\d+))? -->/;

/** Comment ids are restricted so they cannot close the HTML comment or forge another marker. */
export function isValidCommentId(id: string): boolean {
  return /^[A-Za-z0-9_.-]{1,64}$/.test(id);
}

export function commentIdMarker(commentId: string): string {
  if (!isValidCommentId(commentId)) throw new Error(`invalid comment id '${commentId}': use letters, digits, '.', '_' or '-'`);
  return `<!-- agent-eval:comment-id=${commentId} -->`;
}

/**
 * The head marker. `runId` (the workflow run that evaluated, when known) tells two runs of one
 * commit apart: attempts count within one run only, so a new run (attempt 1) of a commit whose
 * comment an earlier run's attempt 2 wrote is newer, not older.
 */
export function headMarker(headSha: string, runAttempt: number, runId?: number): string {
  if (!/^[0-9a-f]{7,64}$/.test(headSha)) throw new Error(`invalid head sha '${headSha}'`);
  if (runId !== undefined && !(Number.isSafeInteger(runId) && runId > 0)) throw new Error(`invalid run id '${runId}'`);
  return `<!-- agent-eval:head=${headSha} attempt=${runAttempt}${runId === undefined ? "" : ` run=${runId}`} -->`;
}

export interface CommentMarkers {
  readonly commentId: string | undefined;
  readonly headSha: string | undefined;
  readonly runAttempt: number | undefined;
  /** The workflow run that wrote the comment; undefined in comments written before it was recorded. */
  readonly runId: number | undefined;
}

/** Markers are only trusted at the very start of the body, where the renderer puts them. */
export function parseCommentMarkers(body: string): CommentMarkers {
  const head = body.slice(0, 300);
  const id = COMMENT_ID.exec(head);
  const commit = HEAD.exec(head);
  return {
    commentId: id?.[1],
    headSha: commit?.[1],
    runAttempt: commit?.[2] === undefined ? undefined : Number(commit[2]),
    runId: commit?.[3] === undefined ? undefined : Number(commit[3]),
  };
}
