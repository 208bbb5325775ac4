/** The checker of each key: true when the value is valid (defaults of missing fields are filled in place). */
export declare const coreEventChecks: ReadonlyMap<string, (value: unknown) => boolean>;
