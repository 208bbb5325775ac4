/** applyKnobs: merged before anything reads the configuration, in both places metrics read it. */
import { describe, expect, it } from "vitest";
import { InputError } from "../../src/core/errors.js";
import { ofType } from "../../src/core/events.js";
import { BUILTIN_KNOBS, applyKnobs, knownKnobs } from "../../src/core/knobs.js";
import { describeRun } from "../../src/core/run.js";
import { detectProtocolBoundaryWindow } from "../../src/metrics/judge/communication-rounds.js";
import { parseEvents, runBuilder } from "../../src/testing.js";

function run(scenario: string, config: Record<string, unknown>) {
  const events = parseEvents(runBuilder({ scenario, config }).agent("a").round(1, (r) => r.message("a", "hi")).build());
  return describeRun("/runs/x", scenario, "/runs/x/log.jsonl", events, "0".repeat(64));
}

describe("applyKnobs", () => {
  it("replaces the recorded configuration top-level, in simulationStarted and in the events", () => {
    const before = run("container_yard_stacking", { seed: 1, compaction: { enabled: true, token_threshold: 5 } });
    const after = applyKnobs(before, { intern_enabled: true, intern_takeover_round: 3, compaction: { enabled: false } });
    expect(after.simulationStarted.scenario_config).toEqual({ seed: 1, compaction: { enabled: false }, intern_enabled: true, intern_takeover_round: 3 });
    expect(after.events.find(ofType("simulation_started"))).toBe(after.simulationStarted);
    // what a metric reading the events sees
    expect(detectProtocolBoundaryWindow(after.events, "container_yard_stacking")?.mode_label).toBe("intern");
    expect(detectProtocolBoundaryWindow(before.events, "container_yard_stacking")).toBeUndefined();
    // the loaded run is not changed in place
    expect(before.simulationStarted.scenario_config).toEqual({ seed: 1, compaction: { enabled: true, token_threshold: 5 } });
  });

  it("returns the run itself without knobs", () => {
    const loaded = run("veyru", {});
    expect(applyKnobs(loaded, {})).toBe(loaded);
  });

  it("knows a built-in's GlossoGen knobs, the run's recorded ones and a custom scenario's declared ones", () => {
    expect(BUILTIN_KNOBS.spot_the_difference).toContain("shared_link");
    expect(knownKnobs("veyru", { legacy_knob: 1 })).toContain("legacy_knob");
    expect(() => applyKnobs(run("veyru", {}), { shared_link: true })).toThrow(InputError);
    expect(() => applyKnobs(run("veyru", {}), { shared_link: true })).toThrow("--knobs: the veyru scenario has no knob 'shared_link'");
    expect(() => applyKnobs(run("my_plugin_scenario", { speed: 1 }), { speed: 2, depth: 3 })).toThrow("no knob 'depth'");
    expect(applyKnobs(run("my_plugin_scenario", { speed: 1 }), { depth: 3 }, ["depth"]).simulationStarted.scenario_config).toEqual({ speed: 1, depth: 3 });
  });
});
