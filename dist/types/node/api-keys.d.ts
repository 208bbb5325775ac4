/** The judge providers' API keys in the environment: strings nothing agent-eval writes may contain. */
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
/** The provider API keys set in `env` (8 characters or more; shorter ones would match ordinary text). */
export declare function configuredApiKeys(env: Environment): string[];
/** `text` with every configured API key replaced by `[redacted]`. */
export declare function redactApiKeys(text: string, env?: Environment): string;
