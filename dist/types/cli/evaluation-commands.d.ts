/**
 * The commands that evaluate runs or read their reports (evaluate, verify, metrics, fixtures,
 * ontology, export, export-thread), imported by their actions as one module. They share the
 * evaluation code, and every chunk file the bundle loads costs start-up time of its own (measured:
 * `evaluate` loaded 40 files with a chunk per command, 29 with this group, and started ~12% faster):
 * one group gives them fewer, larger chunks. The commands with heavy code of their own (diff,
 * grade, rubrics) stay apart.
 */
export { evaluateCommand } from "./evaluate-command.js";
export { verifyCommand } from "./verify-command.js";
export { metricsCommand } from "./metrics-command.js";
export { checkFixtures, pruneFixtures } from "./fixtures-command.js";
export { consolidateCommand } from "./ontology-command.js";
export { exportCommand } from "./export-command.js";
export { exportThreadCommand } from "./export-thread-command.js";
export { defaultNgramTablesDir } from "../node/ngram-tables.js";
