/**
 * The zod schemas of the core GlossoGen event types. The event-log reader does not load them on
 * its common path: scripts/generate-event-checks.ts compiles them into the straight-line checkers
 * of src/core/generated/event-checks.ts, and a line those reject is re-validated here for zod's
 * field-naming error (src/core/event-log.ts). Change a schema, then run `npm run generate:event-checks`.
 */
import { z } from "zod";
/** One zod schema per core event type (GlossoGen `_CORE_EVENT_TYPES`). */
export declare const coreEventSchemas: {
    readonly simulation_started: z.ZodObject<{
        event_type: z.ZodLiteral<"simulation_started">;
        run_id: z.ZodString;
        scenario_name: z.ZodString;
        scenario_description: z.ZodString;
        channel_ids: z.ZodArray<z.ZodString>;
        scenario_config: z.ZodDefault<z.ZodCustom<Record<string, unknown>, Record<string, unknown>>>;
        provider: z.ZodString;
        event_id: z.ZodString;
        timestamp: z.ZodOptional<z.ZodCustom<string, string>>;
        round_number: z.ZodNumber;
    }, z.core.$strip>;
    readonly agent_registered: z.ZodObject<{
        event_type: z.ZodLiteral<"agent_registered">;
        agent_id: z.ZodString;
        role_name: z.ZodString;
        system_prompt: z.ZodString;
        channel_ids: z.ZodArray<z.ZodString>;
        tool_names: z.ZodArray<z.ZodString>;
        model: z.ZodString;
        provider: z.ZodString;
        max_tokens: z.ZodNumber;
        event_id: z.ZodString;
        timestamp: z.ZodOptional<z.ZodCustom<string, string>>;
        round_number: z.ZodNumber;
    }, z.core.$strip>;
    readonly agent_connected: z.ZodObject<{
        event_type: z.ZodLiteral<"agent_connected">;
        agent_id: z.ZodString;
        role_name: z.ZodString;
        model: z.ZodString;
        event_id: z.ZodString;
        timestamp: z.ZodOptional<z.ZodCustom<string, string>>;
        round_number: z.ZodNumber;
    }, z.core.$strip>;
    readonly message_sent: z.ZodObject<{
        event_type: z.ZodLiteral<"message_sent">;
        message: z.ZodObject<{
            message_id: z.ZodString;
            channel_id: z.ZodString;
            sender_agent_id: z.ZodString;
            sender_display_name: z.ZodString;
            text: z.ZodString;
            timestamp: z.ZodOptional<z.ZodCustom<string, string>>;
            round_number: z.ZodNumber;
        }, z.core.$strip>;
        token_count: z.ZodNumber;
        event_id: z.ZodString;
        timestamp: z.ZodOptional<z.ZodCustom<string, string>>;
        round_number: z.ZodNumber;
    }, z.core.$strip>;
    readonly llm_response_received: z.ZodObject<{
        event_type: z.ZodLiteral<"llm_response_received">;
        agent_id: z.ZodString;
        thinking: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        text: z.ZodNullable<z.ZodString>;
        tool_calls: z.ZodArray<z.ZodObject<{
            call_id: z.ZodString;
            tool_name: z.ZodString;
            arguments: z.ZodCustom<Record<string, unknown>, Record<string, unknown>>;
        }, z.core.$strip>>;
        stop_reason: z.ZodNullable<z.ZodString>;
        usage: z.ZodObject<{
            input_tokens: z.ZodNumber;
            output_tokens: z.ZodNumber;
            cache_read_input_tokens: z.ZodOptional<z.ZodNumber>;
            cache_creation_input_tokens: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strip>;
        event_id: z.ZodString;
        timestamp: z.ZodOptional<z.ZodCustom<string, string>>;
        round_number: z.ZodNumber;
    }, z.core.$strip>;
    readonly tool_call_invoked: z.ZodObject<{
        event_type: z.ZodLiteral<"tool_call_invoked">;
        agent_id: z.ZodString;
        call_id: z.ZodString;
        tool_name: z.ZodString;
        arguments: z.ZodCustom<Record<string, unknown>, Record<string, unknown>>;
        event_id: z.ZodString;
        timestamp: z.ZodOptional<z.ZodCustom<string, string>>;
        round_number: z.ZodNumber;
    }, z.core.$strip>;
    readonly tool_result_received: z.ZodObject<{
        event_type: z.ZodLiteral<"tool_result_received">;
        agent_id: z.ZodString;
        tool_name: z.ZodString;
        call_id: z.ZodString;
        arguments: z.ZodCustom<Record<string, unknown>, Record<string, unknown>>;
        result: z.ZodString;
        event_id: z.ZodString;
        timestamp: z.ZodOptional<z.ZodCustom<string, string>>;
        round_number: z.ZodNumber;
    }, z.core.$strip>;
    readonly context_compacted: z.ZodObject<{
        event_type: z.ZodLiteral<"context_compacted">;
        agent_id: z.ZodString;
        provider_name: z.ZodString;
        summary_char_count: z.ZodNumber;
        summary_text: z.ZodString;
        event_id: z.ZodString;
        timestamp: z.ZodOptional<z.ZodCustom<string, string>>;
        round_number: z.ZodNumber;
    }, z.core.$strip>;
    readonly round_advanced: z.ZodObject<{
        event_type: z.ZodLiteral<"round_advanced">;
        trigger: z.ZodString;
        event_id: z.ZodString;
        timestamp: z.ZodOptional<z.ZodCustom<string, string>>;
        round_number: z.ZodNumber;
    }, z.core.$strip>;
    readonly agent_run_cycle_failed: z.ZodObject<{
        event_type: z.ZodLiteral<"agent_run_cycle_failed">;
        agent_id: z.ZodString;
        cycle: z.ZodNumber;
        error_type: z.ZodString;
        message: z.ZodString;
        event_id: z.ZodString;
        timestamp: z.ZodOptional<z.ZodCustom<string, string>>;
        round_number: z.ZodNumber;
    }, z.core.$strip>;
    readonly round_ended: z.ZodObject<{
        event_type: z.ZodLiteral<"round_ended">;
        trigger: z.ZodString;
        event_id: z.ZodString;
        timestamp: z.ZodOptional<z.ZodCustom<string, string>>;
        round_number: z.ZodNumber;
    }, z.core.$strip>;
    readonly round_result_recorded: z.ZodObject<{
        event_type: z.ZodLiteral<"round_result_recorded">;
        success: z.ZodBoolean;
        team_id: z.ZodNullable<z.ZodString>;
        reason: z.ZodString;
        event_id: z.ZodString;
        timestamp: z.ZodOptional<z.ZodCustom<string, string>>;
        round_number: z.ZodNumber;
    }, z.core.$strip>;
    readonly injection_delivered: z.ZodObject<{
        event_type: z.ZodLiteral<"injection_delivered">;
        agent_id: z.ZodString;
        text: z.ZodString;
        event_id: z.ZodString;
        timestamp: z.ZodOptional<z.ZodCustom<string, string>>;
        round_number: z.ZodNumber;
    }, z.core.$strip>;
    readonly postmortem_started: z.ZodObject<{
        event_type: z.ZodLiteral<"postmortem_started">;
        event_id: z.ZodString;
        timestamp: z.ZodOptional<z.ZodCustom<string, string>>;
        round_number: z.ZodNumber;
    }, z.core.$strip>;
    readonly postmortem_ended: z.ZodObject<{
        event_type: z.ZodLiteral<"postmortem_ended">;
        trigger: z.ZodString;
        event_id: z.ZodString;
        timestamp: z.ZodOptional<z.ZodCustom<string, string>>;
        round_number: z.ZodNumber;
    }, z.core.$strip>;
    readonly channel_history_cleared: z.ZodObject<{
        event_type: z.ZodLiteral<"channel_history_cleared">;
        channel_id: z.ZodString;
        reason: z.ZodString;
        event_id: z.ZodString;
        timestamp: z.ZodOptional<z.ZodCustom<string, string>>;
        round_number: z.ZodNumber;
    }, z.core.$strip>;
    readonly channel_membership_changed: z.ZodObject<{
        event_type: z.ZodLiteral<"channel_membership_changed">;
        channel_id: z.ZodString;
        member_agent_ids: z.ZodArray<z.ZodString>;
        reason: z.ZodString;
        event_id: z.ZodString;
        timestamp: z.ZodOptional<z.ZodCustom<string, string>>;
        round_number: z.ZodNumber;
    }, z.core.$strip>;
    readonly world_event_delivered: z.ZodObject<{
        event_type: z.ZodLiteral<"world_event_delivered">;
        agent_id: z.ZodString;
        text: z.ZodString;
        event_id: z.ZodString;
        timestamp: z.ZodOptional<z.ZodCustom<string, string>>;
        round_number: z.ZodNumber;
    }, z.core.$strip>;
    readonly simulation_ended: z.ZodObject<{
        event_type: z.ZodLiteral<"simulation_ended">;
        reason: z.ZodEnum<{
            error: "error";
            scenario_complete: "scenario_complete";
            in_progress: "in_progress";
            starting: "starting";
            killed: "killed";
        }>;
        total_messages: z.ZodNumber;
        total_cost_usd: z.ZodNumber;
        event_id: z.ZodString;
        timestamp: z.ZodOptional<z.ZodCustom<string, string>>;
        round_number: z.ZodNumber;
    }, z.core.$strip>;
    readonly agent_swapped_mid_run: z.ZodObject<{
        event_type: z.ZodLiteral<"agent_swapped_mid_run">;
        agent_id: z.ZodString;
        new_model: z.ZodString;
        new_provider: z.ZodString;
        channel_visibility: z.ZodRecord<z.ZodString, z.ZodDiscriminatedUnion<[z.ZodObject<{
            kind: z.ZodLiteral<"full">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"none">;
        }, z.core.$strict>, z.ZodObject<{
            kind: z.ZodLiteral<"from_round">;
            round_floor: z.ZodNumber;
        }, z.core.$strict>], "kind">>;
        event_id: z.ZodString;
        timestamp: z.ZodOptional<z.ZodCustom<string, string>>;
        round_number: z.ZodNumber;
    }, z.core.$strip>;
    readonly postmortem_disabled_mid_run: z.ZodObject<{
        event_type: z.ZodLiteral<"postmortem_disabled_mid_run">;
        event_id: z.ZodString;
        timestamp: z.ZodOptional<z.ZodCustom<string, string>>;
        round_number: z.ZodNumber;
    }, z.core.$strip>;
    readonly case_injected_mid_run: z.ZodObject<{
        event_type: z.ZodLiteral<"case_injected_mid_run">;
        scenario_payload: z.ZodCustom<Record<string, unknown>, Record<string, unknown>>;
        event_id: z.ZodString;
        timestamp: z.ZodOptional<z.ZodCustom<string, string>>;
        round_number: z.ZodNumber;
    }, z.core.$strip>;
};
