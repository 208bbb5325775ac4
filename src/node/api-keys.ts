/** The judge providers' API keys in the environment: strings nothing agent-eval writes may contain. */

/** The environment variables read (process.env fits; structural so the published types need no @types/node). */
export type Environment = Readonly<Record<string, string | undefined>>;

/** Environment variables of each HTTP judge provider. */
export const ENV_KEYS = {
  anthropic: { key: "ANTHROPIC_API_KEY", baseUrl: "ANTHROPIC_BASE_URL" },
  openai: { key: "OPENAI_API_KEY", baseUrl: "OPENAI_BASE_URL" },
} as const;

/** The provider API keys set in `env` (8 characters or more; shorter ones would match ordinary text). */
export function configuredApiKeys(env: Environment): string[] {
  return Object.values(ENV_KEYS)
    .map((names) => env[names.key])
    .filter((value): value is string => typeof value === "string" && value.length >= 8);
}

/** `text` with every configured API key replaced by `[redacted]`. */
export function redactApiKeys(text: string, env: Environment = process.env): string {
  let out = text;
  for (const key of configuredApiKeys(env)) if (out.includes(key)) out = out.split(key).join("[redacted]");
  return out;
}
