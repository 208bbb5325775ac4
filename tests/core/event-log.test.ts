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

  it("strips only ASCII whitespace from a line, as GlossoGen's bytes.strip() does (spec §1.2)", () => {
    const bare = new EventLogParser("x.jsonl").parseLine(started, 1);
    for (const padded of [`${started}\r`, `\t${started}  `, `\x0b${started}\x0c`]) {
      expect(new EventLogParser("x.jsonl").parseLine(padded, 1), JSON.stringify(padded.slice(0, 2))).toEqual(bare);
    }
    expect(new EventLogParser("x.jsonl").parseLine(" \t\r\x0b\x0c", 1)).toBeUndefined();
    // python3: b"\xc2\xa0{}".strip() keeps the no-break space, and orjson.loads refuses it (so do U+3000, U+2028)
    for (const padded of [`\u00a0${started}`, `${started}\u3000`, `${started}\u2028`, "\u00a0\r"]) {
      const error = errorOf(() => new EventLogParser("x.jsonl").parseLine(padded, 5));
      expect(error.message, JSON.stringify(padded.slice(0, 2))).toMatch(/^x\.jsonl:5: malformed JSON/);
    }
  });

  it("refuses a line starting with a BOM, naming file and line (orjson refuses it; bytes.strip() keeps it)", () => {
    const error = errorOf(() => new EventLogParser("runs/x/veyru.jsonl").parseLine(`\ufeff${started}`, 1));
    expect(error.message).toMatch(/^runs\/x\/veyru\.jsonl:1: starts with a byte-order mark \(BOM\)/);
    expect(error.line).toBe(1);
  });

  it("refuses a lone surrogate escape anywhere in a line, naming the field (orjson refuses what JSON.parse accepts)", () => {
    const cases: [string, string][] = [
      [started.replace('"d"', '"\\ud800"'), "scenario_description"],
      [started.replace('"d"', '"x\\uDC00\\ud83d"'), "scenario_description"],
      [started.replace('["link"]', '["link", "\\udfff"]'), "channel_ids.1"],
      [started.replace('"d"', '"d", "\\ud800": 1'), "\\ud800"],
      ['{"event_id": "v", "event_type": "veyru_case_started", "case": {"a": ["\\uDBFF"]}}', "case.a.0"],
    ];
    for (const [line, field] of cases) {
      const error = errorOf(() => new EventLogParser("log.jsonl").parseLine(line, 9));
      expect(error.field, line).toBe(field);
      expect(error.message).toMatch(/^log\.jsonl:9: field '.*': a \\uD800-\\uDFFF escape without its pair/);
    }
    // a pair escaped as two \u escapes is one code point, as orjson reads it
    const paired = new EventLogParser("log.jsonl").parseLine(started.replace('"d"', '"\\ud83d\\ude00"'), 1);
    expect(paired).toMatchObject({ scenario_description: "\u{1F600}" });
  });

  it("refuses nesting deeper than orjson's 1024 levels and reads 1024 (spec §1.2 orjson.loads)", () => {
    const nested = (levels: number): string => started.replace('"d"', `"d", "x": ${"[".repeat(levels - 1)}${"]".repeat(levels - 1)}`);
    expect(new EventLogParser("log.jsonl").parseLine(nested(1024), 1)).toMatchObject({ event_type: "simulation_started" });
    const error = errorOf(() => new EventLogParser("log.jsonl").parseLine(nested(1025), 2));
    expect(error.message).toMatch(/^log\.jsonl:2: arrays\/objects nested more than 1024 levels deep/);
    // brackets inside strings do not nest
    const inString = started.replace('"d"', `"${"[{".repeat(3000)}"`);
    expect(new EventLogParser("log.jsonl").parseLine(inString, 1)).toMatchObject({ event_type: "simulation_started" });
  });

  it("takes the running round only from an integer literal, as GlossoGen's isinstance(round_number, int) does", () => {
    // python3 (spec §1.2 loop, json for orjson): round_advanced 2, then 5.0 / 3e0 (floats: not taken; the
    // events themselves are round 5 and 3), then a line without round_number is round 2; "round\u005fnumber" is the key
    const parser = new EventLogParser("log.jsonl");
    const opaque = '{"event_id": "o", "event_type": "veyru_case_started"}';
    const lines = [
      '{"event_id": "a", "event_type": "round_advanced", "round_number": 2, "trigger": "x"}',
      opaque,
      '{"event_id": "b", "event_type": "round_advanced", "round_number": 5.0, "trigger": "x"}',
      opaque,
      '{"event_id": "c", "event_type": "round_advanced", "round_number": 7, "trigger": "x", "round_number": 3e0}',
      opaque,
      '{"event_id": "d", "event_type": "round_advanced", "nested": {"round_number": 1.5}, "round\\u005fnumber": 9, "trigger": "x"}',
      opaque,
      '{"event_id": "e", "event_type": "round_advanced", "round_number": -0, "trigger": "x"}',
      opaque,
    ];
    // -0 is Python's int 0 (the report writes it as 0)
    expect(lines.map((line, i) => parser.parseLine(line, i + 1)?.round_number).map((n) => (n === 0 ? 0 : n))).toEqual([2, 2, 5, 2, 3, 2, 9, 9, 0, 0]);
  });

  it("reads int, bool and float fields as pydantic's lax mode does (spec §1.2 validation; rules of src/trials/coerce.ts)", () => {
    const parser = new EventLogParser("log.jsonl");
    const opaque = '{"event_id": "o", "event_type": "veyru_case_started"}';
    const read = (line: string): Record<string, unknown> => parser.parseLine(line, 1) as unknown as Record<string, unknown>;
    // round_number true: isinstance(True, int), so it is also the running round (1) of later lines
    expect(read('{"event_id": "a", "event_type": "round_advanced", "round_number": true, "trigger": "x"}').round_number).toBe(1);
    expect(read(opaque).round_number).toBe(1);
    // "4" is round 4 itself, but a str is not the running round
    expect(read('{"event_id": "b", "event_type": "round_advanced", "round_number": " 4 ", "trigger": "x"}').round_number).toBe(4);
    expect(read(opaque).round_number).toBe(1);
    const result = read('{"event_id": "r", "event_type": "round_result_recorded", "round_number": "2.0", "success": "Yes", "team_id": null, "reason": "ok"}');
    expect([result.round_number, result.success]).toEqual([2, true]);
    expect(read('{"event_id": "r", "event_type": "round_result_recorded", "round_number": 2, "success": 0, "team_id": null, "reason": "no"}').success).toBe(false);
    const message = read('{"event_id": "m", "event_type": "message_sent", "round_number": false, "token_count": "1_0", "message": {"message_id": "1", "channel_id": "link", "sender_agent_id": "x", "text": "hi"}}');
    expect([message.round_number, message.token_count, (message.message as Record<string, unknown>).round_number]).toEqual([0, 10, 0]);
    const ended = read('{"event_id": "e", "event_type": "simulation_ended", "reason": "killed", "total_messages": true, "total_cost_usd": "0.5"}');
    expect([ended.total_messages, ended.total_cost_usd]).toEqual([1, 0.5]);
    // wherever a schema puts an int: usage counts, and a channel visibility's round_floor inside its
    // tagged union (python3 + pydantic 2.13.4: FromRound(round_floor="2") is 2, an int field takes True)
    const usage = read('{"event_id": "l", "event_type": "llm_response_received", "agent_id": "a", "text": null, "tool_calls": [], "stop_reason": null, "usage": {"input_tokens": "5", "output_tokens": true}}');
    expect(usage.usage).toEqual({ input_tokens: 5, output_tokens: 1 });
    const swapped = read(
      '{"event_id": "w", "event_type": "agent_swapped_mid_run", "agent_id": "a", "new_model": "m", "new_provider": "p", "channel_visibility": {"link": {"kind": "from_round", "round_floor": "2"}, "pm": {"kind": "full"}}}',
    );
    expect(swapped.channel_visibility).toEqual({ link: { kind: "from_round", round_floor: 2 }, pm: { kind: "full" } });
    // what pydantic refuses stays refused, naming the field: 2.5 (int_from_float), "maybe" (bool_parsing), success 2
    for (const [line, field] of [
      ['{"event_id": "a", "event_type": "round_advanced", "round_number": 2.5, "trigger": "x"}', "round_number"],
      ['{"event_id": "r", "event_type": "round_result_recorded", "round_number": 2, "success": "maybe", "team_id": null, "reason": "x"}', "success"],
      ['{"event_id": "r", "event_type": "round_result_recorded", "round_number": 2, "success": 2, "team_id": null, "reason": "x"}', "success"],
      ['{"event_id": "r", "event_type": "round_result_recorded", "round_number": "two", "success": true, "team_id": null, "reason": "x"}', "round_number"],
    ] as const) {
      expect(errorOf(() => new EventLogParser("log.jsonl").parseLine(line, 3)).field, line).toBe(field);
    }
  });

  it("reads timestamps as pydantic's datetime does: other forms as Python's isoformat, invalid ones refused naming the field (spec §1.3; pydantic 2.13.4)", () => {
    const parser = new EventLogParser("x.jsonl");
    const read = (line: string): Record<string, unknown> => parser.parseLine(line, 1) as unknown as Record<string, unknown>;
    const round = (timestamp: unknown): string => `{"event_id": "a", "event_type": "round_ended", "round_number": 1, "trigger": "t", "timestamp": ${JSON.stringify(timestamp)}}`;
    // GlossoGen's own form is read as it is; pydantic's other forms become what pydantic builds
    expect(read(round("2026-06-04T19:12:49.334608+00:00")).timestamp).toBe("2026-06-04T19:12:49.334608+00:00");
    expect(read(round("2026-01-01")).timestamp).toBe("2026-01-01T00:00:00");
    expect(read(round("2026-01-01t10:00z")).timestamp).toBe("2026-01-01T10:00:00+00:00");
    expect(read(round(1700000000.5)).timestamp).toBe("2023-11-14T22:13:20.500000+00:00");
    expect(read(round("1700000000")).timestamp).toBe("2023-11-14T22:13:20+00:00");
    const message = read(
      `{"event_id": "m", "event_type": "message_sent", "token_count": 1, "message": {"message_id": "m1", "channel_id": "c", "sender_agent_id": "x", "text": "t", "timestamp": "2026-01-01 00:00:00.5"}}`,
    ).message as Record<string, unknown>;
    expect(message.timestamp).toBe("2026-01-01T00:00:00.500000");
    // a scenario's own event (an EventBase subclass upstream) too
    expect(read(`{"event_id": "v", "event_type": "veyru_case_started", "timestamp": "2026-01-01_00:00:00"}`).timestamp).toBe("2026-01-01T00:00:00");

    const refused: [string, string, string][] = [
      [round("yesterday"), "timestamp", "Input should be a valid datetime or date, input is too short"],
      [round("2026-02-29T00:00:00Z"), "timestamp", "Input should be a valid datetime or date, day value is outside expected range"],
      [round("2026-01-01T24:00:00Z"), "timestamp", "Input should be a valid datetime or date, unexpected extra characters at the end of the input"],
      [round(null), "timestamp", "Input should be a valid datetime"],
      [round(true), "timestamp", "Input should be a valid datetime"],
      [round(1e20), "timestamp", "Input should be a valid datetime, dates after 9999 are not supported as unix timestamps"],
      [round("0000-01-01T00:00:00Z"), "timestamp", "Input should be a valid datetime, year 0 is out of range"],
      [
        `{"event_id": "m", "event_type": "message_sent", "token_count": 1, "message": {"message_id": "m1", "channel_id": "c", "sender_agent_id": "x", "text": "t", "timestamp": "2026-13-01T00:00:00Z"}}`,
        "message.timestamp",
        "Input should be a valid datetime or date, month value is outside expected range of 1-12",
      ],
      [`{"event_id": "v", "event_type": "veyru_case_started", "timestamp": "soon"}`, "timestamp", "Input should be a valid datetime or date, input is too short"],
    ];
    for (const [line, field, reason] of refused) {
      const error = errorOf(() => new EventLogParser("x.jsonl").parseLine(line, 4));
      expect(error.message, line).toContain("x.jsonl:4");
      expect(error.field, line).toBe(field);
      expect(error.message, line).toContain(reason);
    }
  });

  it("says why an int past 2^53 is refused (GlossoGen's Python int reads 9007199254740993 exactly; a double cannot)", () => {
    for (const n of ["9007199254740993", "-9007199254740993", "18446744073709551615"]) {
      const error = errorOf(() => new EventLogParser("log.jsonl").parseLine(`{"event_id": "a", "event_type": "round_advanced", "round_number": ${n}, "trigger": "x"}`, 2));
      expect(error.field).toBe("round_number");
      expect(error.message).toContain("an integer beyond ±9007199254740991 (2^53 - 1), which agent-eval cannot hold exactly");
    }
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
