import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/judge/secrets.ts
var PATTERN_RULES = [
  { rule: "an Anthropic API key (sk-ant-\u2026)", pattern: /\bsk-ant-[A-Za-z0-9_-]{8,}/ },
  { rule: "an OpenAI-style secret key (sk-\u2026)", pattern: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{16,}/ },
  { rule: "a bearer token (Bearer \u2026)", pattern: /\bBearer\s+[A-Za-z0-9._~+/-]{12,}=*/ },
  { rule: "a GitHub token (gh?_\u2026)", pattern: /\bgh[pousr]_[A-Za-z0-9]{20,}/ },
  { rule: "a GitHub token (github_pat_\u2026)", pattern: /\bgithub_pat_[A-Za-z0-9_]{20,}/ },
  { rule: "a URL with a password (scheme://user:password@\u2026)", pattern: /\b[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s/@:]+:[^\s/@]{8,}@/ }
];
var SECRET_NAME = /(?:^|[^a-z])(?:api[_-]?key|key|token|secret|password|passwd|auth|authorization|credential)s?(?:$|[^a-z])/i;
var SECRET_NAME_COMPACT = /(?:apikey|accesskey|secretkey|authtoken|accesstoken)/i;
function shannonEntropy(text) {
  if (text.length === 0) return 0;
  const counts = /* @__PURE__ */ new Map();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  const n = [...text].length;
  for (const count of counts.values()) {
    const p = count / n;
    bits -= p * Math.log2(p);
  }
  return bits;
}
function looksLikeHighEntropyToken(value) {
  if (value.length < 20 || /\s/.test(value)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((re) => re.test(value)).length;
  return classes >= 3 && shannonEntropy(value) >= 3.5;
}
function isSecretLikeName(name) {
  return SECRET_NAME.test(name) || SECRET_NAME_COMPACT.test(name);
}
function usableSecrets(knownSecrets) {
  return knownSecrets.filter((s) => typeof s === "string" && s.length >= 8);
}
function findSecretLikeValues(value, knownSecrets = []) {
  const literals = usableSecrets(knownSecrets);
  const findings = [];
  const checkString = (text, path, memberName) => {
    if (literals.some((secret) => text.includes(secret))) {
      findings.push({ path, rule: "the configured API key" });
      return;
    }
    for (const { rule, pattern } of PATTERN_RULES) {
      if (pattern.test(text)) {
        findings.push({ path, rule });
        return;
      }
    }
    if (memberName !== void 0 && isSecretLikeName(memberName) && looksLikeHighEntropyToken(text)) {
      findings.push({ path, rule: `a credential-like value in a "${memberName}" field` });
    }
  };
  const visit = (node, path, memberName) => {
    if (typeof node === "string") checkString(node, path, memberName);
    else if (Array.isArray(node)) node.forEach((item, index) => visit(item, `${path}[${index}]`, memberName));
    else if (node !== null && typeof node === "object") {
      for (const [name, member] of Object.entries(node)) {
        checkString(name, `${path} (member name)`, void 0);
        visit(member, `${path}.${name}`, name);
      }
    }
  };
  visit(value, "$", void 0);
  return findings;
}
var REDACTED = "[redacted]";
function scrubSecrets(text, knownSecrets = []) {
  let out = text;
  for (const secret of usableSecrets(knownSecrets).sort((a, b) => b.length - a.length)) out = out.split(secret).join(REDACTED);
  for (const { pattern } of PATTERN_RULES) out = out.replace(new RegExp(pattern.source, "g"), REDACTED);
  return out;
}

export {
  findSecretLikeValues,
  scrubSecrets
};
