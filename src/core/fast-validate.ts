/**
 * Plain-JavaScript validators compiled from zod schemas, for the hot path of the event-log reader.
 * Validating ~90% LLM/tool traffic lines through zod's general machinery cost a third of the
 * evaluation time, and a tree of small closures still cost a third of JSON.parse; so each schema
 * becomes one generated, straight-line function (field reads, typeof tests, loops) that V8
 * optimises as a whole. A compiled check accepts exactly what the zod schema accepts (a test
 * compares them on valid and mutated events) and fills in defaults in place; when it rejects, the
 * caller re-validates with zod to get zod's precise, field-naming error. Schema constructs the
 * compiler does not know make it return undefined, and the caller then always uses zod.
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

class Unsupported extends Error {}

/**
 * Values the generated code cannot spell as literals (custom predicates, default values, enum
 * members that are not JSON), passed to it as the `bound` array.
 */
class CodeWriter {
  readonly bound: unknown[] = [];
  /** Helper functions (one per union member), declared before the main function. */
  readonly helpers: string[] = [];
  private names = 0;

  fresh(prefix: string): string {
    this.names += 1;
    return `${prefix}${this.names}`;
  }

  bind(value: unknown): string {
    this.bound.push(value);
    return `bound[${this.bound.length - 1}]`;
  }
}

/** A JavaScript literal for `value` when it has an exact one (strings, finite numbers, booleans, null). */
function literal(value: unknown): string | undefined {
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" && Number.isFinite(value) && !Object.is(value, -0)) return String(value);
  return undefined;
}

function oneOf(values: readonly unknown[], expr: string, out: CodeWriter): string {
  const literals = values.map(literal);
  if (values.length > 0 && values.length <= 8 && literals.every((l) => l !== undefined)) return `(${literals.map((l) => `${expr} === ${l}`).join(" || ")})`;
  return `${out.bind(values)}.includes(${expr})`;
}

function numberTest(def: Def, expr: string): string {
  const checks = (def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? [];
  const tests = [`typeof ${expr} === "number"`, `Number.isFinite(${expr})`];
  for (const check of checks) {
    const c = check._zod.def;
    if (c.check === "number_format" && c.format === "safeint") tests.push(`Number.isSafeInteger(${expr})`);
    else if (c.check === "greater_than" && typeof c.value === "number" && literal(c.value) !== undefined) tests.push(`${expr} ${c.inclusive === true ? ">=" : ">"} ${literal(c.value) as string}`);
    else if (c.check === "less_than" && typeof c.value === "number" && literal(c.value) !== undefined) tests.push(`${expr} ${c.inclusive === true ? "<=" : "<"} ${literal(c.value) as string}`);
    else throw new Unsupported(`number check ${String(c.check)}`);
  }
  return tests.join(" && ");
}

const PLAIN_OBJECT = (expr: string): string => `(typeof ${expr} === "object" && ${expr} !== null && !Array.isArray(${expr}))`;

/**
 * Statements that `return false` unless `expr` (a variable name) satisfies `schema`. Nested
 * values get their own `const` bindings, so every field is read once.
 */
function statements(schema: unknown, expr: string, out: CodeWriter, indent: string): string[] {
  const def = defOf(schema);
  const fail = (condition: string): string[] => [`${indent}if (!(${condition})) return false;`];
  switch (def.type) {
    case "string":
      if (Array.isArray(def.checks) && def.checks.length > 0) throw new Unsupported("string checks");
      return fail(`typeof ${expr} === "string"`);
    case "number":
      return fail(numberTest(def, expr));
    case "boolean":
      return fail(`typeof ${expr} === "boolean"`);
    case "unknown":
      return [];
    case "literal":
      return fail(oneOf(def.values as unknown[], expr, out));
    case "enum":
      return fail(oneOf(Object.values(def.entries as Record<string, unknown>), expr, out));
    case "nullable":
    case "optional": {
      const inner = statements(def.innerType, expr, out, `${indent}  `);
      if (inner.length === 0) return [];
      return [`${indent}if (${expr} !== ${def.type === "nullable" ? "null" : "undefined"}) {`, ...inner, `${indent}}`];
    }
    case "array": {
      if (Array.isArray(def.checks) && def.checks.length > 0) throw new Unsupported("array checks");
      const index = out.fresh("i");
      const element = out.fresh("e");
      const inner = statements(def.element, element, out, `${indent}  `);
      return [
        ...fail(`Array.isArray(${expr})`),
        ...(inner.length === 0 ? [] : [`${indent}for (let ${index} = 0; ${index} < ${expr}.length; ${index}++) {`, `${indent}  const ${element} = ${expr}[${index}];`, ...inner, `${indent}}`]),
      ];
    }
    case "record": {
      if (defOf(def.keyType).type !== "string") throw new Unsupported("record key type");
      const values = out.fresh("values");
      const index = out.fresh("i");
      const element = out.fresh("e");
      const inner = statements(def.valueType, element, out, `${indent}  `);
      return [
        ...fail(PLAIN_OBJECT(expr)),
        ...(inner.length === 0
          ? []
          : [
              `${indent}const ${values} = Object.values(${expr});`,
              `${indent}for (let ${index} = 0; ${index} < ${values}.length; ${index}++) {`,
              `${indent}  const ${element} = ${values}[${index}];`,
              ...inner,
              `${indent}}`,
            ]),
      ];
    }
    case "union": {
      // each member is tried in order on the same value, as zod does: a helper function per member
      const members = (def.options as unknown[]).map((option) => helper(option, out));
      return fail(members.map((name) => `${name}(${expr})`).join(" || "));
    }
    case "custom":
      return fail(`${out.bind(def.fn)}(${expr}) === true`);
    case "object":
      return objectStatements(def, expr, out, indent);
    default:
      throw new Unsupported(def.type);
  }
}

function objectStatements(def: Def, expr: string, out: CodeWriter, indent: string): string[] {
  const shape = def.shape as Record<string, unknown>;
  const catchall = def.catchall === undefined ? undefined : defOf(def.catchall).type;
  if (catchall !== undefined && catchall !== "never") throw new Unsupported(`object catchall ${catchall}`);
  const lines = [`${indent}if (!${PLAIN_OBJECT(expr)}) return false;`];
  for (const [key, fieldSchema] of Object.entries(shape)) {
    const field = out.fresh("f");
    const property = `${expr}[${JSON.stringify(key)}]`;
    const fieldDef = defOf(fieldSchema);
    if (fieldDef.type === "default") {
      // a missing field takes a fresh copy of the default, in place (what zod's output would hold)
      const fallback = literal(fieldDef.defaultValue) ?? `structuredClone(${out.bind(fieldDef.defaultValue)})`;
      lines.push(`${indent}let ${field} = ${property};`, `${indent}if (${field} === undefined) { ${field} = ${fallback}; ${property} = ${field}; }`);
      lines.push(...statements(fieldDef.innerType, field, out, indent));
    } else {
      lines.push(`${indent}const ${field} = ${property};`, ...statements(fieldSchema, field, out, indent));
    }
  }
  if (catchall === "never") {
    const key = out.fresh("k");
    const known = Object.keys(shape);
    const isKnown = known.length <= 16 ? known.map((k) => `${key} === ${JSON.stringify(k)}`).join(" || ") || "false" : `${out.bind(new Set(known))}.has(${key})`;
    lines.push(`${indent}for (const ${key} of Object.keys(${expr})) if (!(${isKnown})) return false;`);
  }
  return lines;
}

/** A named helper function checking `schema`, for union members. */
function helper(schema: unknown, out: CodeWriter): string {
  const name = out.fresh("member");
  const body = statements(schema, "v", out, "  ");
  out.helpers.push(`function ${name}(v) {\n${body.join("\n")}\n  return true;\n}`);
  return name;
}

function generate(schema: unknown): { source: string; bound: unknown[] } {
  const out = new CodeWriter();
  const body = statements(schema, "v", out, "  ");
  const source = `${out.helpers.join("\n")}\nreturn function check(v) {\n${body.join("\n")}\n  return true;\n};`;
  return { source, bound: out.bound };
}

/** A compiled validator for `schema`, or undefined when it uses constructs the compiler lacks. */
export function compileFastCheck(schema: z.ZodType): FastCheck | undefined {
  let generated: { source: string; bound: unknown[] };
  try {
    generated = generate(schema);
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
  // The source is built from the schema's structure only: keys and literals are JSON-escaped,
  // everything else (predicates, defaults) is passed in through `bound`, never spliced into code.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const make = new Function("bound", generated.source) as (bound: unknown[]) => FastCheck;
  return make(generated.bound);
}
