import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  SCRIPTED_SOURCE
} from "./chunk-RNBRVDIZ.js";
import {
  ZERO_USAGE
} from "./chunk-WE7WMGMW.js";

// src/judge/scripted-judge.ts
var SCRIPTED_MODEL = "scripted-local-judge";
var ScriptedJudge = class {
  source = SCRIPTED_SOURCE;
  /** Every request received, in call order. */
  requests = [];
  script;
  /** A function, or a queue of answers consumed in call order (running out is an error). */
  constructor(script) {
    if (typeof script === "function") this.script = script;
    else {
      const queue = [...script];
      this.script = (request, index) => {
        const answer = queue[index];
        if (answer === void 0) {
          throw new Error(`scripted judge: no answer queued for call ${index + 1} (metric "${request.metric}"); ${queue.length} were queued`);
        }
        return answer;
      };
    }
  }
  get calls() {
    return this.requests.length;
  }
  async call(request, _options) {
    const index = this.requests.length;
    this.requests.push(request);
    const answer = await this.script(request, index);
    return { output: answer.output, usage: answer.usage ?? ZERO_USAGE, model: SCRIPTED_MODEL };
  }
};
function createScriptedJudge(script) {
  return new ScriptedJudge(script);
}

export {
  SCRIPTED_MODEL,
  ScriptedJudge,
  createScriptedJudge
};
