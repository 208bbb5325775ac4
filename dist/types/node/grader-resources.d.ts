/**
 * What the Node layer gives every grader (GraderResources): word_overlap's jieba tokenizer and the
 * code graders' capabilities. Both load their heavy parts (jieba-wasm, typescript, python3) only
 * when a grader first uses them.
 */
import type { GraderResources } from "../graders/params.js";
export declare function nodeGraderResources(): GraderResources;
