import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain .mjs script without type declarations
import { updatedReadme } from "../scripts/update-readme.mjs";
import { runCli } from "../src/cli/main.js";

const root = path.resolve(import.meta.dirname, "..");
const readme = readFileSync(path.join(root, "README.md"), "utf8");
const actionYaml = readFileSync(path.join(root, "action.yml"), "utf8");

describe("README and action.yml", () => {
  it("action.yml is valid YAML for a node24 action", () => {
    const action = parse(actionYaml) as { runs: { using: string; main: string } };
    expect(action.runs).toEqual({ using: "node24", main: "dist/action.js" });
  });

  it("has inputs/outputs tables generated from action.yml (run node scripts/update-readme.mjs)", () => {
    expect((updatedReadme as (a: string, b: string) => string)(readme, actionYaml)).toBe(readme);
  });

  it("documents every input and output of action.yml", () => {
    const action = parse(actionYaml) as { inputs: Record<string, unknown>; outputs: Record<string, unknown> };
    for (const name of [...Object.keys(action.inputs), ...Object.keys(action.outputs)]) expect(readme).toContain(`| \`${name}\` |`);
  });

  it("gives the two set-up commands, and .ci/run runs the same test command", () => {
    expect(readme).toContain("npm ci && npm run demo");
    expect(readme).toContain("npm ci && npm test");
    const ci = readFileSync(path.join(root, ".ci/run"), "utf8");
    expect(ci).toContain("npm ci");
    expect(ci).toMatch(/^npm test$/m);
  });

  it("documents every flag of `evaluate --help` in the evaluate table, and no flag it lacks", async () => {
    let help = "";
    await runCli(["evaluate", "--help"], { stdout: (text) => (help += text), stderr: () => undefined });
    const flags = [...help.matchAll(/^\s+(--[a-z-]+)/gm)].map((m) => m[1] as string).filter((flag) => flag !== "--help");
    expect(flags.length).toBeGreaterThan(20);
    const lines = readme.split("\n");
    const start = lines.indexOf("### `evaluate`");
    const end = lines.findIndex((line, index) => index > start && line.startsWith("#"));
    const rows = lines.slice(start, end).filter((line) => line.startsWith("| `"));
    const documented = rows.flatMap((row) => [...(row.split(" | ")[0] ?? "").matchAll(/`(--[a-z-]+)/g)].map((m) => m[1] as string));
    for (const flag of flags) expect(documented, flag).toContain(flag);
    for (const flag of documented) expect(flags, `the table documents ${flag}, which evaluate does not have`).toContain(flag);
  });

  it("lists every metric of `agent-eval metrics` in the Metrics table with its kind, and no other", async () => {
    let out = "";
    await runCli(["metrics", "--json"], { stdout: (text) => (out += text), stderr: () => undefined });
    const listed = JSON.parse(out) as { available: { name: string; kind: string }[]; unavailable: { name: string }[] };
    const lines = readme.split("\n");
    const start = lines.indexOf("## Metrics");
    const rows = lines.slice(start, lines.findIndex((line, index) => index > start && line.startsWith("Not available:"))).filter((line) => /^\| `/.test(line));
    const documented = new Map<string, string>(); // name -> kind cell
    for (const row of rows) {
      const [names = "", kind = ""] = row.slice(2).split(" | ");
      const tokens = [...names.replace(/\(.*?\)/g, "").matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);
      const first = tokens[0] ?? "";
      for (const token of tokens) {
        // `…_agent_pair_similarity` after `protocol_probe_replica_self_similarity` shares its first two words
        const name = token.startsWith("…") ? `${first.split("_").slice(0, 2).join("_")}${token.slice(1)}` : token;
        documented.set(name, kind);
      }
    }
    for (const metric of listed.available) expect(documented.get(metric.name), metric.name).toMatch(new RegExp(`^${metric.kind}\\b`));
    for (const metric of listed.unavailable) expect([...documented.keys()], metric.name).toContain(metric.name);
    const known = new Set([...listed.available, ...listed.unavailable].map((metric) => metric.name));
    expect([...documented.keys()].filter((name) => !known.has(name))).toEqual([]);
  });

  it.each(["diff", "verify", "export", "export-thread", "fixtures check", "fixtures prune", "ontology consolidate", "metrics", "rubrics generate", "rubrics check", "grade"])("lists every flag of `%s --help` in the CLI synopsis", async (command) => {
    // in process, from the sources (dist/ is rebuilt only when a branch is merged)
    let help = "";
    await runCli([...command.split(" "), "--help"], { stdout: (text) => (help += text), stderr: () => undefined });
    const flags = [...help.matchAll(/^\s+(--[a-z-]+)/gm)].map((m) => m[1] as string).filter((flag) => flag !== "--help");
    expect(flags.length).toBeGreaterThan(0);
    const lines = readme.split("\n");
    // the synopsis is the first code block of "## The CLI" (earlier sections show example commands)
    const section = lines.indexOf("## The CLI");
    const start = lines.findIndex((line, index) => index > section && line.startsWith(`npx agent-eval ${command} `));
    expect(start, `no synopsis line for ${command}`).toBeGreaterThan(-1);
    let end = start + 1;
    while (/^\s+\[/.test(lines[end] ?? "")) end += 1; // continuation lines
    const synopsis = lines.slice(start, end).join("\n");
    for (const flag of flags) expect(synopsis, `${command} ${flag}`).toContain(flag);
  });
});
