/**
 * The commands that evaluate runs or read their reports (evaluate, verify, metrics, fixtures,
 * ontology, export, export-thread), imported by their actions as one module. They share the
 * evaluation code, and every chunk file the bundle loads costs start-up time of its own (measured:
 * `evaluate` loaded 40 files with a chunk per command, 29 with this group, and started ~12% faster):
 * one group gives them fewer, larger chunks. The commands with heavy code of their own (diff,
 * grade, rubrics) stay apart.
 *
 * verify, fixtures, ontology, export and export-thread need the judge stack, the judge metrics, the
 * probe templates (nunjucks), the text diff or the report loader, which `evaluate` with
 * deterministic metrics never does: the wrappers below import them (commands-on-use.ts) when one
 * of them runs.
 */
import type * as FixturesCommand from "./fixtures-command.js";
import type * as OntologyCommand from "./ontology-command.js";
import type * as ExportCommand from "./export-command.js";
import type * as ExportThreadCommand from "./export-thread-command.js";
import type * as VerifyCommand from "./verify-command.js";
export { evaluateCommand } from "./evaluate-command.js";
export { metricsCommand } from "./metrics-command.js";
export { defaultNgramTablesDir } from "../node/ngram-tables.js";
export declare function verifyCommand(...args: Parameters<typeof VerifyCommand.verifyCommand>): ReturnType<typeof VerifyCommand.verifyCommand>;
export declare function checkFixtures(...args: Parameters<typeof FixturesCommand.checkFixtures>): ReturnType<typeof FixturesCommand.checkFixtures>;
export declare function pruneFixtures(...args: Parameters<typeof FixturesCommand.pruneFixtures>): ReturnType<typeof FixturesCommand.pruneFixtures>;
export declare function consolidateCommand(...args: Parameters<typeof OntologyCommand.consolidateCommand>): ReturnType<typeof OntologyCommand.consolidateCommand>;
export declare function exportCommand(...args: Parameters<typeof ExportCommand.exportCommand>): ReturnType<typeof ExportCommand.exportCommand>;
export declare function exportThreadCommand(...args: Parameters<typeof ExportThreadCommand.exportThreadCommand>): ReturnType<typeof ExportThreadCommand.exportThreadCommand>;
