/**
 * Every `agent-eval …` command the user docs show (README.md and docs/*.md: fenced blocks, `run:`
 * lines of workflows, inline code) names a command that exists and only flags its `--help` lists;
 * every `npm run` script they name exists; every relative link leads to a file, and every `#anchor`
 * to a heading. Users copy these lines, so a renamed flag must fail here, not on their machine.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";
import { ROOT, allBlocks, userDocs } from "./markdown.js";

const COMMANDS = ["evaluate", "diff", "verify", "export", "export-thread", "fixtures check", "fixtures prune", "ontology consolidate", "metrics", "rubrics generate", "rubrics check", "grade"];
const GROUPS = new Set(["fixtures", "ontology", "rubrics"]);

interface Invocation {
  readonly where: string;
  readonly command: string;
  readonly flags: readonly string[];
}

/** `text` up to a shell comment, a pipe or a second command (a `|` inside `[…]` or `(…)` is the synopsis's "or"). */
function commandPart(text: string): string {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (depth <= 0 && /\s/.test(text[i - 1] ?? " ") && (c === "#" || c === ";" || (c === "|" && text[i + 1] === " ") || text.startsWith("&&", i))) return text.slice(0, i);
  }
  return text;
}

/** The command and flags of one command line (`text` starts at `agent-eval`'s subcommand). */
function invocation(where: string, text: string): Invocation {
  const words = text.split(/\s+/).filter((word) => word !== "");
  const first = words[0] ?? "";
  const command = GROUPS.has(first) ? `${first} ${words[1] ?? ""}` : first;
  const rest = commandPart(text);
  const flags = [...rest.matchAll(/(?:^|[\s[(])(--[a-z][a-z0-9-]*)/g)].map((m) => m[1] as string);
  return { where, command, flags };
}

const START = /(?:npx (?:--yes )?(?:github:[\w.-]+\/)?agent-eval(?:[@#][\w.-]+)?|^\s*(?:\$ )?agent-eval) +(?=[a-z])/;

function invocations(): Invocation[] {
  const found: Invocation[] = [];
  for (const block of allBlocks()) {
    if (!["sh", "console", "yaml", ""].includes(block.lang)) continue;
    const lines = block.text.split("\n");
    for (let i = 0; i < lines.length; i++) {
      const match = START.exec(lines[i] as string);
      if (match === null) continue;
      let text = (lines[i] as string).slice(match.index + match[0].length);
      // continuation: a trailing backslash, or (the README's synopsis) an indented `[…` line
      while (i + 1 < lines.length && (text.trimEnd().endsWith("\\") || /^\s+[[(]/.test(lines[i + 1] as string))) {
        text = `${text.trimEnd().replace(/\\$/, "")} ${lines[++i] as string}`;
      }
      found.push(invocation(`${block.file}:${block.line + 1 + i}`, text));
    }
  }
  for (const file of userDocs()) {
    const text = readFileSync(path.join(ROOT, file), "utf8").replace(/^([ \t]*)```[\s\S]*?^\1```/gm, "");
    for (const span of text.matchAll(/`((?:npx )?agent-eval [a-z][^`]*)`/g)) {
      found.push(invocation(`${file} (inline \`${span[1] as string}\`)`, (span[1] as string).replace(/^(npx )?agent-eval /, "")));
    }
  }
  return found;
}

async function helpFlags(command: string): Promise<Set<string>> {
  let help = "";
  await runCli([...command.split(" "), "--help"], { stdout: (text) => (help += text), stderr: () => undefined });
  return new Set([...help.matchAll(/^\s+(?:-\w, )?(--[a-z][a-z0-9-]*)/gm)].map((m) => m[1] as string));
}

describe("the commands the docs show", () => {
  const found = invocations();

  it("are found (the extraction itself works)", () => {
    expect(found.length).toBeGreaterThan(60);
    for (const command of COMMANDS) expect(found.some((i) => i.command === command), command).toBe(true);
  });

  it("name existing commands and only the flags each command's --help lists", async () => {
    const help = new Map<string, Set<string>>();
    for (const command of COMMANDS) help.set(command, await helpFlags(command));
    const wrong: string[] = [];
    for (const { where, command, flags } of found) {
      const known = help.get(command);
      if (known === undefined) {
        wrong.push(`${where}: no command 'agent-eval ${command}'`);
        continue;
      }
      for (const flag of flags) if (flag !== "--help" && !known.has(flag)) wrong.push(`${where}: 'agent-eval ${command}' has no flag ${flag}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("the npm scripts the docs name", () => {
  it("exist in package.json", () => {
    const scripts = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
    const named = userDocs().flatMap((file) => [...readFileSync(path.join(ROOT, file), "utf8").matchAll(/npm run ([a-z][\w:-]*)/g)].map((m) => ({ file, script: m[1] as string })));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter(({ script }) => !(script in scripts))).toEqual([]);
  });
});

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const withoutCode = markdown.replace(/^([ \t]*)```[\s\S]*?^\1```/gm, "");
  for (const heading of withoutCode.matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = (heading[1] as string)
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/ /g, "-");
    let unique = slug;
    for (let n = 1; anchors.has(unique); n++) unique = `${slug}-${n}`;
    anchors.add(unique);
  }
  return anchors;
}

describe("the links of the docs", () => {
  it("lead to files that exist and to headings that exist", () => {
    const broken: string[] = [];
    for (const file of userDocs()) {
      const markdown = readFileSync(path.join(ROOT, file), "utf8");
      const withoutCode = markdown.replace(/^([ \t]*)```[\s\S]*?^\1```/gm, "").replace(/`[^`\n]*`/g, "");
      for (const link of withoutCode.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = link[1] as string;
        if (/^[a-z]+:/.test(target)) continue; // https:, mailto:
        const [relative = "", anchor] = target.split("#");
        const resolved = relative === "" ? path.join(ROOT, file) : path.resolve(path.dirname(path.join(ROOT, file)), relative);
        if (!existsSync(resolved)) {
          broken.push(`${file}: ${target} (no such file)`);
          continue;
        }
        if (anchor !== undefined && resolved.endsWith(".md") && !anchorsOf(readFileSync(resolved, "utf8")).has(anchor)) broken.push(`${file}: ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe("the repository paths the docs name", () => {
  it("exist (`src/…`, `tests/…`, `scripts/…`, `bench/…`, `templates/…`, `examples/…` in code spans)", () => {
    const missing: string[] = [];
    for (const file of userDocs()) {
      const markdown = readFileSync(path.join(ROOT, file), "utf8");
      for (const span of markdown.matchAll(/`((?:src|tests|scripts|bench|templates|examples)\/[\w./-]*)`/g)) {
        const named = span[1] as string;
        if (named.startsWith("src/glossogen/")) continue; // GlossoGen's tree, not ours
        // writing-a-metric.md walks through examples/metric-package/ and names its files from there
        const bases = file === "docs/writing-a-metric.md" ? [ROOT, path.join(ROOT, "examples", "metric-package")] : [ROOT];
        if (!bases.some((base) => existsSync(path.join(base, named)))) missing.push(`${file}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
