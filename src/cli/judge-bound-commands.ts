/**
 * The evaluation commands that need the judge stack, the judge metrics, the probe templates
 * (nunjucks) or the text diff: verify, fixtures, ontology and export-thread. evaluation-commands.ts
 * imports this module when one of them runs, so `evaluate` with deterministic metrics loads none
 * of it; one module for the four keeps the bundle's chunks few.
 */
export { verifyCommand } from "./verify-command.js";
export { checkFixtures, pruneFixtures } from "./fixtures-command.js";
export { consolidateCommand } from "./ontology-command.js";
export { exportThreadCommand } from "./export-thread-command.js";
