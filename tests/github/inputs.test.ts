import { describe, expect, it } from "vitest";
import { InputValidationError, readConfig, splitList, splitPatterns } from "../../src/github/inputs.js";

const base: Record<string, string> = { runs: "runs/*", metrics: "round_success", "github-token": "t" };
const inputs = (overrides: Record<string, string> = {}) => (name: string) => ({ ...base, ...overrides })[name] ?? "";

describe("readConfig", () => {
  it("applies the action.yml defaults to blank inputs", () => {
    const config = readConfig(inputs());
    expect(config).toMatchObject({
      runs: ["runs/*"],
      metrics: "round_success",
      baseline: { kind: "none" },
      comment: "update",
      commentId: "agent-eval",
      gates: [],
      failOn: "regression",
      judgeMode: "replay",
      fixtures: "recorded-judges",
      mode: "all",
      shard: { index: 1, total: 1 },
      artifactName: "agent-eval-reports",
    });
  });

  it("icc and sequential: empty means estimated / off; gate rules are parsed once into typed rules", () => {
    expect(readConfig(inputs())).toMatchObject({ icc: undefined, sequential: false, gateRules: [] });
    expect(readConfig(inputs({ icc: "0.1", sequential: "true" }))).toMatchObject({ icc: 0.1, sequential: true });
    expect(readConfig(inputs({ icc: "0" })).icc).toBe(0);
    expect(readConfig(inputs({ gate: "round_success:-5pp" })).gateRules).toEqual([{ raw: "round_success:-5pp", metric: "round_success", bad: "decrease", margin: 0.05, unit: "pp" }]);
  });

  it("a gate input of only commas or newlines warns that nothing is gated and says where rules go; blank (the default) does not", () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    expect(readConfig(inputs({ gate: " ,\n, " }), warn).gateRules).toEqual([]);
    expect(warnings).toEqual([
      "input 'gate' holds no rule: no metric is gated, so this diff cannot fail on a regression; give rules in the 'gate' input, e.g. `gate: round_success:-5pp` (trial reports: `view.quality:-5pp`), or remove the input to diff without gating",
    ]);
    readConfig(inputs(), warn);
    readConfig(inputs({ gate: "round_success:-5pp" }), warn);
    expect(warnings).toHaveLength(1);
  });

  it("splits list inputs on newlines and commas", () => {
    expect(splitList(" a/*\n b ,c\n\n")).toEqual(["a/*", "b", "c"]);
    const config = readConfig(inputs({ metrics: "round_success\nmessage_entropy", gate: "round_success:-5pp, message_entropy:+0.2" }));
    expect(config.metrics).toBe("round_success,message_entropy");
    expect(config.gates).toEqual(["round_success:-5pp", "message_entropy:+0.2"]);
  });

  it("a comma inside {a,b} or [...] belongs to the glob, in runs and baseline (it was split into 'runs/{a' and 'b}')", () => {
    expect(readConfig(inputs({ runs: "runs/{a,b}/*, other/*" })).runs).toEqual(["runs/{a,b}/*", "other/*"]);
    expect(readConfig(inputs({ baseline: "base/{x,y}\nmore/[a,]*" })).baseline).toEqual({ kind: "path", patterns: ["base/{x,y}", "more/[a,]*"] });
    // a group left open is not a group: split at every comma as before
    expect(splitPatterns("a{b,c\nd[e,f")).toEqual(["a{b", "c", "d[e", "f"]);
    expect(splitPatterns("a\\,b,c")).toEqual(["a\\,b", "c"]);
  });

  it.each([
    ["judge-settings", "{bad", "Invalid value for input 'judge-settings': not valid JSON ("],
    ["judge-settings", "[1]", `Invalid value for input 'judge-settings': expected a JSON object such as '{"max_tokens": 4096}'`],
    ["judge-provider", "evil", "Invalid value for input 'judge-provider': 'evil' (expected anthropic, openai or scripted)"],
  ])("%s: %j is refused naming the input even when no metric needs a judge (it was silently ignored)", (name, value, message) => {
    let error: unknown;
    try {
      readConfig(inputs({ [name]: value }));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InputValidationError);
    expect((error as InputValidationError).input).toBe(name);
    expect((error as Error).message).toContain(message);
  });

  it("reads baseline as none, artifact or paths", () => {
    expect(readConfig(inputs({ baseline: "artifact" })).baseline).toEqual({ kind: "artifact" });
    expect(readConfig(inputs({ baseline: "a, b" })).baseline).toEqual({ kind: "path", patterns: ["a", "b"] });
  });

  it.each([
    ["fail-on", "sometimes", "Invalid value for input 'fail-on': 'sometimes' (expected regression, possible-regression or never)"],
    ["comment", "always", "Invalid value for input 'comment': 'always' (expected update, new or off)"],
    ["mode", "both", "Invalid value for input 'mode': 'both' (expected all, evaluate or comment)"],
    ["judge-mode", "record", "Invalid value for input 'judge-mode': 'record' (expected replay, record-missing, record-all or live)"],
    ["shard", "3/2", "Invalid value for input 'shard': '3/2'"],
    ["shard", "0/2", "Invalid value for input 'shard': '0/2'"],
    ["shard", "half", "Invalid value for input 'shard': 'half'"],
    ["comment-id", "a -->", "Invalid value for input 'comment-id': 'a -->'"],
    ["artifact-name", "a/b", "Invalid value for input 'artifact-name': 'a/b'"],
    ["gate", "round_success:5pp", "Invalid value for input 'gate': gate rule 'round_success:5pp'"],
    ["gate", "exact_match.correct.pass@0:-5pp", "Invalid value for input 'gate': gate rule 'exact_match.correct.pass@0:-5pp': no summary key ends in 'pass@0'"],
    ["icc", "1.5", "Invalid value for input 'icc': '1.5' (expected a number from 0 to 1"],
    ["icc", "-0.1", "Invalid value for input 'icc': '-0.1'"],
    ["sequential", "yes", "Invalid value for input 'sequential': 'yes' (expected false or true)"],
  ])("rejects %s = %j, naming the input and the value", (name, value, message) => {
    const mode: Record<string, string> = name === "shard" ? { mode: "evaluate" } : {};
    let error: unknown;
    try {
      readConfig(inputs({ ...mode, [name]: value }));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputValidationError);
    expect((error as InputValidationError).input).toBe(name);
    expect((error as Error).message).toContain(message);
  });

  it("checks cross-field rules", () => {
    expect(() => readConfig(inputs({ runs: "" }))).toThrow("Input 'runs' is required when mode is 'all'");
    expect(() => readConfig(inputs({ metrics: "" }))).toThrow("Input 'metrics' is required when mode is 'all'");
    expect(readConfig(inputs({ runs: "", metrics: "", mode: "comment" })).runs).toEqual([]);
    expect(() => readConfig(inputs({ "github-token": "" }))).toThrow(/'github-token' is empty, but it is required because comment is 'update'/);
    expect(readConfig(inputs({ "github-token": "", comment: "off" })).githubToken).toBe("");
    expect(readConfig(inputs({ "github-token": "", mode: "evaluate" })).mode).toBe("evaluate");
    expect(() => readConfig(inputs({ "github-token": "", comment: "off", baseline: "artifact" }))).toThrow(/baseline is 'artifact'/);
    expect(() => readConfig(inputs({ shard: "1/2" }))).toThrow(/use mode 'evaluate' for shards/);
    expect(() => readConfig(inputs({ shard: "1/2", mode: "comment" }))).toThrow(/mode 'comment' merges every shard/);
    // the toolkit trims an input's ends; inside, a shard is digits only
    expect(readConfig(inputs({ shard: " 2/4 ", mode: "evaluate" })).shard).toEqual({ index: 2, total: 4 });
    expect(readConfig(inputs({ shard: "02/12345", mode: "evaluate" })).shard).toEqual({ index: 2, total: 12345 });
  });

  it.each(["probe-replicas", "probe-round"])("reads %s as a count in decimal digits only", (name) => {
    const extra: Record<string, string> = name === "probe-round" ? { metrics: "protocol_probe", "probe-replicas": "2" } : { metrics: "protocol_probe" };
    for (const value of ["2.0", "1e1", "0x2", "2 3", "2abc", "0", "-1", "+2", "１", "99999999999999999999"]) {
      expect(() => readConfig(inputs({ ...extra, [name]: value })), value).toThrow(`Invalid value for input '${name}': '${value}' (expected a positive integer in decimal digits, e.g. 4)`);
    }
    expect(readConfig(inputs({ ...extra, [name]: "3" }))[name === "probe-replicas" ? "probeReplicas" : "probeRound"]).toBe(3);
    if (name === "probe-round") expect(readConfig(inputs({ ...extra, [name]: "" })).probeRound).toBeUndefined();
    else expect(() => readConfig(inputs({ ...extra, [name]: "" }))).toThrow("Input 'probe-replicas' is required with the metric protocol_probe");
    expect(readConfig(inputs({ metrics: "round_success", [name]: "" }))[name === "probe-replicas" ? "probeReplicas" : "probeRound"]).toBeUndefined();
  });

  it("reads shard as i/n in decimal digits only", () => {
    for (const value of ["2 / 4", "1/2.0", "1e0/2", "0x1/2", "1/2abc", "+1/2", "1/99999999999999999999", "1"]) {
      expect(() => readConfig(inputs({ mode: "evaluate", shard: value })), value).toThrow(`Invalid value for input 'shard': '${value}' (expected 'i/n' with 1 <= i <= n in decimal digits, e.g. '2/4')`);
    }
  });

  it("reads nothing at import time: only when called", () => {
    let calls = 0;
    readConfig((name) => {
      calls++;
      return base[name] ?? "";
    });
    expect(calls).toBeGreaterThan(10);
  });
});
