/**
 * NeMo's `validate_metric_result(result, outputs)` (values/protocol.py): duplicates first, then
 * missing outputs (in spec order), then undeclared outputs (in returned order), then each value
 * coerced to its declared type (in returned order; the first failure is the error). The messages
 * embed Python list reprs, as NeMo's do: `Missing declared metric outputs: ['detail']`.
 *
 * One deliberate difference (issue 8): NeMo keeps the original values; agent-eval keeps the
 * coerced ones, so the report holds `0.5`, not `"0.5"`, and the summary counts it.
 */
import { compareCodePoints } from "../core/pynum.js";
import { coerceValue, coercionDetail, type CoercedValue } from "./coerce.js";
import type { MetricOutputSpec } from "./contract.js";
import { pyStrRepr } from "../core/py-str-repr.js";
import { pyStrList } from "../core/py-repr.js";

export interface ValidatedOutput {
  readonly name: string;
  readonly value: CoercedValue;
}

export type ValidationOutcome = { readonly ok: true; readonly outputs: readonly ValidatedOutput[] } | { readonly ok: false; readonly message: string };

function shapeError(message: string): ValidationOutcome {
  return { ok: false, message: `compute_scores must return {outputs: [{name, value}, ...]}: ${message}` };
}

/**
 * Validates and coerces a metric's result against its output specs. Outputs come back in spec order.
 * `redact` (the Node layer's secret redactor) runs on a rejected value's repr before it is cut.
 */
export function validateMetricResult(result: unknown, specs: readonly MetricOutputSpec[], redact?: (text: string) => string): ValidationOutcome {
  if (result === null || typeof result !== "object") return shapeError(`got ${result === null ? "null" : typeof result}`);
  const outputs = (result as { outputs?: unknown }).outputs;
  if (!Array.isArray(outputs)) return shapeError("'outputs' is not a list");
  const returned: Array<{ name: string; value: unknown }> = [];
  for (const [i, output] of (outputs as unknown[]).entries()) {
    if (output === null || typeof output !== "object" || typeof (output as { name?: unknown }).name !== "string") {
      return shapeError(`outputs[${i}] has no string 'name'`);
    }
    returned.push({ name: (output as { name: string }).name, value: (output as { value?: unknown }).value });
  }
  const names = returned.map((o) => o.name);
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  const duplicates = [...counts].filter(([, n]) => n > 1).map(([name]) => name).sort(compareCodePoints);
  if (duplicates.length > 0) return { ok: false, message: `Duplicate metric output names: ${pyStrList(duplicates)}` };
  const declared = specs.map((s) => s.name);
  const missing = declared.filter((name) => !counts.has(name));
  if (missing.length > 0) return { ok: false, message: `Missing declared metric outputs: ${pyStrList(missing)}` };
  const declaredSet = new Set(declared);
  const undeclared = names.filter((name) => !declaredSet.has(name));
  if (undeclared.length > 0) return { ok: false, message: `Undeclared metric outputs: ${pyStrList(undeclared)}` };
  const specByName = new Map(specs.map((s) => [s.name, s]));
  const coerced = new Map<string, CoercedValue>();
  for (const output of returned) {
    const spec = specByName.get(output.name) as MetricOutputSpec;
    const result = coerceValue(spec, output.value);
    if (!result.ok) return { ok: false, message: `Invalid value for metric output ${pyStrRepr(output.name)} (${spec.kind}): ${coercionDetail(result, output.value, redact)}` };
    coerced.set(output.name, result.value);
  }
  return { ok: true, outputs: specs.map((s) => ({ name: s.name, value: coerced.get(s.name) as CoercedValue })) };
}
