export declare const LOG_DATA: readonly number[];
export declare const LOG2_DATA: readonly number[];
