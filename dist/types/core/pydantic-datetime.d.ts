export declare function isPydanticDatetime(value: unknown): boolean;
