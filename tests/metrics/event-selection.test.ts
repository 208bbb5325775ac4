/**
 * The reader keeps only the events the requested metrics declare they read (`eventTypes`, and of
 * the tool traffic the tools in `toolNames`). A declaration that is too narrow would change scores
 * silently, so every built-in's is checked the way it matters: the same measurements from the
 * selected events as from all of them, on every bundled example run and on the real GlossoGen run
 * beside the project when it is there.
 */
import { cpSync, existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Metric } from "../../src/metrics/contract.js";
import { eventSelectionOf } from "../../src/metrics/event-selection.js";
import { builtinRegistry, resolveMetricList } from "../../src/metrics/registry.js";
import { evaluateRun } from "../../src/node/evaluate-run.js";
import { loadRun } from "../../src/node/read-run.js";
import { DETERMINISTIC_METRICS } from "../../scripts/metric-selection.mjs";
import { smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";

const root = path.resolve(import.meta.dirname, "../..");
const realRuns = path.resolve(root, "../shared/runs");
const realRunsPresent = existsSync(realRuns);
if (!realRunsPresent) console.warn(`skipping the real-run event-selection check: ${realRuns} is absent (it lives in ../shared beside the project)`);

/** Every run directory under `dir` (a directory holding a `*.jsonl` event log). */
function runDirsUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const entries = readdirSync(dir, { withFileTypes: true });
  if (entries.some((entry) => entry.isFile() && entry.name.endsWith(".jsonl"))) return [dir];
  return entries.filter((entry) => entry.isDirectory()).flatMap((entry) => runDirsUnder(path.join(dir, entry.name)));
}

/** `metric` without its declarations: the reader then keeps every event for it. */
function readingEverything(metric: Metric): Metric {
  const everything: Metric = { ...metric };
  delete (everything as { eventTypes?: unknown }).eventTypes;
  delete (everything as { toolNames?: unknown }).toolNames;
  return everything;
}

async function measurementsOf(runDir: string, metrics: readonly Metric[]): Promise<unknown> {
  // a copy: evaluation writes its report beside the log
  const copy = path.join(tempDir(), "run");
  cpSync(runDir, copy, { recursive: true });
  const outcome = await evaluateRun({ runDir: copy, metrics, log: () => undefined, metricLog: () => undefined, invocationLog: false });
  return JSON.parse(JSON.stringify(outcome.measurements));
}

describe("eventSelectionOf", () => {
  const metric = (eventTypes?: string[], toolNames?: string[]): Pick<Metric, "eventTypes" | "toolNames"> => ({
    ...(eventTypes === undefined ? {} : { eventTypes }),
    ...(toolNames === undefined ? {} : { toolNames }),
  });

  it("is everything as soon as one metric declares no event types", () => {
    expect(eventSelectionOf([metric(["message_sent"]), metric()])).toBeUndefined();
  });

  it("is the union of the types, and of the tools named by every metric that reads tool traffic", () => {
    expect(eventSelectionOf([metric(["message_sent", "tool_result_received"], ["send_message"]), metric(["round_ended"]), metric(["tool_call_invoked"], ["read_channel"])])).toEqual({
      types: new Set(["message_sent", "tool_result_received", "round_ended", "tool_call_invoked"]),
      toolNames: new Set(["send_message", "read_channel"]),
    });
  });

  it("keeps every tool's traffic when one metric reads a tool event type without naming its tools", () => {
    expect(eventSelectionOf([metric(["tool_result_received"], ["send_message"]), metric(["tool_result_received"])])).toEqual({ types: new Set(["tool_result_received"]) });
  });

  it("is not narrowed by tools named by a metric that reads no tool traffic", () => {
    expect(eventSelectionOf([metric(["message_sent"], []), metric(["tool_result_received"])])).toEqual({ types: new Set(["message_sent", "tool_result_received"]) });
  });
});

describe("the reader with a selection", () => {
  it("keeps only the named tools' results, and validates the others all the same", async () => {
    const log = smallVeyruLog().trimEnd().split("\n");
    const started = log.findIndex((line) => line.includes('"simulation_started"'));
    const result = (tool: string, round: number) =>
      JSON.stringify({ event_type: "tool_result_received", event_id: `r-${tool}`, round_number: round, agent_id: "a1", call_id: `c-${tool}`, tool_name: tool, arguments: {}, result: "{}", duration_ms: 1 });
    const lines = [...log.slice(0, started + 1), result("send_message", 1), result("read_channel", 1), ...log.slice(started + 1)];
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": `${lines.join("\n")}\n` });
    const selected = await loadRun(run, "veyru", { types: new Set(["tool_result_received"]), toolNames: new Set(["send_message"]) });
    expect(selected.events.filter((e) => e.event_type === "tool_result_received").map((e) => e.event_id)).toEqual(["r-send_message"]);
    const everyTool = await loadRun(run, "veyru", { types: new Set(["tool_result_received"]) });
    expect(everyTool.events.filter((e) => e.event_type === "tool_result_received").map((e) => e.event_id)).toEqual(["r-send_message", "r-read_channel"]);

    const broken = lines.map((line) => (line.includes('"r-read_channel"') ? line.replace('"result":"{}"', '"result":7') : line));
    const brokenRun = writeRun(tempDir(), "broken", { "veyru.jsonl": `${broken.join("\n")}\n` });
    await expect(loadRun(brokenRun, "veyru", { types: new Set(["tool_result_received"]), toolNames: new Set(["send_message"]) })).rejects.toThrow(/:3: .*result/);
  });
});

describe("every built-in's declaration of the events it reads", () => {
  const metrics = resolveMetricList(builtinRegistry(), DETERMINISTIC_METRICS.join(","));
  const examples = ["examples/runs", "examples/baseline", "examples/candidate"].flatMap((dir) => runDirsUnder(path.join(root, dir)));

  it("covers the metrics that narrow the tool traffic", () => {
    expect(metrics.filter((m) => m.toolNames !== undefined).map((m) => m.name)).toEqual(["message_entropy", "gzip_compression_ratio"]);
    expect(examples.length).toBeGreaterThanOrEqual(5);
  });

  it("gives the same measurements as reading every event, on every bundled example run", async () => {
    for (const runDir of examples) {
      const selected = await measurementsOf(runDir, metrics);
      expect(selected, runDir).toEqual(await measurementsOf(runDir, metrics.map(readingEverything)));
      expect((selected as unknown[]).length, runDir).toBeGreaterThan(0);
    }
  });

  it.skipIf(!realRunsPresent)("gives the same measurements as reading every event, on the real GlossoGen run in ../shared/runs", async () => {
    for (const runDir of runDirsUnder(realRuns)) {
      const selected = await measurementsOf(runDir, metrics);
      expect(selected, runDir).toEqual(await measurementsOf(runDir, metrics.map(readingEverything)));
      expect((selected as unknown[]).length, runDir).toBeGreaterThan(0);
    }
  });
});
