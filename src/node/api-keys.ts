/**
 * The secrets in the environment that nothing agent-eval writes or prints may contain: the judge
 * providers' API keys, the other credentials the reference's fail-closed scan names
 * (ANTHROPIC_AUTH_TOKEN, GITHUB_TOKEN; judge-replay-and-graders.md D.7), and credentials embedded
 * in a base URL or proxy URL (`https://user:key@host`).
 */

/** The environment variables read (process.env fits; structural so the published types need no @types/node). */
export type Environment = Readonly<Record<string, string | undefined>>;

/** Environment variables of each HTTP judge provider. */
export const ENV_KEYS = {
  anthropic: { key: "ANTHROPIC_API_KEY", baseUrl: "ANTHROPIC_BASE_URL" },
  openai: { key: "OPENAI_API_KEY", baseUrl: "OPENAI_BASE_URL" },
} as const;

/** Further variables whose whole value is a credential. */
const OTHER_SECRET_VARS = ["ANTHROPIC_AUTH_TOKEN", "GITHUB_TOKEN"] as const;

/** Variables holding a URL that may carry credentials in its user-info part. */
const URL_VARS = [
  ...Object.values(ENV_KEYS).map((names) => names.baseUrl),
  "HTTPS_PROXY",
  "https_proxy",
  "HTTP_PROXY",
  "http_proxy",
  "ALL_PROXY",
  "all_proxy",
] as const;

/**
 * The credentials in a URL's user-info (`scheme://user:password@host`): the password, or the user
 * name when there is no password (`https://KEY@host`), as written and percent-decoded. [] when the
 * text is not a URL or carries none.
 */
export function urlCredentials(text: string | undefined): string[] {
  if (text === undefined || text === "") return [];
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    // not a URL the WHATWG parser takes; still catch `scheme://user:pass@` written loosely
    const match = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/@\s]*)@/.exec(text);
    if (match === null) return [];
    const info = match[1] ?? "";
    const colon = info.indexOf(":");
    return withDecoded(colon === -1 ? info : info.slice(colon + 1));
  }
  return withDecoded(url.password !== "" ? url.password : url.username);
}

function withDecoded(raw: string): string[] {
  if (raw === "") return [];
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // a stray % stays as written
  }
  return decoded === raw ? [raw] : [raw, decoded];
}

/**
 * The header values of ANTHROPIC_CUSTOM_HEADERS (`Name: value` lines, parsed as @anthropic-ai/sdk
 * does): the SDK sends them on every request, and a gateway key is typically one of them.
 */
export function customHeaderValues(text: string | undefined): string[] {
  if (text === undefined) return [];
  return text
    .split("\n")
    .filter((line) => line.includes(":"))
    .map((line) => line.slice(line.indexOf(":") + 1).trim());
}

/**
 * The secrets set in `env` (8 characters or more; shorter ones would match ordinary text): the
 * provider API keys, ANTHROPIC_AUTH_TOKEN, GITHUB_TOKEN, credentials inside the providers' base
 * URLs and the proxy variables, and the values of ANTHROPIC_CUSTOM_HEADERS.
 */
export function configuredApiKeys(env: Environment): string[] {
  const values = [
    ...Object.values(ENV_KEYS).map((names) => env[names.key]),
    ...OTHER_SECRET_VARS.map((name) => env[name]),
    ...URL_VARS.flatMap((name) => urlCredentials(env[name])),
    ...customHeaderValues(env.ANTHROPIC_CUSTOM_HEADERS),
  ];
  return [...new Set(values.filter((value): value is string => typeof value === "string" && value.length >= 8))];
}

/**
 * A function replacing each of `secrets` in a text by `[redacted]`, longest first, so a secret
 * containing another is redacted whole. Built once for many texts (a diff's every string).
 */
export function secretRedactor(secrets: readonly string[]): (text: string) => string {
  const longestFirst = [...secrets].sort((a, b) => b.length - a.length);
  return (text) => {
    let out = text;
    for (const key of longestFirst) if (out.includes(key)) out = out.split(key).join("[redacted]");
    return out;
  };
}

/** `text` with every configured secret replaced by `[redacted]`. */
export function redactApiKeys(text: string, env: Environment = process.env): string {
  return secretRedactor(configuredApiKeys(env))(text);
}

/**
 * `value` with every string in it (object keys too) passed through `redact`; plain objects and
 * arrays are copied, anything else (numbers, class instances) kept as it is. What is rendered for
 * people (a PR comment, a job summary, `diff`'s output) is redacted before rendering: Markdown
 * escaping (`-_` becomes `-\\_`) and length caps would hide a key from a redaction after it.
 */
export function redactStringsIn<T>(value: T, redact: (text: string) => string): T {
  if (typeof value === "string") return redact(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => redactStringsIn(item, redact)) as T;
  if (value === null || typeof value !== "object") return value;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [redact(k), redactStringsIn(v, redact)])) as T;
}
