import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/judge/request-key.ts
import { createHash } from "node:crypto";
var JUDGE_KEY_VERSION = "agent-eval/judge-request/v1";
function judgeKeyMaterial(request, replica = request.replica) {
  if (!Number.isInteger(replica) || replica < 1) {
    throw new Error(`judge request for metric "${request.metric}": replica must be a positive integer, got ${String(replica)}`);
  }
  return {
    provider: request.provider,
    model: request.model,
    settings: request.settings,
    system: request.system,
    user: request.user,
    outputName: request.outputName,
    outputDescription: request.outputDescription,
    outputSchema: request.outputSchema,
    replica,
    conversation: request.conversation
  };
}
function canonicalJson(value) {
  return canonical(value, "$");
}
function canonical(value, path) {
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
    case "boolean":
      return JSON.stringify(value);
    case "number":
      if (!Number.isFinite(value)) throw new Error(`canonicalJson: non-finite number at ${path}`);
      return JSON.stringify(value);
    case "object": {
      if (Array.isArray(value)) {
        const items = value.map((item, index) => {
          if (item === void 0) throw new Error(`canonicalJson: undefined array element at ${path}[${index}]`);
          return canonical(item, `${path}[${index}]`);
        });
        return `[${items.join(",")}]`;
      }
      const record = value;
      const members = [];
      for (const name of Object.keys(record).sort()) {
        const member = record[name];
        if (member === void 0) continue;
        members.push(`${JSON.stringify(name)}:${canonical(member, `${path}.${name}`)}`);
      }
      return `{${members.join(",")}}`;
    }
    case "undefined":
    case "bigint":
    case "function":
    case "symbol":
      throw new Error(`canonicalJson: cannot represent a ${typeof value} at ${path}`);
  }
  throw new Error(`canonicalJson: unsupported value at ${path}`);
}
function judgeKeyPreimage(request, replica = request.replica) {
  return `${JUDGE_KEY_VERSION}
${canonicalJson(judgeKeyMaterial(request, replica))}`;
}
function judgeRequestKey(request, replica = request.replica) {
  return createHash("sha256").update(judgeKeyPreimage(request, replica), "utf8").digest("hex");
}
function templateVersionOf(parts) {
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 12);
}

export {
  canonicalJson,
  judgeRequestKey,
  templateVersionOf
};
