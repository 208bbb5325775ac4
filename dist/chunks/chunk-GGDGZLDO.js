import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  renderTemplate
} from "./chunk-Y5GWXIEH.js";
import {
  DEFAULT_JUDGE_CONCURRENCY
} from "./chunk-66NPHHCH.js";
import {
  templateVersionOf
} from "./chunk-DGVC2KCS.js";

// src/core/thrown-text.ts
function thrownText(value, options = {}) {
  try {
    if (value instanceof Error) {
      const message = value.message;
      if (typeof message === "string") return message === "" && options.emptyAsName === true ? String(value.name) : message;
      return String(message);
    }
    return String(value);
  } catch {
    return "a thrown value whose text cannot be read (its toString or message threw)";
  }
}
function thrownField(value, key) {
  if (typeof value !== "object" || value === null) return void 0;
  try {
    return value[key];
  } catch {
    return void 0;
  }
}

// raw-text:templates/judge/evaluator_system.njk
var evaluator_system_default = "You are an impartial evaluator of conversations between AI agents. Base every judgement only on what the transcript actually shows, apply the stated criteria literally, and report your assessment by calling the structured-output tool you are given.\n";

// src/metrics/judge/judge-call.ts
var SYSTEM_TEMPLATE_NAME = "evaluator_system.njk";
var NEEDS_A_JUDGE = "needs a judge (--provider/--model, or replay from recorded-judges)";
function defineJudgeCall(spec) {
  return { ...spec, templateVersion: templateVersionOf([evaluator_system_default, spec.templateSource, spec.outputName, spec.outputDescription, spec.outputSchema]) };
}
function requireJudge(context, metric) {
  if (context.judge === void 0 || context.judgeIdentity === void 0) throw new Error(`${metric} ${NEEDS_A_JUDGE}`);
  const concurrency = context.judgeConcurrency ?? DEFAULT_JUDGE_CONCURRENCY;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new Error(`${metric}: judge concurrency must be a positive integer, got ${concurrency}`);
  }
  return { judge: context.judge, identity: context.judgeIdentity, concurrency };
}
function renderSystemPrompt() {
  return renderTemplate(evaluator_system_default, {}, { name: SYSTEM_TEMPLATE_NAME, strip: true });
}
function renderUserPrompt(spec, variables) {
  for (const name of spec.variables) {
    if (variables[name] === void 0) throw new Error(`template ${spec.templateName}: variable '${name}' is undefined`);
  }
  return renderTemplate(spec.templateSource, variables, { name: spec.templateName, strip: true });
}
function describeIssues(error) {
  return error.issues.map((issue) => `${issue.path.length === 0 ? "(root)" : issue.path.map(String).join(".")}: ${issue.message}`).join("; ");
}
function outputIssues(spec, output) {
  const parsed = spec.output.safeParse(output);
  return parsed.success ? void 0 : describeIssues(parsed.error);
}
function parseJudgeOutput(spec, output, replica) {
  const parsed = spec.output.safeParse(output);
  if (!parsed.success) {
    throw new Error(
      `${spec.metric}: the judge's ${spec.outputName} (replica ${replica}) does not match its schema: ${describeIssues(parsed.error)}`
    );
  }
  return parsed.data;
}
async function callJudge(access, spec, variables, replica = 1) {
  const user = renderUserPrompt(spec, variables);
  const request = {
    metric: spec.metric,
    system: renderSystemPrompt(),
    user,
    outputName: spec.outputName,
    outputDescription: spec.outputDescription,
    outputSchema: spec.outputSchema,
    model: access.identity.model,
    provider: access.identity.provider,
    settings: access.identity.settings,
    replica,
    templateVersion: spec.templateVersion
  };
  const response = await access.judge.call(request, { validate: (output) => outputIssues(spec, output) });
  return parseJudgeOutput(spec, response.output, replica);
}
function isFatalJudgeError(reason) {
  return thrownField(reason, "fatal") === true;
}
function successfulReplicas(settled, onFailure) {
  const fatal = settled.find((result) => result.status === "rejected" && isFatalJudgeError(result.reason));
  if (fatal !== void 0) throw fatal.reason;
  const outputs = [];
  settled.forEach((result, i) => {
    if (result.status === "fulfilled") outputs.push(result.value);
    else onFailure(i + 1, errorText(result.reason));
  });
  return outputs;
}
function errorText(reason) {
  return thrownText(reason);
}

export {
  thrownText,
  thrownField,
  NEEDS_A_JUDGE,
  defineJudgeCall,
  requireJudge,
  describeIssues,
  callJudge,
  isFatalJudgeError,
  successfulReplicas
};
