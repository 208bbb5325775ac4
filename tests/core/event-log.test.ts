import { describe, expect, it } from "vitest";
import { EventLogError } from "../../src/core/errors.js";
import { EventLogParser } from "../../src/core/event-log.js";
import type { MessageSent } from "../../src/core/events.js";
import { parseJsonl } from "../helpers/fixtures.js";

const started =
  '{"event_id": "s", "event_type": "simulation_started", "run_id": "r", "scenario_name": "veyru", "scenario_description": "d", "channel_ids": ["link"], "provider": "openai"}';

function errorOf(fn: () => unknown): EventLogError {
  try {
    fn();
  } catch (error) {
    if (error instanceof EventLogError) return error;
    throw error;
  }
  throw new Error("expected an EventLogError");
}

describe("EventLogParser", () => {
  it("backfills round numbers from the last round_advanced and never overwrites explicit ones", () => {
    const events = parseJsonl(
      [
        started,
        '{"event_id": "a", "event_type": "round_advanced", "round_number": 3, "trigger": "x"}',
        '{"event_id": "m", "event_type": "message_sent", "token_count": 1, "message": {"message_id": "1", "channel_id": "link", "sender_agent_id": "x", "text": "hi"}}',
        '{"event_id": "e", "event_type": "round_ended", "round_number": 7, "trigger": "all_agents_idle"}',
      ].join("\n"),
    );
    expect(events.map((e) => e.round_number)).toEqual([0, 3, 3, 7]);
    const message = events[2] as MessageSent;
    expect(message.message.round_number).toBe(3);
    expect(message.message.sender_display_name).toBe("x");
  });

  it("skips blank lines and keeps unknown event types as opaque events", () => {
    const events = parseJsonl(`${started}\n\n   \n{"event_id": "v", "event_type": "veyru_case_started", "case_number": 2}\n`);
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({ event_type: "veyru_case_started", case_number: 2, opaque: true, round_number: 0 });
  });

  it("reads a line padded with whitespace (CRLF, tabs, a no-break space or BOM) as the bare line", () => {
    const bare = new EventLogParser("x.jsonl").parseLine(started, 1);
    for (const padded of [`${started}\r`, `\t${started}  `, `\u00a0${started}`, `\ufeff${started}\u3000`]) {
      expect(new EventLogParser("x.jsonl").parseLine(padded, 1), JSON.stringify(padded.slice(0, 2))).toEqual(bare);
    }
    expect(new EventLogParser("x.jsonl").parseLine("\u00a0\r", 1)).toBeUndefined();
  });

  it("names file and line for malformed JSON", () => {
    const parser = new EventLogParser("runs/x/veyru.jsonl");
    const error = errorOf(() => parser.parseLine("{not json", 12));
    expect(error.message).toMatch(/^runs\/x\/veyru\.jsonl:12: malformed JSON/);
    expect(error.line).toBe(12);
  });

  it("names the missing field of a core event", () => {
    const parser = new EventLogParser("log.jsonl");
    const error = errorOf(() => parser.parseLine('{"event_id": "a", "event_type": "round_advanced", "round_number": 1}', 4));
    expect(error.field).toBe("trigger");
    expect(error.message).toContain("log.jsonl:4: field 'trigger'");
  });

  it("names nested fields", () => {
    const parser = new EventLogParser("log.jsonl");
    const error = errorOf(() =>
      parser.parseLine(
        '{"event_id": "m", "event_type": "message_sent", "round_number": 1, "token_count": 1, "message": {"message_id": "1", "channel_id": "link", "sender_agent_id": "x"}}',
        9,
      ),
    );
    expect(error.field).toBe("message.text");
  });

  it("rejects a line without an event_type", () => {
    const parser = new EventLogParser("log.jsonl");
    expect(errorOf(() => parser.parseLine('{"event_id": "a"}', 2)).field).toBe("event_type");
    expect(errorOf(() => parser.parseLine("[1, 2]", 3)).message).toContain("expected a JSON object");
  });

  it("accepts extra fields on core events", () => {
    const events = parseJsonl(`${started.slice(0, -1)}, "future_field": 1}`);
    expect(events[0]?.event_type).toBe("simulation_started");
  });
});
