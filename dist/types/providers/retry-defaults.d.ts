/** The providers' call defaults, apart from the retry code (retry.ts) so the command line can show them in its help without loading it. */
/** Attempts per call for transient failures (429, 529, 5xx, 408, connection errors, timeouts). */
export declare const DEFAULT_MAX_ATTEMPTS = 3;
/** Per-attempt timeout. */
export declare const DEFAULT_TIMEOUT_MS = 300000;
/** Default max output tokens (GlossoGen's default when its `LLM_MAX_TOKENS` env is unset). */
export declare const DEFAULT_MAX_TOKENS = 16384;
