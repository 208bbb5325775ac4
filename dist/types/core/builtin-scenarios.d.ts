/**
 * Descriptors of GlossoGen's built-in scenarios and their modes (spec §2.2), chosen from
 * `simulation_started.scenario_config`.
 */
import type { ScenarioDescriptor } from "./scenario.js";
type Config = Readonly<Record<string, unknown>>;
type Builder = (config: Config) => ScenarioDescriptor;
export declare const BUILTIN_SCENARIOS: Readonly<Record<string, Builder>>;
export declare function builtinScenario(name: string, config: Config): ScenarioDescriptor | undefined;
export {};
