// Regenerates the README's Inputs and Outputs tables from action.yml (between the api markers).
// `node scripts/update-readme.mjs --check` fails when the README is out of date (a test runs it).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// Escape table pipes everywhere, and angle brackets outside code spans (GitHub would drop them as HTML).
const cell = (text) =>
  String(text ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\|/g, "\\|")
    .split("`")
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/</g, "&lt;").replace(/>/g, "&gt;")))
    .join("`");

export function actionTables(actionYaml) {
  const action = parse(actionYaml);
  const inputs = Object.entries(action.inputs ?? {}).map(
    ([name, spec]) => `| \`${name}\` | ${spec.required === true ? "yes" : "no"} | ${spec.default === undefined || spec.default === "" ? "" : `\`${cell(spec.default)}\``} | ${cell(spec.description)} |`,
  );
  const outputs = Object.entries(action.outputs ?? {}).map(([name, spec]) => `| \`${name}\` | ${cell(spec.description)} |`);
  return {
    inputs: ["| input | required | default | description |", "|---|---|---|---|", ...inputs].join("\n"),
    outputs: ["| output | description |", "|---|---|", ...outputs].join("\n"),
  };
}

function replaceBlock(text, name, body) {
  const start = `<!-- api-${name}-start -->`;
  const end = `<!-- api-${name}-end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to === -1) throw new Error(`README.md lacks the ${start} … ${end} markers`);
  return `${text.slice(0, from + start.length)}\n${body}\n${text.slice(to)}`;
}

export function updatedReadme(readme, actionYaml) {
  const tables = actionTables(actionYaml);
  return replaceBlock(replaceBlock(readme, "inputs", tables.inputs), "outputs", tables.outputs);
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const readmePath = path.join(root, "README.md");
  const readme = readFileSync(readmePath, "utf8");
  const next = updatedReadme(readme, readFileSync(path.join(root, "action.yml"), "utf8"));
  if (process.argv.includes("--check")) {
    if (next !== readme) {
      console.error("README.md inputs/outputs tables are out of date with action.yml: run node scripts/update-readme.mjs");
      process.exit(1);
    }
  } else writeFileSync(readmePath, next);
}
