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

interface PatternRule {
  readonly rule: string;
  readonly pattern: RegExp;
}

const PATTERN_RULES: readonly PatternRule[] = [
  { rule: "an Anthropic API key (sk-ant-…)", pattern: /\bsk-ant-[A-Za-z0-9_-]{8,}/ },
  { rule: "an OpenAI-style secret key (sk-…)", pattern: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{16,}/ },
  { rule: "a bearer token (Bearer …)", pattern: /\bBearer\s+[A-Za-z0-9._~+/-]{12,}=*/ },
  { rule: "a GitHub token (gh?_…)", pattern: /\bgh[pousr]_[A-Za-z0-9]{20,}/ },
  { rule: "a GitHub token (github_pat_…)", pattern: /\bgithub_pat_[A-Za-z0-9_]{20,}/ },
  { rule: "a URL with a password (scheme://user:password@…)", pattern: /\b[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s/@:]+:[^\s/@]{8,}@/ },
];

/** Member names whose long, high-entropy string values are treated as credentials. */
const SECRET_NAME = /(?:^|[^a-z])(?:api[_-]?key|key|token|secret|password|passwd|auth|authorization|credential)s?(?:$|[^a-z])/i;
const SECRET_NAME_COMPACT = /(?:apikey|accesskey|secretkey|authtoken|accesstoken)/i;

/** Shannon entropy in bits per character. */
export function shannonEntropy(text: string): number {
  if (text.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  const n = [...text].length;
  for (const count of counts.values()) {
    const p = count / n;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/**
 * A long token without whitespace that mixes lower case, upper case and digits with high entropy.
 * A sha256 hex digest (lower case and digits only, ≤ 4 bits/char) does not qualify.
 */
export function looksLikeHighEntropyToken(value: string): boolean {
  if (value.length < 20 || /\s/.test(value)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((re) => re.test(value)).length;
  return classes >= 3 && shannonEntropy(value) >= 3.5;
}

function isSecretLikeName(name: string): boolean {
  return SECRET_NAME.test(name) || SECRET_NAME_COMPACT.test(name);
}

/** Usable literal secrets: at least 8 characters (shorter strings would match ordinary text). */
function usableSecrets(knownSecrets: readonly (string | undefined)[]): string[] {
  return knownSecrets.filter((s): s is string => typeof s === "string" && s.length >= 8);
}

/** Every place in `value` (a JSON-like tree) that holds something that looks like a credential. */
export function findSecretLikeValues(value: unknown, knownSecrets: readonly (string | undefined)[] = []): SecretFinding[] {
  const literals = usableSecrets(knownSecrets);
  const findings: SecretFinding[] = [];
  const checkString = (text: string, path: string, memberName: string | undefined): void => {
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
    if (memberName !== undefined && isSecretLikeName(memberName) && looksLikeHighEntropyToken(text)) {
      findings.push({ path, rule: `a credential-like value in a "${memberName}" field` });
    }
  };
  const visit = (node: unknown, path: string, memberName: string | undefined): void => {
    if (typeof node === "string") checkString(node, path, memberName);
    else if (Array.isArray(node)) node.forEach((item, index) => visit(item, `${path}[${index}]`, memberName));
    else if (node !== null && typeof node === "object") {
      for (const [name, member] of Object.entries(node as Record<string, unknown>)) {
        // A member name can itself carry a secret (e.g. a map keyed by token).
        checkString(name, `${path} (member name)`, undefined);
        visit(member, `${path}.${name}`, name);
      }
    }
  };
  visit(value, "$", undefined);
  return findings;
}

const REDACTED = "[redacted]";

/**
 * Removes every occurrence of the given secrets and anything matching the credential patterns.
 * Used defensively on error messages and log lines.
 */
export function scrubSecrets(text: string, knownSecrets: readonly (string | undefined)[] = []): string {
  let out = text;
  // longest first, so a secret containing another is redacted whole
  for (const secret of usableSecrets(knownSecrets).sort((a, b) => b.length - a.length)) out = out.split(secret).join(REDACTED);
  for (const { pattern } of PATTERN_RULES) out = out.replace(new RegExp(pattern.source, "g"), REDACTED);
  return out;
}
