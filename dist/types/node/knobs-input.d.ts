import type { Knobs } from "../core/knobs.js";
export declare function readKnobs(value: string, label?: string): Promise<Knobs>;
