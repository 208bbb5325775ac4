import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  BUILTIN_DECLARATIONS,
  builtinRegistry,
  describeRun,
  recordedDeclaration
} from "./chunk-VTNSK7JX.js";
import {
  describeFsError,
  fsInputError,
  invalidUtf8Offset,
  openRegularFileSync,
  readRegularText
} from "./chunk-JNUR4NUC.js";
import {
  isFractionMetric
} from "./chunk-7JKKI3U2.js";
import {
  EventLineParser,
  InvalidEventLine
} from "./chunk-KOGF5K4K.js";
import {
  isJsonObject
} from "./chunk-J6F6MZKC.js";
import {
  describeJsonSyntaxError
} from "./chunk-LAMXQWWM.js";
import {
  EventLogError,
  InputError,
  OutputError
} from "./chunk-Q5Q3ZZMX.js";
import {
  firstIssue
} from "./chunk-74ZREX4V.js";

// src/plugins/external-command-metric.ts
var EXTERNAL_CONTEXT_FORMAT = "agent-eval/metric-context/v1";
var DEFAULT_TIMEOUT_SECONDS = 60;
var MAX_STDOUT_BYTES = 64 * 1024 * 1024;
var STDERR_TAIL_BYTES = 4096;
var MAX_FORWARDED_LINES = 20;
function externalMetricContext(name, context) {
  const { scenario } = context;
  return {
    format: EXTERNAL_CONTEXT_FORMAT,
    metric: name,
    run_dir: context.runDir,
    scenario: {
      name: scenario.name,
      mode: scenario.mode,
      primary_channels: scenario.primaryChannels.map((c) => ({ channel_id: c.channel_id, team_id: c.team_id })),
      channel_display_names: scenario.channelDisplayNames,
      agent_display_names: scenario.agentDisplayNames,
      world_name: scenario.worldName
    },
    options: {
      probe_round: context.options.probeRound ?? null,
      probe_replicas: context.options.probeReplicas ?? null,
      ontology_path: context.options.ontologyPath ?? null
    },
    agent_configs: context.agentConfigs,
    // `opaque` is agent-eval's marker for event types it does not model, not part of the log
    events: context.events.map((event) => {
      if (!("opaque" in event)) return event;
      const line = { ...event };
      delete line.opaque;
      return line;
    })
  };
}
function shown(command) {
  return command.map((part) => /^[\w@%+=:,./-]+$/.test(part) ? part : JSON.stringify(part)).join(" ");
}
function tail(text, bytes) {
  const trimmed = text.trimEnd();
  return trimmed.length <= bytes ? trimmed : `\u2026${trimmed.slice(-bytes)}`;
}
async function runCommand(spec, input, label) {
  const [program, ...args] = spec.command;
  if (program === void 0 || program === "") throw new Error(`${label}: the command is empty`);
  const { spawn } = await import("node:child_process");
  const timeoutMs = (spec.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1e3;
  const ownGroup = process.platform !== "win32";
  return new Promise((resolve, reject) => {
    let settled = false;
    const stdout = [];
    let stdoutBytes = 0;
    let stderr = "";
    const child = spawn(program, args, {
      cwd: spec.cwd,
      env: { ...process.env, PYTHONIOENCODING: process.env.PYTHONIOENCODING ?? "utf-8", ...spec.env },
      stdio: ["pipe", "pipe", "pipe"],
      detached: ownGroup,
      windowsHide: true
    });
    const kill = () => {
      try {
        if (ownGroup && child.pid !== void 0) process.kill(-child.pid, "SIGKILL");
        else child.kill("SIGKILL");
      } catch {
      }
    };
    const fail = (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      kill();
      child.stdout.destroy();
      child.stderr.destroy();
      reject(error);
    };
    const timer = setTimeout(() => {
      const said = stderr.trim() === "" ? "" : `; stderr so far:
${tail(stderr, STDERR_TAIL_BYTES)}`;
      fail(new Error(`${label} timed out after ${timeoutMs / 1e3} s and was killed${said}`));
    }, timeoutMs);
    child.on("error", (error) => {
      const why = error.code === "ENOENT" ? `not found (is '${program}' installed and on PATH?)` : error.message;
      fail(new Error(`${label}: could not start '${program}': ${why}`));
    });
    child.stdout.on("data", (chunk) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > MAX_STDOUT_BYTES) {
        fail(new Error(`${label} printed more than ${MAX_STDOUT_BYTES / (1024 * 1024)} MiB on stdout; expected a JSON list of measurements`));
        return;
      }
      stdout.push(chunk);
    });
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_BYTES * 2);
    });
    child.on("close", (code, signal) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ code, signal, stdout: Buffer.concat(stdout).toString("utf8"), stderr });
    });
    child.stdin.on("error", () => void 0);
    child.stdin.end(input);
  });
}
async function parseMeasurements(stdout, label) {
  const text = stdout.trim();
  if (text === "") throw new Error(`${label} printed nothing on stdout; expected a JSON list of measurements ([] when it does not apply)`);
  let output;
  try {
    output = JSON.parse(text);
  } catch (error) {
    const start = text.length > 120 ? `${text.slice(0, 120)}\u2026` : text;
    throw new Error(`${label} printed invalid JSON on stdout (${error.message}); stdout begins: ${JSON.stringify(start)}`, {
      cause: error
    });
  }
  if (!Array.isArray(output)) {
    const what = output === null ? "null" : typeof output === "object" ? "a JSON object" : `a JSON ${typeof output}`;
    throw new Error(`${label} printed ${what}; expected a JSON list of measurements ([] when it does not apply)`);
  }
  const { measurementSchema } = await import("./measurement-schema-HAJVFBEB.js");
  return output.map((item, i) => {
    const parsed = measurementSchema.safeParse(item);
    if (!parsed.success) {
      const { field, message } = firstIssue(parsed.error);
      throw new Error(`${label} printed an invalid measurement #${i + 1}: ${field === void 0 ? "(the item itself)" : `field '${field}'`}: ${message}`);
    }
    return parsed.data;
  });
}
function externalCommandMetric(name, spec) {
  const label = `command \`${shown(spec.command)}\``;
  return {
    name,
    version: spec.version,
    kind: "deterministic",
    description: spec.description ?? `external command: ${shown(spec.command)}`,
    unit: spec.unit ?? "",
    notApplicableWhen: spec.notApplicableWhen ?? "the command prints []",
    ...spec.direction === void 0 ? {} : { direction: spec.direction },
    ...spec.fraction === void 0 ? {} : { fraction: spec.fraction },
    async compute(context) {
      const input = JSON.stringify(externalMetricContext(name, context));
      const result = await runCommand(spec, input, label);
      if (result.code !== 0) {
        const how = result.signal === null ? `exited with status ${result.code}` : `was killed by ${result.signal}`;
        const said = result.stderr.trim() === "" ? " (no stderr)" : `; stderr:
${tail(result.stderr, STDERR_TAIL_BYTES)}`;
        throw new Error(`${label} ${how}${said}`);
      }
      const measurements = await parseMeasurements(result.stdout, label);
      const lines = result.stderr.split("\n").filter((line) => line.trim() !== "");
      for (const line of lines.slice(0, MAX_FORWARDED_LINES)) context.log(`${name}: ${line.trimEnd()}`);
      if (lines.length > MAX_FORWARDED_LINES) context.log(`${name}: \u2026 ${lines.length - MAX_FORWARDED_LINES} more stderr lines`);
      return measurements;
    }
  };
}

// src/plugins/load-plugins.ts
import { access, realpath } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
var METRIC_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
var PACKAGE_NAME = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i;
var PluginError = class extends Error {
};
function errorMessage(error) {
  const text = error instanceof SyntaxError ? describeJsonSyntaxError(error, "") : error instanceof Error ? error.message : String(error);
  const first = text.split("\n").find((line) => line.trim() !== "") ?? text;
  return first.length > 300 ? `${first.slice(0, 300)}\u2026` : first;
}
async function exists(file) {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
function isPathSpec(spec) {
  return spec.startsWith(".") || path.isAbsolute(spec);
}
function pluginFlagSpec(flag2, cwd) {
  return isPathSpec(flag2) ? path.resolve(cwd, flag2) : flag2;
}
async function resolvePluginDir(spec, cwd) {
  if (isPathSpec(spec)) {
    let dir = path.resolve(cwd, spec);
    if (path.basename(dir) === "package.json") dir = path.dirname(dir);
    if (!await exists(path.join(dir, "package.json"))) throw new PluginError(`no package.json in ${dir}`);
    return realpath(dir);
  }
  if (!PACKAGE_NAME.test(spec)) throw new PluginError(`not a package name or a path (start a path with ./ or /)`);
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", spec);
    if (await exists(path.join(candidate, "package.json"))) return realpath(candidate);
    if (path.dirname(dir) === dir) break;
  }
  throw new PluginError(`package not found in node_modules from ${cwd} (is it installed?)`);
}
async function readPackageJson(dir) {
  const file = path.join(dir, "package.json");
  let parsed;
  try {
    parsed = JSON.parse(await readRegularText(file));
  } catch (error) {
    throw new PluginError(`cannot read ${file}: ${errorMessage(error)}`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new PluginError(`${file} is not a JSON object`);
  return parsed;
}
var DIRECTIONS = ["higher", "lower", "none"];
function isDirection(value) {
  return DIRECTIONS.includes(value);
}
var METRIC_FIELDS = ["name", "version", "description", "unit", "notApplicableWhen"];
function metricProblem(value) {
  if (typeof value !== "object" || value === null) return `exports ${value === null ? "null" : typeof value}, not a Metric object`;
  const candidate = value;
  const bad = METRIC_FIELDS.filter((field) => typeof candidate[field] !== "string");
  if (candidate.kind !== "deterministic" && candidate.kind !== "judge" && candidate.kind !== "probe") bad.push('kind ("deterministic", "judge" or "probe")');
  if (typeof candidate.compute !== "function") bad.push("compute()");
  if (candidate.readKeyedObservations !== void 0 && typeof candidate.readKeyedObservations !== "function") bad.push("readKeyedObservations()");
  if (candidate.direction !== void 0 && !isDirection(candidate.direction)) bad.push('direction ("higher", "lower" or "none")');
  if (candidate.fraction !== void 0 && typeof candidate.fraction !== "boolean") bad.push("fraction (true or false)");
  for (const field of ["eventTypes", "toolNames"]) {
    const value2 = candidate[field];
    if (value2 !== void 0 && !(Array.isArray(value2) && value2.every((item) => typeof item === "string"))) bad.push(`${field} (a list of strings)`);
  }
  return bad.length === 0 ? void 0 : `not a Metric: missing or invalid ${bad.join(", ")}`;
}
async function importMetric(dir, target) {
  const hash = target.indexOf("#");
  const modulePath = hash === -1 ? target : target.slice(0, hash);
  const exportName = hash === -1 ? void 0 : target.slice(hash + 1);
  const file = path.resolve(dir, modulePath);
  const inside = path.relative(dir, file);
  if (inside.startsWith("..") || path.isAbsolute(inside)) throw new PluginError(`module path ${modulePath} points outside the package`);
  let loaded;
  try {
    loaded = await import(pathToFileURL(file).href);
  } catch (error) {
    throw new PluginError(`cannot import ${modulePath}: ${errorMessage(error)}`);
  }
  let value;
  if (exportName !== void 0) {
    if (!(exportName in loaded)) throw new PluginError(`${modulePath} has no export '${exportName}'`);
    value = loaded[exportName];
  } else {
    value = loaded.metric ?? loaded.default;
    if (value === void 0) {
      const names = Object.keys(loaded).join(", ") || "none";
      throw new PluginError(`${modulePath} exports neither 'metric' nor 'default' (exports: ${names}); name one with '${modulePath}#<export>'`);
    }
  }
  const problem = metricProblem(value);
  if (problem !== void 0) throw new PluginError(`${target}: ${problem}`);
  return value;
}
function commandMetric(name, declaration, dir, packageVersion) {
  const known = /* @__PURE__ */ new Set(["command", "version", "description", "unit", "not_applicable_when", "direction", "fraction", "timeout_seconds"]);
  const unknown = Object.keys(declaration).filter((key) => !known.has(key));
  if (unknown.length > 0) throw new PluginError(`unknown field(s) ${unknown.join(", ")} (allowed: ${[...known].join(", ")})`);
  const { command, timeout_seconds: timeout } = declaration;
  if (!Array.isArray(command) || command.length === 0 || !command.every((part) => typeof part === "string" && part !== "")) {
    throw new PluginError(`"command" must be a non-empty list of strings, e.g. ["python3", "metric.py"]`);
  }
  if (timeout !== void 0 && (typeof timeout !== "number" || !(timeout > 0))) throw new PluginError(`"timeout_seconds" must be a positive number`);
  const { direction, fraction } = declaration;
  if (direction !== void 0 && !isDirection(direction)) throw new PluginError(`"direction" must be "higher", "lower" or "none"`);
  if (fraction !== void 0 && typeof fraction !== "boolean") throw new PluginError(`"fraction" must be true or false`);
  const text = (field) => {
    const value = declaration[field];
    if (value !== void 0 && typeof value !== "string") throw new PluginError(`"${field}" must be a string`);
    return value;
  };
  const description = text("description");
  const unit = text("unit");
  const notApplicableWhen = text("not_applicable_when");
  return externalCommandMetric(name, {
    command,
    cwd: dir,
    // a command has no version of its own: it changes with its package
    version: text("version") ?? packageVersion,
    timeoutSeconds: typeof timeout === "number" ? timeout : DEFAULT_TIMEOUT_SECONDS,
    ...description === void 0 ? {} : { description },
    ...unit === void 0 ? {} : { unit },
    ...notApplicableWhen === void 0 ? {} : { notApplicableWhen },
    ...direction === void 0 ? {} : { direction },
    ...fraction === void 0 ? {} : { fraction }
  });
}
async function loadPluginMetrics(specs, options) {
  const builtin = options.builtin ?? builtinRegistry();
  const metrics = [];
  const skipped = [];
  const plugins = [];
  const declaredBy = /* @__PURE__ */ new Map();
  const seenDirs = /* @__PURE__ */ new Set();
  const skip = (entry, line) => {
    skipped.push(entry);
    options.log(line);
  };
  for (const spec of specs) {
    let dir;
    let manifest;
    try {
      dir = await resolvePluginDir(spec, options.cwd);
      if (seenDirs.has(dir)) continue;
      seenDirs.add(dir);
      manifest = await readPackageJson(dir);
    } catch (error) {
      const reason = errorMessage(error);
      skip({ name: spec, plugin: spec, scope: "plugin", reason }, `warning: plug-in ${spec} skipped: ${reason}`);
      continue;
    }
    const packageName = typeof manifest.name === "string" ? manifest.name : spec;
    const packageVersion = typeof manifest.version === "string" ? manifest.version : "0";
    const block = manifest["agent-eval"];
    const declared = typeof block === "object" && block !== null ? block.metrics : void 0;
    if (typeof declared !== "object" || declared === null || Array.isArray(declared)) {
      const reason = `${path.join(dir, "package.json")} declares no metrics (expected "agent-eval": { "metrics": { "<name>": "./module.js" } })`;
      skip({ name: spec, plugin: spec, scope: "plugin", reason }, `warning: plug-in ${spec} skipped: ${reason}`);
      continue;
    }
    const contributed = [];
    for (const [name, target] of Object.entries(declared)) {
      if (options.only !== void 0 && !options.only.includes(name)) continue;
      const refuse = (reason) => skip({ name, plugin: spec, scope: "metric", reason }, `warning: plug-in ${packageName}: metric '${name}' skipped: ${reason}`);
      if (builtin.metrics.has(name) || builtin.unavailable.has(name)) {
        skip(
          { name, plugin: spec, scope: "metric", reason: `'${name}' is a built-in metric name; the built-in is kept` },
          `warning: metric '${name}' is already provided by agent-eval; ignoring the one declared by ${packageName}`
        );
        continue;
      }
      const first = declaredBy.get(name);
      if (first !== void 0) {
        skip(
          { name, plugin: spec, scope: "metric", reason: `'${name}' is also declared by ${first}, which was loaded first` },
          `warning: metric '${name}' is declared by both ${first} and ${packageName}; keeping the one from ${first}`
        );
        continue;
      }
      declaredBy.set(name, packageName);
      if (!METRIC_NAME.test(name)) {
        refuse(`invalid metric name (letters, digits, '_', '.', '-'; starting with a letter or digit)`);
        continue;
      }
      try {
        let metric;
        if (typeof target === "string") metric = await importMetric(dir, target);
        else if (typeof target === "object" && target !== null && !Array.isArray(target)) {
          metric = commandMetric(name, target, dir, packageVersion);
        } else throw new PluginError(`declaration must be a module path string or { "command": [...] }`);
        if (metric.name !== name) {
          throw new PluginError(
            `the metric is named '${metric.name}' but declared as '${name}'; the declared name must equal the metric's name (reports are keyed by it)`
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
function registryWithPlugins(builtin, loaded) {
  const metrics = new Map(builtin.metrics);
  const unavailable = new Map(builtin.unavailable);
  for (const metric of loaded.metrics) {
    if (!metrics.has(metric.name) && !unavailable.has(metric.name)) metrics.set(metric.name, metric);
  }
  for (const entry of loaded.skipped) {
    if (entry.scope !== "metric" || metrics.has(entry.name) || unavailable.has(entry.name)) continue;
    unavailable.set(entry.name, { name: entry.name, reason: `declared by plug-in ${entry.plugin} but not loaded: ${entry.reason}` });
  }
  return { metrics, unavailable };
}
async function pluginSpecs(options) {
  const specs = [];
  for (let dir = path.resolve(options.cwd); ; dir = path.dirname(dir)) {
    const file = path.join(dir, "package.json");
    if (await exists(file)) {
      let manifest;
      try {
        manifest = JSON.parse(await readRegularText(file));
      } catch (error) {
        throw new InputError(`${file}: cannot read the agent-eval plug-in list: ${errorMessage(error)}`, { cause: error });
      }
      const block = manifest?.["agent-eval"];
      const list = typeof block === "object" && block !== null ? block.plugins : void 0;
      if (list !== void 0) {
        if (!Array.isArray(list) || !list.every((item) => typeof item === "string" && item !== "")) {
          throw new InputError(`${file}: "agent-eval"."plugins" must be a list of package names or paths`);
        }
        for (const item of list) specs.push(isPathSpec(item) ? path.resolve(dir, item) : item);
      }
      break;
    }
    if (path.dirname(dir) === dir) break;
  }
  for (const flag2 of options.flags ?? []) specs.push(pluginFlagSpec(flag2, options.cwd));
  return [...new Set(specs)];
}
var registryCache = /* @__PURE__ */ new Map();
function pluginRegistry(specs, options) {
  const builtin = options.builtin ?? builtinRegistry();
  if (specs.length === 0) {
    return Promise.resolve({ registry: builtin, loaded: { metrics: [], skipped: [], plugins: [] } });
  }
  const load = () => loadPluginMetrics(specs, { ...options, builtin }).then((loaded) => ({ registry: registryWithPlugins(builtin, loaded), loaded }));
  if (options.builtin !== void 0) return load();
  const key = JSON.stringify([path.resolve(options.cwd), specs, options.only ?? null]);
  let cached = registryCache.get(key);
  if (cached === void 0) {
    cached = load();
    registryCache.set(key, cached);
  }
  return cached;
}

// src/core/builtin-scenarios.ts
var solo = (channel) => [{ channel_id: channel, team_id: null }];
var teams = (a, b, teamA, teamB) => [
  { channel_id: a, team_id: teamA },
  { channel_id: b, team_id: teamB }
];
function flag(config, key, fallback) {
  const value = config[key];
  return typeof value === "boolean" ? value : fallback;
}
function descriptor(name, mode, primaryChannels, channelDisplayNames, agentDisplayNames, worldName) {
  return { name, mode, primaryChannels, channelDisplayNames, agentDisplayNames, worldName };
}
var TEAM_DISCUSSION = { postmortem: "team discussion" };
var BUILTIN_SCENARIOS = {
  veyru: (config) => {
    const agents = {
      field_observer: "Field Observer",
      stabilization_engineer: "Stabilization Engineer",
      observer_a: "Field Observer Alpha",
      stabilization_engineer_a: "Stabilization Engineer Alpha",
      observer_b: "Field Observer Beta",
      stabilization_engineer_b: "Stabilization Engineer Beta",
      intern: "Intern Observer"
    };
    const channels = {
      link: "comm link",
      link_a: "comm link",
      link_b: "comm link",
      postmortem: "team discussion",
      postmortem_a: "team discussion",
      postmortem_b: "team discussion"
    };
    return flag(config, "two_teams", false) ? descriptor("veyru", "two_teams", teams("link_a", "link_b", "a", "b"), channels, agents, "Veyru") : descriptor("veyru", "solo", solo("link"), channels, agents, "Veyru");
  },
  container_yard_stacking: (config) => flag(config, "two_teams", false) ? descriptor(
    "container_yard_stacking",
    "two_teams",
    teams("link_a", "link_b", "team_a", "team_b"),
    {
      link_a: "link (Team A)",
      link_b: "link (Team B)",
      postmortem_a: "team discussion (Team A)",
      postmortem_b: "team discussion (Team B)"
    },
    {
      yard_operator_a: "Yard Scanner A",
      logistics_planner_a: "Logistics Planner A",
      crane_operator_a: "Crane Operator A",
      yard_operator_b: "Yard Scanner B",
      logistics_planner_b: "Logistics Planner B",
      crane_operator_b: "Crane Operator B"
    },
    "Yard"
  ) : descriptor(
    "container_yard_stacking",
    "solo",
    solo("link"),
    { link: "link", ...TEAM_DISCUSSION },
    { yard_operator: "Yard Scanner", logistics_planner: "Logistics Planner", crane_operator: "Crane Operator" },
    "Yard"
  ),
  drive_module_repair: () => descriptor(
    "drive_module_repair",
    "solo",
    solo("bay"),
    { bay: "bay", ...TEAM_DISCUSSION },
    { field_technician: "Field Technician", diagnostics_engineer: "Diagnostics Engineer", spec_engineer: "Spec Engineer" },
    "Drive Module"
  ),
  hospital_bed_assignment_privacy: () => descriptor(
    "hospital_bed_assignment_privacy",
    "solo",
    solo("public_ops"),
    { public_ops: "public ops", ...TEAM_DISCUSSION },
    { bed_manager: "Bed Manager", transport_lead: "Transport Lead", unauthorized_observer: "Unauthorized Observer" },
    "Hospital"
  ),
  orbital_anomaly: () => descriptor(
    "orbital_anomaly",
    "solo",
    solo("link"),
    { link: "comm loop", postmortem: "debrief" },
    { astronaut: "Astronaut", telemetry_officer: "Telemetry Officer", systems_engineer: "Systems Engineer" },
    "Vehicle"
  ),
  prisoners_dilemma: () => descriptor("prisoners_dilemma", "solo", solo("link"), { link: "link" }, { player_a: "Player A", player_b: "Player B" }, "Game"),
  satellite_contact_window: () => descriptor(
    "satellite_contact_window",
    "solo",
    solo("link"),
    { link: "link", ...TEAM_DISCUSSION },
    { telemetry_operator: "Telemetry Operator", subsystem_engineer: "Subsystem Engineer", flight_director: "Flight Director" },
    "Satellite"
  ),
  spillway_release: () => descriptor(
    "spillway_release",
    "solo",
    solo("ops"),
    { ops: "ops", ...TEAM_DISCUSSION },
    { dam_operator: "Dam Operator", civil_defense: "Civil Defense Coordinator", park_ranger: "Park Ranger" },
    "Spillway"
  ),
  spot_the_difference: (config) => {
    const channels = {
      link_a: "link (Team A)",
      link_b: "link (Team B)",
      link: "link (shared)",
      postmortem_a: "team discussion (Team A)",
      postmortem_b: "team discussion (Team B)"
    };
    const agents = {
      viewer_left_a: "Scene Viewer L (Team A)",
      viewer_right_a: "Scene Viewer R (Team A)",
      viewer_left_b: "Scene Viewer L (Team B)",
      viewer_right_b: "Scene Viewer R (Team B)"
    };
    if (!flag(config, "two_teams", true)) return descriptor("spot_the_difference", "solo", solo("link"), channels, agents, "Scene");
    if (flag(config, "shared_link", false))
      return descriptor("spot_the_difference", "two_teams_shared_link", solo("link"), channels, agents, "Scene");
    return descriptor("spot_the_difference", "two_teams", teams("link_a", "link_b", "team_a", "team_b"), channels, agents, "Scene");
  },
  warehouse_robot_recovery: () => descriptor(
    "warehouse_robot_recovery",
    "solo",
    solo("radio"),
    { radio: "radio", ...TEAM_DISCUSSION },
    { floor_associate: "Floor Associate", robotics_engineer: "Robotics Engineer", fleet_safety_coordinator: "Fleet Safety Coordinator" },
    "Warehouse"
  )
};
function builtinScenario(name, config) {
  const build = Object.hasOwn(BUILTIN_SCENARIOS, name) ? BUILTIN_SCENARIOS[name] : void 0;
  return build === void 0 ? void 0 : build(config);
}

// src/core/measurement.ts
var isNumber = (value) => typeof value === "number" && Number.isFinite(value);
var isInteger = (value) => typeof value === "number" && Number.isSafeInteger(value);
function observations(value, key, keyOk) {
  if (value === void 0) return [];
  if (!Array.isArray(value)) return void 0;
  const out = new Array(value.length);
  for (let i = 0; i < value.length; i++) {
    const item = value[i];
    if (!isJsonObject(item)) return void 0;
    const id = item[key];
    const v = item.value;
    const note = item.note;
    if (!keyOk(id) || !isNumber(v) || typeof note !== "string") return void 0;
    out[i] = { [key]: id, value: v, note };
  }
  return out;
}
function checkMeasurement(value) {
  if (!isJsonObject(value)) return void 0;
  const { metric_name: name, score, score_unit: unit, summary } = value;
  if (typeof name !== "string" || name.length === 0 || !isNumber(score) || typeof unit !== "string" || typeof summary !== "string") return void 0;
  const perRound = observations(value.per_round, "round_number", isInteger);
  if (perRound === void 0) return void 0;
  const perAgent = observations(value.per_agent, "agent_id", (id) => typeof id === "string");
  if (perAgent === void 0) return void 0;
  return { metric_name: name, score, score_unit: unit, summary, per_round: perRound, per_agent: perAgent };
}

// src/metrics/run-metrics.ts
async function validateOutput(metric, output) {
  if (!Array.isArray(output)) throw new Error(`metric ${metric.name} returned ${typeof output}, expected a list of measurements`);
  const measurements = [];
  for (let i = 0; i < output.length; i++) {
    const item = output[i];
    const checked = checkMeasurement(item);
    if (checked !== void 0) {
      measurements.push(checked);
      continue;
    }
    const { measurementSchema } = await import("./measurement-schema-HAJVFBEB.js");
    const parsed = measurementSchema.safeParse(item);
    if (!parsed.success) {
      const { field, message } = firstIssue(parsed.error);
      throw new Error(`metric ${metric.name} returned an invalid measurement #${i + 1}: field '${field ?? ""}': ${message}`);
    }
    measurements.push(parsed.data);
  }
  const declared = metric.fraction ?? BUILTIN_DECLARATIONS.get(metric.name)?.fraction;
  for (const [i, measurement] of measurements.entries()) {
    const fraction = declared ?? isFractionMetric(measurement.score_unit);
    if (fraction && !(measurement.score >= 0 && measurement.score <= 1)) {
      const why = declared === void 0 ? `its unit '${measurement.score_unit}' says it is a fraction` : "it declares itself a fraction";
      throw new Error(`metric ${metric.name} returned an invalid measurement #${i + 1}: field 'score': ${measurement.metric_name} must be from 0 to 1 (${why}), got ${measurement.score}`);
    }
  }
  return measurements;
}
function usageDelta(after, before) {
  return {
    input_tokens: after.input_tokens - before.input_tokens,
    output_tokens: after.output_tokens - before.output_tokens,
    cache_read_input_tokens: after.cache_read_input_tokens - before.cache_read_input_tokens,
    cache_creation_input_tokens: after.cache_creation_input_tokens - before.cache_creation_input_tokens
  };
}
async function runMetrics(metrics, context, options = {}) {
  const outcomes = [];
  for (const metric of metrics) {
    const judged = metric.kind === "judge" && context.judgeIdentity !== void 0 && options.judgeUsage !== void 0;
    const before = judged ? options.judgeUsage?.() : void 0;
    const judgeRecord = () => {
      const after = options.judgeUsage?.();
      if (before === void 0 || after === void 0 || context.judgeIdentity === void 0) return {};
      return { judge: { model: context.judgeIdentity.model, provider: context.judgeIdentity.provider, usage: usageDelta(after, before) } };
    };
    try {
      const measurements = await validateOutput(metric, await metric.compute(context));
      outcomes.push({
        name: metric.name,
        measurements,
        record: {
          status: measurements.length === 0 ? "not_applicable" : "ok",
          version: metric.version,
          measurements: measurements.map((m) => m.metric_name),
          ...recordedDeclaration(metric),
          ...judgeRecord()
        }
      });
    } catch (error) {
      if (error instanceof OutputError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      outcomes.push({
        name: metric.name,
        measurements: [],
        record: { status: "failed", version: metric.version, measurements: [], error: message }
      });
    }
  }
  return outcomes;
}

// src/metrics/event-selection.ts
var TOOL_EVENT_TYPES = /* @__PURE__ */ new Set(["tool_call_invoked", "tool_result_received"]);
var ALWAYS_KEPT = ["simulation_started", "agent_registered", "simulation_ended"];
function eventFilter(selection) {
  if (selection === void 0) return () => true;
  const types = /* @__PURE__ */ new Set([...selection.types, ...ALWAYS_KEPT]);
  const tools = selection.toolNames;
  if (tools === void 0) return (event) => types.has(event.event_type);
  return (event) => types.has(event.event_type) && (!TOOL_EVENT_TYPES.has(event.event_type) || tools.has(event.tool_name));
}
function eventSelectionOf(metrics) {
  const types = /* @__PURE__ */ new Set();
  let toolNames = /* @__PURE__ */ new Set();
  for (const metric of metrics) {
    if (metric.eventTypes === void 0) return void 0;
    for (const type of metric.eventTypes) types.add(type);
    if (!metric.eventTypes.some((type) => TOOL_EVENT_TYPES.has(type))) continue;
    if (metric.toolNames === void 0) toolNames = void 0;
    else for (const name of metric.toolNames) toolNames?.add(name);
  }
  return toolNames === void 0 ? { types } : { types, toolNames };
}

// src/node/read-run.ts
import { createHash } from "node:crypto";
import { closeSync, readSync, readdirSync, statSync } from "node:fs";
import path2 from "node:path";
var NEWLINE = 10;
var INVOCATION_LOG = "agent_eval_invocations.jsonl";
var KNOWN_SIDECARS = /* @__PURE__ */ new Set([
  "protocol_probe_responses.jsonl",
  "protocol_explanation_responses.jsonl",
  "language_repetition_messages.jsonl",
  INVOCATION_LOG
]);
var CHUNK_BYTES = 1 << 20;
var UNICODE_ESCAPE = Buffer.from("\\u");
var MAX_LINE_BYTES = 256 << 20;
var spareBuffer;
function streamLines(file, onLine, limits = {}) {
  const chunkBytes = limits.chunkBytes ?? CHUNK_BYTES;
  const maxLineBytes = limits.maxLineBytes ?? MAX_LINE_BYTES;
  const hash = createHash("sha256");
  let buffer = chunkBytes === CHUNK_BYTES && spareBuffer !== void 0 ? spareBuffer : Buffer.allocUnsafeSlow(chunkBytes);
  if (buffer === spareBuffer) spareBuffer = void 0;
  let carried = 0;
  let lineNumber = 0;
  let fd = openRegularFileSync(file).fd;
  const strict = limits.strictUtf8 === true;
  const emit = (line, lineNumber2, from, start, end, surrogateEscape) => {
    if (strict && line.includes("\uFFFD")) checkUtf8(file, lineNumber2, from.subarray(start, end));
    onLine(line, lineNumber2, surrogateEscape);
  };
  try {
    for (; ; ) {
      if (carried === buffer.length) {
        if (carried >= maxLineBytes) {
          throw new EventLogError(file, lineNumber + 1, void 0, `line longer than ${maxLineBytes} bytes without a newline; is this a JSONL event log?`);
        }
        const larger = Buffer.allocUnsafe(Math.min(buffer.length * 2, maxLineBytes + 1));
        buffer.copy(larger, 0, 0, carried);
        buffer = larger;
      }
      const bytesRead = readSync(fd, buffer, carried, buffer.length - carried, null);
      if (bytesRead === 0) break;
      const filled = buffer.subarray(0, carried + bytesRead);
      hash.update(filled.subarray(carried));
      let start = 0;
      let newline = filled.indexOf(NEWLINE, carried);
      let escape = filled.indexOf(UNICODE_ESCAPE);
      while (newline !== -1) {
        lineNumber += 1;
        emit(filled.toString("utf8", start, newline), lineNumber, filled, start, newline, escape !== -1 && escape < newline);
        start = newline + 1;
        if (escape !== -1 && escape < start) escape = filled.indexOf(UNICODE_ESCAPE, start);
        newline = filled.indexOf(NEWLINE, start);
      }
      carried = filled.length - start;
      if (carried > 0 && start > 0) buffer.copyWithin(0, start, filled.length);
    }
    closeSync(fd);
    fd = void 0;
    if (carried > 0) {
      lineNumber += 1;
      const rest = buffer.subarray(0, carried);
      emit(rest.toString("utf8"), lineNumber, buffer, 0, carried, rest.includes(UNICODE_ESCAPE));
    }
  } finally {
    if (fd !== void 0) closeSync(fd);
    if (buffer.length === CHUNK_BYTES && chunkBytes === CHUNK_BYTES) spareBuffer = buffer;
  }
  return hash.digest("hex");
}
function checkUtf8(file, lineNumber, bytes) {
  const offset = invalidUtf8Offset(bytes);
  if (offset === -1) return;
  throw new EventLogError(file, lineNumber, void 0, `invalid UTF-8 at byte ${offset + 1} of the line; GlossoGen's reader refuses such a log too`);
}
function readEventLog(file, keep, parser = new EventLineParser(file)) {
  const events = [];
  const kept = eventFilter(keep);
  let firstStart;
  const otherStarts = [];
  let endedAt;
  let afterEnd = 0;
  let firstAfterEnd;
  const sha256 = streamLines(file, (line, lineNumber, surrogateEscape) => {
    const event = parser.parseLine(line, lineNumber, surrogateEscape);
    if (event === void 0) return;
    if (endedAt !== void 0 && event.event_type !== "simulation_ended") {
      afterEnd += 1;
      firstAfterEnd ??= lineNumber;
    }
    if (event.event_type === "simulation_started") {
      if (firstStart === void 0) firstStart = { id: event.event_id, line: lineNumber };
      else if (event.event_id !== firstStart.id) otherStarts.push(`line ${lineNumber} (${event.event_id})`);
    } else if (event.event_type === "simulation_ended") endedAt ??= lineNumber;
    if (kept(event)) events.push(event);
  }, { strictUtf8: true });
  const warnings = [];
  if (firstStart !== void 0 && otherStarts.length > 0) {
    warnings.push(
      `${file}: ${otherStarts.length} more simulation_started event(s) with another id (${otherStarts.slice(0, 3).join(", ")}${otherStarts.length > 3 ? ", \u2026" : ""}); the run is identified by the first one (line ${firstStart.line}, ${firstStart.id}), as GlossoGen does. Were two logs concatenated?`
    );
  }
  if (endedAt !== void 0 && afterEnd > 0) {
    warnings.push(
      `${file}: ${afterEnd} event(s) after simulation_ended (line ${endedAt}), the first on line ${firstAfterEnd}; they are evaluated like the others, as GlossoGen does`
    );
  }
  return { events, sha256, warnings };
}
function firstLine(file) {
  const { fd } = openRegularFileSync(file);
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const bytesRead = readSync(fd, buffer, 0, buffer.length, 0);
    const text = buffer.subarray(0, bytesRead).toString("utf8");
    const newline = text.indexOf("\n");
    return newline === -1 ? text : text.slice(0, newline);
  } finally {
    closeSync(fd);
  }
}
function startsWithSimulationStarted(file) {
  try {
    const parsed = JSON.parse(firstLine(file).trim());
    return typeof parsed === "object" && parsed !== null && parsed.event_type === "simulation_started";
  } catch {
    return false;
  }
}
function detectScenario(runDir, given) {
  try {
    return Promise.resolve(scanRunDir(runDir, given).scenarioName);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
function listRunDir(runDir) {
  try {
    return readdirSync(runDir);
  } catch (listing) {
    let info;
    try {
      info = statSync(runDir);
    } catch (error) {
      throw new InputError(`--run-dir ${runDir}: cannot read the directory: ${describeFsError(error)}`, { cause: error });
    }
    if (!info.isDirectory()) throw new InputError(`--run-dir ${runDir}: not a directory`);
    throw new InputError(`--run-dir ${runDir}: cannot read the directory: ${describeFsError(listing)}`, { cause: listing });
  }
}
function scanRunDir(runDir, given) {
  const entries = listRunDir(runDir);
  return { scenarioName: scenarioAmong(runDir, entries, given), entries };
}
function scenarioAmong(runDir, entries, given) {
  if (given !== void 0) {
    if (!entries.includes(`${given}.jsonl`)) {
      throw new InputError(`${runDir}: no event log ${given}.jsonl for scenario '${given}'`);
    }
    return given;
  }
  const logs = entries.filter((name) => name.endsWith(".jsonl")).sort();
  const logsNotSidecars = logs.filter((name) => !KNOWN_SIDECARS.has(name));
  if (logsNotSidecars.length === 1) return logsNotSidecars[0].slice(0, -".jsonl".length);
  const candidates = [];
  for (const name of logsNotSidecars) {
    if (startsWithSimulationStarted(path2.join(runDir, name))) candidates.push(name.slice(0, -".jsonl".length));
  }
  if (candidates.length === 1) return candidates[0];
  if (candidates.length === 0 && logsNotSidecars.length === 1) return logsNotSidecars[0].slice(0, -".jsonl".length);
  if (candidates.length === 0) {
    throw new InputError(
      `${runDir}: no event log found (a *.jsonl whose first event is simulation_started); --run-dir must name the directory that holds <scenario>.jsonl` + (logs.length > 0 ? `; looked at: ${logs.join(", ")}` : "")
    );
  }
  throw new InputError(
    `${runDir}: several event logs could be the run's (${candidates.join(", ")}); name the scenario: agent-eval evaluate <SCENARIO> --run-dir ${runDir}`
  );
}
async function loadRun(runDir, scenarioName, keep) {
  const logPath = path2.join(runDir, `${scenarioName}.jsonl`);
  let log;
  try {
    try {
      log = readEventLog(logPath, keep);
    } catch (error) {
      if (!(error instanceof InvalidEventLine)) throw error;
      const { EventLogParser } = await import("./event-log-IV3XUNEF.js");
      log = readEventLog(logPath, keep, new EventLogParser(logPath));
    }
  } catch (error) {
    throw fsInputError(error, logPath, "read the event log");
  }
  const { events, sha256, warnings } = log;
  return { ...describeRun(runDir, scenarioName, logPath, events, sha256), logWarnings: warnings };
}

export {
  externalCommandMetric,
  pluginFlagSpec,
  loadPluginMetrics,
  registryWithPlugins,
  pluginSpecs,
  pluginRegistry,
  builtinScenario,
  runMetrics,
  eventFilter,
  eventSelectionOf,
  INVOCATION_LOG,
  detectScenario,
  scanRunDir,
  loadRun
};
