/** Microseconds since 1970-01-01T00:00:00Z; a timestamp without offset is read as UTC. */
export declare function instantMicros(timestamp: string): number;
/**
 * Python `round((later - earlier).total_seconds(), 3)`: the exact microsecond difference divided
 * by 10**6 (one correctly rounded division), then rounded half-even on its binary value.
 */
export declare function elapsedSecondsRounded(laterMicros: number, earlierMicros: number): number;
