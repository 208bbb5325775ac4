/**
 * The scripted local judge behind the OpenJudge example recordings (recorded-judges/openjudge.*).
 *
 * It is NOT a model. It reads the prompt sections of agent-eval's built-in grader templates
 * (templates/graders/*.njk) and scores with fixed text heuristics, so the example configs in
 * examples/trials/openjudge/ replay without a real judge. Every reason starts with
 * "Scripted local judge (heuristic, not a model):"; recordings carry the scripted source and the
 * model `scripted-local-judge`, so they can never pass for a model's grades.
 *
 * Heuristics (scores 1–5):
 * - "facts" are the tokens holding a digit (`#12345`, `10`, `1Z999…`) plus order-status words
 *   (shipped, processing, delivered, returned, cancelled);
 * - correctness: 5 when the response's facts all appear in the reference/context and it states at
 *   least 80% of the reference's facts, 4 at 50%, 3 when it states a fact the reference/context
 *   does not have, 2 when it shares none, 1 for an empty response;
 * - hallucination: 5 minus one per fact in the response absent from the context (at least 1);
 * - relevance: share of the query's content words (4+ letters, or with a digit) in the response:
 *   ≥ 0.6 → 5, ≥ 0.4 → 4, ≥ 0.2 → 3, > 0 → 2, else 1.
 */
import type { JudgeRequest } from "../src/judge/judge.js";
import { SCRIPTED_PREFIX } from "./example-judge.js";

const STATUS = ["shipped", "processing", "delivered", "returned", "cancelled"];

/** The text under a heading line (`Heading:` or `Heading (...):`) up to the next heading or the scale. */
export function section(prompt: string, heading: string): string {
  const lines = prompt.split("\n");
  const start = lines.findIndex((l) => l === `${heading}:` || (l.startsWith(`${heading} (`) && l.endsWith(":")));
  if (start < 0) return "";
  const out: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^[A-Z][A-Za-z ]*( \(.*\))?:$/.test(line) || line.startsWith("Scale (")) break;
    out.push(line);
  }
  return out.join("\n").trim();
}

function facts(text: string): Set<string> {
  const tokens = text.toLowerCase().split(/[\s,;:!?()]+/).map((t) => t.replace(/\.$/, ""));
  return new Set(tokens.filter((t) => /\d/.test(t) || STATUS.includes(t)));
}

function contentWords(text: string): Set<string> {
  return new Set(text.toLowerCase().split(/[^a-z0-9#']+/).filter((w) => w.length >= 4 || /\d/.test(w)));
}

function answer(score: number, why: string): { score: number; reason: string } {
  return { score, reason: `${SCRIPTED_PREFIX} ${why}` };
}

export function openJudgeExampleAnswer(request: JudgeRequest): unknown {
  const prompt = request.user;
  const response = section(prompt, "Response to grade");
  if (response === "") return answer(1, "the response is empty.");
  const said = facts(response);
  if (request.metric === "openjudge.correctness") {
    const reference = facts(`${section(prompt, "Reference answer")}`);
    const known = new Set([...reference, ...facts(section(prompt, "Context"))]);
    const wrong = [...said].filter((f) => !known.has(f));
    const recall = reference.size === 0 ? 1 : [...reference].filter((f) => said.has(f)).length / reference.size;
    if (wrong.length > 0) return answer(3, `states ${wrong.join(", ")}, which the reference and context do not.`);
    if (recall >= 0.8) return answer(5, `states ${Math.round(recall * 100)}% of the reference's facts and nothing else.`);
    if (recall >= 0.5) return answer(4, `states ${Math.round(recall * 100)}% of the reference's facts.`);
    return answer(2, "shares few of the reference's facts.");
  }
  if (request.metric === "openjudge.hallucination") {
    const context = facts(section(prompt, "Context"));
    const unsupported = [...said].filter((f) => !context.has(f));
    return answer(Math.max(1, 5 - unsupported.length), unsupported.length === 0 ? "every fact is in the context." : `unsupported by the context: ${unsupported.join(", ")}.`);
  }
  if (request.metric === "openjudge.relevance") {
    const query = contentWords(section(prompt, "Query"));
    const words = contentWords(response);
    const share = query.size === 0 ? 0 : [...query].filter((w) => words.has(w)).length / query.size;
    const score = share >= 0.6 ? 5 : share >= 0.4 ? 4 : share >= 0.2 ? 3 : share > 0 ? 2 : 1;
    return answer(score, `${Math.round(share * 100)}% of the query's content words are addressed.`);
  }
  throw new Error(`scripted OpenJudge example judge: no heuristic for ${request.metric}`);
}
