export declare const VIEW_REDUCERS: readonly ["single", "all", "any", "mean", "weighted_mean"];
export type ViewReducer = (typeof VIEW_REDUCERS)[number];
export interface ViewSignal {
    readonly metric: string;
    readonly output: string;
    readonly weight?: number;
}
export interface ViewSpec {
    readonly reducer: ViewReducer;
    readonly signals: readonly ViewSignal[];
}
/** NeMo's `_semantic_value`: booleans as 1/0, numbers as themselves, anything else undefined. */
export declare function semanticValue(value: unknown): number | undefined;
/** Reduces the signal values (already numeric, in signal order); undefined means "skipped". */
export declare function reduceView(reducer: ViewReducer, values: readonly number[], weights?: readonly (number | undefined)[]): number | undefined;
/** A trial's view value from its scores (`{"<metric>.<output>": value}`), or undefined when skipped. */
export declare function computeView(view: ViewSpec, scores: Readonly<Record<string, unknown>>): number | undefined;
