import type { GraderFactory } from "./params.js";
export declare const GRADER_FACTORIES: Readonly<Record<string, GraderFactory>>;
/** The class names a config may use, sorted. */
export declare function graderClassNames(): string[];
/** Graders that call the judge (the CLI requires --provider/--model when one is configured). */
export declare const LLM_GRADER_CLASSES: ReadonlySet<string>;
