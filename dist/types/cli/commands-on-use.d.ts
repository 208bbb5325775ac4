/**
 * The evaluation commands `evaluate` does not need: verify, fixtures, ontology and export-thread
 * bring the judge stack, the judge metrics, the probe templates (nunjucks) or the text diff, and
 * export the report loader with its trial-report schemas. evaluation-commands.ts imports this
 * module when one of them runs, so `evaluate` loads none of it; one module for all of them keeps
 * the bundle's chunks few.
 */
export { verifyCommand } from "./verify-command.js";
export { checkFixtures, pruneFixtures } from "./fixtures-command.js";
export { consolidateCommand } from "./ontology-command.js";
export { exportCommand } from "./export-command.js";
export { exportThreadCommand } from "./export-thread-command.js";
