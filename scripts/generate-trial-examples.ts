/**
 * Writes the NeMo-style trial example, examples/trials/nemo/ — everything in it is synthetic, no
 * agent or model produced it — and records its llm_judge answers with the scripted local judge of
 * scripts/trial-example-judge.ts (NOT a model) into examples/trials/nemo/recorded-judges/:
 *
 * - trials.jsonl: 12 tasks, 2–3 trials each (pass@k), one `failed` trial (never graded) and one
 *   `partial` one (graded); ATIF v1.4 traces under traces/ (one trace inline);
 * - states/: the coding task's initial state and two final states (one fixed, one not) that the
 *   `verifier` metric checks with a held-out test written into a temporary copy; logs/ for one trial;
 * - grading.yaml: the built-ins (keyword_match, exact_match, tool_call_count, efficient_tool_use,
 *   token_usage, llm_judge, verifier), a weighted `quality` view, and the coding task's own metrics.
 *
 * Deterministic: the same files byte for byte on every run (fixed texts, counts from formulas,
 * a fixed `recorded_at`; the recordings directory is rewritten from scratch).
 *
 *   node --import tsx --import ./scripts/register-raw-text.mjs scripts/generate-trial-examples.ts [--out DIR]
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createJudgeStack } from "../src/judge/replay-judge.js";
import { ScriptedJudge } from "../src/judge/scripted-judge.js";
import { openTrialEvidence } from "../src/node/evidence/candidate-evidence.js";
import { loadGradingConfig, planTasks } from "../src/node/trial-config.js";
import { readTrialDataset } from "../src/node/trial-dataset.js";
import { openFixtureStore } from "../src/providers/fixture-files.js";
import { gradeTrials } from "../src/trials/grade.js";
import { EXAMPLE_JUDGE_IDENTITY, EXAMPLE_RECORDED_AT, exampleJudgeUsage } from "./example-judge.js";
import { trialExampleJudgeAnswer } from "./trial-example-judge.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// --out DIR writes elsewhere (the tests regenerate into a temporary directory and compare)
const outFlag = process.argv.indexOf("--out");
const out = outFlag >= 0 ? path.resolve(process.argv[outFlag + 1] ?? "") : path.join(root, "examples", "trials", "nemo");

function write(relative: string, text: string): void {
  const file = path.join(out, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

// ---------------------------------------------------------------------------------------------
// ATIF traces

interface Call {
  readonly name: string;
  readonly args: Record<string, unknown>;
  readonly result: string;
}

interface AgentTurn {
  readonly say?: string;
  readonly calls?: readonly Call[];
}

/** An ATIF v1.4 trajectory: the user's instruction, then one agent step per turn, token counts by formula. */
function trajectory(session: string, instruction: string, turns: readonly AgentTurn[], withFinalMetrics: boolean): Record<string, unknown> {
  let callNumber = 0;
  let prompt = 0;
  let completion = 0;
  const steps: Record<string, unknown>[] = [{ step_id: 1, source: "user", message: instruction }];
  turns.forEach((turn, i) => {
    const calls = (turn.calls ?? []).map((call) => ({ ...call, id: `call_${++callNumber}` }));
    // history grows with every step; the completion covers the message and the call arguments
    const promptTokens = 180 + 60 * i + Math.ceil(instruction.length / 4);
    const completionTokens = 8 + Math.ceil(((turn.say ?? "").length + JSON.stringify(calls.map((c) => c.args)).length) / 4);
    prompt += promptTokens;
    completion += completionTokens;
    steps.push({
      step_id: i + 2,
      source: "agent",
      message: turn.say ?? "",
      ...(calls.length === 0 ? {} : { tool_calls: calls.map((c) => ({ tool_call_id: c.id, function_name: c.name, arguments: c.args })) }),
      ...(calls.length === 0 ? {} : { observation: { results: calls.map((c) => ({ source_call_id: c.id, content: c.result })) } }),
      metrics: { prompt_tokens: promptTokens, completion_tokens: completionTokens, cached_tokens: i === 0 ? 0 : 120 },
    });
  });
  return {
    schema_version: "ATIF-v1.4",
    session_id: session,
    agent: { name: "example-agent", version: "1.0.0", model_name: "example-model" },
    steps,
    ...(withFinalMetrics ? { final_metrics: { total_prompt_tokens: prompt, total_completion_tokens: completion, total_steps: steps.length } } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Tasks and trials

interface TrialSpec {
  readonly suffix: string;
  readonly status?: "completed" | "partial" | "failed";
  readonly answer?: string;
  /** Agent turns; a trace file is written when present. */
  readonly turns?: readonly AgentTurn[];
  readonly inlineTrace?: boolean;
  readonly finalMetrics?: boolean;
  readonly extraEvidence?: Record<string, unknown>;
}

interface TaskSpec {
  readonly id: string;
  readonly intent: string;
  readonly instruction: string;
  readonly expected: string;
  readonly trials: readonly TrialSpec[];
}

const search = (q: string, result: string): Call => ({ name: "search", args: { query: q }, result });
const bash = (cmd: string, result: string): Call => ({ name: "bash", args: { cmd }, result });
/** A trial that searches once, then states its answer (the trace's last message is the answer). */
const searchThenAnswer = (suffix: string, query: string, found: string, answer: string, extra: Partial<TrialSpec> = {}): TrialSpec => ({
  suffix,
  answer,
  turns: [{ calls: [search(query, found)] }, { say: answer }],
  ...extra,
});

const TASKS: readonly TaskSpec[] = [
  {
    id: "capital-france",
    intent: "Answer a geography question.",
    instruction: "What is the capital of France?",
    expected: "Paris",
    trials: [
      searchThenAnswer("a", "capital of France", "Paris is the capital of France.", "The capital of France is Paris."),
      { suffix: "b", answer: "Paris." },
    ],
  },
  {
    id: "capital-japan",
    intent: "Answer a geography question.",
    instruction: "What is the capital of Japan?",
    expected: "Tokyo",
    trials: [
      searchThenAnswer("a", "capital of Japan", "Tokyo is the capital of Japan.", "Tokyo.", { inlineTrace: true }),
      { suffix: "b", answer: "Kyoto was the old capital; today it is Kyoto." },
      { suffix: "c", answer: "It is Tokyo." },
    ],
  },
  {
    id: "multiply",
    intent: "Do arithmetic.",
    instruction: "What is 17 times 23? Answer with the number only.",
    expected: "391",
    trials: [
      { suffix: "a", answer: "391", turns: [{ calls: [{ name: "python", args: { code: "print(17 * 23)" }, result: "391" }] }, { say: "391" }], finalMetrics: true },
      { suffix: "b", answer: "381" },
    ],
  },
  {
    id: "hours-to-minutes",
    intent: "Convert units.",
    instruction: "How many minutes are there in 3.5 hours?",
    expected: "210",
    trials: [
      { suffix: "a", answer: "210" },
      { suffix: "b", answer: "3.5 hours is 210 minutes." },
    ],
  },
  {
    id: "count-lines",
    intent: "Inspect a file with a tool.",
    instruction: "How many lines are in notes.txt?",
    expected: "3",
    trials: [
      { suffix: "a", answer: "3", turns: [{ calls: [bash("wc -l notes.txt", "3 notes.txt")] }, { say: "3" }], finalMetrics: true },
      {
        suffix: "b",
        answer: "3",
        // the same call three times: inefficient tool use
        turns: [{ calls: [bash("wc -l notes.txt", "3 notes.txt")] }, { calls: [bash("wc -l notes.txt", "3 notes.txt")] }, { calls: [bash("wc -l notes.txt", "3 notes.txt"), bash("cat notes.txt", "a\nb\nc")] }, { say: "3" }],
      },
    ],
  },
  {
    id: "largest-planet",
    intent: "Answer an astronomy question.",
    instruction: "Which planet of the solar system is the largest?",
    expected: "Jupiter",
    trials: [
      searchThenAnswer("a", "largest planet", "Jupiter is the largest planet in the Solar System.", "Jupiter is the largest planet."),
      { suffix: "b", answer: "Jupiter." },
      // the runner could not produce this trial: never graded, a failed attempt in pass@k
      { suffix: "c", status: "failed" },
    ],
  },
  {
    id: "boiling-point",
    intent: "Answer a physics question.",
    instruction: "At what temperature in degrees Celsius does water boil at sea level?",
    expected: "100",
    trials: [
      { suffix: "a", answer: "100 °C." },
      { suffix: "b", answer: "212 degrees." },
    ],
  },
  {
    id: "author-hamlet",
    intent: "Answer a literature question.",
    instruction: "Who wrote Hamlet?",
    expected: "Shakespeare",
    trials: [
      searchThenAnswer("a", "Hamlet author", "Hamlet is a tragedy by William Shakespeare.", "William Shakespeare."),
      { suffix: "b", answer: "Christopher Marlowe." },
    ],
  },
  {
    id: "fix-slugify",
    intent: "Fix a bug in a small module; held-out tests decide.",
    instruction: "slugify.mjs keeps upper-case letters and repeated dashes. Fix it so slugify('Hello  World!') returns 'hello-world'.",
    expected: "hello-world",
    trials: [
      {
        suffix: "a",
        answer: "Fixed: slugify now lower-cases, turns runs of non-alphanumerics into one dash and trims dashes.",
        turns: [
          { calls: [bash("cat slugify.mjs", "export function slugify(text) { return text.replace(/ /g, '-'); }")] },
          { calls: [{ name: "write_file", args: { path: "slugify.mjs" }, result: "written" }] },
          { calls: [bash("node -e \"import('./slugify.mjs').then(m => console.log(m.slugify('Hello  World!')))\"", "hello-world")] },
          { say: "Fixed: slugify now lower-cases, turns runs of non-alphanumerics into one dash and trims dashes." },
        ],
        finalMetrics: true,
        extraEvidence: { final_state: "states/fix-slugify-a", logs: "logs/fix-slugify-a" },
      },
      {
        suffix: "b",
        status: "partial",
        answer: "I lower-cased the text.",
        turns: [
          { calls: [bash("cat slugify.mjs", "export function slugify(text) { return text.replace(/ /g, '-'); }")] },
          { calls: [{ name: "write_file", args: { path: "slugify.mjs" }, result: "written" }] },
          { say: "I lower-cased the text." },
        ],
        extraEvidence: { final_state: "states/fix-slugify-b" },
      },
    ],
  },
  {
    id: "http-not-found",
    intent: "Answer a web question.",
    instruction: "Which HTTP status code means Not Found?",
    expected: "404",
    trials: [
      { suffix: "a", answer: "404" },
      searchThenAnswer("b", "HTTP not found status", "404 Not Found", "It is 404 Not Found."),
    ],
  },
  {
    id: "tokyo-offset",
    intent: "Answer a time-zone question.",
    instruction: "What is Tokyo's UTC offset?",
    expected: "UTC+9",
    trials: [
      { suffix: "a", answer: "UTC+9" },
      { suffix: "b", answer: "JST, that is UTC+09:00." },
    ],
  },
  {
    id: "git-undo-commit",
    intent: "Answer a tooling question.",
    instruction: "Which git command undoes the last commit but keeps its changes staged?",
    expected: "git reset --soft HEAD~1",
    trials: [
      searchThenAnswer("a", "git undo last commit keep staged", "git reset --soft HEAD~1", "git reset --soft HEAD~1"),
      { suffix: "b", answer: "git revert HEAD" },
      { suffix: "c", answer: "Use git reset --soft HEAD~1." },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Files

const BROKEN_SLUGIFY = "export function slugify(text) {\n  return text.replace(/ /g, \"-\");\n}\n";
const FIXED_SLUGIFY = 'export function slugify(text) {\n  return text\n    .toLowerCase()\n    .replace(/[^a-z0-9]+/g, "-")\n    .replace(/^-+|-+$/g, "");\n}\n';
const HALF_FIXED_SLUGIFY = 'export function slugify(text) {\n  return text.toLowerCase().replace(/ /g, "-");\n}\n';

rmSync(out, { recursive: true, force: true });
for (const [state, slugify] of [["fix-slugify-initial", BROKEN_SLUGIFY], ["fix-slugify-a", FIXED_SLUGIFY], ["fix-slugify-b", HALF_FIXED_SLUGIFY]] as const) {
  write(`states/${state}/slugify.mjs`, slugify);
  write(`states/${state}/README.md`, "A tiny module with a bug. The held-out test is not part of the snapshot.\n");
}
write("logs/fix-slugify-a/agent.log", ["read slugify.mjs", "wrote slugify.mjs", "ran the example: hello-world", "done"].join("\n") + "\n");

const lines: string[] = [];
for (const task of TASKS) {
  for (const spec of task.trials) {
    const trialId = `${task.id}:${spec.suffix}`;
    const status = spec.status ?? "completed";
    const evidence: Record<string, unknown> = {};
    if (spec.turns !== undefined) {
      const trace = trajectory(`example-${task.id}-${spec.suffix}`, task.instruction, spec.turns, spec.finalMetrics === true);
      if (spec.inlineTrace === true) evidence.trace = trace;
      else {
        const ref = `traces/${task.id}-${spec.suffix}.atif.json`;
        write(ref, `${JSON.stringify(trace, null, 2)}\n`);
        evidence.trace = ref;
      }
    }
    if (task.id === "fix-slugify") evidence.initial_state = "states/fix-slugify-initial";
    Object.assign(evidence, spec.extraEvidence ?? {});
    const line: Record<string, unknown> = {
      task: { id: task.id, intent: task.intent, metadata: { benchmark: "agent-eval-examples" } },
      trial: { id: trialId, task_id: task.id, status, metadata: { attempt: spec.suffix } },
      inputs: { instruction: task.instruction },
      reference: { expected: task.expected },
      ...(status === "failed" ? {} : { candidate: { output_text: spec.answer ?? null, metadata: {}, ...(Object.keys(evidence).length === 0 ? {} : { evidence }) } }),
    };
    lines.push(JSON.stringify(line));
  }
}
write("trials.jsonl", `${lines.join("\n")}\n`);

const HELD_OUT_TEST = [
  'import { slugify } from "./slugify.mjs";',
  "const cases = [[\"Hello  World!\", \"hello-world\"], [\"  A -- b  \", \"a-b\"], [\"already-fine\", \"already-fine\"]];",
  "let failed = 0;",
  "for (const [input, expected] of cases) {",
  "  const got = slugify(input);",
  "  if (got !== expected) { failed++; console.log(`FAIL slugify(${JSON.stringify(input)}) = ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`); }",
  "}",
  "console.log(`${cases.length - failed}/${cases.length} passed`);",
  "process.exit(failed === 0 ? 0 : 1);",
].join("\n");

const CONFIG = `# Grading config for examples/trials/nemo/trials.jsonl (docs/trials.md explains every key).
# Run: agent-eval grade --dataset examples/trials/nemo/trials.jsonl --config examples/trials/nemo/grading.yaml \\
#        --provider scripted --model scripted-local-judge --fixtures examples/trials/nemo/recorded-judges
# The llm_judge answers were recorded from a scripted local judge (heuristics, NOT a model).

# Applied to every task (NeMo attaches metrics per task; tasks: below replaces them for one task).
metrics:
  - {type: keyword_match}                 # the seed's metric: reference.expected in the answer
  - {type: exact_match, case_sensitive: false}
  - {type: tool_call_count}
  - {type: efficient_tool_use, max_repeats: 1}
  - {type: token_usage}
  - type: llm_judge
    criteria: Is the final answer correct with respect to the reference, and is it stated clearly?
    scores:
      - name: verdict
        description: agreement with the reference
        rubric:
          - {label: correct, value: 1.0, description: states the reference answer}
          - {label: partially_correct, value: 0.5, description: "close, or right with a wrong detail"}
          - {label: incorrect, value: 0.0, description: wrong or missing}
        parser: {type: json, json_path: verdict}
      - name: clarity
        description: how directly the answer is stated (5 = one short sentence)
        minimum: 1
        maximum: 5
        parser: {type: regex, pattern: "CLARITY:\\\\s*([1-5])", hint: "a last line 'CLARITY: <1-5>'"}

views:
  quality:                                # reported as view.quality, aggregated like any score
    reducer: weighted_mean
    signals:
      - {metric: keyword_match, output: score, weight: 1}
      - {metric: llm_judge, output: verdict, weight: 2}

tasks:
  fix-slugify:                            # a coding task: held-out tests on the final state decide
    metrics:
      - type: verifier
        command: [node, test_slugify.mjs] # an argv, no shell; runs in a temporary copy of final_state
        timeout_s: 30
        output_lines: 5                   # the test's last lines, as the label verifier.output
        overlay_files:
          test_slugify.mjs: |
${HELD_OUT_TEST.split("\n")
  .map((l) => `            ${l}`)
  .join("\n")}
      - {module: ./changed-files.mjs, export: changedFiles}   # your own metric: a module, no build step
      - {type: tool_call_count}
      - {type: efficient_tool_use}
      - {type: token_usage}
    views:
      quality:
        reducer: single
        signals:
          - {metric: verifier, output: score}
`;
write("grading.yaml", CONFIG);

// A metric of your own, as a plain module: NeMo's protocol (type, outputSpec, computeScores) with
// structural output specs, so it needs no import from agent-eval.
const CHANGED_FILES = `// changed_files: what the agent changed between the initial and the final state (NeMo's
// filesystem diff), and whether its log ends with "done" (the logs handle's tail).
// Output specs are plain objects ({name, kind}); MetricOutputSpec.discreteScore(...) builds the same.
export function changedFiles() {
  return {
    type: "changed_files",
    outputSpec: () => [
      { name: "files_changed", kind: "discrete_score", description: "files added, deleted or modified" },
      { name: "log_says_done", kind: "boolean", description: "the last line of logs/agent.log is 'done'" },
    ],
    async computeScores(input) {
      const evidence = input.candidate.evidence;
      if (evidence === null || evidence.get("initial_state") === undefined || evidence.get("final_state") === undefined) {
        throw new Error("changed_files needs the initial_state and final_state snapshots");
      }
      const before = await evidence.filesystem("initial_state");
      const after = await evidence.filesystem("final_state");
      const diff = await before.diff(after);
      const done = evidence.get("logs") !== undefined && (await (await evidence.logs()).tail("agent.log", 1)) === "done";
      return {
        outputs: [
          { name: "files_changed", value: diff.entries.length },
          { name: "log_says_done", value: done },
        ],
      };
    },
  };
}
`;
write("changed-files.mjs", CHANGED_FILES);

// ---------------------------------------------------------------------------------------------
// Record the llm_judge answers (scripted, not a model) by grading the dataset once

const storeDir = path.join(out, "recorded-judges");
const { judge, accounting } = createJudgeStack({
  mode: "record-all",
  provider: new ScriptedJudge((request) => {
    const output = trialExampleJudgeAnswer(request);
    return { output, usage: exampleJudgeUsage(request, output) };
  }),
  store: openFixtureStore(storeDir),
  now: () => EXAMPLE_RECORDED_AT,
});
const dataset = await readTrialDataset(path.join(out, "trials.jsonl"));
const config = await loadGradingConfig(path.join(out, "grading.yaml"));
const plans = planTasks(config, dataset.taskIds, { judge, judgeIdentity: { ...EXAMPLE_JUDGE_IDENTITY, settings: {} }, configDir: out });
const { entries } = await gradeTrials({
  trials: dataset.trials,
  plans,
  openEvidence: (trial) => (trial.evidence === null ? null : openTrialEvidence(trial.evidence, { datasetDir: dataset.dir })),
  concurrency: 4,
});
const failures = entries.flatMap((e) => Object.entries(e.errors).map(([type, error]) => `${e.trial_id} ${type}: ${error}`));
if (failures.length > 0) throw new Error(`the example must grade cleanly:\n${failures.join("\n")}`);
const s = accounting.snapshot();
console.log(`${path.relative(root, out)}: ${lines.length} trials of ${TASKS.length} tasks; ${s.used.calls} llm_judge answers recorded (scripted, not a model)`);
