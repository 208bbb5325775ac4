/**
 * Every workflow (or list of steps) the user docs show that uses the Action: it parses, names only
 * inputs action.yml declares, passes the Action's own input validation (`readConfig`, as the runner
 * would call it with these `with:` values and action.yml's defaults), names metrics that exist, and
 * its job grants the permissions the docs' permission table says that mode needs. Outputs referenced
 * as `steps.<id>.outputs.<name>` are outputs of action.yml.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { readConfig } from "../../src/github/inputs.js";
import { VERDICT_SEVERITY } from "../../src/diff/verdicts.js";
import { builtinRegistry, resolveMetricList } from "../../src/metrics/registry.js";
import { ROOT, allBlocks } from "./markdown.js";

interface Step {
  readonly uses?: string;
  readonly with?: Record<string, unknown>;
}
interface Job {
  readonly permissions?: Record<string, string>;
  readonly steps?: readonly Step[];
}

const action = parse(readFileSync(path.join(ROOT, "action.yml"), "utf8")) as { inputs: Record<string, { default?: string }>; outputs: Record<string, { description: string }> };

interface UseOfTheAction {
  readonly where: string;
  readonly job: Job | undefined;
  readonly step: Step;
  readonly text: string;
}

function usesOfTheAction(): UseOfTheAction[] {
  const found: UseOfTheAction[] = [];
  for (const block of allBlocks()) {
    if (block.lang !== "yaml" || !/uses: OWNER\/agent-eval@/.test(block.text)) continue;
    const where = `${block.file}:${block.line}`;
    const doc = parse(block.text) as { jobs?: Record<string, Job>; steps?: Step[] } | Step[];
    // a whole workflow, a job fragment (`strategy:` + `steps:`) or a list of steps
    const jobs: [string, Job | undefined, readonly Step[]][] = Array.isArray(doc)
      ? [["(steps)", undefined, doc]]
      : doc.jobs !== undefined
        ? Object.entries(doc.jobs).map(([name, job]) => [name, job, job.steps ?? []])
        : [["(steps)", undefined, doc.steps ?? []]];
    for (const [name, job, steps] of jobs) {
      for (const step of steps) {
        if (typeof step.uses === "string" && step.uses.startsWith("OWNER/agent-eval@")) found.push({ where: `${where} job ${name}`, job, step, text: block.text });
      }
    }
  }
  return found;
}

/** What the runner hands the Action: the `with:` value (expressions filled in), else action.yml's default. */
function inputsOf(step: Step): (name: string) => string {
  const given = step.with ?? {};
  return (name) => {
    if (name in given) return String(given[name]).replace("${{ matrix.shard }}", "1");
    const fallback = action.inputs[name]?.default ?? "";
    return fallback === "${{ github.token }}" ? "ghs_token_of_the_job" : fallback;
  };
}

describe("the workflows the docs show", () => {
  const uses = usesOfTheAction();

  it("are found", () => {
    expect(uses.length).toBeGreaterThanOrEqual(12);
  });

  it("give only inputs action.yml declares, and values the Action accepts", () => {
    const wrong: string[] = [];
    for (const { where, step } of uses) {
      for (const name of Object.keys(step.with ?? {})) if (!(name in action.inputs)) wrong.push(`${where}: unknown input '${name}'`);
      try {
        const config = readConfig(inputsOf(step), () => undefined);
        const runDirs = config.mode !== "comment" && config.metrics !== "";
        if (runDirs) {
          const metrics = resolveMetricList(builtinRegistry(), config.metrics).map((metric) => metric.name);
          for (const rule of config.gates) {
            const metric = rule.split(":")[0] as string;
            if (!metrics.includes(metric)) wrong.push(`${where}: gate '${rule}' names a metric the step does not evaluate`);
          }
        }
      } catch (error) {
        wrong.push(`${where}: ${(error as Error).message}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("grant each job the permissions its mode needs (docs/github-action.md#permissions)", () => {
    const wrong: string[] = [];
    for (const { where, job, step } of uses) {
      if (job?.permissions === undefined) continue; // a fragment: the permissions are the reader's
      const config = readConfig(inputsOf(step), () => undefined);
      const granted = job.permissions;
      const need = (permission: string, level: string, why: string): void => {
        const has = granted[permission];
        if (has !== level && !(level === "read" && has === "write")) wrong.push(`${where}: needs ${permission}: ${level} (${why})`);
      };
      if (config.mode !== "evaluate" && config.comment !== "off" && config.githubToken !== "") need("pull-requests", "write", "the comment");
      if (config.baseline.kind === "artifact" || config.mode === "comment") need("actions", "read", "baseline: artifact / mode: comment");
      if (config.mode !== "evaluate" && config.check === "on") need("checks", "write", "the check run");
      if (job.steps?.some((s) => s.uses?.startsWith("actions/checkout@")) === true) need("contents", "read", "the checkout");
    }
    expect(wrong).toEqual([]);
  });

  it("refer only to outputs action.yml declares", () => {
    const referenced = uses.flatMap(({ where, text }) => [...text.matchAll(/steps\.[\w-]+\.outputs\.([\w-]+)/g)].map((m) => ({ where, output: m[1] as string })));
    expect(referenced.filter(({ output }) => !(output in action.outputs))).toEqual([]);
  });
});

describe("the verdict output's description (the README's Outputs table)", () => {
  it("lists every verdict the diff gives, worst first, then no_baseline and evaluated", () => {
    const description = action.outputs.verdict?.description ?? "";
    const named = [...description.matchAll(/\b([a-z]+(?:_[a-z]+)*)\b/g)].map((m) => m[1] as string).filter((word) => [...VERDICT_SEVERITY, "no_baseline", "evaluated"].includes(word));
    expect(named).toEqual([...VERDICT_SEVERITY, "no_baseline", "evaluated"]);
  });
});
