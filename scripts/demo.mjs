// The main job on the bundled example runs, end to end, with the committed dist/ bundle:
// copy examples/ to a scratch folder (the committed runs stay clean), evaluate every run
// (deterministic metrics plus judge metrics replayed from recorded-judges/), diff the candidate
// runs against the baseline runs, grade the example trial dataset (examples/trials/nemo/), and
// print the PR comment the Action would post.
// Usage: npm run demo
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_DIFF_FLAGS, DEMO_JUDGE_METRICS, DETERMINISTIC_METRICS, EXAMPLE_JUDGE_FLAGS } from "./metric-selection.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const scratch = path.join(root, "demo-output");
const cli = path.join(root, "dist", "cli.js");

const METRICS = DETERMINISTIC_METRICS.join(",");

function runDirs(set) {
  const base = path.join(scratch, set);
  return readdirSync(base).flatMap((scenario) => readdirSync(path.join(base, scenario)).map((run) => path.join(base, scenario, run)));
}

function agentEval(args) {
  process.stdout.write(`\n$ agent-eval ${args.map((a) => (a.startsWith(root) ? path.relative(root, a) : a)).join(" ")}\n`);
  const result = spawnSync(process.execPath, [cli, ...args], { cwd: root, stdio: "inherit" });
  return result.status ?? 1;
}

if (!existsSync(cli)) {
  console.error("dist/cli.js is missing; run `npm run build` first");
  process.exit(1);
}
rmSync(scratch, { recursive: true, force: true });
cpSync(path.join(root, "examples"), scratch, { recursive: true });

const JUDGE = [...EXAMPLE_JUDGE_FLAGS, "--fixtures", path.join(root, "recorded-judges")];
const JUDGE_METRICS = DEMO_JUDGE_METRICS.join(",");

let status = 0;
for (const set of ["runs", "baseline", "candidate"]) {
  const dirs = runDirs(set);
  status = Math.max(status, agentEval(["evaluate", ...dirs.flatMap((d) => ["--run-dir", d]), "--metrics", `${METRICS},${JUDGE_METRICS}`, ...JUDGE]));
}
if (status !== 0) process.exit(status);

process.stdout.write("\n# A trial dataset graded with NeMo Evaluator's metric protocol (llm_judge answers replayed from a scripted local judge's recordings):\n");
const trials = path.join(scratch, "trials", "nemo");
const graded = agentEval([
  "grade",
  "--dataset",
  path.join(trials, "trials.jsonl"),
  "--config",
  path.join(trials, "grading.yaml"),
  ...EXAMPLE_JUDGE_FLAGS,
  "--fixtures",
  path.join(trials, "recorded-judges"),
]);
if (graded !== 0) process.exit(graded);

process.stdout.write("\n# The diff, as the Action's PR comment (candidate vs baseline, gate: round_success may not drop 5 pp):\n");
const diff = agentEval([
  "diff",
  "--baseline",
  path.join(scratch, "baseline"),
  "--candidate",
  path.join(scratch, "candidate"),
  ...DEMO_DIFF_FLAGS,
]);
process.stdout.write(
  `\nReports were written next to each run under ${path.relative(root, scratch)}/. ` +
    `The diff exits ${diff}: the example candidate is a deliberate round_success regression, which the gate catches.\n`,
);
process.exit(diff === 1 ? 0 : Math.max(diff, 1));
