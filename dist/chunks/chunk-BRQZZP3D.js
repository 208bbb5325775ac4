import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/graders/rubrics/iterative-defaults.ts
var ITERATIVE_DEFAULTS = {
  min_score: 0,
  max_score: 1,
  max_epochs: 5,
  batch_size: 10,
  min_increment_threshold: 2e-3,
  patience: 2,
  max_iterations: 50,
  max_total_rubrics: 200,
  query_specific_generate_number: 1,
  enable_categorization: false,
  categories_number: 5,
  max_retries: 2
};

export {
  ITERATIVE_DEFAULTS
};
