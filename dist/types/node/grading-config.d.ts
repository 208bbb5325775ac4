import { InputError } from "../core/errors.js";
import { type OpenJudgeConfig } from "../graders/config.js";
import type { GraderFactory } from "../graders/params.js";
import { type GradingPlan } from "../graders/run-graders.js";
export interface ParsedYaml {
    readonly value: unknown;
    /** The 1-based line of a field path (`graders.x.params`), when the file has it. */
    readonly lineOf: (field: string) => number | undefined;
}
/**
 * Parses YAML text; a syntax error names the file and line, an alias bomb the file. Numbers are
 * PyYAML's (see pyYamlScalarTags): a whole float is a `PyFloat` and an int beyond 2^53 a `bigint`,
 * so a value that reaches Python-visible output (an OpenJudge template variable, a test case)
 * prints as upstream prints it; typed fields read them through `plainNumbers`.
 */
export declare function parseYamlText(text: string, file: string): ParsedYaml;
export interface LoadedOpenJudge {
    readonly config: OpenJudgeConfig;
    readonly plan: GradingPlan;
    /** The whole parsed file (the trial config reads its own keys from it). */
    readonly raw: unknown;
}
/** An input error at a config field: `file:line: field 'x': problem` (the line when the field has one). */
export declare function configFieldError(file: string, lineOf: ParsedYaml["lineOf"], field: string, problem: string): InputError;
/**
 * A config file's bytes as text, refusing bytes that are not UTF-8 (an InputError naming the file,
 * line and byte offset) rather than reading them as U+FFFD, which would change the strings
 * graders compare; PyYAML (strict UTF-8 decoding) refuses them too.
 */
export declare function decodeConfigText(bytes: Buffer, file: string): string;
/** Imports a config's module (resolved against baseDir); a module that fails to load is an InputError at `where`. */
export declare function importConfigModule(specifier: string, baseDir: string, where: string): Promise<Record<string, unknown>>;
/** Builds the grading plan from an already-parsed config object (the grade command's file). */
export declare function prepareOpenJudge(raw: unknown, file: string, lineOf?: ParsedYaml["lineOf"], factories?: Readonly<Record<string, GraderFactory>>): Promise<LoadedOpenJudge>;
/** Reads a grading config file (YAML or JSON) and builds its OpenJudge plan. */
export declare function loadOpenJudgeConfig(file: string, factories?: Readonly<Record<string, GraderFactory>>): Promise<LoadedOpenJudge>;
