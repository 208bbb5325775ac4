/**
 * Plain-JavaScript validators compiled from zod schemas, for the hot path of the event-log reader.
 * Validating ~90% LLM/tool traffic lines through zod's general machinery cost a third of the
 * evaluation time. A compiled check accepts exactly what the zod schema accepts (a test compares
 * them on valid and mutated events) and fills in defaults in place; when it rejects, the caller
 * re-validates with zod to get zod's precise, field-naming error. Schema constructs the compiler
 * does not know make it return undefined, and the caller then always uses zod.
 */
import type { z } from "zod";

/** Returns true when `value` is valid; may fill in defaults of nested object fields in place. */
export type FastCheck = (value: unknown) => boolean;

interface Def {
  readonly type: string;
  readonly [key: string]: unknown;
}

function defOf(schema: unknown): Def {
  return (schema as { _zod: { def: Def } })._zod.def;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

class Unsupported extends Error {}

function compileNumber(def: Def): FastCheck {
  const checks = (def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? [];
  const tests: ((n: number) => boolean)[] = [];
  for (const check of checks) {
    const c = check._zod.def;
    if (c.check === "number_format" && c.format === "safeint") tests.push((n) => Number.isSafeInteger(n));
    else if (c.check === "greater_than" && typeof c.value === "number") {
      const bound = c.value;
      tests.push(c.inclusive === true ? (n) => n >= bound : (n) => n > bound);
    } else if (c.check === "less_than" && typeof c.value === "number") {
      const bound = c.value;
      tests.push(c.inclusive === true ? (n) => n <= bound : (n) => n < bound);
    } else throw new Unsupported(`number check ${String(c.check)}`);
  }
  return (value) => typeof value === "number" && Number.isFinite(value) && tests.every((test) => test(value));
}

function compile(schema: unknown): FastCheck {
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      if (Array.isArray(def.checks) && def.checks.length > 0) throw new Unsupported("string checks");
      return (value) => typeof value === "string";
    case "number":
      return compileNumber(def);
    case "boolean":
      return (value) => typeof value === "boolean";
    case "unknown":
      return () => true;
    case "literal": {
      const values = def.values as unknown[];
      return (value) => values.includes(value);
    }
    case "enum": {
      const values = Object.values(def.entries as Record<string, unknown>);
      return (value) => values.includes(value);
    }
    case "nullable": {
      const inner = compile(def.innerType);
      return (value) => value === null || inner(value);
    }
    case "optional": {
      const inner = compile(def.innerType);
      return (value) => value === undefined || inner(value);
    }
    case "array": {
      if (Array.isArray(def.checks) && def.checks.length > 0) throw new Unsupported("array checks");
      const element = compile(def.element);
      return (value) => Array.isArray(value) && value.every(element);
    }
    case "record": {
      if (defOf(def.keyType).type !== "string") throw new Unsupported("record key type");
      const valueCheck = compile(def.valueType);
      return (value) => isPlainObject(value) && Object.values(value).every(valueCheck);
    }
    case "union": {
      const options = (def.options as unknown[]).map(compile);
      return (value) => options.some((option) => option(value));
    }
    case "custom": {
      const fn = def.fn as (value: unknown) => unknown;
      return (value) => fn(value) === true;
    }
    case "object":
      return compileObject(def);
    default:
      throw new Unsupported(def.type);
  }
}

function compileObject(def: Def): FastCheck {
  const shape = def.shape as Record<string, unknown>;
  const catchall = def.catchall === undefined ? undefined : defOf(def.catchall).type;
  if (catchall !== undefined && catchall !== "never") throw new Unsupported(`object catchall ${catchall}`);
  const strict = catchall === "never";
  const fields = Object.entries(shape).map(([key, fieldSchema]) => {
    const fieldDef = defOf(fieldSchema);
    if (fieldDef.type === "default") {
      const inner = compile(fieldDef.innerType);
      const fallback = (): unknown => structuredClone(fieldDef.defaultValue);
      return { key, check: inner, fallback };
    }
    return { key, check: compile(fieldSchema), fallback: undefined };
  });
  const known = new Set(Object.keys(shape));
  return (value) => {
    if (!isPlainObject(value)) return false;
    for (const field of fields) {
      let fieldValue = value[field.key];
      if (fieldValue === undefined && field.fallback !== undefined) {
        fieldValue = field.fallback();
        value[field.key] = fieldValue;
      }
      if (!field.check(fieldValue)) return false;
    }
    if (strict) for (const key of Object.keys(value)) if (!known.has(key)) return false;
    return true;
  };
}

/** A compiled validator for `schema`, or undefined when it uses constructs the compiler lacks. */
export function compileFastCheck(schema: z.ZodType): FastCheck | undefined {
  try {
    return compile(schema);
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}
