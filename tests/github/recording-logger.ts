/** The Action's Logger for tests: info, notice, warning and error lines kept as "kind: message"; debug dropped. */
import type { Logger } from "../../src/github/log.js";

export function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const push = (kind: string) => (m: string) => lines.push(`${kind}: ${m}`);
  return { lines, debug: () => undefined, info: push("info"), notice: push("notice"), warning: push("warning"), error: push("error") };
}
