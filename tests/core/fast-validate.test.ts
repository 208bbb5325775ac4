import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { coreEventSchemas } from "../../src/core/event-schemas.js";
import { type CoreEventType, isCoreEventType } from "../../src/core/events.js";
import { fastChecksModule } from "../../src/core/fast-validate.js";
import { coreEventChecks } from "../../src/core/generated/event-checks.js";
import { EVENT_CHECKS_FILE, eventChecksSource } from "../../scripts/generate-event-checks.js";

const root = path.resolve(import.meta.dirname, "../..");

function logsUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return logsUnder(full);
    return name.endsWith(".jsonl") && !name.startsWith("protocol_probe") ? [full] : [];
  });
}

/** One sample event per core type, from the project's example runs and spec fixtures. */
function samples(): Map<CoreEventType, Record<string, unknown>[]> {
  const byType = new Map<CoreEventType, Record<string, unknown>[]>();
  for (const file of [...logsUnder(path.join(root, "examples")), ...logsUnder(path.join(root, "tests/fixtures/spec"))]) {
    for (const line of readFileSync(file, "utf8").split("\n")) {
      if (line.trim() === "") continue;
      const event = JSON.parse(line) as Record<string, unknown>;
      const type = event.event_type;
      if (typeof type !== "string" || !isCoreEventType(type)) continue;
      if (!("round_number" in event)) event.round_number = 0;
      const list = byType.get(type) ?? [];
      if (list.length < 5) list.push(event);
      byType.set(type, list);
    }
  }
  return byType;
}

/** Every way of breaking one field: delete it, or give it a value of each other JSON type. */
function mutations(event: Record<string, unknown>): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const replacements: unknown[] = [null, 1.5, 7, "text", true, [], {}, [{}], { kind: "full" }];
  const visit = (node: Record<string, unknown>, pathKeys: string[]) => {
    for (const key of Object.keys(node)) {
      const at = (copy: Record<string, unknown>) => pathKeys.reduce<Record<string, unknown>>((n, k) => n[k] as Record<string, unknown>, copy);
      const removed = structuredClone(event);
      Reflect.deleteProperty(at(removed), key);
      out.push(removed);
      for (const replacement of replacements) {
        const changed = structuredClone(event);
        at(changed)[key] = replacement;
        out.push(changed);
      }
      const child = node[key];
      if (typeof child === "object" && child !== null && !Array.isArray(child)) visit(child as Record<string, unknown>, [...pathKeys, key]);
    }
  };
  visit(event, []);
  return out;
}

describe("generated event validators", () => {
  const byType = samples();

  it("are the committed src/core/generated/event-checks.ts, regenerated from the zod schemas now (run `npm run generate:event-checks`)", () => {
    expect(readFileSync(EVENT_CHECKS_FILE, "utf8")).toBe(eventChecksSource());
  });

  it("exist for every core event type, and for nothing else", () => {
    expect([...coreEventChecks.keys()]).toEqual(Object.keys(coreEventSchemas));
  });

  it("are not generated for schema constructs the generator does not know: generation fails, naming the key", () => {
    const spec = (schema: z.ZodType) => ({ schemas: { odd: schema }, predicates: [], exportName: "checks", header: [] });
    expect(() => fastChecksModule(spec(z.object({ a: z.string().min(1) })))).toThrow("cannot generate a checker for odd: unsupported string checks");
    expect(() => fastChecksModule(spec(z.custom(() => true)))).toThrow("cannot generate a checker for odd: unsupported a custom predicate not listed");
    expect(() => fastChecksModule(spec(z.object({ when: z.date() })))).toThrow("cannot generate a checker for odd: unsupported date");
  });

  it("accept and reject exactly what zod accepts and rejects, on real and mutated events", () => {
    let compared = 0;
    for (const [type, events] of byType) {
      const schema = coreEventSchemas[type];
      const fast = coreEventChecks.get(type);
      for (const event of events) {
        for (const candidate of [event, ...mutations(event)]) {
          const viaZod = schema.safeParse(structuredClone(candidate)).success;
          const viaFast = fast?.(structuredClone(candidate)) ?? false;
          expect(viaFast, `${type}: ${JSON.stringify(candidate).slice(0, 300)}`).toBe(viaZod);
          compared += 1;
        }
      }
    }
    expect(byType.size).toBeGreaterThanOrEqual(14);
    expect(compared).toBeGreaterThan(2000);
  });

  it("fills defaults in place like zod's output", () => {
    const check = coreEventChecks.get("llm_response_received");
    const event: Record<string, unknown> = {
      event_id: "e",
      round_number: 1,
      event_type: "llm_response_received",
      agent_id: "a",
      text: null,
      tool_calls: [],
      stop_reason: null,
      usage: { input_tokens: 1, output_tokens: 2 },
    };
    expect(check?.(event)).toBe(true);
    expect(event.thinking).toBeNull();
  });
});
