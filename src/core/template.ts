/**
 * Rendering of the nunjucks templates in templates/ (judge prompts, PR comment). Templates are
 * imported as text, so rendering is pure: no loader touches the file system. Undefined variables
 * are errors, and nothing is HTML-escaped (prompts and Markdown are not HTML).
 */
import nunjucks from "nunjucks";

const environment = new nunjucks.Environment(null, { autoescape: false, throwOnUndefined: true });

/**
 * `{{ item.inputs.constructor }}` on a dict without that key is undefined (an error here, as every
 * undefined variable), as in Jinja, not Object.prototype's constructor rendered as a function:
 * a plain object (data read from a dataset, a report, a config) has its own keys only. Other
 * values (arrays, strings, class instances) keep nunjucks' lookup (`list.length`).
 */
const runtime = (nunjucks as unknown as { runtime: { memberLookup: (obj: unknown, key: unknown) => unknown } }).runtime;
const nunjucksMemberLookup = runtime.memberLookup;
runtime.memberLookup = (obj: unknown, key: unknown): unknown => {
  if (obj !== null && typeof obj === "object" && typeof key === "string" && !Object.hasOwn(obj, key)) {
    const proto = Object.getPrototypeOf(obj) as unknown;
    if (proto === Object.prototype || proto === null) return undefined;
  }
  return nunjucksMemberLookup(obj, key);
};

// renderString compiles the template on every call; a judge metric renders one per round.
const compiled = new Map<string, nunjucks.Template>();

function templateFor(source: string, name: string): nunjucks.Template {
  let template = compiled.get(source);
  if (template === undefined) {
    template = new nunjucks.Template(source, environment, name, true);
    compiled.set(source, template);
  }
  return template;
}

export interface RenderOptions {
  /** Template file name, for error messages. */
  readonly name: string;
  /** Strip leading/trailing whitespace of the result (prompts do, like upstream's renderer). */
  readonly strip?: boolean;
}

export function renderTemplate(source: string, variables: Readonly<Record<string, unknown>>, options: RenderOptions): string {
  let text: string;
  try {
    text = templateFor(source, options.name).render({ ...variables });
  } catch (error) {
    throw new Error(`template ${options.name}: ${(error as Error).message}`, { cause: error });
  }
  return options.strip === true ? text.trim() : text;
}
