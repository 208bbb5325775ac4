/** Test helpers: parse JSONL text into events and build a metric context around them. */
import { EventLogParser } from "../../src/core/event-log.js";
import type { AgentEvent } from "../../src/core/events.js";
import { agentConfigsOf, ofType } from "../../src/core/events.js";
import { builtinScenario } from "../../src/core/builtin-scenarios.js";
import type { ScenarioDescriptor } from "../../src/core/scenario.js";
import type { MetricContext, SidecarStore } from "../../src/metrics/contract.js";

export function parseJsonl(text: string, file = "fixture.jsonl"): AgentEvent[] {
  const parser = new EventLogParser(file);
  const events: AgentEvent[] = [];
  text.split("\n").forEach((line, i) => {
    const event = parser.parseLine(line, i + 1);
    if (event !== undefined) events.push(event);
  });
  return events;
}

/** An in-memory sidecar store; `files` is exposed so tests can seed and inspect it. */
export function memorySidecars(initial: Record<string, string> = {}): SidecarStore & { files: Map<string, string> } {
  const files = new Map(Object.entries(initial));
  return {
    files,
    readText: (name) => Promise.resolve(files.get(name)),
    writeText: (name, contents) => {
      files.set(name, contents);
      return Promise.resolve();
    },
  };
}

export interface ContextOverrides extends Partial<Omit<MetricContext, "events">> {
  scenarioConfig?: Record<string, unknown>;
}

/** A context for `events`, with the scenario descriptor chosen like the CLI does. */
export function contextFor(events: AgentEvent[], overrides: ContextOverrides = {}): MetricContext & { logs: string[] } {
  const logs: string[] = [];
  const started = events.find(ofType("simulation_started"));
  const scenarioName = started?.scenario_name ?? "veyru";
  const scenario: ScenarioDescriptor =
    overrides.scenario ??
    builtinScenario(scenarioName, overrides.scenarioConfig ?? started?.scenario_config ?? {}) ??
    (() => {
      throw new Error(`no built-in scenario ${scenarioName}`);
    })();
  return {
    events,
    agentConfigs: overrides.agentConfigs ?? agentConfigsOf(events),
    scenario,
    runDir: overrides.runDir ?? "/runs/test/1",
    options: overrides.options ?? {},
    sidecars: overrides.sidecars ?? memorySidecars(),
    loadRun: overrides.loadRun ?? (() => Promise.resolve(undefined)),
    ngramTables: overrides.ngramTables ?? { location: "(none)" },
    log: overrides.log ?? ((line: string) => logs.push(line)),
    logs,
  };
}
