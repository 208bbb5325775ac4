/** What an OpenJudge template spec gives for `x`: its text, or Python's `f"{type(e).__name__}: {e}"` of what it raised. */
import { PyError, pyFormat } from "../../src/graders/py-format.js";

export function formatted(spec: string, x: unknown): string {
  try {
    return pyFormat(spec, { x });
  } catch (error) {
    if (error instanceof PyError) return `${error.pyType}: ${error.message}`;
    throw error;
  }
}
