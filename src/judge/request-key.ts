/**
 * The fixture key of a judge request: sha256 over a versioned prefix and the canonical JSON of
 * everything that can change the answer (provider, model, settings, prompts, output tool and
 * schema) plus the replica index. Billing/provenance-only fields (`metric`, `templateVersion`) are
 * left out, so renaming a metric or bumping a template version without changing the rendered prompt
 * keeps its recordings valid. N replicas of one prompt are N distinct keys.
 *
 * Changing what goes into the key material or how it is serialised re-keys every fixture: bump
 * JUDGE_KEY_VERSION when that is intended (a golden-vector test guards against accidents).
 */
import { createHash } from "node:crypto";
import type { JudgeRequest } from "./judge.js";

export const JUDGE_KEY_VERSION = "agent-eval/judge-request/v1";

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

export function judgeKeyMaterial(request: JudgeRequest, replica: number = request.replica): JudgeKeyMaterial {
  if (!Number.isInteger(replica) || replica < 1) {
    throw new Error(`judge request for metric "${request.metric}": replica must be a positive integer, got ${String(replica)}`);
  }
  return {
    provider: request.provider,
    model: request.model,
    settings: request.settings,
    system: request.system,
    user: request.user,
    outputName: request.outputName,
    outputDescription: request.outputDescription,
    outputSchema: request.outputSchema,
    replica,
    conversation: request.conversation,
  };
}

/**
 * JSON with object keys sorted (by UTF-16 code units, as JCS does), no whitespace. Rejects what
 * JSON cannot represent faithfully (non-finite numbers, bigint, functions, symbols, undefined in
 * arrays); `undefined` object members are omitted, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  return canonical(value, "$");
}

function canonical(value: unknown, path: string): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
    case "boolean":
      return JSON.stringify(value);
    case "number":
      if (!Number.isFinite(value)) throw new Error(`canonicalJson: non-finite number at ${path}`);
      return JSON.stringify(value);
    case "object": {
      if (Array.isArray(value)) {
        const items = (value as unknown[]).map((item, index) => {
          if (item === undefined) throw new Error(`canonicalJson: undefined array element at ${path}[${index}]`);
          return canonical(item, `${path}[${index}]`);
        });
        return `[${items.join(",")}]`;
      }
      const record = value as Record<string, unknown>;
      const members: string[] = [];
      for (const name of Object.keys(record).sort()) {
        const member = record[name];
        if (member === undefined) continue;
        members.push(`${JSON.stringify(name)}:${canonical(member, `${path}.${name}`)}`);
      }
      return `{${members.join(",")}}`;
    }
    case "undefined":
    case "bigint":
    case "function":
    case "symbol":
      throw new Error(`canonicalJson: cannot represent a ${typeof value} at ${path}`);
  }
  throw new Error(`canonicalJson: unsupported value at ${path}`);
}

/** The exact text that is hashed: the version prefix, a newline, the canonical key material. */
export function judgeKeyPreimage(request: JudgeRequest, replica: number = request.replica): string {
  return `${JUDGE_KEY_VERSION}\n${canonicalJson(judgeKeyMaterial(request, replica))}`;
}

/** The 64-hex-digit sha256 fixture key of a request (for its own replica unless one is given). */
export function judgeRequestKey(request: JudgeRequest, replica: number = request.replica): string {
  return createHash("sha256").update(judgeKeyPreimage(request, replica), "utf8").digest("hex");
}

/**
 * The template version recorded answers are stamped with: the first 12 hex digits of the sha256
 * of the JSON of what makes an answer go stale (the prompt templates and the output contract).
 * Changing any part changes the version, and recordings of the old one are reported stale.
 */
export function templateVersionOf(parts: readonly unknown[]): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 12);
}
