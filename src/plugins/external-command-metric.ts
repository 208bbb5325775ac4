/**
 * A metric implemented by any executable (Python, a shell script, a compiled program): agent-eval
 * writes the metric context as one JSON document to its stdin and reads a JSON list of
 * measurements from its stdout. The JSON formats are documented in docs/writing-a-metric.md.
 *
 * Failure modes, each failing the metric (the others still run) with a message naming the command:
 * it cannot be started, exits non-zero or by a signal (stderr tail quoted), runs past its timeout
 * (its process group is killed), prints more than `MAX_STDOUT_BYTES`, prints something that is not
 * JSON, or prints JSON that is not a list of valid measurements.
 */
import type { spawn as spawnType } from "node:child_process";
import type { Measurement } from "../core/measurement.js";
import type { Metric, MetricContext, MetricDirection } from "../metrics/contract.js";
import { firstIssue } from "../core/schema-issue.js";

/** `format` field of the context document; bumped on any incompatible change. */
export const EXTERNAL_CONTEXT_FORMAT = "agent-eval/metric-context/v1";
export const DEFAULT_TIMEOUT_SECONDS = 60;
export const MAX_STDOUT_BYTES = 64 * 1024 * 1024;
const STDERR_TAIL_BYTES = 4096;
/** stderr lines of a successful command passed on to the log, at most. */
const MAX_FORWARDED_LINES = 20;

export interface ExternalCommandSpec {
  /** Program and arguments, run without a shell. A relative program path is resolved against `cwd`. */
  readonly command: readonly string[];
  /** Working directory (the plug-in package's directory). */
  readonly cwd: string;
  readonly version: string;
  readonly description?: string;
  readonly unit?: string;
  readonly notApplicableWhen?: string;
  /** What the diff reads (see MetricDirection); undefined: the diff's fallback for unknown metrics. */
  readonly direction?: MetricDirection;
  readonly fraction?: boolean;
  readonly timeoutSeconds?: number;
  /** Extra environment variables (added to agent-eval's own environment). */
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * The document a command receives on stdin. Events are the run's lines as agent-eval parsed them
 * (GlossoGen's field names, defaults and backfilled fields filled in). There is no judge: a command
 * metric is deterministic as far as agent-eval knows.
 */
export function externalMetricContext(name: string, context: MetricContext): Record<string, unknown> {
  const { scenario } = context;
  return {
    format: EXTERNAL_CONTEXT_FORMAT,
    metric: name,
    run_dir: context.runDir,
    scenario: {
      name: scenario.name,
      mode: scenario.mode,
      primary_channels: scenario.primaryChannels.map((c) => ({ channel_id: c.channel_id, team_id: c.team_id })),
      channel_display_names: scenario.channelDisplayNames,
      agent_display_names: scenario.agentDisplayNames,
      world_name: scenario.worldName,
    },
    options: {
      probe_round: context.options.probeRound ?? null,
      probe_replicas: context.options.probeReplicas ?? null,
      ontology_path: context.options.ontologyPath ?? null,
    },
    agent_configs: context.agentConfigs,
    // `opaque` is agent-eval's marker for event types it does not model, not part of the log
    events: context.events.map((event) => {
      if (!("opaque" in event)) return event;
      const line: Record<string, unknown> = { ...event };
      delete line.opaque;
      return line;
    }),
  };
}

interface CommandResult {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

function shown(command: readonly string[]): string {
  return command.map((part) => (/^[\w@%+=:,./-]+$/.test(part) ? part : JSON.stringify(part))).join(" ");
}

function tail(text: string, bytes: number): string {
  const trimmed = text.trimEnd();
  return trimmed.length <= bytes ? trimmed : `…${trimmed.slice(-bytes)}`;
}

async function runCommand(spec: ExternalCommandSpec, input: string, label: string): Promise<CommandResult> {
  const [program, ...args] = spec.command;
  if (program === undefined || program === "") throw new Error(`${label}: the command is empty`);
  // node:child_process (and node:net under it) load only when a command metric runs: every
  // evaluation imports this module through the plug-in loader, few run an external command
  const { spawn }: { spawn: typeof spawnType } = await import("node:child_process");
  const timeoutMs = (spec.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000;
  // its own process group on POSIX, so a timeout also stops whatever the command started
  const ownGroup = process.platform !== "win32";
  return new Promise<CommandResult>((resolve, reject) => {
    let settled = false;
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = "";
    const child = spawn(program, args, {
      cwd: spec.cwd,
      env: { ...process.env, PYTHONIOENCODING: process.env.PYTHONIOENCODING ?? "utf-8", ...spec.env },
      stdio: ["pipe", "pipe", "pipe"],
      detached: ownGroup,
      windowsHide: true,
    });
    const kill = (): void => {
      try {
        if (ownGroup && child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
        else child.kill("SIGKILL");
      } catch {
        // already gone
      }
    };
    const fail = (error: Error): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      kill();
      child.stdout.destroy();
      child.stderr.destroy();
      reject(error);
    };
    const timer = setTimeout(() => {
      const said = stderr.trim() === "" ? "" : `; stderr so far:\n${tail(stderr, STDERR_TAIL_BYTES)}`;
      fail(new Error(`${label} timed out after ${timeoutMs / 1000} s and was killed${said}`));
    }, timeoutMs);

    child.on("error", (error: NodeJS.ErrnoException) => {
      const why = error.code === "ENOENT" ? `not found (is '${program}' installed and on PATH?)` : error.message;
      fail(new Error(`${label}: could not start '${program}': ${why}`));
    });
    child.stdout.on("data", (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > MAX_STDOUT_BYTES) {
        fail(new Error(`${label} printed more than ${MAX_STDOUT_BYTES / (1024 * 1024)} MiB on stdout; expected a JSON list of measurements`));
        return;
      }
      stdout.push(chunk);
    });
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_BYTES * 2);
    });
    child.on("close", (code, signal) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ code, signal, stdout: Buffer.concat(stdout).toString("utf8"), stderr });
    });
    // a command that exits without reading its input is fine; its exit status tells the story
    child.stdin.on("error", () => undefined);
    child.stdin.end(input);
  });
}

async function parseMeasurements(stdout: string, label: string): Promise<Measurement[]> {
  const text = stdout.trim();
  if (text === "") throw new Error(`${label} printed nothing on stdout; expected a JSON list of measurements ([] when it does not apply)`);
  let output: unknown;
  try {
    output = JSON.parse(text);
  } catch (error) {
    const start = text.length > 120 ? `${text.slice(0, 120)}…` : text;
    throw new Error(`${label} printed invalid JSON on stdout (${(error as Error).message}); stdout begins: ${JSON.stringify(start)}`, {
      cause: error,
    });
  }
  if (!Array.isArray(output)) {
    const what = output === null ? "null" : typeof output === "object" ? "a JSON object" : `a JSON ${typeof output}`;
    throw new Error(`${label} printed ${what}; expected a JSON list of measurements ([] when it does not apply)`);
  }
  // a plug-in's output is checked by the schema itself (zod is loaded by evaluations that run one)
  const { measurementSchema } = await import("../core/measurement-schema.js");
  return output.map((item, i) => {
    const parsed = measurementSchema.safeParse(item);
    if (!parsed.success) {
      const { field, message } = firstIssue(parsed.error);
      throw new Error(`${label} printed an invalid measurement #${i + 1}: ${field === undefined ? "(the item itself)" : `field '${field}'`}: ${message}`);
    }
    return parsed.data;
  });
}

/** A `Metric` that runs `spec.command` once per evaluated run. */
export function externalCommandMetric(name: string, spec: ExternalCommandSpec): Metric {
  const label = `command \`${shown(spec.command)}\``;
  return {
    name,
    version: spec.version,
    kind: "deterministic",
    description: spec.description ?? `external command: ${shown(spec.command)}`,
    unit: spec.unit ?? "",
    notApplicableWhen: spec.notApplicableWhen ?? "the command prints []",
    ...(spec.direction === undefined ? {} : { direction: spec.direction }),
    ...(spec.fraction === undefined ? {} : { fraction: spec.fraction }),
    async compute(context) {
      const input = JSON.stringify(externalMetricContext(name, context));
      const result = await runCommand(spec, input, label);
      if (result.code !== 0) {
        const how = result.signal === null ? `exited with status ${result.code}` : `was killed by ${result.signal}`;
        const said = result.stderr.trim() === "" ? " (no stderr)" : `; stderr:\n${tail(result.stderr, STDERR_TAIL_BYTES)}`;
        throw new Error(`${label} ${how}${said}`);
      }
      const measurements = await parseMeasurements(result.stdout, label);
      const lines = result.stderr.split("\n").filter((line) => line.trim() !== "");
      for (const line of lines.slice(0, MAX_FORWARDED_LINES)) context.log(`${name}: ${line.trimEnd()}`);
      if (lines.length > MAX_FORWARDED_LINES) context.log(`${name}: … ${lines.length - MAX_FORWARDED_LINES} more stderr lines`);
      return measurements;
    },
  };
}
