import { type CoercedValue } from "./coerce.js";
import type { MetricOutputSpec } from "./contract.js";
export interface ValidatedOutput {
    readonly name: string;
    readonly value: CoercedValue;
}
export type ValidationOutcome = {
    readonly ok: true;
    readonly outputs: readonly ValidatedOutput[];
} | {
    readonly ok: false;
    readonly message: string;
};
/**
 * Validates and coerces a metric's result against its output specs. Outputs come back in spec order.
 * `redact` (the Node layer's secret redactor) runs on a rejected value's repr before it is cut.
 */
export declare function validateMetricResult(result: unknown, specs: readonly MetricOutputSpec[], redact?: (text: string) => string): ValidationOutcome;
