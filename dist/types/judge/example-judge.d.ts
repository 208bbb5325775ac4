/**
 * The scripted local judge behind agent-eval's bundled example fixtures (`recorded-judges/`).
 *
 * It is NOT a model. `exampleJudgeAnswer` reads the rendered user prompt of a judge request and
 * answers with fixed, documented text heuristics, so the example reports can be replayed without a
 * real judge. Every explanation it writes starts with "Scripted local judge (heuristic, not a
 * model):", its recordings carry `source: "scripted local judge (not a real model)"` and the
 * response model `scripted-local-judge` (which has no price, so reports show $0 for it).
 *
 * What it parses (see templates/judge/*.njk):
 * - round blocks `--- ROUND n (k messages) ---` followed by `[channel] sender: text` lines (lines
 *   that do not have that shape, e.g. ground-truth blocks or multi-line continuations, are
 *   ignored); `BEFORE THE CHANGE` / `AFTER THE CHANGE` split the protocol-swap prompt;
 * - `Message n (from s):` + `<<<` … `>>>` blocks (language_repetition);
 * - `- "label" (runs: r; evidence: e)` lines (ontology consolidation);
 * - `* id: x` / `name:` / `definition:` / `also described as:` (feature presence).
 *
 * Heuristics, per output:
 * - tokens are split on whitespace and on "_" (a character masked by a noisy channel);
 * - a "code token" is a 2–4 letter all-caps tag (not OK), a token mixing letters and digits
 *   ("V7", "8s", "CCl8s"), or letters/digits joined by = + / : < > | ("face=right", "3:CF");
 *   plain numbers are values, not codes;
 * - LanguageStrangenessOutput: a round counts when one of its messages uses separator symbols
 *   between letters/digits (or 3+ ";"-separated items), is clipped (3+ words, no function word,
 *   and a vowel-dropped abbreviation or 3+ comma fragments), or is mostly code tokens;
 * - ShorthandCodesOutput: a round counts when a message holds a code token; meanings come from
 *   definitions seen anywhere in the transcript ("CF = two top corners…", "TF fork");
 * - NeologismOutput: lowercase words of 6+ letters glued together from two words (3+ letters each)
 *   seen elsewhere ("humshift"), that are not in the agents' instructions and only ever occur in
 *   short (≤ 6 word) messages;
 * - SlangEmergenceOutput: an ordinary-looking lowercase word sent as a whole one-word message in
 *   2+ rounds (other than stock replies like "ok", "done");
 * - DialogRetransmissionOutput: acknowledgements and short clarification questions are dialog,
 *   "repeat that/resend/say again/didn't get/again?…" are retransmission requests. The three replicas differ
 *   on purpose: replica 2 only counts acknowledgements of ≤ 4 words and resend requests of ≤ 12
 *   words, replica 3 treats a bare "?" as a resend request;
 * - RoundRepetitionOutput: content tokens / distinct content tokens (+0.5 per digit-and-number-word
 *   pair), clamped to 1–3; replica 1 rounds to 0.1, replica 2 ignores the number-word pairs and
 *   rounds to 0.25, replica 3 rounds up to 0.5;
 * - ProtocolLearnedOutput: the pre-change protocol is the code tokens used before the change; the
 *   newcomer is the sender named in the change description (else senders new after the change);
 *   a post-change round is noted when the newcomer reuses a pre-change code ("using") or sends a
 *   new one ("extending");
 * - CommunicationOpenCodingOutput: ten fixed feature detectors (case-number prefixes, two-letter
 *   tags, packed procedure codes, field=value, vowel-dropped words, "8s" durations, +/- replies,
 *   short questions, acknowledgements, long plain sentences), each cited in every round it fires;
 * - CommunicationOntologyConsolidationOutput: pooled labels merged into six fixed groups by the
 *   detector they came from, else by keywords; anything else becomes its own category;
 * - CommunicationFeaturePresenceOutput: confidence = share of rounds with messages in which the
 *   category's detectors (or, for unknown categories, words of its name) fire, to 2 decimals.
 *
 * Usage is a plausible, deterministic estimate so cost plumbing is exercised: input tokens =
 * ceil(prompt characters / 4), output tokens = ceil(output JSON characters / 4).
 */
import type { JudgeRequest } from "./judge.js";
import type { TokenUsage } from "./pricing.js";
import { type ScriptedAnswer } from "./scripted-judge.js";
/** `recorded_at` of every bundled example fixture, so re-recording is byte-stable. */
export declare const EXAMPLE_RECORDED_AT = "2026-11-30T00:00:00.000Z";
/** The judge identity the example fixtures are keyed by (`--provider scripted --model scripted-local-judge`). */
export declare const EXAMPLE_JUDGE_IDENTITY: {
    readonly model: "scripted-local-judge";
    readonly provider: "scripted";
    readonly settings: {};
};
/** Every explanation starts with this, so no reader mistakes it for a model's assessment. */
export declare const SCRIPTED_PREFIX = "Scripted local judge (heuristic, not a model):";
/** The scripted answer to one judge request (deterministic: same request, same output). */
export declare function exampleJudgeAnswer(request: JudgeRequest): unknown;
/** Pretend token usage: ceil(prompt chars / 4) in, ceil(output JSON chars / 4) out. */
export declare function exampleJudgeUsage(request: JudgeRequest, output: unknown): TokenUsage;
/** The `ScriptedJudge` script: answer plus usage. */
export declare function exampleJudgeScript(request: JudgeRequest): ScriptedAnswer;
type Group = "case_numbering" | "symbolic_codes" | "abbreviated_words" | "field_layout" | "plain_language" | "dialog_management";
interface Feature {
    readonly label: string;
    readonly group: Group;
    readonly test: (text: string) => boolean;
}
/** The fixed open-coding detectors; their labels are the label texts the scripted judge writes. */
export declare const OPEN_CODING_FEATURES: readonly Feature[];
export {};
