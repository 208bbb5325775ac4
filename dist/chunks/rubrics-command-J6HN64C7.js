import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  ITERATIVE_DEFAULTS
} from "./chunk-BRQZZP3D.js";
import {
  countFlag
} from "./chunk-AUO7JLO2.js";
import {
  GRADER_SYSTEM_TEMPLATE,
  LLMGrader,
  LLM_GRADER_CLASSES,
  defaultLlmPrompt,
  fixtureNamespace,
  getValueByPath,
  loadOpenJudgeConfig,
  objectOutputIssue,
  parsePointwise,
  require_dist,
  runGraders,
  scoreOf
} from "./chunk-DGJC227G.js";
import {
  printablePath
} from "./chunk-O5SDIVA5.js";
import {
  buildJudgeStack
} from "./chunk-CKEUYNKI.js";
import "./chunk-HCZV36L4.js";
import {
  isFatalJudgeError
} from "./chunk-GGDGZLDO.js";
import "./chunk-QXKP6OXB.js";
import "./chunk-AU4CGQBR.js";
import "./chunk-H5ITCIL5.js";
import {
  readRegularText,
  refuseExistingOut,
  writeOutFileSync
} from "./chunk-JNUR4NUC.js";
import "./chunk-QJRR5QJN.js";
import {
  renderTemplate
} from "./chunk-Y5GWXIEH.js";
import "./chunk-66NPHHCH.js";
import "./chunk-QITUHNQM.js";
import "./chunk-RNBRVDIZ.js";
import "./chunk-VAM67OB3.js";
import {
  templateVersionOf
} from "./chunk-DGVC2KCS.js";
import "./chunk-WE7WMGMW.js";
import {
  formatFixed
} from "./chunk-YQUIWL3O.js";
import {
  describeJsonLineSyntaxError
} from "./chunk-LAMXQWWM.js";
import {
  COUNT_FORM,
  parseDecimal
} from "./chunk-OSQLWR62.js";
import {
  InputError
} from "./chunk-Q5Q3ZZMX.js";
import "./chunk-OFXXVDK2.js";
import "./chunk-EZQ3DI64.js";
import {
  jsonStringify
} from "./chunk-6UXS7MO4.js";
import "./chunk-7GJBLW7Q.js";
import "./chunk-YGHWAPUX.js";
import {
  firstIssue
} from "./chunk-74ZREX4V.js";
import "./chunk-BZ4VPST6.js";
import {
  external_exports
} from "./chunk-GGZDER7J.js";
import {
  __toESM
} from "./chunk-UH4U5CWS.js";

// src/cli/rubrics-command.ts
var import_yaml = __toESM(require_dist(), 1);

// src/graders/rubrics/agreement.ts
function sortClasses(values) {
  const set = [...new Set(values)];
  const numbers = set.filter((v) => v !== "error").sort((a, b) => a - b);
  return set.includes("error") ? [...numbers, "error"] : numbers;
}
function agreement(labels, predictions) {
  if (labels.length !== predictions.length) throw new Error(`agreement: ${labels.length} labels but ${predictions.length} predictions`);
  const n = labels.length;
  if (n === 0) throw new Error("agreement: no labelled examples");
  const classes = sortClasses([...labels, ...predictions]);
  const index = new Map(classes.map((c, i) => [c, i]));
  const matrix = classes.map(() => classes.map(() => 0));
  let agree = 0;
  labels.forEach((label, i) => {
    const predicted = predictions[i];
    const cells = matrix[index.get(label)];
    const column = index.get(predicted);
    cells[column] = cells[column] + 1;
    if (predicted === label) agree++;
  });
  const po = agree / n;
  let pe = 0;
  classes.forEach((_, k) => {
    const row = matrix[k].reduce((a, b) => a + b, 0);
    const col = matrix.reduce((a, r) => a + r[k], 0);
    pe += row / n * (col / n);
  });
  return { n, accuracy: po, kappa: pe === 1 ? null : (po - pe) / (1 - pe), classes, matrix };
}

// raw-text:templates/rubrics/categorize.njk
var categorize_default = 'Merge the grading rubrics below into at most {{ categories_number }} themes for an LLM grader named "{{ grader_name }}".\n{% if task_description %}\nTask:\n{{ task_description }}\n{% endif %}\nRubrics:\n{{ rubrics }}\n\nEach theme is one rubric of the form "Theme: <short name>. Tips: <the concrete checks it covers>". Keep every distinct check; drop duplicates.\n\nReturn `rubrics`: the list of themed rubric texts.\n';

// raw-text:templates/rubrics/iterative_propose.njk
var iterative_propose_default = 'Write grading rubrics that explain the human label of the example below, for an LLM grader named "{{ grader_name }}".\n{% if task_description %}\nTask:\n{{ task_description }}\n{% endif %}\nQuery:\n{{ query }}\n\nResponse:\n{{ response }}\n\nHuman label: {{ label_score }} (scale {{ min_score }} = worst to {{ max_score }} = best)\n{% if existing %}\nRubrics already collected (do not repeat them; add what they miss):\n{{ existing }}\n{% endif %}{% if feedback %}\nYour previous rubrics did not reproduce the label:\n{{ feedback }}\nRevise them so that a grader applying them gives this response {{ label_score }}.\n{% endif %}\nWrite 1 to 4 general, checkable criteria (not about this exact query\'s wording) that a grader could apply to similar responses and that lead to the human label here.\n\nReturn `rubrics`: the list of rubric texts.\n';

// raw-text:templates/rubrics/simple_generate.njk
var simple_generate_default = 'Write grading rubrics for an LLM grader named "{{ grader_name }}".\n\nTask the graded responses perform:\n{{ task_description }}\n{% if scenario %}\nScenario:\n{{ scenario }}\n{% endif %}{% if sample_queries | length %}\nSample queries the responses answer:\n{% for q in sample_queries %}- {{ q }}\n{% endfor %}{% endif %}\nThe grader scores one response at a time from {{ min_score }} (worst) to {{ max_score }} (best){% if mode == "listwise" %}, or ranks several responses to one query{% endif %}.\n\nWrite between 3 and 8 rubrics. Each rubric is one self-contained, checkable criterion a good response meets (what to look for and why it matters), specific to this task rather than generic advice. Order them from most to least important.\n\nReturn `rubrics`: the list of rubric texts.\n';

// src/graders/rubrics/rubric-generation.ts
var RUBRICS_OUTPUT = {
  name: "RubricsOutput",
  description: "The rubrics: a list of self-contained grading criteria.",
  schema: {
    type: "object",
    properties: { rubrics: { type: "array", items: { type: "string" }, description: "One rubric per item." } },
    required: ["rubrics"],
    additionalProperties: false
  }
};
function formatRubrics(rubrics) {
  return rubrics.map((r, i) => `${i + 1}. ${r}`).join("\n");
}
function version(source) {
  return templateVersionOf([GRADER_SYSTEM_TEMPLATE.source, source, RUBRICS_OUTPUT]);
}
function rubricsOf(output) {
  if (output === null || typeof output !== "object") return void 0;
  const list = output.rubrics;
  if (!Array.isArray(list)) return void 0;
  const clean = list.filter((r) => typeof r === "string").map((r) => r.trim()).filter((r) => r !== "");
  return clean.length === 0 || clean.length !== list.length ? void 0 : clean;
}
async function askRubrics(context, namespace, template, variables, replica) {
  const { judge, judgeIdentity } = context;
  if (judge === void 0 || judgeIdentity === void 0) throw new Error("rubric generation needs a judge (--provider/--model, or replay from recorded-judges)");
  const request = {
    metric: namespace,
    system: renderTemplate(GRADER_SYSTEM_TEMPLATE.source, {}, { name: GRADER_SYSTEM_TEMPLATE.name, strip: true }),
    user: renderTemplate(template.source, variables, { name: template.name, strip: true }),
    outputName: RUBRICS_OUTPUT.name,
    outputDescription: RUBRICS_OUTPUT.description,
    outputSchema: RUBRICS_OUTPUT.schema,
    model: judgeIdentity.model,
    provider: judgeIdentity.provider,
    settings: judgeIdentity.settings,
    replica,
    templateVersion: version(template.source)
  };
  const response = await judge.call(request, { validate: objectOutputIssue });
  return rubricsOf(response.output);
}
async function tryAsk(...args) {
  try {
    const rubrics = await askRubrics(...args);
    return rubrics === void 0 ? { error: "the answer held no usable rubrics" } : { rubrics };
  } catch (error) {
    if (isFatalJudgeError(error)) throw error;
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
function entryFor(name, mode, rubrics, min, max, template) {
  return { grader: "LLMGrader", params: { name, mode, rubrics: formatRubrics(rubrics), min_score: min, max_score: max, ...template === void 0 ? {} : { template } } };
}
async function generateSimpleRubrics(config, context) {
  const mode = config.grader_mode ?? "pointwise";
  const min = config.min_score ?? 0;
  const max = config.max_score ?? 1;
  const retries = config.max_retries ?? 3;
  const namespace = fixtureNamespace(`rubrics.${config.grader_name}`);
  const variables = {
    grader_name: config.grader_name,
    task_description: config.task_description,
    scenario: config.scenario ?? "",
    sample_queries: config.sample_queries ?? [],
    min_score: min,
    max_score: max,
    mode
  };
  const log = [];
  for (let attempt = 1; attempt <= retries; attempt++) {
    const { rubrics, error } = await tryAsk(context, namespace, { name: "rubrics/simple_generate.njk", source: simple_generate_default }, variables, attempt);
    if (rubrics !== void 0) {
      log.push(`attempt ${attempt}: ${rubrics.length} rubrics`);
      return { entry: entryFor(config.grader_name, mode, rubrics, min, max, config.custom_evaluation_prompt), log };
    }
    log.push(`attempt ${attempt}: ${error ?? "failed"}`);
  }
  if (config.default_rubrics !== void 0 && config.default_rubrics.length > 0) {
    log.push(`no usable rubrics after ${retries} attempts: using default_rubrics`);
    return { entry: entryFor(config.grader_name, mode, config.default_rubrics, min, max, config.custom_evaluation_prompt), log };
  }
  throw new Error(`rubric generation for ${config.grader_name} failed after ${retries} attempts: ${log.join("; ")}`);
}
function text(value) {
  return typeof value === "string" ? value : jsonStringify(value);
}
async function generateIterativeRubrics(config, dataset, context) {
  const c = { ...ITERATIVE_DEFAULTS, ...config };
  if (dataset.length === 0) throw new Error("iterative rubric generation needs labelled examples");
  const namespace = fixtureNamespace(`rubrics.${c.grader_name}`);
  const verifier = new LLMGrader({ name: c.grader_name, mode: "pointwise", prompt: defaultLlmPrompt("pointwise"), namespace });
  const pool = [];
  const log = [];
  let stale = 0;
  let iterations = 0;
  const propose = { name: "rubrics/iterative_propose.njk", source: iterative_propose_default };
  const verify = async (rubrics2, example) => {
    try {
      const output = await verifier.ask(
        { rubrics: formatRubrics(rubrics2), query: text(example.query), response: text(example.response), min_score: c.min_score, max_score: c.max_score },
        context
      );
      const predicted = parsePointwise(c.grader_name, output).score;
      return { ok: predicted === example.label_score, predicted };
    } catch (error) {
      if (isFatalJudgeError(error)) throw error;
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  };
  outer: for (let epoch = 1; epoch <= c.max_epochs; epoch++) {
    for (let start = 0; start < dataset.length; start += c.batch_size) {
      if (iterations >= c.max_iterations) break outer;
      iterations++;
      const batch = dataset.slice(start, start + c.batch_size);
      const before = pool.length;
      for (const example of batch) {
        for (let k = 1; k <= c.query_specific_generate_number; k++) {
          let feedback = "";
          for (let attempt = 0; attempt <= c.max_retries; attempt++) {
            const variables = {
              grader_name: c.grader_name,
              task_description: c.task_description ?? "",
              query: text(example.query),
              response: text(example.response),
              label_score: example.label_score,
              min_score: c.min_score,
              max_score: c.max_score,
              existing: formatRubrics(pool),
              feedback
            };
            const { rubrics: rubrics2 } = await tryAsk(context, namespace, propose, variables, k);
            if (rubrics2 === void 0) break;
            const check = await verify(rubrics2, example);
            if (check.ok) {
              for (const r of rubrics2) if (!pool.includes(r) && pool.length < c.max_total_rubrics) pool.push(r);
              break;
            }
            feedback = `${formatRubrics(rubrics2)}
(a grader applying them gave ${check.predicted ?? `an error: ${check.error ?? ""}`})`;
          }
        }
      }
      const added = pool.length - before;
      const increment = pool.length === 0 ? 0 : added / pool.length;
      log.push(`epoch ${epoch}, batch ${start / c.batch_size + 1}: +${added} rubrics (pool ${pool.length}, increment ${increment.toFixed(4)})`);
      if (pool.length >= c.max_total_rubrics) break outer;
      stale = increment < c.min_increment_threshold ? stale + 1 : 0;
      if (stale >= c.patience) {
        log.push(`stopped early: ${stale} batches below min_increment_threshold ${c.min_increment_threshold}`);
        break outer;
      }
    }
  }
  if (pool.length === 0) throw new Error(`iterative rubric generation for ${c.grader_name} found no rubric that reproduces the labels`);
  let rubrics = pool;
  if (c.enable_categorization) {
    const merged = await tryAsk(
      context,
      namespace,
      { name: "rubrics/categorize.njk", source: categorize_default },
      { grader_name: c.grader_name, task_description: c.task_description ?? "", rubrics: formatRubrics(pool), categories_number: c.categories_number },
      1
    );
    if (merged.rubrics !== void 0) {
      rubrics = merged.rubrics.slice(0, c.categories_number);
      log.push(`categorised ${pool.length} rubrics into ${rubrics.length} themes`);
    } else log.push(`categorisation failed (${merged.error ?? ""}); keeping the ${pool.length} rubrics`);
  }
  return { entry: entryFor(c.grader_name, "pointwise", rubrics, c.min_score, c.max_score), log };
}

// src/cli/rubrics-command.ts
function number(flag, value, options) {
  if (value === void 0) return void 0;
  const n = options.signed === true && value.startsWith("-") ? -(parseDecimal(value.slice(1)) ?? Number.NaN) : parseDecimal(value) ?? Number.NaN;
  const { min, max } = options;
  if (Number.isNaN(n) || Object.is(n, -0) || min !== void 0 && n < min || max !== void 0 && n > max) {
    const range = min !== void 0 && max !== void 0 ? ` from ${min} to ${max}` : min !== void 0 ? ` of at least ${min}` : "";
    throw new InputError(`${flag}: expected a number${range} ${COUNT_FORM}, e.g. ${options.example}, got '${value}'`);
  }
  return n;
}
var SCALE = { signed: true, example: "0 or -1.5" };
async function judgeContext(config, log) {
  if (config === void 0) throw new InputError("a judge is required (--provider and --model)");
  const stack = await buildJudgeStack(config, process.env, log);
  return {
    context: { judge: stack.judge, judgeIdentity: stack.identity },
    summary: () => {
      const s = stack.accounting.snapshot();
      return `judge calls: ${s.used.calls} (${s.replayed} replayed, ${s.recorded} recorded), spent $${formatFixed(s.spent.costUsd, 4)}`;
    }
  };
}
async function readJsonl(file, what) {
  let text2;
  try {
    text2 = await readRegularText(file);
  } catch (error) {
    throw new InputError(`${what} ${error.message}`, { cause: error });
  }
  const rows = [];
  text2.split("\n").forEach((line, i) => {
    if (line.trim() === "") return;
    let value;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new InputError(`${file}:${i + 1}: not valid JSON (${describeJsonLineSyntaxError(error, line)})`, { cause: error });
    }
    if (value === null || typeof value !== "object" || Array.isArray(value)) throw new InputError(`${file}:${i + 1}: expected a JSON object`);
    rows.push(value);
  });
  if (rows.length === 0) throw new InputError(`${what} ${file}: no examples`);
  return rows;
}
var labelledSchema = external_exports.object({ query: external_exports.unknown().optional(), response: external_exports.unknown(), label_score: external_exports.number() }).passthrough();
function header(kind, judge) {
  return `# LLMGrader written by \`agent-eval rubrics generate --${kind}\` (judge: ${judge.provider} ${judge.model}).
# Include it from a grading config: graders: {<name>: {include: <this file>}}. Every judge call behind
# these rubrics is recorded, so generating again in replay mode writes this file byte for byte.
`;
}
function checkOutFree(out, overwrite) {
  if (out !== void 0) refuseExistingOut(out, overwrite === true);
}
function writeOut(out, text2, overwrite) {
  writeOutFileSync(out, text2, overwrite === true);
  return Promise.resolve();
}
async function writeGenerated(out, overwrite, kind, judge, report, io, summary) {
  await writeOut(out, header(kind, judge) + (0, import_yaml.stringify)(report.entry, { lineWidth: 0 }), overwrite);
  for (const line of report.log) io.stderr(`${line}
`);
  io.stderr(`${summary}
`);
  io.stdout(`${printablePath(out)}: LLMGrader '${report.entry.params.name}' with ${report.entry.params.rubrics.split("\n").length} rubrics
`);
}
async function generateCommand(flags, judgeConfig, io) {
  if (flags.simple === flags.iterative) throw new InputError("rubrics generate: give exactly one of --simple or --iterative");
  const log = (line) => io.stderr(`${line}
`);
  const min = number("--min-score", flags.minScore, SCALE);
  const max = number("--max-score", flags.maxScore, SCALE);
  const minIncrementThreshold = number("--min-increment-threshold", flags.minIncrementThreshold, { min: 0, example: "0.1" });
  const counts = {
    max_retries: countFlag(flags.maxRetries, "--max-retries", { min: flags.iterative ? 0 : 1 }),
    max_epochs: countFlag(flags.maxEpochs, "--max-epochs"),
    batch_size: countFlag(flags.batchSize, "--batch-size"),
    patience: countFlag(flags.patience, "--patience"),
    max_total_rubrics: countFlag(flags.maxTotalRubrics, "--max-total-rubrics"),
    categories_number: countFlag(flags.categoriesNumber, "--categories-number")
  };
  if (!(max > min)) throw new InputError(`--max-score (${max}) must be greater than --min-score (${min})`);
  checkOutFree(flags.out, flags.overwrite);
  if (flags.simple) {
    if (flags.taskDescription === void 0) throw new InputError("rubrics generate --simple needs --task-description");
    const { context: context2, summary: summary2 } = await judgeContext(judgeConfig, log);
    const report2 = await generateSimpleRubrics(
      {
        grader_name: flags.graderName,
        task_description: flags.taskDescription,
        ...flags.scenario === void 0 ? {} : { scenario: flags.scenario },
        sample_queries: flags.query,
        grader_mode: flags.mode,
        min_score: min,
        max_score: max,
        default_rubrics: flags.defaultRubric,
        max_retries: counts.max_retries
      },
      context2
    );
    await writeGenerated(flags.out, flags.overwrite, "simple", judgeConfig, report2, io, summary2());
    return 0;
  }
  if (flags.data === void 0) throw new InputError("rubrics generate --iterative needs --data (JSONL of {query, response, label_score})");
  if (flags.mode !== "pointwise") throw new InputError("rubrics generate --iterative builds pointwise graders (--mode pointwise)");
  const rows = await readJsonl(flags.data, "--data");
  const dataset = rows.map((row, i) => {
    const parsed = labelledSchema.safeParse(row);
    if (!parsed.success) {
      const { field, message } = firstIssue(parsed.error);
      throw new InputError(`${flags.data ?? ""}: example ${i + 1}: field '${field ?? ""}': ${message}`);
    }
    return { query: parsed.data.query ?? "", response: parsed.data.response, label_score: parsed.data.label_score };
  });
  const { context, summary } = await judgeContext(judgeConfig, log);
  const report = await generateIterativeRubrics(
    {
      grader_name: flags.graderName,
      ...flags.taskDescription === void 0 ? {} : { task_description: flags.taskDescription },
      min_score: min,
      max_score: max,
      max_epochs: counts.max_epochs,
      batch_size: counts.batch_size,
      min_increment_threshold: minIncrementThreshold,
      patience: counts.patience,
      max_total_rubrics: counts.max_total_rubrics,
      enable_categorization: flags.enableCategorization,
      categories_number: counts.categories_number,
      max_retries: counts.max_retries
    },
    dataset,
    context
  );
  await writeGenerated(flags.out, flags.overwrite, "iterative", judgeConfig, report, io, summary());
  return 0;
}
var baselineSchema = external_exports.object({ accuracy: external_exports.number(), kappa: external_exports.number().nullable() }).passthrough();
function classLabel(c) {
  return typeof c === "number" ? String(c) : c;
}
function formatAgreement(result) {
  const kappa = result.kappa === null ? "undefined (one class only)" : formatFixed(result.kappa, 3);
  const labels = result.classes.map(classLabel);
  const width = Math.max(5, ...labels.map((l) => l.length));
  const lines = [
    `${result.grader} on ${result.data}: ${result.n} labelled examples`,
    `accuracy ${formatFixed(result.accuracy, 3)}, Cohen's kappa ${kappa}`,
    "confusion matrix (rows: label, columns: grader):",
    `${"".padStart(width)} ${labels.map((l) => l.padStart(width)).join(" ")}`,
    ...result.matrix.map((row, i) => `${(labels[i] ?? "").padStart(width)} ${row.map((v) => String(v).padStart(width)).join(" ")}`)
  ];
  return lines.join("\n");
}
async function checkCommand(flags, judgeFrom, io) {
  const minAccuracy = number("--min-accuracy", flags.minAccuracy, { min: 0, max: 1, example: "0.8" });
  const minKappa = number("--min-kappa", flags.minKappa, { min: -1, max: 1, signed: true, example: "0.4" });
  checkOutFree(flags.out, flags.overwrite);
  const loaded = await loadOpenJudgeConfig(flags.config);
  const entry = loaded.plan.graders.find((g) => g.key === flags.grader);
  if (entry === void 0) {
    throw new InputError(`--grader ${flags.grader}: not a grader in ${flags.config} (graders: ${loaded.plan.graders.map((g) => g.key).join(", ") || "none"})`);
  }
  const rows = await readJsonl(flags.data, "--data");
  const labels = rows.map((row, i) => {
    const label = getValueByPath(row, flags.labelField);
    if (typeof label !== "number") throw new InputError(`${flags.data}: example ${i + 1}: field '${flags.labelField}': expected a number label, got ${JSON.stringify(label)}`);
    return label;
  });
  let baseline;
  if (flags.baseline !== void 0) {
    let raw;
    try {
      raw = JSON.parse(await readRegularText(flags.baseline));
    } catch (error) {
      throw new InputError(`--baseline ${flags.baseline}: ${error.message}`);
    }
    const parsed = baselineSchema.safeParse(raw);
    if (!parsed.success) {
      const { field, message } = firstIssue(parsed.error);
      throw new InputError(`--baseline ${flags.baseline}: field '${field ?? ""}': ${message}`);
    }
    baseline = parsed.data;
  }
  const className = loaded.plan.classes.get(flags.grader) ?? "";
  const needsJudge = LLM_GRADER_CLASSES.has(className);
  const log = (line) => io.stderr(`${line}
`);
  const judge = needsJudge ? await judgeContext(judgeFrom([flags.grader]), log) : void 0;
  const outcome = await runGraders({ graders: [entry], aggregators: [], classes: loaded.plan.classes }, rows, judge?.context ?? {});
  const predictions = (outcome.results[flags.grader] ?? []).map((r) => scoreOf(r) ?? "error");
  const result = { grader: flags.grader, data: flags.data, ...agreement(labels, predictions) };
  if (flags.out !== void 0) await writeOut(flags.out, `${JSON.stringify(result, null, 2)}
`, flags.overwrite);
  io.stdout(flags.json ? `${JSON.stringify(result, null, 2)}
` : `${formatAgreement(result)}
`);
  if (judge !== void 0) log(judge.summary());
  const failures = [];
  if (minAccuracy !== void 0 && result.accuracy < minAccuracy) failures.push(`accuracy ${formatFixed(result.accuracy, 3)} < --min-accuracy ${minAccuracy}`);
  if (minKappa !== void 0 && (result.kappa === null || result.kappa < minKappa)) failures.push(`kappa ${result.kappa === null ? "undefined" : formatFixed(result.kappa, 3)} < --min-kappa ${minKappa}`);
  if (baseline !== void 0) {
    if (result.accuracy < baseline.accuracy) failures.push(`accuracy dropped from ${formatFixed(baseline.accuracy, 3)} (baseline) to ${formatFixed(result.accuracy, 3)}`);
    if (baseline.kappa !== null && (result.kappa === null || result.kappa < baseline.kappa)) {
      failures.push(`kappa dropped from ${formatFixed(baseline.kappa, 3)} (baseline) to ${result.kappa === null ? "undefined" : formatFixed(result.kappa, 3)}`);
    }
  }
  for (const failure of failures) io.stderr(`gate failed: ${failure}
`);
  return failures.length > 0 ? 1 : 0;
}
export {
  checkCommand,
  formatAgreement,
  generateCommand
};
