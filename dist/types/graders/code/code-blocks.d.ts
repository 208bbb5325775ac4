export declare function codeBlocks(response: string): string[];
