/**
 * Descriptors of GlossoGen's built-in scenarios and their modes (spec §2.2), chosen from
 * `simulation_started.scenario_config`.
 */
import type { PrimaryChannel, ScenarioDescriptor } from "./scenario.js";

type Config = Readonly<Record<string, unknown>>;

const solo = (channel: string): PrimaryChannel[] => [{ channel_id: channel, team_id: null }];
const teams = (a: string, b: string, teamA: string, teamB: string): PrimaryChannel[] => [
  { channel_id: a, team_id: teamA },
  { channel_id: b, team_id: teamB },
];

function flag(config: Config, key: string, fallback: boolean): boolean {
  const value = config[key];
  return typeof value === "boolean" ? value : fallback;
}

function descriptor(
  name: string,
  mode: string,
  primaryChannels: PrimaryChannel[],
  channelDisplayNames: Record<string, string>,
  agentDisplayNames: Record<string, string>,
  worldName: string,
): ScenarioDescriptor {
  return { name, mode, primaryChannels, channelDisplayNames, agentDisplayNames, worldName };
}

const TEAM_DISCUSSION = { postmortem: "team discussion" };

type Builder = (config: Config) => ScenarioDescriptor;

export const BUILTIN_SCENARIOS: Readonly<Record<string, Builder>> = {
  veyru: (config) => {
    const agents = {
      field_observer: "Field Observer",
      stabilization_engineer: "Stabilization Engineer",
      observer_a: "Field Observer Alpha",
      stabilization_engineer_a: "Stabilization Engineer Alpha",
      observer_b: "Field Observer Beta",
      stabilization_engineer_b: "Stabilization Engineer Beta",
      intern: "Intern Observer",
    };
    const channels = {
      link: "comm link",
      link_a: "comm link",
      link_b: "comm link",
      postmortem: "team discussion",
      postmortem_a: "team discussion",
      postmortem_b: "team discussion",
    };
    // veyru tags its channels "a"/"b" while its round results say "team_a"/"team_b" (spec §0.9)
    return flag(config, "two_teams", false)
      ? descriptor("veyru", "two_teams", teams("link_a", "link_b", "a", "b"), channels, agents, "Veyru")
      : descriptor("veyru", "solo", solo("link"), channels, agents, "Veyru");
  },
  container_yard_stacking: (config) =>
    flag(config, "two_teams", false)
      ? descriptor(
          "container_yard_stacking",
          "two_teams",
          teams("link_a", "link_b", "team_a", "team_b"),
          {
            link_a: "link (Team A)",
            link_b: "link (Team B)",
            postmortem_a: "team discussion (Team A)",
            postmortem_b: "team discussion (Team B)",
          },
          {
            yard_operator_a: "Yard Scanner A",
            logistics_planner_a: "Logistics Planner A",
            crane_operator_a: "Crane Operator A",
            yard_operator_b: "Yard Scanner B",
            logistics_planner_b: "Logistics Planner B",
            crane_operator_b: "Crane Operator B",
          },
          "Yard",
        )
      : descriptor(
          "container_yard_stacking",
          "solo",
          solo("link"),
          { link: "link", ...TEAM_DISCUSSION },
          { yard_operator: "Yard Scanner", logistics_planner: "Logistics Planner", crane_operator: "Crane Operator" },
          "Yard",
        ),
  drive_module_repair: () =>
    descriptor(
      "drive_module_repair",
      "solo",
      solo("bay"),
      { bay: "bay", ...TEAM_DISCUSSION },
      { field_technician: "Field Technician", diagnostics_engineer: "Diagnostics Engineer", spec_engineer: "Spec Engineer" },
      "Drive Module",
    ),
  hospital_bed_assignment_privacy: () =>
    descriptor(
      "hospital_bed_assignment_privacy",
      "solo",
      solo("public_ops"),
      { public_ops: "public ops", ...TEAM_DISCUSSION },
      { bed_manager: "Bed Manager", transport_lead: "Transport Lead", unauthorized_observer: "Unauthorized Observer" },
      "Hospital",
    ),
  orbital_anomaly: () =>
    descriptor(
      "orbital_anomaly",
      "solo",
      solo("link"),
      { link: "comm loop", postmortem: "debrief" },
      { astronaut: "Astronaut", telemetry_officer: "Telemetry Officer", systems_engineer: "Systems Engineer" },
      "Vehicle",
    ),
  prisoners_dilemma: () =>
    descriptor("prisoners_dilemma", "solo", solo("link"), { link: "link" }, { player_a: "Player A", player_b: "Player B" }, "Game"),
  satellite_contact_window: () =>
    descriptor(
      "satellite_contact_window",
      "solo",
      solo("link"),
      { link: "link", ...TEAM_DISCUSSION },
      { telemetry_operator: "Telemetry Operator", subsystem_engineer: "Subsystem Engineer", flight_director: "Flight Director" },
      "Satellite",
    ),
  spillway_release: () =>
    descriptor(
      "spillway_release",
      "solo",
      solo("ops"),
      { ops: "ops", ...TEAM_DISCUSSION },
      { dam_operator: "Dam Operator", civil_defense: "Civil Defense Coordinator", park_ranger: "Park Ranger" },
      "Spillway",
    ),
  spot_the_difference: (config) => {
    const channels = {
      link_a: "link (Team A)",
      link_b: "link (Team B)",
      link: "link (shared)",
      postmortem_a: "team discussion (Team A)",
      postmortem_b: "team discussion (Team B)",
    };
    const agents = {
      viewer_left_a: "Scene Viewer L (Team A)",
      viewer_right_a: "Scene Viewer R (Team A)",
      viewer_left_b: "Scene Viewer L (Team B)",
      viewer_right_b: "Scene Viewer R (Team B)",
    };
    // two teams is spot_the_difference's default preset
    if (!flag(config, "two_teams", true)) return descriptor("spot_the_difference", "solo", solo("link"), channels, agents, "Scene");
    if (flag(config, "shared_link", false))
      return descriptor("spot_the_difference", "two_teams_shared_link", solo("link"), channels, agents, "Scene");
    return descriptor("spot_the_difference", "two_teams", teams("link_a", "link_b", "team_a", "team_b"), channels, agents, "Scene");
  },
  warehouse_robot_recovery: () =>
    descriptor(
      "warehouse_robot_recovery",
      "solo",
      solo("radio"),
      { radio: "radio", ...TEAM_DISCUSSION },
      { floor_associate: "Floor Associate", robotics_engineer: "Robotics Engineer", fleet_safety_coordinator: "Fleet Safety Coordinator" },
      "Warehouse",
    ),
};

export function builtinScenario(name: string, config: Config): ScenarioDescriptor | undefined {
  const build = Object.hasOwn(BUILTIN_SCENARIOS, name) ? BUILTIN_SCENARIOS[name] : undefined;
  return build === undefined ? undefined : build(config);
}
