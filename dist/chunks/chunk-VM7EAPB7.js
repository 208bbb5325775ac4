import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  isJsonObject
} from "./chunk-J6F6MZKC.js";
import {
  isIsoDatetime
} from "./chunk-GYEXMW2G.js";

// src/core/generated/event-checks.ts
function check_simulation_started(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const f1 = v["event_id"];
  if (!(typeof f1 === "string")) return false;
  const f2 = v["timestamp"];
  if (f2 !== void 0) {
    if (!(isIsoDatetime(f2) === true)) return false;
  }
  const f3 = v["round_number"];
  if (!(typeof f3 === "number" && Number.isFinite(f3) && Number.isSafeInteger(f3))) return false;
  const f4 = v["event_type"];
  if (!(f4 === "simulation_started")) return false;
  const f5 = v["run_id"];
  if (!(typeof f5 === "string")) return false;
  const f6 = v["scenario_name"];
  if (!(typeof f6 === "string")) return false;
  const f7 = v["scenario_description"];
  if (!(typeof f7 === "string")) return false;
  const f8 = v["channel_ids"];
  if (!Array.isArray(f8)) return false;
  for (let i9 = 0; i9 < f8.length; i9++) {
    const e10 = f8[i9];
    if (!(typeof e10 === "string")) return false;
  }
  let f11 = v["scenario_config"];
  if (f11 === void 0) {
    f11 = {};
    v["scenario_config"] = f11;
  }
  if (!(isJsonObject(f11) === true)) return false;
  const f12 = v["provider"];
  if (!(typeof f12 === "string")) return false;
  return true;
}
function check_agent_registered(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const f13 = v["event_id"];
  if (!(typeof f13 === "string")) return false;
  const f14 = v["timestamp"];
  if (f14 !== void 0) {
    if (!(isIsoDatetime(f14) === true)) return false;
  }
  const f15 = v["round_number"];
  if (!(typeof f15 === "number" && Number.isFinite(f15) && Number.isSafeInteger(f15))) return false;
  const f16 = v["event_type"];
  if (!(f16 === "agent_registered")) return false;
  const f17 = v["agent_id"];
  if (!(typeof f17 === "string")) return false;
  const f18 = v["role_name"];
  if (!(typeof f18 === "string")) return false;
  const f19 = v["system_prompt"];
  if (!(typeof f19 === "string")) return false;
  const f20 = v["channel_ids"];
  if (!Array.isArray(f20)) return false;
  for (let i21 = 0; i21 < f20.length; i21++) {
    const e22 = f20[i21];
    if (!(typeof e22 === "string")) return false;
  }
  const f23 = v["tool_names"];
  if (!Array.isArray(f23)) return false;
  for (let i24 = 0; i24 < f23.length; i24++) {
    const e25 = f23[i24];
    if (!(typeof e25 === "string")) return false;
  }
  const f26 = v["model"];
  if (!(typeof f26 === "string")) return false;
  const f27 = v["provider"];
  if (!(typeof f27 === "string")) return false;
  const f28 = v["max_tokens"];
  if (!(typeof f28 === "number" && Number.isFinite(f28) && Number.isSafeInteger(f28))) return false;
  return true;
}
function check_agent_connected(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const f29 = v["event_id"];
  if (!(typeof f29 === "string")) return false;
  const f30 = v["timestamp"];
  if (f30 !== void 0) {
    if (!(isIsoDatetime(f30) === true)) return false;
  }
  const f31 = v["round_number"];
  if (!(typeof f31 === "number" && Number.isFinite(f31) && Number.isSafeInteger(f31))) return false;
  const f32 = v["event_type"];
  if (!(f32 === "agent_connected")) return false;
  const f33 = v["agent_id"];
  if (!(typeof f33 === "string")) return false;
  const f34 = v["role_name"];
  if (!(typeof f34 === "string")) return false;
  const f35 = v["model"];
  if (!(typeof f35 === "string")) return false;
  return true;
}
function check_message_sent(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const f36 = v["event_id"];
  if (!(typeof f36 === "string")) return false;
  const f37 = v["timestamp"];
  if (f37 !== void 0) {
    if (!(isIsoDatetime(f37) === true)) return false;
  }
  const f38 = v["round_number"];
  if (!(typeof f38 === "number" && Number.isFinite(f38) && Number.isSafeInteger(f38))) return false;
  const f39 = v["event_type"];
  if (!(f39 === "message_sent")) return false;
  const f40 = v["message"];
  if (!(typeof f40 === "object" && f40 !== null && !Array.isArray(f40))) return false;
  const f41 = f40["message_id"];
  if (!(typeof f41 === "string")) return false;
  const f42 = f40["channel_id"];
  if (!(typeof f42 === "string")) return false;
  const f43 = f40["sender_agent_id"];
  if (!(typeof f43 === "string")) return false;
  const f44 = f40["sender_display_name"];
  if (!(typeof f44 === "string")) return false;
  const f45 = f40["text"];
  if (!(typeof f45 === "string")) return false;
  const f46 = f40["timestamp"];
  if (f46 !== void 0) {
    if (!(isIsoDatetime(f46) === true)) return false;
  }
  const f47 = f40["round_number"];
  if (!(typeof f47 === "number" && Number.isFinite(f47) && Number.isSafeInteger(f47))) return false;
  const f48 = v["token_count"];
  if (!(typeof f48 === "number" && Number.isFinite(f48) && Number.isSafeInteger(f48))) return false;
  return true;
}
function check_llm_response_received(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const f49 = v["event_id"];
  if (!(typeof f49 === "string")) return false;
  const f50 = v["timestamp"];
  if (f50 !== void 0) {
    if (!(isIsoDatetime(f50) === true)) return false;
  }
  const f51 = v["round_number"];
  if (!(typeof f51 === "number" && Number.isFinite(f51) && Number.isSafeInteger(f51))) return false;
  const f52 = v["event_type"];
  if (!(f52 === "llm_response_received")) return false;
  const f53 = v["agent_id"];
  if (!(typeof f53 === "string")) return false;
  let f54 = v["thinking"];
  if (f54 === void 0) {
    f54 = null;
    v["thinking"] = f54;
  }
  if (f54 !== null) {
    if (!(typeof f54 === "string")) return false;
  }
  const f55 = v["text"];
  if (f55 !== null) {
    if (!(typeof f55 === "string")) return false;
  }
  const f56 = v["tool_calls"];
  if (!Array.isArray(f56)) return false;
  for (let i57 = 0; i57 < f56.length; i57++) {
    const e58 = f56[i57];
    if (!(typeof e58 === "object" && e58 !== null && !Array.isArray(e58))) return false;
    const f59 = e58["call_id"];
    if (!(typeof f59 === "string")) return false;
    const f60 = e58["tool_name"];
    if (!(typeof f60 === "string")) return false;
    const f61 = e58["arguments"];
    if (!(isJsonObject(f61) === true)) return false;
  }
  const f62 = v["stop_reason"];
  if (f62 !== null) {
    if (!(typeof f62 === "string")) return false;
  }
  const f63 = v["usage"];
  if (!(typeof f63 === "object" && f63 !== null && !Array.isArray(f63))) return false;
  const f64 = f63["input_tokens"];
  if (!(typeof f64 === "number" && Number.isFinite(f64) && Number.isSafeInteger(f64))) return false;
  const f65 = f63["output_tokens"];
  if (!(typeof f65 === "number" && Number.isFinite(f65) && Number.isSafeInteger(f65))) return false;
  const f66 = f63["cache_read_input_tokens"];
  if (f66 !== void 0) {
    if (!(typeof f66 === "number" && Number.isFinite(f66) && Number.isSafeInteger(f66))) return false;
  }
  const f67 = f63["cache_creation_input_tokens"];
  if (f67 !== void 0) {
    if (!(typeof f67 === "number" && Number.isFinite(f67) && Number.isSafeInteger(f67))) return false;
  }
  return true;
}
function check_tool_call_invoked(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const f68 = v["event_id"];
  if (!(typeof f68 === "string")) return false;
  const f69 = v["timestamp"];
  if (f69 !== void 0) {
    if (!(isIsoDatetime(f69) === true)) return false;
  }
  const f70 = v["round_number"];
  if (!(typeof f70 === "number" && Number.isFinite(f70) && Number.isSafeInteger(f70))) return false;
  const f71 = v["event_type"];
  if (!(f71 === "tool_call_invoked")) return false;
  const f72 = v["agent_id"];
  if (!(typeof f72 === "string")) return false;
  const f73 = v["call_id"];
  if (!(typeof f73 === "string")) return false;
  const f74 = v["tool_name"];
  if (!(typeof f74 === "string")) return false;
  const f75 = v["arguments"];
  if (!(isJsonObject(f75) === true)) return false;
  return true;
}
function check_tool_result_received(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const f76 = v["event_id"];
  if (!(typeof f76 === "string")) return false;
  const f77 = v["timestamp"];
  if (f77 !== void 0) {
    if (!(isIsoDatetime(f77) === true)) return false;
  }
  const f78 = v["round_number"];
  if (!(typeof f78 === "number" && Number.isFinite(f78) && Number.isSafeInteger(f78))) return false;
  const f79 = v["event_type"];
  if (!(f79 === "tool_result_received")) return false;
  const f80 = v["agent_id"];
  if (!(typeof f80 === "string")) return false;
  const f81 = v["tool_name"];
  if (!(typeof f81 === "string")) return false;
  const f82 = v["call_id"];
  if (!(typeof f82 === "string")) return false;
  const f83 = v["arguments"];
  if (!(isJsonObject(f83) === true)) return false;
  const f84 = v["result"];
  if (!(typeof f84 === "string")) return false;
  return true;
}
function check_context_compacted(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const f85 = v["event_id"];
  if (!(typeof f85 === "string")) return false;
  const f86 = v["timestamp"];
  if (f86 !== void 0) {
    if (!(isIsoDatetime(f86) === true)) return false;
  }
  const f87 = v["round_number"];
  if (!(typeof f87 === "number" && Number.isFinite(f87) && Number.isSafeInteger(f87))) return false;
  const f88 = v["event_type"];
  if (!(f88 === "context_compacted")) return false;
  const f89 = v["agent_id"];
  if (!(typeof f89 === "string")) return false;
  const f90 = v["provider_name"];
  if (!(typeof f90 === "string")) return false;
  const f91 = v["summary_char_count"];
  if (!(typeof f91 === "number" && Number.isFinite(f91) && Number.isSafeInteger(f91))) return false;
  const f92 = v["summary_text"];
  if (!(typeof f92 === "string")) return false;
  return true;
}
function check_round_advanced(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const f93 = v["event_id"];
  if (!(typeof f93 === "string")) return false;
  const f94 = v["timestamp"];
  if (f94 !== void 0) {
    if (!(isIsoDatetime(f94) === true)) return false;
  }
  const f95 = v["round_number"];
  if (!(typeof f95 === "number" && Number.isFinite(f95) && Number.isSafeInteger(f95))) return false;
  const f96 = v["event_type"];
  if (!(f96 === "round_advanced")) return false;
  const f97 = v["trigger"];
  if (!(typeof f97 === "string")) return false;
  return true;
}
function check_agent_run_cycle_failed(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const f98 = v["event_id"];
  if (!(typeof f98 === "string")) return false;
  const f99 = v["timestamp"];
  if (f99 !== void 0) {
    if (!(isIsoDatetime(f99) === true)) return false;
  }
  const f100 = v["round_number"];
  if (!(typeof f100 === "number" && Number.isFinite(f100) && Number.isSafeInteger(f100))) return false;
  const f101 = v["event_type"];
  if (!(f101 === "agent_run_cycle_failed")) return false;
  const f102 = v["agent_id"];
  if (!(typeof f102 === "string")) return false;
  const f103 = v["cycle"];
  if (!(typeof f103 === "number" && Number.isFinite(f103) && Number.isSafeInteger(f103))) return false;
  const f104 = v["error_type"];
  if (!(typeof f104 === "string")) return false;
  const f105 = v["message"];
  if (!(typeof f105 === "string")) return false;
  return true;
}
function check_round_ended(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const f106 = v["event_id"];
  if (!(typeof f106 === "string")) return false;
  const f107 = v["timestamp"];
  if (f107 !== void 0) {
    if (!(isIsoDatetime(f107) === true)) return false;
  }
  const f108 = v["round_number"];
  if (!(typeof f108 === "number" && Number.isFinite(f108) && Number.isSafeInteger(f108))) return false;
  const f109 = v["event_type"];
  if (!(f109 === "round_ended")) return false;
  const f110 = v["trigger"];
  if (!(typeof f110 === "string")) return false;
  return true;
}
function check_round_result_recorded(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const f111 = v["event_id"];
  if (!(typeof f111 === "string")) return false;
  const f112 = v["timestamp"];
  if (f112 !== void 0) {
    if (!(isIsoDatetime(f112) === true)) return false;
  }
  const f113 = v["round_number"];
  if (!(typeof f113 === "number" && Number.isFinite(f113) && Number.isSafeInteger(f113))) return false;
  const f114 = v["event_type"];
  if (!(f114 === "round_result_recorded")) return false;
  const f115 = v["success"];
  if (!(typeof f115 === "boolean")) return false;
  const f116 = v["team_id"];
  if (f116 !== null) {
    if (!(typeof f116 === "string")) return false;
  }
  const f117 = v["reason"];
  if (!(typeof f117 === "string")) return false;
  return true;
}
function check_injection_delivered(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const f118 = v["event_id"];
  if (!(typeof f118 === "string")) return false;
  const f119 = v["timestamp"];
  if (f119 !== void 0) {
    if (!(isIsoDatetime(f119) === true)) return false;
  }
  const f120 = v["round_number"];
  if (!(typeof f120 === "number" && Number.isFinite(f120) && Number.isSafeInteger(f120))) return false;
  const f121 = v["event_type"];
  if (!(f121 === "injection_delivered")) return false;
  const f122 = v["agent_id"];
  if (!(typeof f122 === "string")) return false;
  const f123 = v["text"];
  if (!(typeof f123 === "string")) return false;
  return true;
}
function check_postmortem_started(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const f124 = v["event_id"];
  if (!(typeof f124 === "string")) return false;
  const f125 = v["timestamp"];
  if (f125 !== void 0) {
    if (!(isIsoDatetime(f125) === true)) return false;
  }
  const f126 = v["round_number"];
  if (!(typeof f126 === "number" && Number.isFinite(f126) && Number.isSafeInteger(f126))) return false;
  const f127 = v["event_type"];
  if (!(f127 === "postmortem_started")) return false;
  return true;
}
function check_postmortem_ended(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const f128 = v["event_id"];
  if (!(typeof f128 === "string")) return false;
  const f129 = v["timestamp"];
  if (f129 !== void 0) {
    if (!(isIsoDatetime(f129) === true)) return false;
  }
  const f130 = v["round_number"];
  if (!(typeof f130 === "number" && Number.isFinite(f130) && Number.isSafeInteger(f130))) return false;
  const f131 = v["event_type"];
  if (!(f131 === "postmortem_ended")) return false;
  const f132 = v["trigger"];
  if (!(typeof f132 === "string")) return false;
  return true;
}
function check_channel_history_cleared(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const f133 = v["event_id"];
  if (!(typeof f133 === "string")) return false;
  const f134 = v["timestamp"];
  if (f134 !== void 0) {
    if (!(isIsoDatetime(f134) === true)) return false;
  }
  const f135 = v["round_number"];
  if (!(typeof f135 === "number" && Number.isFinite(f135) && Number.isSafeInteger(f135))) return false;
  const f136 = v["event_type"];
  if (!(f136 === "channel_history_cleared")) return false;
  const f137 = v["channel_id"];
  if (!(typeof f137 === "string")) return false;
  const f138 = v["reason"];
  if (!(typeof f138 === "string")) return false;
  return true;
}
function check_channel_membership_changed(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const f139 = v["event_id"];
  if (!(typeof f139 === "string")) return false;
  const f140 = v["timestamp"];
  if (f140 !== void 0) {
    if (!(isIsoDatetime(f140) === true)) return false;
  }
  const f141 = v["round_number"];
  if (!(typeof f141 === "number" && Number.isFinite(f141) && Number.isSafeInteger(f141))) return false;
  const f142 = v["event_type"];
  if (!(f142 === "channel_membership_changed")) return false;
  const f143 = v["channel_id"];
  if (!(typeof f143 === "string")) return false;
  const f144 = v["member_agent_ids"];
  if (!Array.isArray(f144)) return false;
  for (let i145 = 0; i145 < f144.length; i145++) {
    const e146 = f144[i145];
    if (!(typeof e146 === "string")) return false;
  }
  const f147 = v["reason"];
  if (!(typeof f147 === "string")) return false;
  return true;
}
function check_world_event_delivered(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const f148 = v["event_id"];
  if (!(typeof f148 === "string")) return false;
  const f149 = v["timestamp"];
  if (f149 !== void 0) {
    if (!(isIsoDatetime(f149) === true)) return false;
  }
  const f150 = v["round_number"];
  if (!(typeof f150 === "number" && Number.isFinite(f150) && Number.isSafeInteger(f150))) return false;
  const f151 = v["event_type"];
  if (!(f151 === "world_event_delivered")) return false;
  const f152 = v["agent_id"];
  if (!(typeof f152 === "string")) return false;
  const f153 = v["text"];
  if (!(typeof f153 === "string")) return false;
  return true;
}
function check_simulation_ended(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const f154 = v["event_id"];
  if (!(typeof f154 === "string")) return false;
  const f155 = v["timestamp"];
  if (f155 !== void 0) {
    if (!(isIsoDatetime(f155) === true)) return false;
  }
  const f156 = v["round_number"];
  if (!(typeof f156 === "number" && Number.isFinite(f156) && Number.isSafeInteger(f156))) return false;
  const f157 = v["event_type"];
  if (!(f157 === "simulation_ended")) return false;
  const f158 = v["reason"];
  if (!(f158 === "scenario_complete" || f158 === "in_progress" || f158 === "starting" || f158 === "error" || f158 === "killed")) return false;
  const f159 = v["total_messages"];
  if (!(typeof f159 === "number" && Number.isFinite(f159) && Number.isSafeInteger(f159))) return false;
  const f160 = v["total_cost_usd"];
  if (!(typeof f160 === "number" && Number.isFinite(f160))) return false;
  return true;
}
function member172(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const f173 = v["kind"];
  if (!(f173 === "full")) return false;
  for (const k174 of Object.keys(v)) if (!(k174 === "kind")) return false;
  return true;
}
function member175(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const f176 = v["kind"];
  if (!(f176 === "none")) return false;
  for (const k177 of Object.keys(v)) if (!(k177 === "kind")) return false;
  return true;
}
function member178(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const f179 = v["kind"];
  if (!(f179 === "from_round")) return false;
  const f180 = v["round_floor"];
  if (!(typeof f180 === "number" && Number.isFinite(f180) && Number.isSafeInteger(f180) && f180 >= 1)) return false;
  for (const k181 of Object.keys(v)) if (!(k181 === "kind" || k181 === "round_floor")) return false;
  return true;
}
function check_agent_swapped_mid_run(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const f161 = v["event_id"];
  if (!(typeof f161 === "string")) return false;
  const f162 = v["timestamp"];
  if (f162 !== void 0) {
    if (!(isIsoDatetime(f162) === true)) return false;
  }
  const f163 = v["round_number"];
  if (!(typeof f163 === "number" && Number.isFinite(f163) && Number.isSafeInteger(f163))) return false;
  const f164 = v["event_type"];
  if (!(f164 === "agent_swapped_mid_run")) return false;
  const f165 = v["agent_id"];
  if (!(typeof f165 === "string")) return false;
  const f166 = v["new_model"];
  if (!(typeof f166 === "string")) return false;
  const f167 = v["new_provider"];
  if (!(typeof f167 === "string")) return false;
  const f168 = v["channel_visibility"];
  if (!(typeof f168 === "object" && f168 !== null && !Array.isArray(f168))) return false;
  const values169 = Object.values(f168);
  for (let i170 = 0; i170 < values169.length; i170++) {
    const e171 = values169[i170];
    if (!(member172(e171) || member175(e171) || member178(e171))) return false;
  }
  return true;
}
function check_postmortem_disabled_mid_run(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const f182 = v["event_id"];
  if (!(typeof f182 === "string")) return false;
  const f183 = v["timestamp"];
  if (f183 !== void 0) {
    if (!(isIsoDatetime(f183) === true)) return false;
  }
  const f184 = v["round_number"];
  if (!(typeof f184 === "number" && Number.isFinite(f184) && Number.isSafeInteger(f184))) return false;
  const f185 = v["event_type"];
  if (!(f185 === "postmortem_disabled_mid_run")) return false;
  return true;
}
function check_case_injected_mid_run(v) {
  if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
  const f186 = v["event_id"];
  if (!(typeof f186 === "string")) return false;
  const f187 = v["timestamp"];
  if (f187 !== void 0) {
    if (!(isIsoDatetime(f187) === true)) return false;
  }
  const f188 = v["round_number"];
  if (!(typeof f188 === "number" && Number.isFinite(f188) && Number.isSafeInteger(f188))) return false;
  const f189 = v["event_type"];
  if (!(f189 === "case_injected_mid_run")) return false;
  const f190 = v["scenario_payload"];
  if (!(isJsonObject(f190) === true)) return false;
  return true;
}
var coreEventChecks = /* @__PURE__ */ new Map([
  ["simulation_started", check_simulation_started],
  ["agent_registered", check_agent_registered],
  ["agent_connected", check_agent_connected],
  ["message_sent", check_message_sent],
  ["llm_response_received", check_llm_response_received],
  ["tool_call_invoked", check_tool_call_invoked],
  ["tool_result_received", check_tool_result_received],
  ["context_compacted", check_context_compacted],
  ["round_advanced", check_round_advanced],
  ["agent_run_cycle_failed", check_agent_run_cycle_failed],
  ["round_ended", check_round_ended],
  ["round_result_recorded", check_round_result_recorded],
  ["injection_delivered", check_injection_delivered],
  ["postmortem_started", check_postmortem_started],
  ["postmortem_ended", check_postmortem_ended],
  ["channel_history_cleared", check_channel_history_cleared],
  ["channel_membership_changed", check_channel_membership_changed],
  ["world_event_delivered", check_world_event_delivered],
  ["simulation_ended", check_simulation_ended],
  ["agent_swapped_mid_run", check_agent_swapped_mid_run],
  ["postmortem_disabled_mid_run", check_postmortem_disabled_mid_run],
  ["case_injected_mid_run", check_case_injected_mid_run]
]);

export {
  coreEventChecks
};
