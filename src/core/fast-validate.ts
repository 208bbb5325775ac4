/**
 * Plain-JavaScript validators generated from zod schemas, for the hot path of the event-log reader.
 * Validating ~90% LLM/tool traffic lines through zod's general machinery cost a third of the
 * evaluation time, and a tree of small closures still cost a third of JSON.parse; so each schema
 * becomes one straight-line function (field reads, typeof tests, loops) that V8 optimises as a
 * whole. A generated check accepts exactly what the zod schema accepts (a test compares them on
 * valid and mutated events) and fills in defaults in place; when it rejects, the caller
 * re-validates with zod to get zod's precise, field-naming error.
 *
 * The checkers are written once, as TypeScript source, by scripts/generate-event-checks.ts into
 * src/core/generated/event-checks.ts: an evaluation neither loads zod on its common path nor
 * compiles code at run time (both cost milliseconds in every process and evaluation thread). A
 * test regenerates the module and fails when the committed one differs. Schema constructs the
 * generator does not know stop the generation, naming the event type.
 */
import type { z } from "zod";

/** A zod schema's definition, as zod 4 keeps it (`schema._zod.def`). */
export interface Def {
  readonly type: string;
  readonly [key: string]: unknown;
}

export function defOf(schema: unknown): Def {
  return (schema as { _zod: { def: Def } })._zod.def;
}

class Unsupported extends Error {}

/** A custom predicate the generated code calls: imported by `name` from `from` (relative to the generated module). */
export interface PredicateImport {
  readonly fn: unknown;
  readonly name: string;
  readonly from: string;
}

/** The names, module-level constants and helper functions (one per union member) of the module being written. */
class CodeWriter {
  /** Module-level declarations (constants, then helpers), in the order they were made. */
  readonly declarations: string[] = [];
  readonly usedPredicates = new Set<PredicateImport>();
  private names = 0;

  constructor(private readonly predicates: readonly PredicateImport[]) {}

  fresh(prefix: string): string {
    this.names += 1;
    return `${prefix}${this.names}`;
  }

  /** A module-level constant holding `code`, by name. */
  constant(prefix: string, code: string): string {
    const name = this.fresh(prefix);
    this.declarations.push(`const ${name} = ${code};`);
    return name;
  }

  predicate(fn: unknown): string {
    const known = this.predicates.find((p) => p.fn === fn);
    if (known === undefined) throw new Unsupported("a custom predicate not listed for the generator");
    this.usedPredicates.add(known);
    return known.name;
  }
}

/** A JavaScript literal for `value` when it has an exact one (strings, finite numbers, booleans, null). */
function literal(value: unknown): string | undefined {
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" && Number.isFinite(value) && !Object.is(value, -0)) return String(value);
  return undefined;
}

/** True when `value` is plain JSON that its JSON text, as a JavaScript expression, rebuilds exactly (a fresh copy). */
function isPlainJson(value: unknown): boolean {
  if (literal(value) !== undefined) return true;
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value !== "object" || value === null || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.entries(value).every(([key, item]) => key !== "__proto__" && isPlainJson(item));
}

function oneOf(values: readonly unknown[], expr: string, out: CodeWriter): string {
  const literals = values.map(literal);
  if (literals.some((l) => l === undefined)) throw new Unsupported("a literal or enum member without an exact JavaScript literal");
  if (values.length > 0 && values.length <= 8) return `(${literals.map((l) => `${expr} === ${l as string}`).join(" || ")})`;
  return `${out.constant("values", `[${literals.join(", ")}]`)}.includes(${expr})`;
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
      if (Array.isArray(defOf(def.keyType).checks) && (defOf(def.keyType).checks as unknown[]).length > 0) throw new Unsupported("record key checks");
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
      return fail(`${out.predicate(def.fn)}(${expr}) === true`);
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
      // a missing field takes a fresh copy of the default, in place (what zod's output would hold):
      // the default's JSON text is an expression that builds a new value each time
      const fallback = fieldDef.defaultValue;
      if (!isPlainJson(fallback)) throw new Unsupported("a default that is not plain JSON");
      lines.push(`${indent}let ${field} = ${property};`, `${indent}if (${field} === undefined) { ${field} = ${JSON.stringify(fallback)}; ${property} = ${field}; }`);
      lines.push(...statements(fieldDef.innerType, field, out, indent));
    } else {
      lines.push(`${indent}const ${field} = ${property};`, ...statements(fieldSchema, field, out, indent));
    }
  }
  if (catchall === "never") {
    const key = out.fresh("k");
    const known = Object.keys(shape);
    const isKnown =
      known.length <= 16 ? known.map((k) => `${key} === ${JSON.stringify(k)}`).join(" || ") || "false" : `${out.constant("known", `new Set([${known.map((k) => JSON.stringify(k)).join(", ")}])`)}.has(${key})`;
    lines.push(`${indent}for (const ${key} of Object.keys(${expr})) if (!(${isKnown})) return false;`);
  }
  return lines;
}

/** A function `name(v)` checking `schema` (statements, then `return true`). */
function checkFunction(name: string, schema: unknown, out: CodeWriter): string {
  const body = statements(schema, "v", out, "  ");
  return `function ${name}(v: any): boolean {\n${body.join("\n")}\n  return true;\n}`;
}

/** A named helper function checking `schema`, for union members. */
function helper(schema: unknown, out: CodeWriter): string {
  const name = out.fresh("member");
  out.declarations.push(checkFunction(name, schema, out));
  return name;
}

export interface ChecksModuleSpec {
  /** The schemas to compile, by key (an event type): the module maps each key to its checker. */
  readonly schemas: Readonly<Record<string, z.ZodType>>;
  /** The custom (`z.custom`) predicates the schemas use, imported by the generated module. */
  readonly predicates: readonly PredicateImport[];
  /** The exported map's name. */
  readonly exportName: string;
  /** Comment lines for the module's header: what generated it, from what. */
  readonly header: readonly string[];
}

/**
 * The TypeScript source of a module exporting one straight-line checker per schema, as a
 * `ReadonlyMap<string, (value: unknown) => boolean>` named `spec.exportName`. Deterministic: the
 * same schemas give the same bytes. Throws, naming the key, when a schema uses a construct the
 * generator does not know.
 */
export function fastChecksModule(spec: ChecksModuleSpec): string {
  const out = new CodeWriter(spec.predicates);
  const checks: [key: string, name: string][] = [];
  for (const [key, schema] of Object.entries(spec.schemas)) {
    const name = `check_${key.replace(/[^A-Za-z0-9_]/g, "_")}`;
    try {
      out.declarations.push(checkFunction(name, schema, out));
    } catch (error) {
      if (error instanceof Unsupported) throw new Error(`cannot generate a checker for ${key}: unsupported ${error.message}`, { cause: error });
      throw error;
    }
    checks.push([key, name]);
  }
  const imports = [...out.usedPredicates].map((p) => `import { ${p.name} } from ${JSON.stringify(p.from)};`);
  return [
    ...spec.header.map((line) => `// ${line}`.trimEnd()),
    "/* eslint-disable */",
    ...imports,
    "",
    ...out.declarations.flatMap((declaration) => [declaration, ""]),
    "/** The checker of each key: true when the value is valid (defaults of missing fields are filled in place). */",
    `export const ${spec.exportName}: ReadonlyMap<string, (value: unknown) => boolean> = new Map<string, (value: unknown) => boolean>([`,
    ...checks.map(([key, name]) => `  [${JSON.stringify(key)}, ${name}],`),
    "]);",
    "",
  ].join("\n");
}
