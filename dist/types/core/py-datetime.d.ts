/**
 * pydantic 2's lax `datetime` validation of a JSON value (GlossoGen's `EventBase.timestamp` and
 * `SimulationMessage.timestamp`; spec §1.3), as pydantic-core and its date/time parser (speedate)
 * do it: RFC 3339 text with `T`, `t`, `_` or a space between date and time, optional seconds,
 * fractions cut to microseconds and `Z`/`±HH[:]MM` offsets; a plain date (midnight); a unix
 * timestamp as a number or as text (seconds, or milliseconds past 2e10 in magnitude). What it
 * refuses, it refuses with pydantic's error type and message. Checked against pydantic 2.13.4 on
 * python3 (tests/core/py-datetime.test.ts lists the vectors).
 *
 * An accepted value is given as Python's `datetime.isoformat()` of what pydantic built, which the
 * rest of agent-eval reads as an instant (src/core/history/instants.ts). Pure.
 */
export type PydanticDatetime = {
    readonly ok: true;
    readonly iso: string;
} | {
    readonly ok: false;
    readonly type: "datetime_type" | "datetime_parsing" | "datetime_from_date_parsing";
    readonly message: string;
};
/** pydantic's lax `datetime` validation of a JSON value (see the module comment). */
export declare function pydanticDatetime(value: unknown): PydanticDatetime;
/**
 * The timestamps agent-eval reads as they are, checked on every event: `YYYY-MM-DDTHH:MM:SS`, an
 * optional fraction of 1-6 digits and an optional `Z` or `±HH:MM`, a real date and time of year
 * 1-9999 (what GlossoGen writes, and what pydanticDatetime gives back). pydantic accepts more;
 * the reader sends anything else through pydanticDatetime, which reads it or names why not.
 */
export declare function isIsoDatetime(value: unknown): boolean;
