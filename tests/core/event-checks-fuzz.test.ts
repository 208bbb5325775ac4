/**
 * The zod-free event reader (EventLineParser + the generated checkers, with zod explaining a
 * rejected line) against zod alone, on events of the example runs mutated several fields at a
 * time (deleted, replaced by another JSON value or by another field's value, array items
 * duplicated, unknown keys added) and at the text level (numbers as -0, 1e400, 1E-400, 2e0,
 * 9007199254740993; keys named __proto__, constructor, toString inside objects): the same lines
 * accepted, the same values (zod's keys; the reader keeps unknown keys, which zod strips, as it
 * did before it went zod-free), and byte for byte the same message for a rejected line. Seeded,
 * so a failure names a reproducible case. tests/core/fast-validate.test.ts checks one field at a time.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { EventLogError } from "../../src/core/errors.js";
import { EventLineParser, InvalidEventLine } from "../../src/core/event-lines.js";
import { eventIssueMessage, explainInvalidEvent } from "../../src/core/event-log.js";
import { coreEventSchemas } from "../../src/core/event-schemas.js";
import { isCoreEventType } from "../../src/core/events.js";
import { coercePydanticLax } from "../../src/core/pydantic-lax.js";
import { firstIssue } from "../../src/core/schema-issue.js";

const root = path.resolve(import.meta.dirname, "../..");
const LOGS = ["examples/runs/veyru/veyru-solo-001/veyru.jsonl", "examples/runs/veyru/veyru-swap-001/veyru.jsonl", "examples/runs/spot_the_difference/std-two-teams-001/spot_the_difference.jsonl"];
const lines = LOGS.flatMap((file) => readFileSync(path.join(root, file), "utf8").split("\n").filter((line) => line.trim() !== ""));

/** A linear congruential generator: the same cases on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const VALUES: unknown[] = [null, 0, 1, -1, 1.5, 2 ** 53, -(2 ** 31), 1e308, "", "x", " ", true, false, [], {}, [1], ["a"], [{}], [null], { kind: "full" }, { a: 1 }, "1", 3, 100, -3.5, "system", "user", "assistant"];
const NUMBERS = ["1e400", "-1e400", "-0", "1E-400", "1.0", "2e0", "9007199254740993", "-0.0", "0e0", "1e-7"];
const KEYS = ['"__proto__":{"x":1},', '"__proto__":null,', '"constructor":1,', '"toString":"x",', '"hasOwnProperty":1,'];

type Path = Array<string | number>;
function pathsOf(node: unknown, at: Path = [], out: Path[] = []): Path[] {
  if (typeof node === "object" && node !== null) {
    for (const key of Array.isArray(node) ? [...node.keys()] : Object.keys(node)) {
      out.push([...at, key]);
      pathsOf((node as Record<string | number, unknown>)[key], [...at, key], out);
    }
  }
  return out;
}
const get = (node: unknown, at: Path): unknown => at.reduce<unknown>((n, k) => (typeof n === "object" && n !== null ? (n as Record<string | number, unknown>)[k] : undefined), node);

function mutatedLine(next: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const event = JSON.parse(pick(lines)) as Record<string, unknown>;
  const paths = pathsOf(event);
  for (let n = 1 + Math.floor(next() * 3); n > 0; n--) {
    const at = pick(paths);
    const parent = get(event, at.slice(0, -1)) as Record<string | number, unknown> | unknown[] | null;
    if (typeof parent !== "object" || parent === null) continue;
    const key = at[at.length - 1] as string | number;
    const r = next();
    if (r < 0.2) {
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else Reflect.deleteProperty(parent, key);
    } else if (r < 0.3) (parent as Record<string | number, unknown>)[key] = structuredClone(get(event, pick(paths)));
    else if (r < 0.35) (parent as Record<string, unknown>)[`extra_${Math.floor(next() * 3)}`] = pick(VALUES);
    else if (r < 0.4 && Array.isArray((parent as Record<string | number, unknown>)[key])) {
      const list = (parent as Record<string | number, unknown[]>)[key] as unknown[];
      list.push(structuredClone(list[0] ?? pick(VALUES)));
    } else (parent as Record<string | number, unknown>)[key] = structuredClone(pick(VALUES));
  }
  let text = JSON.stringify(event);
  const numbers = [...text.matchAll(/(?<=[:[,])-?\d+(\.\d+)?([eE][-+]?\d+)?(?=[,}\]])/g)];
  if (numbers.length > 0 && next() < 0.5) {
    const m = pick(numbers);
    text = `${text.slice(0, m.index)}${pick(NUMBERS)}${text.slice(m.index + m[0].length)}`;
  }
  const opens = [...text.matchAll(/\{(?=")/g)];
  if (opens.length > 0 && next() < 0.3) {
    const m = pick(opens);
    text = `${text.slice(0, m.index + 1)}${pick(KEYS)}${text.slice(m.index + 1)}`;
  }
  return text;
}

type Outcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string };

function viaReader(text: string): Outcome {
  try {
    return { ok: true, value: new EventLineParser("f.jsonl").parseLine(text, 1) };
  } catch (error) {
    if (!(error instanceof InvalidEventLine)) return { ok: false, message: (error as Error).message };
    try {
      return { ok: true, value: explainInvalidEvent(error) };
    } catch (explained) {
      return { ok: false, message: (explained as Error).message };
    }
  }
}

/** Upstream's backfills on the line (one line: round 0, event id line-1), then zod alone. */
function viaZod(text: string): Outcome | undefined {
  const record = JSON.parse(text) as Record<string, unknown>;
  const type = record.event_type;
  if (typeof type !== "string" || !isCoreEventType(type)) return undefined;
  if (!("round_number" in record)) record.round_number = 0;
  if (!("event_id" in record)) record.event_id = "line-1";
  const message = record.message;
  if (type === "message_sent" && typeof message === "object" && message !== null && !Array.isArray(message)) {
    const m = message as Record<string, unknown>;
    if (!("round_number" in m)) m.round_number = record.round_number;
    if (!("sender_display_name" in m)) m.sender_display_name = m.sender_agent_id;
  }
  let parsed = (coreEventSchemas[type] as z.ZodType).safeParse(record);
  // as the reader does for a rejected line: pydantic's lax coercions, then the schema again
  if (!parsed.success && coercePydanticLax(type, record)) parsed = (coreEventSchemas[type] as z.ZodType).safeParse(record);
  if (parsed.success) return { ok: true, value: parsed.data };
  const { field, message: issue } = firstIssue(parsed.error);
  return { ok: false, message: new EventLogError("f.jsonl", 1, field, `invalid ${type} event: ${eventIssueMessage(issue)}`).message };
}

/** `value` with only the keys `like` has (zod's output strips unknown keys). */
function keysOf(value: unknown, like: unknown): unknown {
  if (typeof like !== "object" || like === null || typeof value !== "object" || value === null) return value;
  if (Array.isArray(like)) return Array.isArray(value) ? value.map((item, i) => keysOf(item, like[i])) : value;
  return Object.fromEntries(Object.keys(like).map((key) => [key, keysOf((value as Record<string, unknown>)[key], (like as Record<string, unknown>)[key])]));
}

describe("the zod-free event reader against zod, on mutated real events", () => {
  it("accepts the same lines, gives the same values, and refuses with byte-identical messages", () => {
    const next = random(20261202);
    let compared = 0;
    let refused = 0;
    for (let i = 0; i < 3000; i++) {
      const text = mutatedLine(next);
      const zod = viaZod(text);
      if (zod === undefined) continue;
      const reader = viaReader(text);
      compared += 1;
      if (!zod.ok) {
        refused += 1;
        expect(reader, text).toEqual(zod);
        continue;
      }
      expect(reader.ok, text).toBe(true);
      if (reader.ok) expect(isDeepStrictEqual(keysOf(reader.value, zod.value), zod.value), text).toBe(true);
    }
    // both outcomes are well represented
    expect(compared).toBeGreaterThan(2000);
    expect(refused).toBeGreaterThan(1000);
    expect(compared - refused).toBeGreaterThan(300);
  });
});
