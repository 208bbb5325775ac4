/**
 * GlossoGen event logs with keys that name Object.prototype's members: Python's json.loads (and
 * GlossoGen's pydantic models) treat `__proto__`, `constructor`, `toString`, ... as ordinary keys.
 * Both parsers (the generated checkers and the zod explanation) keep them, validate them, and
 * pollute nothing.
 */
import { afterEach, describe, expect, it } from "vitest";
import { EventLogParser } from "../../src/core/event-log.js";
import { EventLineParser } from "../../src/core/event-lines.js";
import { builtinScenario } from "../../src/core/builtin-scenarios.js";
import { applyKnobs, knownKnobs } from "../../src/core/knobs.js";
import { describeRun } from "../../src/core/run.js";
import { agentDisplayName, channelDisplayName, descriptorFromConfigFile } from "../../src/core/scenario.js";
import { scenarioConfigFileSchema } from "../../src/core/scenario-config.js";
import { parseScoreTable } from "../../src/diff/score-table.js";
import { readKnobs } from "../../src/node/knobs-input.js";
import { probeLayoutFileSchema, probeQuestionsSchema } from "../../src/metrics/probes/probe-config.js";
import { replaceManifestSchema } from "../../src/metrics/shared/replace-manifests.js";
import { parseEvents, runBuilder } from "../../src/testing.js";

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();
afterEach(() => {
  expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_KEYS);
});

const swapped = (visibility: string): string =>
  `{"event_type": "agent_swapped_mid_run", "event_id": "e", "round_number": 1, "agent_id": "a", "new_model": "m", "new_provider": "p", "channel_visibility": ${visibility}}`;

describe.each([
  ["EventLineParser", EventLineParser],
  ["EventLogParser", EventLogParser],
])("%s with hostile keys", (_name, Parser) => {
  it("keeps hostile keys of payloads, opaque events and backfilled messages", () => {
    const parser = new Parser("log.jsonl");
    const opaque = '{"event_type": "custom_thing", "__proto__": {"polluted": 1}, "constructor": 1, "toString": "x"}';
    const event = parser.parseLine(opaque, 1);
    expect(Object.keys(event ?? {})).toEqual(["event_type", "__proto__", "constructor", "toString", "round_number", "event_id", "opaque"]);
    expect(Object.getOwnPropertyDescriptor(event, "__proto__")?.value).toEqual({ polluted: 1 });

    parser.parseLine('{"event_type": "round_advanced", "event_id": "r", "round_number": 3, "trigger": "t", "__proto__": {"round_number": 7}}', 2);
    // the message has no round_number of its own (a `__proto__` key holding one is not it): backfilled from the event
    const message = '{"event_type": "message_sent", "event_id": "m", "token_count": 1, "message": {"message_id": "x", "channel_id": "c", "sender_agent_id": "a", "text": "t", "timestamp": "2026-01-01T00:00:00Z", "__proto__": {"round_number": 9, "sender_display_name": "no"}}}';
    const sent = parser.parseLine(message, 3) as { round_number: number; message: Record<string, unknown> };
    expect(sent.round_number).toBe(3);
    expect(sent.message.round_number).toBe(3);
    expect(sent.message.sender_display_name).toBe("a");
    expect(Object.keys(sent.message)).toContain("__proto__");

    const visible = parser.parseLine(swapped('{"__proto__": {"kind": "full"}, "constructor": {"kind": "none"}}'), 4) as { channel_visibility: object };
    expect(Object.keys(visible.channel_visibility)).toEqual(["__proto__", "constructor"]);
  });
});

describe("an invalid value under a __proto__ key", () => {
  it("is refused by the checker and explained by zod naming the field (GlossoGen's dict[str, ChannelVisibility] refuses it too)", () => {
    const line = swapped('{"ok": {"kind": "full"}, "__proto__": {"kind": "bogus"}}');
    expect(() => new EventLogParser("log.jsonl").parseLine(line, 5)).toThrow(/^log\.jsonl:5: field 'channel_visibility\.__proto__\.kind': invalid agent_swapped_mid_run event: Invalid discriminator value/);
  });

  it("a valid __proto__ value stays valid", () => {
    const line = swapped('{"__proto__": {"kind": "from_round", "round_floor": 2}}');
    const event = new EventLogParser("log.jsonl").parseLine(line, 1) as { channel_visibility: object };
    expect(JSON.stringify(event.channel_visibility)).toBe('{"__proto__":{"kind":"from_round","round_floor":2}}');
  });
});

describe("hostile scenario names, channel and agent ids, and knobs", () => {
  it("a scenario named after an Object.prototype member is not a built-in", () => {
    for (const name of ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"]) {
      expect(builtinScenario(name, {})).toBeUndefined();
      expect(knownKnobs(name, {})).toEqual([]);
    }
  });

  it("channel and agent ids keep their own names when the scenario has no display name for them (dict.get(id, id))", () => {
    const scenario = builtinScenario("veyru", {});
    if (scenario === undefined) throw new Error("veyru is built in");
    for (const id of ["constructor", "toString", "__proto__", "valueOf"]) {
      expect(channelDisplayName(scenario, id)).toBe(id);
      expect(agentDisplayName(scenario, id)).toBe(id);
    }
  });

  it("a knob named __proto__ is a knob like any other: unknown to veyru, so refused by name", async () => {
    await expect(readKnobs('{"__proto__": {"polluted": 1}}')).resolves.toSatisfy((knobs: object) => Object.keys(knobs).join() === "__proto__");
    const knobs = await readKnobs('{"__proto__": 1, "constructor": 2}');
    const events = parseEvents(runBuilder({ scenario: "veyru", config: {} }).agent("a").round(1, (r) => r.message("a", "hi")).build());
    const loaded = describeRun("/runs/x", "veyru", "/runs/x/log.jsonl", events, "0".repeat(64));
    expect(() => applyKnobs(loaded, knobs)).toThrow("--knobs: the veyru scenario has no knob '__proto__', 'constructor'");
    // a scenario that records such a knob accepts it, and the merged configuration keeps it as a key
    const own = describeRun("/runs/x", "mine", "/runs/x/log.jsonl", parseEvents(runBuilder({ scenario: "mine", config: JSON.parse('{"__proto__": 0}') as Record<string, unknown> }).agent("a").round(1, (r) => r.message("a", "hi")).build()), "0".repeat(64));
    const merged = applyKnobs(own, await readKnobs('{"__proto__": 5}'));
    expect(JSON.stringify(merged.simulationStarted.scenario_config)).toBe('{"__proto__":5}');
  });
});

describe("hostile keys in scenario asset files and replace manifests", () => {
  it("keeps a __proto__ role group, template and question input", () => {
    const layout = probeLayoutFileSchema.parse(JSON.parse('{"role_groups": {"__proto__": ["a"], "constructor": ["b"]}, "probe_templates": {"__proto__": "p.jinja"}}'));
    expect(Object.keys(layout.role_groups)).toEqual(["__proto__", "constructor"]);
    expect(Object.keys(layout.probe_templates)).toEqual(["__proto__"]);
    const questions = probeQuestionsSchema.parse(JSON.parse('[{"id": "q", "agent_role_filter": "__proto__", "inputs": {"__proto__": "x", "toString": "y"}}]'));
    expect(Object.keys(questions[0]?.inputs ?? {})).toEqual(["__proto__", "toString"]);
  });

  it("keeps a channel_history_floors entry for a channel named __proto__", () => {
    const manifest = JSON.parse(
      '{"source_run_id": "r", "source_run_dir": "s", "round_start": 1, "rounds_after_swap": 1, "target_event_id": "e", "replaced_agent_id": null, "replacement_model": null, "replacement_provider": null, "channels_with_visible_history": ["__proto__"], "blocked_tool_call_channels": [], "channel_history_floors": {"__proto__": 3}, "replaced_at": 0}',
    ) as unknown;
    expect(JSON.stringify(replaceManifestSchema.parse(manifest).channel_history_floors)).toBe('{"__proto__":3}');
  });
});

describe("hostile keys in a --scenario-config file and a score table", () => {
  it("keeps a channel and an agent display name under __proto__ and constructor", () => {
    const file = scenarioConfigFileSchema.parse(JSON.parse('{"primary_channels": [{"channel_id": "__proto__"}], "channel_display_names": {"__proto__": "Proto", "constructor": "Ctor"}, "agent_display_names": {"__proto__": "Agent P"}}'));
    const scenario = descriptorFromConfigFile(file, "mine");
    expect(channelDisplayName(scenario, "__proto__")).toBe("Proto");
    expect(channelDisplayName(scenario, "constructor")).toBe("Ctor");
    expect(agentDisplayName(scenario, "__proto__")).toBe("Agent P");
    expect(channelDisplayName(scenario, "toString")).toBe("toString");
  });

  it("keeps a score table's metric named __proto__", () => {
    const table = parseScoreTable(JSON.parse('{"runs": [{"id": "r", "metrics": {"__proto__": {"unit": "u", "direction": "neutral", "fraction": false, "score": 2}}}]}'), "t.json");
    expect(Object.keys(table.runs[0]?.metrics ?? {})).toEqual(["__proto__"]);
  });
});
