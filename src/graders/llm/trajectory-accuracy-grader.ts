/**
 * `TrajectoryAccuracyGrader`: do the agent's steps form an accurate path to the task's goal.
 * Score 1–5 (our own prompt, templates/graders/trajectory_accuracy.njk); see builtin-llm-grader.ts.
 *
 * Arguments: `(trajectory, query="", reference_trajectory="")`. The trajectory is the trial's ATIF
 * trace, already loaded (an object or its JSON text), or a plain list of messages/steps; the query
 * defaults to the trajectory's first user message.
 */
import { jsonStringify } from "../../core/json-format.js";
import source from "../../../templates/graders/trajectory_accuracy.njk?raw";
import { atifFirstUserMessage, readAtif, renderAtif } from "../atif.js";
import { BuiltinLlmGrader, promptText, type BuiltinLlmGraderOptions, type BuiltinLlmGraderSpec } from "./builtin-llm-grader.js";

function trajectoryText(value: unknown): { text: string; firstUser: string } {
  if (Array.isArray(value)) {
    const text = value
      .map((m, i) => {
        if (m !== null && typeof m === "object") {
          const { role, content, ...rest } = m as Record<string, unknown>;
          const extra = Object.keys(rest).length === 0 ? "" : ` ${jsonStringify(rest)}`;
          return `Step ${i + 1} [${promptText(role)}]: ${promptText(content)}${extra}`;
        }
        return `Step ${i + 1}: ${promptText(m)}`;
      })
      .join("\n");
    return { text, firstUser: "" };
  }
  const trajectory = readAtif(value);
  return { text: renderAtif(trajectory), firstUser: atifFirstUserMessage(trajectory) };
}

export const TRAJECTORY_ACCURACY_SPEC: BuiltinLlmGraderSpec = {
  className: "TrajectoryAccuracyGrader",
  defaultName: "trajectory_accuracy",
  params: [
    { name: "trajectory", required: true },
    { name: "query", default: "" },
    { name: "reference_trajectory", default: "" },
  ],
  template: { name: "graders/trajectory_accuracy.njk", source },
  variables: (bound) => {
    const { text, firstUser } = trajectoryText(bound.trajectory);
    const reference = bound.reference_trajectory;
    const referenceText = reference === null || reference === undefined || reference === "" ? "" : typeof reference === "string" ? reference : trajectoryText(reference).text;
    return { query: promptText(bound.query) !== "" ? promptText(bound.query) : firstUser, trajectory: text, reference_trajectory: referenceText };
  },
};

export function createTrajectoryAccuracyGrader(options: BuiltinLlmGraderOptions = {}): BuiltinLlmGrader {
  return new BuiltinLlmGrader(TRAJECTORY_ACCURACY_SPEC, options);
}
