/**
 * Rendering of the nunjucks templates in templates/ (judge prompts, PR comment). Templates are
 * imported as text, so rendering is pure: no loader touches the file system. Undefined variables
 * are errors, and nothing is HTML-escaped (prompts and Markdown are not HTML).
 */
import nunjucks from "nunjucks";

const environment = new nunjucks.Environment(null, { autoescape: false, throwOnUndefined: true });

export interface RenderOptions {
  /** Template file name, for error messages. */
  readonly name: string;
  /** Strip leading/trailing whitespace of the result (prompts do, like upstream's renderer). */
  readonly strip?: boolean;
}

export function renderTemplate(source: string, variables: Readonly<Record<string, unknown>>, options: RenderOptions): string {
  let text: string;
  try {
    text = environment.renderString(source, { ...variables });
  } catch (error) {
    throw new Error(`template ${options.name}: ${(error as Error).message}`, { cause: error });
  }
  return options.strip === true ? text.trim() : text;
}
