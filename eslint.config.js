import js from "@eslint/js";
import tseslint from "typescript-eslint";

/**
 * The rooms of src/ and the arrows allowed between them (docs/architecture.md draws the map).
 * - pure: takes data and returns data; no IO, environment, clock or randomness.
 * - node: the shared Node layer (files, run reading and evaluation, judge set-up, providers, plug-ins).
 * - the adapters stand side by side on the node layer: the CLI, the Action (which uses the GitHub
 *   adapter) and the testing kit; none imports another, except the Action the GitHub adapter.
 */
const ROOMS = {
  pure: ["core", "metrics", "judge", "report", "diff", "trials", "graders"],
  node: ["node", "providers", "plugins"],
  cli: ["cli"],
  action: ["action"],
  github: ["github"],
  testing: ["testing"],
};
const filesOf = (rooms) => rooms.map((room) => `src/${room}/**/*.ts`);
const importsOf = (rooms) => rooms.flatMap((room) => [`**/${room}/*`, `**/${room}`]).concat(rooms.map((room) => `./${room}/*`));
const ADAPTERS = ["cli", "action", "github", "testing"];

/** A no-restricted-imports rule forbidding `rooms` to the files of `room`. */
function boundary(files, rooms, message, extraPatterns = []) {
  return {
    files,
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: importsOf(rooms), message }, ...extraPatterns] }],
    },
  };
}

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
  // The pure core takes data and returns data: no IO, no environment, no clock.
  boundary(filesOf(ROOMS.pure), [...ROOMS.node, ...ADAPTERS], "The pure core must not import the Node layer or an adapter: take data in, return data.", [
    { group: ["@actions/*"], message: "The pure core must not depend on the Actions toolkit." },
    {
      group: ["node:fs", "node:fs/*", "fs", "fs/*", "node:child_process", "child_process", "node:http", "node:https", "node:net", "node:os", "os"],
      message: "The pure core does no IO: take data in, return data.",
    },
  ]),
  {
    files: filesOf(ROOMS.pure),
    rules: {
      "no-restricted-globals": ["error", { name: "process", message: "No process.env or process state in the pure core." }, { name: "fetch", message: "No network in the pure core." }],
      "no-restricted-properties": [
        "error",
        { object: "Date", property: "now", message: "No clock in the pure core: pass timestamps in." },
        { object: "Math", property: "random", message: "The pure core is deterministic." },
      ],
      "no-restricted-syntax": ["error", { selector: "NewExpression[callee.name='Date']", message: "No clock in the pure core: pass timestamps in." }],
    },
  },
  // The shared Node layer serves every adapter and imports none of them.
  boundary(filesOf(ROOMS.node), ADAPTERS, "The Node layer must not import an adapter (cli, action, github, testing): adapters stand on it.", [
    { group: ["@actions/*"], message: "Only the Action and the GitHub adapter use the Actions toolkit." },
  ]),
  boundary(filesOf(ROOMS.cli), ["action", "github", "testing"], "The CLI stands beside the Action, the GitHub adapter and the testing kit: share code through src/node.", [
    { group: ["@actions/*"], message: "Only the Action and the GitHub adapter use the Actions toolkit." },
  ]),
  boundary(filesOf(ROOMS.action), ["cli", "testing"], "The Action stands beside the CLI and the testing kit: share code through src/node."),
  boundary(filesOf(ROOMS.github), ["cli", "action", "testing"], "The GitHub adapter serves the Action and imports no other adapter: share code through src/node."),
  boundary(filesOf(ROOMS.testing), ["cli", "action", "github"], "The testing kit stands beside the CLI and the Action: share code through src/node.", [
    { group: ["@actions/*"], message: "Only the Action and the GitHub adapter use the Actions toolkit." },
  ]),
  // The Action's steps return data; one function tells the runner its outputs and failure.
  {
    files: [...filesOf(ROOMS.action), ...filesOf(ROOMS.github)],
    ignores: ["src/action/steps/conclude.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["setOutput", "setFailed"].map((property) => ({ object: "core", property, message: "Return it from the step: settle() in src/action/steps/conclude.ts sets outputs and fails the step." })),
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='@actions/core'] ImportSpecifier[imported.name=/^(setOutput|setFailed)$/]",
          message: "Return it from the step: settle() in src/action/steps/conclude.ts sets outputs and fails the step.",
        },
      ],
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
