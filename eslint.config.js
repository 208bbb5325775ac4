import js from "@eslint/js";
import tseslint from "typescript-eslint";

const PURE_FOLDERS = ["src/core/**/*.ts", "src/metrics/**/*.ts", "src/judge/**/*.ts", "src/report/**/*.ts", "src/diff/**/*.ts"];

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "coverage/**", "examples/**/*.jsonl", "bench/.data/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      eqeqeq: ["error", "always"],
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/switch-exhaustiveness-check": "error",
      "@typescript-eslint/prefer-nullish-coalescing": "error",
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // The pure core takes data and returns data: no IO, no environment, no clock.
    files: PURE_FOLDERS,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@actions/*"], message: "The pure core must not depend on the Actions toolkit." },
            { group: ["node:fs", "node:fs/*", "fs", "fs/*", "node:child_process", "child_process", "node:http", "node:https", "node:net"], message: "The pure core does no IO: take data in, return data." },
            { group: ["../cli/*", "../github/*", "../../cli/*", "../../github/*"], message: "The core must not import the IO adapters." },
          ],
        },
      ],
      "no-restricted-globals": ["error", { name: "process", message: "No process.env or process state in the pure core." }, { name: "fetch", message: "No network in the pure core." }],
      "no-restricted-properties": [
        "error",
        { object: "Date", property: "now", message: "No clock in the pure core: pass timestamps in." },
        { object: "Math", property: "random", message: "The pure core is deterministic." },
      ],
      "no-restricted-syntax": ["error", { selector: "NewExpression[callee.name='Date']", message: "No clock in the pure core: pass timestamps in." }],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["scripts/**", "bench/**"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
);
