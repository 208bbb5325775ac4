/**
 * The secrets in the environment that nothing agent-eval writes or prints may contain: the judge
 * providers' API keys, the other credentials the reference's fail-closed scan names
 * (ANTHROPIC_AUTH_TOKEN, GITHUB_TOKEN; judge-replay-and-graders.md D.7), and credentials embedded
 * in a base URL or proxy URL (`https://user:key@host`).
 */
/** The environment variables read (process.env fits; structural so the published types need no @types/node). */
export type Environment = Readonly<Record<string, string | undefined>>;
/** Environment variables of each HTTP judge provider. */
export declare const ENV_KEYS: {
    readonly anthropic: {
        readonly key: "ANTHROPIC_API_KEY";
        readonly baseUrl: "ANTHROPIC_BASE_URL";
    };
    readonly openai: {
        readonly key: "OPENAI_API_KEY";
        readonly baseUrl: "OPENAI_BASE_URL";
    };
};
/**
 * The credentials in a URL's user-info (`scheme://user:password@host`): the password, or the user
 * name when there is no password (`https://KEY@host`), as written and percent-decoded. [] when the
 * text is not a URL or carries none.
 */
export declare function urlCredentials(text: string | undefined): string[];
/**
 * The header values of ANTHROPIC_CUSTOM_HEADERS (`Name: value` lines, parsed as @anthropic-ai/sdk
 * does): the SDK sends them on every request, and a gateway key is typically one of them.
 */
export declare function customHeaderValues(text: string | undefined): string[];
/**
 * The secrets set in `env` (8 characters or more; shorter ones would match ordinary text): the
 * provider API keys, ANTHROPIC_AUTH_TOKEN, GITHUB_TOKEN, credentials inside the providers' base
 * URLs and the proxy variables, and the values of ANTHROPIC_CUSTOM_HEADERS.
 */
export declare function configuredApiKeys(env: Environment): string[];
/**
 * A function replacing each of `secrets` in a text by `[redacted]`, longest first, so a secret
 * containing another is redacted whole. Built once for many texts (a diff's every string).
 */
export declare function secretRedactor(secrets: readonly string[]): (text: string) => string;
/** `text` with every configured secret replaced by `[redacted]`. */
export declare function redactApiKeys(text: string, env?: Environment): string;
/**
 * `value` with every string in it (object keys too) passed through `redact`; plain objects and
 * arrays are copied, anything else (numbers, class instances) kept as it is. What is rendered for
 * people (a PR comment, a job summary, `diff`'s output) is redacted before rendering: Markdown
 * escaping (`-_` becomes `-\\_`) and length caps would hide a key from a redaction after it.
 */
export declare function redactStringsIn<T>(value: T, redact: (text: string) => string): T;
