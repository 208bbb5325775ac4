/** Temporary run directories for CLI tests. */
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runCli } from "../../src/cli/main.js";

export function tempDir(prefix = "agent-eval-test-"): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function writeRun(root: string, name: string, files: Record<string, string>): string {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, contents] of Object.entries(files)) writeFileSync(path.join(dir, file), contents);
  return dir;
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export async function cli(...argv: string[]): Promise<CliResult> {
  let stdout = "";
  let stderr = "";
  const code = await runCli(argv, {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { code, stdout, stderr };
}

/** A small finished veyru run: 2 rounds, messages on link and postmortem. */
export function smallVeyruLog(options: { ended?: boolean; scenarioName?: string; channels?: string[] } = {}): string {
  const scenario = options.scenarioName ?? "veyru";
  const channels = options.channels ?? ["link", "postmortem"];
  const lines: object[] = [
    { event_id: "sim-1", event_type: "simulation_started", round_number: 0, run_id: `${scenario}/1`, scenario_name: scenario, scenario_description: "d", channel_ids: channels, scenario_config: {}, provider: "openai" },
    { event_id: "r1", event_type: "round_advanced", round_number: 1, trigger: "simulation_start" },
    { event_id: "m1", event_type: "message_sent", round_number: 1, token_count: 1, message: { message_id: "1", channel_id: channels[0], sender_agent_id: "a", text: "alpha" } },
    { event_id: "m2", event_type: "message_sent", round_number: 1, token_count: 1, message: { message_id: "2", channel_id: channels[0], sender_agent_id: "b", text: "beta" } },
    { event_id: "m3", event_type: "message_sent", round_number: 1, token_count: 1, message: { message_id: "3", channel_id: channels[1] ?? "x", sender_agent_id: "b", text: "off channel chatter" } },
    { event_id: "rr1", event_type: "round_result_recorded", round_number: 1, success: true, team_id: null, reason: "stabilized" },
    { event_id: "r2", event_type: "round_advanced", round_number: 2, trigger: "all_agents_idle" },
    { event_id: "m4", event_type: "message_sent", round_number: 2, token_count: 1, message: { message_id: "4", channel_id: channels[0], sender_agent_id: "a", text: "Lf Lf 12 12" } },
    { event_id: "rr2", event_type: "round_result_recorded", round_number: 2, success: false, team_id: null, reason: "Veyru collapsed" },
  ];
  if (options.ended !== false) lines.push({ event_id: "end", event_type: "simulation_ended", round_number: 2, reason: "scenario_complete", total_messages: 4, total_cost_usd: 0 });
  return lines.map((l) => JSON.stringify(l)).join("\n") + "\n";
}
