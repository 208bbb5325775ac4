import type { Measurement } from "../../core/measurement.js";
/** Runs a synchronous metric body so that a thrown error becomes a rejected promise. */
export declare function computeAsync(body: () => Measurement[]): Promise<Measurement[]>;
