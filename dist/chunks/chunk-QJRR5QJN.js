import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/node/api-keys.ts
var ENV_KEYS = {
  anthropic: { key: "ANTHROPIC_API_KEY", baseUrl: "ANTHROPIC_BASE_URL" },
  openai: { key: "OPENAI_API_KEY", baseUrl: "OPENAI_BASE_URL" }
};
var OTHER_SECRET_VARS = ["ANTHROPIC_AUTH_TOKEN", "GITHUB_TOKEN"];
var URL_VARS = [
  ...Object.values(ENV_KEYS).map((names) => names.baseUrl),
  "HTTPS_PROXY",
  "https_proxy",
  "HTTP_PROXY",
  "http_proxy",
  "ALL_PROXY",
  "all_proxy"
];
function urlCredentials(text) {
  if (text === void 0 || text === "") return [];
  let url;
  try {
    url = new URL(text);
  } catch {
    const match = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/@\s]*)@/.exec(text);
    if (match === null) return [];
    const info = match[1] ?? "";
    const colon = info.indexOf(":");
    return withDecoded(colon === -1 ? info : info.slice(colon + 1));
  }
  return withDecoded(url.password !== "" ? url.password : url.username);
}
function withDecoded(raw) {
  if (raw === "") return [];
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
  }
  return decoded === raw ? [raw] : [raw, decoded];
}
function customHeaderValues(text) {
  if (text === void 0) return [];
  return text.split("\n").filter((line) => line.includes(":")).map((line) => line.slice(line.indexOf(":") + 1).trim());
}
function configuredApiKeys(env) {
  const values = [
    ...Object.values(ENV_KEYS).map((names) => env[names.key]),
    ...OTHER_SECRET_VARS.map((name) => env[name]),
    ...URL_VARS.flatMap((name) => urlCredentials(env[name])),
    ...customHeaderValues(env.ANTHROPIC_CUSTOM_HEADERS)
  ];
  return [...new Set(values.filter((value) => typeof value === "string" && value.length >= 8))];
}
function secretRedactor(secrets) {
  const longestFirst = [...secrets].sort((a, b) => b.length - a.length);
  return (text) => {
    let out = text;
    for (const key of longestFirst) if (out.includes(key)) out = out.split(key).join("[redacted]");
    return out;
  };
}
function redactApiKeys(text, env = process.env) {
  return secretRedactor(configuredApiKeys(env))(text);
}
function redactStringsIn(value, redact) {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactStringsIn(item, redact));
  if (value === null || typeof value !== "object") return value;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [redact(k), redactStringsIn(v, redact)]));
}

export {
  ENV_KEYS,
  urlCredentials,
  configuredApiKeys,
  secretRedactor,
  redactApiKeys,
  redactStringsIn
};
