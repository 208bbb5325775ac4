/**
 * A timestamp read as Python holds it: microseconds since 1970-01-01T00:00:00Z (a naive one read
 * as UTC) and whether it carries an offset. Python refuses to subtract or order a naive and an
 * aware datetime, so the callers need to know which one they have.
 */
export interface Instant {
    readonly micros: number;
    readonly aware: boolean;
}
/** The timestamp as an instant (see Instant). */
export declare function readInstant(timestamp: string): Instant;
/** Microseconds since 1970-01-01T00:00:00Z; a timestamp without offset is read as UTC. */
export declare function instantMicros(timestamp: string): number;
/**
 * Python's refusal to mix a naive and an aware datetime in a subtraction or an ordering
 * (`TypeError: can't subtract offset-naive and offset-aware datetimes`), with both texts named.
 */
export declare function assertSameKind(operation: "subtract" | "compare", a: Instant, aText: string, b: Instant, bText: string): void;
/**
 * Python `round((later - earlier).total_seconds(), 3)`: the exact microsecond difference divided
 * by 10**6 (one correctly rounded division), then rounded half-even on its binary value.
 */
export declare function elapsedSecondsRounded(laterMicros: number, earlierMicros: number): number;
