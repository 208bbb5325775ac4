/**
 * Fail-closed secret detection for anything written to disk (fixture files) and scrubbing for
 * anything shown to people (error messages, log lines). Findings never carry the secret itself.
 */
export interface SecretFinding {
    /** Where it was found, as a JSON path (e.g. `$.request.user`). */
    readonly path: string;
    /** What it looks like, e.g. `an Anthropic API key (sk-ant-…)`; never the value. */
    readonly rule: string;
}
/** Shannon entropy in bits per character. */
export declare function shannonEntropy(text: string): number;
/**
 * A long token without whitespace that mixes lower case, upper case and digits with high entropy.
 * A sha256 hex digest (lower case and digits only, ≤ 4 bits/char) does not qualify.
 */
export declare function looksLikeHighEntropyToken(value: string): boolean;
/** Every place in `value` (a JSON-like tree) that holds something that looks like a credential. */
export declare function findSecretLikeValues(value: unknown, knownSecrets?: readonly (string | undefined)[]): SecretFinding[];
/**
 * Removes every occurrence of the given secrets and anything matching the credential patterns.
 * Used defensively on error messages and log lines.
 */
export declare function scrubSecrets(text: string, knownSecrets?: readonly (string | undefined)[]): string;
