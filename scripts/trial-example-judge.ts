/**
 * The scripted local judge behind the NeMo-style example's recordings
 * (examples/trials/nemo/recorded-judges/nemo.llm_judge/).
 *
 * It is NOT a model. It reads two sections of the llm_judge prompt (templates/trials/
 * llm_judge_user.njk) — the reference's `expected:` line and the agent's final answer — and answers
 * with fixed text rules, in the format the example config's parsers read (a JSON object for
 * `verdict`, a `CLARITY: n` line for `clarity`). Every reason starts with "Scripted local judge
 * (heuristic, not a model):"; the recordings carry the scripted source and the model
 * `scripted-local-judge`, so they can never pass for a model's grades.
 *
 * Rules:
 * - verdict: `correct` when the expected text occurs in the answer (ignoring case), else
 *   `partially_correct` when they share a word (letters or digits, lower-cased), else `incorrect`;
 * - clarity (1–5): 1 for no answer, 5 for at most 4 words, 4 for at most 10, else 3.
 */
import type { JudgeRequest } from "../src/judge/judge.js";
import { SCRIPTED_PREFIX } from "./example-judge.js";

/** The lines under `heading` up to the next blank line. */
function section(prompt: string, heading: string): string {
  const lines = prompt.split("\n");
  const start = lines.findIndex((l) => l.startsWith(heading));
  if (start < 0) return "";
  const out: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === "") break;
    out.push(line);
  }
  return out.join("\n");
}

function words(text: string): Set<string> {
  return new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w !== ""));
}

export function trialExampleJudgeAnswer(request: JudgeRequest): { answer: string } {
  if (request.outputName !== "LLMJudgeAnswer") throw new Error(`trial example judge: no script for output ${request.outputName}`);
  const expected = /^expected: (.*)$/m.exec(section(request.user, "Reference"))?.[1] ?? "";
  const rawAnswer = section(request.user, "The agent's final answer:");
  const answer = rawAnswer === "(the agent gave no answer)" ? "" : rawAnswer;
  let verdict: string;
  let why: string;
  if (expected !== "" && answer.toLowerCase().includes(expected.toLowerCase())) {
    verdict = "correct";
    why = `the answer states the reference "${expected}".`;
  } else {
    const shared = [...words(expected)].filter((w) => words(answer).has(w));
    verdict = shared.length > 0 ? "partially_correct" : "incorrect";
    why = shared.length > 0 ? `the answer shares ${shared.map((w) => `"${w}"`).join(", ")} with the reference but not all of it.` : `the answer does not state the reference "${expected}".`;
  }
  const count = answer.split(/\s+/).filter((w) => w !== "").length;
  const clarity = count === 0 ? 1 : count <= 4 ? 5 : count <= 10 ? 4 : 3;
  return { answer: `${JSON.stringify({ verdict, reason: `${SCRIPTED_PREFIX} ${why}` })}\nCLARITY: ${clarity}` };
}
