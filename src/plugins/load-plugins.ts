/**
 * Metrics from other npm packages ("plug-ins"), with GlossoGen's registration rules (spec §8).
 *
 * A plug-in package declares its metrics in its package.json:
 *
 *   "agent-eval": {
 *     "metrics": {
 *       "word_count": "./dist/word-count.js",                 // module exporting `metric` or `default`
 *       "question_rate": "./dist/metrics.js#questionRate",    // a named export
 *       "py_word_count": { "command": ["python3", "word_count.py"] }   // an external command
 *     }
 *   }
 *
 * Which packages are plug-ins is explicit: `--plugin <name-or-path>` flags plus the `plugins` list in
 * the `agent-eval` block of the project's package.json (`pluginSpecs`). node_modules is never scanned.
 *
 * Rules, each logged with the reason: a declared name equal to a built-in (or to a GlossoGen
 * metric agent-eval cannot run) is refused and the built-in kept; a name declared twice keeps the
 * first declaration; an entry that cannot be imported, does not export a Metric, or whose metric
 * calls itself by another name is skipped. A broken plug-in never stops the others.
 */
import { describeJsonSyntaxError } from "../core/json-error.js";
import { access, realpath } from "node:fs/promises";
import { readRegularText } from "../node/files.js";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { InputError } from "../core/errors.js";
import type { Metric, MetricDirection, UnavailableMetric } from "../metrics/contract.js";
import { type MetricRegistry, builtinRegistry } from "../metrics/registry.js";
import { DEFAULT_TIMEOUT_SECONDS, externalCommandMetric } from "./external-command-metric.js";

/** A plug-in declaration that was not loaded. */
export interface SkippedPlugin {
  /** The metric name as declared, or the plug-in spec when the whole package failed. */
  readonly name: string;
  /** The plug-in as given (`--plugin` value or `plugins` entry). */
  readonly plugin: string;
  /** `metric`: one declared metric; `plugin`: the whole package (not found, bad package.json…). */
  readonly scope: "metric" | "plugin";
  readonly reason: string;
}

/** A plug-in package that was read, with the metrics it contributed. */
export interface LoadedPlugin {
  readonly spec: string;
  /** package.json `name` and `version` (for provenance). */
  readonly packageName: string;
  readonly packageVersion: string;
  readonly dir: string;
  readonly metrics: readonly string[];
}

export interface PluginLoadResult {
  /** Loaded metrics, in declaration order (plug-ins in the order given). */
  readonly metrics: Metric[];
  readonly skipped: SkippedPlugin[];
  readonly plugins: LoadedPlugin[];
}

export interface LoadPluginOptions {
  /** Where package names are resolved from (node_modules lookup) and relative paths are based. */
  readonly cwd: string;
  /** One warning line per refused or skipped declaration. */
  readonly log: (line: string) => void;
  /** The names plug-ins cannot take. Default: `builtinRegistry()` (runnable and unavailable built-ins). */
  readonly builtin?: MetricRegistry;
  /** Load only these declared names; other declarations are ignored (not reported as skipped). */
  readonly only?: readonly string[];
}

/** Metric names: usable in `--metrics a,b`, report keys and fixture directory names. */
const METRIC_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const PACKAGE_NAME = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i;

class PluginError extends Error {}

function errorMessage(error: unknown): string {
  // a JSON syntax error from V8 quotes the file; say where instead (see core/json-error.ts)
  const text = error instanceof SyntaxError ? describeJsonSyntaxError(error, "") : error instanceof Error ? error.message : String(error);
  const first = text.split("\n").find((line) => line.trim() !== "") ?? text;
  return first.length > 300 ? `${first.slice(0, 300)}…` : first;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

function isPathSpec(spec: string): boolean {
  return spec.startsWith(".") || path.isAbsolute(spec);
}

/** A `--plugin` value as pluginSpecs lists it (and skipped plug-ins name it): a path made absolute. */
export function pluginFlagSpec(flag: string, cwd: string): string {
  return isPathSpec(flag) ? path.resolve(cwd, flag) : flag;
}

/** The package directory of a spec: a path (`./x`, `/abs/x`, or its package.json), or a package name. */
async function resolvePluginDir(spec: string, cwd: string): Promise<string> {
  if (isPathSpec(spec)) {
    let dir = path.resolve(cwd, spec);
    if (path.basename(dir) === "package.json") dir = path.dirname(dir);
    if (!(await exists(path.join(dir, "package.json")))) throw new PluginError(`no package.json in ${dir}`);
    return realpath(dir);
  }
  if (!PACKAGE_NAME.test(spec)) throw new PluginError(`not a package name or a path (start a path with ./ or /)`);
  // Node's lookup for a bare name: node_modules of cwd and each parent directory
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", spec);
    if (await exists(path.join(candidate, "package.json"))) return realpath(candidate);
    if (path.dirname(dir) === dir) break;
  }
  throw new PluginError(`package not found in node_modules from ${cwd} (is it installed?)`);
}

async function readPackageJson(dir: string): Promise<Record<string, unknown>> {
  const file = path.join(dir, "package.json");
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readRegularText(file));
  } catch (error) {
    throw new PluginError(`cannot read ${file}: ${errorMessage(error)}`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new PluginError(`${file} is not a JSON object`);
  return parsed as Record<string, unknown>;
}

const DIRECTIONS: readonly unknown[] = ["higher", "lower", "none"] satisfies MetricDirection[];

function isDirection(value: unknown): value is MetricDirection {
  return DIRECTIONS.includes(value);
}

const METRIC_FIELDS = ["name", "version", "description", "unit", "notApplicableWhen"] as const;

/** Why `value` is not a Metric, or undefined when it is one. */
export function metricProblem(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return `exports ${value === null ? "null" : typeof value}, not a Metric object`;
  const candidate = value as Record<string, unknown>;
  const bad: string[] = METRIC_FIELDS.filter((field) => typeof candidate[field] !== "string");
  if (candidate.kind !== "deterministic" && candidate.kind !== "judge" && candidate.kind !== "probe") bad.push("kind (\"deterministic\", \"judge\" or \"probe\")");
  if (typeof candidate.compute !== "function") bad.push("compute()");
  if (candidate.readKeyedObservations !== undefined && typeof candidate.readKeyedObservations !== "function") bad.push("readKeyedObservations()");
  if (candidate.direction !== undefined && !isDirection(candidate.direction)) bad.push('direction ("higher", "lower" or "none")');
  if (candidate.fraction !== undefined && typeof candidate.fraction !== "boolean") bad.push("fraction (true or false)");
  for (const field of ["eventTypes", "toolNames"] as const) {
    const value = candidate[field];
    if (value !== undefined && !(Array.isArray(value) && value.every((item) => typeof item === "string"))) bad.push(`${field} (a list of strings)`);
  }
  return bad.length === 0 ? undefined : `not a Metric: missing or invalid ${bad.join(", ")}`;
}

async function importMetric(dir: string, target: string): Promise<Metric> {
  const hash = target.indexOf("#");
  const modulePath = hash === -1 ? target : target.slice(0, hash);
  const exportName = hash === -1 ? undefined : target.slice(hash + 1);
  const file = path.resolve(dir, modulePath);
  const inside = path.relative(dir, file);
  if (inside.startsWith("..") || path.isAbsolute(inside)) throw new PluginError(`module path ${modulePath} points outside the package`);
  let loaded: Record<string, unknown>;
  try {
    loaded = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    throw new PluginError(`cannot import ${modulePath}: ${errorMessage(error)}`);
  }
  let value: unknown;
  if (exportName !== undefined) {
    if (!(exportName in loaded)) throw new PluginError(`${modulePath} has no export '${exportName}'`);
    value = loaded[exportName];
  } else {
    value = loaded.metric ?? loaded.default;
    if (value === undefined) {
      const names = Object.keys(loaded).join(", ") || "none";
      throw new PluginError(`${modulePath} exports neither 'metric' nor 'default' (exports: ${names}); name one with '${modulePath}#<export>'`);
    }
  }
  const problem = metricProblem(value);
  if (problem !== undefined) throw new PluginError(`${target}: ${problem}`);
  return value as Metric;
}

function commandMetric(name: string, declaration: Record<string, unknown>, dir: string, packageVersion: string): Metric {
  const known = new Set(["command", "version", "description", "unit", "not_applicable_when", "direction", "fraction", "timeout_seconds"]);
  const unknown = Object.keys(declaration).filter((key) => !known.has(key));
  if (unknown.length > 0) throw new PluginError(`unknown field(s) ${unknown.join(", ")} (allowed: ${[...known].join(", ")})`);
  const { command, timeout_seconds: timeout } = declaration;
  if (!Array.isArray(command) || command.length === 0 || !command.every((part) => typeof part === "string" && part !== "")) {
    throw new PluginError(`"command" must be a non-empty list of strings, e.g. ["python3", "metric.py"]`);
  }
  if (timeout !== undefined && (typeof timeout !== "number" || !(timeout > 0))) throw new PluginError(`"timeout_seconds" must be a positive number`);
  const { direction, fraction } = declaration;
  if (direction !== undefined && !isDirection(direction)) throw new PluginError(`"direction" must be "higher", "lower" or "none"`);
  if (fraction !== undefined && typeof fraction !== "boolean") throw new PluginError(`"fraction" must be true or false`);
  const text = (field: string): string | undefined => {
    const value = declaration[field];
    if (value !== undefined && typeof value !== "string") throw new PluginError(`"${field}" must be a string`);
    return value;
  };
  const description = text("description");
  const unit = text("unit");
  const notApplicableWhen = text("not_applicable_when");
  return externalCommandMetric(name, {
    command: command as string[],
    cwd: dir,
    // a command has no version of its own: it changes with its package
    version: text("version") ?? packageVersion,
    timeoutSeconds: typeof timeout === "number" ? timeout : DEFAULT_TIMEOUT_SECONDS,
    ...(description === undefined ? {} : { description }),
    ...(unit === undefined ? {} : { unit }),
    ...(notApplicableWhen === undefined ? {} : { notApplicableWhen }),
    ...(direction === undefined ? {} : { direction }),
    ...(fraction === undefined ? {} : { fraction }),
  });
}

/**
 * Loads the metrics the given plug-in packages declare. Never throws for a broken plug-in: every
 * problem is in `skipped` (and logged) and everything else is loaded.
 */
export async function loadPluginMetrics(specs: readonly string[], options: LoadPluginOptions): Promise<PluginLoadResult> {
  const builtin = options.builtin ?? builtinRegistry();
  const metrics: Metric[] = [];
  const skipped: SkippedPlugin[] = [];
  const plugins: LoadedPlugin[] = [];
  const declaredBy = new Map<string, string>();
  const seenDirs = new Set<string>();

  const skip = (entry: SkippedPlugin, line: string): void => {
    skipped.push(entry);
    options.log(line);
  };

  for (const spec of specs) {
    let dir: string;
    let manifest: Record<string, unknown>;
    try {
      dir = await resolvePluginDir(spec, options.cwd);
      if (seenDirs.has(dir)) continue; // the same package given twice (flag and package.json)
      seenDirs.add(dir);
      manifest = await readPackageJson(dir);
    } catch (error) {
      const reason = errorMessage(error);
      skip({ name: spec, plugin: spec, scope: "plugin", reason }, `warning: plug-in ${spec} skipped: ${reason}`);
      continue;
    }
    const packageName = typeof manifest.name === "string" ? manifest.name : spec;
    const packageVersion = typeof manifest.version === "string" ? manifest.version : "0";
    const block = manifest["agent-eval"] as Record<string, unknown> | undefined;
    const declared = typeof block === "object" && block !== null ? block.metrics : undefined;
    if (typeof declared !== "object" || declared === null || Array.isArray(declared)) {
      const reason = `${path.join(dir, "package.json")} declares no metrics (expected "agent-eval": { "metrics": { "<name>": "./module.js" } })`;
      skip({ name: spec, plugin: spec, scope: "plugin", reason }, `warning: plug-in ${spec} skipped: ${reason}`);
      continue;
    }

    const contributed: string[] = [];
    for (const [name, target] of Object.entries(declared as Record<string, unknown>)) {
      if (options.only !== undefined && !options.only.includes(name)) continue;
      const refuse = (reason: string): void =>
        skip({ name, plugin: spec, scope: "metric", reason }, `warning: plug-in ${packageName}: metric '${name}' skipped: ${reason}`);
      if (builtin.metrics.has(name) || builtin.unavailable.has(name)) {
        skip(
          { name, plugin: spec, scope: "metric", reason: `'${name}' is a built-in metric name; the built-in is kept` },
          `warning: metric '${name}' is already provided by agent-eval; ignoring the one declared by ${packageName}`,
        );
        continue;
      }
      const first = declaredBy.get(name);
      if (first !== undefined) {
        skip(
          { name, plugin: spec, scope: "metric", reason: `'${name}' is also declared by ${first}, which was loaded first` },
          `warning: metric '${name}' is declared by both ${first} and ${packageName}; keeping the one from ${first}`,
        );
        continue;
      }
      declaredBy.set(name, packageName);
      if (!METRIC_NAME.test(name)) {
        refuse(`invalid metric name (letters, digits, '_', '.', '-'; starting with a letter or digit)`);
        continue;
      }
      try {
        let metric: Metric;
        if (typeof target === "string") metric = await importMetric(dir, target);
        else if (typeof target === "object" && target !== null && !Array.isArray(target)) {
          metric = commandMetric(name, target as Record<string, unknown>, dir, packageVersion);
        } else throw new PluginError(`declaration must be a module path string or { "command": [...] }`);
        if (metric.name !== name) {
          throw new PluginError(
            `the metric is named '${metric.name}' but declared as '${name}'; the declared name must equal the metric's name (reports are keyed by it)`,
          );
        }
        metrics.push(metric);
        contributed.push(name);
      } catch (error) {
        refuse(errorMessage(error));
      }
    }
    plugins.push({ spec, packageName, packageVersion, dir, metrics: contributed });
  }
  return { metrics, skipped, plugins };
}

/**
 * The registry `--metrics` resolves against: the built-ins plus the loaded plug-in metrics. A
 * declared metric that was skipped for being broken is listed as unavailable with its reason, so
 * asking for it says why instead of "unknown metric". Built-ins always win.
 */
export function registryWithPlugins(builtin: MetricRegistry, loaded: Pick<PluginLoadResult, "metrics" | "skipped">): MetricRegistry {
  const metrics = new Map(builtin.metrics);
  const unavailable = new Map<string, UnavailableMetric>(builtin.unavailable);
  for (const metric of loaded.metrics) {
    if (!metrics.has(metric.name) && !unavailable.has(metric.name)) metrics.set(metric.name, metric);
  }
  for (const entry of loaded.skipped) {
    if (entry.scope !== "metric" || metrics.has(entry.name) || unavailable.has(entry.name)) continue;
    unavailable.set(entry.name, { name: entry.name, reason: `declared by plug-in ${entry.plugin} but not loaded: ${entry.reason}` });
  }
  return { metrics, unavailable };
}

/**
 * The plug-ins of an invocation: the `plugins` list in the `agent-eval` block of the nearest
 * package.json at or above `cwd` (paths there are relative to that file), then the `--plugin`
 * flags (relative to `cwd`), in order, without repeats. A malformed `plugins` list is an input error.
 */
export async function pluginSpecs(options: { readonly cwd: string; readonly flags?: readonly string[] }): Promise<string[]> {
  const specs: string[] = [];
  for (let dir = path.resolve(options.cwd); ; dir = path.dirname(dir)) {
    const file = path.join(dir, "package.json");
    if (await exists(file)) {
      let manifest: unknown;
      try {
        manifest = JSON.parse(await readRegularText(file));
      } catch (error) {
        throw new InputError(`${file}: cannot read the agent-eval plug-in list: ${errorMessage(error)}`, { cause: error });
      }
      const block = (manifest as Record<string, unknown> | null)?.["agent-eval"];
      const list = typeof block === "object" && block !== null ? (block as Record<string, unknown>).plugins : undefined;
      if (list !== undefined) {
        if (!Array.isArray(list) || !list.every((item) => typeof item === "string" && item !== "")) {
          throw new InputError(`${file}: "agent-eval"."plugins" must be a list of package names or paths`);
        }
        for (const item of list as string[]) specs.push(isPathSpec(item) ? path.resolve(dir, item) : item);
      }
      break;
    }
    if (path.dirname(dir) === dir) break;
  }
  for (const flag of options.flags ?? []) specs.push(pluginFlagSpec(flag, options.cwd));
  return [...new Set(specs)];
}

const registryCache = new Map<string, Promise<{ registry: MetricRegistry; loaded: PluginLoadResult }>>();

/**
 * `loadPluginMetrics` + `registryWithPlugins` over the default built-ins, memoized per process by
 * (cwd, specs): the CLI's parent and each worker thread build the registry once from the same
 * plain-data spec list (metric objects cannot cross a thread boundary). Only the first call for a
 * key logs. With no specs it is the built-in registry itself.
 */
export function pluginRegistry(
  specs: readonly string[],
  options: LoadPluginOptions,
): Promise<{ registry: MetricRegistry; loaded: PluginLoadResult }> {
  const builtin = options.builtin ?? builtinRegistry();
  if (specs.length === 0) {
    return Promise.resolve({ registry: builtin, loaded: { metrics: [], skipped: [], plugins: [] } });
  }
  const load = () =>
    loadPluginMetrics(specs, { ...options, builtin }).then((loaded) => ({ registry: registryWithPlugins(builtin, loaded), loaded }));
  // only the default built-ins are cached: a caller-supplied registry is not a cache key
  if (options.builtin !== undefined) return load();
  const key = JSON.stringify([path.resolve(options.cwd), specs, options.only ?? null]);
  let cached = registryCache.get(key);
  if (cached === undefined) {
    cached = load();
    registryCache.set(key, cached);
  }
  return cached;
}
