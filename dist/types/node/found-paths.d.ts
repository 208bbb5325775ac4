/**
 * Notes a found path: it and each of its parent directories that holds a control character (a
 * message may name a file beside it, such as the run's event log next to its report).
 */
export declare function noteFoundPath(file: string): void;
/** Every found path noted so far that holds a control character (usually none). */
export declare function foundPathsWithControlCharacters(): readonly string[];
