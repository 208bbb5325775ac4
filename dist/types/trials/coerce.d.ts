/**
 * NeMo's `coerce_output`: each value is validated against its declared type by pydantic v2 in lax
 * mode (openjudge-nemo-semantics.md, "Coercion"; the cases below were checked against
 * pydantic 2.13 / pydantic-core 2.46 and are pinned in tests/trials/coerce.test.ts).
 *
 * JavaScript has one number type, so a JS `number` is treated as a Python float (`1e20` fails as a
 * discrete score with int_parsing_size, as the float does in NeMo) and a `bigint` as a Python int
 * (any size passes). The error texts are pydantic's.
 */
import type { MetricOutputSpec } from "./contract.js";
export type CoercedValue = number | boolean | string | Readonly<Record<string, unknown>> | readonly unknown[] | null;
export type CoerceResult = {
    readonly ok: true;
    readonly value: CoercedValue;
} | {
    readonly ok: false;
    readonly type: string;
    readonly message: string;
};
/**
 * A string holding a lone surrogate (JSON's `"\ud800"`, which `json.loads` keeps, or a metric's JS
 * string): pydantic-core reads a str as UTF-8 before parsing a number or a bool from it, and fails
 * with `string_unicode` before any parsing (a `str` field takes it as it is; pydantic 2.13.4).
 */
export declare function hasLoneSurrogate(text: string): boolean;
/** `ContinuousScore` (RootModel[float]). */
export declare function coerceContinuous(value: unknown): CoerceResult;
/** `DiscreteScore` (RootModel[int]). */
export declare function coerceDiscrete(value: unknown): CoerceResult;
/** `BooleanValue` (RootModel[bool]). */
export declare function coerceBoolean(value: unknown): CoerceResult;
/** `Label` (RootModel[str]): strings only. */
export declare function coerceLabel(value: unknown): CoerceResult;
/** Coerces one output value to its spec's type. */
export declare function coerceValue(spec: MetricOutputSpec, raw: unknown): CoerceResult;
/**
 * pydantic-core's `input_value` in an error: the repr, cut when it is longer than 50 UTF-8 bytes to
 * its first 25 bytes and its last 24, each cut moved to a character boundary (the first back, the
 * last forward), joined by `...` (pydantic 2.13.4: `'xxxxxxxxxxxxxxxxxxxxxxxx...xxxxxxxxxxxxxxxxxxxxxxx'`).
 */
export declare function pydanticInputValue(repr: string): string;
/**
 * The pydantic-style detail of a failed coercion: `<message> [type=..., input_value=..., input_type=...]`.
 * `redact` runs on the whole repr before it is cut: a secret cut in two would escape a later redaction.
 */
export declare function coercionDetail(result: Extract<CoerceResult, {
    ok: false;
}>, value: unknown, redact?: (text: string) => string): string;
