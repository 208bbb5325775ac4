import type { JudgeRequest } from "./judge.js";
export declare const JUDGE_KEY_VERSION = "agent-eval/judge-request/v1";
/** The request fields that make up the key (everything but `metric` and `templateVersion`). */
export interface JudgeKeyMaterial {
    readonly provider: string;
    readonly model: string;
    readonly settings: Readonly<Record<string, unknown>>;
    readonly system: string;
    readonly user: string;
    readonly outputName: string;
    readonly outputDescription: string;
    readonly outputSchema: Readonly<Record<string, unknown>>;
    readonly replica: number;
    readonly conversation?: JudgeRequest["conversation"];
}
export declare function judgeKeyMaterial(request: JudgeRequest, replica?: number): JudgeKeyMaterial;
/**
 * JSON with object keys sorted (by UTF-16 code units, as JCS does), no whitespace. Rejects what
 * JSON cannot represent faithfully (non-finite numbers, bigint, functions, symbols, undefined in
 * arrays); `undefined` object members are omitted, as JSON.stringify does.
 */
export declare function canonicalJson(value: unknown): string;
/** The exact text that is hashed: the version prefix, a newline, the canonical key material. */
export declare function judgeKeyPreimage(request: JudgeRequest, replica?: number): string;
/** The 64-hex-digit sha256 fixture key of a request (for its own replica unless one is given). */
export declare function judgeRequestKey(request: JudgeRequest, replica?: number): string;
/**
 * The template version recorded answers are stamped with: the first 12 hex digits of the sha256
 * of the JSON of what makes an answer go stale (the prompt templates and the output contract).
 * Changing any part changes the version, and recordings of the old one are reported stale.
 */
export declare function templateVersionOf(parts: readonly unknown[]): string;
