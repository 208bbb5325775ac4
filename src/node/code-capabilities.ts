/**
 * The IO behind SyntaxCheckGrader and CodeExecutionGrader (src/graders/code/): parsing source
 * texts and running programs.
 *
 * - Python syntax: `ast.parse` in a python3 child process (the interpreter found on PATH, resolved
 *   once); without python3 the check fails with an error saying so (a GraderError, not a score).
 * - JavaScript/TypeScript syntax: the TypeScript compiler's parser (syntactic diagnostics only),
 *   loaded lazily so it is not bundled.
 * - Running: each run gets a fresh temporary directory (removed afterwards) as its working
 *   directory and HOME, an environment with nothing but PATH/HOME/LANG and Python's I/O encoding
 *   and no-bytecode settings (no API keys), stdin from the test case, a timeout after which the
 *   process group is killed, and, where the machine allows it (`unshare -rn`, Linux user
 *   namespaces), no network at all. This is NOT a security sandbox: the code runs as the current
 *   user and can read what that user can read.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { CodeCapabilities, CodeLanguage, CodeRunResult, SyntaxProblem } from "../graders/code/capabilities.js";
import { PyError } from "../graders/py-format.js";

const load = createRequire(import.meta.url);
const OUTPUT_LIMIT = 1 << 20;

type TypeScriptModule = typeof import("typescript");
let typescript: TypeScriptModule | undefined;

function ts(): TypeScriptModule {
  if (typescript === undefined) {
    try {
      typescript = load("typescript") as TypeScriptModule;
    } catch (error) {
      throw new Error(`checking JavaScript/TypeScript needs the typescript package, which could not be loaded: ${(error as Error).message}`, { cause: error });
    }
  }
  return typescript;
}

let python: string | null | undefined;

/** The absolute path of python3 (so a minimal environment still finds it), or null when there is none. */
function pythonExecutable(): string | null {
  if (python === undefined) {
    const probe = spawnSync("python3", ["-c", "import sys; print(sys.executable)"], { encoding: "utf8", timeout: 10_000 });
    python = probe.status === 0 && probe.stdout.trim() !== "" ? probe.stdout.trim() : null;
  }
  return python;
}

let isolation: readonly string[] | undefined;

/** `unshare -rn` when it works here (a private network namespace with no interfaces but lo). */
function networkIsolation(): readonly string[] {
  if (isolation === undefined) {
    const probe = process.platform === "linux" ? spawnSync("unshare", ["-rn", "true"], { timeout: 5_000 }) : undefined;
    isolation = probe?.status === 0 ? ["unshare", "-rn"] : [];
  }
  return isolation;
}

/** Whether runs are cut off from the network on this machine (for metadata and docs). */
export function networkIsolated(): boolean {
  return networkIsolation().length > 0;
}

function runProcess(command: string, args: readonly string[], options: { cwd: string; stdin: string; timeoutMs: number; env: NodeJS.ProcessEnv }): Promise<CodeRunResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["pipe", "pipe", "pipe"], detached: true });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    let settled = false;
    const finish = (result: CodeRunResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    }, options.timeoutMs);
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      if (stdout.length < OUTPUT_LIMIT) stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      if (stderr.length < OUTPUT_LIMIT) stderr += chunk;
    });
    child.on("error", (error) => finish({ stdout, stderr, exitCode: null, timedOut: false, startError: error.message }));
    child.on("close", (code) => finish({ stdout, stderr, exitCode: timedOut ? null : code, timedOut }));
    child.stdin.on("error", () => undefined);
    child.stdin.end(options.stdin);
  });
}

/** The only environment a child sees: PATH to find interpreters, the run's directory as HOME, UTF-8 (no API keys). */
function childEnvironment(home: string): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? "", HOME: home, LANG: "C.UTF-8", PYTHONIOENCODING: "utf-8" };
}

/**
 * Each source through `ast.parse`, in one python3 process, in order (upstream parses the blocks one
 * by one). The sources go over stdin as JSON, so a lone surrogate reaches ast.parse as it is (and
 * raises Python's UnicodeEncodeError there, as upstream does) instead of becoming U+FFFD in UTF-8,
 * and a `\r` is not turned into `\n` by stdin's newline translation. A SyntaxError is the block's
 * problem; any other exception (UnicodeEncodeError, the parser's MemoryError, RecursionError)
 * escapes upstream's grader, so it is thrown here as that Python exception, with its `str(e)`.
 */
async function checkPython(sources: readonly string[]): Promise<Array<SyntaxProblem | null>> {
  const exe = pythonExecutable();
  if (exe === null) throw new Error("checking Python syntax needs python3 on PATH, and there is none on this machine");
  const script = [
    "import ast, json, sys",
    "out = []",
    "for src in json.loads(sys.stdin.read()):",
    "    try:",
    "        ast.parse(src)",
    "        out.append(None)",
    "    except SyntaxError as e:",
    "        out.append({'message': str(e), 'line': e.lineno, 'column': e.offset})",
    "    except Exception as e:",
    "        out.append({'raised': type(e).__name__, 'message': str(e)})",
    "        break",
    "print(json.dumps(out))",
  ].join("\n");
  const dir = await mkdtemp(path.join(os.tmpdir(), "agent-eval-syntax-"));
  try {
    const result = await runProcess(exe, ["-I", "-c", script], { cwd: dir, stdin: JSON.stringify(sources), timeoutMs: 60_000, env: childEnvironment(dir) });
    if (result.exitCode !== 0) throw new Error(`python3 could not check the syntax: ${result.startError ?? (result.timedOut ? "it took longer than 60 s" : result.stderr.trim())}`);
    const parsed = JSON.parse(result.stdout) as Array<{ message: string; line?: number | null; column?: number | null; raised?: string } | null>;
    return parsed.map((p) => {
      if (p === null) return null;
      if (p.raised !== undefined) throw new PyError(p.raised, p.message);
      return { message: p.message, ...(p.line === null || p.line === undefined ? {} : { line: p.line }), ...(p.column === null || p.column === undefined ? {} : { column: p.column }) };
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function checkScript(language: "javascript" | "typescript", source: string): SyntaxProblem | null {
  const t = ts();
  const file = t.createSourceFile(language === "typescript" ? "response.ts" : "response.js", source, t.ScriptTarget.Latest, false, language === "typescript" ? t.ScriptKind.TS : t.ScriptKind.JS);
  const diagnostics = (file as unknown as { parseDiagnostics?: readonly import("typescript").DiagnosticWithLocation[] }).parseDiagnostics ?? [];
  const first = diagnostics[0];
  if (first === undefined) return null;
  const { line, character } = file.getLineAndCharacterOfPosition(first.start);
  return { message: t.flattenDiagnosticMessageText(first.messageText, "\n"), line: line + 1, column: character + 1 };
}

async function run(language: CodeLanguage, source: string, stdin: string, timeoutMs: number): Promise<CodeRunResult> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "agent-eval-run-"));
  try {
    let command: string;
    let args: string[];
    if (language === "python") {
      const exe = pythonExecutable();
      if (exe === null) return { stdout: "", stderr: "", exitCode: null, timedOut: false, startError: "running Python needs python3 on PATH, and there is none on this machine" };
      await writeFile(path.join(dir, "main.py"), source);
      command = exe;
      args = ["-I", "main.py"];
    } else {
      const js = language === "typescript" ? ts().transpileModule(source, { compilerOptions: { module: ts().ModuleKind.ESNext, target: ts().ScriptTarget.ES2022 } }).outputText : source;
      await writeFile(path.join(dir, "main.mjs"), js);
      command = process.execPath;
      args = ["main.mjs"];
    }
    const [cmd, ...rest] = [...networkIsolation(), command, ...args];
    return await runProcess(cmd as string, rest, { cwd: dir, stdin, timeoutMs, env: { ...childEnvironment(dir), PYTHONDONTWRITEBYTECODE: "1" } });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The Node implementation of the code graders' capabilities. */
export const nodeCodeCapabilities: CodeCapabilities = {
  checkSyntax: (language, sources) => (language === "python" ? checkPython(sources) : Promise.resolve(sources.map((source) => checkScript(language, source)))),
  run,
};
